/**
 * Resolving an agenda (RR §20): a law that passes (For, or any Elect law) stays in play; any other card is
 * discarded; then its outcome takes effect. The outcomes Mecatol carries out itself answer the
 * `agendaOutcome` hook (the laws module, from politicalEffects.ts); every other outcome, and the lasting
 * effect of a law that no rule area applies yet, is announced and carried out by hand, confirmed by the
 * elected players, or by everyone.
 */
import { getPoliticalCard, type PoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { resolveByHand } from "../actionCards/byHand.ts";
import { activePlayers, orderOfPlay } from "../players.ts";
import { resumeStrategicAction } from "../strategyCards/resume.ts";
import { checkVictory } from "../victory.ts";
import type { AgendaResult, AgendaRule } from "./agendaTools.ts";
import type { AgendaFrame } from "./frames.ts";
import { tally } from "./tally.ts";

export function resolveAgenda(tx: Tx, frame: AgendaFrame, outcome: string): void {
  const card = frame.card as PoliticalCardId;
  const passed = getPoliticalCard(card).elect !== null || outcome === "for";
  tx.emit({ type: "agendaResolved", card, outcome, passed, tally: tally(frame) });
  tx.emit({ type: "framePopped" });
  if (frame.resume) resumeStrategicAction(tx);
  applyOutcome(tx, { card, outcome, votes: frame.votes, reader: frame.reader });
}

/** Ends an agenda that cannot be voted (no card left, or nothing to elect): the card is discarded. */
export function finishAgenda(tx: Tx, frame: AgendaFrame): void {
  if (frame.card !== null) {
    tx.emit({ type: "agendaResolved", card: frame.card, outcome: null, passed: false, tally: {} });
  }
  tx.emit({ type: "framePopped" });
  if (frame.resume) resumeStrategicAction(tx);
}

function outcomeLabel(card: PoliticalCard, outcome: string, state: GameState): string {
  if (card.elect === null) return outcome === "for" ? "For" : "Against";
  if (card.elect === "player" || card.elect === "twoPlayers") {
    const names = outcome.split(",").map((seat) => state.players[Number(seat)]?.name ?? seat);
    return `elected ${names.join(" and ")}`;
  }
  return `elected ${outcome}`;
}

function applyOutcome(tx: Tx, result: AgendaResult): void {
  const card = getPoliticalCard(result.card);
  let rule: AgendaRule | undefined;
  for (const carriedOut of answers(tx.state, "agendaOutcome")) {
    rule = carriedOut(card.effect);
    if (rule) break;
  }
  const run = card.elect !== null ? rule?.elected : result.outcome === "for" ? rule?.for : rule?.against;
  const label = outcomeLabel(card, result.outcome, tx.state);
  const byHand: string[] = [];
  if (run) run(tx, result);
  else byHand.push(`${card.name} (${label}): ${card.text}`);
  const lawStays = card.kind === "law" && (card.elect !== null || result.outcome === "for");
  if (lawStays && !rule?.lasting) {
    byHand.push(`${card.name} stays in play as a law (${label}); its lasting effect is applied by hand`);
  }
  if (tx.state.phase === "finished") return;
  // Several players reaching the target at once: the first in order of play wins, as when objectives
  // are claimed one player at a time (RR §22) [Mecatol's reading; the rules do not say].
  for (const seat of orderOfPlay(tx.state)) if (checkVictory(tx, seat)) return;
  if (byHand.length > 0)
    resolveByHand(tx, result.reader, byHand.join("; "), confirmers(tx.state, card, result));
}

/** Those an outcome affects: the elected players for a player election, everyone otherwise. */
function confirmers(state: GameState, card: PoliticalCard, result: AgendaResult): Seat[] {
  if (card.elect === "player" || card.elect === "twoPlayers") return result.outcome.split(",").map(Number);
  return activePlayers(state).map((p) => p.seat);
}
