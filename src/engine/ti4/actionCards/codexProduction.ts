/**
 * Codex I's War Machine (LRR 68, 67): played when its holder's units use PRODUCTION, in the window the
 * production step opens for them before they produce (windows.ts, whenProducing; hook productionStepOpening),
 * it adds 4 to the total PRODUCTION of their units on that step and takes 1 off the combined cost of what
 * they produce there (5 under the galactic event Wild, Wild Galaxy: wildCards.ts). Each copy played adds
 * its own (`ti4ProductionBoosted`, kept on the production frame; production/producers.ts, cost.ts read it).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4ProductionFrame } from "../production/frames.ts";
import { producersIn } from "../production/producers.ts";
import type { Ti4State } from "../state.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";
import { hitsHarder } from "./wildCards.ts";

/** War Machine: the PRODUCTION it adds, and what it takes off the cost (Wild, Wild Galaxy: the harder). */
export const WAR_MACHINE_PRODUCTION = 4;
export const WAR_MACHINE_COST_OFF = 1;
export const WAR_MACHINE_WILD_COST_OFF = 5;

/** What War Machine takes off the combined cost in this game. */
export function warMachineCostOff(state: Ti4State): number {
  return hitsHarder(state) ? WAR_MACHINE_WILD_COST_OFF : WAR_MACHINE_COST_OFF;
}

/** The production step under way, if `seat`'s. */
function productionOf(state: Ti4State, seat: Seat): Ti4ProductionFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4Production");
  return frame?.kind === "ti4Production" && frame.seat === seat ? frame : null;
}

/** Whether `seat`'s units are about to use PRODUCTION in the step under way (its opening window). */
export function producingNow(state: Ti4State, seat: Seat): boolean {
  const frame = productionOf(state, seat);
  return frame !== null && producersIn(state, seat, frame.system).total > 0;
}

export const TI4_CODEX_PRODUCTION_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // War Machine (LRR 68, 67): +4 PRODUCTION on this step, and its combined cost 1 less (5 under Wild, Wild
  // Galaxy). A cost below 0 is 0 (production/cost.ts).
  war_machine: {
    names: [],
    check: (state, seat) =>
      producingNow(state, seat)
        ? undefined
        : refuse("War Machine", "it is played when your units use Production, before they produce."),
    resolve(tx, seat) {
      tx.emit({
        type: "ti4ProductionBoosted",
        seat,
        card: "war_machine",
        production: WAR_MACHINE_PRODUCTION,
        costOff: warMachineCostOff(tx.state),
      });
    },
  },
};
