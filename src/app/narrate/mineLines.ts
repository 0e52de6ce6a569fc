/**
 * The public lines of SE option 7, Space Mines: a mine laid or placed, ships ending their move among
 * enemy mines, every die rolled for them with the ship it was rolled for, and the mine cleared.
 */
import { getUnit } from "../../content/index.ts";
import type { MineDie } from "../../engine/options/spaceMines/board.ts";
import type { Ctx, LineTable } from "./context.ts";
import { plural, reasonText } from "./names.ts";

function mineOf(owner: number | null, c: Ctx): string {
  return owner === null ? "the neutral Space Mine" : `${c.who(owner)}'s Space Mine`;
}

function mineDie(d: MineDie): string {
  const ship = `${d.damaged ? "damaged " : ""}${getUnit(d.unit).name}`;
  const modified = d.modifier === 0 ? "" : `${d.modifier > 0 ? "+" : ""}${d.modifier}`;
  return `${ship} ${d.value}${modified}${d.hit ? "✓" : ""}`;
}

export const MINE_LINES = {
  spaceMineLaid: (e, c) =>
    e.owner === null
      ? `💣 A neutral Space Mine is placed at ${c.at(e.position)} (${reasonText(e.reason)}).`
      : `💣 ${c.who(e.owner)} lays a Space Mine at ${c.at(e.position)} (${reasonText(e.reason)}).`,
  spaceMinesEntered: (e, c) =>
    `${c.who(e.seat)}'s ships end their move among enemy Space Mines at ${e.ships.map((s) => c.at(s.position)).join(" and ")}: they roll for them once the PDS fire there is over.`,
  spaceMinesRolled: (e, c) =>
    e.dice.length === 0
      ? `${c.who(e.seat)} has no ship to roll for against the Space Mines at ${c.at(e.position)}.`
      : `🎲 ${c.who(e.seat)} — Space Mines at ${c.at(e.position)}: ${e.dice.map(mineDie).join(", ")} (hit on 9+) → ${plural(e.dice.filter((d) => d.hit).length, "hit")}.`,
  spaceMineRemoved: (e, c) =>
    `${e.by === null ? "" : `${c.who(e.by)} clears `}${mineOf(e.owner, c)} at ${c.at(e.position)}${e.by === null ? " is cleared" : ""} (${reasonText(e.reason)}).`,
} satisfies Partial<LineTable>;
