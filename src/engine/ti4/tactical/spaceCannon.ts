/**
 * Space cannon offense (LRR 77.2-77.5, digest §4.3): after the movement, starting with the active player and
 * going clockwise, each player whose units with SPACE CANNON are in the active system, or in a system
 * adjacent to it when their cannon reaches adjacent systems (PDS II, LRR 77.3c), and who has a target, may
 * fire once. The active player picks which other player's ships in the active system to fire at; the
 * others may fire only at the active player's ships there (77.5a-b). Offense happens even when no ship
 * moved (77.4). Each die hits on the unit's value or more; Antimass Deflectors gives the target's player -1
 * on rolls against their ships (its card text); effects on combat rolls do not apply (77.3d). The target's
 * player assigns the hits to their own ships through the shared hit assignment (combat/hits.ts). An ability
 * used "before your units use SPACE CANNON" holds the shot to ask its player first (hook point
 * spaceCannonOffenseHeld: Graviton Laser System), then rolls it with `rollSpaceCannonOffense`.
 */
import { type Ti4UnitType, ti4NeutralUnit } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { solarFlareShields } from "../actionCards/inForce.ts";
import { isOpponent } from "../board/allies.ts";
import { countUnits, seatsWithShips } from "../board/forces.ts";
import { ti4Neighbours } from "../board/galaxy.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import { rollForNeutral } from "../combat/neutral.ts";
import { assignAfterUnitRoll, heldCannonRoll } from "../combat/unitAbilityRolls.ts";
import type { Ti4Command } from "../commands.ts";
import { abilitiesInSpace, linkshipCannons } from "../factions/miniaturized.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4SystemState, Ti4UnitCounts } from "../state.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { ti4UnitFor } from "../units.ts";
import type { Ti4UnitRoll } from "./events.ts";
import type { Ti4SpaceCannonOffenseFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;
type FireSpaceCannon = Extract<Ti4Command, { type: "fireSpaceCannon" }>;

/** One die to roll: the unit firing and the value it hits on. */
export interface CannonDie {
  unit: Ti4UnitType;
  hitsOn: number;
}

function unitsOfSeat(state: Ti4State, system: Ti4SystemState | undefined, seat: Seat) {
  if (!system) return [];
  const planets = Object.values(system.planets).flatMap((f) => f ?? []);
  // TE Ral Nel, Miniaturization: their structures in a space area use no unit ability there, save the
  // SPACE CANNON their Linkships trigger.
  const space = system.space
    .filter((f) => f.seat === seat)
    .map((f) => ({ ...abilitiesInSpace(state, seat, f.units), ...linkshipCannons(state, seat, f.units) }));
  return [...space, ...planets.filter((f) => f.seat === seat).map((f) => f.units)];
}

/**
 * The dice a seat's space cannon rolls into the active system: its units there with SPACE CANNON, and those
 * in adjacent systems whose cannon reaches them (LRR 77.3c).
 */
export function cannonDice(state: Ti4State, seat: Seat, active: PositionLabel): CannonDie[] {
  const dice: CannonDie[] = [];
  const add = (position: PositionLabel, adjacentOnly: boolean) => {
    // TE "Entropic Scar Anomaly": no SPACE CANNON fired from inside one, nor at ships inside one.
    if (unitAbilitiesVoid(state, seat, position, active)) return;
    for (const units of unitsOfSeat(state, state.board[position], seat))
      for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
        if (!n) continue;
        const cannon = ti4UnitFor(state, seat, type).spaceCannon;
        if (!cannon || (adjacentOnly && !cannon.reachesAdjacent) || typeof cannon.dice !== "number") continue;
        for (let i = 0; i < n * cannon.dice; i++) dice.push({ unit: type, hitsOn: cannon.hitsOn });
      }
  };
  add(active, false);
  for (const position of ti4Neighbours(state, active)) add(position, true);
  return dice;
}

/**
 * The dice a seat's space cannon rolls at `target`'s ships in the active system, each with the value it
 * hits on against them: Antimass Deflectors gives the target's player -1 on the rolls (its card text).
 * The offense rolls these; the odds of a combat read them (combat/odds.ts).
 */
export function cannonDiceAgainst(
  state: Ti4State,
  seat: Seat,
  target: Seat,
  active: PositionLabel,
): CannonDie[] {
  const minus = state.players[target]?.technologies.includes("amd") ? 1 : 0;
  return cannonDice(state, seat, active).map((d) => ({ ...d, hitsOn: d.hitsOn + minus }));
}

/**
 * LRR 77.5a-b: whom a seat may fire at: the active player, or (for the active player) any other with ships
 * there. TE "Alliance Abilities and Effects": a unit's SPACE CANNON does not affect the seat's ally.
 */
export function cannonTargets(state: Ti4State, seat: Seat, active: PositionLabel, activeSeat: Seat): Seat[] {
  const withShips = seatsWithShips(state.board[active]);
  if (seat === activeSeat) return withShips.filter((s) => isOpponent(state, seat, s)).sort((a, b) => a - b);
  // Codex Solar Flare: the active player's ships are out of the others' reach during this movement.
  if (solarFlareShields(state, activeSeat)) return [];
  return withShips.includes(activeSeat) && isOpponent(state, seat, activeSeat) ? [activeSeat] : [];
}

function mayFire(state: Ti4State, frame: Ti4SpaceCannonOffenseFrame, seat: Seat): boolean {
  return (
    cannonTargets(state, seat, frame.system, frame.seat).length > 0 &&
    cannonDice(state, seat, frame.system).length > 0
  );
}

/** LRR 77.2: from the active player, clockwise; eliminated players are left out. */
function clockwiseFrom(state: Ti4State, first: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (first + i) % n).filter((s) => !state.players[s]?.eliminated);
}

/**
 * TE "Neutral Units": neutral units always use SPACE CANNON: the neutral PDS in the active system fire at
 * the active player's ships there (the card's PDS reaches no adjacent system), before the players fire [our
 * reading: the rule gives them no place in the clockwise order, and firing is no decision]. Antimass
 * Deflectors gives -1 as against any player's cannon; the player assigns the hits.
 */
function neutralCannons(state: Ti4State, seat: Seat, position: PositionLabel): Ti4UnitCounts {
  const units: Ti4UnitCounts = {};
  if (!seatsWithShips(state.board[position]).includes(seat) || solarFlareShields(state, seat)) return units;
  if (unitAbilitiesVoid(state, null, position)) return units;
  for (const force of Object.values(state.board[position]?.neutral?.planets ?? {}))
    for (const [type, n] of Object.entries(force?.units ?? {}) as [Ti4UnitType, number][])
      if (n && ti4NeutralUnit(type).spaceCannon) units[type] = (units[type] ?? 0) + n;
  return units;
}

function neutralOffense(tx: Ti4Tx, seat: Seat, position: PositionLabel): void {
  const units = neutralCannons(tx.state, seat, position);
  const minus = tx.state.players[seat]?.technologies.includes("amd") ? -1 : 0;
  const place = { position };
  const hits = rollForNeutral(tx, {
    place,
    units,
    kind: "spaceCannon",
    reason: "spaceCannonOffense",
    modifier: minus,
  });
  pushHitAssignment(tx, { seat, place, hits, reason: "spaceCannonOffense" });
}

const offenseFrame: FrameRules<Ti4, Ti4SpaceCannonOffenseFrame> = {
  decisions(state, frame) {
    const seat = frame.order?.[frame.index ?? 0];
    if (seat === undefined || !mayFire(state, frame, seat)) return [];
    const decision: Decision<Ti4> = {
      kind: "fireSpaceCannon",
      seat,
      simultaneous: false,
      prompt: `fire space cannon into ${frame.system}, or hold fire`,
      choices: cannonTargets(state, seat, frame.system, frame.seat).map(String),
    };
    return [decision];
  },
  advance(tx, frame) {
    if (frame.order === undefined && countUnits(neutralCannons(tx.state, frame.seat, frame.system)) > 0) {
      const order = clockwiseFrom(tx.state, frame.seat);
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, order, index: 0 } });
      neutralOffense(tx, frame.seat, frame.system);
      return true;
    }
    const order = frame.order ?? clockwiseFrom(tx.state, frame.seat);
    let index = frame.index ?? 0;
    while (index < order.length && !mayFire(tx.state, frame, order[index] as Seat)) index++;
    if (index >= order.length) {
      tx.emit({ type: "ti4FramePopped" });
      return true;
    }
    if (frame.order !== undefined && frame.index === index) return false;
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, order, index } });
    return true;
  },
};

function fireSpaceCannon(tx: Ti4Tx, command: FireSpaceCannon): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4SpaceCannonOffense") throw new Error("space cannon offense fires only in its step");
  const { seat, target } = command;
  const next = { ...frame, index: (frame.index ?? 0) + 1 };
  if (target === null) {
    tx.emit({ type: "ti4FrameUpdated", frame: next });
    tx.emit({ type: "ti4SpaceCannonHeld", seat, position: frame.system });
    return undefined;
  }
  const targets = cannonTargets(tx.state, seat, frame.system, frame.seat);
  if (!targets.includes(target))
    return ruleError(
      "ERR_TI4_CANNON_TARGET",
      seat === frame.seat ? "LRR 77.5b" : "LRR 77.5a",
      seat === frame.seat
        ? `Fire at a player with ships in ${frame.system}: ${targets.join(", ")}.`
        : `Space cannon offense fires only at the active player's ships in ${frame.system}.`,
      { target },
    );
  tx.emit({ type: "ti4FrameUpdated", frame: next });
  // "Before your units use SPACE CANNON" (Graviton Laser System): an ability may ask its player first and
  // roll the shot itself once answered (hook point spaceCannonOffenseHeld).
  const shot = { seat, target, system: frame.system };
  if (hookAnswers(tx.state, "spaceCannonOffenseHeld").some((answer) => answer(tx, shot))) return undefined;
  rollSpaceCannonOffense(tx, shot);
  return undefined;
}

/**
 * LRR 77.3, 77.5: `seat`'s space cannon offense rolled at `target`'s ships in `system`, and its hits assigned
 * by the target's player once the moment after the roll is over (combat/unitAbilityRolls.ts).
 * `nonFightersFirst`: the hits must go to non-fighter ships while there are any (Graviton Laser System).
 */
export function rollSpaceCannonOffense(
  tx: Ti4Tx,
  shot: { seat: Seat; target: Seat; system: PositionLabel },
  nonFightersFirst = false,
): void {
  const { seat, target, system } = shot;
  const dice = cannonDiceAgainst(tx.state, seat, target, system);
  const { value, rng } = rollD10(tx.state.rng, dice.length);
  const rolls: Ti4UnitRoll[] = dice.map((d, i) => ({
    unit: d.unit,
    roll: value[i] as number,
    hitsOn: d.hitsOn,
  }));
  const hits = rolls.filter((r) => r.roll >= r.hitsOn).length;
  tx.emit({ type: "ti4SpaceCannonFired", seat, target, position: system, rolls, hits, rng });
  const place = { position: system };
  const held = heldCannonRoll(tx, seat, place, rolls);
  const assignment = { seat: target, place, hits: held.hits, reason: "spaceCannonOffense" as const };
  // Every hit of the roll, the dice added to it included, goes to a non-fighter ship first.
  const first = nonFightersFirst ? { nonFightersFirst: held.held?.dice.length ?? rolls.length } : {};
  assignAfterUnitRoll(tx, { ...assignment, ...first }, held);
}

export const TI4_SPACE_CANNON: KernelModule<Ti4> = {
  id: "spaceCannonOffense",
  commands: { fireSpaceCannon },
  frames: { ti4SpaceCannonOffense: offenseFrame },
  events: { ti4SpaceCannonFired() {}, ti4SpaceCannonHeld() {} },
};
