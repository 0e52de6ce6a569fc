/**
 * Combat roll modifiers. A die hits when its result is at least the unit's combat value less the sum of
 * the modifiers. SE p.13 errata "Combat Rolls": a combat roll is any roll compared with a combat value to
 * inflict a casualty (PDS, pre-combat shots and bombardment included); a modifier "during Space Battles"
 * or "in Invasion Combat" touches only the dice of the rounds. Race modifiers come from the content
 * (`combatModifiers`); technologies and situations are listed here; cards, laws and directives answer the
 * combatRollModifier hook point.
 */
import type { CombatModifier, CombatRollWindow, PlanetId, UnitType } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { abilitiesHeld } from "../abilitiesHeld.ts";
import { hasAdvancedFighters, hasTechEffect } from "../units.ts";
import { anomalyAt, unitsAt } from "./forces.ts";
import type { RollKind } from "./frames.ts";

/** Everything about a roll that a modifier may depend on. */
export interface RollContext {
  kind: RollKind;
  shooter: Seat;
  /** Whose units the dice aim at. */
  target: Seat | null;
  position: PositionLabel;
  planet: PlanetId | null;
  /** The round of the Space Battle or Invasion Combat (0 outside the rounds). */
  round: number;
  /** The attacking player of the battle or invasion (the active player); null for PDS fire. */
  attacker: Seat | null;
  /** Letnev War Funding paid by the shooter for this round. */
  warFunding: boolean;
}

/** The rolls that are "combat rolls" in the errata's sense. */
const COMBAT_ROLLS: ReadonlySet<RollKind> = new Set<RollKind>([
  "pds",
  "antiFighterBarrage",
  "assaultCannon",
  "mentakAmbush",
  "spaceBattle",
  "bombardment",
  "planetaryDefense",
  "invasion",
  "actionCardShot",
]);

export function isCombatRoll(kind: RollKind): boolean {
  return COMBAT_ROLLS.has(kind);
}

function inWindow(during: CombatRollWindow, kind: RollKind): boolean {
  if (during === "everyCombatRoll") return isCombatRoll(kind);
  return during === "spaceBattle" ? kind === "spaceBattle" : kind === "invasion";
}

/** Shock Troops count as Ground Forces for every card and ability (SE p.10). */
function unitMatches(listed: readonly UnitType[] | undefined, unit: UnitType): boolean {
  if (!listed) return true;
  return listed.includes(unit) || (unit === "shockTroop" && listed.includes("groundForce"));
}

function applies(mod: CombatModifier, ctx: RollContext, unit: UnitType): boolean {
  if (!inWindow(mod.during, ctx.kind) || !unitMatches(mod.units, unit)) return false;
  if (mod.firstRoundOnly && ctx.round !== 1) return false;
  return !mod.attackerOnly || ctx.attacker === ctx.shooter;
}

/** The modifiers of the race abilities the seat has now (abilitiesHeld.ts: a card may void or lend them). */
function raceModifiers(state: GameState, seat: Seat | null, rolls: "own" | "opponents"): CombatModifier[] {
  if (seat === null) return [];
  return abilitiesHeld(state, seat)
    .flatMap((a) => a.combatModifiers ?? [])
    .filter((m) => m.rolls === rolls);
}

/** Sardakk +1, Jol-Nar -1, L1Z1X, Naalu Fighters (own rolls); Xxcha -1 to opponents in round 1. */
function raceModifier(state: GameState, ctx: RollContext, unit: UnitType): number {
  const own = raceModifiers(state, ctx.shooter, "own").filter((m) => applies(m, ctx, unit));
  const against = raceModifiers(state, ctx.target, "opponents").filter((m) => applies(m, ctx, unit));
  return [...own, ...against].reduce((sum, m) => sum + m.amount, 0);
}

/**
 * What the target's race does to the dice of an opponent who is no player (the Custodians, SE Option 13,
 * roll for no race and hold no technology): Xxcha -1 in the first round.
 */
export function modifierAgainst(state: GameState, ctx: RollContext, unit: UnitType): number {
  const against = raceModifiers(state, ctx.target, "opponents").filter((m) => applies(m, ctx, unit));
  return against.reduce((sum, m) => sum + m.amount, 0);
}

const isGround = (unit: UnitType) => unit === "groundForce" || unit === "shockTroop";

/** The shooter's technologies (texts in content/technologies*.ts). */
function technologyModifier(state: GameState, ctx: RollContext, unit: UnitType): number {
  if (!isCombatRoll(ctx.kind)) return 0;
  const has = (effect: string) => hasTechEffect(state, ctx.shooter, effect);
  let mod = 0;
  if ((unit === "cruiser" || unit === "destroyer") && has("hylarVAssaultLaser")) mod += 1;
  if (unit === "fighter" && has("cybernetics")) mod += 1;
  if (unit === "fighter" && hasAdvancedFighters(state, ctx.shooter)) mod += 1;
  if (unit === "pds" && has("magenDefenseGrid")) mod += 1;
  if (ctx.kind === "antiFighterBarrage" && has("automatedDefenseTurrets")) mod += 2;
  if (ctx.kind === "invasion" && isGround(unit)) {
    if (has("genSynthesis")) mod += 1;
    if (has("magenDefenseGrid") && ctx.attacker !== ctx.shooter && defendsPdsPlanet(state, ctx)) mod += 1;
  }
  return mod;
}

function defendsPdsPlanet(state: GameState, ctx: RollContext): boolean {
  if (ctx.planet === null) return false;
  return (unitsAt(state, ctx.position, ctx.planet, ctx.shooter).units.pds ?? 0) > 0;
}

/** Maneuvering Jets (SE): PDS shots at the owner's ships get -1, or -2 from an adjacent system. */
function targetTechnologyModifier(state: GameState, ctx: RollContext, fromAdjacent: boolean): number {
  if (ctx.kind !== "pds" || ctx.target === null) return 0;
  if (!hasTechEffect(state, ctx.target, "maneuveringJets")) return 0;
  return fromAdjacent ? -2 : -1;
}

/** Nebula defender +1 (RR §11), High Alert +1 (SE Warfare II), Letnev War Funding: round dice only. */
function situationModifier(state: GameState, ctx: RollContext, unit: UnitType): number {
  let mod = 0;
  if (ctx.kind === "spaceBattle") {
    if (ctx.attacker !== ctx.shooter) mod += anomalyAt(state, ctx.position)?.defenderCombatBonus ?? 0;
    const alert = state.highAlert;
    if (alert && alert.seat === ctx.shooter && alert.position === ctx.position) mod += 1;
    if (ctx.warFunding) mod += 1;
  }
  if (ctx.kind === "invasion" && ctx.warFunding && isGround(unit)) mod += 2;
  return mod;
}

/**
 * The total modifier for one die of `unit` in this roll: the race, technologies and situation above, and
 * what the cards played in this battle and the laws and directives in play add (hooks/combat.ts).
 */
export function rollModifier(
  state: GameState,
  ctx: RollContext,
  unit: UnitType,
  fromAdjacent = false,
): number {
  const answered = answers(state, "combatRollModifier").reduce((sum, ask) => sum + ask(state, ctx, unit), 0);
  return (
    raceModifier(state, ctx, unit) +
    technologyModifier(state, ctx, unit) +
    targetTechnologyModifier(state, ctx, fromAdjacent) +
    situationModifier(state, ctx, unit) +
    answered
  );
}
