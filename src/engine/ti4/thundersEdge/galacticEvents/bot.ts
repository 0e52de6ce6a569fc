/**
 * The bot's answers to the galactic events' decisions (TE "Galactic Events"): Stellar Atomics is spent on the
 * non-home planet where other players have the most ground forces and structures and the bot has none, and
 * only when at least 3 of theirs would go (otherwise the bot keeps its token, and its agenda votes).
 * Conventions of War Abandoned's purge goes to the richest planet another player holds where the bot has no
 * unit, when it is worth at least 3 (resources and influence). Total War's point is always bought; a monument
 * is built whenever it can be paid, and one taken is kept. Rapid Mobilization's dock goes on the planet
 * with the most resources. A mercenary is hired rarely: only when the top card's ability is carried out by
 * Mecatol, the bot keeps at least 3 trade goods after paying, and it holds fewer than 2 hired cards.
 */
import {
  TI4_GROUND_FORCE_TYPES,
  TI4_STRUCTURE_TYPES,
  type Ti4PlanetId,
  ti4Planet,
} from "../../../../content/ti4/index.ts";
import type { Ti4Answers } from "../../answer.ts";
import { countUnits, forcesIn } from "../../board/forces.ts";
import type { Ti4State } from "../../state.ts";
import { ALLIANCE_ABILITIES_NOT_PLAYED } from "../allianceCards.ts";
import { purgeablePlanets } from "./conventionsOfWar.ts";
import { MERCENARY_PRICE, mercenaryOnTop } from "./mercenaries.ts";
import { MONUMENT_PRICE } from "./monuments.ts";
import { mobilizationDockChoice } from "./rapidMobilization.ts";
import { stellarAtomicsTargets } from "./stellarAtomics.ts";

const STRIKES = [...TI4_GROUND_FORCE_TYPES, ...TI4_STRUCTURE_TYPES];
const WORTH_IT = 3;
const PURGE_WORTH_IT = 3;
/** The trade goods the bot keeps after paying for a monument (none: a point in 9 rounds is worth them). */
const GOODS_KEPT = 0;

/** The trade goods the bot keeps after hiring a mercenary, and the most cards it hires. */
const MERCENARY_GOODS_KEPT = 3;
const MERCENARIES_HELD = 2;

/** Whether the bot in `seat` hires the mercenary deck's top card now. */
export function mercenaryWorthHiring(state: Ti4State, seat: number): boolean {
  const top = mercenaryOnTop(state);
  const player = state.players[seat];
  if (top === undefined || !player) return false;
  if (ALLIANCE_ABILITIES_NOT_PLAYED[top] !== undefined) return false;
  if (player.tradeGoods < MERCENARY_PRICE + MERCENARY_GOODS_KEPT) return false;
  return (player.allianceCards ?? []).length < MERCENARIES_HELD;
}

export const GALACTIC_EVENT_ANSWERS: Ti4Answers = {
  stellarAtomics: (state, decision) => {
    const seat = decision.seat;
    const scored = stellarAtomicsTargets(state).map((target) => {
      const forces = forcesIn(state.board[target.position], target.planet);
      const own = forces.filter((f) => f.seat === seat).reduce((n, f) => n + countUnits(f.units, STRIKES), 0);
      const theirs = forces
        .filter((f) => f.seat !== seat)
        .reduce((n, f) => n + countUnits(f.units, STRIKES), 0);
      return { planet: target.planet, worth: own > 0 ? 0 : theirs };
    });
    const best = scored.filter((t) => t.worth >= WORTH_IT).sort((a, b) => b.worth - a.worth)[0];
    return best ? [{ type: "stellarAtomics", seat, planet: best.planet }] : [];
  },
  bacterialPurge: (state, decision) => {
    const seat = decision.seat;
    const best = purgeablePlanets(state, seat)
      .filter(({ planet, position }) => {
        const holder = state.players.find((p) => p.planets[planet] !== undefined);
        const mine = forcesIn(state.board[position], planet).some((f) => f.seat === seat);
        return holder !== undefined && holder.seat !== seat && !mine;
      })
      .map(({ planet }) => ({ planet, worth: ti4Planet(planet).resources + ti4Planet(planet).influence }))
      .filter((t) => t.worth >= PURGE_WORTH_IT)
      .sort((a, b) => b.worth - a.worth)[0];
    return best ? [{ type: "bacterialPurge", seat, planet: best.planet }] : [];
  },
  /** Total War: a point is always worth the commodities. */
  totalWarPoint: (_state, decision) => [{ type: "totalWarPoint", seat: decision.seat }],
  /** Monuments to the Ages: built whenever it can be paid, on the first planet offered. */
  buildMonument: (state, decision) => {
    if ((state.players[decision.seat]?.tradeGoods ?? 0) < MONUMENT_PRICE + GOODS_KEPT) return [];
    return (decision.choices ?? [])
      .slice(0, 1)
      .map((planet) => ({ type: "buildMonument", seat: decision.seat, planet: planet as Ti4PlanetId }));
  },
  /** A monument taken is kept: its points are now the bot's. */
  destroyMonument: (_state, decision) => [{ type: "destroyMonument", seat: decision.seat, destroy: false }],
  /** Mercenaries for Hire: rarely, and never for a card whose ability does nothing yet. */
  hireMercenary: (state, decision) =>
    mercenaryWorthHiring(state, decision.seat) ? [{ type: "hireMercenary", seat: decision.seat }] : [],
  /** Rapid Mobilization: the dock goes where the resources are. */
  placeMobilizationDock: (_state, decision) => {
    const planet = mobilizationDockChoice(decision.choices ?? []);
    return planet ? [{ type: "placeMobilizationDock", seat: decision.seat, planet }] : [];
  },
};
