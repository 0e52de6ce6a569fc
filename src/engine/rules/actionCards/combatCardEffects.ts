/**
 * How the Action Cards played in a battle (combatCards.ts) reach the combat rules: the roll modifiers
 * and bans they leave in play, and their end when the battle ends. They answer the combat hook points
 * (hooks/combat.ts) through COMBAT_CARDS (combatCardHooks.ts). A card that lasts a battle or a round of it
 * is a lasting effect (lasting.ts) naming the battle (combat/battle.ts): `system` is its position,
 * `planets` its planet (Invasion Combat), `choice` the kind of combat and, for a single round, the round
 * (`spaceBattle:2`). Each also ends with the game round at the latest.
 */
import type { PlanetId, UnitType } from "../../../content/index.ts";
import type { CombatEnd } from "../../hooks/combat.ts";
import type { CardEffectInPlay, GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { type Battle, type BattleKind, currentBattle } from "../combat/battle.ts";
import type { CasualtiesFrame } from "../combat/frames.ts";
import type { RollContext } from "../combat/modifiers.ts";
import { cardEffects, endCardEffect, hasCardEffect } from "./lasting.ts";

/** The keys of the effects that last a battle (or a round of it); ended with the battle. */
const BATTLE_EFFECTS: readonly string[] = [
  "moraleBoost",
  "fighterPrototype",
  "communicationsBreakdown",
  "flankingTactic",
  "targetTheirFlagship",
  "experimentalWeaponry",
  "intoTheBreach",
];

/** The `choice` naming a battle, or one round of it (and, after the round, a unit type the card names). */
export function battleTag(battle: Battle, round?: number, unit?: UnitType): string {
  if (round === undefined) return battle.kind;
  return unit === undefined ? `${battle.kind}:${round}` : `${battle.kind}:${round}:${unit}`;
}

function sameBattle(e: CardEffectInPlay, kind: BattleKind, position: PositionLabel, planet: PlanetId | null) {
  const tagKind = e.choice?.split(":")[0];
  return tagKind === kind && e.system === position && (e.planets[0] ?? null) === planet;
}

function roundOf(e: CardEffectInPlay): number | null {
  const round = e.choice?.split(":")[1];
  return round === undefined ? null : Number(round);
}

/** The effects of `key` in play in this battle (and this round, for round-long ones). */
function inBattle(state: GameState, key: string, ctx: RollContext, kind: BattleKind): CardEffectInPlay[] {
  return cardEffects(state, key, { seat: ctx.shooter }).filter((e) => {
    if (!sameBattle(e, kind, ctx.position, ctx.planet)) return false;
    const round = roundOf(e);
    return round === null || round === ctx.round;
  });
}

/**
 * Modifiers of the round dice from cards (combat rolls of the rounds only, like every modifier "for a
 * round" or "in the battle": SE p.13 errata): Morale Boost +1 to every unit for one round, Fighter
 * Prototype +2 to Fighters in the first round, Into the Breach +1 to every ship for the whole battle.
 */
export function combatCardModifier(state: GameState, ctx: RollContext, unit: UnitType): number {
  if (ctx.kind !== "spaceBattle" && ctx.kind !== "invasion") return 0;
  let mod = inBattle(state, "moraleBoost", ctx, ctx.kind).length;
  if (ctx.kind === "spaceBattle" && unit === "fighter")
    mod += 2 * inBattle(state, "fighterPrototype", ctx, "spaceBattle").length;
  if (ctx.kind === "spaceBattle") {
    // Its `choice` also tells whether the Dreadnought named was damaged (combat/intoTheBreach.ts).
    const breach = cardEffects(state, "intoTheBreach", { seat: ctx.shooter });
    mod += breach.filter((e) => sameBattle(e, "spaceBattle", ctx.position, null)).length;
  }
  return mod;
}

/**
 * Target Their Flagship!: the ship that fired before the battle rolls no dice in round 1 (one ship of the
 * type named per card).
 */
export function shipsHeldByFlagshipTarget(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  round: number,
): UnitType[] {
  return cardEffects(state, "targetTheirFlagship", { seat }).flatMap((e) => {
    const unit = e.choice?.split(":")[2];
    return e.system === position && roundOf(e) === round && unit !== undefined ? [unit as UnitType] : [];
  });
}

/**
 * Experimental Weaponry: the hits of the card player's Dreadnoughts and War Suns in this round of the
 * Space Battle, among the hits `seat` must assign now (combat/hitPool.ts keeps them off his Fighters).
 */
export function weaponryHits(state: GameState, frame: CasualtiesFrame, seat: Seat): number {
  const battle = currentBattle(state);
  if (battle?.kind !== "spaceBattle" || frame.on !== "ships") return 0;
  let hits = 0;
  for (const volley of frame.volleys) {
    if (volley.target !== seat || volley.roll !== "spaceBattle") continue;
    const played = cardEffects(state, "experimentalWeaponry", { seat: volley.shooter }).some(
      (e) => sameBattle(e, "spaceBattle", battle.position, null) && roundOf(e) === battle.round,
    );
    if (played)
      hits += volley.dice.filter((d) => d.hit && (d.unit === "dreadnought" || d.unit === "warSun")).length;
  }
  return hits;
}

/** Dug In: the player's Ground Forces on this planet cannot be bombarded this round (combat/bombardment.ts). */
export function dugIn(state: GameState, seat: Seat, planet: PlanetId): boolean {
  return cardEffects(state, "dugIn", { seat }).some((e) => e.planets.includes(planet));
}

/** Flanking Tactic: the player it names cannot retreat from the battle in this system by any means. */
export function retreatBarred(state: GameState, seat: Seat, position: PositionLabel): boolean {
  return cardEffects(state, "flankingTactic", { target: seat }).some((e) => e.system === position);
}

/** Communications Breakdown: while its battle lasts, no Action Card but Sabotage may be played. */
export function actionCardsSilenced(state: GameState): boolean {
  return hasCardEffect(state, "communicationsBreakdown");
}

/** Enhanced Armor: the player's Cruisers can sustain damage until the round ends. */
export function cruisersSustain(state: GameState, seat: Seat): boolean {
  return hasCardEffect(state, "enhancedArmor", { seat });
}

/** As a Space Battle or Invasion Combat ends, the cards that lasted through it end too. */
export function endCombatCardEffects(tx: Tx, end: CombatEnd): void {
  for (const e of [...(tx.state.cardEffects ?? [])]) {
    if (BATTLE_EFFECTS.includes(e.effect) && sameBattle(e, end.kind, end.position, end.planet))
      endCardEffect(tx, e);
  }
}
