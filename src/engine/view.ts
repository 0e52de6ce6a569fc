/**
 * The one gate for hidden information: `view(state, seat)` is what that player may see; `view(state,
 * null)` is what a spectator (the public channel) may see. Other players' hands become counts, deck
 * orders become sizes, and the generator state is withheld so nobody can predict the dice.
 */
import type { GameEvent } from "./events.ts";
import { visibilityOf } from "./events.ts";
import type { GameState, PlayerState, Seat } from "./state.ts";

export interface HiddenSecrets {
  actionCards: number;
  secretObjectives: number;
  politicalCards: number;
  galaxyTiles: number;
}

export type PlayerView = Omit<PlayerState, "secret"> & { secret: PlayerState["secret"] | HiddenSecrets };

export interface GameView extends Omit<GameState, "players" | "decks" | "rng"> {
  /** The seat this view is for; null for the public view. */
  viewer: Seat | null;
  players: PlayerView[];
  decks: {
    action: number;
    actionDiscard: string[];
    political: number;
    objectives: number;
    secretObjectives: number;
    /** Positions holding a face-down system, without saying which. */
    faceDownSystems: string[];
  };
}

export function view(state: GameState, viewer: Seat | null): GameView {
  const { rng: _rng, decks, players, ...rest } = state;
  return {
    ...structuredClone(rest),
    viewer,
    players: players.map((p) => (p.seat === viewer ? structuredClone(p) : hideSecrets(p))),
    decks: {
      action: decks.action.draw.length,
      actionDiscard: [...decks.action.discard],
      political: decks.political.draw.length,
      objectives: decks.objectives.length,
      secretObjectives: decks.secretObjectives.length,
      faceDownSystems: Object.keys(decks.faceDownSystems),
    },
  };
}

function hideSecrets(p: PlayerState): PlayerView {
  const { secret, ...open } = structuredClone(p);
  return {
    ...open,
    secret: {
      actionCards: secret.actionCards.length,
      secretObjectives: secret.secretObjectives.length,
      politicalCards: secret.politicalCards.length,
      galaxyTiles: secret.galaxyTiles.length,
    },
  };
}

/** An event as a viewer may see it: private events of others become a bare notice with no content. */
export type EventView = GameEvent | { type: "hidden"; of: GameEvent["type"]; seat?: Seat };

export function viewEvent(event: GameEvent, viewer: Seat | null): EventView {
  const visibility = visibilityOf(event);
  if (visibility === "public") return withoutGenerator(event);
  if (viewer !== null && visibility.seats.includes(viewer)) return withoutGenerator(event);
  const seat = "seat" in event && typeof event.seat === "number" ? event.seat : undefined;
  return seat === undefined ? { type: "hidden", of: event.type } : { type: "hidden", of: event.type, seat };
}

/**
 * Events carry the generator's next state for replay; shown to anyone it would let them compute every
 * later shuffle and die roll, so no viewer gets it (like `view`, which withholds `rng`).
 */
function withoutGenerator(event: GameEvent): EventView {
  if (!("rng" in event)) return event;
  const { rng: _rng, ...shown } = event;
  return shown as unknown as EventView;
}
