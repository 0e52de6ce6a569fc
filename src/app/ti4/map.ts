/**
 * The map posted with a TI4 game's account: drawn from what the channel may see only. The renderer is
 * given (render/ti4: `renderTi4Map` with `describeTi4Map` as its words) by whoever starts the app, and
 * receives the state with every secret and deck order taken out, so nothing private can reach a picture.
 */
import type { Ti4Event } from "../../engine/ti4/events.ts";
import { type Ti4LastMove, ti4LastMove } from "../../engine/ti4/lastMove.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { ti4EventSeen } from "../../engine/ti4/view.ts";
import type { GameStore, StoredGame } from "../../store/gameStore.ts";
import type { Outcome } from "../types.ts";

interface Drawn {
  png: Buffer;
  description: string;
}

export type Ti4MapRenderer = (
  state: Ti4State,
  move?: Ti4LastMove | null,
) => Promise<Drawn & { closeUp?: Drawn | null }>;

/** How far back the last move is looked for: a tactical action is a few dozen entries at most. */
const LAST_MOVE_ENTRIES = 400;

/**
 * The last move as the channel saw it (engine/ti4/lastMove.ts), read from the game's recent log; entries
 * from `since` on are those the post tells.
 */
export async function ti4LastMoveOf(
  store: Pick<GameStore, "readEvents">,
  game: Pick<StoredGame, "id" | "version">,
  state: Ti4State,
  since: number,
): Promise<Ti4LastMove | null> {
  if (state.phase !== "action") return null;
  const entries = await store.readEvents(game.id, Math.max(0, game.version - LAST_MOVE_ENTRIES));
  const events: Ti4Event[] = [];
  let told = 0;
  for (const entry of entries) {
    for (const e of entry.events as Ti4Event[]) {
      const seen = ti4EventSeen(e, null);
      if (seen) events.push(seen);
    }
    if (entry.seq < since) told = events.length;
  }
  return ti4LastMove(state, events, told);
}

/** The state as the channel may see it, in the state's own shape: secrets empty, decks without order. */
export function publicTi4State(state: Ti4State): Ti4State {
  const { rng: _rng, ...rest } = structuredClone(state);
  return {
    ...rest,
    rng: [0, 0, 0, 0],
    players: rest.players.map((p) => ({
      ...p,
      secret: { actionCards: [], secretObjectives: [], promissoryNotes: [] },
    })),
    decks: {
      action: { draw: [], discard: rest.decks.action.discard },
      agenda: { draw: [], discard: rest.decks.agenda.discard },
      secretObjectives: [],
      relics: [],
      stageOne: [],
      stageTwo: [],
    },
  };
}

/** The map to post, with the close-up of the last move's active system when `move` is given. */
export async function ti4MapImage(
  render: Ti4MapRenderer | undefined,
  state: Ti4State,
  move: Ti4LastMove | null = null,
): Promise<Outcome["image"]> {
  if (!render) return undefined;
  const drawn = await render(publicTi4State(state), move);
  const closeUp = drawn.closeUp
    ? {
        png: drawn.closeUp.png,
        name: `close-up-${move?.activated}.png`,
        description: drawn.closeUp.description,
      }
    : undefined;
  return {
    png: drawn.png,
    name: `ti4-map-round-${state.round}.png`,
    description: drawn.description,
    ...(closeUp ? { closeUp } : {}),
  };
}
