/**
 * Directives (RR §20) that punish a player or disarm the galaxy: Public Execution, Official Sanction,
 * Trade Embargo, Compensated Disarmament, Dispute Resolution, Arms Reduction. Outcomes that last the round
 * start a card effect (actionCards/lasting.ts) that the rule they change consults (directiveHooks.ts).
 */
import { getPlanet, type PlanetId, type UnitType } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { pick } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { removeUnsupportedFighters } from "../combat/losses.ts";
import { player } from "../players.ts";
import { controllerOf, gainPlanet } from "../tactical/control.ts";
import { agreementsOf, breakAgreement, gainTradeGoods } from "../trade/agreements.ts";
import {
  containsCounts,
  count,
  forcesOnPlanet,
  GROUND_TYPES,
  onlyTypes,
  positionOfPlanet,
  spaceUnits,
  tidy,
  totalUnits,
} from "../units.ts";
import { type AgendaRule, byVp, everyone, nothing } from "./agendaTools.ts";
import { DIRECTIVE_LASTING } from "./directiveHooks.ts";

/** The seat an Elect Player outcome names. */
const elected = (outcome: string): Seat => Number(outcome);

/** Public Execution: discard every Action Card, exhaust every planet, -1 on combat rolls this round. */
const publicExecution: AgendaRule = {
  elected: (tx, r) => {
    const seat = elected(r.outcome);
    const p = player(tx.state, seat);
    const cards = [...p.secret.actionCards];
    if (cards.length > 0) tx.emit({ type: "actionCardsDiscarded", seat, cards });
    const ready = Object.entries(p.planets)
      .filter(([, card]) => card && !card.exhausted)
      .map(([id]) => id as PlanetId);
    if (ready.length > 0)
      tx.emit({ type: "planetsExhausted", seat, planets: ready, reason: "Public Execution" });
    // The -1 reaches combat rolls until the round ends (directiveHooks.ts: directiveRollModifier, for COMBAT_LAWS).
    startCardEffect(tx, { effect: DIRECTIVE_LASTING.publicExecution, target: seat });
  },
};

/** Official Sanction: the elected player invades no planet this round (tactical/landing.ts). */
const officialSanction: AgendaRule = {
  elected: (tx, r) =>
    startCardEffect(tx, { effect: DIRECTIVE_LASTING.officialSanction, target: elected(r.outcome) }),
};

/** Trade Embargo: his agreements break; none with him this round or the next (trade/negotiations.ts). */
const tradeEmbargo: AgendaRule = {
  elected: (tx, r) => {
    const seat = elected(r.outcome);
    for (const agreement of agreementsOf(tx.state, seat))
      breakAgreement(tx, agreement, null, "Trade Embargo");
    startCardEffect(tx, {
      effect: DIRECTIVE_LASTING.tradeEmbargo,
      target: seat,
      lastRound: tx.state.round + 1,
    });
  },
};

/** Every ground unit on a planet, by owner (Shock Troops count as Ground Forces, SE p.10). */
function groundOn(
  state: GameState,
  planet: PlanetId,
): { seat: Seat; units: UnitCounts; position: PositionLabel }[] {
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  if (!system || position === null) return [];
  return forcesOnPlanet(system, planet)
    .map((f) => ({ seat: f.seat, units: tidy(onlyTypes(f.units, GROUND_TYPES)), position }))
    .filter((f) => totalUnits(f.units) > 0);
}

/**
 * Compensated Disarmament: the elected planet's Ground Forces are destroyed; its owner keeps the planet
 * and takes 1 Trade Good per unit he lost (interpretation: only his own units pay him; a neutral planet
 * pays nobody).
 */
const compensatedDisarmament: AgendaRule = {
  elected: (tx, r) => {
    const planet = r.outcome as PlanetId;
    const owner = controllerOf(tx.state, planet);
    for (const force of groundOn(tx.state, planet)) {
      tx.emit({
        type: "unitsRemoved",
        seat: force.seat,
        position: force.position,
        planet,
        units: force.units,
        reason: "Compensated Disarmament",
      });
      if (force.seat === owner) gainTradeGoods(tx, owner, totalUnits(force.units), "Compensated Disarmament");
    }
  },
};

function inHomeSystem(state: GameState, planet: PlanetId): boolean {
  const position = positionOfPlanet(state, planet);
  return state.players.some((p) => p.home !== null && p.home === position);
}

/**
 * Dispute Resolution: two planets of two different players, neither Mecatol Rex nor in a Home System; their
 * Ground Forces and PDS are destroyed and both become neutral. Interpretation: the council votes on any
 * pair of planets, so a pair that does not fit the card (a neutral planet, one player's two planets,
 * Mecatol Rex or a Home System planet) changes nothing. A Space Dock there goes too (interpretation: a dock
 * never stands on a planet its owner does not hold, as after an invasion, RR §13.3).
 */
const disputeResolution: AgendaRule = {
  elected: (tx, r) => {
    const planets = r.outcome.split(",") as PlanetId[];
    const owners = planets.map((planet) => controllerOf(tx.state, planet));
    const fits =
      planets.length === 2 &&
      owners.every((o) => o !== null) &&
      owners[0] !== owners[1] &&
      planets.every((p) => p !== "mecatol-rex" && !inHomeSystem(tx.state, p));
    if (!fits) return;
    planets.forEach((planet, i) => {
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      const system = tx.state.board[position];
      for (const force of system ? forcesOnPlanet(system, planet) : []) {
        const units = tidy(onlyTypes(force.units, [...GROUND_TYPES, "pds", "spaceDock"]));
        if (totalUnits(units) === 0) continue;
        tx.emit({
          type: "unitsRemoved",
          seat: force.seat,
          position,
          planet,
          units,
          reason: "Dispute Resolution",
        });
        // RR §2.3: Fighters a Space Dock lost there supported, with no other room, go too.
        removeUnsupportedFighters(tx, force.seat, position);
      }
      tx.emit({ type: "planetReleased", seat: owners[i] as Seat, planet, reason: "Dispute Resolution" });
    });
  },
};

// ---- Arms Reduction

/** "All but 2 of his Dreadnoughts and all but 4 of his Cruisers" (content/politicalCards.base1.ts). */
const KEEP: Partial<Record<UnitType, number>> = { dreadnought: 2, cruiser: 4 };
const REDUCED = Object.keys(KEEP) as UnitType[];

function onBoard(state: GameState, seat: Seat, type: UnitType): { position: PositionLabel; n: number }[] {
  return Object.keys(state.board)
    .map((position) => ({ position, n: count(spaceUnits(state, position, seat), type) }))
    .filter((x) => x.n > 0);
}

function excess(state: GameState, seat: Seat, type: UnitType): number {
  const total = onBoard(state, seat, type).reduce((sum, x) => sum + x.n, 0);
  return Math.max(0, total - (KEEP[type] ?? 0));
}

/** Scraps ships in one system; damaged ones first (interpretation: never worse for their owner). */
function scrap(tx: Tx, seat: Seat, position: PositionLabel, units: UnitCounts): void {
  const force = tx.state.board[position]?.space.find((f) => f.seat === seat);
  const damaged: UnitCounts = {};
  for (const type of REDUCED) {
    const n = Math.min(count(units, type), count(force?.damaged, type));
    if (n > 0) damaged[type] = n;
  }
  tx.emit({
    type: "unitsRemoved",
    seat,
    position,
    units: tidy(units),
    ...(totalUnits(damaged) > 0 ? { damaged } : {}),
    reason: "Arms Reduction",
  });
}

/**
 * A player's excess ships are scrapped at once when each reduced type sits in one system only; otherwise
 * he chooses where (the choice names one system at a time until he is within the limits).
 */
function reduceArms(tx: Tx, seat: Seat): boolean {
  let needsChoice = false;
  for (const type of REDUCED) {
    const over = excess(tx.state, seat, type);
    if (over === 0) continue;
    const places = onBoard(tx.state, seat, type);
    const only = places[0];
    if (places.length === 1 && only) scrap(tx, seat, only.position, { [type]: over });
    else needsChoice = true;
  }
  return needsChoice;
}

function askArmsReduction(tx: Tx, seats: Seat[]): void {
  askCardChoice(tx, {
    effect: "armsReduction",
    prompt:
      "Arms Reduction: name a system and the Dreadnoughts and Cruisers you scrap there, until you keep at most 2 Dreadnoughts and 4 Cruisers",
    awaiting: seats,
  });
}

const armsReduction: AgendaRule = {
  for: (tx) => {
    const asked = everyone(tx).filter((seat) => reduceArms(tx, seat));
    askArmsReduction(tx, asked);
  },
  against: (tx) => {
    for (const seat of everyone(tx)) {
      const planets = Object.entries(player(tx.state, seat).planets)
        .filter(([id, card]) => !card?.exhausted && getPlanet(id).specialties.includes("red"))
        .map(([id]) => id as PlanetId);
      if (planets.length > 0) tx.emit({ type: "planetsExhausted", seat, planets, reason: "Arms Reduction" });
    }
  },
};

const armsReductionChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const refuse = (message: string) => ruleError("ERR_ARMS_REDUCTION", "RR §20 Arms Reduction", message);
    const units = answer.units ?? {};
    const position = answer.system;
    if (position === undefined || !state.board[position])
      return refuse("Name a system holding the ships you scrap.");
    const named = Object.entries(units).filter(([, n]) => (n ?? 0) !== 0);
    if (
      named.length === 0 ||
      named.some(([type, n]) => !REDUCED.includes(type as UnitType) || !Number.isInteger(n) || (n ?? 0) < 0)
    ) {
      return refuse("Scrap at least one Dreadnought or Cruiser, and nothing else.");
    }
    if (!containsCounts(spaceUnits(state, position, seat), units)) {
      return refuse(`You do not have those ships in ${position}.`);
    }
    for (const type of REDUCED) {
      if (count(units, type) > excess(state, seat, type)) {
        return refuse(
          `You keep ${KEEP[type]} of your ${type}s: scrap no more than ${excess(state, seat, type)}.`,
        );
      }
    }
    return undefined;
  },
  resolve(tx, _frame, seat, answer) {
    scrap(tx, seat, answer.system as PositionLabel, answer.units ?? {});
    if (reduceArms(tx, seat)) askArmsReduction(tx, [seat]);
  },
  options(state, _frame, seat) {
    return Object.keys(state.board).flatMap((position) => {
      const here = spaceUnits(state, position, seat);
      const units: UnitCounts = {};
      for (const type of REDUCED) {
        const n = Math.min(count(here, type), excess(state, seat, type));
        if (n > 0) units[type] = n;
      }
      return totalUnits(units) > 0 ? [{ system: position, units }] : [];
    });
  },
};

/**
 * Imperial Containment (For): the leader in planets abroad pays an extra Command Pool counter for each
 * activation this round (directiveHooks.ts, tactical/activation.ts). Against: discard.
 */
const imperialContainment: AgendaRule = {
  for: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.containment }),
  against: nothing,
};

/** Prophecy of Ixth: +1 to the elected player's Fighters for the rest of the game (directiveHooks.ts). */
const prophecyOfIxth: AgendaRule = {
  elected: (tx, r) =>
    startCardEffect(tx, { effect: DIRECTIVE_LASTING.prophecy, target: elected(r.outcome), lastRound: null }),
};

// ---- Colonial Redistribution

/**
 * For: the VP leader (drawn by lot among those tied) chooses one of his planets and its Ground Forces are
 * destroyed; then the players with the fewest VP, in order of play, may each in turn put 3 free Ground
 * Forces there and take the planet (the first who accepts does). Interpretations: any planet he controls
 * but a Trade Station (no Ground Force stands there); the leader is never among the takers; his PDS and
 * Space Dock there are destroyed when the planet changes hands, as after an invasion (RR §13.3); the card
 * is taken exhausted, as any planet gained (control.ts).
 */
function colonialPlanets(state: GameState, seat: Seat): PlanetId[] {
  const value = (id: PlanetId) => getPlanet(id).resources + getPlanet(id).influence;
  return (Object.keys(player(state, seat).planets) as PlanetId[])
    .filter((id) => !getPlanet(id).tradeStation)
    .sort((a, b) => value(a) - value(b) || a.localeCompare(b));
}

const colonialRedistribution: AgendaRule = {
  for: (tx, r) => {
    const leaders = byVp(tx, true);
    let leader = leaders[0];
    if (leaders.length > 1) {
      const { value, rng } = pick(tx.state.rng, leaders);
      tx.emit({ type: "directiveLotDrawn", card: r.card, among: leaders, seat: value, rng });
      leader = value;
    }
    if (leader === undefined || colonialPlanets(tx.state, leader).length === 0) return;
    askCardChoice(tx, {
      effect: "colonialRedistribution",
      prompt: "Colonial Redistribution: name one of your planets; its Ground Forces are destroyed",
      awaiting: [leader],
      data: { step: "clear", leader },
    });
  },
  against: nothing,
};

function removeFrom(tx: Tx, seat: Seat, planet: PlanetId, types: readonly UnitType[]): void {
  const position = positionOfPlanet(tx.state, planet) as PositionLabel;
  const system = tx.state.board[position];
  const force = system ? forcesOnPlanet(system, planet).find((f) => f.seat === seat) : undefined;
  const units = tidy(onlyTypes(force?.units, types));
  if (totalUnits(units) > 0)
    tx.emit({ type: "unitsRemoved", seat, position, planet, units, reason: "Colonial Redistribution" });
}

const colonialChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const refuse = (message: string) =>
      ruleError("ERR_COLONIAL_REDISTRIBUTION", "RR §20 Colonial Redistribution", message);
    if (frame.data.step === "take") {
      return answer.choice === "take" || answer.choice === "decline"
        ? undefined
        : refuse('Answer "take" (3 free Ground Forces and the planet) or "decline".');
    }
    const planet = answer.planets?.length === 1 ? answer.planets[0] : undefined;
    if (planet === undefined || !colonialPlanets(state, seat).includes(planet))
      return refuse("Name one planet you control (not a Trade Station).");
    return undefined;
  },
  resolve(tx, frame, seat, answer) {
    if (frame.data.step === "clear") {
      const planet = answer.planets?.[0] as PlanetId;
      for (const force of groundOn(tx.state, planet)) removeFrom(tx, force.seat, planet, GROUND_TYPES);
      const takers = byVp(tx, false).filter((s) => s !== seat);
      askCardChoice(tx, {
        effect: "colonialRedistribution",
        prompt: `Colonial Redistribution: put 3 free Ground Forces on ${getPlanet(planet).name} and take it ("take"), or "decline"`,
        awaiting: takers,
        inOrder: true,
        data: { step: "take", planet, leader: seat },
      });
      return;
    }
    if (answer.choice !== "take") return;
    const planet = frame.data.planet as PlanetId;
    const owner = controllerOf(tx.state, planet);
    if (owner !== null) {
      removeFrom(tx, owner, planet, [...GROUND_TYPES, "pds", "spaceDock"]);
      // RR §2.3: Fighters the lost Space Dock supported, with no other room, go too.
      removeUnsupportedFighters(tx, owner, positionOfPlanet(tx.state, planet) as PositionLabel);
    }
    tx.emit({
      type: "unitsPlaced",
      seat,
      position: positionOfPlanet(tx.state, planet) as PositionLabel,
      planet,
      units: { groundForce: 3 },
      reason: "Colonial Redistribution",
    });
    gainPlanet(tx, seat, planet);
    // The planet is taken: nobody else is asked.
    const now = tx.state.stack.at(-1);
    if (now?.kind === "cardChoice" && now.effect === "colonialRedistribution")
      tx.emit({ type: "frameReplaced", frame: { ...now, awaiting: [] } });
  },
  options(state, frame, seat) {
    // Taking first: the Ground Forces and the planet cost nothing.
    if (frame.data.step === "take") return [{ choice: "take" }, { choice: "decline" }];
    return colonialPlanets(state, seat).map((p) => ({ planets: [p] }));
  },
};

export const WAR_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  colonialRedistribution,
  prophecyOfIxth,
  imperialContainment,
  publicExecution,
  officialSanction,
  tradeEmbargo,
  compensatedDisarmament,
  disputeResolution,
  armsReduction,
};

export const WAR_DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  colonialRedistribution: colonialChoice,
  armsReduction: armsReductionChoice,
};
