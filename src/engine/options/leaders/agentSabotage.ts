/**
 * The Agent given up as a Sabotage (RR §24.4): when another player has just played an Action Card, a
 * player with a free Agent on the board may have it killed to cancel the card, as a Sabotage would. The
 * Agent's player is asked in the window after the card, even with no card in hand.
 *
 * With Hope's End's face-down Leaders, being asked would tell the table who has a free Agent: there, every
 * player with a free face-down Leader on the board is asked, in the same words and without his Leaders
 * listed (he names his Agent, if he has one). [decision]
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { ActionCardHooks } from "../../hooks/actionCards.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, LeaderInPlay, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { leadersInPlay, typeOf } from "./where.ts";

function freeLeaders(state: GameState, seat: Seat): LeaderInPlay[] {
  return leadersInPlay(state).filter((l) => l.seat === seat && (l.at.on === "planet" || l.at.on === "ship"));
}

function freeAgents(state: GameState, seat: Seat): LeaderInPlay[] {
  return freeLeaders(state, seat).filter((l) => typeOf(l) === "agent");
}

/** The card just played, still to resolve: its window is open, or opening (its frame on top). */
function cardJustPlayed(state: GameState) {
  const [below, top] = state.stack.slice(-2);
  if (top?.kind === "actionCardPlay") return top.cancelled ? undefined : top;
  if (top?.kind !== "actionWindow" || top.timing !== "afterActionCardPlayed") return undefined;
  return below?.kind === "actionCardPlay" && !below.cancelled ? below : undefined;
}

export const agentOffers: ActionCardHooks["playedCardAnswers"] = (state, seat): Decision[] => {
  const card = cardJustPlayed(state);
  if (!card || card.seat === seat) return [];
  const faceDown = freeLeaders(state, seat).filter((l) => l.faceDown);
  if (faceDown.length > 0) {
    const prompt = "give up an Agent, if you have one on the board, to cancel the Action Card just played";
    return [{ kind: "sabotageWithAgent", seat, simultaneous: true, prompt }];
  }
  const agents = freeAgents(state, seat);
  if (agents.length === 0) return [];
  return [
    {
      kind: "sabotageWithAgent",
      seat,
      simultaneous: true,
      prompt: "give up an Agent to cancel the Action Card just played",
      choices: agents.map((l) => l.id),
    },
  ];
};

export function sabotageWithAgent(
  tx: Tx,
  command: Extract<Command, { type: "sabotageWithAgent" }>,
): RuleError | undefined {
  const card = cardJustPlayed(tx.state);
  if (!card || tx.state.stack.at(-1)?.kind !== "actionWindow")
    return ruleError("ERR_NOTHING_TO_SABOTAGE", "RR §24.4", "An Agent cancels an Action Card just played.");
  const agent = freeAgents(tx.state, command.seat).find((l) => l.id === command.leader);
  if (!agent) {
    return ruleError(
      "ERR_NO_AGENT",
      "RR §24.4",
      `"${command.leader}" is not a free Agent of yours on the board.`,
    );
  }
  const reason = "given up as a Sabotage";
  tx.emit({ type: "leaderMoved", seat: command.seat, leader: agent.id, at: { on: "killed" }, reason });
  tx.emit({ type: "actionCardSabotaged", seat: command.seat, card: card.card });
  return undefined;
}
