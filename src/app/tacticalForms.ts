/**
 * What a surface's small tactical forms offer (the playground's page) while a tactical action waits on its
 * player (RR §8): the fleets that can move into the activated system with what they may carry and pick up,
 * the Ground Forces and PDS aboard to land and the planets that take them, the docks with what they can
 * build, the planets and Trade Goods to pay with. Everything listed comes from the tactical offers
 * (offers/), which ask the engine's own checks, so a form lists only what could go: ships that can reach,
 * cargo within the room aboard. Read from the saved game here, so the surface reads no game state (issue
 * #16); the page only turns the numbers chosen into a `/ti tactical ...` command line, and the engine
 * alone judges the whole answer (an illegal one is refused with the rule's sentence, like a typed one).
 */
import { type FacilityKind, getPlanet, getUnit, type UnitType } from "../content/index.ts";
import { decisions, type GameState, type Seat, view } from "../engine/index.ts";
import { planetsAt } from "../engine/rules/units.ts";
import type { Ti4State } from "../engine/ti4/state.ts";
import { type Ti4TradeForm, ti4TradeForm } from "../engine/ti4/transactions/tradeForm.ts";
import type { GameStore } from "../store/gameStore.ts";
import {
  type FleetChoice,
  type LandingOffer,
  type ProductionOffer,
  tacticalOffers,
  UNIT_WORDS,
  type UnitChoice,
} from "./offers/index.ts";
import type { Place } from "./types.ts";

export interface UnitField {
  type: UnitType;
  /** What the command line calls it ("cv"). */
  word: string;
  name: string;
  /** How many the player has there (move, land), or null where any number may be asked (produce). */
  count: number | null;
  /** How many may be chosen: ships that can reach, cargo within the room aboard, a dock's capacity. */
  max: number;
  /** How many "everything that can go" takes. */
  likely?: number;
  /** A pick-up from this planet (its name, as the command line takes it); absent: in space. */
  planet?: string;
  cost?: number;
}

/** A planet or a system's space area. */
export interface Area {
  /** The planet's name or the map position, as the command line takes it. */
  id: string;
  name: string;
}

export interface Fleet {
  from: string;
  name: string;
  /** Ships that can reach, what they may carry from this system's space, then pick-ups from its planets. */
  units: UnitField[];
}

export type TacticalForm =
  | { kind: "move"; seat: Seat; position: string; positionName: string; fleets: Fleet[] }
  | { kind: "land"; seat: Seat; position: string; planets: Area[]; units: UnitField[] }
  | {
      kind: "produce";
      seat: Seat;
      position: string;
      docks: Area[];
      /** Where new Ground Forces and PDS may go besides the dock's planet: your planets here, or space. */
      onto: Area[];
      units: UnitField[];
      /** SE Option 9: planets that may take a Colony or a Refinery now, with the kinds left. */
      facilities: (Area & { kinds: FacilityKind[] })[];
      planets: (Area & { resources: number })[];
      tradeGoods: number;
    }
  /** A TI4 transaction to propose (engine/ti4/transactions/tradeForm.ts). */
  | Ti4TradeForm;

function field(choice: UnitChoice): UnitField {
  return {
    type: choice.type,
    word: choice.word,
    name: choice.name,
    count: choice.count,
    max: choice.max,
    likely: choice.likely,
    ...(choice.planetName ? { planet: choice.planetName } : {}),
  };
}

function fleet(choice: FleetChoice): Fleet {
  return { from: choice.from, name: choice.name, units: choice.units.map(field) };
}

function landForm(seat: Seat, offer: LandingOffer): TacticalForm {
  return {
    kind: "land",
    seat,
    position: offer.position,
    planets: offer.planets.map((p) => ({ id: p.name, name: p.name })),
    units: offer.units.map(field),
  };
}

function produceForm(state: GameState, seat: Seat, offer: ProductionOffer): TacticalForm {
  const mine = view(state, seat).players[seat];
  const onto: Area[] = planetsAt(state, offer.position)
    .filter((p) => mine?.planets[p] !== undefined)
    .map((p) => ({ id: getPlanet(p).name, name: getPlanet(p).name }));
  onto.push({ id: "space", name: "aboard ships in space" });
  // A unit any of the docks can build, up to the most one of them can.
  const most = new Map<UnitType, number>();
  for (const dock of offer.docks)
    for (const u of dock.units) most.set(u.type, Math.max(most.get(u.type) ?? 0, u.max));
  return {
    kind: "produce",
    seat,
    position: offer.position,
    docks: offer.docks.map((d) => ({ id: d.dock === "space" ? "space" : d.name, name: d.name })),
    onto,
    units: [...most].map(([type, max]) => ({
      type,
      word: UNIT_WORDS[type],
      name: getUnit(type).name,
      count: null,
      max,
      cost: getUnit(type).cost ?? 0,
    })),
    facilities: offer.facilities.map((f) => ({ id: f.name, name: f.name, kinds: f.kinds })),
    planets: offer.planets.map((p) => ({ id: p.name, name: p.name, resources: p.resources })),
    tradeGoods: offer.tradeGoods,
  };
}

/** The form for what the game waits on from this player, or null when no tactical step waits on them. */
export function tacticalForm(state: GameState, userId: string): TacticalForm | null {
  const seat = state.players.findIndex((p) => p.userId === userId);
  if (seat < 0) return null;
  const kinds = decisions(state)
    .filter((d) => d.seat === seat)
    .map((d) => d.kind)
    .filter((k) => k !== "tacticalAction");
  const offers = tacticalOffers(state, seat, kinds);
  switch (offers?.step) {
    case "move":
      return {
        kind: "move",
        seat,
        position: offers.position,
        positionName: offers.name,
        fleets: offers.fleets.map(fleet),
      };
    case "land":
      return landForm(seat, offers);
    case "produce":
      return produceForm(state, seat, offers);
    default:
      return null;
  }
}

/** The form for what the running game in this place waits on from this player, if anything. */
export async function tacticalFormAt(
  store: Pick<GameStore, "loadByChannel">,
  place: Place,
  userId: string,
): Promise<TacticalForm | null> {
  const game = await store.loadByChannel(place.guildId, place.channelId);
  if (game?.status !== "active") return null;
  if (game.ruleset === "ti4") {
    // A TI4 seat's form here is the transaction it may propose now, whatever else it is asked.
    const state = game.state as unknown as Ti4State;
    const seat = state.players.findIndex((p) => p.userId === userId);
    return seat < 0 ? null : ti4TradeForm(state, seat);
  }
  return tacticalForm(game.state as GameState, userId);
}
