/** The bot's candidates for scoring objectives. */
import type { CommandType } from "../commands.ts";
import type { Candidates } from "./policy.ts";

export const OBJECTIVE_CANDIDATES: Partial<Record<CommandType, Candidates>> = {};
