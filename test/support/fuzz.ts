/**
 * Random commands for property tests and the fault suite. Everything is seeded: a small xorshift generator
 * seeded from a string (never Math.random), so a failing step is found again from its seed and index.
 *
 * `randomCommand` mixes three kinds: a well-formed command answering a pending decision with random
 * arguments (choices, ids, positions and numbers drawn from the content and the state), a well-formed
 * command of any type for any seat, and a malformed one (a field missing, of the wrong type, negative or
 * fractional, an unknown id, a bad seat or type). The engine must answer each with a state or a
 * RuleError, never an exception.
 */
import {
  ACTION_CARDS,
  OBJECTIVES,
  PLANETS,
  POLITICAL_CARDS,
  RACE_IDS,
  STRATEGY_CARD_IDS,
  SYSTEMS,
  TECHNOLOGY_IDS,
  UNIT_TYPES,
} from "../../src/content/index.ts";
import { COMMAND_TYPES } from "../../src/engine/commandShape.ts";
import { adjacentPositions } from "../../src/engine/galaxy/adjacency.ts";
import { type CommandType, decisions, type GameSettings, type GameState } from "../../src/engine/index.ts";
import { cardChoiceOptions } from "../../src/engine/rules/actionCards/choice.ts";
import { adjacencyOptions } from "../../src/engine/rules/tactical/paths.ts";

/** A seeded xorshift32 generator. */
/**
 * The settings both fuzzers create their games with, turn by turn: the base game, then Shattered Empire with
 * every option a game may switch on, spread over sets the rules allow together (content/options.ts).
 */
export const FUZZ_SETTINGS: readonly GameSettings[] = [
  {},
  {
    boxes: ["base", "se"],
    options: [
      "variantCards",
      "raceSpecificTechnologies",
      "shockTroops",
      "facilities",
      "distantSuns",
      "newDistantSuns",
      "territorialDistantSuns",
    ],
  },
  {
    boxes: ["base", "se"],
    options: [
      "ageOfEmpire",
      "imperial2",
      "homeworlds",
      "tacticalRetreats",
      "spaceMines",
      "sabotageRuns",
      "classic:nebula",
      "classic:gravityRift",
      // Hope's End's Shock Troops, here because SE's (in the set above) exclude them.
      "classic:shockTroops",
      // Not beside "leaders": the two Leaders options exclude each other.
      "classic:leaders",
      // Hope's End's variant of them: Leaders face down.
      "classic:hiddenLeaders",
      "classic:declarationsOfWar",
      // With the Declarations: no Assassin at a player at peace.
      "classic:assassins",
    ],
  },
  {
    boxes: ["base", "se"],
    options: [
      "artifacts",
      "voiceOfTheCouncil",
      "longWar",
      "longWarLastObjective",
      "variantObjectives",
      "custodians",
      "leaders",
      // TI1 Borderlands; Mine Fields here because SE's Space Mines (in the set above) exclude them.
      "classic:mineFields",
      "classic:capitalShips",
      "classic:capitolPlanets",
    ],
  },
  {
    boxes: ["base", "se"],
    options: [
      "simulatedEarlyTurns",
      "wormholeNexus",
      "presetMaps",
      "longWar",
      "artifacts",
      "presetArtifacts",
    ],
  },
];

/** Freezes a state all through: a rule that writes to a state it was given then throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value as object)) deepFreeze(child);
  }
  return value;
}

export interface Rand {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function rand(seed: string): Rand {
  let x = 2166136261;
  for (let i = 0; i < seed.length; i++) x = Math.imul(x ^ seed.charCodeAt(i), 16777619);
  x = x >>> 0 || 0x9e3779b9;
  const next = () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p) => next() < p,
  };
}

type Loose = Record<string, unknown>;

const STRATEGY = [...STRATEGY_CARD_IDS];
const ACTION = ACTION_CARDS.map((c) => c.id as string);
const POLITICAL = POLITICAL_CARDS.map((c) => c.id as string);
const PLANET_IDS = PLANETS.map((p) => p.id as string);
const SYSTEM_IDS = SYSTEMS.map((s) => s.id as string);
const OBJECTIVE_IDS = OBJECTIVES.map((o) => o.id as string);
const AREAS = ["strategy", "fleet", "command"];
const UNKNOWN = ["", "nope", "no-such-id", "000 ", "__proto__", "constructor", "toString"];

/** Where random arguments come from: the content, the board and the player's own things. */
function pools(state: GameState, seat: number) {
  const me = state.players[seat];
  const positions = Object.keys(state.board);
  return {
    positions: positions.length > 0 ? positions : ["000"],
    planets: me && Object.keys(me.planets).length > 0 ? Object.keys(me.planets) : PLANET_IDS,
    hand: me && me.secret.actionCards.length > 0 ? [...me.secret.actionCards] : ACTION,
    politicalHand: me && me.secret.politicalCards.length > 0 ? [...me.secret.politicalCards] : POLITICAL,
    ownCards: me && me.strategyCards.length > 0 ? me.strategyCards.map((h) => h.card as string) : STRATEGY,
    /** The seat's units in each space area, to build moves that may well be legal. */
    fleets: Object.entries(state.board).flatMap(([position, system]) => {
      const force = system.space.find((f) => f.seat === seat);
      return force ? [{ position, units: force.units as Loose }] : [];
    }),
  };
}

/** Part of a group of units: each type kept at random, with up to its count. */
function someOf(units: Loose, r: Rand): Loose {
  const out: Loose = {};
  for (const [type, n] of Object.entries(units)) {
    if (typeof n === "number" && n > 0 && r.chance(0.7)) out[type] = 1 + r.int(n);
  }
  return out;
}

/** A well-formed random command of `type` for `seat`, its arguments drawn from `choices` when given. */
export function wellFormedCommand(
  state: GameState,
  r: Rand,
  type: CommandType,
  seat: number,
  choices: readonly string[] = [],
): Loose {
  const p = pools(state, seat);
  const n = () => r.pick([0, 0, 1, 1, 2, 3, 4, 8, 99, 1_000_000]);
  const other = () => (r.chance(0.9) ? r.int(state.players.length) : r.pick([state.players.length, 99]));
  const fromChoices = (fallback: readonly string[]) =>
    choices.length > 0 && r.chance(0.8) ? r.pick(choices) : r.pick(fallback);
  const id = (list: readonly string[]) => (r.chance(0.93) ? r.pick(list) : r.pick(UNKNOWN));
  const units = (): Loose => {
    const out: Loose = {};
    for (let i = r.int(3); i >= 0; i--) out[r.pick(UNIT_TYPES)] = r.pick([0, 1, 1, 2, 3]);
    return out;
  };
  const split = (): Loose => {
    const out: Loose = {};
    for (const area of AREAS) if (r.chance(0.5)) out[area] = r.pick([0, 1, 1, 2, 3, 4]);
    return out;
  };
  const planets = () => Array.from({ length: r.int(3) }, () => id(p.planets));
  const position = () => id(p.positions);
  const orders = () =>
    Array.from({ length: 1 + r.int(2) }, () => ({
      dock: r.chance(0.9) ? id(p.planets) : "space",
      units: units(),
    }));
  /** What a card may name: planets, a system, a choice (unit, card, technology, colour) and a number. */
  const cardNames = (): Loose => ({
    ...(r.chance(0.4) ? { planets: planets() } : {}),
    ...(r.chance(0.3) ? { system: position() } : {}),
    ...(r.chance(0.3)
      ? { choice: id([...UNIT_TYPES, ...STRATEGY, ...TECHNOLOGY_IDS, ...ACTION, "red", "for"]) }
      : {}),
    ...(r.chance(0.2) ? { amount: n() } : {}),
    ...(r.chance(0.1) ? { units: units() } : {}),
  });
  const primary = (): Loose => {
    const c: Loose = {};
    if (r.chance(0.3)) c.target = other();
    if (r.chance(0.3))
      c.option = r.pick(["tradeGoods", "cancel", "throne", "mobilize", "demilitarize", "annex", "x"]);
    if (r.chance(0.4)) c.counters = split();
    if (r.chance(0.3)) c.technology = id(TECHNOLOGY_IDS);
    if (r.chance(0.2)) c.planets = planets();
    if (r.chance(0.2)) c.tradeGoods = n();
    if (r.chance(0.2)) c.position = position();
    if (r.chance(0.1)) c.agreements = [[other(), other()]];
    if (r.chance(0.1)) c.objective = id(OBJECTIVE_IDS);
    if (r.chance(0.1)) c.claim = r.chance(0.5) ? null : id(OBJECTIVE_IDS);
    if (r.chance(0.1)) c.purchase = { technology: id(TECHNOLOGY_IDS), planets: planets() };
    if (r.chance(0.1)) c.secondary = secondary(false);
    return c;
  };
  const secondary = (deep = true): Loose => {
    const c: Loose = {};
    if (r.chance(0.3)) c.counters = split();
    if (r.chance(0.4)) c.planets = planets();
    if (r.chance(0.2)) c.tradeGoods = n();
    if (r.chance(0.3)) c.technology = id(TECHNOLOGY_IDS);
    if (r.chance(0.2)) c.refresh = planets();
    if (r.chance(0.1)) c.annex = id(PLANET_IDS);
    if (r.chance(0.1))
      c.patrols = [{ from: position(), to: position(), unit: r.pick(["cruiser", "destroyer"]) }];
    if (r.chance(0.1)) c.production = { position: position(), orders: orders() };
    if (deep && r.chance(0.05)) c.withPrimary = primary();
    if (deep && r.chance(0.05)) c.primaryInstead = primary();
    return c;
  };
  const base = { type, seat };
  switch (type) {
    case "pickRace":
      return { ...base, race: fromChoices(RACE_IDS) };
    case "placeGalaxyTile": {
      const choice = choices.length > 0 && r.chance(0.7) ? r.pick(choices).split("@") : [];
      return { ...base, tile: choice[0] ?? id(SYSTEM_IDS), position: choice[1] ?? position() };
    }
    case "pickStrategyCard":
      return { ...base, card: fromChoices(STRATEGY), ...(r.chance(0.3) ? { bonus: split() } : {}) };
    case "strategicAction":
      return { ...base, card: fromChoices(p.ownCards) };
    case "tacticalAction": {
      // Often next to one of the player's fleets (or on it), where a move and a battle can follow.
      if (p.fleets.length > 0 && r.chance(0.6)) {
        const from = r.pick(p.fleets).position;
        const near = adjacentPositions(state.galaxy, from, adjacencyOptions(state));
        return { ...base, position: r.chance(0.8) && near.length > 0 ? r.pick(near) : from };
      }
      return { ...base, position: position() };
    }
    case "transferAction":
      return { ...base, from: position(), to: position() };
    case "resolvePrimary":
      return { ...base, card: r.pick(p.ownCards), choice: primary() };
    case "answerSecondary":
      return {
        ...base,
        card: id(STRATEGY),
        follow: r.chance(0.5),
        ...(r.chance(0.7) ? { choice: secondary() } : {}),
      };
    case "scoreObjectives":
      return {
        ...base,
        publicObjective: r.chance(0.5) ? null : id(OBJECTIVE_IDS),
        secretObjective: r.chance(0.7) ? null : id(OBJECTIVE_IDS),
        ...(r.chance(0.1) ? { morePublicObjectives: [id(OBJECTIVE_IDS)] } : {}),
      };
    case "redistributeCounters":
      return { ...base, counters: { strategy: n(), fleet: n(), command: n() } };
    case "moveUnits":
      if (p.fleets.length > 0 && r.chance(0.6)) {
        const fleet = r.pick(p.fleets);
        return { ...base, moves: [{ from: fleet.position, units: someOf(fleet.units, r) }] };
      }
      return {
        ...base,
        moves: Array.from({ length: 1 + r.int(2) }, () => ({
          from: position(),
          units: units(),
          ...(r.chance(0.2) ? { path: [position()] } : {}),
          ...(r.chance(0.1) ? { pickUp: [{ planet: id(p.planets), units: units() }] } : {}),
        })),
        ...(r.chance(0.1) ? { pickUp: [{ position: position(), units: units() }] } : {}),
      };
    case "landUnits": {
      const fleet = p.fleets.length > 0 && r.chance(0.6) ? r.pick(p.fleets) : null;
      const planetsThere = fleet ? Object.keys(state.board[fleet.position]?.planets ?? {}) : [];
      if (fleet && planetsThere.length > 0) {
        return { ...base, landings: [{ planet: r.pick(planetsThere), units: someOf(fleet.units, r) }] };
      }
      return { ...base, landings: r.chance(0.2) ? [] : [{ planet: id(PLANET_IDS), units: units() }] };
    }
    case "produceUnits":
      return {
        ...base,
        orders: orders(),
        ...(r.chance(0.3) ? { position: position() } : {}),
        ...(r.chance(0.1) ? { spaceDock: id(p.planets) } : {}),
        planets: planets(),
        tradeGoods: n(),
      };
    case "answerActivation":
      return { ...base, cancel: r.chance(0.5) };
    case "proposeTradeAgreement":
      return {
        ...base,
        partner: choices.length > 0 ? Number(r.pick(choices)) : other(),
        give: n(),
        receive: n(),
      };
    case "answerTradeProposal":
      return { ...base, proposal: choices.length > 0 ? Number(r.pick(choices)) : n(), accept: r.chance(0.5) };
    case "approveTradeAgreement":
      return {
        ...base,
        proposal: choices.length > 0 ? Number(r.pick(choices)) : n(),
        approve: r.chance(0.5),
      };
    case "breakTradeAgreement":
      return { ...base, partner: other() };
    case "giveTradeGoods":
      return { ...base, to: other(), amount: n() };
    case "giveActionCards":
      return { ...base, to: other(), cards: [id(p.hand)] };
    case "placeCounterFromSheet":
      return { ...base, area: fromChoices(AREAS) };
    case "castVotes":
      return {
        ...base,
        choice: r.chance(0.2) ? null : fromChoices(["for", "against", "0", "1", ...UNKNOWN]),
        ...(r.chance(0.2) ? { votes: n() } : {}),
        ...(r.chance(0.05) ? { tradeGoods: n() } : {}),
      };
    case "breakTie":
      return { ...base, choice: fromChoices(["for", "against", "0"]) };
    case "vetoAgenda":
      return { ...base, veto: r.chance(0.5) };
    case "playPoliticalCard":
      return { ...base, card: id(p.politicalHand) };
    case "arrangePoliticalDeck":
      return { ...base, top: id(state.players[seat]?.secret.politicalPeek ?? POLITICAL) };
    case "chooseSenateOption":
      return { ...base, option: r.pick(["a", "b"]), target: other() };
    case "placeArtifact":
      return { ...base, planet: fromChoices(PLANET_IDS) };
    case "callCouncilVote":
      return { ...base, call: r.chance(0.5) };
    case "playActionCard":
      return {
        ...base,
        card: id(p.hand),
        ...(r.chance(0.5) ? { target: other() } : {}),
        ...(r.chance(0.2) ? { tradeGoods: n() } : {}),
        ...cardNames(),
      };
    case "answerCardChoice": {
      // Mostly one of the answers the card's rule lists, so games go on; otherwise random names.
      const listed = cardChoiceOptions(state, seat);
      if (listed.length > 0 && r.chance(0.7)) return { ...r.pick(listed) } as Loose;
      return { ...base, ...(r.chance(0.4) ? { target: other() } : {}), ...cardNames() };
    }
    case "discardDownToLimit":
      return {
        ...base,
        actionCards: [id(p.hand)].slice(0, r.int(2)),
        politicalCards: [id(p.politicalHand)].slice(0, r.int(2)),
      };
    case "firePds":
      return { ...base, fire: r.chance(0.5), ...(r.chance(0.5) ? { target: other() } : {}) };
    case "assignHits":
      if (p.fleets.length > 0 && r.chance(0.5))
        return { ...base, destroy: someOf(r.pick(p.fleets).units, r) };
      return { ...base, destroy: units(), ...(r.chance(0.3) ? { damage: units() } : {}) };
    case "announceRetreat":
      return {
        ...base,
        to: r.chance(0.5) ? null : position(),
        ...(r.chance(0.2) ? { tactical: r.chance(0.5) } : {}),
      };
    case "bombard":
      return {
        ...base,
        dreadnoughts: n(),
        warSuns: n(),
        ...(r.chance(0.1) ? { x89: r.pick(["dreadnought", "warSun"]) } : {}),
      };
    case "useCombatAbility":
      return {
        ...base,
        ability: r.pick(["jolnarReroll", "letnevWarFunding", "yinDevotion", "gravitonNegatorFighters"]),
        use: r.chance(0.5),
        ...(r.chance(0.3) ? { die: n() } : {}),
        ...(r.chance(0.3) ? { count: n() } : {}),
        ...(r.chance(0.2) ? { unit: r.pick(UNIT_TYPES), target: r.pick(UNIT_TYPES) } : {}),
      };
    case "useActionAbility": {
      // Technologies and race abilities used as an action (rules/technology/abilityActions.ts).
      const ability = fromChoices([
        "transitDiodes",
        "productionCenters",
        "biopticRecyclers",
        "solOrbitalDrop",
        "muaatStarForge",
      ]);
      return {
        ...base,
        ability,
        ...(r.chance(0.5) ? { from: id(PLANET_IDS), to: id(PLANET_IDS), count: n() } : {}),
        ...(r.chance(0.5) ? { planet: id(PLANET_IDS) } : {}),
        ...(r.chance(0.5) ? { target: other() } : {}),
        ...(r.chance(0.5) && p.hand.length > 0 ? { card: id(p.hand) } : {}),
        ...(r.chance(0.5) ? { choice: r.pick(["trade-goods", "strategy", "fighters", "destroyer"]) } : {}),
        ...(r.chance(0.5) ? { system: position() } : {}),
      };
    }
    case "setAutoAssignHits":
    case "setAutoPassWindows":
      return { ...base, on: r.chance(0.5) };
    default:
      // pass, skipTurn, finishTurn, finishTrading, passActionWindow, confirmByHand: no fields.
      return base;
  }
}

/** Breaks a well-formed command: a field removed, retyped, negative or fractional, a bad seat or type. */
export function malform(command: Loose, r: Rand): unknown {
  const keys = Object.keys(command).filter((k) => k !== "type");
  const key = r.pick(keys.length > 0 ? keys : ["seat"]);
  const value = command[key];
  const broken: Loose = { ...command };
  switch (r.int(9)) {
    case 0:
      delete broken[key];
      return broken;
    case 1:
      broken[key] = typeof value === "number" ? String(value) : 7;
      return broken;
    case 2:
      broken[key] = typeof value === "number" ? -1 - r.int(3) : null;
      return broken;
    case 3:
      broken[key] = typeof value === "number" ? r.pick([1.5, Number.NaN, Number.POSITIVE_INFINITY]) : {};
      return broken;
    case 4:
      broken[key] = Array.isArray(value) ? { 0: value[0] } : [value];
      return broken;
    case 5:
      return { ...command, seat: r.pick([-1, 1.5, "0", null, undefined, 99]) };
    case 6:
      return { ...command, type: r.pick(["", "nope", "toString", "__proto__", 42]) };
    case 7:
      return r.pick([null, undefined, 42, "pass", [], { seat: 0 }]);
    default:
      // A nested field broken: units or counters negative, a list holding the wrong thing.
      broken[key] = deepBreak(value, r);
      return broken;
  }
}

function deepBreak(value: unknown, r: Rand): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [deepBreak(value[0], r), ...value.slice(1)] : [7];
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value);
    if (keys.length === 0) return { [r.pick(["command", "carrier", "bogus"])]: r.pick([-1, "2", 0.5]) };
    const key = r.pick(keys);
    return { ...(value as Loose), [key]: deepBreak((value as Loose)[key], r) };
  }
  if (typeof value === "number") return r.pick([-1, 0.5, "1"]);
  if (typeof value === "string") return r.pick([5, null, ["x"]]);
  return r.pick(["true", 1, {}]);
}

/**
 * One random command for `state`: half the time a well-formed answer to a pending decision, otherwise a
 * well-formed command of any type for any seat or a malformed one.
 */
export function randomCommand(state: GameState, r: Rand): unknown {
  const pending = decisions(state);
  const roll = r.next();
  let command: Loose;
  if (pending.length > 0 && roll < 0.55) {
    const d = r.pick(pending);
    command = wellFormedCommand(state, r, d.kind, d.seat, d.choices ?? []);
  } else {
    command = wellFormedCommand(state, r, r.pick(COMMAND_TYPES), r.int(state.players.length));
  }
  return roll > 0.8 ? malform(command, r) : command;
}

/** The items in a random order of `r`'s (for the fairness tests' changes of what a seat may not see). */
export function shuffled<T>(items: readonly T[], r: Rand): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Deals `pool` again, shuffled, into piles of the same sizes. */
export function redeal<T>(piles: T[][], r: Rand): T[][] {
  const pool = shuffled(piles.flat(), r);
  return piles.map((pile) => pool.splice(0, pile.length));
}
