import { bool } from "./args.ts";
import type { CatalogCommand } from "./types.ts";

/** /ti stats: the statistics of this channel's game or of the whole server (app/stats.ts), for you alone. */
export const STATS_COMMAND: CatalogCommand = {
  group: null,
  name: "stats",
  description: "Game or server statistics",
  help: "For this channel's game (the default): each player's dice luck (hits scored against the hits expected, over every combat die thrown), how long the game waited on each player, and the median and longest of their Action Phase turns; for the server (server:true): the games played and finished, and the wins of each race. With a small chart. Only public facts; only you see the answer.",
  private: true,
  options: [{ name: "server", description: "The server's record", kind: "boolean" }],
  build: (args) => ({ kind: "stats", of: bool(args, "server") ? "server" : "game" }),
};
