/** The bot's candidates for combat answers: PDS fire, hits, retreats, bombardment, combat abilities. */
import type { CommandType } from "../commands.ts";
import type { Candidates } from "./policy.ts";

export const COMBAT_CANDIDATES: Partial<Record<CommandType, Candidates>> = {};
