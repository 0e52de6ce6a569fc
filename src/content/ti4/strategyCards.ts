/**
 * The eight TI4 strategy cards, by initiative. Texts are our own wording of the facts in
 * shared/data/ti4/strategy_cards.json and the digest §11 (LRR 24, 32, 45, 52, 66, 91, 92, 99).
 *
 * A card's own texts are its first printing (box base). A later printing that the data tells apart is a
 * `reprint`, kept with its box, and `ti4StrategyCardPrinting` reads the one in play: Diplomacy's primary
 * readies any two planets in the Codex I printing (so the data; the LRR v1.1 changelog calls it an
 * erratum), where the base card readied only those in the chosen system. The data gives no other printing
 * difference. Construction's wording is the one the data takes from the Prophecy of Kings printing, which
 * the LRR follows (LRR 24.3: the secondary's token goes into the system); the data does not say whether
 * the base card differed. Thunder's Edge's Construction and Warfare are left for issue #27.
 */

import { deepFreeze, indexById } from "../common.ts";
import type { Ti4Box } from "./common.ts";

export const TI4_STRATEGY_CARD_IDS = [
  "leadership",
  "diplomacy",
  "politics",
  "construction",
  "trade",
  "warfare",
  "technology",
  "imperial",
] as const;
export type Ti4StrategyCardId = (typeof TI4_STRATEGY_CARD_IDS)[number];

export type Ti4Initiative = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** A later printing: the texts it changes (the others stay as printed first). */
export interface Ti4StrategyReprint {
  readonly box: Ti4Box;
  readonly primary?: string;
  readonly secondary?: string;
  readonly note: string;
}

export interface Ti4StrategyCard {
  readonly id: Ti4StrategyCardId;
  readonly name: string;
  readonly initiative: Ti4Initiative;
  readonly box: Ti4Box;
  /** The holder's strategic action. */
  readonly primary: string;
  /** What each other player may do after the primary. */
  readonly secondary: string;
  /**
   * Whether following costs a token from the strategy pool: not for Leadership (LRR 52), nor for a
   * player the Trade holder chose (LRR 92, a choice the engine makes, not a value of the card).
   */
  readonly secondarySpendsStrategyToken: boolean;
  readonly reprints: readonly Ti4StrategyReprint[];
}

const TOKEN = "Spend 1 strategy token to";

export const TI4_STRATEGY_CARDS: readonly Ti4StrategyCard[] = deepFreeze([
  {
    id: "leadership",
    name: "Leadership",
    initiative: 1,
    box: "base",
    primary:
      "Gain 3 command tokens; then spend any amount of influence to gain 1 more token for every 3 spent.",
    secondary: "Spend any amount of influence to gain 1 command token for every 3 spent.",
    secondarySpendsStrategyToken: false,
    reprints: [],
  },
  {
    id: "diplomacy",
    name: "Diplomacy",
    initiative: 2,
    box: "base",
    primary:
      "Choose a system other than Mecatol Rex's that holds a planet you control: every other player puts a " +
      "command token from their reinforcements there. Then ready each exhausted planet you control in that system.",
    secondary: `${TOKEN} ready up to 2 exhausted planets you control.`,
    secondarySpendsStrategyToken: true,
    reprints: [
      {
        box: "codex1",
        primary:
          "Choose a system other than Mecatol Rex's that holds a planet you control: every other player puts " +
          "a command token from their reinforcements there. Then ready up to 2 exhausted planets you control.",
        note:
          "The data files this wording under Codex I (Ω); the LRR follows it (LRR 32.2), and the LRR v1.1 " +
          "changelog (02/03/18) lists an erratum to Diplomacy: the planets readied need not be in the chosen system.",
      },
    ],
  },
  {
    id: "politics",
    name: "Politics",
    initiative: 3,
    box: "base",
    primary:
      "Give the speaker token to any player but the current speaker, yourself included; draw 2 action cards; " +
      "look at the top 2 agenda cards and put each on the top or the bottom of the deck.",
    secondary: `${TOKEN} draw 2 action cards.`,
    secondarySpendsStrategyToken: true,
    reprints: [],
  },
  {
    id: "construction",
    name: "Construction",
    initiative: 4,
    box: "base",
    primary:
      "Put a space dock or a PDS on one of your planets, and then, if you wish, a further PDS on one of your planets.",
    secondary: `${TOKEN} put it in any system, then place a PDS or a space dock on a planet you control there.`,
    secondarySpendsStrategyToken: true,
    reprints: [],
  },
  {
    id: "trade",
    name: "Trade",
    initiative: 5,
    box: "base",
    primary:
      "Gain 3 trade goods and refill your commodities; then choose any other players, who may follow " +
      "the secondary without spending a strategy token.",
    secondary: `${TOKEN} refill your commodities.`,
    secondarySpendsStrategyToken: true,
    reprints: [],
  },
  {
    id: "warfare",
    name: "Warfare",
    initiative: 6,
    box: "base",
    primary:
      "Take one of your command tokens off the board into a pool of your choice, then rearrange the " +
      "tokens on your command sheet.",
    secondary: `${TOKEN} use the PRODUCTION of one space dock in your home system; the token is not put in that system.`,
    secondarySpendsStrategyToken: true,
    reprints: [],
  },
  {
    id: "technology",
    name: "Technology",
    initiative: 7,
    box: "base",
    primary: "Research 1 technology; then you may spend 6 resources to research 1 more.",
    secondary: "Spend 1 strategy token and 4 resources to research 1 technology.",
    secondarySpendsStrategyToken: true,
    reprints: [],
  },
  {
    id: "imperial",
    name: "Imperial",
    initiative: 8,
    box: "base",
    primary:
      "Score 1 public objective whose condition you meet; then gain 1 victory point if you control " +
      "Mecatol Rex, or else draw 1 secret objective.",
    secondary: `${TOKEN} draw 1 secret objective.`,
    secondarySpendsStrategyToken: true,
    reprints: [],
  },
] satisfies readonly Ti4StrategyCard[]);

const BY_ID = indexById(TI4_STRATEGY_CARDS, "TI4 strategy card");

export function isTi4StrategyCardId(value: string): value is Ti4StrategyCardId {
  return BY_ID.has(value);
}

export function ti4StrategyCard(id: Ti4StrategyCardId): Ti4StrategyCard {
  return BY_ID.get(id);
}

/** A card's texts as printed in the latest of its printings whose box is in play. */
export function ti4StrategyCardPrinting(
  id: Ti4StrategyCardId,
  boxes: readonly Ti4Box[],
): { readonly box: Ti4Box; readonly primary: string; readonly secondary: string } {
  const card = ti4StrategyCard(id);
  return card.reprints
    .filter((reprint) => boxes.includes(reprint.box))
    .reduce(
      (printing, reprint) => ({
        box: reprint.box,
        primary: reprint.primary ?? printing.primary,
        secondary: reprint.secondary ?? printing.secondary,
      }),
      { box: card.box, primary: card.primary, secondary: card.secondary },
    );
}
