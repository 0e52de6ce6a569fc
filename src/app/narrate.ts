/**
 * A short public line per event, for the channel: what happened, with any dice shown. Private events
 * never reach this function's public caller unredacted (the caller passes `viewEvent(e, null)`).
 */
import {
  getActionCard,
  getObjective,
  getPlanet,
  getPoliticalCard,
  getRace,
  getStrategyCard,
  getSystem,
} from "../content/index.ts";
import type { GameState } from "../engine/index.ts";
import type { EventView } from "../engine/view.ts";

type Lookup = (id: string) => { name: string };
const safe = (lookup: Lookup, id: string) => {
  try {
    return lookup(id).name;
  } catch {
    return id;
  }
};

/** Any event carrying dice shows them, whatever area it comes from. */
function diceOf(event: Record<string, unknown>): string | null {
  for (const key of ["dice", "rolls", "values"]) {
    const v = event[key];
    if (Array.isArray(v) && v.every((n) => typeof n === "number")) return `🎲 ${v.join(" ")}`;
  }
  return null;
}

export function narrate(event: EventView, state: GameState): string | null {
  const who = (seat: unknown) =>
    typeof seat === "number" ? (state.players[seat]?.name ?? `seat ${seat}`) : "";
  const e = event as Record<string, unknown> & { type: string };
  switch (e.type) {
    case "strategyCardPicked":
      return `${who(e.seat)} takes ${safe(getStrategyCard as Lookup, String(e.card))}${Number(e.bonus) > 0 ? ` (+${e.bonus} bonus)` : ""}.`;
    case "speakerChanged":
      return `${who(e.seat)} is now the Speaker.`;
    case "raceAssigned":
      return `${who(e.seat)} plays ${safe(getRace as Lookup, String(e.race))} (${e.color}).`;
    case "phaseStarted":
      return `— Round ${e.round}: ${String(e.phase)} phase —`;
    case "playerPassed":
      return `${who(e.seat)} passes.`;
    case "strategyCardPlayed":
      return `${who(e.seat)} completes ${safe(getStrategyCard as Lookup, String(e.card))}.`;
    case "secondaryAnswered":
      return e.followed ? `${who(e.seat)} follows ${safe(getStrategyCard as Lookup, String(e.card))}.` : null;
    case "objectiveRevealed":
      return `Objective revealed: ${safe(getObjective as Lookup, String(e.objective))}.`;
    case "objectiveScored":
      return `${who(e.seat)} scores ${safe(getObjective as Lookup, String(e.objective))} (+${e.vp} VP).`;
    case "victoryPointsGained":
      return `${who(e.seat)} gains ${e.amount} VP (${e.reason}).`;
    case "gameEnded":
      return `🏆 Game over: ${(e.winners as number[]).map(who).join(" and ")} — ${e.reason}.`;
    case "resolvedByHand":
      return `✋ ${who(e.seat)}: ${e.what} — not automated yet, carried out by hand.`;
    case "tradeGoodsGained":
      return `${who(e.seat)} gains ${e.amount} Trade Good(s) (${e.reason}).`;
    case "galaxyTilesPlaced":
      return e.seat === undefined
        ? null
        : `${who(e.seat)} places ${Object.entries(e.tiles as Record<string, string>)
            .map(([pos, tile]) => `${safe(getSystem as Lookup, tile)} at ${pos}`)
            .join(", ")}.`;
    case "planetsExhausted":
      return `${who(e.seat)} exhausts ${(e.planets as string[]).map((p) => safe(getPlanet as Lookup, p)).join(", ")}.`;
    case "hidden":
      return e.seat === undefined ? null : `${who(e.seat)} receives something privately.`;
    default: {
      const dice = diceOf(e);
      return dice ? `${e.type}${typeof e.seat === "number" ? ` (${who(e.seat)})` : ""}: ${dice}` : null;
    }
  }
}

export function narrateAll(events: readonly EventView[], state: GameState): string {
  return events
    .map((e) => narrate(e, state))
    .filter((line): line is string => line !== null)
    .join("\n");
}

/** The line a player reads privately about an event only they may see. */
export function narratePrivate(event: EventView): string | null {
  const e = event as Record<string, unknown> & { type: string };
  const names = (ids: unknown, lookup: Lookup) => (ids as string[]).map((id) => safe(lookup, id)).join(", ");
  switch (e.type) {
    case "actionCardsDrawn":
      return `You drew Action Card(s): ${names(e.cards, getActionCard as Lookup)}.`;
    case "politicalCardsDrawn":
      return `You drew Political Card(s): ${names(e.cards, getPoliticalCard as Lookup)}.`;
    case "secretObjectiveDealt":
      return `Your Secret Objective: ${safe(getObjective as Lookup, String(e.objective))}.`;
    case "galaxyTilesDealt":
      return `Your systems to place: ${names(e.tiles, getSystem as Lookup)}.`;
    default:
      return null;
  }
}
