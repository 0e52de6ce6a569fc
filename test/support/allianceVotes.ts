/**
 * Agenda positions for the alliance abilities of voting (TE "Alliance Reference Cards"): the agenda phase of
 * ti4Agenda.ts with `card` placed in the first voter's play area, and what a vote counted.
 */
import type { Ti4AllianceCardId } from "../../src/content/ti4/index.ts";
import type { Ti4State } from "../../src/engine/ti4/state.ts";
import { agendaPhase, type Played } from "./ti4Agenda.ts";

/** The first voter of Economic Equality, holding `card` (none: null) and `goods` trade goods. */
export function voterWith(
  card: Ti4AllianceCardId | null,
  goods = 3,
  edit?: (s: Ti4State, voter: number) => void,
): { played: Played; voter: number } {
  let voter = -1;
  const played = agendaPhase(["economic_equality", "conscription"], (s) => {
    voter = (s.speaker + 1) % s.players.length;
    const player = s.players[voter];
    if (!player) throw new Error("no first voter");
    if (card) player.allianceCards = [card];
    player.tradeGoods = goods;
    edit?.(s, voter);
  });
  return { played, voter };
}

/** The votes `seat` has cast on the agenda under vote. */
export function votesOf(state: Ti4State, seat: number): number | undefined {
  const top = state.stack.findLast((f) => f.kind === "ti4AgendaVote");
  return top?.kind === "ti4AgendaVote" ? top.votes.find((v) => v.seat === seat)?.votes : undefined;
}
