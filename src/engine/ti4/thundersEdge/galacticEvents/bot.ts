/**
 * The bot's answers to the galactic events' decisions (TE "Galactic Events"): Stellar Atomics is spent on the
 * non-home planet where other players have the most ground forces and structures and the bot has none, and
 * only when at least 3 of theirs would go (otherwise the bot keeps its token, and its agenda votes); Total
 * War's point is always bought.
 */
import { TI4_GROUND_FORCE_TYPES, TI4_STRUCTURE_TYPES } from "../../../../content/ti4/index.ts";
import type { Ti4Answers } from "../../answer.ts";
import { countUnits, forcesIn } from "../../board/forces.ts";
import { stellarAtomicsTargets } from "./stellarAtomics.ts";

const STRIKES = [...TI4_GROUND_FORCE_TYPES, ...TI4_STRUCTURE_TYPES];
const WORTH_IT = 3;

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
  /** Total War: a point is always worth the commodities. */
  totalWarPoint: (_state, decision) => [{ type: "totalWarPoint", seat: decision.seat }],
};
