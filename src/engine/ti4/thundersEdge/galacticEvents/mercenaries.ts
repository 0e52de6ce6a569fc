/**
 * Mercenaries for Hire (a TE galactic event; the rulebook prints no card text, so this follows the card as
 * public game aids list it [recalled]):
 *  - as set-up ends, the alliance cards of the factions nobody plays are shuffled (the game's seeded
 *    generator, in the log) into the mercenary deck, which lies face up: everyone sees its top card;
 *  - ACTION (LRR 22, a component action): spend 3 trade goods to take the deck's top card and place it in your
 *    play area (TE "Alliance Reference Cards"), where its ability is yours.
 * Which cards count as unused, and why cards whose ability Mecatol does not carry out yet are in the deck:
 * allianceDraws.ts. A card Yin Ascendant draws leaves the deck. An empty deck offers nothing, so the action
 * is then refused as any action not offered is (as it is out of turn).
 */

import { type Ti4AllianceCardId, ti4AllianceCardName } from "../../../../content/ti4/index.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RngState, shuffle } from "../../../rng.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { takeComponentAction } from "../../round/actionPhase.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { unplayedFactionCards } from "../allianceDraws.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "mercenaries_for_hire";
const NAME = "Mercenaries for Hire";
const RULE = "TE Galactic Events: Mercenaries for Hire";
/** The trade goods the top card costs. */
export const MERCENARY_PRICE = 3;

export type Ti4MercenaryEvent =
  /** Mercenaries for Hire: the face-up mercenary deck, top card first. */
  | { type: "ti4MercenaryDeckFormed"; cards: Ti4AllianceCardId[]; rng: RngState }
  /** Mercenaries for Hire: `seat` takes the top card `card` (its price and the gain come by their own events). */
  | { type: "ti4MercenaryHired"; seat: Seat; card: Ti4AllianceCardId };

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

/** The mercenary deck's top card, face up (undefined: empty or not formed). */
export function mercenaryOnTop(state: Ti4State): Ti4AllianceCardId | undefined {
  return state.mercenaryDeck?.[0];
}

function setupEnds(tx: Tx<Ti4>): void {
  if (!inPlay(tx.state)) return;
  const drawn = shuffle(tx.state.rng, unplayedFactionCards(tx.state));
  tx.emit({ type: "ti4MercenaryDeckFormed", cards: drawn.value, rng: drawn.rng });
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  const top = mercenaryOnTop(state);
  // Offered while the deck holds a card, whatever the player's trade goods: the command says what is missing.
  if (!inPlay(state) || top === undefined) return [];
  return [
    {
      kind: "hireMercenary",
      seat,
      simultaneous: false,
      prompt: `${NAME}: spend ${MERCENARY_PRICE} trade goods to take ${ti4AllianceCardName(top)} from the top of the mercenary deck`,
    },
  ];
}

function hireMercenary(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "hireMercenary" }>,
): RuleError | undefined {
  const { seat } = command;
  if (!inPlay(tx.state))
    return ruleError("ERR_TI4_MERCENARIES", RULE, `${NAME} is not in play in this game.`);
  const top = mercenaryOnTop(tx.state);
  if (top === undefined)
    return ruleError(
      "ERR_TI4_MERCENARIES",
      RULE,
      "The mercenary deck is empty: every card in it has been taken.",
    );
  const goods = tx.state.players[seat]?.tradeGoods ?? 0;
  if (goods < MERCENARY_PRICE)
    return ruleError(
      "ERR_TI4_MERCENARIES",
      RULE,
      `The top mercenary costs ${MERCENARY_PRICE} trade goods, and you have ${goods}.`,
      { goods },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -MERCENARY_PRICE, reason: NAME });
  tx.emit({ type: "ti4MercenaryHired", seat, card: top });
  tx.emit({ type: "ti4AllianceCardGained", seat, card: top, reason: NAME });
  return undefined;
}

export const TI4_MERCENARIES_FOR_HIRE: Ti4Module = {
  id: "galacticEventMercenaries",
  commands: { hireMercenary },
  events: {
    ti4MercenaryDeckFormed(
      draft: Ti4State,
      e: Extract<Ti4MercenaryEvent, { type: "ti4MercenaryDeckFormed" }>,
    ) {
      draft.mercenaryDeck = [...e.cards];
    },
    ti4MercenaryHired(draft: Ti4State, e: Extract<Ti4MercenaryEvent, { type: "ti4MercenaryHired" }>) {
      draft.mercenaryDeck = (draft.mercenaryDeck ?? []).filter((card) => card !== e.card);
    },
  },
  hooks: { setupEnds, componentActions },
};
