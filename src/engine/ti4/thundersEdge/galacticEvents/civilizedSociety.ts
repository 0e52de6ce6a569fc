/**
 * Civilized Society (a TE galactic event; its card, as public game aids list it [recalled]):
 *  - during set-up every public objective is turned face up (here: the 5 stage I and 5 stage II dealt,
 *    revealed as set-up ends), so the status phase has none left to reveal, and that no longer ends the
 *    game (LRR 81.2 set aside);
 *  - a player may score any number of public objectives in the status phase (LRR 61.6's one public lifted;
 *    still one secret), and says when they are done;
 *  - reaching the victory point target does not end the game at once (LRR 98 set aside): at the end of the
 *    round's status phase, if anyone has reached it, the most points wins; among the tied, the highest total
 *    of the influence of the planets they control and their unspent trade goods; tied again, all of them win.
 *    Our reading: a target reached after the status phase (in the agenda phase) ends the game at the end of
 *    the next status phase.
 */
import { type Ti4PlanetId, ti4Planet } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "civilized_society";

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

function setupEnds(tx: Tx<Ti4>): void {
  if (!inPlay(tx.state)) return;
  for (const objective of [...tx.state.decks.stageOne, ...tx.state.decks.stageTwo])
    tx.emit({ type: "ti4ObjectiveRevealed", objective });
}

/** The tie-break's total: the influence of every planet the seat controls and its trade goods. */
export function civilizedTotal(state: Ti4State, seat: Seat): number {
  const player = state.players[seat];
  if (!player) return 0;
  const influence = (Object.keys(player.planets) as Ti4PlanetId[]).reduce(
    (sum, planet) => sum + ti4Planet(planet).influence,
    0,
  );
  return influence + player.tradeGoods;
}

/** The winners once someone has reached the target: the most points, then the highest total. */
export function civilizedWinners(state: Ti4State): Seat[] {
  const standing = state.players.filter((p) => !p.eliminated);
  if (!standing.some((p) => p.vp >= state.config.vpTarget)) return [];
  const most = Math.max(...standing.map((p) => p.vp));
  const tied = standing.filter((p) => p.vp === most).map((p) => p.seat);
  const best = Math.max(...tied.map((seat) => civilizedTotal(state, seat)));
  return tied.filter((seat) => civilizedTotal(state, seat) === best);
}

function statusPhaseEnded(tx: Tx<Ti4>): void {
  if (!inPlay(tx.state)) return;
  const winners = civilizedWinners(tx.state);
  if (winners.length > 0) tx.emit({ type: "ti4GameWon", seats: winners });
}

export const TI4_CIVILIZED_SOCIETY: Ti4Module = {
  id: "galacticEventCivilizedSociety",
  hooks: {
    setupEnds,
    statusPhaseEnded,
    victoryWaits: inPlay,
    publicObjectivesUnlimited: inPlay,
    noRevealGoesOn: inPlay,
  },
};
