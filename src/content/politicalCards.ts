/**
 * Political Cards (agendas) of the base game and Shattered Empire, with the deck each game uses.
 *
 * Counts: the shared data has 59 base cards plus the original Open the Trade Routes (60 printed)
 * and 32 SE cards. SE's component list says "32 New Political Cards" and its replacement list names
 * one Open the Trade Routes; as with the Action Cards, the 32 include that replacement (glory-reframe's
 * SE list has 32 names with "Open the Trade Routes (revised)"). So: base alone 60, base + SE 91.
 * TIO lists no quantities for Political Cards: every card is a single copy.
 */
import type { Box } from "./common.ts";
import { deepFreeze, indexById } from "./common.ts";
import type { DeckEntry, DeckSetup, OptionId } from "./options.ts";
import { POLITICAL_CARDS_BASE_A_TO_L } from "./politicalCards.base1.ts";
import { POLITICAL_CARDS_BASE_M_TO_Z } from "./politicalCards.base2.ts";
import { POLITICAL_CARDS_SE } from "./politicalCards.se.ts";
import type { StrategyFamily } from "./strategyCards.ts";
import type { SystemId } from "./systems.ts";

/** A law stays in play once passed (until repealed); a directive resolves once and is discarded. */
export const POLITICAL_KINDS = ["law", "directive"] as const;
export type PoliticalKind = (typeof POLITICAL_KINDS)[number];

/** What an "Elect" agenda asks the council to choose. Cards with For/Against outcomes elect nothing. */
export const ELECT_TARGETS = [
  "player",
  "twoPlayers",
  "planet",
  "twoPlanets",
  "law",
  "publicObjective",
  "technologyColor",
] as const;
export type ElectTarget = (typeof ELECT_TARGETS)[number];

/** The shape of a record in the data files, before the box and defaults are filled in. */
export interface PoliticalCardData {
  readonly id: string;
  readonly name: string;
  readonly kind: PoliticalKind;
  /** Absent for For/Against agendas. */
  readonly elect?: ElectTarget;
  /** Stable key the engine hooks the agenda's outcomes onto. */
  readonly effect: string;
  /** "For: ... Against: ..." for vote agendas, the elected outcome for Elect agendas. */
  readonly text: string;
  readonly replaces?: string;
  readonly replacedBy?: string;
  readonly requiresOption?: OptionId;
  /** The Strategy Card family the card depends on; with that family absent it is redrawn (SE option 2). */
  readonly namesStrategy?: StrategyFamily;
  /** A system that must be in the galaxy, or the card is discarded and redrawn. */
  readonly requiresSystem?: SystemId;
}

type PoliticalCardRecord =
  | (typeof POLITICAL_CARDS_BASE_A_TO_L)[number]
  | (typeof POLITICAL_CARDS_BASE_M_TO_Z)[number]
  | (typeof POLITICAL_CARDS_SE)[number];
export type PoliticalCardId = PoliticalCardRecord["id"];

export interface PoliticalCard
  extends Omit<
    PoliticalCardData,
    "id" | "elect" | "replaces" | "replacedBy" | "requiresOption" | "namesStrategy" | "requiresSystem"
  > {
  readonly id: PoliticalCardId;
  readonly box: Box;
  readonly elect: ElectTarget | null;
  readonly copies: number;
  readonly replaces: PoliticalCardId | null;
  readonly replacedBy: PoliticalCardId | null;
  readonly requiresOption: OptionId | null;
  readonly namesStrategy: StrategyFamily | null;
  readonly requiresSystem: SystemId | null;
}

function inBox(box: Box, records: readonly PoliticalCardData[]): PoliticalCard[] {
  return records.map((record) => ({
    ...record,
    id: record.id as PoliticalCardId,
    box,
    elect: record.elect ?? null,
    copies: 1,
    replaces: (record.replaces ?? null) as PoliticalCardId | null,
    replacedBy: (record.replacedBy ?? null) as PoliticalCardId | null,
    requiresOption: record.requiresOption ?? null,
    namesStrategy: record.namesStrategy ?? null,
    requiresSystem: record.requiresSystem ?? null,
  }));
}

export const POLITICAL_CARDS: readonly PoliticalCard[] = deepFreeze([
  ...inBox("base", POLITICAL_CARDS_BASE_A_TO_L),
  ...inBox("base", POLITICAL_CARDS_BASE_M_TO_Z),
  ...inBox("se", POLITICAL_CARDS_SE),
]);

const BY_ID = indexById(POLITICAL_CARDS, "political card");

export function isPoliticalCardId(value: string): value is PoliticalCardId {
  return BY_ID.has(value);
}

export function getPoliticalCard(id: PoliticalCardId): PoliticalCard {
  return BY_ID.get(id);
}

/** True when a newer printing of the card comes from one of the boxes in play. */
export function isPoliticalCardSupersededIn(card: PoliticalCard, boxes: readonly Box[]): boolean {
  return card.replacedBy !== null && boxes.includes(getPoliticalCard(card.replacedBy).box);
}

/**
 * The Political deck for a game: every card of the boxes in play, minus originals whose
 * replacement is in play and cards whose option module is off. Cards naming an absent Strategy
 * Card or system stay in the deck; the draw rule replaces them (see `namesStrategy`, `requiresSystem`).
 */
export function politicalDeck(
  boxes: readonly Box[],
  setup: DeckSetup = {},
): readonly DeckEntry<PoliticalCardId>[] {
  const options = setup.options ?? [];
  return POLITICAL_CARDS.filter(
    (card) =>
      boxes.includes(card.box) &&
      !isPoliticalCardSupersededIn(card, boxes) &&
      (card.requiresOption === null || options.includes(card.requiresOption)),
  ).map((card) => ({ id: card.id, copies: card.copies }));
}
