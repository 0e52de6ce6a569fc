/**
 * Borderlands, Declarations of War and Peace: the declarations of the Status Phase, and the surprise
 * attack.
 *
 * - When: TI1 declares in its Political Phase, which follows the Individual Turns; TI3's round has no
 *   such phase, and its agendas come with the Political Strategy Card. [decision] The declarations come at
 *   the start of the Status Phase (hook statusPhaseOpens), the one moment of a TI3 round after every
 *   player's actions, like TI1's Political Phase after its Individual Turns; Assassins (TI1: "immediately
 *   before the Political Phase") are answered first.
 * - Everyone declares at once (one answer each, none for none): war on players he is at peace with (one
 *   declarer suffices), peace to players he is at war with (made only when both offer it, "both players
 *   must agree"). Once all have answered, the wars are declared, then the peaces made.
 * - A war declared breaks the pair's trade agreement. [decision] One held with the Hacan stands: the TI1
 *   Hacan "may choose" to keep it, and the TI3 Hacan's agreements are broken only by combat (RR §17).
 * - Surprise attack: at any time a player at peace with another may break the peace, paying "30 credits"
 *   [decision: 6 resources, TI1 credits counted five to a TI3 resource, paid like units: planets
 *   exhausted, Trade Goods] and "5 permanent influence" (1 vote for good, relations.ts). They are at war at
 *   once, and he may attack in the same action.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { EvolveTable } from "../../evolve.ts";
import type { FrameRules } from "../../flow.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import { nameOf, orderOfPlay } from "../../rules/players.ts";
import { pay, paymentValue } from "../../rules/spending.ts";
import { agreementBetween, breakAgreement } from "../../rules/trade/agreements.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import {
  atPeace,
  atWarWith,
  type DeclarationsFrame,
  isHacan,
  pairOf,
  peacefulWith,
  type RelationsState,
  RULE,
} from "./relations.ts";

/** "30 credits" in TI3 resources [decision, see above]. */
export const SURPRISE_ATTACK_COST = 6;

/** At the start of the Status Phase: everyone still playing declares (hook statusPhaseOpens). */
export function openDeclarations(tx: Tx): void {
  const awaiting = orderOfPlay(tx.state);
  if (awaiting.length > 1)
    tx.emit({ type: "framePushed", frame: { kind: "declarations", awaiting, declared: [] } });
}

export const DECLARATIONS_RULES: FrameRules<DeclarationsFrame> = {
  // Declarations are made in secret and told together: each is its maker's own until then.
  seenBy(frame, viewer) {
    return { ...frame, declared: frame.declared.filter((d) => d.seat === viewer) };
  },
  decisions(state, frame): Decision[] {
    return frame.awaiting.map((seat) => ({
      kind: "declareRelations" as const,
      seat,
      simultaneous: true,
      prompt: "declare war on players at peace with you or offer peace to those at war, or neither",
      choices: [
        ...peacefulWith(state, seat).map((s) => `war.${s}`),
        ...atWarWith(state, seat).map((s) => `peace.${s}`),
      ],
    }));
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    resolveDeclarations(tx, frame);
    tx.emit({ type: "framePopped" });
    return true;
  },
};

function resolveDeclarations(tx: Tx, frame: DeclarationsFrame): void {
  for (const { seat, war } of frame.declared)
    for (const against of war) if (atPeace(tx.state, seat, against)) declareWar(tx, seat, against, false);
  const offered = (from: Seat, to: Seat) =>
    frame.declared.some((d) => d.seat === from && d.peace.includes(to));
  for (const { seat, peace } of frame.declared)
    for (const to of peace)
      if (seat < to && offered(to, seat) && !atPeace(tx.state, seat, to))
        tx.emit({ type: "peaceMade", seats: [seat, to] });
}

function declareWar(tx: Tx, by: Seat, against: Seat, surprise: boolean): void {
  tx.emit({ type: "warDeclared", by, against, surprise });
  const agreement = agreementBetween(tx.state, by, against);
  if (agreement && !isHacan(tx.state, by) && !isHacan(tx.state, against))
    breakAgreement(tx, agreement, by, "war declared");
}

function checkTargets(
  state: GameState,
  seat: Seat,
  named: readonly Seat[],
  allowed: readonly Seat[],
  what: string,
): RuleError | undefined {
  if (new Set(named).size !== named.length)
    return ruleError("ERR_DECLARED_TWICE", RULE, "Name each player once.");
  const wrong = named.find((s) => !allowed.includes(s));
  if (wrong === undefined) return undefined;
  const who = state.players.some((p) => p.seat === wrong) ? nameOf(state, wrong) : `seat ${wrong}`;
  return ruleError("ERR_DECLARATION", RULE, `You cannot ${what} ${who}: ${describe(state, seat, wrong)}.`, {
    seat: wrong,
  });
}

function describe(state: GameState, seat: Seat, other: Seat): string {
  if (other === seat) return "that is you";
  if (!state.players.some((p) => p.seat === other && !p.eliminated)) return "no such player in the game";
  return atPeace(state, seat, other) ? "you are already at peace" : "you are already at war";
}

export function declareRelations(
  tx: Tx,
  command: Extract<Command, { type: "declareRelations" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "declarations") throw new Error("no declarations asked");
  const { seat, war, peace } = command;
  const refused =
    checkTargets(tx.state, seat, war, peacefulWith(tx.state, seat), "declare war on") ??
    checkTargets(tx.state, seat, peace, atWarWith(tx.state, seat), "offer peace to");
  if (refused) return refused;
  tx.emit({
    type: "frameReplaced",
    frame: {
      ...frame,
      awaiting: frame.awaiting.filter((s) => s !== seat),
      declared: [...frame.declared, { seat, war: [...war], peace: [...peace] }],
    },
  });
  return undefined;
}

export function surpriseAttack(
  tx: Tx,
  command: Extract<Command, { type: "surpriseAttack" }>,
): RuleError | undefined {
  const { seat, against } = command;
  // Sent at any time, it answers no decision: the option itself must be on.
  if (!tx.state.config.options.includes("classic:declarationsOfWar"))
    return ruleError(
      "ERR_OPTION_OFF",
      RULE,
      "Surprise attacks come with Declarations of War and Peace, which this game does not use.",
    );
  if (tx.state.phase === "finished" || tx.state.phase === "setup")
    return ruleError("ERR_NOT_NOW", RULE, "A surprise attack breaks a peace during the game's rounds.");
  if (against === seat || !atPeace(tx.state, seat, against))
    return ruleError(
      "ERR_NOT_AT_PEACE",
      RULE,
      "A surprise attack breaks a peace: you are not at peace with that player.",
    );
  const payment = { planets: command.planets ?? [], tradeGoods: command.tradeGoods ?? 0 };
  const value = paymentValue(tx.state, seat, payment, "resources");
  if (isRuleError(value)) return value;
  if (value < SURPRISE_ATTACK_COST)
    return ruleError(
      "ERR_PAYMENT",
      RULE,
      `A surprise attack costs ${SURPRISE_ATTACK_COST} resources paid to the bank; your payment is worth ${value}.`,
    );
  pay(tx, seat, payment, "a surprise attack");
  declareWar(tx, seat, against, true);
  return undefined;
}

function relationsOf(s: GameState): RelationsState {
  s.relations ??= { peace: [], surpriseAttacks: [] };
  return s.relations;
}

type RelationsEvent = "warDeclared" | "peaceMade";

export const RELATIONS_EVOLVE: EvolveTable<RelationsEvent> = {
  warDeclared: (s, e) => {
    const relations = relationsOf(s);
    const [a, b] = pairOf(e.by, e.against);
    relations.peace = relations.peace.filter(([x, y]) => !(x === a && y === b));
    if (e.surprise) relations.surpriseAttacks.push(e.by);
  },
  peaceMade: (s, e) => {
    relationsOf(s).peace.push(pairOf(e.seats[0], e.seats[1]));
  },
};
