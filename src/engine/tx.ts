/**
 * A transaction over a TI3 draft state (kernel/tx.ts): rules emit events through it, and each event is
 * applied at once, so the rule code that follows reads the updated state.
 */
import { beginTx as beginKernelTx, type Tx as KernelTx } from "./kernel/tx.ts";
import type { EngineContext } from "./kernel/types.ts";
import type { GameState } from "./state.ts";
import type { Ti3 } from "./ti3.ts";

export type { EngineContext };
export type Tx = KernelTx<Ti3>;

/** A transaction over a copy of `state`; with `consume` the state itself becomes the draft. */
export function beginTx(state: GameState, ctx: EngineContext, consume = false): Tx {
  return beginKernelTx<Ti3>(state, ctx, consume);
}
