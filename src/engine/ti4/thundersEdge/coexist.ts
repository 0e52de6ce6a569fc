/**
 * TE "Coexist" (the general rule; abilities say when units begin coexisting: the Deepwrought's Research Team):
 * units of two players on one planet, without combat.
 *
 * - Control: the coexisting player does not gain control; had they controlled the planet, the player they now
 *   coexist with gains it, exhausted (`beginCoexistence`). When a coexisting player's units are the only
 *   units left on the planet, that player gains control and the coexistence ends (`settleCoexistence`, run as
 *   each tactical action ends; and when their units are gone, it ends too).
 * - More units placed, produced or moved onto the planet by a coexisting player coexist too: coexistence is
 *   kept per player and planet (`Ti4State.coexistence`), not per unit.
 * - Combat: coexisting units start no ground combat by being there: an active player who commits ground
 *   forces to the planet fights its controller's ground forces first (`engagedDefenders`); engaging the
 *   coexisting units after that, and a coexisting player ending their coexistence by committing their units
 *   against the planet, are coexistEngagement.ts. Units a coexisting player lands there otherwise coexist.
 * - Taking the planet leaves other players' coexisting structures standing (they stay coexisting).
 * - Bombardment: the hits go to the controller's ground forces, or to a coexisting player's when they are the
 *   only ones there [reading: choosing whom each bombarding unit rolls against is not offered yet].
 * - Production: coexisting structures are always blockaded, so they produce no ships (LRR 14.1): production
 *   counts their PRODUCTION apart (production/producers.ts, `coexisting`) and refuses ships beyond the other
 *   units' (`coexistingShipsRefused`); their ground forces are produced as ever, and coexist.
 * - Scoring: a coexisting player counts as controlling the planet for objectives only
 *   (`coexistingPlanetsOf`, objectives/requirements.ts).
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { isOpponent } from "../board/allies.ts";
import { controllerOf, countUnits } from "../board/forces.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

const RULE = "TE Coexist";

export type Ti4CoexistEvent =
  /** TE "Coexist": `seat`'s units on `planet` begin coexisting with the other units there. */
  | { type: "ti4CoexistenceBegan"; seat: Seat; position: PositionLabel; planet: Ti4PlanetId }
  /** TE "Coexist": `seat`'s units on `planet` no longer coexist (`reason`: gone, or alone there). */
  | { type: "ti4CoexistenceEnded"; seat: Seat; position: PositionLabel; planet: Ti4PlanetId; reason: string };

/** True when `seat`'s units on `planet` coexist. */
export function coexists(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): boolean {
  return (state.coexistence ?? []).some(
    (c) => c.seat === seat && c.position === position && c.planet === planet,
  );
}

/** The seats coexisting on `planet`. */
export function coexistingSeats(state: Ti4State, position: PositionLabel, planet: Ti4PlanetId): Seat[] {
  return (state.coexistence ?? [])
    .filter((c) => c.position === position && c.planet === planet)
    .map((c) => c.seat);
}

/** TE "Coexist": the planets `seat` coexists on (counted as controlled when scoring objectives only). */
export function coexistingPlanetsOf(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  return (state.coexistence ?? []).filter((c) => c.seat === seat).map((c) => c.planet);
}

function unitsOn(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): number {
  const force = state.board[position]?.planets[planet]?.find((f) => f.seat === seat);
  return force ? countUnits(force.units) : 0;
}

/** The seats other than `seat` with any unit on `planet`. */
export function othersOn(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): Seat[] {
  return (state.board[position]?.planets[planet] ?? [])
    .filter((f) => f.seat !== seat && countUnits(f.units) > 0)
    .map((f) => f.seat);
}

/**
 * LRR 49.4 with TE "Coexist": the other seats whose ground forces on `planet` fight `seat`'s committed ones:
 * none when `seat`'s own units coexist there, unless they are committed against the planet (`ending`);
 * coexisting players' units are left coexisting (engaging them: coexistEngagement.ts).
 */
export function engagedDefenders(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  planet: Ti4PlanetId,
  ending = false,
): Seat[] {
  if (coexists(state, seat, position, planet) && !ending) return [];
  return (state.board[position]?.planets[planet] ?? [])
    .filter(
      (f) =>
        // TE "Alliance Movement and Control": an ally's ground forces are not engaged.
        isOpponent(state, seat, f.seat) &&
        countUnits(f.units, TI4_GROUND_FORCE_TYPES) > 0 &&
        !coexists(state, f.seat, position, planet),
    )
    .map((f) => f.seat);
}

/**
 * TE "Coexist": `seat`'s units on `planet` begin coexisting. Had `seat` controlled the planet, the player it
 * now coexists with (the first other player with units there) gains it, exhausted. Then the answers to
 * coexistenceBegan act (Oceanbound).
 */
export function beginCoexistence(
  tx: Tx<Ti4>,
  seat: Seat,
  position: PositionLabel,
  planet: Ti4PlanetId,
): void {
  if (coexists(tx.state, seat, position, planet)) return;
  tx.emit({ type: "ti4CoexistenceBegan", seat, position, planet });
  const partner = othersOn(tx.state, seat, position, planet)[0];
  if (partner !== undefined && controllerOf(tx.state, planet) === seat) {
    tx.emit({ type: "ti4PlanetGained", seat: partner, planet, exhausted: true, from: seat });
    for (const answer of hookAnswers(tx.state, "planetControlGained"))
      answer(tx, { seat: partner, planet, from: seat });
  }
  for (const answer of hookAnswers(tx.state, "coexistenceBegan")) answer(tx, { seat, position, planet });
}

/**
 * TE "Coexist": a coexistence whose player has no unit left on the planet ends; one whose player's units are
 * the only units there ends with that player gaining control of the planet [reading: exhausted, as a planet
 * gained by landing is (LRR 49.5)].
 */
export function settleCoexistence(tx: Tx<Ti4>): void {
  for (const entry of [...(tx.state.coexistence ?? [])]) {
    const { seat, position, planet } = entry;
    if (!coexists(tx.state, seat, position, planet)) continue;
    if (unitsOn(tx.state, seat, position, planet) === 0) {
      tx.emit({ type: "ti4CoexistenceEnded", seat, position, planet, reason: "no unit left there" });
    } else if (othersOn(tx.state, seat, position, planet).length === 0) {
      tx.emit({ type: "ti4CoexistenceEnded", seat, position, planet, reason: "the only units there" });
      const from = controllerOf(tx.state, planet);
      if (from !== seat) {
        tx.emit({ type: "ti4PlanetGained", seat, planet, exhausted: true, from });
        for (const answer of hookAnswers(tx.state, "planetControlGained")) answer(tx, { seat, planet, from });
      }
    } else continue;
    for (const answer of hookAnswers(tx.state, "coexistenceEnded")) answer(tx, { seat, position, planet });
  }
}

/**
 * TE "Coexist": coexisting structures are always blockaded, and a blockaded unit produces no ships (LRR 14.1).
 * `total` is the seat's PRODUCTION in the system, `coexisting` the part its coexisting structures give: only
 * the rest makes ships [reading: a production mixing both makes its ships within the other units' PRODUCTION].
 */
export function coexistingShipsRefused(
  total: number,
  coexisting: number | undefined,
  ships: number,
): RuleError | undefined {
  if (!coexisting) return undefined;
  const free = total - coexisting;
  if (ships <= free) return undefined;
  return ruleError(
    "ERR_TI4_COEXIST_BLOCKADED",
    RULE,
    free <= 0
      ? "Your coexisting structures are always blockaded: they produce ground forces, not ships."
      : `Your coexisting structures are always blockaded: your other units here produce up to ${free} ships, not ${ships}.`,
    { free },
  );
}

export const TE_COEXIST_EVENTS = {
  ti4CoexistenceBegan(draft: Ti4State, e: Extract<Ti4CoexistEvent, { type: "ti4CoexistenceBegan" }>) {
    draft.coexistence = [
      ...(draft.coexistence ?? []),
      { seat: e.seat, position: e.position, planet: e.planet },
    ];
  },
  ti4CoexistenceEnded(draft: Ti4State, e: Extract<Ti4CoexistEvent, { type: "ti4CoexistenceEnded" }>) {
    const left = (draft.coexistence ?? []).filter(
      (c) => !(c.seat === e.seat && c.position === e.position && c.planet === e.planet),
    );
    if (left.length > 0) draft.coexistence = left;
    else delete draft.coexistence;
  },
};

export const TE_COEXIST: Ti4Module = {
  id: "teCoexist",
  events: TE_COEXIST_EVENTS,
  hooks: {
    // TE "Coexist": as each tactical action ends, coexistences left alone or emptied settle.
    tacticalActionEnded: (tx) => {
      if (playsThundersEdge(tx.state) && tx.state.coexistence) settleCoexistence(tx);
    },
  },
};
