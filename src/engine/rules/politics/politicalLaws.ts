/**
 * Laws (RR §20) of war, movement and the board: their outcomes when voted and, with `lasting: true`, the lasting effect applied by the rules each law changes while it is in play. Merged into AGENDA_EFFECTS (politicalEffects.ts); choices
 * the outcomes ask of players are in LAW_CHOICES (listed by module.ts). The lasting effects are read
 * through lawRules.ts by movement, production, landings, bombardment and combat rolls; an Against outcome
 * that lasts "this round" starts a card effect of the round under the law's key (actionCards/lasting.ts).
 */
import { getPlanet, getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../choices.ts";
import { evolve } from "../../evolve.ts";
import { wormholesAt } from "../../galaxy/adjacency.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import type { CardChoiceFrame } from "../actionCards/frames.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "../combat/losses.ts";
import { reinforcements } from "../counters.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import { type Payment, pay, paymentValue } from "../spending.ts";
import { revealObjective } from "../strategyCards/objectives.ts";
import { adjacencyOptions } from "../tactical/paths.ts";
import {
  containsCounts,
  count,
  fleetSize,
  fleetSupplyLimit,
  forcesOnPlanet,
  GROUND_TYPES,
  isShip,
  onlyTypes,
  planetsAt,
  positionOfPlanet,
  spaceUnits,
  tidy,
  totalUnits,
  unitsIn,
} from "../units.ts";
import { type AgendaRule, everyone, gainVp, nothing, type Outcome } from "./agendaTools.ts";
import { activationTolls, FLEET_RESTRICTION, NEUTRALITY_TOLL } from "./lawRules.ts";
import { lawInPlay } from "./laws.ts";

const RULE = "RR §20";

/** An Against outcome that lasts through this round (actionCards/lasting.ts). */
const thisRound =
  (effect: string): Outcome =>
  (tx) =>
    startCardEffect(tx, { effect });

// ---- Closing the Wormholes, Against: each fleet in a wormhole system discards a non-Fighter ship.

function nonFighterShips(state: GameState, seat: Seat, position: PositionLabel): UnitType[] {
  const units = spaceUnits(state, position, seat);
  return UNIT_TYPES.filter((t) => isShip(t) && t !== "fighter" && count(units, t) > 0);
}

/** The cheapest first: the most cautious answer for a player who does not choose. */
function byCost(types: UnitType[]): UnitType[] {
  return [...types].sort((a, b) => (getUnit(a).cost ?? 99) - (getUnit(b).cost ?? 99));
}

function discardShip(tx: Tx, seat: Seat, position: PositionLabel, type: UnitType, reason: string): void {
  destroyUnits(tx, seat, position, null, { [type]: 1 }, reason);
  // What the ship carried or supported is lost with it (RR §2.3).
  loseCargo(tx, seat, position);
  removeUnsupportedFighters(tx, seat, position);
}

const closingTheWormholesAgainst: Outcome = (tx) => {
  const options = adjacencyOptions(tx.state);
  const positions = Object.keys(tx.state.board).filter(
    (p) => wormholesAt(tx.state.galaxy, p, options).length > 0,
  );
  for (const position of positions) {
    for (const seat of everyone(tx)) {
      const types = nonFighterShips(tx.state, seat, position);
      if (types.length === 1) discardShip(tx, seat, position, types[0] as UnitType, "Closing the Wormholes");
      else if (types.length > 1) {
        askCardChoice(tx, {
          effect: "closingTheWormholes",
          prompt: `Closing the Wormholes: name the non-Fighter ship your fleet at ${position} discards`,
          awaiting: [seat],
          data: { system: position },
        });
      }
    }
  }
};

const closingTheWormholesChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const position = String(frame.data.system);
    const types = nonFighterShips(state, seat, position);
    if (answer.choice !== undefined && (types as string[]).includes(answer.choice)) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Closing the Wormholes: name one of your non-Fighter ships at ${position} (${types.join(", ")}).`,
    );
  },
  resolve(tx, frame, seat, answer) {
    discardShip(tx, seat, String(frame.data.system), answer.choice as UnitType, "Closing the Wormholes");
  },
  options(state, frame, seat) {
    return byCost(nonFighterShips(state, seat, String(frame.data.system))).map((choice) => ({ choice }));
  },
};

// ---- Conventions of War, Against: each Against voter returns a Space Dock outside his Home System.

interface DockAbroad {
  position: PositionLabel;
  /** The planet it stands on; null for Saar Space Docks in space (SE). */
  planet: PlanetId | null;
}

/** The seat's docks outside its Home System. */
function docksAbroad(state: GameState, seat: Seat): DockAbroad[] {
  const home = player(state, seat).home;
  const out: DockAbroad[] = [];
  for (const [position, system] of Object.entries(state.board)) {
    if (position === home) continue;
    for (const planet of planetsAt(state, position)) {
      if (count(unitsIn(forcesOnPlanet(system, planet), seat), "spaceDock") > 0)
        out.push({ position, planet });
    }
    if (count(spaceUnits(state, position, seat), "spaceDock") > 0) out.push({ position, planet: null });
  }
  return out;
}

/** The answer naming a dock: its planet, or the system of Saar docks in space. */
function dockAnswer(dock: DockAbroad): CardChoiceAnswer {
  return dock.planet === null ? { system: dock.position } : { planets: [dock.planet] };
}

function namedDock(state: GameState, seat: Seat, answer: CardChoiceAnswer): DockAbroad | undefined {
  const planet = answer.planets?.length === 1 ? answer.planets[0] : undefined;
  return docksAbroad(state, seat).find((d) =>
    planet !== undefined ? d.planet === planet : d.planet === null && d.position === answer.system,
  );
}

function returnDock(tx: Tx, seat: Seat, dock: DockAbroad): void {
  tx.emit({
    type: "unitsRemoved",
    seat,
    position: dock.position,
    ...(dock.planet === null ? {} : { planet: dock.planet }),
    units: { spaceDock: 1 },
    reason: "Conventions of War",
  });
  // Fighters the dock supported may be left without support (RR §2.3).
  removeUnsupportedFighters(tx, seat, dock.position);
}

const conventionsOfWarAgainst: Outcome = (tx, result) => {
  const against = result.votes.filter((v) => v.choice === "against").map((v) => v.seat);
  for (const seat of everyone(tx).filter((s) => against.includes(s))) {
    const docks = docksAbroad(tx.state, seat);
    if (docks.length === 1) returnDock(tx, seat, docks[0] as DockAbroad);
    else if (docks.length > 1) {
      askCardChoice(tx, {
        effect: "conventionsOfWar",
        prompt:
          "Conventions of War: name the planet (or, for Saar docks, the system) of the Space Dock outside your Home System you return to reinforcements",
        awaiting: [seat],
      });
    }
  }
};

const conventionsOfWarChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (namedDock(state, seat, answer)) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      "Conventions of War: name the planet of one of your Space Docks outside your Home System.",
    );
  },
  resolve(tx, _frame, seat, answer) {
    returnDock(tx, seat, namedDock(tx.state, seat, answer) as DockAbroad);
  },
  options(state, _frame, seat) {
    return docksAbroad(state, seat).map(dockAnswer);
  },
};

// ---- Unconventional Weapons, Against: a planet exhausted per Dreadnought and War Sun on the board.

function dreadnoughtsAndWarSuns(state: GameState, seat: Seat): number {
  let n = 0;
  for (const position of Object.keys(state.board)) {
    const units = spaceUnits(state, position, seat);
    n += count(units, "dreadnought") + count(units, "warSun");
  }
  return n;
}

function readyPlanets(state: GameState, seat: Seat): PlanetId[] {
  return Object.entries(player(state, seat).planets)
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => id as PlanetId);
}

/** How many planets the seat must exhaust: one per ship, as far as his readied planets go. */
function planetsOwed(state: GameState, seat: Seat): number {
  return Math.min(dreadnoughtsAndWarSuns(state, seat), readyPlanets(state, seat).length);
}

const unconventionalWeaponsAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const owed = planetsOwed(tx.state, seat);
    const ready = readyPlanets(tx.state, seat);
    if (owed === 0) continue;
    if (owed === ready.length)
      tx.emit({ type: "planetsExhausted", seat, planets: ready, reason: "Unconventional Weapons" });
    else asked.push(seat);
  }
  askCardChoice(tx, {
    effect: "unconventionalWeapons",
    prompt: "Unconventional Weapons: name a planet to exhaust for each of your Dreadnoughts and War Suns",
    awaiting: asked,
  });
};

function checkPlanets(
  state: GameState,
  seat: Seat,
  answer: CardChoiceAnswer,
  owed: number,
  card: string,
): RuleError | undefined {
  const planets = answer.planets ?? [];
  const ready = readyPlanets(state, seat);
  if (planets.length === owed && new Set(planets).size === owed && planets.every((p) => ready.includes(p)))
    return undefined;
  return ruleError("ERR_CHOICE", RULE, `${card}: name exactly ${owed} different readied planets of yours.`);
}

/** The planets worth least first (resources + influence): the most cautious answer. */
function cheapestPlanets(state: GameState, seat: Seat, n: number): PlanetId[] {
  const worth = (p: PlanetId) => getPlanet(p).resources + getPlanet(p).influence;
  return readyPlanets(state, seat)
    .sort((a, b) => worth(a) - worth(b) || a.localeCompare(b))
    .slice(0, n);
}

const unconventionalWeaponsChoice: CardChoiceRule = {
  check: (state, _frame, seat, answer) =>
    checkPlanets(state, seat, answer, planetsOwed(state, seat), "Unconventional Weapons"),
  resolve(tx, _frame, seat, answer) {
    tx.emit({
      type: "planetsExhausted",
      seat,
      planets: answer.planets ?? [],
      reason: "Unconventional Weapons",
    });
  },
  options: (state, _frame, seat) => [{ planets: cheapestPlanets(state, seat, planetsOwed(state, seat)) }],
};

// ---- Fighter Tax, Against: each player destroys 3 of his Fighters (all he has, if fewer).

const FIGHTER_TAX = 3;

function fighterPositions(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((p) => count(spaceUnits(state, p, seat), "fighter") > 0);
}

function fighterTotal(state: GameState, seat: Seat): number {
  return fighterPositions(state, seat).reduce((n, p) => n + count(spaceUnits(state, p, seat), "fighter"), 0);
}

/** Destroys what is forced (every Fighter, or all in a single system) and asks for the rest. */
function taxFighters(tx: Tx, seat: Seat, left: number): void {
  const positions = fighterPositions(tx.state, seat);
  const total = fighterTotal(tx.state, seat);
  if (left <= 0 || total === 0) return;
  if (total <= left || positions.length === 1) {
    for (const position of positions) {
      const n = Math.min(left, count(spaceUnits(tx.state, position, seat), "fighter"));
      destroyUnits(tx, seat, position, null, { fighter: n }, "Fighter Tax");
    }
    return;
  }
  askCardChoice(tx, {
    effect: "fighterTax",
    prompt: `Fighter Tax: name a system and how many of your Fighters there are destroyed (${left} to go)`,
    awaiting: [seat],
    data: { left },
  });
}

const fighterTaxAgainst: Outcome = (tx) => {
  for (const seat of [...everyone(tx)].reverse()) taxFighters(tx, seat, FIGHTER_TAX);
};

const fighterTaxChoice: CardChoiceRule = {
  check(state, frame: CardChoiceFrame, seat, answer) {
    const left = Number(frame.data.left);
    const there = answer.system === undefined ? 0 : count(spaceUnits(state, answer.system, seat), "fighter");
    const n = answer.amount ?? 0;
    if (there > 0 && Number.isInteger(n) && n >= 1 && n <= Math.min(left, there)) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Fighter Tax: name a system holding your Fighters and destroy from 1 to ${left} of them there.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    const system = answer.system as PositionLabel;
    const n = answer.amount as number;
    destroyUnits(tx, seat, system, null, { fighter: n }, "Fighter Tax");
    taxFighters(tx, seat, Number(frame.data.left) - n);
  },
  options(state, frame, seat) {
    const left = Number(frame.data.left);
    return fighterPositions(state, seat).map((system) => ({
      system,
      amount: Math.min(left, count(spaceUnits(state, system, seat), "fighter")),
    }));
  },
};

// ---- Planetary Security, For: every non-Home planet without a Ground Force goes neutral at once.

/**
 * [interpretation] The law acts once, as it passes ("at once"); Shock Troops count as Ground Forces (SE
 * p.10); Trade Stations, which never hold Ground Forces (SE p.7), are left alone. The PDS and Space Docks
 * of the former owner on a planet gone neutral are removed, as PDS left alone on a planet not one's own
 * are (RR §13.1).
 */
const planetarySecurityFor: Outcome = (tx) => {
  for (const seat of everyone(tx)) {
    const home = player(tx.state, seat).home;
    for (const planet of Object.keys(player(tx.state, seat).planets) as PlanetId[]) {
      const position = positionOfPlanet(tx.state, planet);
      const system = position === null ? undefined : tx.state.board[position];
      if (position === null || !system || position === home || getPlanet(planet).tradeStation) continue;
      const units = unitsIn(forcesOnPlanet(system, planet), seat);
      if (GROUND_TYPES.some((t) => count(units, t) > 0)) continue;
      const structures = tidy(onlyTypes(units, ["pds", "spaceDock"]));
      if (totalUnits(structures) > 0)
        tx.emit({
          type: "unitsRemoved",
          seat,
          position,
          planet,
          units: structures,
          reason: "Planetary Security",
        });
      tx.emit({ type: "planetReleased", seat, planet, reason: "Planetary Security" });
    }
  }
};

/** Non-Aggression Pact, Against: the top Public Objective is revealed (the game may end, RR §22). */
const nonAggressionPactAgainst: Outcome = (tx) => {
  const next = tx.state.decks.objectives[0];
  if (next !== undefined) revealObjective(tx, next);
};

// ---- Fleet Supply surplus (RR §15): War Funding, For (as the Status Phase starts) and Against.

function surplusAt(state: GameState, seat: Seat, position: PositionLabel): number {
  return Math.max(0, fleetSize(state, position, seat) - fleetSupplyLimit(state, seat));
}

function surplusSystems(state: GameState, seat: Seat): PositionLabel[] {
  return Object.keys(state.board).filter((p) => surplusAt(state, seat, p) > 0);
}

/** Ships that may be removed for the surplus: those counted against Fleet Supply, and Fighters. */
const SURPLUS_TYPES = UNIT_TYPES.filter((t) => isShip(t));

/** Asks each player over his Fleet Supply which ships he removes, one system at a time (RR §15). */
export function removeFleetSurplus(tx: Tx, reason: string): void {
  for (const seat of [...everyone(tx)].reverse()) {
    for (const system of surplusSystems(tx.state, seat).reverse()) {
      askCardChoice(tx, {
        effect: "warFunding",
        prompt: `${reason}: name the ships you remove at ${system}, where you have ${surplusAt(tx.state, seat, system)} over your Fleet Supply`,
        awaiting: [seat],
        data: { system, reason },
      });
    }
  }
}

/** As the Status Phase starts (statusPhaseOpens, answered in lawModule.ts): War Funding's surplus ships go. */
export function warFundingAtStatusPhaseStart(tx: Tx): void {
  if (lawInPlay(tx.state, "warFunding")) removeFleetSurplus(tx, "War Funding");
}

function afterRemoval(state: GameState, seat: Seat, system: PositionLabel, units: UnitCounts): GameState {
  return evolve(structuredClone(state), {
    type: "unitsRemoved",
    seat,
    position: system,
    units,
    reason: "check",
  });
}

const fleetSurplusChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const system = String(frame.data.system);
    const units = tidy(answer.units ?? {});
    const ok =
      Object.keys(units).every((t) => SURPLUS_TYPES.includes(t as UnitType)) &&
      containsCounts(spaceUnits(state, system, seat), units) &&
      totalUnits(units) === surplusAt(state, seat, system) &&
      surplusAt(afterRemoval(state, seat, system, units), seat, system) === 0;
    if (ok) return undefined;
    return ruleError(
      "ERR_CHOICE",
      "RR §15",
      `Name ${surplusAt(state, seat, system)} of your ships at ${system} that bring it within your Fleet Supply.`,
    );
  },
  resolve(tx, frame, seat, answer) {
    const system = String(frame.data.system);
    destroyUnits(tx, seat, system, null, tidy(answer.units ?? {}), String(frame.data.reason));
    loseCargo(tx, seat, system);
    removeUnsupportedFighters(tx, seat, system);
  },
  options(state, frame, seat) {
    // The cheapest counted ships first, until the fleet fits.
    const system = String(frame.data.system);
    const units: UnitCounts = {};
    const here = spaceUnits(state, system, seat);
    for (const type of byCost(SURPLUS_TYPES.filter((t) => getUnit(t).countsAgainstFleetSupply))) {
      while (count(units, type) < count(here, type) && totalUnits(units) < surplusAt(state, seat, system))
        units[type] = count(units, type) + 1;
    }
    return [{ units }];
  },
};

/** War Funding, Against: every player returns a Fleet Supply counter; ships over the new limit go. */
const warFundingAgainst: Outcome = (tx) => {
  for (const seat of everyone(tx).filter((s) => player(tx.state, s).counters.fleet > 0))
    tx.emit({ type: "commandCountersSpent", seat, counters: { fleet: 1 }, reason: "War Funding" });
  removeFleetSurplus(tx, "War Funding");
};

// ---- Fleet Restrictions, Against: per system over the limit, 1 Trade Good or the excess destroyed.

function restrictionExcess(state: GameState, seat: Seat, system: PositionLabel): UnitCounts {
  const here = spaceUnits(state, system, seat);
  const excess: UnitCounts = {};
  for (const type of UNIT_TYPES.filter(isShip))
    if (count(here, type) > FLEET_RESTRICTION) excess[type] = count(here, type) - FLEET_RESTRICTION;
  return excess;
}

function destroyExcess(tx: Tx, seat: Seat, system: PositionLabel): void {
  destroyUnits(tx, seat, system, null, restrictionExcess(tx.state, seat, system), "Fleet Restrictions");
  loseCargo(tx, seat, system);
  removeUnsupportedFighters(tx, seat, system);
}

const fleetRestrictionsAgainst: Outcome = (tx) => {
  for (const seat of [...everyone(tx)].reverse()) {
    const systems = Object.keys(tx.state.board).filter(
      (p) => totalUnits(restrictionExcess(tx.state, seat, p)) > 0,
    );
    if (player(tx.state, seat).tradeGoods === 0) {
      for (const system of systems) destroyExcess(tx, seat, system);
      continue;
    }
    for (const system of systems.reverse()) {
      askCardChoice(tx, {
        effect: "fleetRestrictions",
        prompt: `Fleet Restrictions: at ${system} you have more than ${FLEET_RESTRICTION} ships of a type; "pay" 1 Trade Good or "destroy" the excess`,
        awaiting: [seat],
        data: { system },
      });
    }
  }
};

const fleetRestrictionsChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.choice === "destroy") return undefined;
    if (answer.choice === "pay" && player(state, seat).tradeGoods > 0) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      player(state, seat).tradeGoods > 0
        ? 'Fleet Restrictions: answer "pay" (1 Trade Good) or "destroy" (the excess ships).'
        : 'Fleet Restrictions: you have no Trade Good left, so answer "destroy".',
    );
  },
  resolve(tx, frame, seat, answer) {
    if (answer.choice === "pay")
      tx.emit({ type: "tradeGoodsSpent", seat, amount: 1, reason: "Fleet Restrictions" });
    else destroyExcess(tx, seat, String(frame.data.system));
  },
  options(state, _frame, seat) {
    return player(state, seat).tradeGoods > 0
      ? [{ choice: "pay" }, { choice: "destroy" }]
      : [{ choice: "destroy" }];
  },
};

// ---- Traffic Tariffs and Neutrality Pact (For): tolls paid as a system is activated.

/**
 * Asks the tolls the laws charge for the systems just activated (tactical/activation.ts, transfer.ts),
 * above every other frame, so they are paid before anything else happens. The activation was refused
 * when a toll could not be paid (lawRules.ts activationTollBlock). A Traffic Tariff is taken without
 * asking when only one way to pay is left.
 */
export function askActivationTolls(tx: Tx, seat: Seat, positions: readonly PositionLabel[]): void {
  for (const position of [...positions].reverse()) {
    for (const toll of activationTolls(tx.state, seat, position)) {
      if (toll === "trafficTariffs") {
        const options = tariffOptions(tx.state, seat);
        if (options.length === 1) payTariff(tx, seat, options[0] as CardChoiceAnswer);
        else
          askCardChoice(tx, {
            effect: "trafficTariffs",
            prompt: `Traffic Tariffs: activating ${position} costs "trade-good" (1 Trade Good) or one of your readied planets, exhausted`,
            awaiting: [seat],
          });
      } else {
        askCardChoice(tx, {
          effect: "neutralityPact",
          prompt: `Neutrality Pact: pay ${NEUTRALITY_TOLL} influence for activating ${position} (planets to exhaust, and Trade Goods as the amount)`,
          awaiting: [seat],
        });
      }
    }
  }
}

function tariffOptions(state: GameState, seat: Seat): CardChoiceAnswer[] {
  const goods: CardChoiceAnswer[] = player(state, seat).tradeGoods > 0 ? [{ choice: "trade-good" }] : [];
  return [...goods, ...cheapestPlanets(state, seat, 99).map((p) => ({ planets: [p] }))];
}

function payTariff(tx: Tx, seat: Seat, answer: CardChoiceAnswer): void {
  if (answer.choice === "trade-good")
    tx.emit({ type: "tradeGoodsSpent", seat, amount: 1, reason: "Traffic Tariffs" });
  else tx.emit({ type: "planetsExhausted", seat, planets: answer.planets ?? [], reason: "Traffic Tariffs" });
}

const trafficTariffsToll: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const planets = answer.planets ?? [];
    const ok =
      (answer.choice === "trade-good" && planets.length === 0 && player(state, seat).tradeGoods > 0) ||
      (answer.choice === undefined &&
        planets.length === 1 &&
        readyPlanets(state, seat).includes(planets[0] as PlanetId));
    if (ok) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      'Traffic Tariffs: answer "trade-good", or name one readied planet of yours.',
    );
  },
  resolve: (tx, _frame, seat, answer) => payTariff(tx, seat, answer),
  options: (state, _frame, seat) => tariffOptions(state, seat),
};

function neutralityPayment(answer: CardChoiceAnswer): Payment {
  return { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 };
}

const neutralityPactToll: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const value = paymentValue(state, seat, neutralityPayment(answer), "influence");
    if (isRuleError(value)) return value;
    if (value >= NEUTRALITY_TOLL) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Neutrality Pact: the payment must be worth ${NEUTRALITY_TOLL} influence; yours is worth ${value}.`,
    );
  },
  resolve: (tx, _frame, seat, answer) => pay(tx, seat, neutralityPayment(answer), "Neutrality Pact"),
  options(state, _frame, seat) {
    // Trade Goods first, then the planets with the most influence, until the toll is met.
    const amount = Math.min(NEUTRALITY_TOLL, player(state, seat).tradeGoods);
    const planets: PlanetId[] = [];
    let value = amount;
    const byInfluence = readyPlanets(state, seat).sort(
      (a, b) => planetValues(state, b).influence - planetValues(state, a).influence,
    );
    for (const planet of byInfluence) {
      if (value >= NEUTRALITY_TOLL) break;
      planets.push(planet);
      value += planetValues(state, planet).influence;
    }
    return [{ planets, amount }];
  },
};

/** Traffic Tariffs, Against: each player discards a counter from his Command Pool or Strategy Allocation. */
const trafficTariffsAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const { command, strategy } = player(tx.state, seat).counters;
    if (command > 0 && strategy > 0) asked.push(seat);
    else if (command + strategy > 0)
      tx.emit({
        type: "commandCountersSpent",
        seat,
        counters: command > 0 ? { command: 1 } : { strategy: 1 },
        reason: "Traffic Tariffs",
      });
  }
  askCardChoice(tx, {
    effect: "trafficTariffsAgainst",
    prompt:
      'Traffic Tariffs: discard a counter from your Command Pool ("command") or Strategy Allocation ("strategy")',
    awaiting: asked,
  });
};

const trafficTariffsAgainstChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const area = answer.choice;
    if ((area === "command" || area === "strategy") && player(state, seat).counters[area] > 0)
      return undefined;
    return ruleError("ERR_CHOICE", RULE, 'Traffic Tariffs: answer "command" or "strategy".');
  },
  resolve(tx, _frame, seat, answer) {
    const area = answer.choice as "command" | "strategy";
    tx.emit({ type: "commandCountersSpent", seat, counters: { [area]: 1 }, reason: "Traffic Tariffs" });
  },
  options: () => [{ choice: "strategy" }, { choice: "command" }],
};

/** Neutrality Pact, Against: each player puts a counter from reinforcements in an unactivated Space Dock system. */
function unactivatedDockSystems(state: GameState, seat: Seat): PositionLabel[] {
  return Object.entries(state.board)
    .filter(([position, system]) => {
      if (system.commandCounters.includes(seat)) return false;
      const planets = planetsAt(state, position);
      const docks =
        count(spaceUnits(state, position, seat), "spaceDock") +
        planets.reduce((n, p) => n + count(unitsIn(forcesOnPlanet(system, p), seat), "spaceDock"), 0);
      return docks > 0;
    })
    .map(([position]) => position);
}

function placeNeutralityCounter(tx: Tx, seat: Seat, position: PositionLabel): void {
  tx.emit({ type: "commandCounterPlaced", seat, position, from: null, reason: "Neutrality Pact" });
}

const neutralityPactAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const systems = unactivatedDockSystems(tx.state, seat);
    if (systems.length === 0 || reinforcements(tx.state, seat) === 0) continue;
    if (systems.length === 1) placeNeutralityCounter(tx, seat, systems[0] as PositionLabel);
    else asked.push(seat);
  }
  askCardChoice(tx, {
    effect: "neutralityPactAgainst",
    prompt:
      "Neutrality Pact: name one of your unactivated Space Dock systems for a counter from reinforcements",
    awaiting: asked,
  });
};

const neutralityPactAgainstChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (answer.system !== undefined && unactivatedDockSystems(state, seat).includes(answer.system))
      return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Neutrality Pact: name one of your unactivated Space Dock systems (${unactivatedDockSystems(state, seat).join(", ")}).`,
    );
  },
  resolve: (tx, _frame, seat, answer) => placeNeutralityCounter(tx, seat, answer.system as PositionLabel),
  options: (state, _frame, seat) => unactivatedDockSystems(state, seat).map((system) => ({ system })),
};

// ---- Colonization Licensing: the payment for neutral planets taken (For), planets exhausted (Against).

function resourcePayment(answer: CardChoiceAnswer): Payment {
  return { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 };
}

const colonizationPayment: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const cost = Number(frame.data.cost);
    const value = paymentValue(state, seat, resourcePayment(answer), "resources");
    if (isRuleError(value)) return value;
    if (value >= cost) return undefined;
    return ruleError(
      "ERR_CHOICE",
      RULE,
      `Colonization Licensing: the payment must be worth ${cost} resources; yours is worth ${value}.`,
    );
  },
  resolve: (tx, _frame, seat, answer) => pay(tx, seat, resourcePayment(answer), "Colonization Licensing"),
  options(state, frame, seat) {
    // Trade Goods first, then the planets with the most resources, until the cost is met.
    const cost = Number(frame.data.cost);
    const amount = Math.min(cost, player(state, seat).tradeGoods);
    const planets: PlanetId[] = [];
    let value = amount;
    const byResources = readyPlanets(state, seat).sort(
      (a, b) => planetValues(state, b).resources - planetValues(state, a).resources,
    );
    for (const planet of byResources) {
      if (value >= cost) break;
      planets.push(planet);
      value += planetValues(state, planet).resources;
    }
    return [{ planets, amount }];
  },
};

/** Colonization Licensing, Against: one planet exhausted per 3 held outside the Home System (round down). */
function colonizationOwed(state: GameState, seat: Seat): number {
  const home = player(state, seat).home;
  const abroad = Object.keys(player(state, seat).planets).filter(
    (p) => positionOfPlanet(state, p as PlanetId) !== home,
  ).length;
  return Math.min(Math.floor(abroad / 3), readyPlanets(state, seat).length);
}

const colonizationLicensingAgainst: Outcome = (tx) => {
  const asked: Seat[] = [];
  for (const seat of everyone(tx)) {
    const owed = colonizationOwed(tx.state, seat);
    const ready = readyPlanets(tx.state, seat);
    if (owed === 0) continue;
    if (owed === ready.length)
      tx.emit({ type: "planetsExhausted", seat, planets: ready, reason: "Colonization Licensing" });
    else asked.push(seat);
  }
  askCardChoice(tx, {
    effect: "colonizationLicensingAgainst",
    prompt: "Colonization Licensing: name a planet to exhaust for each 3 you hold outside your Home System",
    awaiting: asked,
  });
};

const colonizationLicensingAgainstChoice: CardChoiceRule = {
  check: (state, _frame, seat, answer) =>
    checkPlanets(state, seat, answer, colonizationOwed(state, seat), "Colonization Licensing"),
  resolve(tx, _frame, seat, answer) {
    tx.emit({
      type: "planetsExhausted",
      seat,
      planets: answer.planets ?? [],
      reason: "Colonization Licensing",
    });
  },
  options: (state, _frame, seat) => [
    { planets: cheapestPlanets(state, seat, colonizationOwed(state, seat)) },
  ],
};

export const LAW_EFFECTS: Readonly<Record<string, AgendaRule>> = {
  // For: movement uses no wormhole (lawRules.ts movementPurpose: tactical/paths.ts, transfer, retreat).
  closingTheWormholes: { for: nothing, against: closingTheWormholesAgainst, lasting: true },
  // For: no bombardment of a planet with a Space Dock (combat/bombardment.ts).
  conventionsOfWar: { for: nothing, against: conventionsOfWarAgainst, lasting: true },
  // For: dock limit 2 (tactical/docks.ts); Against: no production this round.
  humaneLabor: { for: nothing, against: thisRound("humaneLabor"), lasting: true },
  // For: Mecatol Rex is never invaded; Against: only Mecatol Rex this round (tactical/landing.ts).
  imperialPeace: { for: nothing, against: thisRound("imperialPeace"), lasting: true },
  // For: every planet's resource and influence values swap (rules/planetValues.ts); Against: one Space Dock
  // per player for production this round (lawRules.ts laborForceDock, tactical/production.ts).
  laborForcePolitics: { for: nothing, against: thisRound("laborForcePolitics"), lasting: true },
  // For: Dreadnoughts and War Suns -2 on combat rolls (combat/modifiers.ts).
  unconventionalWeapons: { for: nothing, against: unconventionalWeaponsAgainst, lasting: true },
  // For: a Fighter costs a full resource (tactical/docks.ts productionCost).
  fighterTax: { for: nothing, against: fighterTaxAgainst, lasting: true },
  // For: a Ground Force costs a full resource (tactical/docks.ts); the Sol Orbital Drop, resolved by hand,
  // reads orbitalDropGroundForces (lawRules.ts).
  regulatedConscription: { for: nothing, against: nothing, lasting: true },
  // For: a free Ground Force on a neutral planet taken; Against: no landing on neutral planets this round
  // (tactical/landing.ts).
  planetaryConscription: { for: nothing, against: thisRound("planetaryConscription"), lasting: true },
  // For: every wormhole system adjacent to every other (paths.ts and forces.ts adjacencyOptions).
  wormholeReconstruction: { for: nothing, against: nothing, lasting: true },
  // For: Ion Storms and Nebulae do not hinder movement; Against: no red-bordered system entered this
  // round (tactical/paths.ts, moveChecks.ts).
  investigateSpatialAnomalies: {
    for: nothing,
    against: thisRound("investigateSpatialAnomalies"),
    lasting: true,
  },
  // Laws acting when something happens on the board (lawTriggers.ts).
  // Each later landing of another player on a neutral planet pays the elected player 1 Trade Good.
  ministerOfExploration: { elected: nothing, lasting: true },
  // For: the first to activate a system holding enemy ships loses 1 VP (tactical/activation.ts).
  nonAggressionPact: { for: nothing, against: nonAggressionPactAgainst, lasting: true },
  // The Invasion Combat won against the holder moves the card and 1 VP (combat/conquest.ts); repealed,
  // its holder loses the VP (politicalEffects.ts repealLaw).
  crownOfEmphidia: {
    elected: (tx, r) => gainVp(tx, [Number(r.outcome)], 1, "The Crown of Emphidia"),
    lasting: true,
  },
  // The first to defeat the elected player in a Space Battle collects (combat/spaceBattle.ts).
  enemyOfTheThrone: { elected: nothing, lasting: true },
  planetarySecurity: { for: planetarySecurityFor, against: nothing, lasting: true },
  // Laws on fleets and PDS.
  // For: no Fleet Supply limit in the Action Phase (tactical/moveChecks.ts); the surplus goes as the Status
  // Phase starts (statusPhase.ts, lawsAtStatusPhaseStart).
  warFunding: { for: nothing, against: warFundingAgainst, lasting: true },
  // For: at most 2 ships of a type in a system (tactical/moveChecks.ts checkDestination).
  fleetRestrictions: { for: nothing, against: fleetRestrictionsAgainst, lasting: true },
  // For: PDS fire at a fleet breaks trade with its owner; Against: no PDS fire at ships this round
  // (combat/pds.ts).
  redefiningWarCrimes: { for: nothing, against: thisRound("redefiningWarCrimes"), lasting: true },
  // For: a toll for activating a system holding another player's planet (tactical/activation.ts, transfer.ts).
  trafficTariffs: { for: nothing, against: trafficTariffsAgainst, lasting: true },
  // For: 3 influence for activating a planetless system holding enemy units (same places).
  neutralityPact: { for: nothing, against: neutralityPactAgainst, lasting: true },
  // For: a landing on a neutral planet is paid for (tactical/landing.ts checks, lawTriggers.ts asks).
  colonizationLicensing: { for: nothing, against: colonizationLicensingAgainst, lasting: true },
};

export const LAW_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  colonizationLicensing: colonizationPayment,
  colonizationLicensingAgainst: colonizationLicensingAgainstChoice,
  trafficTariffs: trafficTariffsToll,
  trafficTariffsAgainst: trafficTariffsAgainstChoice,
  neutralityPact: neutralityPactToll,
  neutralityPactAgainst: neutralityPactAgainstChoice,
  warFunding: fleetSurplusChoice,
  fleetRestrictions: fleetRestrictionsChoice,
  closingTheWormholes: closingTheWormholesChoice,
  conventionsOfWar: conventionsOfWarChoice,
  unconventionalWeapons: unconventionalWeaponsChoice,
  fighterTax: fighterTaxChoice,
};
