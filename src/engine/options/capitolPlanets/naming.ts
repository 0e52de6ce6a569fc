/**
 * Borderlands, "Capital Planets": immediately before the Political Phase of the third turn every player
 * selects a planet he controls as his Capital Planet.
 *
 * In TI3 terms [decision]: TI1's Political Phase came after the players' turns, where TI3 has its Status
 * Phase (the council's agenda is a Strategy Card's, and comes at no fixed moment), so the planets are named
 * as the Status Phase of round 3 opens (hook statusPhaseOpens), before objectives are scored. Every player
 * controlling a planet names one, all at once (the choice is public and changes nothing for the others'
 * choices in TI1 either). A player with no planet then names none, and has no Capital Planet.
 */
import type { PlanetId } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { planetValues } from "../../rules/planetValues.ts";
import { orderOfPlay, player } from "../../rules/players.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { CAPITAL_ROUND, type CapitalPlanetsFrame } from "./board.ts";

const RULE = "Borderlands, Capital Planets";

function planetsOf(state: GameState, seat: Seat): PlanetId[] {
  return Object.keys(player(state, seat).planets) as PlanetId[];
}

/**
 * The planet a player names when he leaves it to the game (deadline, bot): the richest planet of his Home
 * System he still controls, else his richest planet; resources, then influence, then name decide.
 */
export function defaultCapital(state: GameState, seat: Seat): PlanetId | undefined {
  const home = player(state, seat).home;
  const homePlanets = home === null ? [] : Object.keys(state.board[home]?.planets ?? {});
  const mine = planetsOf(state, seat);
  const pool = mine.some((p) => homePlanets.includes(p)) ? mine.filter((p) => homePlanets.includes(p)) : mine;
  const worth = (p: PlanetId) => planetValues(state, p);
  return [...pool].sort(
    (a, b) =>
      worth(b).resources - worth(a).resources ||
      worth(b).influence - worth(a).influence ||
      a.localeCompare(b),
  )[0];
}

/** Hook statusPhaseOpens: in round 3, once, every player with a planet is asked to name his capital. */
export function askCapitals(tx: Tx): void {
  if (tx.state.round !== CAPITAL_ROUND || tx.state.capitalPlanets) return;
  const awaiting = orderOfPlay(tx.state).filter((seat) => planetsOf(tx.state, seat).length > 0);
  tx.emit({ type: "capitalPlanetsCalled", seats: awaiting });
  if (awaiting.length === 0) return;
  const frame: CapitalPlanetsFrame = { kind: "capitalPlanets", awaiting };
  tx.emit({ type: "framePushed", frame });
}

export const CAPITAL_PLANETS_RULES: FrameRules<CapitalPlanetsFrame> = {
  decisions(state, frame): Decision[] {
    return frame.awaiting.map((seat) => ({
      kind: "chooseCapitalPlanet",
      seat,
      simultaneous: true,
      prompt: "name a planet you control as your Capital Planet (3 more resources; costly to lose)",
      choices: planetsOf(state, seat),
    }));
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    tx.emit({ type: "framePopped" });
    return true;
  },
};

export function chooseCapitalPlanet(
  tx: Tx,
  command: Extract<Command, { type: "chooseCapitalPlanet" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "capitalPlanets" || !frame.awaiting.includes(command.seat))
    return ruleError("ERR_NOT_NOW", RULE, "Capital Planets are named as the Status Phase of round 3 opens.");
  if (!planetsOf(tx.state, command.seat).includes(command.planet as PlanetId))
    return ruleError(
      "ERR_NOT_YOUR_PLANET",
      RULE,
      `Your Capital Planet is a planet you control: name one of ${planetsOf(tx.state, command.seat).join(", ")}.`,
    );
  tx.emit({ type: "capitalPlanetChosen", seat: command.seat, planet: command.planet as PlanetId });
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}
