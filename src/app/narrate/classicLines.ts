/** The public lines of the classic options (TI2 Hope's End played on TI3): the Gravity Rift's exit dice. */
import { getUnit } from "../../content/index.ts";
import type { LineTable } from "./context.ts";

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
} satisfies Partial<LineTable>;
