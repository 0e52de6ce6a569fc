/**
 * Weird Wormholes (a TE galactic event; its card, as public game aids list it [recalled]): after a ship
 * moves through at least one alpha, beta or gamma wormhole, its owner rolls 1 die for it and reads the
 * ladder fighter, destroyer, cruiser, dreadnought, carrier, flagship, war sun (the war sun only once its
 * owner may field one): on 1-5 the ship is replaced by the type before it, on 6-10 by the type after it,
 * taken from the owner's reinforcements; a type with none left is skipped for the next one along, and a
 * ship with nothing left that way stays as it is.
 *
 * Our readings: a step between two systems that also share an edge is taken by the edge (no roll); the
 * rolls come once every group has arrived, in the order the groups were declared; a new ship is undamaged;
 * the replacement may leave cargo without room (removed, LRR 16) or ships over the fleet pool (the owner
 * removes them, LRR 37).
 */
import { TI4_UNIT_WORDS, type Ti4UnitType, type Ti4Wormhole } from "../../../../content/ti4/index.ts";
import { neighbourLabels, type PositionLabel } from "../../../galaxy/hex.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { rollD10 } from "../../../rng.ts";
import { wormholesAllJoined } from "../../agenda/laws.ts";
import { wormholesAt } from "../../board/galaxy.ts";
import { trimToCapacity } from "../../combat/capacity.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { pushFleetExcess } from "../../strategic/fleetExcess.ts";
import { ti4MayField, ti4Reinforcements } from "../../units.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "weird_wormholes";

/** The card's ladder, smallest first. */
export const WEIRD_LADDER: readonly Ti4UnitType[] = [
  "fighter",
  "destroyer",
  "cruiser",
  "dreadnought",
  "carrier",
  "flagship",
  "warSun",
];
const SMALLER_UP_TO = 5;
const WEIRD: readonly Ti4Wormhole[] = ["alpha", "beta", "gamma"];

/** True when the step from `from` to `to` goes through an alpha, beta or gamma wormhole (not an edge). */
export function throughWormhole(state: Ti4State, from: PositionLabel, to: PositionLabel): boolean {
  if (neighbourLabels(from).includes(to)) return false;
  const mine = wormholesAt(state, from).filter((w) => WEIRD.includes(w));
  const theirs = wormholesAt(state, to).filter((w) => WEIRD.includes(w));
  if (mine.some((w) => theirs.includes(w))) return true;
  const alphaBeta = (w: Ti4Wormhole) => w === "alpha" || w === "beta";
  return wormholesAllJoined(state) && mine.some(alphaBeta) && theirs.some(alphaBeta);
}

/** The type a ship becomes on `roll`, or undefined when nothing along the ladder is left. */
export function weirdReplacement(
  state: Ti4State,
  seat: Seat,
  type: Ti4UnitType,
  roll: number,
): Ti4UnitType | undefined {
  const at = WEIRD_LADDER.indexOf(type);
  if (at < 0) return undefined;
  const step = roll <= SMALLER_UP_TO ? -1 : 1;
  for (let i = at + step; i >= 0 && i < WEIRD_LADDER.length; i += step) {
    const next = WEIRD_LADDER[i] as Ti4UnitType;
    if (!ti4MayField(state, seat, next)) continue;
    if (ti4Reinforcements(state, seat, next) > 0) return next;
  }
  return undefined;
}

function groupsMoved(
  tx: Tx<Ti4>,
  seat: Seat,
  system: PositionLabel,
  groups: readonly { chain: readonly PositionLabel[]; ships: Ti4UnitCounts }[],
): void {
  if (!galacticEventInPlay(tx.state, EVENT)) return;
  const order: Ti4UnitType[] = [];
  for (const { chain, ships } of groups) {
    if (
      !chain.some(
        (from, i) => i + 1 < chain.length && throughWormhole(tx.state, from, chain[i + 1] as PositionLabel),
      )
    )
      continue;
    for (const type of WEIRD_LADDER) for (let n = 0; n < (ships[type] ?? 0); n++) order.push(type);
  }
  if (order.length === 0) return;
  const { value, rng } = rollD10(tx.state.rng, order.length);
  tx.emit({
    type: "ti4WeirdWormholesRolled",
    seat,
    system,
    rolls: order.map((unit, i) => ({ unit, roll: value[i] as number })),
    rng,
  });
  order.forEach((unit, i) => {
    const becomes = weirdReplacement(tx.state, seat, unit, value[i] as number);
    if (!becomes) return;
    const place = { position: system };
    tx.emit({ type: "ti4UnitsRemoved", seat, place, units: { [unit]: 1 }, reason: "returned" });
    tx.emit({
      type: "ti4UnitsPlaced",
      seat,
      place,
      units: { [becomes]: 1 },
      reason: `Weird Wormholes: a ${TI4_UNIT_WORDS[unit][0].toLowerCase()} became a ${TI4_UNIT_WORDS[becomes][0].toLowerCase()}`,
    });
  });
  trimToCapacity(tx, seat, system);
  pushFleetExcess(tx, seat);
}

export const TI4_WEIRD_WORMHOLES: Ti4Module = {
  id: "galacticEventWeirdWormholes",
  hooks: { groupsMoved },
};
