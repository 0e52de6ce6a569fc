/**
 * Galactic events (TE rulebook, "Setup" step 1 and "Galactic Events"): after the speaker is determined the
 * table may choose galactic events, or draw one at random, to put into play for the whole game; advanced
 * tables may play several. A game names them at creation (`galacticEvents`: a list of ids, or "random" for
 * one drawn with the game's seeded generator); the ones in play are recorded by one public event right after
 * the speaker is chosen, so the view shows them and a replay finds them again.
 *
 * An event is played only once each of its parts is built (`TI4_GALACTIC_EVENTS_BUILT`, each answered by
 * its module in galacticEvents/): any other is refused at creation with its name, and "random" draws only
 * among the built ones. "Cultural Exchange Program" leaves the box without Prophecy of Kings (TE
 * "Expansion Integration"), which Mecatol does not play yet.
 */
import {
  isTi4GalacticEventId,
  TI4_GALACTIC_EVENTS,
  type Ti4Box,
  type Ti4GalacticEventId,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4GalacticEvent,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { pick, type RngState } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";

const RULE = "TE Galactic Events";

/** The events whose every part Mecatol plays, simplest first (each has its module in galacticEvents/). */
export const TI4_GALACTIC_EVENTS_BUILT: readonly Ti4GalacticEventId[] = [
  "advent_of_the_war_sun",
  "stellar_atomics",
  "civilized_society",
  "age_of_commerce",
  "age_of_fighters",
  "weird_wormholes",
  "conventions_of_war_abandoned",
  "call_of_the_void",
  "dangerous_wilds",
  "total_war",
  "monuments_to_the_ages",
  "rapid_mobilization",
  "hidden_agenda",
  "wild_wild_galaxy",
  "cosmic_phenomenae",
  "zealous_orthodoxy",
  "mercenaries_for_hire",
];

/** What a game is created with: the events chosen, or one drawn at random among the built ones. */
export type Ti4GalacticEventChoice = readonly Ti4GalacticEventId[] | "random";

export type Ti4GalacticEventsEvent =
  /** TE "Setup" step 1: the galactic events in play for the whole game (`rng` when one was drawn). */
  | { type: "ti4GalacticEventsInPlay"; events: Ti4GalacticEventId[]; rng?: RngState }
  /** Stellar Atomics: each of these seats puts a control token on the card. */
  | { type: "ti4StellarAtomicsTokensPlaced"; seats: Seat[] }
  /** Stellar Atomics: the seat takes its control token off the card to use it. */
  | { type: "ti4StellarAtomicsTokenRemoved"; seat: Seat }
  /** Age of Fighters: the seat's destroyed ships (no fighter) purged, never to return to reinforcements. */
  | { type: "ti4ShipsPurged"; seat: Seat; units: Ti4UnitCounts }
  /** Weird Wormholes: a die for each ship that came through a wormhole into `system` (the ships change by their own events). */
  | {
      type: "ti4WeirdWormholesRolled";
      seat: Seat;
      system: PositionLabel;
      rolls: { unit: Ti4UnitType; roll: number }[];
      rng: RngState;
    }
  /**
   * Conventions of War Abandoned: `seat` purges `planet` (in the system at `position`); its card leaves
   * its controller `from` (null: nobody held it) and whatever is left on it leaves the board.
   */
  | {
      type: "ti4PlanetPurged";
      seat: Seat;
      planet: Ti4PlanetId;
      position: PositionLabel;
      from: Seat | null;
    };

/** Why an event cannot be played in this game, or undefined when it can. */
function whyNotPlayable(id: Ti4GalacticEventId, boxes: readonly Ti4Box[]): RuleError | undefined {
  const event = ti4GalacticEvent(id);
  if (event.removedWithoutPok && !boxes.includes("pok"))
    return ruleError(
      "ERR_TI4_GALACTIC_EVENT",
      "TE Expansion Integration",
      `"${event.name}" is taken out of the box when Prophecy of Kings is not played, and Mecatol does not play Prophecy of Kings yet.`,
      { event: id },
    );
  if (!TI4_GALACTIC_EVENTS_BUILT.includes(id))
    return ruleError(
      "ERR_TI4_GALACTIC_EVENT",
      RULE,
      `The galactic event "${event.name}" is not played by Mecatol yet; choose among ${builtNames()}, or "random".`,
      { event: id },
    );
  return undefined;
}

function builtNames(): string {
  return TI4_GALACTIC_EVENTS_BUILT.map((id) => ti4GalacticEvent(id).name).join(", ");
}

/** The setting read at creation: the choice as the config keeps it, or the refusal naming the event. */
export function resolveGalacticEvents(
  asked: readonly string[] | "random" | undefined,
  boxes: readonly Ti4Box[],
): Ti4GalacticEventChoice | undefined | RuleError {
  if (asked === undefined || (Array.isArray(asked) && asked.length === 0)) return undefined;
  if (!boxes.includes("te"))
    return ruleError(
      "ERR_TI4_GALACTIC_EVENT",
      "TE Setup",
      "Galactic events come with Thunder's Edge: add the te box to play them.",
    );
  if (asked === "random") return "random";
  const ids: Ti4GalacticEventId[] = [];
  for (const id of new Set(asked)) {
    if (!isTi4GalacticEventId(id))
      return ruleError(
        "ERR_TI4_GALACTIC_EVENT",
        RULE,
        `There is no galactic event "${id}"; the box's events are ${TI4_GALACTIC_EVENTS.map((e) => e.id).join(", ")}.`,
        { event: id },
      );
    const refused = whyNotPlayable(id, boxes);
    if (refused) return refused;
    ids.push(id);
  }
  return ids;
}

/** TE "Setup" step 1, right after the speaker: the events chosen, or one drawn, put into play. */
export function putGalacticEventsIntoPlay(tx: Tx<Ti4>): void {
  const choice = tx.state.config.galacticEvents;
  if (choice === undefined) return;
  if (choice === "random") {
    const drawn = pick(tx.state.rng, TI4_GALACTIC_EVENTS_BUILT);
    tx.emit({ type: "ti4GalacticEventsInPlay", events: [drawn.value], rng: drawn.rng });
    return;
  }
  tx.emit({ type: "ti4GalacticEventsInPlay", events: [...choice] });
}

/** True when the galactic event `id` is in play in this game. */
export function galacticEventInPlay(
  state: Pick<Ti4State, "galacticEvents">,
  id: Ti4GalacticEventId,
): boolean {
  return state.galacticEvents?.includes(id) ?? false;
}

type Handlers = {
  [T in Ti4GalacticEventsEvent["type"]]: (
    draft: Ti4State,
    e: Extract<Ti4GalacticEventsEvent, { type: T }>,
  ) => void;
};

export const GALACTIC_EVENTS_EVENTS: Handlers = {
  ti4GalacticEventsInPlay(draft, e) {
    draft.galacticEvents = [...e.events];
  },
  ti4StellarAtomicsTokensPlaced(draft, e) {
    draft.stellarAtomics = [...e.seats];
  },
  ti4StellarAtomicsTokenRemoved(draft, e) {
    draft.stellarAtomics = (draft.stellarAtomics ?? []).filter((seat) => seat !== e.seat);
  },
  ti4WeirdWormholesRolled() {},
  ti4PlanetPurged(draft, e) {
    const purged = draft.purged ?? {};
    purged.planets = [...(purged.planets ?? []), e.planet];
    draft.purged = purged;
    for (const player of draft.players) delete player.planets[e.planet];
    const system = draft.board[e.position];
    if (system) {
      delete system.planets[e.planet];
      if (system.neutral?.planets) delete system.neutral.planets[e.planet];
    }
    if (draft.coexistence) {
      const left = draft.coexistence.filter((c) => c.planet !== e.planet);
      if (left.length > 0) draft.coexistence = left;
      else delete draft.coexistence;
    }
  },
  ti4ShipsPurged(draft, e) {
    const all = draft.purgedShips ?? {};
    const mine = { ...(all[String(e.seat)] ?? {}) };
    for (const [type, n] of Object.entries(e.units) as [Ti4UnitType, number][])
      mine[type] = (mine[type] ?? 0) + n;
    all[String(e.seat)] = mine;
    draft.purgedShips = all;
  },
};

/** The table of galactic events: their choice and tokens, folded (each event's rules are modules of their own). */
export const TI4_GALACTIC_EVENTS_TABLE: Ti4Module = { id: "galacticEvents", events: GALACTIC_EVENTS_EVENTS };
