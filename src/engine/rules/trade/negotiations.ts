/**
 * Trade negotiations (RR §17), opened by a Trade primary: every player may propose an agreement to any
 * other (their contract for one of the partner's), and the partner accepts or refuses. The Trade holder
 * must approve every new agreement between two other players, unless one of them is the Hacan. Proposals
 * and answers are taken from everyone at once (the order does not matter); negotiations close when nobody
 * can still form an agreement with a player who has not finished trading.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { TradeNegotiationFrame, TradeProposal } from "../../frames.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { clockwiseFrom, hasAbility, nameOf } from "../players.ts";
import { resumeStrategicAction } from "../strategyCards/resume.ts";
import { agreementBetween, freeContracts, HACAN_FREE_TRADES } from "./agreements.ts";

export function openNegotiations(tx: Tx, holder: Seat, card: TradeNegotiationFrame["card"]): void {
  tx.emit({
    type: "framePushed",
    frame: {
      kind: "tradeNegotiation",
      holder,
      card,
      open: clockwiseFrom(tx.state, holder),
      proposals: [],
      nextProposal: 1,
      formed: [],
    },
  });
}

function between(p: TradeProposal, a: Seat, b: Seat): boolean {
  return (p.from === a && p.to === b) || (p.from === b && p.to === a);
}

/** Who this seat could still propose to: open players with a free contract, no agreement and no proposal pending. */
function partnersFor(state: GameState, frame: TradeNegotiationFrame, seat: Seat): Seat[] {
  if (!frame.open.includes(seat) || freeContracts(state, seat).length === 0) return [];
  return frame.open.filter(
    (other) =>
      other !== seat &&
      freeContracts(state, other).length > 0 &&
      !agreementBetween(state, seat, other) &&
      !frame.proposals.some((p) => between(p, seat, other)),
  );
}

/** RR §17: the holder approves every new agreement, except its own and the Hacan's. */
function needsApproval(state: GameState, frame: TradeNegotiationFrame, p: TradeProposal): boolean {
  const pair = [p.from, p.to];
  return !pair.includes(frame.holder) && !pair.some((seat) => hasAbility(state, seat, HACAN_FREE_TRADES));
}

function describe(state: GameState, p: TradeProposal): string {
  return `#${p.id}: ${nameOf(state, p.from)}'s contract worth ${p.give} for ${nameOf(state, p.to)}'s worth ${p.receive}`;
}

export const TRADE_NEGOTIATION_RULES: FrameRules<TradeNegotiationFrame> = {
  decisions(state, frame): Decision[] {
    const out: Decision[] = [];
    for (const seat of frame.open) {
      const partners = partnersFor(state, frame, seat);
      if (partners.length === 0) continue;
      const choices = partners.map(String);
      const prompt = "propose a trade agreement (your contract for one of theirs)";
      out.push({ kind: "proposeTradeAgreement", seat, simultaneous: true, prompt, choices });
      out.push({ kind: "finishTrading", seat, simultaneous: true, prompt: "finish trading" });
    }
    for (const p of frame.proposals) {
      const choices = [String(p.id)];
      if (p.step === "answer") {
        const prompt = `accept or refuse trade proposal ${describe(state, p)}`;
        out.push({ kind: "answerTradeProposal", seat: p.to, simultaneous: true, prompt, choices });
      } else {
        const prompt = `approve or veto trade agreement ${describe(state, p)}`;
        out.push({ kind: "approveTradeAgreement", seat: frame.holder, simultaneous: true, prompt, choices });
      }
    }
    return out;
  },
  advance(tx, frame) {
    if (frame.proposals.length > 0) return false;
    if (frame.open.some((seat) => partnersFor(tx.state, frame, seat).length > 0)) return false;
    tx.emit({ type: "framePopped" });
    resumeStrategicAction(tx, { formedAgreements: frame.formed.map((pair) => pair.join("-")).join(",") });
    return true;
  },
};

function top(tx: Tx): TradeNegotiationFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "tradeNegotiation") throw new Error("no trade negotiation in progress");
  return frame;
}

function checkContract(state: GameState, seat: Seat, value: number, who: string): RuleError | undefined {
  const free = freeContracts(state, seat);
  if (free.length === 0) {
    return ruleError(
      "ERR_TRADE_LIMIT",
      "RR §17",
      `${who} both contracts already in agreements: a player has at most two trade agreements.`,
    );
  }
  if (!free.includes(value)) {
    return ruleError(
      "ERR_TRADE_CONTRACT",
      "RR §17",
      `${who} no free contract worth ${value}: the free ones are worth ${free.join(" and ")}.`,
    );
  }
  return undefined;
}

function checkProposal(
  state: GameState,
  frame: TradeNegotiationFrame,
  command: Extract<Command, { type: "proposeTradeAgreement" }>,
): RuleError | undefined {
  const { seat, partner } = command;
  const other = state.players[partner];
  if (!other || other.eliminated || partner === seat) {
    return ruleError(
      "ERR_TRADE_PARTNER",
      "RR §17",
      "Propose a trade agreement to another player in the game.",
    );
  }
  if (!frame.open.includes(partner)) {
    return ruleError("ERR_TRADE_PARTNER_DONE", "RR §17", `${nameOf(state, partner)} has finished trading.`);
  }
  if (agreementBetween(state, seat, partner)) {
    return ruleError(
      "ERR_TRADE_SAME_PARTNER",
      "RR §17",
      `You already have a trade agreement with ${nameOf(state, partner)}: at most one per pair of players.`,
    );
  }
  // Trade Embargo (directive), Forced Economic Independence (law): RR §20.
  for (const refused of answers(state, "tradeRefused")) {
    const error = refused(state, seat, partner, "agreement");
    if (error) return error;
  }
  if (frame.proposals.some((p) => between(p, seat, partner))) {
    return ruleError(
      "ERR_TRADE_PENDING",
      "RR §17",
      `A proposal between you and ${nameOf(state, partner)} is already waiting for an answer.`,
    );
  }
  return (
    checkContract(state, seat, command.give, "You have") ??
    checkContract(state, partner, command.receive, `${nameOf(state, partner)} has`)
  );
}

export function proposeTradeAgreement(
  tx: Tx,
  command: Extract<Command, { type: "proposeTradeAgreement" }>,
): RuleError | undefined {
  const frame = top(tx);
  const refused = checkProposal(tx.state, frame, command);
  if (refused) return refused;
  const { seat, partner, give, receive } = command;
  const id = frame.nextProposal;
  tx.emit({ type: "tradeProposed", seat, proposal: id, partner, give, receive });
  const proposal: TradeProposal = { id, from: seat, to: partner, give, receive, step: "answer" };
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, proposals: [...frame.proposals, proposal], nextProposal: id + 1 },
  });
  return undefined;
}

function waiting(frame: TradeNegotiationFrame, id: number, step: TradeProposal["step"]) {
  return frame.proposals.find((p) => p.id === id && p.step === step);
}

function noProposal(id: number, what: string): RuleError {
  return ruleError(
    "ERR_NO_PROPOSAL",
    "RR §17",
    `There is no trade proposal #${id} waiting for your ${what}.`,
  );
}

export function answerTradeProposal(
  tx: Tx,
  command: Extract<Command, { type: "answerTradeProposal" }>,
): RuleError | undefined {
  const frame = top(tx);
  const proposal = waiting(frame, command.proposal, "answer");
  if (!proposal || proposal.to !== command.seat) return noProposal(command.proposal, "answer");
  tx.emit({
    type: "tradeProposalAnswered",
    seat: command.seat,
    proposal: proposal.id,
    accepted: command.accept,
  });
  if (!command.accept) drop(tx, frame, proposal);
  else if (needsApproval(tx.state, frame, proposal)) {
    const proposals = frame.proposals.map((p) =>
      p.id === proposal.id ? { ...p, step: "approval" as const } : p,
    );
    tx.emit({ type: "frameReplaced", frame: { ...frame, proposals } });
  } else form(tx, frame, proposal);
  return undefined;
}

export function approveTradeAgreement(
  tx: Tx,
  command: Extract<Command, { type: "approveTradeAgreement" }>,
): RuleError | undefined {
  const frame = top(tx);
  const proposal = waiting(frame, command.proposal, "approval");
  if (!proposal) return noProposal(command.proposal, "approval");
  tx.emit({
    type: "tradeProposalApproved",
    seat: command.seat,
    proposal: proposal.id,
    approved: command.approve,
  });
  if (command.approve) form(tx, frame, proposal);
  else drop(tx, frame, proposal);
  return undefined;
}

export function finishTrading(
  tx: Tx,
  command: Extract<Command, { type: "finishTrading" }>,
): RuleError | undefined {
  const frame = top(tx);
  tx.emit({ type: "tradingFinished", seat: command.seat });
  tx.emit({ type: "frameReplaced", frame: { ...frame, open: frame.open.filter((s) => s !== command.seat) } });
  return undefined;
}

function drop(tx: Tx, frame: TradeNegotiationFrame, proposal: TradeProposal): void {
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, proposals: frame.proposals.filter((p) => p !== proposal) },
  });
}

/** Forms the agreement; proposals it made impossible (a contract now used, the pair now trading) lapse. */
function form(tx: Tx, frame: TradeNegotiationFrame, proposal: TradeProposal): void {
  const { from, to, give, receive } = proposal;
  tx.emit({ type: "tradeAgreementFormed", seats: [from, to], values: [receive, give] });
  const remaining: TradeProposal[] = [];
  for (const p of frame.proposals) {
    if (p === proposal) continue;
    const possible =
      !agreementBetween(tx.state, p.from, p.to) &&
      freeContracts(tx.state, p.from).includes(p.give) &&
      freeContracts(tx.state, p.to).includes(p.receive);
    if (possible) remaining.push(p);
    else
      tx.emit({ type: "tradeProposalLapsed", proposal: p.id, reason: "a contract it names is now in use" });
  }
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, proposals: remaining, formed: [...frame.formed, [from, to]] },
  });
}
