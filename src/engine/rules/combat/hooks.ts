/**
 * The named point where the SE option Space Mines (Option 7, SE p.10) will hook into combat. Today it does
 * nothing: the options issue fills it in. It is called at the moment its rule names, so switching the
 * option on changes only the body here.
 */
import type { Tx } from "../../tx.ts";
import type { Activation } from "./index.ts";

/**
 * Option "spaceMines" (SE p.10, Triggering Space Mines): right after the PDS fire step, a player who moved
 * ships into a system holding an opponent's mines rolls once per non-Fighter ship; 9 or 10 hits it. May
 * push its own frames. No effect yet.
 */
export function triggerSpaceMines(_tx: Tx, _activation: Activation): void {}
