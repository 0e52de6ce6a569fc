/**
 * The Leaders option (RR §24.4; options/leaders/): an Agent given up to cancel an Action Card just
 * played, as a Sabotage would.
 */
import { command, id } from "./forms.ts";

export const LEADER_COMMANDS = [command("sabotageWithAgent", { leader: id() })] as const;
