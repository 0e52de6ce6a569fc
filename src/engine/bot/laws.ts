/**
 * The bot's answers when a law in play may be used (rules/politics/laws/lawUse.ts). The decision's choices
 * are the answers themselves: `use.<card>` (with `.<seat>` for the player aimed at) or `decline.<card>`.
 * Minister of War is used while a Strategy Allocation counter is to spare, Minister of Peace now and then,
 * Minister of Internal Security on another player's Ground Forces when asked during an invasion and rarely
 * otherwise; Short Term Truce is never bought off (its offer needs a payment the bot does not plan).
 */
import { getPoliticalCard, isPoliticalCardId, type PoliticalCardId } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { player } from "../rules/players.ts";
import type { GameState, Seat } from "../state.ts";
import type { Candidates } from "./policy.ts";
import { botRoll } from "./table.ts";

interface LawAnswer {
  use: boolean;
  card: PoliticalCardId;
  target?: Seat;
}

/** Reads an answer of a useLaw decision (`use.<card>[.<seat>]` or `decline.<card>`). */
export function readLawAnswer(answer: string): LawAnswer | null {
  const [verb, card, target] = answer.split(".");
  if ((verb !== "use" && verb !== "decline") || card === undefined || !isPoliticalCardId(card)) return null;
  return { use: verb === "use", card, ...(target === undefined ? {} : { target: Number(target) }) };
}

function command(seat: Seat, a: LawAnswer): Command {
  return {
    type: "useLaw",
    seat,
    card: a.card,
    use: a.use,
    ...(a.target === undefined ? {} : { target: a.target }),
  };
}

/** How much the bot wants to use the law now (0-100). */
function appetite(state: GameState, d: Decision, a: LawAnswer): number {
  const effect = getPoliticalCard(a.card).effect;
  if (effect === "ministerOfWar") return player(state, d.seat).counters.strategy >= 2 ? 100 : 40;
  if (effect === "ministerOfPeace") return 25;
  if (effect === "ministerOfInternalSecurity") {
    if (a.target === d.seat) return 0;
    return state.stack.at(-1)?.kind === "lawUse" ? 70 : 10;
  }
  return 0;
}

export const LAW_CANDIDATES: Candidates = (state, d) => {
  const answers = (d.choices ?? []).map(readLawAnswer).filter((a): a is LawAnswer => a !== null);
  const uses = answers.filter(
    (a) => a.use && botRoll(state, d.seat, `law:${a.card}`) < appetite(state, d, a),
  );
  const declines = answers.filter((a) => !a.use);
  return [...uses, ...declines].map((a) => command(d.seat, a));
};

/** The declines a useLaw decision lists (a question about a Minister): the deadline's answer. */
export function lawDeclines(_state: GameState, d: Decision): Command[] {
  const declines = (d.choices ?? []).map(readLawAnswer).filter((a) => a !== null && !a.use);
  return declines.map((a) => command(d.seat, a as LawAnswer));
}
