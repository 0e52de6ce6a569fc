/**
 * Monuments to the Ages (a TE galactic event; the rulebook prints no card text, so this follows the card as
 * public game aids list it [recalled]):
 *  - instead of placing a structure with Construction (as Thunder's Edge revises it, thundersEdge/
 *    construction.ts), a player may pay 5 trade goods to build a monument on a non-home planet they
 *    control; at most 3 monuments are in play, one a planet [recalled]. In the primary the monument takes
 *    the first structure's place and the second is still placed;
 *  - at the end of each status phase a commodity is put under each monument;
 *  - every 3 commodities under a monument are 1 victory point to whoever controls its planet: the points
 *    follow the planet (a standing rule, as Holy Planet of Ixth's point does, so every change of control
 *    moves them);
 *  - a player who takes a monument's planet may destroy it. Our reading: offered when a tactical action
 *    gains the planet [recalled]; destroyed, its points are lost and its commodities go back to the supply.
 */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { isHomeSystem } from "../../actionCards/effect.ts";
import { controllerOf } from "../../board/forces.ts";
import { positionOfPlanet } from "../../board/galaxy.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { galacticEventInPlay } from "../galacticEvents.ts";

const EVENT = "monuments_to_the_ages";
const RULE = "TE Galactic Events: Monuments to the Ages";
export const MONUMENT_PRICE = 5;
export const MONUMENTS_IN_PLAY = 3;
/** The commodities under a monument that make 1 victory point. */
export const MONUMENT_POINT = 3;

/** A monument on `planet` with its commodities, and the seat holding its points (`points` of them). */
export interface Ti4Monument {
  planet: Ti4PlanetId;
  commodities: number;
  holder: Seat | null;
  points: number;
}

export type Ti4MonumentEvent =
  /** `seat` paid 5 trade goods (by their own event) and built a monument on `planet`. */
  | { type: "ti4MonumentBuilt"; seat: Seat; planet: Ti4PlanetId }
  /** The status phase's commodity under each monument. */
  | { type: "ti4MonumentsGrew" }
  /** The points of the monument on `planet` are now `holder`'s, `points` of them (the VP by their own events). */
  | { type: "ti4MonumentHeld"; planet: Ti4PlanetId; holder: Seat | null; points: number }
  /** `seat` destroyed the monument on `planet` (its points taken back by their own event). */
  | { type: "ti4MonumentDestroyed"; seat: Seat; planet: Ti4PlanetId };

/** `seat`, having taken `planet`, says whether to destroy its monument. */
export interface Ti4MonumentTakenFrame {
  kind: "ti4MonumentTaken";
  seat: Seat;
  planet: Ti4PlanetId;
}

const inPlay = (state: Ti4State) => galacticEventInPlay(state, EVENT);

const refuse = (planet: Ti4PlanetId, message: string) =>
  ruleError("ERR_TI4_MONUMENT", RULE, message, { planet });

/** Why `planet` is no site for a monument of `seat`'s, or undefined. */
function whyNoSite(state: Ti4State, seat: Seat, planet: Ti4PlanetId): RuleError | undefined {
  if (!state.players[seat]?.planets[planet]) return refuse(planet, `You do not control ${planet}.`);
  const position = positionOfPlanet(state, planet);
  if (!position || isHomeSystem(state, position))
    return refuse(planet, `A monument stands only on a non-home planet, and ${planet} is in a home system.`);
  if ((state.monuments ?? []).some((m) => m.planet === planet))
    return refuse(planet, `${planet} already has a monument.`);
  return undefined;
}

/** Why `seat` may not build a monument on `planet` now, or undefined. */
export function whyNoMonument(state: Ti4State, seat: Seat, planet: Ti4PlanetId): RuleError | undefined {
  const site = whyNoSite(state, seat, planet);
  if (site) return site;
  const monuments = state.monuments ?? [];
  if (monuments.length >= MONUMENTS_IN_PLAY)
    return refuse(
      planet,
      `At most ${MONUMENTS_IN_PLAY} monuments are in play, and there are ${monuments.length}.`,
    );
  const goods = state.players[seat]?.tradeGoods ?? 0;
  if (goods < MONUMENT_PRICE)
    return refuse(planet, `A monument costs ${MONUMENT_PRICE} trade goods, and you have ${goods}.`);
  return undefined;
}

/** The planets where `seat` may build a monument (its trade goods and the limit are checked as it is built). */
function monumentSites(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const planets = Object.keys(state.players[seat]?.planets ?? {}) as Ti4PlanetId[];
  return planets.filter((planet) => whyNoSite(state, seat, planet) === undefined);
}

function constructionAlternatives(state: Ti4State, seat: Seat, primary: boolean): Decision<Ti4>[] {
  if (!inPlay(state)) return [];
  const sites = monumentSites(state, seat);
  if (sites.length === 0) return [];
  const how = primary ? " (then place your second structure)" : "";
  return [
    {
      kind: "buildMonument",
      seat,
      simultaneous: false,
      prompt: `Monuments to the Ages: instead, pay ${MONUMENT_PRICE} trade goods for a monument on a non-home planet${how}`,
      choices: sites,
    },
  ];
}

function buildMonument(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "buildMonument" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4RevisedConstruction")
    throw new Error("a monument is built only instead of a Construction structure");
  const { seat, planet } = command;
  const refused = whyNoMonument(tx.state, seat, planet);
  if (refused) return refused;
  // The primary's first structure: the second is still owed (the frame pops itself when none fits).
  if (frame.part === "primary")
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, part: "afterProduction" } });
  else tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -MONUMENT_PRICE, reason: "Monuments to the Ages" });
  tx.emit({ type: "ti4MonumentBuilt", seat, planet });
  return undefined;
}

/** The points of each monument follow its planet's controller (checked before every automatic step). */
function pointsFollowPlanets(tx: Tx<Ti4>): boolean {
  for (const monument of tx.state.monuments ?? []) {
    const holder = controllerOf(tx.state, monument.planet);
    const points = holder === null ? 0 : Math.floor(monument.commodities / MONUMENT_POINT);
    if (holder === monument.holder && points === monument.points) continue;
    const reason = "Monuments to the Ages";
    if (monument.holder !== null && monument.points > 0)
      tx.emit({ type: "ti4VictoryPointsGained", seat: monument.holder, points: -monument.points, reason });
    if (holder !== null && points > 0)
      tx.emit({ type: "ti4VictoryPointsGained", seat: holder, points, reason });
    tx.emit({ type: "ti4MonumentHeld", planet: monument.planet, holder, points });
    return true;
  }
  return false;
}

function statusPhaseEnded(tx: Tx<Ti4>): void {
  if (inPlay(tx.state) && (tx.state.monuments ?? []).length > 0) tx.emit({ type: "ti4MonumentsGrew" });
}

function tacticalActionEnded(tx: Tx<Ti4>, action: { seat: Seat; gained: readonly Ti4PlanetId[] }): void {
  for (const monument of tx.state.monuments ?? [])
    if (action.gained.includes(monument.planet))
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4MonumentTaken", seat: action.seat, planet: monument.planet },
      });
}

const monumentTaken: FrameRules<Ti4, Ti4MonumentTakenFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "destroyMonument",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Monuments to the Ages: you took ${frame.planet}; destroy its monument, or keep it`,
      choices: ["destroy", "keep"],
    },
  ],
};

function destroyMonument(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "destroyMonument" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4MonumentTaken") throw new Error("a monument is destroyed only when the game asks");
  tx.emit({ type: "ti4FramePopped" });
  const monument = (tx.state.monuments ?? []).find((m) => m.planet === frame.planet);
  if (!command.destroy || !monument) return undefined;
  if (monument.holder !== null && monument.points > 0)
    tx.emit({
      type: "ti4VictoryPointsGained",
      seat: monument.holder,
      points: -monument.points,
      reason: "Monuments to the Ages",
    });
  tx.emit({ type: "ti4MonumentDestroyed", seat: command.seat, planet: frame.planet });
  return undefined;
}

type Handlers = {
  [T in Ti4MonumentEvent["type"]]: (draft: Ti4State, e: Extract<Ti4MonumentEvent, { type: T }>) => void;
};

const EVENTS: Handlers = {
  ti4MonumentBuilt(draft, e) {
    draft.monuments = [
      ...(draft.monuments ?? []),
      { planet: e.planet, commodities: 0, holder: e.seat, points: 0 },
    ];
  },
  ti4MonumentsGrew(draft) {
    draft.monuments = (draft.monuments ?? []).map((m) => ({ ...m, commodities: m.commodities + 1 }));
  },
  ti4MonumentHeld(draft, e) {
    draft.monuments = (draft.monuments ?? []).map((m) =>
      m.planet === e.planet ? { ...m, holder: e.holder, points: e.points } : m,
    );
  },
  ti4MonumentDestroyed(draft, e) {
    draft.monuments = (draft.monuments ?? []).filter((m) => m.planet !== e.planet);
  },
};

export const TI4_MONUMENTS_TO_THE_AGES: Ti4Module = {
  id: "galacticEventMonuments",
  commands: { buildMonument, destroyMonument },
  frames: { ti4MonumentTaken: monumentTaken },
  events: EVENTS,
  standing: [pointsFollowPlanets],
  hooks: { constructionAlternatives, statusPhaseEnded, tacticalActionEnded },
};
