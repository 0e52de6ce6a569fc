/**
 * What a player reads alone: the cards and objectives only they may see, and the confirmation of their
 * own settings. And what the channel reads about a private event: who, and what kind of thing, never
 * what it was.
 */

import { getDomainCounter } from "../../content/index.ts";
import type { GameEvent, GameEventType } from "../../engine/events.ts";
import type { Seat } from "../../engine/state.ts";
import type { EventView } from "../../engine/view.ts";
import { actionName, objectiveName, planetName, politicalName, systemName } from "./names.ts";

/**
 * Events that record a player's own setting (autopass, hits assigned at once). The engine keeps them
 * public, like any rule-relevant choice, but telling the channel "Alice passes every Action Card window"
 * would tell her opponents she holds nothing she means to play: they are confirmed to her alone.
 */
export const PERSONAL_SETTING_EVENTS: ReadonlySet<GameEventType> = new Set<GameEventType>([
  "windowPassPreferenceSet",
  "hitAssignmentPreferenceSet",
]);

/** The confirmation of a setting, for the player who changed it. */
function settingLine(event: GameEvent): string | null {
  switch (event.type) {
    case "windowPassPreferenceSet":
      return event.autoPassWindows
        ? "Autopass is on: no Action Card window waits for you any more (you can still play a card as your action or when you vote)."
        : "Autopass is off: every Action Card window waits for you again while you hold an Action Card.";
    case "hitAssignmentPreferenceSet":
      return event.autoAssignHits
        ? "Hits on your units are now assigned for you at once: cheapest first, damage before destroy."
        : "You assign the hits on your units yourself again.";
    default:
      return null;
  }
}

/** The confirmations a player gets of the settings they changed among these events (null: none). */
export function settingConfirmations(events: readonly GameEvent[], seat: Seat): string | null {
  const lines = events
    .filter((e) => PERSONAL_SETTING_EVENTS.has(e.type) && "seat" in e && e.seat === seat)
    .map(settingLine)
    .filter((line): line is string => line !== null);
  return lines.length > 0 ? lines.join("\n") : null;
}

type Lookup = (id: string) => string;
const names = (ids: unknown, name: Lookup) => (ids as string[]).map(name).join(", ");

/** The line a player reads privately about an event only they may see. */
export function narratePrivate(event: EventView): string | null {
  const e = event as Record<string, unknown> & { type: string };
  switch (e.type) {
    case "actionCardsDrawn":
      return `You drew Action Card(s): ${names(e.cards, actionName)}.`;
    case "politicalCardsDrawn":
      return `You drew Political Card(s): ${names(e.cards, politicalName)}.`;
    case "secretObjectiveDealt":
      return `Your Secret Objective: ${objectiveName(String(e.objective))}.`;
    case "galaxyTilesDealt":
      return `Your systems to place: ${names(e.tiles, systemName)}.`;
    case "politicalCardsPeeked":
      return `You look at the top Political Cards: ${names(e.cards, politicalName)}.`;
    case "objectivesPeeked":
      return `You look at the unrevealed objectives: ${names(e.objectives, objectiveName)}.`;
    case "actionCardsGiven":
      return `Action Card(s) changing hands: ${names(e.cards, actionName)}.`;
    case "actionCardsInspected":
      return `The Action Cards looked at (Disclosure): ${names(e.cards, actionName) || "none"}.`;
    case "actionCardsPeeked":
      return `The Action Cards looked at (Yssaril): ${names(e.cards, actionName) || "none"}.`;
    case "actionDeckSearched":
      return `The Action deck holds (Synchronicity): ${names(e.cards, actionName) || "nothing"}.`;
    case "politicalDeckSearched":
      return `The Political deck holds (Determine Policy): ${names(e.cards, politicalName) || "nothing"}.`;
    case "actionCardsSetAside":
      return `You draw to deal, one to each player (Master of Fate): ${names(e.cards, actionName) || "nothing"}.`;
    case "actionCardDealt":
      return `Dealt with Master of Fate: ${actionName(String(e.card))}.`;
    case "actionCardTakenFromDeck":
      return `You take ${actionName(String(e.card))} from the Action deck (Synchronicity).`;
    case "politicalDeckArranged":
      return `On top of the Political deck: ${politicalName(String(e.top))}.`;
    case "domainCountersSeen":
      return `The face-down Domain Counters you look at: ${Object.entries(
        e.counters as Record<string, string>,
      )
        .map(([planet, id]) => `${planetName(planet)}: ${getDomainCounter(id).name}`)
        .join(", ")}.`;
    case "gmActionCardMoved":
      return e.to === "hand"
        ? `GM correction: ${actionName(String(e.card))} is back in your hand from the discard pile.`
        : `GM correction: ${actionName(String(e.card))} went from your hand to the discard pile.`;
    default:
      return settingLine(event as GameEvent);
  }
}

/**
 * The channel's line about a private event, by its kind alone (a hidden event carries nothing more):
 * "Alice draws Action Cards." An event that another line already tells, or that tells nothing, is null.
 */
const HIDDEN_LINES: Partial<Record<GameEventType, string | null>> = {
  galaxyTilesDealt: "is dealt systems to place",
  secretObjectiveDealt: "is dealt a Secret Objective",
  actionCardsDrawn: "draws Action Cards",
  politicalCardsDrawn: "draws Political Cards",
  politicalCardsPeeked: "looks at the top of the Political deck",
  politicalDeckArranged: "puts the Political Cards back",
  objectivesPeeked: "looks at unrevealed objectives",
  actionCardsGiven: "hands over Action Cards",
  actionCardsInspected: "looks at another player's Action Cards (Disclosure)",
  actionCardsPeeked: "looks at another player's Action Cards (Yssaril)",
  actionDeckSearched: "searches the Action deck (Synchronicity)",
  actionCardTakenFromDeck: "takes an Action Card from the deck (Synchronicity)",
  actionCardsSetAside: "draws Action Cards to deal (Master of Fate)",
  actionCardDealt: "deals an Action Card (Master of Fate)",
  politicalDeckSearched: "searches the Political deck (Determine Policy)",
  domainCountersSeen: "looks at face-down Domain Counters",
  // The GM correction's public line already says an Action Card moved.
  gmActionCardMoved: null,
  // Synchronicity's and Master of Fate's answers: the search, the card taken or dealt are told already.
  cardChoiceAnswered: null,
};

/** The public verb phrase for a hidden event of this kind; null when it is not told at all. */
export function hiddenLine(of: GameEventType): string | null {
  if (PERSONAL_SETTING_EVENTS.has(of)) return null;
  const line = HIDDEN_LINES[of];
  return line === undefined ? "receives something privately" : line;
}
