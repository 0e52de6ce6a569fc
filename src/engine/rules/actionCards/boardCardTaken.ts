/**
 * The cards played right after a planet changes hands in a tactical action (RR §19, timing
 * "afterPlanetTaken"): Rare Mineral for the player who took a neutral planet, Reparations for the player
 * who lost one. The landing and invasion rules open that window once a planet is taken, for the one
 * player the moment concerns (tactical/landing.ts planetTaken).
 */
import type { PlanetId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { planetValues } from "../planetValues.ts";
import { player } from "../players.ts";
import { gainTradeGoods } from "../trade/agreements.ts";
import type { ActionCardEffect } from "./cardPlay.ts";

/** The player whose tactical action is under way: the one who took the planet. */
function taker(state: GameState): Seat | null {
  const action = state.stack.findLast((f) => f.kind === "tacticalAction");
  return action?.kind === "tacticalAction" ? action.seat : null;
}

/** Rare Mineral: the player who just took a neutral planet gains 3 Trade Goods (while the supply lasts). */
const rareMineral: ActionCardEffect = {
  check(state, play) {
    if (taker(state) === play.seat) return undefined;
    return ruleError(
      "ERR_CARD_CONDITION",
      "Rare Mineral",
      "Rare Mineral is played after you take a neutral planet.",
    );
  },
  resolve(tx, play) {
    gainTradeGoods(tx, play.seat, 3, "Rare Mineral");
  },
};

function reparationsCheck(state: GameState, seat: Seat, planets: readonly PlanetId[]): RuleError | undefined {
  const rule = "Reparations";
  const opponent = taker(state);
  if (opponent === null || opponent === seat)
    return ruleError(
      "ERR_CARD_CONDITION",
      rule,
      "Reparations is played after an opponent takes a planet of yours.",
    );
  const [his, mine] = planets;
  if (his === undefined || planets.length > 2 || player(state, opponent).planets[his]?.exhausted !== false) {
    return ruleError(
      "ERR_CARD_TARGET",
      rule,
      "Name a ready planet of the player who took yours, then (if you like) an exhausted planet of yours with no more resources.",
    );
  }
  if (mine === undefined) return undefined;
  if (
    player(state, seat).planets[mine]?.exhausted !== true ||
    planetValues(state, mine).resources > planetValues(state, his).resources
  ) {
    return ruleError(
      "ERR_CARD_TARGET",
      rule,
      `The planet of yours to ready must be exhausted and worth at most ${planetValues(state, his).resources} resources.`,
    );
  }
  return undefined;
}

/**
 * Reparations: one planet of the player who took the card player's planet is exhausted, then one of the
 * card player's exhausted planets with no more resources is readied. Interpretation: the card's player
 * names both (the card says "of your choice"); naming only the first skips the readying.
 */
const reparations: ActionCardEffect = {
  check: (state, play) => reparationsCheck(state, play.seat, play.planets),
  resolve(tx, play) {
    const opponent = taker(tx.state) as Seat;
    const [his, mine] = play.planets as [PlanetId, PlanetId | undefined];
    tx.emit({ type: "planetsExhausted", seat: opponent, planets: [his], reason: "Reparations" });
    if (mine !== undefined) tx.emit({ type: "planetsRefreshed", seat: play.seat, planets: [mine] });
  },
};

export const BOARD_TAKEN_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { rareMineral, reparations };
