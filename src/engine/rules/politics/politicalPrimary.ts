/**
 * The Political Strategy Card's primary, The Galactic Council (RR §6): draw 3 Action Cards and take 1
 * command counter from reinforcements; draw the top Political Card and resolve its agenda (agenda.ts);
 * then look at the top 3 Political Cards in secret, put one back on top and the others on the bottom.
 * The look is private: the cards go to the holder's secrets and his private events only.
 */
import type { PoliticalCardId } from "../../../content/index.ts";
import type { Command, PrimaryChoice } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { CounterArea } from "../../events.ts";
import type { FrameRules } from "../../flow.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Seat } from "../../state.ts";
import type { PrimaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { drawActionCards } from "../actionCards/draw.ts";
import { COUNTER_AREAS, reinforcements } from "../counters.ts";
import { player } from "../players.ts";
import { resumeStrategicAction } from "../strategyCards/resume.ts";
import { startAgenda } from "./agenda.ts";
import type { PoliticalPeekFrame } from "./frames.ts";

/** How many Political Cards the holder looks at after the agenda. */
const PEEK = 3;

/** Checks that `counters` places exactly `count` counters (0 or 1 here) into the three areas. */
export function checkCounterTaken(
  counters: PrimaryChoice["counters"],
  count: number,
  rule: string,
): RuleError | undefined {
  const values = COUNTER_AREAS.map((a) => counters?.[a] ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  if (values.some((n) => !Number.isInteger(n) || n < 0) || total !== count) {
    const what = count === 0 ? "no command counter (your reinforcements are empty)" : "1 command counter";
    return ruleError("ERR_COUNTER_PLACEMENT", rule, `Place ${what} in strategy, fleet or command.`);
  }
  return undefined;
}

export const galacticCouncil: PrimaryRule = {
  needsAnswer: () => true,
  prompt: () =>
    "choose where the command counter goes (strategy, fleet or command); then the agenda is drawn",
  resolve(tx, frame, choice) {
    const count = Math.min(1, reinforcements(tx.state, frame.seat));
    const refused = checkCounterTaken(choice.counters, count, "RR §6 Political");
    if (refused) return refused;
    drawActionCards(tx, frame.seat, 3);
    const area = COUNTER_AREAS.find((a) => (choice.counters?.[a] ?? 0) > 0) as CounterArea | undefined;
    if (area)
      tx.emit({
        type: "commandCountersGained",
        seat: frame.seat,
        counters: { [area]: 1 },
        reason: "Political",
      });
    // Pushed in reverse: the agenda runs first, then the look at the deck.
    tx.emit({ type: "framePushed", frame: { kind: "politicalPeek", seat: frame.seat, peeked: false } });
    startAgenda(tx, frame.seat, "drawn", false);
    return undefined;
  },
};

function peeked(tx: Tx, seat: Seat): PoliticalCardId[] {
  return player(tx.state, seat).secret.politicalPeek ?? [];
}

export const POLITICAL_PEEK_RULES: FrameRules<PoliticalPeekFrame> = {
  decisions(_state, frame): Decision[] {
    if (!frame.peeked) return [];
    return [
      {
        kind: "arrangePoliticalDeck",
        seat: frame.seat,
        simultaneous: false,
        prompt:
          "choose which of the Political Cards you looked at goes back on top (the rest go to the bottom)",
      },
    ];
  },
  advance(tx, frame) {
    if (frame.peeked) return false;
    const cards = tx.state.decks.political.draw.slice(0, PEEK);
    if (cards.length < 2) {
      // Nothing to choose: the card (if any) stays where it is.
      tx.emit({ type: "framePopped" });
      resumeStrategicAction(tx);
      return true;
    }
    tx.emit({ type: "politicalCardsPeeked", seat: frame.seat, cards });
    tx.emit({ type: "frameReplaced", frame: { ...frame, peeked: true } });
    return true;
  },
};

export function arrangePoliticalDeck(
  tx: Tx,
  command: Extract<Command, { type: "arrangePoliticalDeck" }>,
): RuleError | undefined {
  const seen = peeked(tx, command.seat);
  if (!seen.includes(command.top)) {
    return ruleError(
      "ERR_NOT_PEEKED",
      "RR §6 Political",
      "Put back on top one of the Political Cards you are looking at.",
    );
  }
  const bottom = [...seen];
  bottom.splice(bottom.indexOf(command.top), 1);
  tx.emit({ type: "politicalDeckArranged", seat: command.seat, top: command.top, bottom });
  tx.emit({ type: "framePopped" });
  resumeStrategicAction(tx);
  return undefined;
}
