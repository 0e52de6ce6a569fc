/** The public lines of TI1 Borderlands' classic options: wars declared, peaces made. */
import type { LineTable } from "./context.ts";

export const RELATIONS_LINES = {
  warDeclared: (e, c) =>
    e.surprise
      ? `⚔️ ${c.who(e.by)} launches a surprise attack on ${c.who(e.against)}: they are at war, and ${c.who(e.by)} commands one vote fewer for the rest of the game.`
      : `⚔️ ${c.who(e.by)} declares war on ${c.who(e.against)}.`,
  peaceMade: (e, c) => `🕊️ ${c.who(e.seats[0])} and ${c.who(e.seats[1])} make peace.`,
} satisfies Partial<LineTable>;
