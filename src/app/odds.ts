/**
 * /ti odds: the exact chances of a Space Battle or an Invasion Combat (engine rules/combat/odds), told to
 * the asker alone. Either the units of a system of the channel's game, with the players' race abilities
 * and technologies (the asker attacks, with the ships there or a fleet named), or two fleets typed for
 * players without race abilities or technologies, which needs no game.
 */
import { getPlanet, getUnit, type PlanetId, type UnitType } from "../content/index.ts";
import { createGame, type GameState, type Seat } from "../engine/index.ts";
import { canSustain, controllerOf, SHIP_TYPES, seatsWithShips } from "../engine/rules/combat/forces.ts";
import {
  type CombatOdds,
  combatOdds,
  type Fleet,
  type OddsBattle,
  withFleet,
} from "../engine/rules/combat/odds/index.ts";
import { describeUnits, GROUND_TYPES, onlyTypes, totalUnits } from "../engine/rules/units.ts";
import type { PositionLabel, UnitCounts } from "../engine/state.ts";
import type { Ti4UnitCounts } from "../engine/ti4/state.ts";
import { type Outcome, refusal } from "./types.ts";

/** What /ti odds asks (catalog/oddsCommand.ts). */
export interface OddsRequest {
  kind: "odds";
  attacker?: Fleet;
  /** The attacker typed at a Fourth Edition table, in TI4's unit types (app/ti4/odds.ts). */
  ti4Attacker?: { units: Ti4UnitCounts; damaged: Ti4UnitCounts };
  defender?: Fleet;
  /** A position on the game's map. */
  system?: PositionLabel;
  planet?: PlanetId;
  /** Typed fleets fight an Invasion Combat rather than a Space Battle. */
  invasion?: boolean;
}

/** A refusal in the asker's words, or the text of the answer. */
export type OddsAnswer = { text: string } | { refused: string };

/** Units a side may hold at most: the battle is computed exactly, and plastic runs out well before. */
export const MAX_UNITS_A_SIDE = 40;

const ASSUMED =
  "Assumed: nobody retreats or plays an Action Card; each owner assigns hits as the standing assignment does (sustain damage first, then the cheapest unit, Fighters first); every PDS in range fires and every ship free to bombard does; abilities a player is asked about (War Funding, re-rolls, Graviton Negator Fighters, Indoctrination) are not used; Ground Forces aboard are left out.";

const refused = (text: string): OddsAnswer => ({ refused: text });

// ---- the table for typed fleets

interface PlainTable {
  state: GameState;
  position: PositionLabel;
  planet: PlanetId;
}

let plain: PlainTable | null = null;

/**
 * Two players with no race and no technology, alone in Mecatol Rex's system (a plain system with one
 * planet): where typed fleets fight. Made once, from a game created with a fixed seed.
 */
export function plainTable(): PlainTable {
  if (plain) return plain;
  const players = ["A", "B", "C"].map((name) => ({ userId: `odds:${name}`, name }));
  const created = createGame({ seed: "odds", players, settings: {} }, { now: "2000-01-01T00:00:00.000Z" });
  if (!created.ok) throw new Error(`the plain table was refused: ${created.error.message}`);
  const state = created.state;
  const system = { tile: "mecatol-rex", space: [], planets: { "mecatol-rex": [] }, commandCounters: [] };
  plain = {
    state: {
      ...state,
      players: state.players.map((p) => ({ ...p, race: null, technologies: [], raceTechnologies: [] })),
      board: { "000": system } as GameState["board"],
    },
    position: "000",
    planet: "mecatol-rex" as PlanetId,
  };
  return plain;
}

// ---- checking the fleets named

const BOMBARDING: readonly UnitType[] = ["dreadnought", "warSun"];

function names(types: readonly UnitType[]): string {
  return types.map((t) => getUnit(t).name.replace(/([a-z])$/, "$1s")).join(", ");
}

/** Refuses a fleet holding units that have no part in this battle, or damage where none can be. */
function checkFleet(
  fleet: Fleet,
  side: string,
  allowed: readonly UnitType[],
  sustains: (t: UnitType) => boolean,
) {
  const stray = Object.keys(fleet.units).filter((t) => !allowed.includes(t as UnitType));
  if (stray.length > 0)
    return `${side}: ${names(stray as UnitType[])} take no part in this battle; name only ${names(allowed)}.`;
  const damaged = Object.keys(fleet.damaged).filter((t) => !sustains(t as UnitType));
  if (damaged.length > 0)
    return `${side}: only units that sustain damage can be damaged, not ${names(damaged as UnitType[])}.`;
  if (totalUnits(fleet.units) > MAX_UNITS_A_SIDE)
    return `${side}: at most ${MAX_UNITS_A_SIDE} units a side can be computed exactly.`;
  return null;
}

const count = (units: UnitCounts, types: readonly UnitType[]) => totalUnits(onlyTypes(units, types));

// ---- typed fleets

function typedOdds(request: OddsRequest): OddsAnswer {
  const { attacker, defender } = request;
  if (!attacker || !defender)
    return refused("Name both fleets (attacker and defender), or a system of this channel's game (system).");
  if (request.planet) return refused("A planet is named with the system it is in (system).");
  const invasion = request.invasion === true;
  const odds = typedFleetOdds(attacker, defender, invasion);
  if ("refused" in odds) return odds;
  const heading = `${invasion ? "Invasion Combat" : "Space Battle"}: ${describeUnits(attacker.units)} attack ${describeUnits(defender.units)} (players without race abilities or technologies).`;
  return { text: oddsText(heading, ["Attacker", "Defender"], odds) };
}

/** Why two typed fleets cannot fight this battle, or null. */
function typedProblem(attacker: Fleet, defender: Fleet, invasion: boolean): string | null {
  const sustains = (t: UnitType) => !invasion && canSustain(plainTable().state, 0, t);
  const allowed: [readonly UnitType[], readonly UnitType[]] = invasion
    ? [
        [...GROUND_TYPES, ...BOMBARDING],
        [...GROUND_TYPES, "pds"],
      ]
    : [
        [...SHIP_TYPES, "pds"],
        [...SHIP_TYPES, "pds"],
      ];
  const problem =
    checkFleet(attacker, "attacker", allowed[0], sustains) ??
    checkFleet(defender, "defender", allowed[1], sustains);
  if (problem) return problem;
  if (invasion && count(attacker.units, GROUND_TYPES) === 0)
    return "attacker: an invasion needs Ground Forces or Shock Troops to land.";
  if (invasion && count(defender.units, [...GROUND_TYPES, "pds"]) === 0)
    return "defender: name the Ground Forces, Shock Troops or PDS on the planet.";
  if (!invasion && count(attacker.units, SHIP_TYPES) === 0)
    return "attacker: a Space Battle needs ships on both sides.";
  if (!invasion && count(defender.units, SHIP_TYPES) === 0)
    return "defender: a Space Battle needs ships on both sides.";
  return null;
}

/**
 * The odds of two typed fleets for players without race abilities or technologies (plainTable): in a Space
 * Battle their ships fight and their PDS fire first; in an invasion the attacker's Ground Forces land, his
 * Dreadnoughts and War Suns bombard, and the defender's PDS fire at the landing. Also for `npm run odds`.
 */
export function typedFleetOdds(
  attacker: Fleet,
  defender: Fleet,
  invasion: boolean,
): CombatOdds | { refused: string } {
  const problem = typedProblem(attacker, defender, invasion);
  if (problem) return refused(problem) as { refused: string };
  const { state, position, planet } = plainTable();
  const space = { position, planet: null };
  const ground = { position, planet };
  let board = state;
  for (const [seat, fleet] of [
    [0, attacker],
    [1, defender],
  ] as const) {
    board = withFleet(board, space, seat, part(fleet, invasion ? BOMBARDING : SHIP_TYPES));
    board = withFleet(board, ground, seat, part(fleet, invasion ? [...GROUND_TYPES, "pds"] : ["pds"]));
  }
  const kind = invasion ? "invasion" : "spaceBattle";
  const battle: OddsBattle = { kind, position, planet: invasion ? planet : null, attacker: 0, defender: 1 };
  return combatOdds(board, battle);
}

function part(fleet: Fleet, types: readonly UnitType[]): Fleet {
  return { units: onlyTypes(fleet.units, types), damaged: onlyTypes(fleet.damaged, types) };
}

// ---- a system of the game

function seatOf(state: GameState, userId: string): Seat | null {
  return state.players.find((p) => p.userId === userId)?.seat ?? null;
}

/**
 * The game as the asker knows it: another player's face-down Leader (Hope's End's variant) is left out,
 * so the odds tell nothing of an Admiral's die or a General's re-roll he may not see.
 */
export function knownTo(state: GameState, seat: Seat): GameState {
  const leaders = state.leaders;
  if (!leaders?.some((l) => l.faceDown)) return state;
  const seen = leaders.filter(
    (l) => !l.faceDown || l.seat === seat || (l.at.on === "captive" && l.at.captor === seat),
  );
  return { ...state, leaders: seen };
}

function gameOdds(full: GameState, userId: string, request: OddsRequest): OddsAnswer {
  const position = request.system as PositionLabel;
  const seatOfAsker = seatOf(full, userId);
  const state = seatOfAsker === null ? full : knownTo(full, seatOfAsker);
  const system = state.board[position];
  if (!system) return refused(`There is no system at ${position} on this game's map.`);
  if (request.defender)
    return refused("With a system, the defender is whoever is there: leave defender out.");
  const seat = seatOf(state, userId);
  if (seat === null)
    return refused(
      "You have no seat in this game: name two fleets (attacker and defender) without a system.",
    );
  if (request.planet) return invasionAt(state, seat, position, request.planet, request.attacker);
  if (request.invasion) return refused("Name the planet to invade (planet).");
  return battleAt(state, seat, position, request.attacker);
}

function nameOf(state: GameState, seat: Seat): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

function battleAt(state: GameState, seat: Seat, position: PositionLabel, typed?: Fleet): OddsAnswer {
  const others = seatsWithShips(state, position).filter((s) => s !== seat);
  if (others.length === 0) return refused(`Nobody else has ships in ${position}.`);
  if (others.length > 1)
    return refused(`Several players have ships in ${position}: a battle is fought between two.`);
  const defender = others[0] as Seat;
  const space = { position, planet: null };
  let board = state;
  if (typed) {
    const problem = checkFleet(typed, "attacker", SHIP_TYPES, (t) => canSustain(state, seat, t));
    if (problem) return refused(problem);
    board = withFleet(state, space, seat, typed);
  }
  const ships = board.board[position]?.space.find((f) => f.seat === seat)?.units ?? {};
  if (count(ships, SHIP_TYPES) === 0)
    return refused(`You have no ships in ${position}: name the fleet you would attack with (attacker).`);
  const theirs = state.board[position]?.space.find((f) => f.seat === defender)?.units ?? {};
  const heading = `Space Battle in ${position}: ${nameOf(state, seat)} (${describeUnits(onlyTypes(ships, SHIP_TYPES))}) attacks ${nameOf(state, defender)} (${describeUnits(onlyTypes(theirs, SHIP_TYPES))}), with their race abilities and technologies.`;
  const battle: OddsBattle = { kind: "spaceBattle", position, planet: null, attacker: seat, defender };
  return {
    text: oddsText(heading, [nameOf(state, seat), nameOf(state, defender)], combatOdds(board, battle)),
  };
}

function invasionAt(state: GameState, seat: Seat, position: PositionLabel, planet: PlanetId, typed?: Fleet) {
  const name = getPlanet(planet).name;
  if (!(planet in (state.board[position]?.planets ?? {}))) return refused(`${name} is not in ${position}.`);
  const defender = controllerOf(state, planet);
  if (defender === null) return refused(`Nobody holds ${name}: landing there takes it without a fight.`);
  if (defender === seat) return refused(`You hold ${name} yourself.`);
  const space = { position, planet: null };
  const ground = { position, planet };
  const inSpace = state.board[position]?.space.find((f) => f.seat === seat)?.units ?? {};
  const landed = state.board[position]?.planets[planet]?.find((f) => f.seat === seat)?.units ?? {};
  const fleet: Fleet = typed ?? {
    units: {
      ...onlyTypes(inSpace, BOMBARDING),
      ...sum(onlyTypes(inSpace, GROUND_TYPES), onlyTypes(landed, GROUND_TYPES)),
    },
    damaged: {},
  };
  const problem = checkFleet(fleet, "attacker", [...GROUND_TYPES, ...BOMBARDING], () => false);
  if (problem) return refused(problem);
  if (count(fleet.units, GROUND_TYPES) === 0)
    return refused(`You have no Ground Forces or Shock Troops in ${position} to land: name them (attacker).`);
  let board = withFleet(state, ground, seat, part(fleet, GROUND_TYPES));
  if (typed)
    board = withFleet(board, space, seat, {
      units: { ...inSpace, ...onlyTypes(fleet.units, BOMBARDING) },
      damaged: {},
    });
  const held = state.board[position]?.planets[planet]?.find((f) => f.seat === defender)?.units ?? {};
  const heading = `Invasion Combat on ${name}: ${nameOf(state, seat)} (${describeUnits(fleet.units)}) invades ${nameOf(state, defender)} (${describeUnits(onlyTypes(held, [...GROUND_TYPES, "pds"]))}), with their race abilities and technologies.`;
  const battle: OddsBattle = { kind: "invasion", position, planet, attacker: seat, defender };
  return {
    text: oddsText(heading, [nameOf(state, seat), nameOf(state, defender)], combatOdds(board, battle)),
  };
}

function sum(a: UnitCounts, b: UnitCounts): UnitCounts {
  const out: UnitCounts = { ...a };
  for (const [t, n] of Object.entries(b)) out[t as UnitType] = (out[t as UnitType] ?? 0) + (n ?? 0);
  return out;
}

// ---- the answer

const percent = (p: number) => `${(100 * p).toFixed(1)}%`;

function keeps(units: CombatOdds["survivors"][number]): string {
  const parts = Object.entries(units)
    .filter(([, n]) => (n ?? 0) >= 0.005)
    .map(([t, n]) => `${(n as number).toFixed(2)} ${getUnit(t).name}`);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** A battle's four outcomes with their chances, as both editions' odds say them. */
export function chancesLine(
  sides: [string, string],
  odds: Pick<CombatOdds, "attackerWins" | "defenderWins" | "bothDestroyed" | "stalemate">,
): string {
  const chances = [
    `${sides[0]} wins ${percent(odds.attackerWins)}`,
    `${sides[1]} wins ${percent(odds.defenderWins)}`,
    `both destroyed ${percent(odds.bothDestroyed)}`,
    ...(odds.stalemate > 0 ? [`neither can hit the other ${percent(odds.stalemate)}`] : []),
  ];
  return `${chances.join("; ")}.`;
}

export function oddsText(heading: string, sides: [string, string], odds: CombatOdds): string {
  return [
    heading,
    chancesLine(sides, odds),
    `Units left on average: ${sides[0]} ${keeps(odds.survivors[0])}; ${sides[1]} ${keeps(odds.survivors[1])}.`,
    odds.before.length > 0 ? `Before the rounds: ${odds.before.join(", ")}.` : "No shots before the rounds.",
    ASSUMED,
  ].join("\n");
}

/** The answer as the surfaces take it: a private reply, or a refusal. */
export function oddsOutcome(answer: OddsAnswer): Outcome {
  if ("refused" in answer) return refusal("ERR_ODDS", answer.refused);
  return { ok: true, reply: answer.text, privateMessages: [], pings: [] };
}

/** The answer to /ti odds: from the channel's game when a system is named, else from the typed fleets. */
export function answerOdds(
  request: OddsRequest,
  game: { state: GameState; userId: string } | null,
): OddsAnswer {
  if (request.system === undefined) return typedOdds(request);
  if (!game)
    return refused("There is no game in this channel: name two fleets (attacker and defender) instead.");
  return gameOdds(game.state, game.userId, request);
}
