/** The bot's candidates for politics, trade, action cards and abilities resolved by hand. */
import type { CommandType } from "../commands.ts";
import type { Candidates } from "./policy.ts";

export const TABLE_CANDIDATES: Partial<Record<CommandType, Candidates>> = {};
