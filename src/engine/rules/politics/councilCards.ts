/**
 * Action Cards played on an agenda (RR §19-20): Veto after it is read, Fantastic Rhetoric and Discredit
 * while votes are cast, Bribery once they are in. Mecatol offers "voting" cards to the player about to
 * vote (his own coming vote, or the vote just cast before his), and once more after the last vote, so
 * that the Speaker's vote can be answered too; nobody else is asked to pass between votes.
 */
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import type { ActionCardEffect } from "../actionCards/effects.ts";
import { player } from "../players.ts";
import type { AgendaFrame } from "./frames.ts";

function agendaIn(state: GameState): AgendaFrame | undefined {
  const frame = state.stack.findLast((f) => f.kind === "agenda");
  return frame?.kind === "agenda" && frame.card !== null ? frame : undefined;
}

function noAgenda(card: string): RuleError {
  return ruleError("ERR_NO_AGENDA", "RR §20", `${card} is played on an agenda before the council.`);
}

/** Veto: the agenda just read is discarded and another is drawn, before anyone votes. */
const veto: ActionCardEffect = {
  check(state) {
    const agenda = agendaIn(state);
    if (!agenda || agenda.votes.length > 0) return noAgenda("Veto");
    return undefined;
  },
  resolve(tx, play) {
    const agenda = agendaIn(tx.state);
    if (!agenda?.card) return;
    tx.emit({ type: "agendaCancelled", seat: play.seat, card: agenda.card, reason: "Veto" });
  },
};

/** Fantastic Rhetoric: the vote the player is about to cast counts 10 more. */
const fantasticRhetoric: ActionCardEffect = {
  check(state, play) {
    const agenda = agendaIn(state);
    if (!agenda) return noAgenda("Fantastic Rhetoric");
    if (agenda.votes.some((v) => v.seat === play.seat)) {
      return ruleError("ERR_ALREADY_VOTED", "RR §19", "Fantastic Rhetoric is played before your own vote.");
    }
    return undefined;
  },
  resolve: (tx, play) =>
    tx.emit({ type: "votesAdded", seat: play.seat, amount: 10, reason: "Fantastic Rhetoric" }),
};

/** Discredit: the vote just cast by another player becomes an abstention. */
const discredit: ActionCardEffect = {
  check(state, play) {
    const last = agendaIn(state)?.votes.at(-1);
    if (!last || last.seat === play.seat || last.choice === null) {
      return ruleError(
        "ERR_NO_VOTE_TO_DISCREDIT",
        "RR §19",
        "Discredit answers another player's vote just cast.",
      );
    }
    if (play.target !== null && play.target !== last.seat) {
      return ruleError("ERR_CARD_TARGET", "RR §19", "Discredit can only answer the vote cast last.");
    }
    return undefined;
  },
  resolve(tx, play) {
    const last = agendaIn(tx.state)?.votes.at(-1);
    if (last) tx.emit({ type: "voteDiscredited", seat: play.seat, target: last.seat });
  },
};

/** Bribery: each Trade Good spent now adds a vote to the player's own (cast) vote. */
const bribery: ActionCardEffect = {
  check(state, play) {
    const own = agendaIn(state)?.votes.find((v) => v.seat === play.seat);
    if (!own || own.choice === null) {
      return ruleError(
        "ERR_NO_VOTE_TO_BRIBE",
        "RR §19",
        "Bribery adds to a vote you have cast for an option.",
      );
    }
    const held = player(state, play.seat).tradeGoods;
    if (!Number.isInteger(play.tradeGoods) || play.tradeGoods < 1 || play.tradeGoods > held) {
      return ruleError(
        "ERR_TRADE_GOODS",
        "RR §19",
        `Name how many Trade Goods Bribery spends: 1 to ${held}, the Trade Goods you hold.`,
      );
    }
    return undefined;
  },
  resolve(tx, play) {
    tx.emit({ type: "tradeGoodsSpent", seat: play.seat, amount: play.tradeGoods, reason: "Bribery" });
    tx.emit({ type: "votesAdded", seat: play.seat, amount: play.tradeGoods, reason: "Bribery" });
  },
};

export const COUNCIL_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  veto,
  fantasticRhetoric,
  discredit,
  bribery,
};
