/**
 * The Yssaril Tribes' breakthrough, Deepgloom Executable (TE "Breakthroughs and Synergy"; the card's text as
 * the community bot's breakthrough data gives it, AsyncTI4/TI4_map_generator_bot
 * src/main/resources/data/breakthroughs/te_breakthroughs.json): its holder may let other players use its
 * Stall Tactics or Scheming; as it does, it may make a transaction with that player, which in the action
 * phase does not count against that turn's one transaction per pair (LRR 94.1).
 *
 * Our reading of "allow" [recalled: the card says no more]: the Yssaril lends one use of the ability
 * (`deepgloomLend`, open at any time after set-up, like a transaction's proposal), keeping its own. A lent
 * Stall Tactics is offered to the borrower as a component action (LRR 22) while they hold an action card,
 * and comes back once used; a lent Scheming gives the borrower's next draw of action cards 1 card more,
 * then 1 discard, and comes back once drawn. An unused loan comes back as the status phase ends. A player
 * borrows each ability once at a time. The loan opens one transaction between the two (`trade`): outside
 * the agenda phase it is made whoever is active and whether or not they are neighbours, and it is not
 * recorded against the turn's limit; during an agenda it is that agenda's own (LRR 94.6). It stays open
 * until made or until the loan comes back.
 */
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Command } from "../../commands.ts";
import { hasFaction, type Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";

const RULE = "TE Breakthroughs and Synergy: Deepgloom Executable";

/** The Yssaril abilities Deepgloom Executable lends. */
export const DEEPGLOOM_ABILITIES = ["stallTactics", "scheming"] as const;
export type Ti4LendableAbility = (typeof DEEPGLOOM_ABILITIES)[number];

const NAMES: Record<Ti4LendableAbility, string> = { stallTactics: "Stall Tactics", scheming: "Scheming" };

type Loan = NonNullable<Ti4State["players"][number]["deepgloomLoans"]>[number];

function loansOf(state: Ti4State, lender: Seat): readonly Loan[] {
  return holdsBreakthrough(state, lender, "yssarilbt") ? (state.players[lender]?.deepgloomLoans ?? []) : [];
}

/** The seat that lent `seat` a use of `ability` not yet spent, if any. */
export function lenderOf(state: Ti4State, seat: Seat, ability: Ti4LendableAbility): Seat | undefined {
  return state.players.find(
    (p) => p.seat !== seat && loansOf(state, p.seat).some((l) => l.to === seat && l.ability === ability),
  )?.seat;
}

/** A lent use of `ability` spent by `seat`: it goes back to its lender (nothing if none was lent). */
export function returnLoan(tx: Tx<Ti4>, seat: Seat, ability: Ti4LendableAbility): void {
  const lender = lenderOf(tx.state, seat, ability);
  if (lender !== undefined) tx.emit({ type: "ti4DeepgloomReturned", seat: lender, to: seat, ability });
}

/** The lender whose loan opened a transaction between `a` and `b` not yet made, if any. */
function grantedBy(state: Ti4State, a: Seat, b: Seat): Seat | undefined {
  for (const [lender, to] of [
    [a, b],
    [b, a],
  ] as const)
    if (loansOf(state, lender).some((l) => l.to === to && l.trade)) return lender;
  return undefined;
}

function nameOf(state: Ti4State, seat: Seat): string {
  return state.players[seat]?.name ?? `seat ${seat}`;
}

function deepgloomLend(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "deepgloomLend" }>,
): RuleError | undefined {
  const { seat, to, ability } = command;
  const state = tx.state;
  if (!holdsBreakthrough(state, seat, "yssarilbt"))
    return ruleError(
      "ERR_TI4_DEEPGLOOM",
      RULE,
      "Deepgloom Executable is the Yssaril Tribes' breakthrough: only the Yssaril who gained it lends their abilities.",
    );
  if (state.phase === "setup" || state.phase === "finished")
    return ruleError("ERR_TI4_DEEPGLOOM", RULE, "Abilities are lent while the game is under way.");
  const borrower = state.players[to];
  if (to === seat || !borrower || borrower.eliminated)
    return ruleError(
      "ERR_TI4_DEEPGLOOM",
      RULE,
      "Deepgloom Executable lends to another player still in the game.",
      { to },
    );
  if (lenderOf(state, to, ability) !== undefined)
    return ruleError(
      "ERR_TI4_DEEPGLOOM",
      RULE,
      `${nameOf(state, to)} already holds a use of ${NAMES[ability]} you lent: it comes back once used or as the status phase ends.`,
      { to, ability },
    );
  tx.emit({ type: "ti4DeepgloomLent", seat, to, ability });
  return undefined;
}

/** A borrower's Stall Tactics is offered on their turn while they hold an action card (the Yssaril's own is). */
function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (hasFaction(state, seat, "yssaril") || lenderOf(state, seat, "stallTactics") === undefined) return [];
  if ((state.players[seat]?.secret.actionCards.length ?? 0) === 0) return [];
  return [
    {
      kind: "stallTactics",
      seat,
      simultaneous: false,
      prompt: "Stall Tactics (lent by Deepgloom Executable): discard 1 action card",
    },
  ];
}

/** LRR 81: every unspent loan comes back as the status phase ends. */
function loansBack(tx: Tx<Ti4>): void {
  for (const player of tx.state.players)
    for (const loan of player.deepgloomLoans ?? [])
      tx.emit({ type: "ti4DeepgloomReturned", seat: player.seat, to: loan.to, ability: loan.ability });
}

type LoanEvent = { seat: Seat; to: Seat; ability: Ti4LendableAbility };

export const TE_YSSARIL_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:yssaril",
  commands: { deepgloomLend },
  events: {
    ti4DeepgloomLent(draft: Ti4State, e: LoanEvent) {
      const player = draft.players[e.seat];
      if (!player) throw new Error(`no seat ${e.seat}`);
      player.deepgloomLoans = [
        ...(player.deepgloomLoans ?? []),
        { to: e.to, ability: e.ability, trade: true },
      ];
    },
    ti4DeepgloomReturned(draft: Ti4State, e: LoanEvent) {
      const player = draft.players[e.seat];
      const left = (player?.deepgloomLoans ?? []).filter((l) => !(l.to === e.to && l.ability === e.ability));
      if (!player) return;
      if (left.length > 0) player.deepgloomLoans = left;
      else delete player.deepgloomLoans;
    },
    ti4DeepgloomTradeMade(draft: Ti4State, e: { seat: Seat; to: Seat }) {
      const loan = (draft.players[e.seat]?.deepgloomLoans ?? []).find((l) => l.to === e.to && l.trade);
      if (loan) delete loan.trade;
    },
  },
  hooks: {
    componentActions,
    transactionGranted: (state, seat, other) => grantedBy(state, seat, other) !== undefined,
    transactionMade: (tx, [a, b]) => {
      const lender = grantedBy(tx.state, a, b);
      if (lender !== undefined)
        tx.emit({ type: "ti4DeepgloomTradeMade", seat: lender, to: lender === a ? b : a });
    },
    // A lent Scheming: the borrower's draw gives 1 card more, then asks 1 discard (actionCards/deck.ts).
    extraActionCardDraws: (state, seat) =>
      !hasFaction(state, seat, "yssaril") && lenderOf(state, seat, "scheming") !== undefined ? 1 : 0,
    extraActionCardsDrawn: (tx, seat) => {
      if (!hasFaction(tx.state, seat, "yssaril")) returnLoan(tx, seat, "scheming");
    },
    statusPhaseEnded: loansBack,
  },
};
