/**
 * Dangerous Wilds (a TE galactic event; our rulebook does not print the card, so this is built from its
 * summary [recalled]):
 *  - as set-up ends, each hazardous planet on the board that nobody controls gets neutral infantry (TE
 *    "Neutral Units") equal to its resources;
 *  - as each status phase ends, each such planet nobody controls and no player's unit stands on is brought
 *    back up to that many neutral infantry [our reading of "restored each round"];
 *  - a player who takes a hazardous planet's card from the planet deck (nobody held it before) may research
 *    1 technology at no cost, leaving unmet as many prerequisites as the planet has resources [our reading:
 *    the research is free and may be declined].
 * Planets of The Fracture coming into play later get no infantry until the next status phase ends.
 */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import { ti4Planet } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { boardPlanets } from "../../actionCards/effect.ts";
import { controllerOf, countUnits, forcesIn } from "../../board/forces.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { pushResearch } from "../../technology/research.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";
import { neutralIn } from "../neutral.ts";

const EVENT = "dangerous_wilds";
const REASON = "Dangerous Wilds";

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

function hazardous(planet: Ti4PlanetId): boolean {
  return ti4Planet(planet).traits.includes("hazardous");
}

/** The neutral infantry each hazardous planet nobody holds is short of its resources, where no player stands. */
export function wildsShortfall(
  state: Ti4State,
): { planet: Ti4PlanetId; position: PositionLabel; short: number }[] {
  return boardPlanets(state)
    .filter(({ planet }) => hazardous(planet) && controllerOf(state, planet) === null)
    .filter(({ planet, position }) =>
      forcesIn(state.board[position], planet).every((f) => countUnits(f.units) === 0),
    )
    .map(({ planet, position }) => {
      const there = neutralIn(state.board[position], planet).units.infantry ?? 0;
      return { planet, position, short: ti4Planet(planet).resources - there };
    })
    .filter((p) => p.short > 0);
}

function restore(tx: Tx<Ti4>): void {
  if (!inPlay(tx.state)) return;
  for (const { planet, position, short } of wildsShortfall(tx.state))
    tx.emit({ type: "ti4NeutralUnitsPlaced", place: { position, planet }, units: { infantry: short } });
}

function planetControlGained(
  tx: Tx<Ti4>,
  gain: { seat: Seat; planet: Ti4PlanetId; from: Seat | null },
): void {
  if (!inPlay(tx.state) || tx.state.phase === "setup") return;
  if (gain.from !== null || !hazardous(gain.planet)) return;
  pushResearch(tx, {
    seat: gain.seat,
    cost: 0,
    optional: true,
    reason: REASON,
    skips: ti4Planet(gain.planet).resources,
  });
}

export const TI4_DANGEROUS_WILDS: Ti4Module = {
  id: "galacticEventDangerousWilds",
  hooks: { setupEnds: restore, statusPhaseEnded: restore, planetControlGained },
};
