/** The shape of the built-in player's answers, which each area's bot file gives for its own decisions. */
import type { Decision } from "../kernel/decision.ts";
import type { Ti4Command } from "./commands.ts";
import type { Ti4 } from "./ruleset.ts";
import type { Ti4State } from "./state.ts";

/** A seat's answers to one kind of decision, most wanted first, read from the seat's view. */
export type Ti4Answer = (state: Ti4State, decision: Decision<Ti4>) => Ti4Command[];

export type Ti4Answers = Partial<Record<Ti4Command["type"], Ti4Answer>>;
