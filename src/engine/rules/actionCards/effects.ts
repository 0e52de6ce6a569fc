/**
 * The Action Card effects Mecatol carries out itself that belong to no family of cards, by the cards'
 * effect keys (texts in content/actionCards.*.ts). The families list theirs in their own modules
 * (combatCardHooks.ts, boardCardHooks.ts; the phase cards and these in module.ts; the council cards in
 * politics/module.ts); the rulebook merges them. Register the keys in effects/automated.ts: a game holds
 * no card without one (setup/decksBuilt.ts).
 */
import { type ActionCardId, getPlanet, type PlanetId } from "../../../content/index.ts";
import { pick } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { reinforcements } from "../counters.ts";
import { player } from "../players.ts";
import { breakAgreement } from "../trade/agreements.ts";
import { plasticLeft, positionOfPlanet } from "../units.ts";
import { type ActionCardEffect, type CardPlay, checkOpponent } from "./cardPlay.ts";

export type { ActionCardEffect, CardPlay };
export { checkOpponent };

function homePlanets(state: GameState, seat: Seat): string[] {
  const home = player(state, seat).home;
  return home ? Object.keys(state.board[home]?.planets ?? {}) : [];
}

/** Good Year: 1 Trade Good per planet held outside the Home System, while the supply lasts. */
const goodYear: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    const home = homePlanets(tx.state, play.seat);
    const outside = Object.keys(player(tx.state, play.seat).planets).filter((id) => !home.includes(id));
    const amount = Math.min(outside.length, tx.state.tradeGoodSupply);
    if (amount > 0) tx.emit({ type: "tradeGoodsGained", seat: play.seat, amount, reason: "Good Year" });
  },
};

/** Privateers: the opponent loses all his Trade Goods; the player keeps half, rounded down. */
const privateers: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Privateers"),
  resolve(tx, play) {
    const target = play.target as Seat;
    const taken = player(tx.state, target).tradeGoods;
    if (taken === 0) return;
    tx.emit({ type: "tradeGoodsSpent", seat: target, amount: taken, reason: "Privateers" });
    const kept = Math.floor(taken / 2);
    if (kept > 0) tx.emit({ type: "tradeGoodsGained", seat: play.seat, amount: kept, reason: "Privateers" });
  },
};

/** Insubordination: the opponent loses a counter from his Command Pool (to his reinforcements). */
const insubordination: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Insubordination"),
  resolve(tx, play) {
    const target = play.target as Seat;
    if (player(tx.state, target).counters.command < 1) return;
    tx.emit({
      type: "commandCountersSpent",
      seat: target,
      counters: { command: 1 },
      reason: "Insubordination",
    });
  },
};

/** Command Summit: 2 counters from reinforcements to the Command Pool; only what is left (RR §1, §15). */
const commandSummit: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    const count = Math.min(2, reinforcements(tx.state, play.seat));
    if (count < 1) return;
    tx.emit({
      type: "commandCountersGained",
      seat: play.seat,
      counters: { command: count },
      reason: "Command Summit",
    });
  },
};

/** Trade Stop: every trade agreement in play is broken, the player's own included (RR §17). */
const tradeStop: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    for (const agreement of [...tx.state.tradeAgreements])
      breakAgreement(tx, agreement, play.seat, "Trade Stop");
  },
};

/** Successful Spy: 2 Action Cards of the opponent's, drawn at random with the seeded generator, change hands. */
const successfulSpy: ActionCardEffect = {
  check: (state, play) => checkOpponent(state, play, "Successful Spy"),
  resolve(tx, play) {
    const target = play.target as Seat;
    const hand = [...player(tx.state, target).secret.actionCards];
    const taken: ActionCardId[] = [];
    let rng = tx.state.rng;
    while (taken.length < 2 && hand.length > 0) {
      const drawn = pick(rng, hand);
      rng = drawn.rng;
      taken.push(drawn.value);
      hand.splice(hand.indexOf(drawn.value), 1);
    }
    if (taken.length === 0) return;
    tx.emit({ type: "actionCardsGiven", seat: target, to: play.seat, cards: taken, rng });
  },
};

/** Rally of the People: a free Dreadnought in the Home System, if any plastic is left (RR §1). */
const rallyOfThePeople: ActionCardEffect = {
  check(state, play) {
    if (player(state, play.seat).home) return undefined;
    return ruleError("ERR_CARD_CONDITION", "Rally of the People", "You have no Home System on the board.");
  },
  resolve(tx, play) {
    const home = player(tx.state, play.seat).home;
    if (!home || plasticLeft(tx.state, play.seat, "dreadnought") === 0) return;
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position: home,
      units: { dreadnought: 1 },
      reason: "Rally of the People",
    });
  },
};

/** Rise of a Messiah: a free Ground Force on every planet the player controls (they have no plastic cap, RR §1). */
const riseOfAMessiah: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    for (const planet of Object.keys(player(tx.state, play.seat).planets) as PlanetId[]) {
      const position = positionOfPlanet(tx.state, planet);
      // SE p.7: no ground units on a Trade Station (it is held by ships alone).
      if (position === null || getPlanet(planet).tradeStation) continue;
      tx.emit({
        type: "unitsPlaced",
        seat: play.seat,
        position,
        planet,
        units: { groundForce: 1 },
        reason: "Rise of a Messiah",
      });
    }
  },
};

/** The strategic action whose secondaries wait (Policy Paralysis answers right after its primary). */
function secondariesOpen(state: GameState) {
  const action = state.stack.findLast((f) => f.kind === "strategicAction");
  return action?.kind === "strategicAction" && action.step === "secondaries" ? action : undefined;
}

/** Policy Paralysis: the named opponent may not follow the secondary of the primary just resolved. */
const policyParalysis: ActionCardEffect = {
  check(state, play) {
    const action = secondariesOpen(state);
    if (
      !action ||
      play.target === null ||
      play.target === play.seat ||
      !action.awaiting.includes(play.target)
    ) {
      return ruleError(
        "ERR_CARD_TARGET",
        "Policy Paralysis",
        "Name an opponent who has yet to answer the secondary of the primary just resolved.",
      );
    }
    return undefined;
  },
  resolve(tx, play) {
    const action = secondariesOpen(tx.state);
    if (!action || play.target === null) return;
    tx.emit({ type: "secondaryAnswered", seat: play.target, card: action.card, followed: false });
  },
};

/** Sabotage is resolved the moment it is played (play.ts): nothing can answer it. */
const sabotage: ActionCardEffect = { check: () => undefined, resolve: () => {} };

export const GENERAL_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  sabotage,
  goodYear,
  privateers,
  insubordination,
  commandSummit,
  tradeStop,
  successfulSpy,
  rallyOfThePeople,
  riseOfAMessiah,
  policyParalysis,
};
