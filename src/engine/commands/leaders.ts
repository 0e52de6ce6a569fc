/**
 * The Leaders option (RR §24.4; options/leaders/): an Agent given up to cancel an Action Card just
 * played, as a Sabotage would; leave given (or taken back) for another player's fleets led by a Diplomat
 * to pass through one's ships; a Leader changing ships within its system.
 */
import { UNIT_TYPES, type UnitType } from "../../content/index.ts";
import { command, count, declared, flag, id, oneOf } from "./forms.ts";

export const LEADER_COMMANDS = [
  command("sabotageWithAgent", { leader: id() }),
  command("allowDiplomatPassage", { to: count, allow: flag }),
  command("changeLeaderShip", { leader: id(), ship: declared<UnitType>()(oneOf(UNIT_TYPES)) }),
] as const;
