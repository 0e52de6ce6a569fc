/**
 * The Long War (RR §24.1, base p.32): the game is played to 14 victory points, with a Public Objective
 * deck of 8 Stage I over 5 Stage II cards. This module sets the target (asked by setup/config.ts when the
 * group names none); the deck's size is content's publicDeckCounts (content/objectives.ts), which
 * setup/createGame.ts reads when it builds the deck.
 *
 * Its open end (RR §24.1's alternative, base p.32 [sourced: UTIL]) is an option of its own, chosen by the
 * group: Imperium Rex stays out of the deck (publicDeckCounts again), and the game ends once the Status
 * Phase of the round that revealed the last objective is over, so that this objective may still be scored.
 * [decision] What is counted then is what Imperium Rex counts (RR §22): the most VP, then the tie-breaks of
 * rules/victory.ts; players level on all of them share the win. "The Status Phase in which the last
 * objective was drawn" is read as the first Status Phase to end with the deck empty: a card revealed in
 * the Action Phase is then scored in that round's Status Phase, and a card revealed in a Status Phase
 * (nothing reveals one there today) is over by its end as well.
 */
import type { RuleModule } from "../module.ts";
import { endGame, leaders } from "../rules/victory.ts";
import type { Tx } from "../tx.ts";

export const LONG_WAR: RuleModule = {
  id: "option:longWar",
  option: "longWar",
  hooks: { victoryTarget: () => 14 },
};

/** `statusPhaseEnds`: the deck is empty, so the last objective is out and this round was the last. */
function lastObjectiveRevealed(tx: Tx): boolean {
  if (tx.state.decks.objectives.length > 0 || tx.state.phase === "finished") return false;
  endGame(tx, leaders(tx.state), "the last public objective is out and its Status Phase is over");
  return true;
}

export const LONG_WAR_OPEN_END: RuleModule = {
  id: "option:longWarLastObjective",
  option: "longWarLastObjective",
  hooks: { statusPhaseEnds: lastObjectiveRevealed },
};
