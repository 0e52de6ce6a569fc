/** GM corrections told in a few words; never an Action Card's name (its holder alone learns it). */
import type { GameEvent } from "../../engine/events.ts";
import type { GameState } from "../../engine/index.ts";
import type { PublicCorrection } from "../../engine/rules/gm/corrections.ts";
import { type Ctx, contextOf } from "./context.ts";
import {
  COUNTER_AREA_KEYS,
  COUNTER_AREAS,
  cardName,
  planetName,
  plural,
  technologyName,
  unitsText,
} from "./names.ts";

/** What a GM correction changed, in a few words ("Trade Goods set to 4"). */
export function correctionLine(correction: PublicCorrection, c: Pick<Ctx, "at">): string {
  const amount = (mode: "set" | "add", n: number, word: string) =>
    mode === "set"
      ? `${word} set to ${n}`
      : `${n > 0 ? "+" : "−"}${plural(Math.abs(n), word.replace(/s$/, ""))}`;
  switch (correction.kind) {
    case "tradeGoods":
      return amount(correction.mode, correction.amount, "Trade Goods");
    case "victoryPoints":
      return amount(correction.mode, correction.amount, "victory points");
    case "counters":
      return `command counters set: ${COUNTER_AREA_KEYS.filter(
        (area) => correction.counters[area] !== undefined,
      )
        .map((area) => `${correction.counters[area]} in ${COUNTER_AREAS[area]}`)
        .join(", ")}`;
    case "planet":
      return correction.control
        ? `now controls ${planetName(correction.planet)}${correction.exhausted ? " (exhausted)" : ""}`
        : `no longer controls ${planetName(correction.planet)}`;
    case "planetStatus":
      return `${planetName(correction.planet)} ${correction.exhausted ? "exhausted" : "readied"}`;
    case "units": {
      const where = correction.planet ? planetName(correction.planet) : c.at(correction.position);
      return correction.remove
        ? `${unitsText(correction.units)} removed from ${where}`
        : `${unitsText(correction.units)} placed ${correction.planet ? "on" : "at"} ${where}`;
    }
    case "technology":
      return `${correction.remove ? "loses" : "gains"} ${technologyName(correction.technology)}`;
    case "actionCard":
      return correction.to === "hand"
        ? "an Action Card taken back from the discard pile into the hand"
        : "an Action Card moved from the hand to the discard pile";
    case "strategyCard":
      return `${cardName(correction.card)} marked ${correction.played ? "played" : "not played"}`;
  }
}

/** The announcement of a GM correction, naming the GM: "🛠 GM Ann corrected Bob — …: reason". */
export function gmHeadline(
  gm: string,
  event: Extract<GameEvent, { type: "gmCorrected" }>,
  state: GameState,
): string {
  const c = contextOf(state);
  return `🛠 GM ${gm} corrected ${c.who(event.seat)} — ${correctionLine(event.correction, c)}: ${event.reason}`;
}
