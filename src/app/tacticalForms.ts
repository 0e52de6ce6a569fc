/**
 * What a surface's small tactical forms offer (the playground's page) while a tactical action waits on its
 * player (RR §8): the fleets near the activated system to move in, the Ground Forces and PDS in its space
 * area to land, the docks, planets and Trade Goods to produce with. Read from the player's own view of
 * the saved game here, so the surface reads no game state (issue #16); the page only turns the numbers
 * typed into a `/ti tactical ...` command line, and the engine alone judges it (an illegal move is
 * refused with the rule's sentence, like a typed one).
 *
 * The list of fleets is a convenience, not a rule: it keeps systems whose ships could get there on an
 * open route at their best speed, and the engine checks everything else (counters, capacity, blockades).
 */
import { getPlanet, getSystem, getUnit, UNIT_TYPES, type UnitType } from "../content/index.ts";
import { adjacentPositions } from "../engine/galaxy/adjacency.ts";
import { decisions, type GameState, type Seat, view } from "../engine/index.ts";
import { movementBonus } from "../engine/rules/tactical/moveChecks.ts";
import { adjacencyOptions, passThroughBlock } from "../engine/rules/tactical/paths.ts";
import { planetsAt, unitMove, unitsIn } from "../engine/rules/units.ts";
import type { UnitCounts } from "../engine/state.ts";
import type { GameStore } from "../store/gameStore.ts";
import type { Place } from "./types.ts";

/** The short word the command parser reads for each unit type (src/app/catalog/args.ts). */
const UNIT_WORDS: Record<UnitType, string> = {
  warSun: "ws",
  dreadnought: "dn",
  cruiser: "cr",
  destroyer: "dd",
  carrier: "cv",
  fighter: "ff",
  groundForce: "gf",
  shockTroop: "st",
  pds: "pds",
  spaceDock: "sd",
};

/** Units that go down onto planets (RR §8 step 5; PDS carried aboard land too). */
const LANDING_TYPES: readonly UnitType[] = ["groundForce", "shockTroop", "pds"];

export interface UnitField {
  type: UnitType;
  /** What the command line calls it ("cv"). */
  word: string;
  name: string;
  /** How many the player has there (move, land), or null where any number may be asked (produce). */
  count: number | null;
  cost?: number;
}

/** A planet or a system's space area. */
export interface Area {
  /** The planet's name or the map position, as the command line takes it. */
  id: string;
  name: string;
}

export type TacticalForm =
  | { kind: "move"; seat: Seat; position: string; positionName: string; fleets: Fleet[] }
  | { kind: "land"; seat: Seat; position: string; planets: Area[]; units: UnitField[] }
  | {
      kind: "produce";
      seat: Seat;
      position: string;
      docks: Area[];
      /** Where new Ground Forces and PDS may go besides the dock's planet: your planets here, or space. */
      onto: Area[];
      units: UnitField[];
      planets: (Area & { resources: number })[];
      tradeGoods: number;
    };

export interface Fleet {
  from: string;
  name: string;
  units: UnitField[];
}

function fields(units: UnitCounts, only?: readonly UnitType[]): UnitField[] {
  return UNIT_TYPES.filter((t) => (units[t] ?? 0) > 0 && (!only || only.includes(t))).map((type) => ({
    type,
    word: UNIT_WORDS[type],
    name: getUnit(type).name,
    count: units[type] ?? 0,
  }));
}

function systemName(state: GameState, position: string): string {
  const tile = state.galaxy[position];
  if (!tile) return position;
  try {
    const planets = getSystem(tile).planets;
    return planets.length > 0 ? `${position} (${planets.map((p) => p.name).join(", ")})` : position;
  } catch {
    return position;
  }
}

/** How many systems away `to` is from `from` on routes ships of this seat may pass, up to `limit`. */
function distance(state: GameState, seat: Seat, from: string, to: string, limit: number): number | null {
  const options = adjacencyOptions(state);
  const seen = new Set([from]);
  let frontier = [from];
  for (let step = 1; step <= limit && frontier.length > 0; step++) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const q of adjacentPositions(state.galaxy, p, options)) {
        if (seen.has(q) || !state.board[q]) continue;
        if (q === to) return step;
        seen.add(q);
        if (!passThroughBlock(state, seat, q)) next.push(q);
      }
    }
    frontier = next;
  }
  return null;
}

function moveForm(state: GameState, seat: Seat, position: string): TacticalForm {
  const fleets: Fleet[] = [];
  for (const from of Object.keys(state.board)) {
    if (from === position) continue;
    const units = unitsIn(state.board[from]?.space, seat);
    const fastest = Math.max(
      0,
      ...UNIT_TYPES.filter((t) => (units[t] ?? 0) > 0).map(
        (t) => unitMove(state, seat, t) + movementBonus(state, seat, from),
      ),
    );
    if (fastest === 0 || distance(state, seat, from, position, fastest) === null) continue;
    fleets.push({ from, name: systemName(state, from), units: fields(units) });
  }
  return { kind: "move", seat, position, positionName: systemName(state, position), fleets };
}

function landForm(state: GameState, seat: Seat, position: string): TacticalForm {
  return {
    kind: "land",
    seat,
    position,
    planets: planetsAt(state, position).map((p) => ({ id: getPlanet(p).name, name: getPlanet(p).name })),
    units: fields(unitsIn(state.board[position]?.space, seat), LANDING_TYPES),
  };
}

function produceForm(state: GameState, seat: Seat, position: string): TacticalForm {
  const mine = view(state, seat).players[seat];
  const system = state.board[position];
  const docks: Area[] = planetsAt(state, position)
    .filter((p) => (unitsIn(system?.planets[p], seat).spaceDock ?? 0) > 0)
    .map((p) => ({ id: getPlanet(p).name, name: getPlanet(p).name }));
  if ((unitsIn(system?.space, seat).spaceDock ?? 0) > 0) docks.push({ id: "space", name: "in space" });
  const buildable = UNIT_TYPES.filter((t) => t !== "spaceDock" && getUnit(t).cost !== null);
  const onto: Area[] = planetsAt(state, position)
    .filter((p) => mine?.planets[p] !== undefined)
    .map((p) => ({ id: getPlanet(p).name, name: getPlanet(p).name }));
  onto.push({ id: "space", name: "aboard ships in space" });
  return {
    kind: "produce",
    seat,
    position,
    docks,
    onto,
    units: buildable.map((type) => ({
      type,
      word: UNIT_WORDS[type],
      name: getUnit(type).name,
      count: null,
      cost: getUnit(type).cost ?? 0,
    })),
    planets: Object.entries(mine?.planets ?? {})
      .filter(([, card]) => card && !card.exhausted)
      .map(([id]) => ({
        id: getPlanet(id).name,
        name: getPlanet(id).name,
        resources: getPlanet(id).resources,
      })),
    tradeGoods: mine?.tradeGoods ?? 0,
  };
}

/** The form for what the game waits on from this player, or null when no tactical step waits on them. */
export function tacticalForm(state: GameState, userId: string): TacticalForm | null {
  const seat = state.players.findIndex((p) => p.userId === userId);
  if (seat < 0) return null;
  const top = state.stack.at(-1);
  if (top?.kind !== "tacticalAction" || top.seat !== seat) return null;
  const kinds = decisions(state)
    .filter((d) => d.seat === seat)
    .map((d) => d.kind);
  if (kinds.includes("moveUnits")) return moveForm(state, seat, top.position);
  if (kinds.includes("landUnits")) return landForm(state, seat, top.position);
  if (kinds.includes("produceUnits")) return produceForm(state, seat, top.position);
  return null;
}

/** The form for what the running game in this place waits on from this player, if anything. */
export async function tacticalFormAt(
  store: Pick<GameStore, "loadByChannel">,
  place: Place,
  userId: string,
): Promise<TacticalForm | null> {
  const game = await store.loadByChannel(place.guildId, place.channelId);
  if (game?.status !== "active") return null;
  return tacticalForm(game.state as GameState, userId);
}
