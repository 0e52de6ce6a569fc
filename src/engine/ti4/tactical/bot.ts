/**
 * The built-in player's tactical play (LRR 89, 58, 95, 77): which system to activate, what to move there and
 * whether to fire space cannon. It expands: it activates a system holding planets it does not control that
 * its ships can reach with ground forces aboard (uncontrolled ones, or another player's held by fewer ground
 * forces than it brings), attacks another player's fleet its ships clearly outmatch (twice its strength,
 * combat/bot.ts), and never flies into a fleet it does not outmatch so. It keeps the home a little
 * defended: one non-fighter ship stays there, and one infantry on each planet it takes infantry from. The
 * Saar's Floating Factory follows its system's whole fleet where no other player's ships wait.
 * Planets that bring an objective it aims at nearer weigh more (objectives/aims.ts: Mecatol Rex when it can
 * pay for the custodians, a technology specialty, a trait); its ships go where they count toward a presence
 * objective and stay there. With
 * nothing to take it moves ground forces toward planets worth taking, to a system next to them
 * (`chooseStaging`), then activates its home system while it holds no token there (to produce), else it
 * leaves the tactical action to the other answers (a strategic action, a pass). Everything it reads is
 * public.
 */
import { TI4_SHIP_TYPES, type Ti4PlanetId, type Ti4UnitType, ti4Planet } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer } from "../answer.ts";
import { isOpponent } from "../board/allies.ts";
import { controllerOf, countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt, systemAt, ti4NeighboursFor } from "../board/galaxy.ts";
import { shipsStrength } from "../combat/bot.ts";
import { neutralStrength } from "../combat/neutral.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment } from "../economy/spend.ts";
import { custodiansCostFor } from "../invasion/landing.ts";
import { planetAim, presenceAims, presenceGain, presenceHeld, unmetAims } from "../objectives/aims.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { neutralIn } from "../thundersEdge/neutral.ts";
import { ti4FleetLimit, ti4FloatsAsShip, ti4SpaceCapacity, ti4UnitFor } from "../units.ts";
import { checkMovement } from "./moveCheck.ts";
import type { Ti4Move } from "./moveGroup.ts";

type Aim = ReturnType<typeof unmetAims>[number];

const GROUND: readonly Ti4UnitType[] = ["infantry", "mech"];

function ownGroundOn(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): number {
  return countUnits(unitsIn(state.board[position], seat, planet), GROUND);
}

function othersGroundOn(state: Ti4State, seat: Seat, position: PositionLabel, planet: Ti4PlanetId): number {
  const forces = state.board[position]?.planets[planet] ?? [];
  // TE "Neutral Units": neutral ground forces fight what lands there too (a neutral mech counted twice: it sustains).
  const neutral = neutralIn(state.board[position], planet).units;
  const neutrals = (neutral.infantry ?? 0) + 2 * (neutral.mech ?? 0);
  return (
    neutrals +
    forces.filter((f) => isOpponent(state, seat, f.seat)).reduce((n, f) => n + countUnits(f.units, GROUND), 0)
  );
}

function othersShips(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const forces = state.board[position]?.space ?? [];
  const neutral = countUnits(neutralIn(state.board[position]).units, TI4_SHIP_TYPES);
  return (
    neutral +
    forces
      .filter((f) => isOpponent(state, seat, f.seat))
      .reduce((n, f) => n + countUnits(f.units, TI4_SHIP_TYPES), 0)
  );
}

/** True when `planet` is the seat's, or its ally's (TE "Alliance Game Variant": no planet of theirs to take). */
function heldBySide(state: Ti4State, seat: Seat, planet: Ti4PlanetId): boolean {
  const holder = controllerOf(state, planet);
  return holder !== null && !isOpponent(state, seat, holder);
}

/** Whether the seat could land on `planet`: Mecatol Rex only when it can pay for the custodians (LRR 27.2). */
function mayLand(state: Ti4State, seat: Seat, planet: Ti4PlanetId): boolean {
  if (planet !== "mecatolrex" || !state.custodiansOnMecatol) return true;
  return cheapestPayment(state, seat, "influence", custodiansCostFor(state, seat)) !== null;
}

/**
 * The planets of a system worth landing on: not the seat's, with the ground forces needed for each, and
 * what each is worth (more when it brings an objective the seat aims at nearer: objectives/aims.ts).
 */
function targetsIn(state: Ti4State, seat: Seat, position: PositionLabel, aims?: readonly Aim[]) {
  return planetsAt(state, position)
    .filter((p) => !heldBySide(state, seat, p) && ownGroundOn(state, seat, position, p) === 0)
    .filter((p) => mayLand(state, seat, p))
    .map((planet) => {
      const card = ti4Planet(planet);
      return {
        planet,
        need: othersGroundOn(state, seat, position, planet) + 1,
        value: card.resources + card.influence + 1 + (aims ? planetAim(state, seat, planet, aims) : 0),
      };
    });
}

function canMoveOut(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return !(state.board[position]?.commandTokens ?? []).includes(seat);
}

/**
 * A movement into `active`: from every system the seat may move out of, each ship type that can get there,
 * the ships with capacity carrying the infantry and mechs of that system (one left on each planet, one ship
 * left at home), within the fleet pool; the groups the rules refuse are dropped. A group takes a gravity
 * rift's surge only when it could not reach the active system without it.
 */
export function planMovement(
  state: Ti4State,
  seat: Seat,
  active: PositionLabel,
  held: ReadonlySet<PositionLabel> = presenceHeld(state, seat, presenceAims(unmetAims(state, seat))),
): Ti4Move[] {
  const home = state.players[seat]?.home ?? null;
  const fleet = ti4FleetLimit(state, seat);
  const there = unitsIn(state.board[active], seat);
  let fleetLeft = fleet - (countUnits(there, TI4_SHIP_TYPES) - (there.fighter ?? 0));
  const moves: Ti4Move[] = [];
  for (const [from, system] of Object.entries(state.board)) {
    // Ships that count toward a presence objective stay where they are (objectives/aims.ts).
    if (from === active || held.has(from) || !canMoveOut(state, seat, from)) continue;
    const ships = unitsIn(system, seat);
    const groups: Ti4Move[] = [];
    const types = (Object.entries(ships) as [Ti4UnitType, number][])
      .filter(([type, n]) => n > 0 && type !== "fighter" && TI4_SHIP_TYPES.includes(type))
      // Carriers first: they bring the ground forces; the one kept at home is of the type listed last.
      .sort(([a], [b]) => ti4UnitFor(state, seat, b).capacity - ti4UnitFor(state, seat, a).capacity);
    for (const [type, n] of types) {
      const kept = from === home && type === types.at(-1)?.[0] ? 1 : 0;
      const count = Math.min(n - kept, fleetLeft);
      if (count <= 0) continue;
      const plain: Ti4Move = { from, units: { [type]: count } };
      // A group that cannot reach otherwise takes the surge an effect offers out of a gravity rift (hook
      // riftSurge: Cosmic Phenomenae), at its risk; one that can goes without it.
      const move = [plain, { ...plain, riftSurge: true }].find(
        (m) => !("kind" in checkMovement(state, seat, active, [m])),
      );
      if (!move) continue;
      fleetLeft -= count;
      groups.push(move);
    }
    const escorted = floatingFactoryAlong(state, seat, active, from, groups);
    if (escorted) groups.push(escorted);
    // Ground forces aboard, planet by planet, one left behind on each.
    let room = groups.reduce((r, g) => r + capacityOf(state, seat, g.units), 0);
    const carried: NonNullable<Ti4Move["carried"]> = [];
    for (const planet of planetsAt(state, from)) {
      const here = unitsIn(system, seat, planet);
      const infantry = Math.min(room, Math.max(0, (here.infantry ?? 0) - 1));
      if (infantry > 0) {
        carried.push({ position: from, planet, units: { infantry } });
        room -= infantry;
      }
    }
    if (carried.length > 0) {
      // Every group with room takes its share, in order.
      let load = carried.flatMap((c) => Array.from({ length: c.units.infantry ?? 0 }, () => c.planet));
      for (const group of groups) {
        let space = capacityOf(state, seat, group.units);
        const mine: Record<string, number> = {};
        while (space > 0 && load.length > 0) {
          const planet = load[0] as string;
          mine[planet] = (mine[planet] ?? 0) + 1;
          load = load.slice(1);
          space--;
        }
        const picks = Object.entries(mine).map(([planet, infantry]) => ({
          position: from,
          planet: planet as Ti4PlanetId,
          units: { infantry },
        }));
        if (picks.length > 0) group.carried = picks;
      }
    }
    moves.push(...groups);
  }
  // Drop groups until the whole movement is legal.
  while (moves.length > 0 && "kind" in checkMovement(state, seat, active, moves)) moves.pop();
  return moves;
}

/**
 * The Saar's Floating Factory goes with the fleet (its card: it moves as if it were a ship): only when every
 * other ship of its system leaves with the movement (it is never left alone, nor moved alone), the space
 * area it leaves holds no fighter or ground force of the seat's that would be stranded, and the active system
 * holds no other player's ships (a blockade there would destroy it: its card). The last group of its system,
 * so that dropping groups drops it first.
 */
function floatingFactoryAlong(
  state: Ti4State,
  seat: Seat,
  active: PositionLabel,
  from: PositionLabel,
  groups: readonly Ti4Move[],
): Ti4Move | undefined {
  const here = unitsIn(state.board[from], seat);
  const docks = here.spaceDock ?? 0;
  if (docks === 0 || !ti4FloatsAsShip(state, seat, "spaceDock") || othersShips(state, seat, active) > 0)
    return undefined;
  const ships = countUnits(here, TI4_SHIP_TYPES) - (here.fighter ?? 0);
  const leaving = groups.reduce((n, g) => n + countUnits(g.units, TI4_SHIP_TYPES), 0);
  if (groups.length === 0 || leaving < ships || countUnits(here, ["fighter", ...GROUND]) > 0)
    return undefined;
  const move: Ti4Move = { from, units: { spaceDock: docks } };
  return "kind" in checkMovement(state, seat, active, [...groups, move]) ? undefined : move;
}

/** The room aboard a group (LRR 16.1, 95), a Floating Factory's included. */
function capacityOf(state: Ti4State, seat: Seat, units: Ti4UnitCounts): number {
  return ti4SpaceCapacity(state, seat, units);
}

function carriedGround(moves: readonly Ti4Move[]): number {
  return moves.reduce(
    (n, m) => n + (m.carried ?? []).reduce((k, c) => k + countUnits(c.units, GROUND), 0),
    0,
  );
}

/** How much stronger (combat/bot.ts `shipsStrength`) the bot's ships must be than another fleet to attack it. */
const ATTACK_ODDS = 2;

/** The other players' ships in a system, as the bot weighs them: their strength and what they cost. */
function othersFleet(state: Ti4State, seat: Seat, position: PositionLabel) {
  let strength = 0;
  let cost = 0;
  for (const force of state.board[position]?.space ?? []) {
    // TE "Alliance Movement and Control": an ally's ships are no fleet to fight.
    if (!isOpponent(state, seat, force.seat)) continue;
    const ships: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(force.units) as [Ti4UnitType, number][]) {
      if (!n || !TI4_SHIP_TYPES.includes(type)) continue;
      ships[type] = n;
      const unit = ti4UnitFor(state, force.seat, type);
      cost += (n * (unit.cost ?? 0)) / unit.unitsPerCost;
    }
    strength += shipsStrength(state, force.seat, ships, force.damaged ?? {});
  }
  // TE "Neutral Units": neutral ships fight what moves in; they are worth their strength, and nothing won.
  strength += neutralStrength(neutralIn(state.board[position]), TI4_SHIP_TYPES);
  return { strength, cost };
}

/** The ships the seat would have in `active` after the movement. */
function shipsAfter(state: Ti4State, seat: Seat, active: PositionLabel, moves: readonly Ti4Move[]) {
  const ships: Ti4UnitCounts = {};
  const add = (units: Ti4UnitCounts) => {
    for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
      if (n && TI4_SHIP_TYPES.includes(type)) ships[type] = (ships[type] ?? 0) + n;
  };
  add(unitsIn(state.board[active], seat));
  for (const move of moves) add(move.units);
  return ships;
}

/**
 * What a movement into `active` gains: the value of the planets its ground forces can take (another
 * player's worth 1 more, as the taking costs them too), and the cost of another player's fleet there that
 * its ships clearly outmatch (ATTACK_ODDS); 0 when there is another fleet it does not outmatch.
 */
function worth(
  state: Ti4State,
  seat: Seat,
  active: PositionLabel,
  moves: readonly Ti4Move[],
  aims: readonly Aim[],
): number {
  const enemies = othersFleet(state, seat, active);
  // Ships arriving where they count toward a presence objective (objectives/aims.ts).
  let value = moves.length > 0 ? presenceGain(state, seat, active, presenceAims(aims)) : 0;
  if (enemies.strength > 0 || othersShips(state, seat, active) > 0) {
    const ours = shipsStrength(state, seat, shipsAfter(state, seat, active, moves));
    if (ours < ATTACK_ODDS * enemies.strength || ours === 0) return 0;
    value += enemies.cost;
  }
  let ground = carriedGround(moves) + countUnits(unitsIn(state.board[active], seat), GROUND);
  for (const target of targetsIn(state, seat, active, aims).sort((a, b) => b.value - a.value)) {
    if (ground < target.need) continue;
    ground -= target.need;
    value += target.value + (controllerOf(state, target.planet) === null ? 0 : 1);
  }
  return value;
}

/** The system to activate: the best worth above 0 reachable now; else the home while it has no token. */
export function chooseActivation(
  state: Ti4State,
  seat: Seat,
  choices: readonly string[],
): PositionLabel | null {
  let best: { position: PositionLabel; value: number } | null = null;
  const aims = unmetAims(state, seat);
  const presence = presenceAims(aims);
  const held = presenceHeld(state, seat, presence);
  for (const position of choices) {
    const reason =
      targetsIn(state, seat, position).length > 0 ||
      othersShips(state, seat, position) > 0 ||
      presenceGain(state, seat, position, presence) > 0;
    if (!reason || !systemAt(state, position)) continue;
    const value = worth(state, seat, position, planMovement(state, seat, position, held), aims);
    if (value > 0 && (!best || value > best.value)) best = { position, value };
  }
  if (best) return best.position;
  const home = state.players[seat]?.home ?? null;
  // Staging before producing: activating the home first would hold its ships there for the round.
  const staging = chooseStaging(state, seat, choices, aims, held);
  if (staging !== null) return staging;
  return home !== null && choices.includes(home) ? home : null;
}

/**
 * Whether any system the seat may move out of holds both a ship with capacity and a ground force it could
 * take along (one left on each planet): without one, no staging carries anything (a cheap test first).
 */
function groundReadyToLeave(state: Ti4State, seat: Seat, held: ReadonlySet<PositionLabel>): boolean {
  for (const [from, system] of Object.entries(state.board)) {
    if (held.has(from) || !canMoveOut(state, seat, from)) continue;
    const ships = unitsIn(system, seat);
    if (capacityOf(state, seat, ships) === 0) continue;
    if (countUnits(ships, GROUND) > 0) return true;
    for (const planet of planetsAt(state, from))
      if (countUnits(unitsIn(system, seat, planet), GROUND) > 1) return true;
  }
  return false;
}

/** How much a target one activation further away weighs against one taken now. */
const STAGING_SHARE = 0.5;

/**
 * Staging, when nothing can be taken this turn: a quiet system next to
 * planets worth taking, reached by ships carrying enough ground forces to take one of them on a later turn.
 * Without it a bot with targets two moves away would leave its tactic tokens unused. A system holding
 * another player's ships is no staging ground (attacking is `worth`'s to weigh).
 */
function chooseStaging(
  state: Ti4State,
  seat: Seat,
  choices: readonly string[],
  aims: readonly Aim[],
  held: ReadonlySet<PositionLabel>,
): PositionLabel | null {
  if (!groundReadyToLeave(state, seat, held)) return null;
  const nextDoor = new Map<PositionLabel, number>();
  const bestTarget = (position: PositionLabel, ground: number) => {
    let value = 0;
    for (const target of targetsIn(state, seat, position, aims))
      if (target.need <= ground && othersShips(state, seat, position) === 0)
        value = Math.max(value, target.value);
    return value;
  };
  let best: { position: PositionLabel; value: number } | null = null;
  for (const position of choices) {
    if (!systemAt(state, position) || othersShips(state, seat, position) > 0) continue;
    const neighbours = ti4NeighboursFor(state, seat, position).filter((n) => n !== position);
    // A cheap bound first: the best target next door for any number of ground forces.
    let bound = 0;
    for (const next of neighbours) {
      if (!nextDoor.has(next)) nextDoor.set(next, bestTarget(next, Number.POSITIVE_INFINITY));
      bound = Math.max(bound, nextDoor.get(next) ?? 0);
    }
    if (bound * STAGING_SHARE <= (best?.value ?? 0)) continue;
    const moves = planMovement(state, seat, position, held);
    const ground = carriedGround(moves) + countUnits(unitsIn(state.board[position], seat), GROUND);
    if (carriedGround(moves) === 0) continue;
    const value = STAGING_SHARE * Math.max(0, ...neighbours.map((next) => bestTarget(next, ground)));
    if (value > 0 && (!best || value > best.value)) best = { position, value };
  }
  return best?.position ?? null;
}

export const TACTICAL_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  tacticalAction(state, decision) {
    const system = chooseActivation(state, decision.seat, decision.choices ?? []);
    return system === null ? [] : [{ type: "tacticalAction", seat: decision.seat, system }];
  },
  moveShips(state, decision) {
    const frame = state.stack.at(-1);
    const none: Ti4Command = { type: "moveShips", seat: decision.seat, moves: [] };
    if (frame?.kind !== "ti4Movement") return [none];
    const moves = planMovement(state, decision.seat, frame.system);
    return moves.length > 0 ? [{ type: "moveShips", seat: decision.seat, moves }, none] : [none];
  },
  /** Fire whenever able: the active player at the player with the most ships there. */
  fireSpaceCannon(state, decision) {
    const frame = state.stack.at(-1);
    const targets = (decision.choices ?? []).map(Number);
    const position = frame?.kind === "ti4SpaceCannonOffense" ? frame.system : null;
    const ships = (s: Seat) => (position ? countUnits(unitsIn(state.board[position], s), TI4_SHIP_TYPES) : 0);
    const ordered = [...targets].sort((a, b) => ships(b) - ships(a));
    return [
      ...ordered.map((target): Ti4Command => ({ type: "fireSpaceCannon", seat: decision.seat, target })),
      { type: "fireSpaceCannon", seat: decision.seat, target: null },
    ];
  },
};
