/**
 * The riders' payoffs (LRR 8.22): once an agenda is resolved, each rider that predicted the outcome pays
 * its player, in the order they were played; the others do nothing. And the folds of the agenda cards'
 * events into the agenda under vote (agendaTimed.ts plays them).
 */
import { ti4StrategyCard } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Rider, Ti4Vote } from "../agenda/frames.ts";
import { positionOfPlanet } from "../board/galaxy.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { commandTokenReinforcements, pushTokenArrangement } from "../strategic/commandSheet.ts";
import { pushResearch, researchable } from "../technology/research.ts";
import { ti4Reinforcements } from "../units.ts";
import { hackedOrder, paySanction } from "./codexAgenda.ts";
import { drawActionCards } from "./deck.ts";
import { shipsOf } from "./effect.ts";
import type { Ti4ActionCardEvent } from "./events.ts";

type Ti4Tx = Tx<Ti4>;

/** What each rider gives when its prediction comes true; what can no longer be given is skipped. */
function payRider(tx: Ti4Tx, rider: Ti4Rider, votes: readonly Ti4Vote[]): void {
  const { seat } = rider;
  switch (rider.card) {
    // Codex Sanction: every player who voted for the outcome loses a fleet pool token (codexAgenda.ts).
    case "sanction":
      paySanction(tx, votes, rider.outcome);
      return;
    case "const_rider": {
      const planet = rider.planet;
      const position = planet && positionOfPlanet(tx.state, planet);
      if (
        planet &&
        position &&
        tx.state.players[seat]?.planets[planet] &&
        ti4Reinforcements(tx.state, seat, "spaceDock") > 0
      )
        tx.emit({
          type: "ti4UnitsPlaced",
          seat,
          place: { position, planet },
          units: { spaceDock: 1 },
          reason: "Construction Rider",
        });
      return;
    }
    case "diplo_rider": {
      const system = rider.system;
      if (!system) return;
      for (const other of tx.state.players) {
        if (other.eliminated || other.seat === seat) continue;
        // LRR 20.6: a player who already has a token there places none; only from reinforcements.
        if ((tx.state.board[system]?.commandTokens ?? []).includes(other.seat)) continue;
        if (commandTokenReinforcements(tx.state, other.seat) > 0)
          tx.emit({
            type: "ti4CommandTokenPlaced",
            seat: other.seat,
            position: system,
            from: "reinforcements",
          });
      }
      return;
    }
    case "imp_rider":
      tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: "Imperial Rider" });
      return;
    case "lead_rider":
      pushTokenArrangement(tx, { seats: [seat], gain: 3, redistribute: false, reason: "Leadership Rider" });
      return;
    case "politic_rider":
      if (tx.state.speaker !== seat) tx.emit({ type: "ti4SpeakerChanged", seat });
      drawActionCards(tx, seat, 3);
      return;
    case "tech_rider":
      if (researchable(tx.state, seat).length > 0)
        pushResearch(tx, { seat, cost: 0, optional: false, reason: "Technology Rider" });
      return;
    case "trade_rider":
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: 5, reason: "Trade Rider" });
      return;
    case "war_rider": {
      const system = rider.system;
      if (
        system &&
        shipsOf(tx.state, system, seat) > 0 &&
        ti4Reinforcements(tx.state, seat, "dreadnought") > 0
      )
        tx.emit({
          type: "ti4UnitsPlaced",
          seat,
          place: { position: system },
          units: { dreadnought: 1 },
          reason: "Warfare Rider",
        });
      return;
    }
    default:
      throw new Error(`${rider.card} is no rider`);
  }
}

/** LRR 8.22: the agenda resolved with `outcome`; the riders on it are settled. */
export function settleRiders(
  tx: Ti4Tx,
  resolved: { outcome: string; riders: readonly Ti4Rider[]; votes?: readonly Ti4Vote[] },
): void {
  for (const rider of resolved.riders) {
    const won = rider.outcome === resolved.outcome;
    tx.emit({ type: "ti4RiderSettled", seat: rider.seat, card: rider.card, won });
    if (won) payRider(tx, rider, resolved.votes ?? []);
  }
}

function voteOf(draft: Ti4State) {
  const frame = draft.stack.findLast((f) => f.kind === "ti4AgendaVote");
  if (frame?.kind !== "ti4AgendaVote") throw new Error("no agenda is under vote");
  return frame;
}

type EventOf<T extends Ti4ActionCardEvent["type"]> = Extract<Ti4ActionCardEvent, { type: T }>;

/** The agenda cards' marks on the agenda under vote. */
export const AGENDA_CARD_FOLDS = {
  ti4RiderSettled() {},
  ti4RiderPlayed(draft: Ti4State, e: EventOf<"ti4RiderPlayed">) {
    const vote = voteOf(draft);
    const rider: Ti4Rider = { seat: e.seat, card: e.card, outcome: e.outcome };
    if (e.planet !== undefined) rider.planet = e.planet;
    if (e.system !== undefined) rider.system = e.system;
    vote.riders = [...(vote.riders ?? []), rider];
  },
  ti4VoteBarred(draft: Ti4State, e: { seat: Seat }) {
    const vote = voteOf(draft);
    const done = vote.order.slice(0, vote.index);
    vote.order = [...done, ...vote.order.slice(vote.index).filter((s) => s !== e.seat)];
  },
  // Codex Hack Election: the voters still to vote, counter-clockwise from the speaker's right.
  ti4VotingReversed(draft: Ti4State) {
    const vote = voteOf(draft);
    vote.order = hackedOrder(vote, draft.speaker);
  },
  ti4VotesAdded(draft: Ti4State, e: EventOf<"ti4VotesAdded">) {
    const own = voteOf(draft).votes.find((v) => v.seat === e.seat && v.outcome === e.outcome);
    if (!own) throw new Error(`seat ${e.seat} cast no votes for ${e.outcome}`);
    own.votes += e.votes;
  },
  ti4AgendaVetoed(draft: Ti4State) {
    voteOf(draft).vetoed = true;
  },
  ti4StrategyCardDisgraced(draft: Ti4State, e: EventOf<"ti4StrategyCardDisgraced">) {
    const player = draft.players[e.seat];
    if (!player) throw new Error(`no seat ${e.seat}`);
    player.strategyCards = player.strategyCards.filter((c) => c.card !== e.card);
    player.tradeGoods -= e.tradeGoods;
    draft.strategyPool.push({ card: e.card, tradeGoods: e.tradeGoods });
    draft.strategyPool.sort(
      (a, b) => ti4StrategyCard(a.card).initiative - ti4StrategyCard(b.card).initiative,
    );
    const phase = draft.stack.findLast((f) => f.kind === "ti4StrategyPhase");
    if (phase?.kind !== "ti4StrategyPhase") throw new Error("no strategy phase");
    phase.index -= 1;
    phase.refused = { seat: e.seat, card: e.card };
    delete phase.lastPick;
  },
  ti4StrategyCardsKept(draft: Ti4State, e: { seat: Seat }) {
    const player = draft.players[e.seat];
    if (player) player.keepsStrategyCards = true;
  },
  ti4ElectionHandedOver(draft: Ti4State, e: { to: Seat }) {
    voteOf(draft).decided = String(e.to);
  },
};
