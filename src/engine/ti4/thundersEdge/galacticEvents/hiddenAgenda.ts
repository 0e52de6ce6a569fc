/**
 * Hidden Agenda (a TE galactic event; its card, as public game aids list it [recalled]):
 *  - in the agenda phase each player's votes are a secret ballot handed to the speaker, who tells the
 *    council only the total for each outcome (agenda/vote.ts `ballotsSeenBy`, `voteTotals`);
 *  - nobody makes transactions in the agenda phase (LRR 94.6 set aside);
 *  - only the speaker speaks: table talk, which Mecatol leaves to the table.
 * Our readings: an abstention is a ballot too (the speaker alone learns it); the planets a player exhausts
 * to vote stay open, as planet cards are in their play area [recalled]; action cards that add votes are
 * played openly. The card's Argent Flight clause (they vote openly and first) needs a Prophecy of Kings
 * faction, which Mecatol does not play.
 */
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const inPlay = (state: Ti4State) => galacticEventInPlay(state, "hidden_agenda");

export const TI4_HIDDEN_AGENDA: Ti4Module = {
  id: "galacticEventHiddenAgenda",
  hooks: { votesSecret: inPlay, agendaTransactionsBarred: inPlay },
};
