/**
 * The base game's directives the engine carries out (LRR 7.7-7.8: resolved once, then discarded), by what
 * they touch: trade goods and points, objectives, units on planets, the laws in play, the council itself,
 * and action cards. The texts are the cards'; see content/ti4/agendas.base*.ts.
 */

import {
  type FactionId,
  type Ti4AgendaId,
  type Ti4PlanetId,
  ti4Faction,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { drawActionCards } from "../actionCards/deck.ts";
import { controllerOf, unitsIn } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import {
  discardHand,
  everyone,
  forAgainst,
  type Ti4AgendaEffect,
  type Ti4Tx,
  updateAgendaPhase,
  votersFor,
} from "./effect.ts";
import { lawsInPlay } from "./laws.ts";
import { pushVote } from "./vote.ts";

function tradeGoodsTo(tx: Ti4Tx, seat: Seat, amount: number, reason: string): void {
  if (amount !== 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason });
}

function pointTo(tx: Ti4Tx, seat: Seat, points: number, reason: string): void {
  tx.emit({ type: "ti4VictoryPointsGained", seat, points, reason });
}

/** Economic Equality: every trade good back to the supply; For, 5 taken after. */
function economicEquality(then: number) {
  return (tx: Ti4Tx) => {
    for (const seat of everyone(tx.state)) {
      const held = tx.state.players[seat]?.tradeGoods ?? 0;
      tradeGoodsTo(tx, seat, then - held, "Economic Equality");
    }
  };
}

/** Seed of an Empire: every player tied for the most (For) or the fewest (Against) points gains 1. */
function seedOfAnEmpire(most: boolean) {
  return (tx: Ti4Tx) => {
    const seats = everyone(tx.state);
    const points = seats.map((seat) => tx.state.players[seat]?.vp ?? 0);
    const target = most ? Math.max(...points) : Math.min(...points);
    for (const seat of seats)
      if ((tx.state.players[seat]?.vp ?? 0) === target) pointTo(tx, seat, 1, "Seed of an Empire");
  };
}

/** Mutiny: those who voted For gain 1 point (For), or lose 1 (Against; never below 0). */
function mutiny(gain: boolean) {
  return (tx: Ti4Tx, r: Parameters<typeof votersFor>[0]) => {
    for (const seat of votersFor(r, "for")) {
      if (gain) pointTo(tx, seat, 1, "Mutiny");
      else if ((tx.state.players[seat]?.vp ?? 0) > 0) pointTo(tx, seat, -1, "Mutiny");
    }
  };
}

/** Incentive Program: the next stage I (For) or stage II (Against) objective revealed. */
function incentive(stage: "stageOne" | "stageTwo") {
  return (tx: Ti4Tx) => {
    const next = tx.state.decks[stage][0];
    if (next !== undefined) tx.emit({ type: "ti4ObjectiveRevealed", objective: next });
  };
}

/** The planets a seat controls with the position of each on the board. */
function placedPlanets(tx: Ti4Tx, seat: Seat): { planet: Ti4PlanetId; position: string }[] {
  const planets = Object.keys(tx.state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return planets.flatMap((planet) => {
    const position = positionOfPlanet(tx.state, planet);
    return position === null ? [] : [{ planet, position }];
  });
}

/** Compensated Disarmament: the elected planet's ground forces destroyed, 1 trade good each to its controller. */
function disarmament(tx: Ti4Tx, planet: Ti4PlanetId): void {
  const position = positionOfPlanet(tx.state, planet);
  const controller = controllerOf(tx.state, planet);
  if (position === null) return;
  let lost = 0;
  for (const force of [...(tx.state.board[position]?.planets[planet] ?? [])]) {
    const units = { infantry: force.units.infantry ?? 0, mech: force.units.mech ?? 0 };
    const n = units.infantry + units.mech;
    if (n === 0) continue;
    lost += n;
    tx.emit({
      type: "ti4UnitsRemoved",
      seat: force.seat,
      place: { position, planet },
      units,
      reason: "destroyed",
    });
  }
  if (controller !== null) tradeGoodsTo(tx, controller, lost, "Compensated Disarmament");
}

/** Swords to Plowshares For: half of each planet's infantry (rounded up) destroyed, 1 trade good each. */
function plowsharesFor(tx: Ti4Tx): void {
  for (const seat of everyone(tx.state)) {
    let gained = 0;
    for (const { planet, position } of placedPlanets(tx, seat)) {
      const infantry = unitsIn(tx.state.board[position], seat, planet).infantry ?? 0;
      const lost = Math.ceil(infantry / 2);
      if (lost === 0) continue;
      gained += lost;
      const place = { position, planet };
      tx.emit({ type: "ti4UnitsRemoved", seat, place, units: { infantry: lost }, reason: "destroyed" });
    }
    tradeGoodsTo(tx, seat, gained, "Swords to Plowshares");
  }
}

/** Swords to Plowshares Against: 1 infantry from reinforcements on each planet a player controls. */
function plowsharesAgainst(tx: Ti4Tx): void {
  for (const seat of everyone(tx.state))
    for (const { planet, position } of placedPlanets(tx, seat))
      tx.emit({
        type: "ti4UnitsPlaced",
        seat,
        place: { position, planet },
        units: { infantry: 1 },
        reason: "Swords to Plowshares",
      });
}

/** New Constitution For: every law discarded; each home planet exhausted when the strategy phase begins. */
function newConstitution(tx: Ti4Tx): void {
  for (const law of [...lawsInPlay(tx.state)]) tx.emit({ type: "ti4LawRepealed", agenda: law.agenda });
  const later = everyone(tx.state).map((seat) => {
    const faction = tx.state.players[seat]?.faction;
    const home = faction ? (ti4Faction(faction as FactionId).homePlanets as readonly Ti4PlanetId[]) : [];
    return { seat, planets: [...home] };
  });
  updateAgendaPhase(tx, (frame) => ({
    ...frame,
    exhaustAtStrategyPhase: [...(frame.exhaustAtStrategyPhase ?? []), ...later],
  }));
}

/**
 * Public Execution: the elected player throws away their action cards, hands the speaker token to their
 * left if they hold it, and casts no votes for the rest of the phase (LRR 8.16).
 */
function publicExecution(tx: Ti4Tx, seat: Seat): void {
  discardHand(tx, seat);
  if (tx.state.speaker === seat) {
    const n = tx.state.players.length;
    const left = Array.from({ length: n - 1 }, (_, i) => (seat + 1 + i) % n).find(
      (s) => !tx.state.players[s]?.eliminated,
    );
    if (left !== undefined) tx.emit({ type: "ti4SpeakerPassed", seat: left });
  }
  updateAgendaPhase(tx, (frame) => ({ ...frame, barred: [...(frame.barred ?? []), seat] }));
}

export const DIRECTIVE_EFFECTS: Partial<Record<Ti4AgendaId, Ti4AgendaEffect>> = {
  economic_equality: forAgainst(economicEquality(5), economicEquality(0)),
  seed_empire: forAgainst(seedOfAnEmpire(true), seedOfAnEmpire(false)),
  mutiny: forAgainst(mutiny(true), mutiny(false)),
  incentive: forAgainst(incentive("stageOne"), incentive("stageTwo")),
  disarmament: { before: (tx, r) => disarmament(tx, r.outcome as Ti4PlanetId) },
  plowshares: forAgainst(plowsharesFor, plowsharesAgainst),
  // Judicial Abolishment: the law elected leaves play.
  abolishment: { before: (tx, r) => tx.emit({ type: "ti4LawRepealed", agenda: r.outcome as Ti4AgendaId }) },
  // Miscount Disclosed: the law elected is voted on again as if just revealed [recalled: it is out of play
  // while the council votes, and back in play only if its For or Elect outcome passes again].
  miscount: {
    before: (tx, r) => tx.emit({ type: "ti4LawRepealed", agenda: r.outcome as Ti4AgendaId }),
    after: (tx, r) => pushVote(tx, r.outcome as Ti4AgendaId),
  },
  constitution: forAgainst(newConstitution, null),
  execution: { before: (tx, r) => publicExecution(tx, Number(r.outcome)) },
  unconventional: forAgainst(
    (tx, r) => {
      for (const seat of votersFor(r, "for")) drawActionCards(tx, seat, 2);
    },
    (tx, r) => {
      for (const seat of votersFor(r, "for")) discardHand(tx, seat);
    },
  ),
};
