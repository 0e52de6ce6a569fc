/**
 * Resolving an agenda (RR §20): a law that passes (For, or any Elect law) stays in play; any other card is
 * discarded; then its outcome takes effect. The outcomes Mecatol carries out itself answer the
 * `agendaOutcome` hook (the laws module, from politicalEffects.ts); a game holds no card whose outcome or
 * lasting effect has no rule (setup/decksBuilt.ts).
 */
import { getPoliticalCard, type PoliticalCard, type PoliticalCardId } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { GameState } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { orderOfPlay } from "../players.ts";
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
  const lawStays = card.kind === "law" && (card.elect !== null || result.outcome === "for");
  // Unreachable with the decks a game may hold (setup/decksBuilt.ts): every outcome has its rule.
  if (!run || (lawStays && !rule?.lasting))
    throw new Error(`no rule carries out ${card.name} (${outcomeLabel(card, result.outcome, tx.state)})`);
  run(tx, result);
  if (tx.state.phase === "finished") return;
  // Several players reaching the target at once: the first in order of play wins, as when objectives
  // are claimed one player at a time (RR §22) [Mecatol's reading; the rules do not say].
  for (const seat of orderOfPlay(tx.state)) if (checkVictory(tx, seat)) return;
}
