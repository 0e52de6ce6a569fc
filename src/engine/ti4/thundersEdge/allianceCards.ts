/**
 * TE "Alliance Reference Cards": who holds which alliance card, and whose abilities Mecatol plays.
 *
 * - The Alliance variant (TE "Alliance Setup", step 2): "each player takes the Alliance reference card that
 *   corresponds to their ally"; read from the pairs, so it follows the ally's faction (the Firmament's card
 *   turns into the Obsidian's when the sheet flips) and needs no event.
 * - Any other gain (galactic events, the Yin breakthrough, Mercenaries for Hire): "the gaining player places
 *   the card in their play area. They can use its ability" (TE, same section). Such cards are kept on the
 *   player (`allianceCards`), gained and lost through the events below.
 *
 * Each card's ability is the faction's commander ability (content/ti4/allianceCards.te.ts). A rule that
 * carries one out asks `usesAllianceAbility(state, seat, card)`; an ability still listed in
 * `ALLIANCE_ABILITIES_NOT_PLAYED` is held but does nothing, and `allianceAbilityNotPlayed` gives the sentence a
 * surface shows for it.
 */
import {
  type FactionId,
  type Ti4AllianceCardId,
  ti4AllianceCardName,
  ti4AllianceCardOf,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { allyOf } from "../board/allies.ts";
import type { Ti4State } from "../state.ts";

export type Ti4AllianceCardEvent =
  /** `seat` places `card` in their play area (`reason`: the event or ability that gave it). */
  | { type: "ti4AllianceCardGained"; seat: Seat; card: Ti4AllianceCardId; reason: string }
  /** `seat` gives up `card` from their play area (`reason`: the rule that takes it). */
  | { type: "ti4AllianceCardLost"; seat: Seat; card: Ti4AllianceCardId; reason: string };

const WITHOUT_POK = "it speaks of leaders, mechs or exploration, which come with Prophecy of Kings";

/**
 * The alliance abilities Mecatol does not carry out yet, each with the reason. A card listed here can be held
 * (and is shown), but its ability does nothing. Each entry leaves this list as its ability is built.
 */
export const ALLIANCE_ABILITIES_NOT_PLAYED: Partial<Record<Ti4AllianceCardId, string>> = {
  bastion: "not built yet",
  firmament: "not built yet",
  keleres: "not built yet",
  mahact: "not built yet",
  naaz: WITHOUT_POK,
  sardakk: "not built yet",
};

/** The alliance cards `seat` holds: their ally's (in the Alliance variant) and those placed in their play area. */
export function allianceCardsOf(state: Ti4State, seat: Seat): Ti4AllianceCardId[] {
  const cards: Ti4AllianceCardId[] = [];
  const ally = allyOf(state, seat);
  const allyFaction: FactionId | null | undefined =
    ally === undefined ? undefined : state.players[ally]?.faction;
  if (allyFaction) cards.push(ti4AllianceCardOf(allyFaction).id);
  for (const card of state.players[seat]?.allianceCards ?? []) if (!cards.includes(card)) cards.push(card);
  return cards;
}

/** True when `seat` holds `card` and may use its ability (TE "Alliance Reference Cards"). */
export function usesAllianceAbility(state: Ti4State, seat: Seat, card: Ti4AllianceCardId): boolean {
  if (state.players[seat]?.eliminated) return false;
  return ALLIANCE_ABILITIES_NOT_PLAYED[card] === undefined && allianceCardsOf(state, seat).includes(card);
}

/** The seats that may use `card`'s ability now, in seat order. */
export function allianceAbilityUsers(state: Ti4State, card: Ti4AllianceCardId): Seat[] {
  return state.players.map((p) => p.seat).filter((seat) => usesAllianceAbility(state, seat, card));
}

/** Why `card`'s ability does nothing in Mecatol yet, or undefined when it is played. */
export function allianceAbilityNotPlayed(card: Ti4AllianceCardId): string | undefined {
  const reason = ALLIANCE_ABILITIES_NOT_PLAYED[card];
  return reason === undefined
    ? undefined
    : `The ability of ${ti4AllianceCardName(card)} is not carried out by Mecatol yet (${reason}).`;
}

export const ALLIANCE_CARD_EVENTS = {
  ti4AllianceCardGained(
    draft: Ti4State,
    e: Extract<Ti4AllianceCardEvent, { type: "ti4AllianceCardGained" }>,
  ) {
    const player = draft.players[e.seat];
    if (!player) return;
    const held = player.allianceCards ?? [];
    if (!held.includes(e.card)) player.allianceCards = [...held, e.card];
  },
  ti4AllianceCardLost(draft: Ti4State, e: Extract<Ti4AllianceCardEvent, { type: "ti4AllianceCardLost" }>) {
    const player = draft.players[e.seat];
    if (!player?.allianceCards) return;
    const left = player.allianceCards.filter((card) => card !== e.card);
    if (left.length > 0) player.allianceCards = left;
    else delete player.allianceCards;
  },
};
