/**
 * Action Cards of the base game and Shattered Empire, with the deck each game uses.
 *
 * Counts: the base game prints 103 Action Cards (fandom wiki; TIO 96 + 7). SE's component list says
 * "40 New Action Cards"; TIO and glory-reframe both reach 40 only by counting SE's 5 replacement
 * cards (4 Direct Hit, 1 Ruinous Tariffs), just as SE's "7 new Technology Cards per color" count
 * its 3 replacement technologies. So: base alone 103 cards, base + SE 103 - 5 + 40 = 138.
 *
 * TIO also marks the base Ghost Ship and Star of Death as superseded, but by Shards of the Throne
 * reprints; SoT is out of scope, so those base printings stay in the deck.
 */
import { ACTION_CARDS_BASE_A_TO_L } from "./actionCards.base1.ts";
import { ACTION_CARDS_BASE_M_TO_Z } from "./actionCards.base2.ts";
import { ACTION_CARDS_SE } from "./actionCards.se.ts";
import type { Box } from "./common.ts";
import { deepFreeze, indexById } from "./common.ts";
import type { DeckEntry, DeckSetup, OptionId } from "./options.ts";
import type { StrategyFamily } from "./strategyCards.ts";

/**
 * When an Action Card may be played. Every card's printed "Play:" line maps to exactly one window;
 * conditions inside the window (e.g. "a battle you are in", "a neutral planet") belong to the effect.
 */
export const ACTION_TIMINGS = {
  action: "As the player's whole action in the Action Phase.",
  anytime: "At any moment, even outside the holder's turn.",
  strategyPhaseStart: "In the Strategy Phase, before anyone has picked a Strategy Card.",
  strategyPhase: "At any point of the Strategy Phase.",
  afterStrategyCardChosen: "Right after a player picks a Strategy Card.",
  strategyPhaseEnd: "After every Strategy Card is picked, before Bonus Counters go on the rest.",
  afterStrategyPhase: "Right after the Strategy Phase, before the first action.",
  afterStrategyPrimary: "Right after a Strategy Card's primary ability is resolved.",
  afterActivation: "Right after a system is activated with a Command Counter.",
  afterMovement: "After ships have moved into the activated system.",
  beforeSpaceBattle: "Just before a Space Battle begins.",
  beforeCombatRound: "Just before a round of Space Battle or Invasion Combat.",
  afterCombatRoll: "Right after combat dice are rolled, before casualties are removed.",
  afterShipDamaged: "Right after a ship is damaged in a Space Battle.",
  afterShipDestroyed: "Right after a ship is destroyed.",
  beforeLandings: "At the start of the Planetary Landing step.",
  beforeBombardment: "Just before a bombardment.",
  beforeInvasionCombat: "Just before an Invasion Combat.",
  afterPlanetTaken: "Right after a planet changes hands (taken by you, or taken from you).",
  afterTradeIncome: "Right after a player receives Trade Goods from trade agreements.",
  beforeTechnologyPurchase: "Just before a technology is bought.",
  beforeAgendaDrawn: "Just before a Political Card is drawn for a vote.",
  afterAgendaRead: "After an agenda is read, before the first vote.",
  voting: "While votes are being cast (before your vote, or right after another player's).",
  afterVotesCast: "After every vote on an agenda is cast.",
  statusPhase: "At any point of the Status Phase.",
  statusPhaseBeforeDraw: "In the Status Phase, before anyone draws Action Cards.",
  afterActionCardPlayed: "Right after another player plays an Action Card.",
  asCopiedCard: "In whatever window the copied card allows.",
} as const;
export type ActionTiming = keyof typeof ACTION_TIMINGS;
export const ACTION_TIMING_IDS = Object.keys(ACTION_TIMINGS) as readonly ActionTiming[];

/** The shape of a record in the data files, before the box and defaults are filled in. */
export interface ActionCardData {
  readonly id: string;
  readonly name: string;
  readonly copies: number;
  readonly timing: ActionTiming;
  /** Stable key the engine hooks the card's effect onto. */
  readonly effect: string;
  readonly text: string;
  /** The older printing this card replaces (SE replacement cards). */
  readonly replaces?: string;
  /** The newer printing that replaces this card when its box is in play. */
  readonly replacedBy?: string;
  readonly requiresOption?: OptionId;
  /** The Strategy Card family the card depends on; with that family absent it is redrawn (SE option 2). */
  readonly namesStrategy?: StrategyFamily;
  /** Player counts at which the card is removed before play (all Strategy Cards get picked). */
  readonly removedAtPlayerCounts?: readonly number[];
}

type ActionCardRecord =
  | (typeof ACTION_CARDS_BASE_A_TO_L)[number]
  | (typeof ACTION_CARDS_BASE_M_TO_Z)[number]
  | (typeof ACTION_CARDS_SE)[number];
export type ActionCardId = ActionCardRecord["id"];

export interface ActionCard
  extends Omit<
    ActionCardData,
    "id" | "replaces" | "replacedBy" | "requiresOption" | "namesStrategy" | "removedAtPlayerCounts"
  > {
  readonly id: ActionCardId;
  readonly box: Box;
  readonly replaces: ActionCardId | null;
  readonly replacedBy: ActionCardId | null;
  readonly requiresOption: OptionId | null;
  readonly namesStrategy: StrategyFamily | null;
  readonly removedAtPlayerCounts: readonly number[];
}

function inBox(box: Box, records: readonly ActionCardData[]): ActionCard[] {
  return records.map((record) => ({
    ...record,
    id: record.id as ActionCardId,
    box,
    replaces: (record.replaces ?? null) as ActionCardId | null,
    replacedBy: (record.replacedBy ?? null) as ActionCardId | null,
    requiresOption: record.requiresOption ?? null,
    namesStrategy: record.namesStrategy ?? null,
    removedAtPlayerCounts: record.removedAtPlayerCounts ?? [],
  }));
}

export const ACTION_CARDS: readonly ActionCard[] = deepFreeze([
  ...inBox("base", ACTION_CARDS_BASE_A_TO_L),
  ...inBox("base", ACTION_CARDS_BASE_M_TO_Z),
  ...inBox("se", ACTION_CARDS_SE),
]);

const BY_ID = indexById(ACTION_CARDS, "action card");

export function isActionCardId(value: string): value is ActionCardId {
  return BY_ID.has(value);
}

export function getActionCard(id: ActionCardId): ActionCard {
  return BY_ID.get(id);
}

/** True when a newer printing of the card comes from one of the boxes in play (SE: "remove the originals"). */
export function isSupersededIn(card: ActionCard, boxes: readonly Box[]): boolean {
  return card.replacedBy !== null && boxes.includes(getActionCard(card.replacedBy).box);
}

/**
 * The Action deck for a game: every card of the boxes in play, minus originals whose replacement
 * is in play, cards whose option module is off, and cards removed at this player count.
 */
export function actionDeck(boxes: readonly Box[], setup: DeckSetup = {}): readonly DeckEntry<ActionCardId>[] {
  const options = setup.options ?? [];
  const players = setup.playerCount;
  return ACTION_CARDS.filter(
    (card) =>
      boxes.includes(card.box) &&
      !isSupersededIn(card, boxes) &&
      (card.requiresOption === null || options.includes(card.requiresOption)) &&
      (players === undefined || !card.removedAtPlayerCounts.includes(players)),
  ).map((card) => ({ id: card.id, copies: card.copies }));
}
