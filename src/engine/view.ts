/**
 * The one gate for hidden information: `view(state, seat)` is what that player may see; `view(state,
 * null)` is what a spectator (the public channel) may see. Other players' hands become counts, deck
 * orders become sizes, and the generator state is withheld so nobody can predict the dice.
 */
import type { GameEvent } from "./events.ts";
import { visibilityOf } from "./events.ts";
import type { FrameRules } from "./flow.ts";
import type { Frame } from "./frames.ts";
import { rulebookFor } from "./rulebook.ts";
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
    stack: rest.stack.map((frame) => frameSeenBy(frame, viewer)),
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

/**
 * A frame as a player may see it: answers given in secret and not told yet stay with whoever gave them
 * (the frame's own `seenBy`). Frame kinds are the TI3 rulebook's, the only one with frames so far.
 */
function frameSeenBy(frame: Frame, viewer: Seat | null): Frame {
  const rules = rulebookFor("ti3").frames[frame.kind] as FrameRules<Frame> | undefined;
  return rules?.seenBy ? structuredClone(rules.seenBy(frame, viewer)) : structuredClone(frame);
}

export function viewEvent(event: GameEvent, viewer: Seat | null): EventView {
  const visibility = visibilityOf(event);
  if (event.type === "framePushed" || event.type === "frameReplaced")
    return { ...event, frame: frameSeenBy(event.frame, viewer) };
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
