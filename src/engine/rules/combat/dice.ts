/**
 * Rolling combat dice from the game's seeded generator. Every roll is one `combatRolled` event carrying
 * each die, the result it needed and the generator's next state, so a replay never rolls again.
 */
import type { PlanetId, UnitType } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import { rollD10 } from "../../rng.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { hasTechEffect } from "../units.ts";
import type { CombatDie, RollKind, Volley } from "./frames.ts";
import { type RollContext, rollModifier } from "./modifiers.ts";

/** One unit's dice: its combat value for this kind of roll, how many dice, and (PDS) from where. */
export interface Shot {
  unit: UnitType;
  combat: number;
  dice: number;
  fromAdjacent?: boolean;
}

/** The dice of several units of one type, each with the same value and number of dice. */
export function shotsOf(
  unit: UnitType,
  count: number,
  combat: number,
  dice: number,
  fromAdjacent = false,
): Shot[] {
  return Array.from({ length: count }, () =>
    fromAdjacent ? { unit, combat, dice, fromAdjacent } : { unit, combat, dice },
  );
}

/**
 * How many missed dice may be rolled once more (always worth doing): each, with Graviton Laser System on
 * PDS dice (RR §27); what the `missesRolledAgain` moment allows (a General, RR §24.4).
 */
function missesRolledAgain(state: GameState, ctx: RollContext): number {
  const pds = ctx.kind === "pds" || ctx.kind === "planetaryDefense";
  if (pds && hasTechEffect(state, ctx.shooter, "gravitonLaserSystem")) return Number.POSITIVE_INFINITY;
  return answers(state, "missesRolledAgain").reduce((n, again) => n + again(state, ctx), 0);
}

/** Every missed die of the roll may be rolled once more (RR §27 Graviton Laser System): odds.ts asks. */
export function rerollsMisses(state: GameState, ctx: RollContext): boolean {
  return missesRolledAgain(state, ctx) === Number.POSITIVE_INFINITY;
}

/** Each die of these shots with the result it needs to hit, after every modifier (what a roll compares). */
export function diceNeeds(
  state: GameState,
  ctx: RollContext,
  shots: readonly Shot[],
): { unit: UnitType; needed: number }[] {
  return shots.flatMap((shot) => {
    const needed = shot.combat - rollModifier(state, ctx, shot.unit, shot.fromAdjacent ?? false);
    return Array.from({ length: shot.dice }, () => ({ unit: shot.unit, needed }));
  });
}

/**
 * Rolls the shots of one player and records them; returns the volley for the casualties step. A roll
 * with no dice records nothing.
 */
export function rollVolley(tx: Tx, ctx: RollContext, shots: readonly Shot[]): Volley {
  const volley: Volley = {
    shooter: ctx.shooter,
    target: ctx.target ?? ctx.shooter,
    roll: ctx.kind,
    dice: [],
    hits: 0,
  };
  const needs = diceNeeds(tx.state, ctx, shots);
  if (needs.length === 0) return volley;
  let drawn = rollD10(tx.state.rng, needs.length);
  const dice: CombatDie[] = needs.map((n, i) => {
    const value = drawn.value[i] as number;
    return { unit: n.unit, value, needed: n.needed, hit: value >= n.needed };
  });
  const again = missesRolledAgain(tx.state, ctx);
  if (again > 0) {
    const missed = dice.filter((d) => !d.hit).slice(0, again);
    const rolled = rollD10(drawn.rng, missed.length);
    missed.forEach((die, i) => {
      die.first = die.value;
      die.value = rolled.value[i] as number;
      die.hit = die.value >= (die.needed as number);
    });
    drawn = { value: drawn.value, rng: rolled.rng };
  }
  volley.dice = dice;
  volley.hits = dice.filter((d) => d.hit).length;
  emitRoll(tx, ctx.shooter, ctx.position, ctx.planet, ctx.kind, dice, drawn.rng);
  return volley;
}

/** Dice that are not combat rolls (Gen Synthesis, Dacxive Animators, Yin, Berserker Genome): a plain target. */
export function rollPlain(
  tx: Tx,
  where: { seat: Seat; position: PositionLabel; planet: PlanetId | null },
  kind: RollKind,
  count: number,
  needed: number,
): CombatDie[] {
  if (count <= 0) return [];
  const drawn = rollD10(tx.state.rng, count);
  const dice = drawn.value.map((value) => ({ unit: null, value, needed, hit: value >= needed }));
  emitRoll(tx, where.seat, where.position, where.planet, kind, dice, drawn.rng);
  return dice;
}

function emitRoll(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId | null,
  roll: RollKind,
  dice: CombatDie[],
  rng: ReturnType<typeof rollD10>["rng"],
): void {
  const hits = dice.filter((d) => d.hit).length;
  // A copy: the log entry must never change when the frames' dice do (a Jol-Nar re-roll).
  tx.emit({ type: "combatRolled", seat, position, planet, roll, dice: structuredClone(dice), hits, rng });
}
