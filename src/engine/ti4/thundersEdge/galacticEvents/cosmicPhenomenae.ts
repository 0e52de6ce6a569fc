/**
 * Cosmic Phenomenae (a TE galactic event; its card as public game aids print it: the TI4 TTPG project's
 * event list and its "Cosmic Phenomenae" unit modifier [recalled: not in our rulebook]). Anomalies change:
 *  - Nebulas: the defender applies +3 in place of +1 to each of its ships' combat rolls there (LRR 59.3;
 *    combat/space.ts `defenderModifier`, hook nebulaDefenceModifier).
 *  - Asteroid fields: fighters without a move value do not take part in a space combat in one (LRR 11, 78;
 *    hook sitsOutSpaceCombat). Our reading of "do not participate": a seat's fighters whose sheet shows no
 *    move (Fighter I; Fighter II and the Naalu's Hybrid Crystal Fighter II have one) roll no combat dice,
 *    take none of the combat's hits, anti-fighter barrage's included, and do not keep the combat going; they
 *    stay in the space area, and capacity is checked as every combat ends (LRR 16.3c).
 *    Neutral fighters take part: the neutral unit reference card prints a move of 2 for them (TE "Neutral
 *    Units"; content/ti4/neutralUnits.te.ts), so they are not fighters "with no move" [our reading: the
 *    printed value counts, though neutral units never move]. The combat odds leave out the fighters that
 *    sit the combat out (combat/odds.ts).
 *  - Supernovas: each unit with PRODUCTION in or adjacent to a supernova has its PRODUCTION value raised by
 *    1 (LRR 68, 86; hook unitProductionBonus; adjacency as LRR 6 reads it, wormholes included).
 *  - Gravity rifts: a group of ships leaving a gravity rift may apply one more +1 to its move values (the
 *    move's `riftSurge`); if it does, each of its rift dice removes a ship on 5 or less rather than 1-3
 *    (LRR 41; hook riftSurge). Our reading: "moving out of" a rift is leaving one on the path, the origin or
 *    a rift passed through, as LRR 41.1 reads it; the +1 is once however many rifts, as LRR 41's.
 *  - Entropic scars: systems holding an entropic scar are adjacent to one another (LRR 6; hook
 *    systemsJoined), for movement, retreats and every other rule that reads adjacency.
 */
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Seat } from "../../../kernel/types.ts";
import { systemAt, systemPositions, ti4Neighbours } from "../../board/galaxy.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { ti4UnitFor } from "../../units.ts";
import { isEntropicScar } from "../entropicScar.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "cosmic_phenomenae";
/** The card's nebula bonus for the defender, in place of LRR 59.3's +1. */
const NEBULA_DEFENCE = 3;
/** The card's rift surge: one more move, and a ship removed on this or less. */
const SURGE = { move: 1, removesOn: 5 } as const;

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

function isAnomaly(state: Ti4State, position: PositionLabel, anomaly: string): boolean {
  const anomalies: readonly string[] = systemAt(state, position)?.anomalies ?? [];
  return anomalies.includes(anomaly);
}

/** Asteroid fields: true for a seat's fighters with no move value in one (they sit the space combat out). */
export function fightersSitOut(state: Ti4State, seat: Seat, type: string, position: PositionLabel): boolean {
  if (!inPlay(state) || type !== "fighter" || !isAnomaly(state, position, "asteroidField")) return false;
  return (ti4UnitFor(state, seat, "fighter").move ?? 0) <= 0;
}

/** Supernovas: +1 to each producing unit's PRODUCTION in or next to one. */
export function supernovaProduction(state: Ti4State, position: PositionLabel): number {
  if (!inPlay(state)) return 0;
  const near = [position, ...ti4Neighbours(state, position)];
  return near.some((p) => isAnomaly(state, p, "supernova")) ? 1 : 0;
}

/** Entropic scars: every other system holding one is adjacent to a scar. */
export function scarsJoined(state: Ti4State, position: PositionLabel): readonly PositionLabel[] {
  if (!inPlay(state) || !isEntropicScar(state, position)) return [];
  return systemPositions(state).filter((p) => p !== position && isEntropicScar(state, p));
}

export const TI4_COSMIC_PHENOMENAE: Ti4Module = {
  id: "galacticEventCosmicPhenomenae",
  hooks: {
    nebulaDefenceModifier: (state) => (inPlay(state) ? NEBULA_DEFENCE : 0),
    sitsOutSpaceCombat: fightersSitOut,
    unitProductionBonus: (state, _seat, position) => supernovaProduction(state, position),
    riftSurge: (state) => (inPlay(state) ? SURGE : undefined),
    systemsJoined: scarsJoined,
  },
};
