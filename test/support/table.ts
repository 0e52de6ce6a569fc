/**
 * A table for reading typed commands without a database: four players at seats A to D (Alice, Bob, Cara
 * and Dan; Cara plays the Hacan) and a few systems on the map.
 */
import type { Table } from "../../src/app/catalog/index.ts";
import type { GameState } from "../../src/engine/index.ts";

export const TABLE: Table = {
  players: [
    { seat: 0, name: "Alice", userId: "100000000000000010", race: "sol" },
    { seat: 1, name: "Bob", userId: "100000000000000011", race: null },
    { seat: 2, name: "Cara", userId: "100000000000000012", race: "hacan" },
    { seat: 3, name: "Dan", userId: "100000000000000013", race: null },
  ],
  boxes: ["base", "se"],
  galaxy: { "000": "mecatol-rex", "203": "lodor", "104": "abyz-fria", "105": "empty", "106": "empty" },
};

/** The table of a game state, as the app reads it where a command is typed (src/app/reading.ts). */
export function tableOf(state: GameState): Table {
  return {
    players: state.players.map((p) => ({ seat: p.seat, name: p.name, userId: p.userId, race: p.race })),
    boxes: state.config.boxes,
    galaxy: state.galaxy,
  };
}
