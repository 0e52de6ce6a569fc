import type { UnitType } from "../../../../content/index.ts";
import type { GameEvent } from "../../../events.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel } from "../../../state.ts";
import type { Battle } from "../../combat/battle.ts";
import { unitsAt } from "../../combat/forces.ts";
import type { SpaceBattleFrame } from "../../combat/frames.ts";
import type { ActionCardEffect, CardPlay } from "../cardPlay.ts";
import { battleTag } from "../combatCardEffects.ts";
import { startCardEffect } from "../lasting.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

const CARD = "Into the Breach";
const UNIT: UnitType = "dreadnought";
/** The effect's `choice` when the Dreadnought named is a damaged one (otherwise the battle's tag alone). */
const DAMAGED = ":damaged";

/**
 * Which of the player's Dreadnoughts he names, as `choice`: "damaged" or "undamaged", needed only when he
 * has both (units are counted, not named: a Dreadnought is told apart only by its damage).
 */
function namedDamaged(state: GameState, battle: Battle, play: CardPlay): boolean | RuleError {
  const { units, damaged } = unitsAt(state, battle.position, null, play.seat);
  const hurt = damaged[UNIT] ?? 0;
  const whole = (units[UNIT] ?? 0) - hurt;
  if (play.choice === "damaged" && hurt > 0) return true;
  if (play.choice === "undamaged" && whole > 0) return false;
  if (play.choice === null && (hurt === 0) !== (whole === 0)) return hurt > 0;
  const have = [whole > 0 ? '"undamaged"' : null, hurt > 0 ? '"damaged"' : null].filter(Boolean);
  return ruleError(
    CONDITION,
    CARD,
    whole + hurt === 0
      ? "Play it with a Dreadnought of yours in the battle."
      : `Name the Dreadnought that leads your fleet by its state as choice: ${have.join(" or ")}.`,
  );
}

/**
 * Into the Breach: just before a Space Battle, the player names one of his Dreadnoughts in it. His ships
 * roll +1 in every round of the battle (combat rolls of the rounds only, like every modifier "in the
 * battle": SE p.13 errata); the first 2 hits he takes land on that Dreadnought, until it is destroyed
 * (combat/forcedHits.ts). The Dreadnought named is followed in the battle frame (`noteIntoTheBreach`).
 */
export const intoTheBreach: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle(CARD, "a Space Battle about to begin");
    const named = namedDamaged(state, battle, play);
    return typeof named === "boolean" ? undefined : named;
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play, "spaceBattle") as Battle;
    const damaged = namedDamaged(tx.state, battle, play) === true;
    startCardEffect(tx, {
      effect: "intoTheBreach",
      seat: play.seat,
      system: battle.position,
      choice: `${battleTag(battle)}${damaged ? DAMAGED : ""}`,
    });
  },
};

function battleAt(draft: GameState, position: PositionLabel | null): SpaceBattleFrame | undefined {
  const battle = draft.stack.findLast((f): f is SpaceBattleFrame => f.kind === "spaceBattle");
  return battle && (position === null || battle.position === position) ? battle : undefined;
}

/**
 * Bookkeeping (the combat cards' `observe`): the Dreadnought Into the Breach names, in its battle's frame.
 * It owes 2 hits; a damage owed to it is its damage (the rule sends it there), a loss of a Dreadnought in
 * its state is its loss (a damaged one to Direct Hit too), and a repair of its owner's Dreadnoughts
 * repairs it. Once it owes nothing, or is lost, the rule ends.
 */
export function noteIntoTheBreach(draft: GameState, event: GameEvent): void {
  if (event.type === "cardEffectStarted") {
    const e = event.effect;
    const battle = e.effect === "intoTheBreach" ? battleAt(draft, e.system) : undefined;
    if (battle && e.seat !== null) {
      const damaged = e.choice?.endsWith(DAMAGED) === true;
      battle.forcedHits = { seat: e.seat, unit: UNIT, left: 2, damaged };
    }
    return;
  }
  const battle = battleAt(draft, null);
  const named = battle?.forcedHits;
  if (!battle || !named) return;
  const ours = (e: { seat: number; position: PositionLabel }) =>
    e.seat === named.seat && e.position === battle.position;
  if (event.type === "unitsDamaged" && ours(event) && (event.units[UNIT] ?? 0) > 0 && !named.damaged) {
    named.damaged = true;
    named.left -= 1;
  } else if (event.type === "unitsRemoved" && event.planet === undefined && ours(event)) {
    const lost = event.units[UNIT] ?? 0;
    const hurt = event.damaged?.[UNIT] ?? 0;
    if (named.damaged ? hurt > 0 : lost - hurt > 0) named.left = 0;
  } else if (event.type === "shipsRepaired" && ours(event) && (event.units[UNIT] ?? 0) > 0) {
    named.damaged = false;
  }
  if (named.left <= 0) delete battle.forcedHits;
}
