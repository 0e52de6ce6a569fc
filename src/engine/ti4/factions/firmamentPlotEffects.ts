/**
 * The plot cards' standing effects, once the Firmament have become the Obsidian and their plots lie face up
 * (The Blade's Orchestra; Marionettes: the players whose tokens lie on a plot are its puppeted players).
 * While the Firmament's plots are face down they do nothing. The cards' texts are not in our data: as the
 * community's web app gives them, AsyncTI4/ti4_web_new:src/entities/data/plots.ts (content/ti4/plots.te.ts
 * has our own wording):
 *  - Assail: +1 to each die of the Obsidian's combat rolls and unit ability rolls against its puppeted
 *    players (LRR 18; hook combatRollModifier). Whom a roll is against [our reading]: in a combat, the other
 *    side; in a tactical action's other rolls (space cannon, bombardment, barrage), the active player for
 *    anyone else, or the others with units in the active system for the active player.
 *  - Enervate: the Obsidian may resolve the secondary of a puppeted player's strategy card without spending
 *    a command token (LRR 82.2; hook secondaryWithoutToken), and resolve Leadership's primary instead of its
 *    secondary (hook secondaryResolvesPrimary) [recalled: the card says "can"; Leadership's primary is never
 *    worse, so it is always taken].
 *  - Siphon: whenever a puppeted player gains commodities (LRR 21: replenishing them, LRR 21.2, or any other
 *    effect that gives commodities; hook commoditiesGained, asked by economy/commodities.ts, the one place
 *    commodities are gained), the Obsidian gain that many trade goods. Commodities received in a
 *    transaction are no gain of commodities: they arrive as trade goods (LRR 21.5).
 * Seethe and Extract act as they are revealed, and later too: firmamentPlotReveals.ts, firmamentExtract.ts.
 */
import type { TePlotId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4UnitRoll } from "../hooks/combat.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { plotsOf } from "./firmamentPlots.ts";

/** The seats puppeted by `seat` through its face-up plot `plot` (Marionettes), or none. */
export function puppetedThrough(state: Ti4State, seat: Seat, plot: TePlotId): Seat[] {
  if (!playsThundersEdge(state) || !hasFaction(state, seat, "obsidian")) return [];
  return [
    ...new Set(
      plotsOf(state, seat)
        .filter((p) => p.id === plot)
        .flatMap((p) => p.on),
    ),
  ];
}

/** Whom `seat`'s roll made now is against [our reading, see above]. */
export function rollOpponents(state: Ti4State, seat: Seat): Seat[] {
  const combat = state.stack.findLast((f) => f.kind === "ti4SpaceCombat" || f.kind === "ti4GroundCombat");
  if (combat && (combat.kind === "ti4SpaceCombat" || combat.kind === "ti4GroundCombat")) {
    if (combat.seat === seat && combat.defender !== undefined) return [combat.defender];
    if (combat.defender === seat) return [combat.seat];
  }
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  if (tactical?.kind !== "ti4Tactical") return [];
  if (tactical.seat !== seat) return [tactical.seat];
  return state.players
    .filter((p) => p.seat !== seat && hasUnitsIn(state, p.seat, tactical.system))
    .map((p) => p.seat);
}

function assail(state: Ti4State, roll: Ti4UnitRoll): number {
  const puppets = puppetedThrough(state, roll.seat, "assail");
  if (puppets.length === 0) return 0;
  return rollOpponents(state, roll.seat).some((seat) => puppets.includes(seat)) ? 1 : 0;
}

/** Whether the strategy card `card` being resolved now is the primary of a seat `seat` puppets through Enervate. */
function enervated(state: Ti4State, seat: Seat, card: Ti4StrategyCardId): boolean {
  const puppets = puppetedThrough(state, seat, "enervate");
  if (puppets.length === 0) return false;
  const frame = state.stack.findLast((f) => f.kind === "ti4StrategicAction");
  return frame?.kind === "ti4StrategicAction" && frame.card === card && puppets.includes(frame.seat);
}

function siphon(tx: Tx<Ti4>, seat: Seat, amount: number, _reason: string): void {
  for (const player of tx.state.players) {
    if (!puppetedThrough(tx.state, player.seat, "siphon").includes(seat)) continue;
    tx.emit({ type: "ti4TradeGoodsChanged", seat: player.seat, amount, reason: "Siphon" });
  }
}

export const TI4_FIRMAMENT_PLOT_EFFECTS: Ti4Module = {
  id: "firmamentPlotEffects",
  hooks: {
    combatRollModifier: assail,
    secondaryWithoutToken: enervated,
    secondaryResolvesPrimary: (state, seat, card) => card === "leadership" && enervated(state, seat, card),
    commoditiesGained: siphon,
  },
};
