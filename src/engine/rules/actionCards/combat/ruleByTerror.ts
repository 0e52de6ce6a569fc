import type { CardChoiceRule } from "../../../choices.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import { type Battle, currentBattle, opponentIn } from "../../combat/battle.ts";
import { pushCasualties } from "../../combat/casualties.ts";
import { unitsAt } from "../../combat/forces.ts";
import { canRetreat, executeRetreat, retreatDestinations } from "../../combat/retreat.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { askCardChoice } from "../choice.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

/** Rule by Terror needs a War Sun or 2 Dreadnoughts of the player's in the battle. */
function terrorFleet(state: GameState, battle: Battle, seat: Seat): boolean {
  const units = unitsAt(state, battle.position, null, seat).units;
  return (units.warSun ?? 0) > 0 || (units.dreadnought ?? 0) >= 2;
}

/**
 * Where the enemy can retreat to (RR §12.4: an adjacent system he activated, free of enemy ships), or
 * nowhere when he cannot retreat at all (Flanking Tactic, Code of Honor). interpretation: a Tactical
 * Retreat (SE Option 10) is a choice the defender makes when announcing a retreat; it is not forced here.
 */
function terrorRetreats(
  state: GameState,
  position: PositionLabel,
  battle: Battle,
  enemy: Seat,
): PositionLabel[] {
  if (!canRetreat(state, enemy, position, enemy === battle.defender)) return [];
  return retreatDestinations(state, enemy, position);
}

/**
 * Rule by Terror: just before a Space Battle the player is in with a War Sun or 2 Dreadnoughts, the enemy
 * retreats at once if he can (choosing where when there is a choice), or else takes 2 hits on his ships
 * at once, assigned as casualties.
 */
export const ruleByTerror: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle("Rule by Terror", "a Space Battle about to begin");
    if (terrorFleet(state, battle, play.seat)) return undefined;
    return ruleError(CONDITION, "Rule by Terror", "You need a War Sun or 2 Dreadnoughts in the battle.");
  },
  resolvesLast: true,
  // interpretation: the 2 hits are casualties the enemy assigns himself, not a target the card names, so
  // Nano Technology does not stop them (cardTargets.ts).
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const enemy = opponentIn(battle, play.seat);
    const places = terrorRetreats(tx.state, battle.position, battle, enemy);
    if (places.length === 1) executeRetreat(tx, enemy, battle.position, places[0] as PositionLabel);
    else if (places.length > 1) {
      askCardChoice(tx, {
        effect: "ruleByTerror",
        prompt: `Rule by Terror: retreat your fleet from ${battle.position} to one of ${places.join(", ")}`,
        awaiting: [enemy],
        data: { position: battle.position },
      });
    } else {
      const volley = {
        shooter: play.seat,
        target: enemy,
        roll: "actionCardShot" as const,
        dice: [],
        hits: 2,
      };
      const where = { position: battle.position, planet: null, on: "ships" as const };
      pushCasualties(tx, { ...where, volleys: [volley], reason: "Rule by Terror" });
    }
  },
};

/** Rule by Terror: the enemy names where his fleet retreats to. */
export const ruleByTerrorChoice: CardChoiceRule = {
  check(state, frame, seat, answer) {
    const battle = currentBattle(state);
    const position = String(frame.data.position);
    const places = battle ? terrorRetreats(state, position, battle, seat) : [];
    if (answer.system !== undefined && places.includes(answer.system)) return undefined;
    return ruleError("ERR_CARD_CHOICE", "Rule by Terror", `Name where you retreat to: ${places.join(", ")}.`);
  },
  resolve(tx, frame, seat, answer) {
    executeRetreat(tx, seat, String(frame.data.position), answer.system as PositionLabel);
  },
  options(state, frame, seat) {
    const battle = currentBattle(state);
    const position = String(frame.data.position);
    const places = battle ? terrorRetreats(state, position, battle, seat) : [];
    return places.map((system) => ({ system }));
  },
};
