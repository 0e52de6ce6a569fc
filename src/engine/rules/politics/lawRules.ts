/**
 * Lasting effects of the laws of war, movement and the board (RR §20), read by the rules they change:
 * movement and fleets (tactical/paths.ts, moveChecks.ts), activation tolls (tactical/activation.ts,
 * transfer.ts), production (tactical/docks.ts), landings (tactical/landing.ts); bombardment, PDS fire,
 * retreats and combat rolls ask through the combat hook points, answered by COMBAT_LAWS (lawsModule.ts). A
 * law "For" lasts while its card is in play (`state.laws`); an "Against" outcome that lasts "this round"
 * is a card effect of the round (actionCards/lasting.ts), under the law's effect key. The outcomes themselves
 * are in politicalLaws.ts.
 */
import { getPlanet, getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import { WORMHOLE_TYPES } from "../../../content/systems.ts";
import type { GameEvent } from "../../events.ts";
import {
  type AdjacencyOptions,
  type AdjacencyPurpose,
  anomalyRulesAt,
  type BoardPosition,
  type Galaxy,
  wormholesAt,
} from "../../galaxy/adjacency.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { cardEffects, hasCardEffect } from "../actionCards/lasting.ts";
import { planetValues } from "../planetValues.ts";
import { count, isShip, spaceUnits } from "../units.ts";
import { lawInPlay } from "./laws.ts";

const RULE = "RR §20";

/** The round-long effect an Against outcome started (actionCards/lasting.ts), under the law's effect key. */
export function againstThisRound(state: GameState, effect: string): boolean {
  return hasCardEffect(state, effect);
}

// ---- movement

/**
 * Closing the Wormholes (For), Wormhole Research (Against, this round): no fleet moves through a wormhole,
 * so movement counts edges only.
 */
export function movementPurpose(state: GameState): AdjacencyPurpose {
  const closed = lawInPlay(state, "closingTheWormholes") || againstThisRound(state, "wormholeResearch");
  return closed ? "other" : "movement";
}

/**
 * Wormhole Reconstruction (For): every wormhole system counts as adjacent to every other. Given as every
 * wormhole system holding every wormhole letter, so the adjacency stays a wormhole one (movement only,
 * RR §10.4) [interpretation: the law is about movement through wormholes].
 */
export function withLawWormholes(state: GameState, options: AdjacencyOptions): AdjacencyOptions {
  if (!lawInPlay(state, "wormholeReconstruction")) return options;
  const galaxy: Galaxy = state.galaxy;
  const extra: Record<PositionLabel, readonly (typeof WORMHOLE_TYPES)[number][]> = {
    ...(options.extraWormholes ?? {}),
  };
  for (const position of Object.keys(galaxy)) {
    if (wormholesAt(galaxy, position, options).length > 0) extra[position] = [...WORMHOLE_TYPES];
  }
  return { ...options, extraWormholes: extra };
}

/** Investigate Spatial Anomalies (For): Ion Storms and Nebulae no longer hinder movement. */
export function anomalyMovementIgnored(state: GameState, position: BoardPosition): boolean {
  if (!lawInPlay(state, "investigateSpatialAnomalies")) return false;
  const anomaly = anomalyRulesAt(state.galaxy, position, { wormholeNexus: false })?.anomaly;
  return anomaly === "nebula" || anomaly === "ionStorm";
}

/** Investigate Spatial Anomalies (Against): this round no ship enters a red-bordered (Special) system. */
export function routeBlockedByLaw(state: GameState, route: readonly PositionLabel[]): RuleError | undefined {
  if (!againstThisRound(state, "investigateSpatialAnomalies")) return undefined;
  const red = route.slice(1).find((p) => anomalyRulesAt(state.galaxy, p, { wormholeNexus: false }) !== null);
  if (red === undefined) return undefined;
  return ruleError(
    "ERR_LAW_ANOMALY",
    RULE,
    `Investigate Spatial Anomalies: no ship may enter a red-bordered system this round, and ${red} is one.`,
    { position: red },
  );
}

// ---- activation tolls

export type ActivationToll = "trafficTariffs" | "neutralityPact";

/** Neutrality Pact (For): what activating a planetless system holding enemy units costs, in influence. */
export const NEUTRALITY_TOLL = 3;

function planetOwner(state: GameState, planet: PlanetId): Seat | null {
  return state.players.find((p) => p.planets[planet] !== undefined)?.seat ?? null;
}

/**
 * What the laws charge for activating this system (paid right after, lawTolls in politicalLaws.ts).
 * Traffic Tariffs (For): a system holding another player's planet. Neutrality Pact (For): a system without
 * planets that holds another player's units.
 */
export function activationTolls(state: GameState, seat: Seat, position: PositionLabel): ActivationToll[] {
  const planets = Object.keys(state.board[position]?.planets ?? {}) as PlanetId[];
  const tolls: ActivationToll[] = [];
  if (
    lawInPlay(state, "trafficTariffs") &&
    planets.some((p) => ![null, seat].includes(planetOwner(state, p)))
  )
    tolls.push("trafficTariffs");
  const system = state.board[position];
  const others = [...(system?.space ?? []), ...Object.values(system?.planets ?? {}).flat()].some(
    (f) => f.seat !== seat && Object.values(f.units).some((n) => (n ?? 0) > 0),
  );
  if (lawInPlay(state, "neutralityPact") && planets.length === 0 && others) tolls.push("neutralityPact");
  return tolls;
}

export function readyPlanetsOf(state: GameState, seat: Seat): PlanetId[] {
  return Object.entries(state.players[seat]?.planets ?? {})
    .filter(([, card]) => card && !card.exhausted)
    .map(([id]) => id as PlanetId);
}

/** The influence a player can spend now: readied planets and Trade Goods. */
export function influenceAvailable(state: GameState, seat: Seat): number {
  const planets = readyPlanetsOf(state, seat).reduce((n, p) => n + planetValues(state, p).influence, 0);
  return planets + (state.players[seat]?.tradeGoods ?? 0);
}

/** Why the laws' toll for activating this system cannot be paid, or undefined. */
export function activationTollBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  const tolls = activationTolls(state, seat, position);
  const goods = state.players[seat]?.tradeGoods ?? 0;
  if (tolls.includes("trafficTariffs") && goods === 0 && readyPlanetsOf(state, seat).length === 0) {
    return ruleError(
      "ERR_LAW_TRAFFIC_TARIFFS",
      RULE,
      `Traffic Tariffs: activating ${position}, which holds another player's planet, costs a Trade Good or a readied planet, and you have neither.`,
      { position },
    );
  }
  if (tolls.includes("neutralityPact") && influenceAvailable(state, seat) < NEUTRALITY_TOLL) {
    return ruleError(
      "ERR_LAW_NEUTRALITY_PACT",
      RULE,
      `Neutrality Pact: activating ${position}, a system without planets holding another player's units, costs ${NEUTRALITY_TOLL} influence, more than you can spend.`,
      { position },
    );
  }
  return undefined;
}

// ---- production

/** Humane Labor (For): every Space Dock produces at most 2 units (a Saar group: 2 per dock). */
export function lawDockCapacity(state: GameState, docks: number, capacity: number): number {
  return lawInPlay(state, "humaneLabor") ? Math.min(capacity, 2 * docks) : capacity;
}

/** Humane Labor (Against): Space Docks produce nothing for the rest of the round. */
export function docksIdleByLaw(state: GameState): boolean {
  return againstThisRound(state, "humaneLabor");
}

/**
 * Labor Force Politics (Against): until the round ends each player produces at a single Space Dock. The
 * first dock a player produces at is noted (a round-long effect "laborForceDock" naming the system and the
 * dock's planet); production at any other dock that round is refused. Returns the event noting the dock
 * (first production) or undefined, or why the production is refused.
 * interpretation: a new Space Dock built does not count as producing at a dock; the Saar Space Docks of one
 * system, produced from together, count as that system's one dock.
 */
export function laborForceDock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  docks: readonly string[],
): RuleError | GameEvent | undefined {
  if (!againstThisRound(state, "laborForcePolitics") || docks.length === 0) return undefined;
  const name = (id: string) =>
    id === "space" ? `the Space Docks in ${position}` : `the Space Dock on ${getPlanet(id).name}`;
  if (docks.length > 1) {
    return ruleError(
      "ERR_LAW_ONE_DOCK",
      "Labor Force Politics",
      "Labor Force Politics: this round you may produce at a single Space Dock only; name one dock's units.",
    );
  }
  const dock = docks[0] as string;
  const noted = cardEffects(state, "laborForceDock", { seat })[0];
  if (noted) {
    if (noted.system === position && noted.choice === dock) return undefined;
    return ruleError(
      "ERR_LAW_ONE_DOCK",
      "Labor Force Politics",
      `Labor Force Politics: this round you produce only at ${name(noted.choice ?? "space")}${noted.choice === "space" ? "" : ` (${noted.system})`}.`,
    );
  }
  return {
    type: "cardEffectStarted",
    effect: {
      effect: "laborForceDock",
      seat,
      target: null,
      planets: [],
      system: position,
      choice: dock,
      round: state.round,
      lastRound: state.round,
    },
  };
}

/**
 * How many units one payment of the unit's cost buys: Fighter Tax (For) makes each Fighter cost a full
 * resource; Regulated Conscription (For) each Ground Force. Undefined when no law changes it.
 */
export function lawUnitsPerCost(state: GameState, type: UnitType): number | undefined {
  if (type === "fighter" && lawInPlay(state, "fighterTax")) return 1;
  if (type === "groundForce" && lawInPlay(state, "regulatedConscription")) return 1;
  return undefined;
}

// ---- landings and invasions

/**
 * Why the laws forbid this landing, or undefined. Interpretation: landing Ground Forces or PDS on a
 * planet the player does not control is invading it (RR §8 steps 5-6; neutral planets included).
 * Imperial Peace For: never on Mecatol Rex; Against: this round only on Mecatol Rex. Planetary
 * Conscription Against: this round no landing on a neutral planet.
 */
export function landingBlockedByLaw(
  state: GameState,
  seat: Seat,
  planet: PlanetId,
  controller: Seat | null,
): RuleError | undefined {
  if (controller === seat) return undefined;
  const name = getPlanet(planet).name;
  if (planet === "mecatol-rex" && lawInPlay(state, "imperialPeace")) {
    return ruleError("ERR_LAW_IMPERIAL_PEACE", RULE, "Imperial Peace: nobody may invade Mecatol Rex.");
  }
  if (planet !== "mecatol-rex" && againstThisRound(state, "imperialPeace")) {
    return ruleError(
      "ERR_LAW_IMPERIAL_PEACE",
      RULE,
      `Imperial Peace: this round Mecatol Rex is the only planet that may be invaded, so not ${name}.`,
    );
  }
  if (controller === null && againstThisRound(state, "planetaryConscription")) {
    return ruleError(
      "ERR_LAW_CONSCRIPTION",
      RULE,
      `Planetary Conscription: no landing on neutral planets this round, and ${name} is neutral.`,
    );
  }
  return undefined;
}

// ---- fleets

/** Fleet Restrictions (For): at most 2 ships of any one type, Fighters included, per player in a system. */
export const FLEET_RESTRICTION = 2;

export function fleetRestrictionBlock(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
): RuleError | undefined {
  if (!lawInPlay(state, "fleetRestrictions")) return undefined;
  const units = spaceUnits(state, position, seat);
  const over = UNIT_TYPES.find((t) => isShip(t) && count(units, t) > FLEET_RESTRICTION);
  if (over === undefined) return undefined;
  return ruleError(
    "ERR_LAW_FLEET_RESTRICTIONS",
    RULE,
    `Fleet Restrictions: at most ${FLEET_RESTRICTION} ${getUnit(over).name}s of yours may share a system; ${position} would hold ${count(units, over)}.`,
    { position },
  );
}

/** War Funding (For): Fleet Supply is ignored during the Action Phase (the surplus goes as the Status Phase starts). */
export function fleetSupplyIgnored(state: GameState): boolean {
  return state.phase === "action" && lawInPlay(state, "warFunding") !== undefined;
}

// ---- PDS

/** Redefining War Crimes (Against): this round PDS fire only in defence against invasions. */
export function pdsFireBarred(state: GameState): boolean {
  return againstThisRound(state, "redefiningWarCrimes");
}

// ---- Colonization Licensing (For): a landing on a neutral planet is bought with its resource value.

/** The resources a player can spend now: readied planets and Trade Goods. */
export function resourcesAvailable(state: GameState, seat: Seat): number {
  const planets = readyPlanetsOf(state, seat).reduce((n, p) => n + planetValues(state, p).resources, 0);
  return planets + (state.players[seat]?.tradeGoods ?? 0);
}

/** What the law charges for taking these neutral planets by landing (0 without the law). */
export function colonizationCost(state: GameState, planets: readonly PlanetId[]): number {
  if (!lawInPlay(state, "colonizationLicensing")) return 0;
  return planets.reduce((n, p) => n + planetValues(state, p).resources, 0);
}

/** Why the player cannot pay for landing on these neutral planets, or undefined. */
export function colonizationBlock(
  state: GameState,
  seat: Seat,
  planets: readonly PlanetId[],
): RuleError | undefined {
  const cost = colonizationCost(state, planets);
  const available = resourcesAvailable(state, seat);
  if (cost <= available) return undefined;
  return ruleError(
    "ERR_LAW_COLONIZATION",
    RULE,
    `Colonization Licensing: landing on ${planets.map((p) => getPlanet(p).name).join(", ")} costs ${cost} resources, and you can spend ${available}.`,
  );
}

// ---- combat

/** Conventions of War (For): Dreadnoughts and War Suns do not bombard a planet with a Space Dock. */
export function bombardmentForbidden(state: GameState, dockOnPlanet: boolean): boolean {
  return dockOnPlanet && lawInPlay(state, "conventionsOfWar") !== undefined;
}

/** Code of Honor (For): no fleet may withdraw or retreat from a Space Battle. */
export function retreatForbiddenByLaw(state: GameState): boolean {
  return lawInPlay(state, "codeOfHonor") !== undefined;
}

/** Unconventional Weapons (For): Dreadnoughts and War Suns roll -2 on every combat roll. */
export function lawCombatModifier(state: GameState, unit: UnitType): number {
  if (unit !== "dreadnought" && unit !== "warSun") return 0;
  return lawInPlay(state, "unconventionalWeapons") ? -2 : 0;
}
