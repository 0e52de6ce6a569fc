/**
 * Reading a typed command where it is typed. The catalog's strict reader (catalog/reader.ts) needs the
 * game at hand only for what the game alone knows: the players (by name, mention or seat letter) and the
 * systems on its map by name; the game is read then, and only then. Shared by every surface.
 */
import type { Box } from "../content/index.ts";
import type { GameState } from "../engine/index.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import type { GameStore } from "../store/gameStore.ts";
import {
  type ArgError,
  type CatalogCommand,
  type RawArgs,
  readCommand,
  type Table,
  tableNeeded,
} from "./catalog/index.ts";
import { readMeta } from "./lobby.ts";
import { isTi4Game } from "./ti4/game.ts";
import type { AppRequest, Place } from "./types.ts";

const DEFAULT_BOXES: readonly Box[] = ["base", "se"];

/** The table of the game in this place: its players and map once it runs, its boxes before. */
export async function tableAt(store: Pick<GameStore, "loadByChannel">, place: Place): Promise<Table | null> {
  const game = await store.loadByChannel(place.guildId, place.channelId);
  if (!game) return null;
  if (isTi4Game(game)) return ti4Table(game.status === "lobby" ? null : (game.state as unknown as Ti4State));
  if (game.status === "lobby") {
    const boxes = readMeta(game.meta).settings.boxes ?? DEFAULT_BOXES;
    return { players: [], boxes, galaxy: {} };
  }
  const state = game.state as GameState;
  return {
    players: state.players.map((p) => ({ seat: p.seat, name: p.name, userId: p.userId, race: p.race })),
    boxes: state.config.boxes,
    galaxy: state.galaxy,
  };
}

/** The request `raw` stands for, read strictly, or the sentence saying what is wrong with it. */
export async function readRequest(
  store: Pick<GameStore, "loadByChannel">,
  place: Place,
  command: CatalogCommand,
  raw: RawArgs,
): Promise<AppRequest | ArgError> {
  const table = tableNeeded(command, raw) ? await tableAt(store, place) : null;
  return readCommand(command, raw, table);
}

/** A Fourth Edition table: its players (no TI3 race) and its tiles by position, once it runs. */
function ti4Table(state: Ti4State | null): Table {
  return {
    players: (state?.players ?? []).map((p) => ({
      seat: p.seat,
      name: p.name,
      userId: p.userId,
      race: null,
    })),
    boxes: [],
    galaxy: Object.fromEntries(
      Object.entries(state?.galaxy ?? {}).map(([label, placed]) => [label, placed.tile]),
    ),
    ruleset: "ti4",
  };
}
