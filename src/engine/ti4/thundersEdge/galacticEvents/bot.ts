/**
 * The bot's answers to the galactic events' decisions (TE "Galactic Events"): Stellar Atomics is spent on the
 * non-home planet where other players have the most ground forces and structures and the bot has none, and
 * only when at least 3 of theirs would go (otherwise the bot keeps its token, and its agenda votes).
 * Conventions of War Abandoned's purge goes to the richest planet another player holds where the bot has no
 * unit, when it is worth at least 3 (resources and influence).
 */
import { TI4_GROUND_FORCE_TYPES, TI4_STRUCTURE_TYPES, ti4Planet } from "../../../../content/ti4/index.ts";
import type { Ti4Answers } from "../../answer.ts";
import { countUnits, forcesIn } from "../../board/forces.ts";
import { purgeablePlanets } from "./conventionsOfWar.ts";
import { stellarAtomicsTargets } from "./stellarAtomics.ts";

const STRIKES = [...TI4_GROUND_FORCE_TYPES, ...TI4_STRUCTURE_TYPES];
const WORTH_IT = 3;
const PURGE_WORTH_IT = 3;

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
};
