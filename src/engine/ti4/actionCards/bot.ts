/**
 * The built-in player's answers to action cards (LRR 2): it passes every window (it never plays Sabotage
 * nor a card at another player's moment), and as its turn's component action it plays only the cards that
 * simply gain it something (trade goods, readied planets, units of its own) when they gain anything. It reads
 * its own hand and the public table only (the seat's view).
 */
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import { ti4Planet } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4State } from "../state.ts";
import { cardOptions, type Ti4CardPlay } from "./effects.ts";

function planetsOf(state: Ti4State, seat: Seat): [Ti4PlanetId, { exhausted: boolean }][] {
  return Object.entries(state.players[seat]?.planets ?? {}) as [Ti4PlanetId, { exhausted: boolean }][];
}

/** What a simple card is worth to the bot now (0: not worth a turn), and the play it would make. */
const SIMPLE: Partial<
  Record<Ti4ActionCardId, (state: Ti4State, seat: Seat, plays: Ti4CardPlay[]) => Ti4CardPlay | null>
> = {
  industrial_initiative: (state, seat, plays) =>
    planetsOf(state, seat).filter(([p]) => ti4Planet(p).traits.includes("industrial")).length >= 2
      ? (plays[0] ?? null)
      : null,
  economic_initiative: (state, seat, plays) =>
    planetsOf(state, seat).filter(([p, c]) => c.exhausted && ti4Planet(p).traits.includes("cultural"))
      .length >= 2
      ? (plays[0] ?? null)
      : null,
  mining_initiative: (_state, _seat, plays) => {
    const best = [...plays].sort(
      (a, b) => ti4Planet(b.planet as Ti4PlanetId).resources - ti4Planet(a.planet as Ti4PlanetId).resources,
    )[0];
    return best && ti4Planet(best.planet as Ti4PlanetId).resources >= 2 ? best : null;
  },
  messiah: (state, seat, plays) => (planetsOf(state, seat).length >= 3 ? (plays[0] ?? null) : null),
  war_effort: (_state, _seat, plays) => plays[0] ?? null,
};

const playActionCard: Ti4Answer = (state, decision) => {
  // Windows are passed, never answered with a card (a driver asking this decision first gets the pass).
  const top = state.stack.at(-1);
  if (top?.kind === "ti4CardWindow") return [{ type: "passCardWindow", seat: decision.seat }];
  if (top?.kind !== "ti4ActionPhase") return [];
  const seat = decision.seat;
  const out: Ti4Command[] = [];
  for (const card of new Set(state.players[seat]?.secret.actionCards ?? [])) {
    const choose = SIMPLE[card];
    if (!choose) continue;
    const play = choose(state, seat, cardOptions(state, seat, card));
    if (play) out.push({ type: "playActionCard", seat, card, ...play });
  }
  return out;
};

export const ACTION_CARD_ANSWERS: Ti4Answers = {
  playActionCard,
  passCardWindow: (_state, decision) => [{ type: "passCardWindow", seat: decision.seat }],
};
