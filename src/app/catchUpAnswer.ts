/**
 * `/ti catchup` and the "What happened?" button: the asker's catch-up (catchUp.ts) with the map as it is
 * now, the systems changed since their last action outlined. For the asker alone: nothing is said in the
 * channel and nobody is pinged.
 */
import { type GameState, type GameView, view, waitingFor } from "../engine/index.ts";
import type { GameStore, StoredGame } from "../store/gameStore.ts";
import { catchUp } from "./catchUp.ts";
import type { MapRenderer } from "./play.ts";
import { type Actor, type Outcome, refusal } from "./types.ts";

export interface CatchUpDeps {
  store: Pick<GameStore, "readEvents">;
  renderMap?: MapRenderer;
}

export async function catchUpOutcome(deps: CatchUpDeps, game: StoredGame, actor: Actor): Promise<Outcome> {
  if (game.status === "lobby") return refusal("ERR_NOT_STARTED", "The game has not started yet.");
  const state = game.state as GameState;
  if (!state.players.some((p) => p.userId === actor.userId))
    return refusal(
      "ERR_NOT_SEATED",
      "You have no seat in this game, so there is no last action to catch up from.",
    );
  const entries = await deps.store.readEvents(game.id);
  const told = catchUp(entries, actor.userId, state);
  const drawn = deps.renderMap
    ? await deps.renderMap(view(state, null) as GameView, waitingFor(state), null, told.changed)
    : undefined;
  const marked =
    told.changed.length > 0
      ? `Systems changed since then: ${told.changed.join(", ")}.`
      : "No system changed since then.";
  return {
    ok: true,
    reply: told.text,
    privateMessages: [],
    pings: [],
    ...(drawn
      ? {
          image: {
            png: drawn.png,
            name: "catch-up.png",
            description: `${drawn.description ?? "The galaxy now"} ${marked}`.slice(0, 1024),
          },
        }
      : {}),
  };
}
