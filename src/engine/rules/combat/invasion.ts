/**
 * Invasion Combat on one planet (RR §8 step 6, §13). Before the rounds: bombardment (or X-89), the
 * defending planet's PDS firing once at the landed Ground Forces, the Yin conversion roll, and Graviton
 * Negator Fighters joining, and an Action Card window ("just before an Invasion Combat"). Then rounds with no retreat: both sides roll every ground unit, each owner
 * assigns his hits, until one side (or both) is gone. A neutral planet is simply taken; an enemy planet
 * with no defenders still faces its PDS and falls if an invader survives.
 */
import { getUnit, type PlanetId, type UnitType } from "../../../content/index.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { openActionWindow } from "../actionCards/window.ts";
import { hasAbility, nameOf, player } from "../players.ts";
import { gainPlanet } from "../tactical/control.ts";
import { guardedNeutral } from "../tactical/landing.ts";
import { breakAgreementByWar } from "../trade/agreements.ts";
import { GROUND_TYPES, hasTechEffect } from "../units.ts";
import { berserkerVolleys } from "./berserker.ts";
import { bombard, bombardiers, bombardmentComing, bombardmentNeedsAnswer } from "./bombardment.ts";
import { pushCasualties } from "./casualties.ts";
import { openBombardmentWindow } from "./combatCardWindow.ts";
import { concludeInvasion } from "./conquest.ts";
import { rollPlain, rollVolley, type Shot, shotsOf } from "./dice.ts";
import { controllerOf, groundCount, unitsAt } from "./forces.ts";
import type { CombatOffer, InvasionFrame } from "./frames.ts";
import type { Activation } from "./index.ts";
import { destroyUnits } from "./losses.ts";
import { offerDecisions } from "./offers.ts";

/** RR §8 step 6: one planet the active player landed on. */
export function startInvasion(tx: Tx, activation: Activation, planet: PlanetId): void {
  const { seat, position } = activation;
  const owner = controllerOf(tx.state, planet);
  if (owner === seat) return;
  const landed = unitsAt(tx.state, position, planet, seat).units;
  if (groundCount(tx.state, position, planet, seat) === 0) {
    // RR §13.1: a PDS landed alone on a neutral or enemy planet is destroyed.
    destroyUnits(tx, seat, position, planet, { pds: landed.pds ?? 0 }, "a PDS landed with no Ground Force");
    return;
  }
  if (owner === null) {
    // Guards on a neutral planet (SE Option 13: the Custodians) fight first; the tactical action then
    // gives the planet to an invader left standing (tactical/control.ts, settleInvadedPlanet).
    if (guardedNeutral(tx.state, planet)) {
      for (const fight of answers(tx.state, "guardsInvaded")) fight(tx, seat, position, planet);
      return;
    }
    gainPlanet(tx, seat, planet);
    return;
  }
  // RR §17: Invasion Combat between trade partners breaks their agreement, even on an undefended planet.
  breakAgreementByWar(tx, seat, owner);
  // A Diplomat on the planet (Leaders option, RR §24.4) may turn the invasion back.
  const about = { seat, position, planet, defender: owner };
  if (answers(tx.state, "invasionTurnedBack").some((turned) => turned(tx, about))) return;
  const frame: InvasionFrame = {
    kind: "invasion",
    seat,
    position,
    planet,
    defender: owner,
    step: "bombard",
    round: 0,
    offers: [],
    warFunding: [],
    groundAtStart: [
      groundCount(tx.state, position, planet, seat),
      groundCount(tx.state, position, planet, owner),
    ],
    reserveFighters: null,
    groundAtRoundStart: [0, 0],
  };
  tx.emit({ type: "framePushed", frame });
  // Dug In (Action Card): a window for the defender just before a bombardment (combatCardWindow.ts).
  if (bombardmentComing(tx.state, frame)) openBombardmentWindow(tx, owner);
  // Minister of Internal Security (law): asked above the window, so answered first.
  for (const ask of answers(tx.state, "invasionStarting")) ask(tx, frame);
}

function top(tx: Tx): InvasionFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "invasion") throw new Error("no Invasion Combat in progress");
  return frame;
}

export function replaceInvasion(tx: Tx, changes: Partial<InvasionFrame>): void {
  tx.emit({ type: "frameReplaced", frame: { ...top(tx), ...changes } });
}

const ground = (tx: Tx, frame: InvasionFrame, seat: Seat) =>
  groundCount(tx.state, frame.position, frame.planet, seat);

/** Graviton Negator Fighters still in the fight: the invader's Fighters in space beyond those held back. */
export function fightersInvading(state: GameState, frame: InvasionFrame): number {
  if (frame.reserveFighters === null) return 0;
  const inSpace = unitsAt(state, frame.position, null, frame.seat).units.fighter ?? 0;
  return Math.max(0, inSpace - frame.reserveFighters);
}

/** The shots of the PDS on the invaded planet at the landing (odds.ts asks it too). */
export function planetaryDefenseShots(state: GameState, frame: InvasionFrame): Shot[] {
  // An Agent among the invaders (Leaders option, RR §24.4) holds the planet's PDS.
  if (answers(state, "planetaryDefenseHeld").some((held) => held(state, frame))) return [];
  const pds = unitsAt(state, frame.position, frame.planet, frame.defender).units.pds ?? 0;
  const cannon = getUnit("pds").spaceCannon as { dice: number; combat: number };
  return shotsOf("pds", pds, cannon.combat, cannon.dice);
}

/** RR §13.2 step 2: each PDS on the planet fires once at the landed Ground Forces. */
function planetaryDefense(tx: Tx, frame: InvasionFrame): void {
  replaceInvasion(tx, { step: "indoctrination" });
  const shots = planetaryDefenseShots(tx.state, frame);
  if (shots.length === 0 || ground(tx, frame, frame.seat) === 0) return;
  const ctx = {
    kind: "planetaryDefense" as const,
    shooter: frame.defender,
    target: frame.seat,
    position: frame.position,
  };
  const full = { ...ctx, planet: frame.planet, round: 0, attacker: frame.seat, warFunding: false };
  const volleys = [rollVolley(tx, full, shots)];
  pushCasualties(tx, {
    position: frame.position,
    planet: frame.planet,
    on: "ground",
    volleys,
    reason: "PDS fire at the landing",
  });
}

/** Yin Indoctrination (race sheet): a die before the combat, 5 or more turns an enemy Ground Force; twice with Fanaticism. */
function indoctrination(tx: Tx, frame: InvasionFrame): void {
  let start = frame.groundAtStart;
  if (hasAbility(tx.state, frame.seat, "yinIndoctrination")) {
    const tries = hasTechEffect(tx.state, frame.seat, "fanaticism") ? 2 : 1;
    for (
      let i = 0;
      i < tries && ground(tx, frame, frame.defender) > 0 && ground(tx, frame, frame.seat) > 0;
      i++
    ) {
      const where = { seat: frame.seat, position: frame.position, planet: frame.planet };
      if (!rollPlain(tx, where, "yinIndoctrination", 1, 5)[0]?.hit) continue;
      const theirs = unitsAt(tx.state, frame.position, frame.planet, frame.defender).units;
      const turned: UnitType = (theirs.groundForce ?? 0) > 0 ? "groundForce" : "shockTroop";
      const reason = "turned by Yin Indoctrination";
      destroyUnits(tx, frame.defender, frame.position, frame.planet, { [turned]: 1 }, reason, {
        genSynthesis: false,
      });
      tx.emit({ type: "unitsPlaced", ...where, units: { groundForce: 1 }, reason: "Yin Indoctrination" });
      start = [start[0] + 1, start[1] - 1];
    }
  }
  const offers: CombatOffer[] = [];
  const fighters = unitsAt(tx.state, frame.position, null, frame.seat).units.fighter ?? 0;
  const fight = ground(tx, frame, frame.seat) > 0 && ground(tx, frame, frame.defender) > 0;
  if (fight && fighters > 0 && hasTechEffect(tx.state, frame.seat, "gravitonNegator"))
    offers.push({ seat: frame.seat, ability: "gravitonNegatorFighters" });
  replaceInvasion(tx, { step: "fighters", offers, groundAtStart: start });
}

/** A new round, or the end: the invaders (Fighters included) or the defenders are gone (RR §13.3). */
function roundStart(tx: Tx, frame: InvasionFrame): void {
  if (frame.round > 0) for (const ask of answers(tx.state, "invasionRoundEnded")) ask(tx, frame);
  const invaders = ground(tx, frame, frame.seat) + fightersInvading(tx.state, frame);
  if (invaders === 0 || ground(tx, frame, frame.defender) === 0) {
    replaceInvasion(tx, { step: "result" });
    return;
  }
  const offers: CombatOffer[] = [];
  const funding: Seat[] = [];
  for (const seat of [frame.seat, frame.defender]) {
    if (!hasAbility(tx.state, seat, "letnevWarFunding")) continue;
    // L4 Disruptors (Letnev race tech): War Funding in Invasion Combat costs nothing.
    if (hasTechEffect(tx.state, seat, "l4Disruptors")) funding.push(seat);
    else if (player(tx.state, seat).tradeGoods >= 2) offers.push({ seat, ability: "letnevWarFunding" });
  }
  replaceInvasion(tx, { round: frame.round + 1, step: "roll", offers, warFunding: funding });
  // RR §19: cards played just before a round; round 1's come in the window before the invasion (window.ts).
  if (frame.round > 0) openActionWindow(tx, "beforeCombatRound");
}

/** The dice `seat`'s ground units (and Graviton Negator Fighters) roll in a round (odds.ts asks it too). */
export function groundShots(state: GameState, frame: InvasionFrame, seat: Seat): Shot[] {
  const units = unitsAt(state, frame.position, frame.planet, seat).units;
  const shots = GROUND_TYPES.flatMap((t) =>
    shotsOf(t, units[t] ?? 0, getUnit(t).combat as number, getUnit(t).dice),
  );
  const fighters = seat === frame.seat ? fightersInvading(state, frame) : 0;
  return [...shots, ...shotsOf("fighter", fighters, getUnit("fighter").combat as number, 1)];
}

function rollRound(tx: Tx, frame: InvasionFrame): void {
  const volleys = [frame.seat, frame.defender].map((seat) => {
    const target = seat === frame.seat ? frame.defender : frame.seat;
    const ctx = {
      kind: "invasion" as const,
      shooter: seat,
      target,
      position: frame.position,
      planet: frame.planet,
    };
    const full = {
      ...ctx,
      round: frame.round,
      attacker: frame.seat,
      warFunding: frame.warFunding.includes(seat),
    };
    return rollVolley(tx, full, groundShots(tx.state, frame, seat));
  });
  const fighters = { seat: frame.seat, count: fightersInvading(tx.state, frame) };
  const groundAtRoundStart: [number, number] = [
    ground(tx, frame, frame.seat),
    ground(tx, frame, frame.defender),
  ];
  replaceInvasion(tx, { step: "berserker", warFunding: [], groundAtRoundStart });
  const reason = `Invasion Combat round ${frame.round}`;
  pushCasualties(tx, {
    position: frame.position,
    planet: frame.planet,
    on: "ground",
    volleys,
    reason,
    fighters,
  });
}

export const INVASION_RULES: FrameRules<InvasionFrame> = {
  decisions(state, frame): Decision[] {
    const out = offerDecisions(state, frame.offers);
    if (frame.step !== "bombard" || !bombardmentNeedsAnswer(state, frame)) return out;
    const b = bombardiers(state, frame);
    const prompt = `bombard ${frame.planet} (${nameOf(state, frame.defender)}) with up to ${b.dreadnoughts} Dreadnought(s) and ${b.warSuns} War Sun(s)`;
    return [{ kind: "bombard", seat: frame.seat, simultaneous: false, prompt }, ...out];
  },
  advance(tx, frame) {
    switch (frame.step) {
      case "bombard": {
        if (bombardmentNeedsAnswer(tx.state, frame)) return false;
        const b = bombardiers(tx.state, frame);
        const defended = ground(tx, frame, frame.defender) > 0;
        replaceInvasion(tx, { step: "planetaryDefense" });
        if (defended) bombard(tx, frame, { dreadnoughts: b.dreadnoughts, warSuns: b.warSuns });
        return true;
      }
      case "planetaryDefense":
        planetaryDefense(tx, frame);
        return true;
      case "indoctrination":
        indoctrination(tx, frame);
        return true;
      case "fighters":
        if (frame.offers.length > 0) return false;
        replaceInvasion(tx, { step: "roundStart" });
        if (ground(tx, frame, frame.defender) > 0) openActionWindow(tx, "beforeInvasionCombat");
        return true;
      case "roundStart":
        roundStart(tx, frame);
        return true;
      case "roll":
        if (frame.offers.length > 0) return false;
        rollRound(tx, frame);
        return true;
      case "berserker": {
        replaceInvasion(tx, { step: "roundStart" });
        if (frame.round !== 1) return true;
        const sides = [frame.seat, frame.defender].map((seat, i) => ({
          seat,
          target: seat === frame.seat ? frame.defender : frame.seat,
          lost: (frame.groundAtRoundStart[i] ?? 0) - ground(tx, frame, seat),
        }));
        const volleys = berserkerVolleys(tx, { position: frame.position, planet: frame.planet }, sides);
        const reason = "Berserker Genome";
        pushCasualties(tx, { position: frame.position, planet: frame.planet, on: "ground", volleys, reason });
        return true;
      }
      case "result": {
        replaceInvasion(tx, { step: "conclude" });
        if (ground(tx, frame, frame.seat) === 0 || ground(tx, frame, frame.defender) > 0) return true;
        // Every answer is told of this invasion, even once an earlier one has pushed a frame above it.
        const invasion = top(tx);
        for (const ask of answers(tx.state, "invasionSucceeded")) ask(tx, invasion);
        return true;
      }
      case "conclude":
        concludeInvasion(tx, frame);
        for (const ask of answers(tx.state, "combatEnds"))
          ask(tx, { kind: "invasion", position: frame.position, planet: frame.planet });
        tx.emit({ type: "framePopped" });
        return true;
    }
  },
};
