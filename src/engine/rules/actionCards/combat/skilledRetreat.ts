import type { PlanetId } from "../../../../content/index.ts";
import { adjacentPositions } from "../../../galaxy/index.ts";
import { answers } from "../../../hooks/index.ts";
import { ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Battle } from "../../combat/battle.ts";
import { adjacencyOptions, anomalyAt, controllerOf } from "../../combat/forces.ts";
import { executeRetreat } from "../../combat/retreat.ts";
import { reinforcements } from "../../counters.ts";
import { lawInPlay } from "../../politics/laws.ts";
import { seatsWithUnits } from "../../units.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { retreatBarred } from "../combatCardEffects.ts";
import { battleOf, CONDITION, notInBattle } from "./battle.ts";

/** The systems a Skilled Retreat may go to: adjacent, unactivated by the player, his or empty. */
function skilledRetreatDestinations(state: GameState, seat: Seat, from: PositionLabel): PositionLabel[] {
  return adjacentPositions(state.galaxy, from, adjacencyOptions(state), "movement").filter((p) => {
    const system = state.board[p];
    const anomaly = anomalyAt(state, p);
    if (!system || anomaly?.canEndMovement === false || anomaly?.canActivate === false) return false;
    if (system.commandCounters.includes(seat)) return false;
    // interpretation: "friendly or empty" = no other player's units and no planet another player holds.
    const planets = Object.keys(system.planets) as PlanetId[];
    return (
      seatsWithUnits(state, p).every((s) => s === seat) &&
      planets.every((planet) => [seat, null].includes(controllerOf(state, planet)))
    );
  });
}

function cannotRetreat(state: GameState, seat: Seat, position: PositionLabel): boolean {
  // Code of Honor (law) and Flanking Tactic bar every retreat, by card as well; a Hope's End Admiral
  // bars this card alone (options answer skilledRetreatBlocked).
  return (
    lawInPlay(state, "codeOfHonor") !== undefined ||
    retreatBarred(state, seat, position) ||
    answers(state, "skilledRetreatBlocked").some((ask) => ask(state, seat, position))
  );
}

/**
 * Skilled Retreat: before a round of a Space Battle he is in, the player moves his fleet at once to an
 * adjacent system he has not activated that is his or empty, and places a Command Counter from his
 * reinforcements there (RR §12.4 for what moves with the fleet). The battle then ends.
 */
export const skilledRetreat: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle) return notInBattle("Skilled Retreat", "a Space Battle");
    if (cannotRetreat(state, play.seat, battle.position))
      return ruleError(CONDITION, "Skilled Retreat", "Your fleet cannot retreat from this battle.");
    if (reinforcements(state, play.seat) < 1)
      return ruleError(CONDITION, "Skilled Retreat", "You have no Command Counter left in reinforcements.");
    const places = skilledRetreatDestinations(state, play.seat, battle.position);
    if (play.system !== null && places.includes(play.system)) return undefined;
    return ruleError(
      CONDITION,
      "Skilled Retreat",
      places.length > 0
        ? `Name the system to retreat to: ${places.join(", ")}.`
        : "No adjacent system is free for your fleet (unactivated, yours or empty).",
    );
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const to = play.system as PositionLabel;
    tx.emit({ type: "systemActivated", seat: play.seat, position: to, from: "reinforcements" });
    executeRetreat(tx, play.seat, battle.position, to);
  },
};
