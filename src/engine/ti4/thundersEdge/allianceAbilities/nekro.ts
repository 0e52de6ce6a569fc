/**
 * The Nekro Virus's alliance card (TE "Alliance Reference Cards"; the commander Nekro Acidos): each
 * technology its holder gains lets them draw 1 action card.
 *
 * Technologies are gained by research and by many abilities, so the card is a standing rule: as a command
 * settles, the technologies its holder gained in it (not the starting ones of set-up) are counted against the
 * draws the card has already made in it, and the rest are drawn. Drawing is taken every time [our reading:
 * the hand limit is checked only in the status phase, so a card more is never worse].
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { drawActionCards } from "../../actionCards/deck.ts";
import type { Ti4Event } from "../../events.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { allianceAbilityUsers } from "../allianceCards.ts";
import { timesUsed } from "./used.ts";

/** Technologies `seat` gained in `events`. */
export function technologiesGained(events: readonly Ti4Event[], seat: Seat): number {
  return events.reduce(
    (sum, e) => (e.type === "ti4TechnologiesGained" && e.seat === seat ? sum + e.technologies.length : sum),
    0,
  );
}

function drawsForTechnologies(tx: Tx<Ti4>): boolean {
  if (tx.state.phase === "setup") return false;
  let drew = false;
  for (const seat of allianceAbilityUsers(tx.state, "nekro")) {
    const owed = technologiesGained(tx.events, seat) - timesUsed(tx.events, seat, "nekro");
    if (owed <= 0) continue;
    tx.emit({
      type: "ti4AllianceAbilityUsed",
      seat,
      card: "nekro",
      count: owed,
      reason: "technology gained",
    });
    drawActionCards(tx, seat, owed);
    drew = true;
  }
  return drew;
}

export const TE_ALLIANCE_NEKRO: Ti4Module = { id: "allianceAbility:nekro", standing: [drawsForTechnologies] };
