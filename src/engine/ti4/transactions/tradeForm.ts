/**
 * What the playground's transaction form offers a seat (LRR 94): the players it may trade with now, what
 * it holds to give (trade goods, commodities, the promissory notes in its hand, action cards where an
 * ability lets them change hands) and what it may ask for (the other's goods and commodities, a note of
 * the other's colour). It reads the same rules the proposal does (transactions.ts), and names only what
 * the seat itself may see; the engine judges the proposal the form builds.
 *
 * A seat that may play Black Market Dealings (TE action card, blackMarket.ts) is also offered the card:
 * with it, its relics, its action cards and a number of its unscored secret objectives may be given, and
 * the other's relics and a number of their unscored secret objectives asked for. Relics are public; of
 * secret objectives only how many each holds is shown.
 */
import { type Ti4ActionCardId, ti4ActionCard, ti4Relic } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4State } from "../state.ts";
import { BLACK_MARKET, blackMarketPlayRefused } from "./blackMarket.ts";
import { noteLabel, notesInHand } from "./notes.ts";
import { transactionWindow } from "./window.ts";

/** The notes every colour has (LRR 69.1); a proposal may ask the other player for one of theirs. */
const BASE_NOTES = ["ceasefire", "trade_agreement", "political_secret", "support_for_the_throne"];

export interface Ti4TradeNote {
  note: string;
  owner: Seat;
  label: string;
}

export interface Ti4TradePartner {
  seat: Seat;
  name: string;
  tradeGoods: number;
  commodities: number;
  /** Whether action cards may change hands with this player (LRR 94.3a). */
  actionCards: boolean;
  /** Notes of this player's colour that may be asked for. */
  notes: Ti4TradeNote[];
  /** With Black Market Dealings: the relics this player holds, and how many unscored secret objectives. */
  relics?: Ti4TradeRelic[];
  secretObjectives?: number;
}

export interface Ti4TradeRelic {
  id: string;
  name: string;
}

/** What the seat may give once it plays Black Market Dealings on the proposal. */
export interface Ti4TradeBlackMarket {
  relics: Ti4TradeRelic[];
  secretObjectives: number;
  /** The action cards of its hand, but for the Black Market Dealings it plays. */
  actionCards: { id: string; name: string }[];
}

export interface Ti4TradeForm {
  kind: "ti4Trade";
  seat: Seat;
  tradeGoods: number;
  commodities: number;
  partners: Ti4TradePartner[];
  notes: Ti4TradeNote[];
  actionCards: { id: string; name: string }[];
  /** Present when the seat may play Black Market Dealings now. */
  blackMarket?: Ti4TradeBlackMarket;
}

function relicsOf(state: Ti4State, seat: Seat): Ti4TradeRelic[] {
  return (state.players[seat]?.relics ?? []).map((r) => ({ id: r.id, name: ti4Relic(r.id).name }));
}

function unscoredSecrets(state: Ti4State, seat: Seat): number {
  return state.players[seat]?.secret.secretObjectives.length ?? 0;
}

/** The hand without one copy of Black Market Dealings (the one played). */
function handAfterPlaying(hand: readonly Ti4ActionCardId[]): Ti4ActionCardId[] {
  const rest = [...hand];
  rest.splice(rest.indexOf(BLACK_MARKET as Ti4ActionCardId), 1);
  return rest;
}

/** The form for `seat`, or null when it may make no transaction now. */
export function ti4TradeForm(state: Ti4State, seat: Seat): Ti4TradeForm | null {
  const me = state.players[seat];
  if (!me || me.eliminated || state.phase === "finished") return null;
  if (state.stack.at(-1)?.kind === "ti4Transaction") return null;
  const cardsWith = (other: Seat) =>
    hookAnswers(state, "actionCardsInTransactions").some((lets) => lets(state, seat, other));
  const partners = state.players
    .filter((p) => p.seat !== seat && !p.eliminated)
    .filter((p) => typeof transactionWindow(state, seat, p.seat) === "string")
    .map((p) => ({
      seat: p.seat,
      name: p.name,
      tradeGoods: p.tradeGoods,
      commodities: p.commodities,
      actionCards: cardsWith(p.seat),
      notes: BASE_NOTES.map((note) => ({
        note,
        owner: p.seat,
        label: noteLabel(state, { note, owner: p.seat }),
      })),
    }));
  if (partners.length === 0) return null;
  const market = blackMarketPlayRefused(state, seat) === undefined;
  const named = (ids: readonly Ti4ActionCardId[]) => ids.map((id) => ({ id, name: ti4ActionCard(id).name }));
  return {
    kind: "ti4Trade",
    seat,
    tradeGoods: me.tradeGoods,
    commodities: me.commodities,
    partners: market
      ? partners.map((p) => ({
          ...p,
          relics: relicsOf(state, p.seat),
          secretObjectives: unscoredSecrets(state, p.seat),
        }))
      : partners,
    notes: notesInHand(state, seat).map((ref) => ({ ...ref, label: noteLabel(state, ref) })),
    actionCards: partners.some((p) => p.actionCards) ? named(me.secret.actionCards) : [],
    ...(market
      ? {
          blackMarket: {
            relics: relicsOf(state, seat),
            secretObjectives: unscoredSecrets(state, seat),
            actionCards: named(handAfterPlaying(me.secret.actionCards)),
          },
        }
      : {}),
  };
}
