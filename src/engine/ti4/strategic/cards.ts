/**
 * The strategic action (LRR 82, digest §3.2): the holder resolves the card's primary, then every other
 * player, clockwise from the holder's left, may use its secondary, which costs 1 token from their strategy
 * pool unless the card says otherwise (LRR 20.5: not Leadership's, LRR 52.3; not for the players Trade's
 * holder chose, LRR 92.3); then the card is exhausted (LRR 82.3).
 *
 * Every other player answers at once (a play-by-post table need not wait for each in turn); once all have
 * answered, the secondaries of those who follow resolve one by one, clockwise from the holder's left, so
 * the order of the LRR is kept where it matters (the last Politics cards, the last PDS).
 *
 * Each card's rules are a `Ti4StrategyCardRules` in its own file; the book gives the table
 * (rulebooks/ti4.ts), so a module (Imperial, a later expansion's reprint) adds a card without editing this.
 */
import { type Ti4StrategyCardId, ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteRef } from "../transactions/notes.ts";
import type { Ti4StrategicActionFrame } from "./frames.ts";
import { giveNoteForSecondary, notePaying, notePaymentProblem, notesMayPay } from "./notePayment.ts";

type Ti4Tx = Tx<Ti4>;

/** One strategy card's rules. */
export interface Ti4StrategyCardRules {
  readonly card: Ti4StrategyCardId;
  /**
   * The primary ability for the holder: emits what it does at once and pushes the frames of the choices
   * it asks for (they run over the strategic action's frame, which waits until they are popped).
   */
  primary(tx: Ti4Tx, seat: Seat, frame: Ti4StrategicActionFrame): void;
  /** A follower's secondary, once its cost is paid: emits, or pushes the frames of its choices. */
  secondary(tx: Ti4Tx, seat: Seat, frame: Ti4StrategicActionFrame): void;
  /**
   * Strategy tokens the secondary costs this seat (default: 1 when the card's data says it spends one,
   * and not for a seat in `frame.free`). A card that puts the token somewhere (Construction, LRR 24.3)
   * says 0 here and moves the token itself. Undefined: the default (a card shared by two printings asks the
   * printing in play, thundersEdge/strategyCards.ts).
   */
  secondaryTokens?(state: Ti4State, frame: Ti4StrategicActionFrame, seat: Seat): number | undefined;
  /**
   * Why this seat cannot use the secondary now, or undefined (beyond the strategy token, which the
   * framework checks): a seat that cannot is not asked.
   */
  cannotFollow?(state: Ti4State, frame: Ti4StrategicActionFrame, seat: Seat): RuleError | undefined;
  /** The card's own commands, frames and events (its questions), merged into the book as a module. */
  readonly module?: Omit<KernelModule<Ti4>, "id">;
}

export type Ti4StrategyCardTable = Readonly<Partial<Record<Ti4StrategyCardId, Ti4StrategyCardRules>>>;

/** Seats but the holder, clockwise from the holder's left, the eliminated left out (LRR 82.2). */
function othersClockwise(state: Ti4State, holder: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n - 1 }, (_, i) => (holder + 1 + i) % n).filter(
    (seat) => !state.players[seat]?.eliminated,
  );
}

function tokensOwed(
  rules: Ti4StrategyCardRules,
  state: Ti4State,
  frame: Ti4StrategicActionFrame,
  seat: Seat,
) {
  const own = rules.secondaryTokens?.(state, frame, seat);
  if (own !== undefined) return own;
  if ((frame.free ?? []).includes(seat)) return 0;
  if (hookAnswers(state, "secondaryWithoutToken").some((waived) => waived(state, seat, frame.card))) return 0;
  return ti4StrategyCard(frame.card).secondarySpendsStrategyToken ? 1 : 0;
}

/** True when `seat`, following `card`, resolves its primary instead of its secondary (LRR 82.2). */
export function secondaryResolvesPrimary(state: Ti4State, seat: Seat, card: Ti4StrategyCardId): boolean {
  return hookAnswers(state, "secondaryResolvesPrimary").some((answer) => answer(state, seat, card));
}

/**
 * Why `seat` may not use the secondary of the card being played, or undefined. `paying`: with tokens; a
 * note named (TE Mindsieve, notePayment.ts); or "either", when asking who could follow at all.
 */
function whyNotFollow(
  rules: Ti4StrategyCardRules,
  state: Ti4State,
  frame: Ti4StrategicActionFrame,
  seat: Seat,
  paying: "tokens" | "either" | Ti4NoteRef = "tokens",
): RuleError | undefined {
  const owed = tokensOwed(rules, state, frame, seat);
  if (typeof paying === "object") {
    const why = notePaymentProblem(state, frame, seat, paying, owed);
    if (why) return why;
  } else if (
    owed > (state.players[seat]?.tokens.strategy ?? 0) &&
    !(paying === "either" && notesMayPay(state, frame, seat))
  )
    return ruleError(
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 82.2",
      `Using the secondary of ${ti4StrategyCard(frame.card).name} costs a token from your strategy pool, which is empty${notesMayPay(state, frame, seat) ? ": name a promissory note to give its holder instead (Mindsieve)" : ""}.`,
    );
  return rules.cannotFollow?.(state, frame, seat);
}

function rulesOf(table: Ti4StrategyCardTable, card: Ti4StrategyCardId): Ti4StrategyCardRules {
  const rules = table[card];
  if (!rules) throw new Error(`the book plays no rules for the strategy card ${card}`);
  return rules;
}

function strategicFrame(table: Ti4StrategyCardTable): FrameRules<Ti4, Ti4StrategicActionFrame> {
  return {
    decisions(_state, frame) {
      if (frame.step !== "secondary") return [];
      const answered = new Set([...(frame.following ?? []), ...(frame.declined ?? [])]);
      const name = ti4StrategyCard(frame.card).name;
      return (frame.asked ?? [])
        .filter((seat) => !answered.has(seat))
        .flatMap((seat): Decision<Ti4>[] => [
          { kind: "useSecondary", seat, simultaneous: true, prompt: `use ${name}'s secondary` },
          { kind: "declineSecondary", seat, simultaneous: true, prompt: `decline ${name}'s secondary` },
        ]);
    },
    advance(tx, frame) {
      const rules = rulesOf(table, frame.card);
      if (frame.step === undefined && frame.only === "secondary") {
        // One secondary, for the seat alone: straight to resolving it (Strategize).
        const alone = { asked: [frame.seat], following: [frame.seat], resolved: 0 };
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "resolving", ...alone } });
        return true;
      }
      if (frame.step === undefined) {
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "primary" } });
        for (const after of hookAnswers(tx.state, "afterStrategyCardAbility"))
          after(tx, frame.seat, frame.card, "primary");
        rules.primary(tx, frame.seat, { ...frame, step: "primary" });
        return true;
      }
      if (frame.step === "primary" && frame.only === "primary") {
        // One primary, for the seat alone (Overrule): nobody follows and the card stays as it was.
        tx.emit({ type: "ti4FramePopped" });
        return true;
      }
      if (frame.step === "primary") {
        // LRR 82.2: those asked are those who could follow; the others are passed over.
        const asked = othersClockwise(tx.state, frame.seat).filter(
          (seat) => whyNotFollow(rules, tx.state, frame, seat, "either") === undefined,
        );
        tx.emit({
          type: "ti4FrameUpdated",
          frame: { ...frame, step: "secondary", asked, following: [], declined: [] },
        });
        return true;
      }
      if (frame.step === "secondary") {
        const asked = frame.asked ?? [];
        const answered = (frame.following ?? []).length + (frame.declined ?? []).length;
        if (answered < asked.length) return false;
        const following = asked.filter((seat) => (frame.following ?? []).includes(seat));
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "resolving", following, resolved: 0 } });
        return true;
      }
      const following = frame.following ?? [];
      const index = frame.resolved ?? 0;
      const seat = following[index];
      if (seat === undefined) {
        tx.emit({ type: "ti4FramePopped" });
        if (frame.only === undefined)
          tx.emit({ type: "ti4StrategyCardExhausted", seat: frame.seat, card: frame.card });
        return true;
      }
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, resolved: index + 1 } });
      // LRR 82.2: the cost is paid as the secondary resolves; what the token bought was checked on answering.
      const owed = tokensOwed(rules, tx.state, frame, seat);
      const note = owed > 0 ? notePaying(tx.state, frame, seat) : null;
      // A note named that has left the hand since, and no token to pay with: the secondary is not resolved.
      if (owed > 0 && !note && owed > (tx.state.players[seat]?.tokens.strategy ?? 0)) return true;
      if (note) giveNoteForSecondary(tx, frame, seat, note);
      else if (owed > 0)
        tx.emit({
          type: "ti4CommandTokensChanged",
          seat,
          pools: { strategy: -owed },
          reason: `${frame.card} secondary`,
        });
      for (const after of hookAnswers(tx.state, "afterStrategyCardAbility"))
        after(tx, seat, frame.card, "secondary");
      // LRR 82.2: an ability may let the follower resolve the primary instead (hook secondaryResolvesPrimary).
      if (secondaryResolvesPrimary(tx.state, seat, frame.card))
        rules.primary(tx, seat, { ...frame, resolved: index + 1 });
      else rules.secondary(tx, seat, { ...frame, resolved: index + 1 });
      return true;
    },
  };
}

type Answer = Extract<Ti4Command, { type: "useSecondary" | "declineSecondary" }>;

function answer(table: Ti4StrategyCardTable) {
  return (tx: Ti4Tx, command: Answer): RuleError | undefined => {
    const frame = tx.state.stack.at(-1);
    if (frame?.kind !== "ti4StrategicAction") throw new Error("a secondary answers a strategic action");
    const note = command.type === "useSecondary" ? command.note : undefined;
    if (command.type === "useSecondary") {
      const why = whyNotFollow(rulesOf(table, frame.card), tx.state, frame, command.seat, note ?? "tokens");
      if (why) return why;
    }
    const key = command.type === "useSecondary" ? "following" : "declined";
    const given = note ? { notesGiven: [...(frame.notesGiven ?? []), { seat: command.seat, ...note }] } : {};
    tx.emit({
      type: "ti4FrameUpdated",
      frame: { ...frame, [key]: [...(frame[key] ?? []), command.seat], ...given },
    });
    tx.emit({
      type: "ti4SecondaryAnswered",
      seat: command.seat,
      card: frame.card,
      follows: command.type === "useSecondary",
    });
    return undefined;
  };
}

/** The strategic action's module and one module per card of the table, for the book's list. */
/**
 * The book's table, kept as the book builds its modules (strategicActionModules), for the action cards
 * that resolve one ability of a strategy card outside a strategic action (TE Overrule, Strategize).
 */
let bookTable: Ti4StrategyCardTable = {};

/** A strategy card that is readied (chosen, not yet played) or that nobody chose (TE Overrule, Strategize). */
export function readiedOrUnchosen(state: Ti4State, card: Ti4StrategyCardId): boolean {
  return (
    state.strategyPool.some((entry) => entry.card === card) ||
    state.players.some((p) => p.strategyCards.some((held) => held.card === card && !held.played))
  );
}

/**
 * Why `seat` cannot resolve this one ability of `card` now, outside a strategic action, or undefined: the
 * card must be readied or unchosen, and a secondary costs what it costs a follower (LRR 82.2; Leadership's
 * is free, LRR 52.3).
 */
export function oneAbilityProblem(
  state: Ti4State,
  seat: Seat,
  card: Ti4StrategyCardId,
  ability: "primary" | "secondary",
): RuleError | undefined {
  const rules = bookTable[card];
  if (!rules) return ruleError("ERR_TI4_STRATEGY_CARD", "LRR 82", `No strategy card ${card} is played here.`);
  const name = ti4StrategyCard(card).name;
  if (!readiedOrUnchosen(state, card))
    return ruleError(
      "ERR_TI4_STRATEGY_CARD",
      "LRR 82",
      `${name} has already been played this round: only a readied or unchosen card will do.`,
    );
  if (ability === "primary") return undefined;
  return whyNotFollow(rules, state, { kind: "ti4StrategicAction", seat, card, only: "secondary" }, seat);
}

/** Pushes the frame that resolves one ability of `card` for `seat` alone (checked by oneAbilityProblem). */
export function pushOneAbility(
  tx: Ti4Tx,
  seat: Seat,
  card: Ti4StrategyCardId,
  ability: "primary" | "secondary",
): void {
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4StrategicAction", seat, card, only: ability } });
}

export function strategicActionModules(table: Ti4StrategyCardTable): KernelModule<Ti4>[] {
  bookTable = table;
  const cards = Object.values(table).filter((rules): rules is Ti4StrategyCardRules => rules !== undefined);
  return [
    {
      id: "strategicAction",
      commands: { useSecondary: answer(table), declineSecondary: answer(table) },
      frames: { ti4StrategicAction: strategicFrame(table) },
      events: { ti4SecondaryAnswered() {} },
    },
    ...cards.map((rules) => ({ id: `strategyCard:${rules.card}`, ...(rules.module ?? {}) })),
  ];
}
