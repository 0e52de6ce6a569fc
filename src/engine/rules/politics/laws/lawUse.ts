/**
 * Laws used by a player (RR §20): the Ministers' powers (ministers.ts) and Short Term Truce scrapped for
 * 10 influence (shortTermTruce.ts), each answered with `useLaw`. Where a law names its moment, the holder
 * is asked then (a `lawUse` frame: use, or decline); a use open "at any time" is offered beside the
 * player's own turn in the Action Phase, an optional decision the game does not wait for.
 */
import { getPoliticalCard, isPoliticalCardId } from "../../../../content/index.ts";
import type { Command } from "../../../commands.ts";
import type { Decision } from "../../../decisions.ts";
import type { FrameRules } from "../../../flow.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import type { LawUseFrame } from "../frames.ts";
import { lawsInPlay } from "../laws.ts";
import { INTERNAL_SECURITY_LIMIT, MINISTERS, mecatolGround } from "./ministers.ts";
import { shortTermTruce } from "./shortTermTruce.ts";

export type UseLaw = Extract<Command, { type: "useLaw" }>;

/** What a law lets a player do, by its effect key. */
export interface LawPower {
  /** Why this use is refused now (the law in play and the player's right to it already checked). */
  check(state: GameState, seat: Seat, command: UseLaw): RuleError | undefined;
  /** Carries out a checked use; `asked` is the question it answers, if the law was asked about. */
  use(tx: Tx, seat: Seat, command: UseLaw, asked: LawUseFrame | undefined): void;
  /** The uses open beside the player's own turn (a law used only when asked has none). */
  offers?(state: GameState, seat: Seat): Decision[];
}

const POWERS: Readonly<Record<string, LawPower>> = { ...MINISTERS, shortTermTruce };

const RULE = "RR §20";

/** The answers to a question: `use.` and the card (and the player aimed at), or `decline.` and the card. */
function questionAnswers(state: GameState, frame: LawUseFrame): string[] {
  const targets =
    getPoliticalCard(frame.card).effect === "ministerOfInternalSecurity"
      ? mecatolGround(state).map((f) => `use.${frame.card}.${f.seat}`)
      : [`use.${frame.card}`];
  return [...targets, `decline.${frame.card}`];
}

const QUESTIONS: Readonly<Record<string, (name: string, frame: LawUseFrame) => string>> = {
  ministerOfWar: (name, f) => `spend a Strategy Allocation counter on ${name}'s free hit in ${f.position}`,
  ministerOfPeace: (name, f) => `discard ${name} to stop the fleet that just moved into ${f.position}`,
  ministerOfInternalSecurity: (name) =>
    `discard ${name} to destroy up to ${INTERNAL_SECURITY_LIMIT} Ground Forces on Mecatol Rex`,
};

export const LAW_USE_RULES: FrameRules<LawUseFrame> = {
  decisions(state, frame): Decision[] {
    const { name, effect } = getPoliticalCard(frame.card);
    const what = QUESTIONS[effect]?.(name, frame) ?? `use ${name}`;
    return [
      {
        kind: "useLaw",
        seat: frame.seat,
        simultaneous: false,
        prompt: `${what}, or decline`,
        choices: questionAnswers(state, frame),
      },
    ];
  },
};

/** Beside a player's own turn in the Action Phase (hooks/actionPhase.ts turnActions). */
export function lawUseOffers(state: GameState, seat: Seat): Decision[] {
  return Object.values(POWERS).flatMap((power) => power.offers?.(state, seat) ?? []);
}

function askedNow(state: GameState, seat: Seat): LawUseFrame | undefined {
  const top = state.stack.at(-1);
  return top?.kind === "lawUse" && top.seat === seat ? top : undefined;
}

function refusal(text: string): RuleError {
  return ruleError("ERR_LAW_USE", RULE, text);
}

export function useLaw(tx: Tx, command: UseLaw): RuleError | undefined {
  const asked = askedNow(tx.state, command.seat);
  const law = lawsInPlay(tx.state).find((l) => l.card === command.card);
  const power = isPoliticalCardId(command.card) ? POWERS[getPoliticalCard(command.card).effect] : undefined;
  if (asked && asked.card !== command.card) {
    return refusal(`You are asked about ${getPoliticalCard(asked.card).name}: use it or decline it.`);
  }
  if (!law || !power) return refusal("Name a law in play that you may use now.");
  if (!asked) {
    const offered = (power.offers?.(tx.state, command.seat) ?? []).length > 0;
    if (!offered) return refusal(`${getPoliticalCard(law.card).name} is not yours to use now.`);
    if (!command.use) return refusal("Nothing asks you about that law: leave it be without a command.");
  }
  if (command.use) {
    const refused = power.check(tx.state, command.seat, command);
    if (refused) return refused;
  }
  if (asked) tx.emit({ type: "framePopped" });
  if (command.use) power.use(tx, command.seat, command, asked);
  return undefined;
}
