/**
 * The public lines of the classic options (TI2 Hope's End played on TI3): the Gravity Rift's exit dice and
 * the Shock Troops' second roll.
 */
import { getUnit } from "../../content/index.ts";
import type { LineTable } from "./context.ts";
import { planetName, plural } from "./names.ts";

export const CLASSIC_LINES = {
  gravityRiftExitRolled: (e, c) => {
    const ship = getUnit(e.unit).name;
    const outcome =
      e.side === null
        ? "free to leave by any side: it goes on"
        : e.stays
          ? `sent out by side ${e.side}, not its way: it stays in the Rift`
          : `sent out by side ${e.side}, its way: it goes on`;
    return `🎲 ${c.who(e.seat)} — Gravity Rift at ${c.at(e.position)}: a ${ship} rolls ${e.die}, ${outcome}.`;
  },
  shockTroopsRolledAgain: (e, c) => {
    const made = e.dice.filter((die) => die >= 9).length;
    const rolled =
      e.dice.length === 1
        ? "a Ground Force that rolled a 10 rolls again"
        : `${plural(e.dice.length, "Ground Force")} that rolled a 10 roll again`;
    return `🎲 ${c.who(e.seat)} — on ${planetName(e.planet)} ${rolled}: ${e.dice.join(" ")} (9+ makes a Shock Troop) → ${made === 1 ? "1 makes it" : `${made} make it`}.`;
  },
} satisfies Partial<LineTable>;
