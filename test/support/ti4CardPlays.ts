/** Action card plays in TI4 scenario tests: a play's refusal, and the Sabotage windows passed. */
import type { Ti4ActionCardId } from "../../src/content/ti4/index.ts";
import { applyCommand } from "../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../src/engine/kernel/flow.ts";
import type { Ti4Command } from "../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../src/engine/ti4/ruleset.ts";
import { CTX, type Played, send } from "./ti4Status.ts";

/** What a play names besides its card (a target, a system, a payment...). */
export type PlayFields = Omit<Extract<Ti4Command, { type: "playActionCard" }>, "type" | "seat" | "card">;

/** The refusal of `seat` playing `card` now, or null when the play is accepted. */
export function cardRefusal(now: Played, seat: number, card: Ti4ActionCardId, fields: PlayFields = {}) {
  const result = applyCommand<Ti4>(now.state, { type: "playActionCard", seat, card, ...fields }, CTX);
  return result.ok ? null : result.error;
}

/** The Sabotage windows over a card played, passed by everyone asked. */
export function passSabotage(now: Played): Played {
  let out = now;
  for (let i = 0; i < 20; i++) {
    const top = out.state.stack.at(-1);
    if (top?.kind !== "ti4CardWindow" || top.timing !== "whenActionCardPlayed") return out;
    const pass = pendingDecisions<Ti4>(out.state).find((d) => d.kind === "passCardWindow");
    if (!pass) return out;
    out = send(out, { type: "passCardWindow", seat: pass.seat });
  }
  return out;
}
