import type { CatalogCommand } from "./types.ts";

/** /ti catchup: what happened since your last action, for you alone (app/catchUp.ts). */
export const CATCH_UP_COMMAND: CatalogCommand = {
  group: null,
  name: "catchup",
  description: "What happened since your last action",
  help: "Moves, battles and how they ended, cards played openly, objectives scored, agendas and votes since your last action, your own private lines since then, and what the game waits for now; with the map, every system changed since then outlined. Only you see it.",
  private: true,
  options: [],
  build: () => ({ kind: "catchup" }),
};
