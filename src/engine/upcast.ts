/**
 * Stored events stay readable forever. Each log entry records the schema version its events were written
 * at, and a change to an event's shape never rewrites the log: it adds an upcaster, which turns the events
 * of one entry from the version before into the new one. Reading an entry runs the upcasters from its
 * version up to today's, so evolve and everything above it only ever see today's shapes (README.md: "When
 * an event's shape changes").
 */
import type { GameEvent } from "./events.ts";

/** An event as stored by some earlier version: only `type` is sure to be there. */
export type StoredEventShape = { type: string; [field: string]: unknown };

/**
 * Turns the events of one log entry from version n into n + 1. It must be pure (the same entry always
 * upcasts the same way, so replays agree) and may change, add, drop or split events.
 */
export type Upcaster = (events: StoredEventShape[]) => StoredEventShape[];

/**
 * Version 1 to 2, quiet windows: the event `autoPassOffered` came in, and the play window's frame may name
 * the players offered autopass. No stored event changed shape, so a version-1 entry reads as it is; the
 * version is bumped so that older code refuses a log holding the new event instead of misreading it.
 */
const quietWindows: Upcaster = (events) => events;

/**
 * Version 2 to 3, the cards of the table (Master of Fate, Ruinous Tariffs): the events `actionCardsSetAside`
 * and `actionCardDealt` came in, and a play window's frame may name the player its moment concerns
 * (`about`). No stored event changed shape: a version-2 entry reads as it is.
 */
const cardsOfTheTable: Upcaster = (events) => events;

/**
 * Version 3 to 4, Public Disgrace: the event `strategyCardPutBack` came in, and the Strategy Phase's frame may
 * hold the pick just made (`lastPick`). Nothing stored changed shape; the bump keeps older code from
 * misreading a log that holds the new event.
 */
const publicDisgrace: Upcaster = (events) => events;

/**
 * Version 4 to 5, the optional rules (RR §24, SE options 1-15, Hope's End): the events of their modules
 * came in (Shock Troops, Space Mines, Leaders, Sabotage Runs, the Custodians, Distant Suns, Artifacts, the
 * Voice of the Council, Age of Empire, Homeworlds, the Gravity Rift, Facilities, the set-up options), and
 * some frames gained optional fields or steps (the invasion's `groundTens` and its "conclude" step). No
 * stored event changed shape: a version-4 entry reads as it is; the bump keeps older code from misreading
 * a log that holds the new events.
 */
const optionalRules: Upcaster = (events) => events;

/**
 * Version 5 to 6, the classic options and the options' last pieces: the events of Hope's End's Shock
 * Troops and Leaders, of TI1 Borderlands (Mine Fields, Capital Ships, Capital Planets, Declarations of War
 * and Peace) and of Preset Artifacts came in; `unitsRepaired` may say the damage is kept (`kept`, read as
 * false when absent), and some frames gained optional fields (the tactical frame's `invadingHeldBy`, the
 * capture frame's `rule`, the Custodians' fight's offers). No stored event changed shape: a version-5 entry
 * reads as it is.
 */
const classicOptions: Upcaster = (events) => events;

/** `UPCASTERS[n - 1]` turns version n into n + 1. Only ever appended to: a stored version never changes. */
export const UPCASTERS: readonly Upcaster[] = [
  quietWindows,
  cardsOfTheTable,
  publicDisgrace,
  optionalRules,
  classicOptions,
];

/** The version of the events this code writes: one past the last upcaster, so the two cannot disagree. */
export const EVENT_SCHEMA_VERSION = UPCASTERS.length + 1;

/** A log entry this code cannot read: written by a newer version, or not carrying a version at all. */
export class EventSchemaError extends Error {
  override name = "EventSchemaError";
}

/** The events of one stored entry, written at schema `version`, in today's shapes. */
export function upcast(
  events: readonly unknown[],
  version: number,
  upcasters: readonly Upcaster[] = UPCASTERS,
): GameEvent[] {
  const current = upcasters.length + 1;
  if (!Number.isInteger(version) || version < 1)
    throw new EventSchemaError(`events stored with schema version ${version}, which no code ever wrote`);
  // Read with the shapes of today, a newer entry could be misread without any error: refuse it instead.
  if (version > current)
    throw new EventSchemaError(
      `events stored with schema version ${version}, written by a newer Mecatol; this one reads up to version ${current}`,
    );
  let shaped = events as StoredEventShape[];
  for (let v = version; v < current; v++) shaped = (upcasters[v - 1] as Upcaster)(shaped);
  return shaped as unknown as GameEvent[];
}
