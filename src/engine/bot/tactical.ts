/** The bot's candidates for tactical and transfer actions: activation, movement, landing, production. */
import type { CommandType } from "../commands.ts";
import type { Candidates } from "./policy.ts";

export const TACTICAL_CANDIDATES: Partial<Record<CommandType, Candidates>> = {};
