/**
 * What a Thunder's Edge table has in play beside the board, as the map's panel and its words both tell it:
 * the galactic events chosen at set-up (TE "Galactic Events"), the pairs of allies (TE "Alliance Game
 * Variant"), the relics face up in each play area (TE "Relics": public) and each breakthrough gained (TE
 * "Breakthroughs and Synergy": public), the alliance cards placed in each play area (TE "Alliance Reference
 * Cards": public; an ally's card in the Alliance variant is read from the pairs, not listed) and the face-up
 * mercenary deck of Mercenaries for Hire. A game without any of these has no line here, so a base game's
 * panel is unchanged. Only public things: nothing here is held secret by the rules.
 */

import { TI4_ALLIANCE_CARDS, type Ti4AllianceCardId } from "../../content/ti4/allianceCards.te.ts";
import { ti4Breakthrough } from "../../content/ti4/breakthroughs.te.ts";
import { ti4GalacticEvent } from "../../content/ti4/galacticEvents.te.ts";
import { ti4Relic } from "../../content/ti4/relics.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { ALLIANCE_ABILITIES_NOT_PLAYED } from "../../engine/ti4/thundersEdge/allianceCards.ts";
import { seatLetter } from "../model.ts";

/** One line of the panel's "In play" section: its heading and its items (one per event, pair or seat). */
export interface Ti4InPlayLine {
  readonly head: string;
  readonly items: readonly string[];
}

/** An alliance card by its faction, with a mark while Mecatol does not carry out its ability. */
function allianceCardName(card: Ti4AllianceCardId): string {
  const faction = TI4_ALLIANCE_CARDS.find((c) => c.id === card)?.faction ?? card;
  return ALLIANCE_ABILITIES_NOT_PLAYED[card] === undefined ? faction : `${faction} (not carried out yet)`;
}

function exhausted(name: string, isExhausted: boolean | undefined): string {
  return isExhausted ? `${name} (exhausted)` : name;
}

/** The lines, in a fixed order; empty for a table with none of these. */
export function ti4InPlayLines(state: Ti4State): Ti4InPlayLine[] {
  const lines: Ti4InPlayLine[] = [];
  const events = state.galacticEvents ?? [];
  if (events.length > 0)
    lines.push({ head: "Galactic events", items: events.map((id) => ti4GalacticEvent(id).name) });
  const pairs = state.config.alliance?.pairs ?? [];
  if (pairs.length > 0)
    lines.push({
      head: "Allies",
      items: pairs.map(([a, b]) => `${seatLetter(a)} with ${seatLetter(b)}`),
    });
  const relics = state.players.flatMap((p) =>
    (p.relics ?? []).length > 0
      ? [
          `${seatLetter(p.seat)} ${(p.relics ?? []).map((r) => exhausted(ti4Relic(r.id).name, r.exhausted)).join(", ")}`,
        ]
      : [],
  );
  if (relics.length > 0) lines.push({ head: "Relics", items: relics });
  const breakthroughs = state.players.flatMap((p) =>
    p.breakthrough
      ? [`${seatLetter(p.seat)} ${exhausted(ti4Breakthrough(p.breakthrough).name, p.breakthroughExhausted)}`]
      : [],
  );
  if (breakthroughs.length > 0) lines.push({ head: "Breakthroughs", items: breakthroughs });
  const alliance = state.players.flatMap((p) =>
    (p.allianceCards ?? []).length > 0
      ? [`${seatLetter(p.seat)} ${(p.allianceCards ?? []).map(allianceCardName).join(", ")}`]
      : [],
  );
  if (alliance.length > 0) lines.push({ head: "Alliance cards", items: alliance });
  const mercenaries = state.mercenaryDeck;
  if (mercenaries)
    lines.push({
      head: "Mercenary deck",
      items: [
        mercenaries[0] !== undefined
          ? `${allianceCardName(mercenaries[0])} on top, ${mercenaries.length} cards`
          : "empty",
      ],
    });
  return lines;
}
