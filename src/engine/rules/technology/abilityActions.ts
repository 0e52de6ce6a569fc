/**
 * Technologies and race abilities used "as an action" (RR §7.4: such an ability is the player's whole
 * action): Transit Diodes (tree technology), Production Centers (Hacan), Bioptic Recyclers (Winnu), the Sol
 * Orbital Drop and the Muaat Star Forge. The player answers the Action Phase's `useActionAbility` decision,
 * the ability is checked, carried out with ordinary events, and the turn ends.
 *
 * "Once per turn" on the SE race technologies means once per game round (RR §4, FAQ errata); the round of
 * the last use is kept in `abilitiesUsed` through the `abilityUsed` event.
 *
 * Yin's planet reversal starts a round-long effect read by rules/planetValues.ts.
 */
import { type ActionCardId, getPlanet, getUnit, isPlanetId, type PlanetId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { CounterArea, GameEvent } from "../../events.ts";
import { evolve } from "../../evolve.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { endTurn } from "../actionPhase.ts";
import { COUNTER_AREAS, reinforcements } from "../counters.ts";
import { groundMoveProblem, groundUnitsMoved } from "../groundMoves.ts";
import { hasAbility, player } from "../players.ts";
import { controllerOf } from "../tactical/control.ts";
import { checkDestination } from "../tactical/moveChecks.ts";
import {
  count,
  docksInSystem,
  enemyShipsPresent,
  forcesOnPlanet,
  GROUND_TYPES,
  hasTechEffect,
  onlyTypes,
  plasticLeft,
  positionOfPlanet,
  spaceUnits,
  unitsIn,
} from "../units.ts";
import { ACTION_ABILITIES, type ActionAbility } from "./actionAbilityIds.ts";

export { ACTION_ABILITIES, type ActionAbility };

export type ActionAbilityCommand = Extract<Command, { type: "useActionAbility" }>;

interface ActionAbilityRule {
  /** The technology's or ability's name, for messages and event reasons. */
  name: string;
  /** True when the player owns the technology or the race ability. */
  owns(state: GameState, seat: Seat): boolean;
  /** Once per game round (SE race technologies, RR §4). */
  oncePerRound?: boolean;
  /** Spends a Strategy Allocation counter. */
  strategyCounter?: boolean;
  /** True when it could be used now at all (a hand card, fewer than 6 Trade Goods...). */
  usable?(state: GameState, seat: Seat): boolean;
  /** Why this use is refused, or undefined. */
  check(state: GameState, command: ActionAbilityCommand): RuleError | undefined;
  /** The events that carry it out (the counter and the round mark are added by `useActionAbility`). */
  events(state: GameState, command: ActionAbilityCommand): GameEvent[];
}

const refuse = (code: string, rule: string, message: string) => ruleError(code, rule, message);

function planetName(planet: PlanetId): string {
  return getPlanet(planet).name;
}

/** A planet named in the command that the player controls, or why not. */
function ownPlanet(
  state: GameState,
  seat: Seat,
  planet: string | undefined,
  field: string,
  rule: string,
): RuleError | PlanetId {
  if (planet === undefined || !isPlanetId(planet)) {
    return refuse("ERR_PLANET", rule, `Name the planet (${field}): one you control.`);
  }
  if (controllerOf(state, planet) !== seat || positionOfPlanet(state, planet) === null) {
    return refuse("ERR_NOT_YOUR_PLANET", rule, `You do not control ${planetName(planet)}.`);
  }
  return planet;
}

function isError(value: unknown): value is RuleError {
  return typeof value === "object" && value !== null && "code" in value;
}

/** Trade Goods from the supply (RR §1): no more than it holds (the same rule as trade/agreements.ts). */
function fromSupply(
  state: GameState,
  seat: Seat,
  amount: number,
  reason: string,
): { amount: number; events: GameEvent[] } {
  const given = Math.max(0, Math.min(amount, state.tradeGoodSupply));
  const short = given < amount ? ` (the supply ran out: ${amount - given} short)` : "";
  return {
    amount: given,
    events: given > 0 ? [{ type: "tradeGoodsGained", seat, amount: given, reason: `${reason}${short}` }] : [],
  };
}

/** Ground Forces may never stand on a Trade Station (SE p.7). */
function tradeStationRefusal(planet: PlanetId, rule: string): RuleError | undefined {
  return getPlanet(planet).tradeStation
    ? refuse("ERR_TRADE_STATION", rule, "Ground Forces may not be placed on Trade Stations (SE p.7).")
    : undefined;
}

/** A seat's Ground Forces and Shock Troops on a planet, by type. */
function groundOnPlanet(state: GameState, seat: Seat, planet: PlanetId): UnitCounts {
  const position = positionOfPlanet(state, planet);
  const system = position === null ? undefined : state.board[position];
  return system ? onlyTypes(unitsIn(forcesOnPlanet(system, planet), seat), GROUND_TYPES) : {};
}

// ---- Transit Diodes (base technology; SE rulebook, technology tree pp.18-19, "Yellow Technologies"): as an
// action, spend a Strategy Allocation counter to move up to 4 of your Ground Forces from one of your planets
// to any other planet you control. RR §7.4 names it among the abilities used as an action. Shock Troops
// are Ground Forces to it (SE p.10): `units` names them by type, `count` alone moves plastic Ground Forces.
const TRANSIT = "Transit Diodes";

const transitDiodes: ActionAbilityRule = {
  name: TRANSIT,
  owns: (state, seat) => hasTechEffect(state, seat, "transitDiodes"),
  strategyCounter: true,
  check(state, command) {
    const from = ownPlanet(state, command.seat, command.from, "from", TRANSIT);
    if (isError(from)) return from;
    const to = ownPlanet(state, command.seat, command.to, "to", TRANSIT);
    if (isError(to)) return to;
    if (from === to) return refuse("ERR_SAME_PLANET", TRANSIT, "Move the Ground Forces to another planet.");
    const station = tradeStationRefusal(to, TRANSIT);
    if (station) return station;
    const moving = groundUnitsMoved(command.units, command.count);
    const there = groundOnPlanet(state, command.seat, from);
    const problem = groundMoveProblem(moving, there, 4, planetName(from));
    if (problem) return refuse(problem.code, TRANSIT, `Transit Diodes: ${problem.message}`);
    return undefined;
  },
  events(state, command) {
    const from = command.from as PlanetId;
    const to = command.to as PlanetId;
    const units = groundUnitsMoved(command.units, command.count);
    return [
      {
        type: "unitsRemoved",
        seat: command.seat,
        position: positionOfPlanet(state, from) as PositionLabel,
        planet: from,
        units,
        reason: `${TRANSIT}: moved to ${planetName(to)}`,
      },
      {
        type: "unitsPlaced",
        seat: command.seat,
        position: positionOfPlanet(state, to) as PositionLabel,
        planet: to,
        units,
        reason: `${TRANSIT}: moved from ${planetName(from)}`,
      },
    ];
  },
};

// ---- Production Centers (Hacan race technology, SE): once per round, as an action, with fewer than 6
// Trade Goods: spend a Strategy Allocation counter, gain 6 Trade Goods, then give 2 to another player.
const CENTERS = "Production Centers";

const productionCenters: ActionAbilityRule = {
  name: CENTERS,
  owns: (state, seat) => hasTechEffect(state, seat, "productionCenters"),
  oncePerRound: true,
  strategyCounter: true,
  usable: (state, seat) => player(state, seat).tradeGoods < 6,
  check(state, command) {
    if (player(state, command.seat).tradeGoods >= 6) {
      return refuse(
        "ERR_TOO_MANY_TRADE_GOODS",
        CENTERS,
        "Production Centers needs fewer than 6 Trade Goods.",
      );
    }
    const target = command.target;
    const other = target === undefined ? undefined : state.players[target];
    if (target === command.seat || !other || other.eliminated) {
      return refuse("ERR_TARGET", CENTERS, "Name another player still in the game to receive 2 Trade Goods.");
    }
    return undefined;
  },
  events(state, command) {
    // RR §1: Trade Goods come from the supply; a short supply gives what it holds.
    const gained = fromSupply(state, command.seat, 6, CENTERS);
    const given = Math.min(2, player(state, command.seat).tradeGoods + gained.amount);
    return [
      ...gained.events,
      ...(given > 0
        ? [
            {
              type: "tradeGoodsGiven",
              seat: command.seat,
              to: command.target as Seat,
              amount: given,
            } as const,
          ]
        : []),
    ];
  },
};

// ---- Bioptic Recyclers (Winnu race technology, SE): once per round, as an action, discard an Action Card
// to gain 2 Trade Goods or 1 command counter (from reinforcements, into the area named).
const BIOPTIC = "Bioptic Recyclers";
const BIOPTIC_CHOICES = ["trade-goods", ...COUNTER_AREAS] as const;

const biopticRecyclers: ActionAbilityRule = {
  name: BIOPTIC,
  owns: (state, seat) => hasTechEffect(state, seat, "biopticRecyclers"),
  oncePerRound: true,
  usable: (state, seat) => player(state, seat).secret.actionCards.length > 0,
  check(state, command) {
    const card = command.card;
    if (card === undefined || !player(state, command.seat).secret.actionCards.includes(card)) {
      return refuse("ERR_CARD_NOT_IN_HAND", BIOPTIC, "Name an Action Card from your hand to discard.");
    }
    const choice = command.choice;
    if (!BIOPTIC_CHOICES.includes(choice as (typeof BIOPTIC_CHOICES)[number])) {
      return refuse(
        "ERR_CHOICE",
        BIOPTIC,
        'Choose "trade-goods" (2 Trade Goods) or a counter area: "strategy", "fleet" or "command".',
      );
    }
    if (choice !== "trade-goods" && reinforcements(state, command.seat) < 1) {
      // RR §1: nothing substitutes for a missing counter.
      return refuse("ERR_NO_REINFORCEMENTS", BIOPTIC, "You have no command counter left in reinforcements.");
    }
    return undefined;
  },
  events(state, command) {
    const discard: GameEvent = {
      type: "actionCardsDiscarded",
      seat: command.seat,
      cards: [command.card as ActionCardId],
    };
    if (command.choice === "trade-goods")
      return [discard, ...fromSupply(state, command.seat, 2, BIOPTIC).events];
    const area = command.choice as CounterArea;
    return [
      discard,
      { type: "commandCountersGained", seat: command.seat, counters: { [area]: 1 }, reason: BIOPTIC },
    ];
  },
};

// ---- Sol race ability (Orbital Drop): as an action, spend a Strategy Allocation counter to place 2 Ground
// Forces, free, on one planet you control; as many as one payment buys, so 1 under Regulated Conscription
// (For: one Ground Force per payment; the `unitsPerCost` hook, answered by the laws).
const DROP = "Orbital Drop (Sol)";

function droppedGroundForces(state: GameState): number {
  return answers(state, "unitsPerCost").reduce((n, perCost) => perCost(state, "groundForce", n), 2);
}

const solOrbitalDrop: ActionAbilityRule = {
  name: DROP,
  owns: (state, seat) => hasAbility(state, seat, "solOrbitalDrop"),
  strategyCounter: true,
  check(state, command) {
    const planet = ownPlanet(state, command.seat, command.planet, "planet", DROP);
    if (isError(planet)) return planet;
    return tradeStationRefusal(planet, DROP);
  },
  events: (state, command) => [
    {
      type: "unitsPlaced",
      seat: command.seat,
      position: positionOfPlanet(state, command.planet as PlanetId) as PositionLabel,
      planet: command.planet as PlanetId,
      units: { groundForce: droppedGroundForces(state) },
      reason: DROP,
    },
  ],
};

// ---- Muaat race ability (Star Forge): as an action, spend a Strategy Allocation counter to place 2
// Fighters or 1 Destroyer, free, in a system holding one of your War Suns or Space Docks (TIO's sheet; the
// content file notes the shorter copy that names War Suns only).
const FORGE = "Star Forge (Muaat)";

function forgeUnits(choice: string | undefined) {
  if (choice === "fighters") return { fighter: 2 };
  if (choice === "destroyer") return { destroyer: 1 };
  return undefined;
}

const muaatStarForge: ActionAbilityRule = {
  name: FORGE,
  owns: (state, seat) => hasAbility(state, seat, "muaatStarForge"),
  strategyCounter: true,
  check(state, command) {
    const units = forgeUnits(command.choice);
    if (!units)
      return refuse("ERR_CHOICE", FORGE, 'Choose "fighters" (2 Fighters) or "destroyer" (1 Destroyer).');
    const position = command.system;
    if (position === undefined || !state.board[position]) {
      return refuse(
        "ERR_SYSTEM",
        FORGE,
        "Name the system (a map position) holding your War Sun or Space Dock.",
      );
    }
    const warSuns = count(spaceUnits(state, position, command.seat), "warSun");
    if (warSuns === 0 && docksInSystem(state, position, command.seat) === 0) {
      return refuse("ERR_SYSTEM", FORGE, `You have no War Sun or Space Dock at ${position}.`);
    }
    // Interpretation: the Star Forge does not start a battle, so it places no ship among enemy ships.
    if (enemyShipsPresent(state, position, command.seat)) {
      return refuse(
        "ERR_ENEMY_SHIPS",
        FORGE,
        `Enemy ships are at ${position}: the Star Forge cannot place ships there.`,
      );
    }
    for (const [type, n] of Object.entries(units)) {
      const left = plasticLeft(state, command.seat, type as "fighter" | "destroyer");
      if (left !== null && left < n) {
        return refuse(
          "ERR_PLASTIC",
          "RR §1",
          `You have only ${left} ${getUnit(type as "fighter").name}(s) left to place.`,
        );
      }
    }
    // RR §15, §2.3: Fleet Supply and Fighter support where the units appear.
    const scratch = structuredClone(state);
    for (const event of forgeEvents(command)) evolve(scratch, event);
    return checkDestination(scratch, command.seat, position);
  },
  events: (_state, command) => forgeEvents(command),
};

function forgeEvents(command: ActionAbilityCommand): GameEvent[] {
  return [
    {
      type: "unitsPlaced",
      seat: command.seat,
      position: command.system as PositionLabel,
      units: forgeUnits(command.choice) ?? {},
      reason: FORGE,
    },
  ];
}

// ---- Yin planet reversal (Yin race ability, SE races sheet): once per game round, as an action, pick a
// ready planet you control: its resource and influence values swap until the round ends. The swap is a
// round-long effect naming the planet (actionCards/lasting.ts), read wherever a planet's worth counts
// (rules/planetValues.ts). Using it is the whole action (RR §7.4) and spends no command counter.
const REVERSAL = "Planet Reversal";

const yinPlanetReversal: ActionAbilityRule = {
  name: REVERSAL,
  owns: (state, seat) => hasAbility(state, seat, "yinPlanetReversal"),
  oncePerRound: true,
  usable: (state, seat) => Object.values(player(state, seat).planets).some((card) => card && !card.exhausted),
  check(state, command) {
    const planet = ownPlanet(state, command.seat, command.planet, "planet", REVERSAL);
    if (isError(planet)) return planet;
    if (player(state, command.seat).planets[planet]?.exhausted !== false) {
      return refuse(
        "ERR_PLANET_EXHAUSTED",
        REVERSAL,
        `Pick a ready planet: ${planetName(planet)} is exhausted.`,
      );
    }
    return undefined;
  },
  events: (state, command) => [
    {
      type: "cardEffectStarted",
      effect: {
        effect: "yinPlanetReversal",
        seat: command.seat,
        target: null,
        planets: [command.planet as PlanetId],
        system: null,
        choice: null,
        round: state.round,
        lastRound: state.round,
      },
    },
  ],
};

export const ACTION_ABILITY_RULES: Readonly<Record<ActionAbility, ActionAbilityRule>> = {
  transitDiodes,
  productionCenters,
  biopticRecyclers,
  solOrbitalDrop,
  muaatStarForge,
  yinPlanetReversal,
};

/** Why the player may not use this ability now at all (owned, counter, once per round), or undefined. */
function availability(state: GameState, seat: Seat, ability: ActionAbility): RuleError | undefined {
  const rule = ACTION_ABILITY_RULES[ability];
  if (!rule.owns(state, seat)) {
    return refuse("ERR_NO_ABILITY", rule.name, `You do not have ${rule.name}.`);
  }
  if (rule.oncePerRound && player(state, seat).abilitiesUsed?.[ability] === state.round) {
    return refuse("ERR_ONCE_PER_ROUND", "RR §4", `${rule.name} may be used once per game round.`);
  }
  if (rule.strategyCounter && player(state, seat).counters.strategy < 1) {
    return refuse(
      "ERR_NO_STRATEGY_COUNTER",
      rule.name,
      `${rule.name} needs a command counter from your Strategy Allocation.`,
    );
  }
  return undefined;
}

/** The abilities a seat could use as its action now (for the Action Phase decision). */
export function usableActionAbilities(state: GameState, seat: Seat): ActionAbility[] {
  return ACTION_ABILITIES.filter(
    (a) =>
      availability(state, seat, a) === undefined && (ACTION_ABILITY_RULES[a].usable?.(state, seat) ?? true),
  );
}

/** The Action Phase decision offering these abilities, if any (actionPhase.ts). */
export function actionAbilityDecisions(state: GameState, seat: Seat): Decision[] {
  const choices = usableActionAbilities(state, seat);
  if (choices.length === 0) return [];
  return [
    {
      kind: "useActionAbility",
      seat,
      simultaneous: false,
      prompt: "use a technology or race ability as your action",
      choices,
    },
  ];
}

function isActionAbility(ability: string): ability is ActionAbility {
  return (ACTION_ABILITIES as readonly string[]).includes(ability);
}

/** RR §7.4: the ability is the whole action; the turn ends once it is carried out. */
export function useActionAbility(tx: Tx, command: ActionAbilityCommand): RuleError | undefined {
  // The Mentak and Yssaril Strategy Phase abilities share this command; they are not actions.
  for (const outside of answers(tx.state, "abilityUsedOutsideAction")) {
    const used = outside(tx, command);
    if (used) return used.refused;
  }
  const ability = command.ability;
  if (!isActionAbility(ability)) {
    return refuse("ERR_NO_ABILITY", "RR §7.4", "No ability of this game is used under that name.");
  }
  if (tx.state.stack.at(-1)?.kind !== "actionPhase") {
    return refuse(
      "ERR_NOT_NOW",
      "RR §7.4",
      "Abilities used as an action are used on your turn in the Action Phase.",
    );
  }
  const refused = availability(tx.state, command.seat, ability);
  if (refused) return refused;
  const rule = ACTION_ABILITY_RULES[ability];
  const wrong = rule.check(tx.state, command);
  if (wrong) return wrong;
  const events = rule.events(tx.state, command);
  tx.emit({ type: "abilityUsed", seat: command.seat, ability, round: tx.state.round });
  if (rule.strategyCounter) {
    tx.emit({
      type: "commandCountersSpent",
      seat: command.seat,
      counters: { strategy: 1 },
      reason: rule.name,
    });
  }
  for (const event of events) tx.emit(event);
  endTurn(tx);
  return undefined;
}
