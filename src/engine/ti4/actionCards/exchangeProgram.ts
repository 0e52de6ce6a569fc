/**
 * Exchange Program (Thunder's Edge action card; text in content/ti4/actionCards.te.ts; TE "Coexist"): its
 * player names another player and a planet that player controls holding their ground forces. The other
 * player then agrees, naming a planet the card's player controls holding theirs, or declines:
 * - agreed: each puts 1 infantry from reinforcements on the planet named for them, where it coexists
 *   (thundersEdge/coexist.ts `beginCoexistence`) with the planet's controller;
 * - declined: each of the two discards 1 command token from their fleet pool (none if it is empty).
 *
 * Readings [our own]: playing the card is its player's agreement (the other player alone is asked); the
 * other player names their planet as they agree, the card's player theirs as they play. Infantry are never
 * short (LRR 96.2: tokens stand in), so agreeing is always possible for a player who has such a planet to
 * name. A half whose planet no longer fits when the answer comes (taken meanwhile) puts nothing.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { controllerOf } from "../board/forces.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { beginCoexistence } from "../thundersEdge/coexist.ts";
import {
  boardPlanets,
  named,
  otherPlayer,
  placeUnits,
  refuse,
  type Ti4CardEffect,
  type Ti4Tx,
  unitsOnPlanet,
} from "./effect.ts";

const CARD = "Exchange Program";
const RULE = "TE Exchange Program";

/** The other player's answer: `seat` (the card's player) and `target`; `planet` is where `seat`'s infantry go. */
export interface Ti4ExchangeProgramFrame {
  kind: "ti4ExchangeProgram";
  seat: Seat;
  target: Seat;
  planet: Ti4PlanetId;
}

/** Whether `planet` is controlled by `owner` and holds `owner`'s ground forces: one the other may land on. */
function hostPlanet(state: Ti4State, owner: Seat, planet: Ti4PlanetId): boolean {
  const position = positionOfPlanet(state, planet);
  if (position === null || controllerOf(state, planet) !== owner) return false;
  return (
    unitsOnPlanet(state, position, planet, owner, "infantry") +
      unitsOnPlanet(state, position, planet, owner, "mech") >
    0
  );
}

/** The planets `owner` could host the other player's infantry on. */
export function hostPlanets(state: Ti4State, owner: Seat): Ti4PlanetId[] {
  return boardPlanets(state)
    .map((p) => p.planet)
    .filter((planet) => hostPlanet(state, owner, planet));
}

export const EXCHANGE_PROGRAM: Ti4CardEffect = {
  names: ["target", "planet"],
  check(state, seat, play) {
    const other = otherPlayer(state, seat, play.target, CARD);
    if (other) return other;
    const planet = named(play, "planet", CARD, "a planet of theirs holding their ground forces");
    if ("error" in planet) return planet.error;
    if (!hostPlanet(state, play.target as Seat, planet.value))
      return refuse(
        CARD,
        `${planet.value} is not a planet that player controls holding their ground forces.`,
      );
    return undefined;
  },
  resolve(tx, seat, play) {
    const frame: Ti4ExchangeProgramFrame = {
      kind: "ti4ExchangeProgram",
      seat,
      target: play.target as Seat,
      planet: play.planet as Ti4PlanetId,
    };
    tx.emit({ type: "ti4FramePushed", frame });
  },
};

export const EXCHANGE_PROGRAM_RULES: FrameRules<Ti4, Ti4ExchangeProgramFrame> = {
  decisions: (state, frame) => [
    {
      kind: "answerExchangeProgram",
      seat: frame.target,
      simultaneous: false,
      prompt: `${CARD}: agree (name a planet of ${state.players[frame.seat]?.name ?? `seat ${frame.seat}`}'s holding their ground forces) or decline (each of you discards a fleet pool token)`,
    },
  ],
};

/** 1 infantry of `seat` on `planet`, coexisting there, if the planet still fits. */
function exchange(tx: Ti4Tx, seat: Seat, host: Seat, planet: Ti4PlanetId): void {
  const position = positionOfPlanet(tx.state, planet);
  if (position === null || !hostPlanet(tx.state, host, planet)) return;
  placeUnits(tx, seat, { position, planet }, { infantry: 1 }, CARD);
  beginCoexistence(tx, seat, position, planet);
}

export function answerExchangeProgram(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "answerExchangeProgram" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ExchangeProgram") throw new Error("Exchange Program is answered in its own frame");
  const { planet } = command;
  if (planet !== undefined && !hostPlanet(tx.state, frame.seat, planet))
    return ruleError(
      "ERR_TI4_EXCHANGE_PLANET",
      RULE,
      `${planet} is not a planet the card's player controls holding their ground forces.`,
      { planet },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({
    type: "ti4ExchangeProgramAnswered",
    seat: frame.target,
    by: frame.seat,
    agreed: planet !== undefined,
  });
  if (planet !== undefined) {
    exchange(tx, frame.seat, frame.target, frame.planet);
    exchange(tx, frame.target, frame.seat, planet);
    return undefined;
  }
  for (const seat of [frame.seat, frame.target])
    if ((tx.state.players[seat]?.tokens.fleet ?? 0) > 0)
      tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { fleet: -1 }, reason: CARD });
  return undefined;
}

/** The bot agrees whenever it has a planet to name (a foothold on another's planet costs it nothing). */
export const EXCHANGE_PROGRAM_ANSWERS: Ti4Answers = {
  answerExchangeProgram: (state, decision) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4ExchangeProgram") return [];
    const planet = hostPlanets(state, frame.seat)[0];
    const decline: Ti4Command = { type: "answerExchangeProgram", seat: decision.seat };
    return planet === undefined ? [decline] : [{ ...decline, planet }, decline];
  },
};
