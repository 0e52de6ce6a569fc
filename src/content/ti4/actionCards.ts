/**
 * TI4 Action Cards: the closed list of moments they are played at, the cards of each box, and the deck a
 * game shuffles.
 *
 * Counts (shared/data/ti4/action_cards.json, copies cross-checked with a second card list): the base game
 * 59 cards in 80 copies; Codex I 17 cards in 20 copies; Prophecy of Kings 17 cards in 20 copies; Thunder's
 * Edge 14 cards in 20 copies.
 *
 * Codex I (data README, conflict 8): its 20 copies are new cards, not revised reprints. None shares a name
 * with a base card (a test keeps it so), so nothing is taken out of the deck when they come in. The deck
 * list a Prophecy of Kings game is played with holds them, so they are dealt with either box: base + PoK
 * is the 120-card deck the data gives, base + Codex I alone 100, and both boxes together still 120.
 * Thunder's Edge's 14 cards in 20 copies (actionCards.te.ts) join whatever deck is dealt when it is in play,
 * and so do Codex I's (TE "Expansion Integration": the Codex's 20 action cards are combined with the base
 * game's); a game deals only the cards the engine carries out (setup/steps.ts).
 */
import { deepFreeze, indexById } from "../common.ts";
import { TI4_ACTION_CARDS_BASE } from "./actionCards.base.ts";
import { TI4_ACTION_CARDS_CODEX } from "./actionCards.codex.ts";
import { TI4_ACTION_CARDS_POK } from "./actionCards.pok.ts";
import { TI4_ACTION_CARDS_TE } from "./actionCards.te.ts";
import type { Ti4Box } from "./common.ts";

/** The game phase a moment falls in ("any": outside any one phase), as the data files tag each card. */
export type Ti4CardPhase = "strategy" | "action" | "status" | "agenda" | "any";

/**
 * When a TI4 Action Card may be played (LRR 2 "Action Cards": the card's timing line). Every card's timing
 * maps to exactly one moment; who triggered it and conditions inside it ("a system that holds your
 * ships", "as the defender") belong to the card's effect.
 */
export const TI4_ACTION_MOMENTS = {
  action: { phase: "action", text: "As a component action on the holder's turn." },
  strategyPhaseStart: { phase: "strategy", text: "At the start of the strategy phase." },
  whenStrategyCardChosen: { phase: "strategy", text: "When another player picks a strategy card." },
  beforeStrategicAction: {
    phase: "action",
    text: "When another player is about to take a strategic action.",
  },
  afterActivation: { phase: "action", text: "Right after a system is activated." },
  afterMovement: { phase: "action", text: "After another player's ships move into a system." },
  afterAction: { phase: "action", text: "Right after the holder takes an action." },
  combatStart: { phase: "action", text: "At the start of a combat, in space or on the ground." },
  combatRoundStart: { phase: "action", text: "At the start of a combat round." },
  combatRoundStartOrEnd: { phase: "action", text: "At the start or at the end of a combat round." },
  beforeAntiFighterBarrage: { phase: "action", text: "Before the Anti-Fighter Barrage dice are rolled." },
  afterRoll: { phase: "action", text: "Right after dice are rolled in combat or for a unit ability." },
  beforeHitsAssigned: { phase: "action", text: "Before the holder assigns hits to their units." },
  sustainDamageUsed: { phase: "action", text: "When, or right after, a ship uses Sustain Damage." },
  afterShipDestroyed: { phase: "action", text: "Right after one of the holder's ships is destroyed." },
  announceRetreats: { phase: "action", text: "In the announce-retreats step of a space combat round." },
  afterSpaceCombat: { phase: "action", text: "Right after a space combat is won." },
  invasionStart: { phase: "action", text: "At the start of an invasion." },
  afterGroundForcesCommitted: {
    phase: "action",
    text: "After another player commits ground forces to land on the holder's planet.",
  },
  whenPlanetGained: { phase: "action", text: "When the holder gains control of a planet." },
  afterPlanetLost: { phase: "action", text: "After another player takes control of the holder's planet." },
  whenProducing: { phase: "action", text: "When the holder's units use Production." },
  whenLastShipDestroyed: {
    phase: "action",
    text: "When the holder's last ship in the active system is destroyed.",
  },
  startOfAnotherTurn: { phase: "action", text: "At the start of another player's turn." },
  endOfTurn: { phase: "action", text: "At the end of any player's turn." },
  afterNeighboursTransaction: {
    phase: "any",
    text: "After two of the holder's neighbours complete a transaction with each other.",
  },
  duringTransaction: { phase: "any", text: "While the holder arranges a transaction." },
  whenActionCardPlayed: { phase: "any", text: "When another player plays an action card." },
  whenActionCardDiscarded: { phase: "any", text: "When another player discards an action card." },
  whenStrategyCardsReturned: {
    phase: "status",
    text: "When strategy cards would go back in the status phase.",
  },
  agendaPhaseStart: { phase: "agenda", text: "At the start of the agenda phase." },
  whenAgendaRevealed: {
    phase: "agenda",
    text: "When an agenda is revealed; before every after-effect (LRR 1.14-1.18).",
  },
  afterAgendaRevealed: { phase: "agenda", text: "After an agenda is revealed, before the votes." },
  duringVoting: {
    phase: "agenda",
    text: "While votes are cast: after the speaker's vote, or after the holder's.",
  },
  whenElected: { phase: "agenda", text: "When a player is elected as an agenda's outcome." },
  whenOutcomeResolved: { phase: "agenda", text: "When an agenda's outcome is about to be resolved." },
} as const satisfies Record<string, { readonly phase: Ti4CardPhase; readonly text: string }>;
export type Ti4ActionMoment = keyof typeof TI4_ACTION_MOMENTS;
export const TI4_ACTION_MOMENT_IDS = Object.keys(TI4_ACTION_MOMENTS) as readonly Ti4ActionMoment[];

/** A record in the box files, before the box and the defaults are filled in. */
export interface Ti4ActionCardData {
  readonly id: string;
  readonly name: string;
  /** Copies in the deck; 1 when left out. */
  readonly copies?: number;
  readonly timing: Ti4ActionMoment;
  readonly text: string;
}

type Ti4ActionCardRecord =
  | (typeof TI4_ACTION_CARDS_BASE)[number]
  | (typeof TI4_ACTION_CARDS_CODEX)[number]
  | (typeof TI4_ACTION_CARDS_POK)[number]
  | (typeof TI4_ACTION_CARDS_TE)[number];
export type Ti4ActionCardId = Ti4ActionCardRecord["id"];

export interface Ti4ActionCard {
  readonly id: Ti4ActionCardId;
  readonly name: string;
  readonly copies: number;
  /** The box the card first came in. */
  readonly box: Ti4Box;
  /** The boxes any one of which puts the card in the deck (see the header: Codex I's cards come with PoK). */
  readonly dealtWith: readonly Ti4Box[];
  readonly timing: Ti4ActionMoment;
  readonly text: string;
}

function inBox(box: Ti4Box, dealtWith: readonly Ti4Box[], records: readonly Ti4ActionCardData[]) {
  return records.map(
    (record): Ti4ActionCard => ({
      id: record.id as Ti4ActionCardId,
      name: record.name,
      copies: record.copies ?? 1,
      box,
      dealtWith,
      timing: record.timing,
      text: record.text,
    }),
  );
}

export const TI4_ACTION_CARDS: readonly Ti4ActionCard[] = deepFreeze([
  ...inBox("base", ["base"], TI4_ACTION_CARDS_BASE),
  ...inBox("codex1", ["codex1", "pok", "te"], TI4_ACTION_CARDS_CODEX),
  ...inBox("pok", ["pok"], TI4_ACTION_CARDS_POK),
  ...inBox("te", ["te"], TI4_ACTION_CARDS_TE),
]);

const BY_ID = indexById(TI4_ACTION_CARDS, "TI4 action card");

export function isTi4ActionCardId(value: string): value is Ti4ActionCardId {
  return BY_ID.has(value);
}

export function ti4ActionCard(id: Ti4ActionCardId): Ti4ActionCard {
  return BY_ID.get(id);
}

/** The phase a card is played in, read off its moment. */
export function ti4ActionCardPhase(card: Ti4ActionCard): Ti4CardPhase {
  return TI4_ACTION_MOMENTS[card.timing].phase;
}

/** One line of a deck: a card and how many copies of it are shuffled in. */
export interface Ti4ActionDeckEntry {
  readonly id: Ti4ActionCardId;
  readonly copies: number;
}

/**
 * The Action deck for a game: every card dealt with one of the boxes in play, once (base 80; with PoK
 * 120). The base game is always in play: without it there is no deck to add to.
 */
export function ti4ActionDeck(boxes: readonly Ti4Box[]): readonly Ti4ActionDeckEntry[] {
  if (!boxes.includes("base")) return [];
  return TI4_ACTION_CARDS.filter((card) => card.dealtWith.some((box) => boxes.includes(box))).map((card) => ({
    id: card.id,
    copies: card.copies,
  }));
}

/** How many cards a deck holds, copies counted. */
export function ti4ActionDeckSize(deck: readonly { readonly copies: number }[]): number {
  return deck.reduce((sum, entry) => sum + entry.copies, 0);
}
