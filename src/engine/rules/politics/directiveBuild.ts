/**
 * Directives (RR §20) that put free (or cheap) units on the board, or make units dearer this round:
 * Subsidized Industry, Mass Mobilization, Warship Commission, Interstellar Arms Dealers. The players choose
 * where with the card choice frame (actionCards/choice.ts); the surcharges and Mass Mobilization's ban are
 * applied by production (directiveHooks.ts, tactical/production.ts).
 */
import { getPlanet, type PlanetId, type UnitType } from "../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule } from "../../choices.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { Force, GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import { askCardChoice } from "../actionCards/choice.ts";
import { startCardEffect } from "../actionCards/lasting.ts";
import { player } from "../players.ts";
import { pay, paymentValue } from "../spending.ts";
import { controllerOf } from "../tactical/control.ts";
import {
  count,
  docksFloat,
  docksInSystem,
  enemyShipsPresent,
  fleetSize,
  fleetSupplyLimit,
  forcesOnPlanet,
  plasticLeft,
  positionOfPlanet,
  unitsIn,
} from "../units.ts";
import { type AgendaRule, everyone } from "./agendaTools.ts";
import { DIRECTIVE_LASTING } from "./directiveHooks.ts";
import type { CastVote } from "./frames.ts";

const DECLINE = "decline";
const declined = (answer: CardChoiceAnswer) => answer.choice === DECLINE;

function refuse(card: string, message: string): RuleError {
  return ruleError(`ERR_${card.toUpperCase().replace(/ /g, "_")}`, `RR §20 ${card}`, message);
}

function hasPlastic(state: GameState, seat: Seat, units: UnitCounts): boolean {
  return Object.entries(units).every(([type, n]) => {
    const left = plasticLeft(state, seat, type as UnitType);
    return left === null || left >= (n ?? 0);
  });
}

// ---- Subsidized Industry

/** A planet he controls, not a Trade Station, without his Space Dock (one per planet, RR §14); plastic left. */
function dockBlock(state: GameState, seat: Seat, planet: PlanetId): string | undefined {
  if (player(state, seat).planets[planet] === undefined) return "name a planet you control";
  if (getPlanet(planet).tradeStation) return "Space Docks may not be placed on Trade Stations";
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  const docks = system ? count(unitsIn(forcesOnPlanet(system, planet), seat), "spaceDock") : 0;
  if (!docksFloat(state, seat) && docks > 0) return `${getPlanet(planet).name} already has your Space Dock`;
  if (!hasPlastic(state, seat, { spaceDock: 1 })) return "all your Space Docks are on the board";
  return undefined;
}

function dockPlanets(state: GameState, seat: Seat): PlanetId[] {
  return (Object.keys(player(state, seat).planets) as PlanetId[]).filter((p) => !dockBlock(state, seat, p));
}

const subsidizedIndustry: AgendaRule = {
  elected: (tx, r) => {
    const seat = Number(r.outcome);
    if (dockPlanets(tx.state, seat).length === 0) return;
    askCardChoice(tx, {
      effect: "subsidizedIndustry",
      prompt: 'Subsidized Industry: name a planet you control for your free Space Dock (or "decline")',
      awaiting: [seat],
    });
  },
};

const subsidizedIndustryChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (declined(answer)) return undefined;
    const planet = answer.planets?.length === 1 ? answer.planets[0] : undefined;
    const block = planet === undefined ? "name one planet" : dockBlock(state, seat, planet);
    return block ? refuse("Subsidized Industry", `No free Space Dock there: ${block}.`) : undefined;
  },
  resolve(tx, _frame, seat, answer) {
    if (declined(answer)) return;
    const planet = answer.planets?.[0] as PlanetId;
    const position = positionOfPlanet(tx.state, planet) as PositionLabel;
    // Produced, not merely placed: a dock placed by any means cannot produce until next round (RR §14);
    // a Saar dock floats in the system's space (SE).
    tx.emit({
      type: "unitsProduced",
      seat,
      position,
      ...(docksFloat(tx.state, seat) ? {} : { planet }),
      units: { spaceDock: 1 },
    });
  },
  options(state, _frame, seat) {
    return [...dockPlanets(state, seat).map((p) => ({ planets: [p] })), { choice: DECLINE }];
  },
};

// ---- Mass Mobilization

/** Votes cast For divided by 5, rounded down (interpretation: the card does not say how to round). */
function mobilized(votes: readonly CastVote[]): number {
  return Math.floor(votes.filter((v) => v.choice === "for").reduce((n, v) => n + v.votes, 0) / 5);
}

const massMobilization: AgendaRule = {
  for: (tx, r) => {
    const n = mobilized(r.votes);
    if (n === 0) return;
    askCardChoice(tx, {
      effect: "massMobilization",
      prompt: `Mass Mobilization: name the planets you control for up to ${n} free Ground Forces (a planet named twice takes two)`,
      awaiting: everyone(tx).filter((s) => Object.keys(player(tx.state, s).planets).length > 0),
      data: { groundForces: n },
    });
  },
  // No Ground Force may be bought this round (directiveProductionBlock in tactical/production.ts).
  against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.massMobilizationAgainst }),
};

const massMobilizationChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const planets = answer.planets ?? [];
    const n = Number(frame.data.groundForces);
    if (planets.length > n) return refuse("Mass Mobilization", `Place at most ${n} Ground Forces.`);
    const foreign = planets.find(
      (p) => player(state, seat).planets[p] === undefined || getPlanet(p).tradeStation,
    );
    if (foreign) return refuse("Mass Mobilization", "Place the Ground Forces only on planets you control.");
    return undefined;
  },
  resolve(tx, _frame, seat, answer) {
    const byPlanet = new Map<PlanetId, number>();
    for (const p of answer.planets ?? []) byPlanet.set(p, (byPlanet.get(p) ?? 0) + 1);
    for (const [planet, n] of byPlanet) {
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      tx.emit({
        type: "unitsPlaced",
        seat,
        position,
        planet,
        units: { groundForce: n },
        reason: "Mass Mobilization",
      });
    }
  },
  options(state, frame, seat) {
    const n = Number(frame.data.groundForces);
    const planets = (Object.keys(player(state, seat).planets) as PlanetId[]).filter(
      (p) => !getPlanet(p).tradeStation,
    );
    const home = planets[0];
    return [...(home ? [{ planets: Array.from({ length: n }, () => home) }] : []), { planets: [] }];
  },
};

// ---- free ships at a Space Dock (Warship Commission, Interstellar Arms Dealers)

/**
 * A system where the player may add ships: one with his Space Dock, plastic left, and (interpretation)
 * no enemy ships there and room in his Fleet Supply (RR §15), so a free ship never starts a battle or
 * breaks the supply.
 */
function shipBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  units: UnitCounts,
): string | undefined {
  if (!state.board[position] || docksInSystem(state, position, seat) === 0)
    return "name a system with your Space Dock";
  if (!hasPlastic(state, seat, units)) return "you have no such ship left in your reinforcements";
  if (enemyShipsPresent(state, position, seat)) return "enemy ships are in that system";
  const added = Object.values(units).reduce((a: number, b) => a + (b ?? 0), 0);
  if (fleetSize(state, position, seat) + added > fleetSupplyLimit(state, seat))
    return "your Fleet Supply has no room for them there";
  return undefined;
}

function shipSystems(state: GameState, seat: Seat, units: UnitCounts): PositionLabel[] {
  return Object.keys(state.board).filter((p) => !shipBlock(state, seat, p, units));
}

const DREADNOUGHT: UnitCounts = { dreadnought: 1 };
const ARMS_DEAL: UnitCounts = { destroyer: 1, dreadnought: 1 };
const ARMS_PRICE = 3;

const warshipCommission: AgendaRule = {
  for: (tx) => {
    askCardChoice(tx, {
      effect: "warshipCommission",
      prompt:
        'Warship Commission: name a system with your Space Dock for your free Dreadnought (or "decline")',
      awaiting: everyone(tx).filter((s) => shipSystems(tx.state, s, DREADNOUGHT).length > 0),
    });
  },
  // Cruisers, Dreadnoughts and War Suns cost 2 more this round (directiveSurcharge, tactical/production.ts).
  against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.warshipCommissionAgainst }),
};

const warshipCommissionChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (declined(answer)) return undefined;
    const block =
      answer.system === undefined ? "name a system" : shipBlock(state, seat, answer.system, DREADNOUGHT);
    return block ? refuse("Warship Commission", `No free Dreadnought there: ${block}.`) : undefined;
  },
  resolve(tx, _frame, seat, answer) {
    if (declined(answer)) return;
    tx.emit({
      type: "unitsPlaced",
      seat,
      position: answer.system as PositionLabel,
      units: DREADNOUGHT,
      reason: "Warship Commission",
    });
  },
  options(state, _frame, seat) {
    return [...shipSystems(state, seat, DREADNOUGHT).map((system) => ({ system })), { choice: DECLINE }];
  },
};

const interstellarArmsDealers: AgendaRule = {
  for: (tx) => {
    askCardChoice(tx, {
      effect: "interstellarArmsDealers",
      prompt:
        'Interstellar Arms Dealers: name a system with your Space Dock and pay 3 resources (planets and Trade Goods) for a Destroyer and a Dreadnought there (or "decline")',
      awaiting: everyone(tx).filter((s) => shipSystems(tx.state, s, ARMS_DEAL).length > 0),
    });
  },
  // Every ship but Fighters costs 1 more this round (directiveSurcharge, tactical/production.ts).
  against: (tx) => startCardEffect(tx, { effect: DIRECTIVE_LASTING.armsDealersAgainst }),
};

const armsDealersChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    if (declined(answer)) return undefined;
    const block =
      answer.system === undefined ? "name a system" : shipBlock(state, seat, answer.system, ARMS_DEAL);
    if (block) return refuse("Interstellar Arms Dealers", `No ships there: ${block}.`);
    const value = paymentValue(
      state,
      seat,
      { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 },
      "resources",
    );
    if (isRuleError(value)) return value;
    if (value < ARMS_PRICE)
      return refuse(
        "Interstellar Arms Dealers",
        `The ships cost ${ARMS_PRICE} resources; your payment is worth ${value}.`,
      );
    return undefined;
  },
  resolve(tx, _frame, seat, answer) {
    if (declined(answer)) return;
    pay(
      tx,
      seat,
      { planets: answer.planets ?? [], tradeGoods: answer.amount ?? 0 },
      "Interstellar Arms Dealers",
    );
    tx.emit({
      type: "unitsPlaced",
      seat,
      position: answer.system as PositionLabel,
      units: ARMS_DEAL,
      reason: "Interstellar Arms Dealers",
    });
  },
  options(state, _frame, seat) {
    // Declining first: buying spends the player's resources.
    const decline = { choice: DECLINE };
    const tradeGoods = player(state, seat).tradeGoods;
    const system = shipSystems(state, seat, ARMS_DEAL)[0];
    if (system === undefined || tradeGoods < ARMS_PRICE) return [decline];
    return [decline, { system, amount: ARMS_PRICE }];
  },
};

// ---- Hope's End Training Ground (SE option 6, Shock Troops)

const HOPES_END = "hopes-end" as PlanetId;

/**
 * For: whoever holds Hope's End puts a Ground Force and two Shock Troops on it (while tokens last).
 * Against: every Shock Troop on the board becomes an ordinary Ground Force, where it stands.
 */
const hopesEndTrainingGround: AgendaRule = {
  for: (tx) => {
    const holder = controllerOf(tx.state, HOPES_END);
    const position = positionOfPlanet(tx.state, HOPES_END);
    if (holder === null || position === null) return;
    // SE components: 12 Shock Troop tokens shared by everyone; with none left, none is placed.
    const shock = Math.min(2, plasticLeft(tx.state, holder, "shockTroop") ?? 2);
    tx.emit({
      type: "unitsPlaced",
      seat: holder,
      position,
      planet: HOPES_END,
      units: shock > 0 ? { groundForce: 1, shockTroop: shock } : { groundForce: 1 },
      reason: "Hope's End Training Ground",
    });
  },
  against: (tx) => {
    for (const [position, system] of Object.entries(tx.state.board)) {
      const areas: [PlanetId | undefined, Force[]][] = [
        [undefined, system.space],
        ...(Object.entries(system.planets) as [PlanetId, Force[]][]),
      ];
      for (const [planet, forces] of areas) {
        for (const force of [...forces]) {
          const n = force.units.shockTroop ?? 0;
          if (n === 0) continue;
          const where = { seat: force.seat, position, ...(planet ? { planet } : {}) };
          const reason = "Hope's End Training Ground";
          tx.emit({ type: "unitsRemoved", ...where, units: { shockTroop: n }, reason });
          tx.emit({ type: "unitsPlaced", ...where, units: { groundForce: n }, reason });
        }
      }
    }
  },
};

export const BUILD_DIRECTIVES: Readonly<Record<string, AgendaRule>> = {
  hopesEndTrainingGround,
  subsidizedIndustry,
  massMobilization,
  warshipCommission,
  interstellarArmsDealers,
};

export const BUILD_DIRECTIVE_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  subsidizedIndustry: subsidizedIndustryChoice,
  massMobilization: massMobilizationChoice,
  warshipCommission: warshipCommissionChoice,
  interstellarArmsDealers: armsDealersChoice,
};
