/**
 * What the Action Cards played in a battle share: the battle they are played in, the dice and losses
 * under their window, and the enemy fleet that just moved in.
 */
import { UNIT_TYPES, type UnitType } from "../../../../content/index.ts";
import { rollD10 } from "../../../rng.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { type Battle, currentBattle, guardsBattle } from "../../combat/battle.ts";
import { SHIP_TYPES } from "../../combat/forces.ts";
import type { CasualtiesFrame, CombatDie } from "../../combat/frames.ts";
import { activationUnderWindow } from "../../combat/shipsMovedIn.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import { battleTag } from "../combatCardEffects.ts";
import { startCardEffect } from "../lasting.ts";

export const CONDITION = "ERR_CARD_CONDITION";

/**
 * The battle the card is played in, if the player fights in it (and it is of the kind asked). With
 * `guards`, the invader's fight against the Custodians (SE Option 13, combat/battle.ts guardsBattle) counts
 * too: only a card acting on the player's own units or dice asks so, as the Custodians are no player a
 * card could name or strike [interpretation: the option names no card; its fight copies a Domain
 * Counter's, SE p.20, where no opponent plays].
 */
export function battleOf(
  state: GameState,
  play: CardPlay,
  kind?: Battle["kind"],
  opts: { guards?: boolean } = {},
): Battle | null {
  const battle = currentBattle(state) ?? (opts.guards ? guardsBattle(state) : null);
  if (!battle || (kind && battle.kind !== kind)) return null;
  return play.seat === battle.attacker || play.seat === battle.defender ? battle : null;
}

export function notInBattle(card: string, what: string): RuleError {
  return ruleError(CONDITION, card, `Play ${card} in ${what} you are fighting in.`);
}

/** Starts a card effect that lasts the battle (or one round of it), ended with the battle. */
export function startBattleEffect(
  tx: Parameters<ActionCardEffect["resolve"]>[0],
  play: CardPlay,
  battle: Battle,
  effect: string,
  round?: number,
  target: Seat | null = null,
): void {
  startCardEffect(tx, {
    effect,
    seat: play.seat,
    target,
    system: battle.position,
    planets: battle.planet === null ? [] : [battle.planet],
    choice: battleTag(battle, round),
  });
}

/** The dice waiting for their casualties under the window a card is played in (combatCardWindow.ts). */
export function diceUnderWindow(state: GameState): CasualtiesFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "casualties");
  return frame?.kind === "casualties" ? frame : null;
}

/** A unit type named in kebab case as `choice` ("war-sun"), or null. */
function namedType(choice: string | null): UnitType | null {
  const camel = choice?.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  return camel !== undefined && (UNIT_TYPES as readonly string[]).includes(camel)
    ? (camel as UnitType)
    : null;
}

/**
 * The ship type a card played right after a loss names among `units` (the types just damaged or
 * destroyed): the one named as `choice`, or the only one there is.
 */
export function shipNamed(
  units: UnitCounts,
  play: CardPlay,
  allowed: readonly UnitType[] = SHIP_TYPES,
): UnitType | null {
  const types = allowed.filter((t) => (units[t] ?? 0) > 0);
  const named = namedType(play.choice);
  if (named !== null) return types.includes(named) ? named : null;
  return types.length === 1 ? (types[0] as UnitType) : null;
}

/** The active player who just moved in, when the player is another one. */
export function enemyMovedIn(
  state: GameState,
  play: CardPlay,
): { seat: Seat; position: PositionLabel } | null {
  const moved = activationUnderWindow(state);
  return moved && moved.seat !== play.seat ? moved : null;
}

/**
 * One die of the dice under a window rolled again by `roller`, on the card `reason` of player `by`
 * (Recheck, Faulty Targeting Systems): the new result stands, the first kept beside it, and the volley's
 * hits counted anew.
 */
export function rollDieAgain(
  tx: Tx,
  frame: CasualtiesFrame,
  at: { volley: number; die: number },
  who: { roller: Seat; by: Seat },
  reason: string,
): void {
  const old = frame.volleys[at.volley]?.dice[at.die] as CombatDie;
  const drawn = rollD10(tx.state.rng, 1);
  const value = drawn.value[0] as number;
  const die: CombatDie = { ...old, first: old.value, value, hit: value >= (old.needed as number) };
  tx.emit({
    type: "combatRolled",
    seat: who.roller,
    position: frame.position,
    planet: frame.planet,
    roll: "reroll",
    dice: [die],
    hits: die.hit ? 1 : 0,
    rng: drawn.rng,
  });
  const volleys = frame.volleys.map((v, vi) => {
    if (vi !== at.volley) return v;
    const dice = v.dice.map((d, di) => (di === at.die ? die : d));
    return { ...v, dice, hits: dice.filter((d) => d.hit).length };
  });
  tx.emit({ type: "combatDiceChanged", seat: who.by, position: frame.position, volleys, reason });
}
