/**
 * The one gate for hidden information in a TI4 game, as engine/view.ts is for TI3: `ti4View(state, seat)`
 * is what that player may see, `ti4View(state, null)` what the public channel may. Other players' action
 * cards, promissory notes and unscored secret objectives (and the two drawn at set-up) become counts, deck
 * orders become sizes (the public objectives dealt face down too), and the generator's state is withheld
 * so nobody can predict the dice. `ti4EventSeen` does the same for the log.
 */
import { bookFor } from "../kernel/book.ts";
import type { Seat } from "../kernel/types.ts";
import type { RngState } from "../rng.ts";
import type { Ti4Event } from "./events.ts";
import type { Ti4Frame } from "./frames.ts";
import type { Ti4 } from "./ruleset.ts";
import type { Ti4PlayerSecrets, Ti4PlayerState, Ti4State } from "./state.ts";
import { AGENDAS_LOOKED_AT } from "./strategic/politics.ts";

export interface Ti4HiddenSecrets {
  actionCards: number;
  secretObjectives: number;
  promissoryNotes: number;
  secretObjectivesDrawn: number;
}

export type Ti4PlayerView = Omit<Ti4PlayerState, "secret"> & { secret: Ti4PlayerSecrets | Ti4HiddenSecrets };

export interface Ti4View extends Omit<Ti4State, "players" | "decks" | "rng"> {
  /** The seat this view is for; null for the public view. */
  viewer: Seat | null;
  players: Ti4PlayerView[];
  decks: {
    action: number;
    actionDiscard: string[];
    agenda: number;
    agendaDiscard: string[];
    secretObjectives: number;
    relics: number;
    stageOne: number;
    stageTwo: number;
  };
}

function hideSecrets(player: Ti4PlayerState): Ti4PlayerView {
  const { secret, ...open } = structuredClone(player);
  return {
    ...open,
    secret: {
      actionCards: secret.actionCards.length,
      secretObjectives: secret.secretObjectives.length,
      promissoryNotes: secret.promissoryNotes.length,
      secretObjectivesDrawn: secret.secretObjectivesDrawn?.length ?? 0,
    },
  };
}

/** A frame as `viewer` may read it (its rules' `seenBy`: a secret ballot stays with whoever may read it). */
function frameSeen(frame: Ti4Frame, viewer: Seat | null): Ti4Frame {
  const seenBy = bookFor<Ti4>("ti4").frames[frame.kind]?.seenBy;
  return seenBy ? seenBy(frame, viewer) : frame;
}

export function ti4View(state: Ti4State, viewer: Seat | null): Ti4View {
  const { rng: _rng, decks, players, ...open } = state;
  return {
    ...structuredClone({ ...open, stack: open.stack.map((frame) => frameSeen(frame, viewer)) }),
    viewer,
    players: players.map((p) => (p.seat === viewer ? structuredClone(p) : hideSecrets(p))),
    decks: {
      action: decks.action.draw.length,
      actionDiscard: [...decks.action.discard],
      agenda: decks.agenda.draw.length,
      agendaDiscard: [...decks.agenda.discard],
      secretObjectives: decks.secretObjectives.length,
      relics: decks.relics.length,
      stageOne: decks.stageOne.length,
      stageTwo: decks.stageTwo.length,
    },
  };
}

/**
 * An event as `viewer` may read it in the log, or null when it says nothing they may know: an event meant
 * for one seat (`to`) is theirs alone; a shuffle shows no order; the generator's state is never shown.
 */
export function ti4EventSeen(event: Ti4Event, viewer: Seat | null): Ti4Event | null {
  // `to` names the one seat an event is for when it is a seat; a move's or a retreat's `to` is a place.
  if ("to" in event && typeof event.to === "number" && event.to !== viewer) return null;
  switch (event.type) {
    case "ti4FramePushed":
    case "ti4FrameUpdated": {
      const frame = frameSeen(event.frame, viewer);
      return frame === event.frame ? event : { ...event, frame };
    }
    case "gameCreated":
      return { type: "gameCreated", state: { ...event.state, rng: [0, 0, 0, 0] } };
    case "ti4DecksShuffled":
    case "ti4PublicObjectivesDealt":
    case "ti4SecretDeckShuffled":
    case "ti4AgendaDeckReshuffled":
    case "ti4ActionDeckReshuffled":
      return null;
    default: {
      if (!("rng" in event)) return event;
      const { rng: _rng, ...rest } = event;
      return rest as Ti4Event;
    }
  }
}

/** What stands in for a thing the seat may not see, so counts stay true (engine/view.ts's convention). */
export const TI4_HIDDEN = "hidden";
const NEUTRAL_RNG: RngState = [0, 0, 0, 0];

function unseen<T>(items: readonly unknown[]): T[] {
  return items.map(() => TI4_HIDDEN as T);
}

/**
 * The agenda deck as the seat sees it: all hidden, but for the top agendas it is looking at while it puts
 * them back (Politics, LRR 66.1c), which stay in their place.
 */
function agendasSeen(state: Ti4State, seat: Seat): Ti4State["decks"]["agenda"]["draw"] {
  const top = state.stack.at(-1);
  const looking = top?.kind === "ti4Politics" && top.seat === seat && top.stage !== "speaker";
  const kept = looking ? AGENDAS_LOOKED_AT : 0;
  const draw = state.decks.agenda.draw;
  return [...draw.slice(0, kept), ...unseen<(typeof draw)[number]>(draw.slice(kept))];
}

/**
 * The game as `seat` may see it, in the state's own shape, for the bot (issue #29): other players' secrets,
 * every deck's contents and order, the public objectives still face down and the generator replaced by
 * stand-ins of the right count, and each frame as its rules let the seat see it. Whatever is computed from
 * it alone cannot depend on anything the seat may not see. It shares the state's open parts: read only.
 */
export function ti4SeatState(state: Ti4State, seat: Seat): Ti4State {
  const { decks } = state;
  return {
    ...state,
    rng: NEUTRAL_RNG,
    players: state.players.map((p) =>
      p.seat === seat
        ? p
        : {
            ...p,
            secret: {
              actionCards: unseen(p.secret.actionCards),
              secretObjectives: unseen(p.secret.secretObjectives),
              promissoryNotes: unseen(p.secret.promissoryNotes),
              ...(p.secret.secretObjectivesDrawn
                ? { secretObjectivesDrawn: unseen(p.secret.secretObjectivesDrawn) }
                : {}),
            },
          },
    ),
    decks: {
      action: { draw: unseen(decks.action.draw), discard: decks.action.discard },
      agenda: { draw: agendasSeen(state, seat), discard: decks.agenda.discard },
      secretObjectives: unseen(decks.secretObjectives),
      relics: unseen(decks.relics),
      stageOne: unseen(decks.stageOne),
      stageTwo: unseen(decks.stageTwo),
    },
    stack: state.stack.map((frame) => frameSeen(frame, seat)),
  };
}
