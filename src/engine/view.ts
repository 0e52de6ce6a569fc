/**
 * The one gate for hidden information: `view(state, seat)` is what that player may see; `view(state,
 * null)` is what a spectator (the public channel) may see. Other players' hands become counts, deck
 * orders become sizes, and the generator state is withheld so nobody can predict the dice. A face-down
 * Leader (Hope's End's variant) is, to all but its owner and its captor, a face-down Leader where it is:
 * in the state, in the frames asking about it and in the log.
 *
 * `seatState(state, seat)` is the same hiding in the state's own shape, for the bot: what the seat may not
 * see is there as stand-ins of the right count (`HIDDEN`), so code written for the state reads it unchanged.
 */
import type { GameEvent } from "./events.ts";
import { visibilityOf } from "./events.ts";
import type { FrameRules } from "./flow.ts";
import type { Frame } from "./frames.ts";
import type { RngState } from "./rng.ts";
import { rulebookFor } from "./rulebook.ts";
import type { GameState, LeaderInPlay, LeaderPlace, PlayerSecrets, PlayerState, Seat } from "./state.ts";

/** What a face-down Leader is called for those who may not see which it is. */
export const FACE_DOWN_LEADER = "face-down";

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
  const { rng: _rng, decks, players, stack, ...rest } = state;
  const open = { ...structuredClone(rest), stack: stack.map((frame) => frameSeenBy(frame, viewer)) };
  const hidden = new Set(
    (state.leaders ?? []).filter((l) => l.faceDown && !seesLeader(l, viewer)).map((l) => l.id),
  );
  if (hidden.size > 0 && open.leaders) {
    open.leaders = leadersSeen(open.leaders, hidden);
    open.stack = open.stack.map((f) => frameSeen(f, hidden));
  }
  return {
    ...open,
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

/** What stands, in `seatState`, for a card, objective, tile or counter the seat may not see. */
export const HIDDEN = "hidden";

/** The generator's state as `seatState` gives it: fixed, so nothing can be told from it. */
const NEUTRAL_RNG: RngState = [0, 0, 0, 0];

/** `n` stand-ins for cards the seat may not see (only how many is known). */
function unseen<T>(cards: readonly unknown[]): T[] {
  return cards.map(() => HIDDEN as T);
}

function unseenValues<K extends string, V>(record: Partial<Record<K, V>>): Partial<Record<K, V>> {
  return Object.fromEntries(Object.keys(record).map((k) => [k, HIDDEN])) as Partial<Record<K, V>>;
}

function secretsUnseen(secret: PlayerSecrets): PlayerSecrets {
  return {
    actionCards: unseen(secret.actionCards),
    secretObjectives: unseen(secret.secretObjectives),
    politicalCards: unseen(secret.politicalCards),
    galaxyTiles: unseen(secret.galaxyTiles),
  };
}

/**
 * What a seat is looking at now of what is hidden from others (each told it in a private event): the top
 * two objectives while Bureaucracy's Senatorial Control waits for it to reveal one (SE p.16), an opponent's
 * hand while it names the card Disclosure discards, the Action deck while Synchronicity has it take one,
 * and the Political deck while Determine Policy has it name the agenda (both decks seen sorted).
 */
function lookingAt(state: GameState, seat: Seat) {
  const top = state.stack.at(-1);
  const choosing = top?.kind === "cardChoice" && top.awaiting.includes(seat) ? top : null;
  const bureaucracy = top?.kind === "strategicAction" && top.seat === seat && top.detail.stage === "drawn";
  return {
    objectives: bureaucracy ? 2 : 0,
    hand: choosing?.effect === "disclosure" ? (choosing.data.target as Seat) : null,
    actionDeck: choosing?.effect === "synchronicity",
    politicalDeck: choosing?.effect === "determinePolicy",
  };
}

/**
 * The game as `seat` may see it, in the state's own shape: the same hiding as `view` (other players'
 * secrets, the decks' contents and order, face-down systems, Domain Counters and Artifacts, the generator,
 * answers given in secret, face-down Leaders), each hidden thing replaced by `HIDDEN` so that counts stay
 * true. Whatever is computed from it alone cannot depend on anything the seat may not see. It shares the
 * state's unhidden parts: read it, never change it.
 */
export function seatState(state: GameState, seat: Seat): GameState {
  const { decks } = state;
  const seen = lookingAt(state, seat);
  const hidden = new Set(
    (state.leaders ?? []).filter((l) => l.faceDown && !seesLeader(l, seat)).map((l) => l.id),
  );
  const stack = state.stack.map((frame) => {
    const rules = rulebookFor("ti3").frames[frame.kind] as FrameRules<Frame> | undefined;
    const told = rules?.seenBy ? rules.seenBy(frame, seat) : frame;
    return hidden.size > 0 ? frameSeen(told, hidden) : told;
  });
  return {
    ...state,
    rng: NEUTRAL_RNG,
    players: state.players.map((p) => {
      if (p.seat === seat) return p;
      const secret = secretsUnseen(p.secret);
      if (p.seat === seen.hand) secret.actionCards = [...p.secret.actionCards].sort();
      return { ...p, secret };
    }),
    decks: {
      action: {
        draw: seen.actionDeck ? [...decks.action.draw].sort() : unseen(decks.action.draw),
        discard: decks.action.discard,
      },
      political: {
        draw: seen.politicalDeck ? [...decks.political.draw].sort() : unseen(decks.political.draw),
        discard: decks.political.discard,
      },
      objectives: [
        ...decks.objectives.slice(0, seen.objectives),
        ...unseen<never>(decks.objectives.slice(seen.objectives)),
      ],
      secretObjectives: unseen(decks.secretObjectives),
      faceDownSystems: unseenValues(decks.faceDownSystems) as Record<string, never>,
      ...(decks.domainCounters ? { domainCounters: unseenValues(decks.domainCounters) } : {}),
      ...(decks.artifacts ? { artifacts: unseenValues(decks.artifacts) } : {}),
    },
    stack,
    ...(state.leaders && hidden.size > 0 ? { leaders: leadersSeen(state.leaders, hidden) } : {}),
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

/** Its owner sees which Leader it is; so does its captor, who holds the counter. */
function seesLeader(leader: { seat: Seat; at: LeaderPlace }, viewer: Seat | null): boolean {
  return leader.seat === viewer || (leader.at.on === "captive" && leader.at.captor === viewer);
}

/**
 * The Leaders with the hidden ones unnamed, listed after the others in an order of their own (by owner,
 * then place): the state's order, that of placement, would tell them apart.
 */
function leadersSeen(leaders: LeaderInPlay[], hidden: ReadonlySet<string>): LeaderInPlay[] {
  const place = (l: LeaderInPlay) => JSON.stringify(l.at);
  const unnamed = leaders
    .filter((l) => hidden.has(l.id))
    .map((l) => ({ ...l, id: FACE_DOWN_LEADER }))
    .sort((a, b) => a.seat - b.seat || place(a).localeCompare(place(b)));
  return [...leaders.filter((l) => !hidden.has(l.id)), ...unnamed];
}

/** A choice asked about a hidden Leader (where it escapes to, a captive's fate) names it not. */
function frameSeen(frame: Frame, hidden: ReadonlySet<string>): Frame {
  if (frame.kind !== "cardChoice" || typeof frame.data.leader !== "string") return frame;
  return hidden.has(frame.data.leader)
    ? { ...frame, data: { ...frame.data, leader: FACE_DOWN_LEADER } }
    : frame;
}

/** A face-down Leader's event, as a viewer who may not see which Leader it is reads it. */
function leaderEventSeen(event: GameEvent, viewer: Seat | null): GameEvent {
  if (event.type !== "leaderMoved" && event.type !== "leaderDieRolled") return event;
  if (!event.faceDown) return event;
  if (event.type === "leaderMoved" && seesLeader(event, viewer)) return event;
  if (event.type === "leaderDieRolled" && (event.owner ?? event.seat) === viewer) return event;
  return { ...event, leader: FACE_DOWN_LEADER };
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
  if (visibility === "public") return withoutGenerator(leaderEventSeen(event, viewer));
  if (viewer !== null && visibility.seats.includes(viewer))
    return withoutGenerator(leaderEventSeen(event, viewer));
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
