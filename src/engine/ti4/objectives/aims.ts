/**
 * What the built-in player aims at (LRR 61, 98): the revealed public objectives it has not scored and its own
 * unscored secrets, read off the seat's view. The other bots (production, research, strategy cards,
 * tactical moves, Leadership's tokens) ask it what to keep unspent for the status phase (and for the
 * custodians token when it is about to land on Mecatol Rex, LRR 27.2), which technologies,
 * planets and systems bring an objective nearer, and whether Imperial would score now. It reads only
 * public state and the seat's own secrets; it judges with requirements.ts, so a bot aims at what scores.
 */
import {
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  TI4_TECH_COLORS,
  type Ti4ObjectiveId,
  type Ti4ObjectiveRequirement,
  type Ti4PlanetId,
  type Ti4TechnologyId,
  ti4Objective,
  ti4Planet,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import { remembered } from "../../kernel/steady.ts";
import type { Seat } from "../../kernel/types.ts";
import { planetValues } from "../agenda/laws.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { positionOfPlanet, ti4Neighbours } from "../board/galaxy.ts";
import { type Ti4Payment, tradeGoodWorth } from "../economy/spend.ts";
import { custodiansCostFor } from "../invasion/landing.ts";
import { MECATOL_REX } from "../invasion/reads.ts";
import type { Ti4State } from "../state.ts";
import { meetsObjective, meetsRequirement, systemMatches } from "./requirements.ts";

type Requirement = Ti4ObjectiveRequirement;

/** The revealed public objectives `seat` has not scored, and its unscored secrets: what it plays toward. */
export function aimedObjectives(state: Ti4State, seat: Seat): Ti4ObjectiveId[] {
  const publics = state.objectives.filter((o) => !o.leaked && !o.scoredBy.includes(seat)).map((o) => o.id);
  return [...publics, ...(state.players[seat]?.secret.secretObjectives ?? [])];
}

/** The requirements of the aimed objectives not met yet (an `allOf` counts by its parts). */
export function unmetAims(state: Ti4State, seat: Seat): Requirement[] {
  return remembered(state, `ti4UnmetAims:${seat}`, () => judgeAims(state, seat));
}

function judgeAims(state: Ti4State, seat: Seat): Requirement[] {
  const out: Requirement[] = [];
  for (const id of aimedObjectives(state, seat)) {
    const r = ti4Objective(id).requirement;
    if (!r) continue;
    const parts = r.kind === "allOf" ? r.requirements : [r];
    for (const part of parts) if (meetsRequirement(state, seat, part) === false) out.push(part);
  }
  return out;
}

/** The revealed public objectives `seat` meets and has not scored: what Imperial's primary would score now. */
export function publicsMetNow(state: Ti4State, seat: Seat): Ti4ObjectiveId[] {
  return state.objectives
    .filter((o) => !o.leaked && !o.scoredBy.includes(seat) && meetsObjective(state, seat, o.id) === true)
    .map((o) => o.id);
}

/** What the seat keeps unspent through the action phase, to pay one "spend" objective in the status phase. */
export interface Ti4Reserve {
  resources: number;
  influence: number;
}

const NO_RESERVE: Ti4Reserve = { resources: 0, influence: 0 };

/** The most a seat could pay in a currency with every planet it controls ready, and its trade goods. */
function capacity(state: Ti4State, seat: Seat, currency: keyof Ti4Reserve): number {
  const player = state.players[seat];
  if (!player) return 0;
  const planets = Object.keys(player.planets) as Ti4PlanetId[];
  return (
    planets.reduce((n, p) => n + planetValues(state, p)[currency], 0) +
    player.tradeGoods * tradeGoodWorth(state, seat)
  );
}

/**
 * LRR 61.6, 61.9: one public objective a status phase, and a "spend" one is paid as it is scored, from
 * planets still ready then. While the seat meets no other revealed public objective, it keeps enough for
 * the cheapest revealed "spend" one its planets could pay at all. It keeps besides the influence the
 * custodians token costs while it means to land on Mecatol Rex (LRR 27.2).
 */
export function reserveFor(state: Ti4State, seat: Seat): Ti4Reserve {
  return remembered(state, `ti4Reserve:${seat}`, () => judgeReserve(state, seat));
}

function judgeReserve(state: Ti4State, seat: Seat): Ti4Reserve {
  if (state.phase !== "action" && state.phase !== "strategy") return NO_RESERVE;
  const spend = spendReserve(state, seat);
  const custodians = custodiansReserve(state, seat, spend.influence);
  return custodians > 0 ? { ...spend, influence: spend.influence + custodians } : spend;
}

/**
 * LRR 27.2: the influence kept for the custodians token by a seat that means to land on Mecatol Rex: the
 * token is still there, the seat has ground forces in the space area of Mecatol Rex's system or of one next
 * to it (aboard, ready to land there), and its planets and trade goods could pay the token besides what it
 * keeps for an objective. Kept only then, so that it does not hold back its production the whole game.
 */
function custodiansReserve(state: Ti4State, seat: Seat, kept: number): number {
  if (!state.custodiansOnMecatol) return 0;
  const cost = custodiansCostFor(state, seat);
  if (capacity(state, seat, "influence") < kept + cost) return 0;
  const mecatol = positionOfPlanet(state, MECATOL_REX);
  if (!mecatol) return 0;
  const near = [mecatol, ...ti4Neighbours(state, mecatol)];
  const aboard = (p: PositionLabel) => countUnits(unitsIn(state.board[p], seat), TI4_GROUND_FORCE_TYPES) > 0;
  return near.some(aboard) ? cost : 0;
}

/** The cheapest revealed "spend" objective the seat could pay, while it meets no other public objective. */
function spendReserve(state: Ti4State, seat: Seat): Ti4Reserve {
  if (publicsMetNow(state, seat).some((id) => ti4Objective(id).requirement?.kind !== "spend"))
    return NO_RESERVE;
  let best: Ti4Reserve | null = null;
  for (const o of state.objectives) {
    if (o.leaked || o.scoredBy.includes(seat)) continue;
    const r = ti4Objective(o.id).requirement;
    if (r?.kind !== "spend" || (r.resources && r.influence)) continue;
    const currency = r.resources ? "resources" : r.influence ? "influence" : null;
    if (!currency) continue;
    const need = r[currency] ?? 0;
    if (capacity(state, seat, currency) < need) continue;
    if (!best || need < best.resources + best.influence) best = { ...NO_RESERVE, [currency]: need };
  }
  return best ?? NO_RESERVE;
}

/** Whether, after `payment`, the seat's ready planets and trade goods still cover its reserve. */
export function leavesReserve(
  state: Ti4State,
  seat: Seat,
  payment: Ti4Payment,
  reserve: Ti4Reserve = reserveFor(state, seat),
): boolean {
  const player = state.players[seat];
  if (!player) return true;
  const spent = new Set(payment.planets);
  const goods = (player.tradeGoods - payment.tradeGoods) * tradeGoodWorth(state, seat);
  for (const currency of ["resources", "influence"] as const) {
    if (reserve[currency] <= 0) continue;
    let left = goods;
    for (const [id, card] of Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean }][])
      if (!card.exhausted && !spent.has(id)) left += planetValues(state, id)[currency];
    if (left < reserve[currency]) return false;
  }
  return true;
}

/** How much researching `tech` brings the seat's unmet technology objectives nearer (0: not at all). */
export function technologyAim(state: Ti4State, seat: Seat, tech: Ti4TechnologyId): number {
  const card = ti4Technology(tech);
  const owned = (state.players[seat]?.technologies ?? []).map((t) => ti4Technology(t).color);
  const ofColour = (c: string | null) => owned.filter((o) => o === c).length;
  let aim = 0;
  for (const r of unmetAims(state, seat)) {
    if (r.kind === "unitUpgrades" && card.upgrades !== null) aim += 2;
    if (r.kind === "factionTechnologies" && card.faction !== null) aim += 2;
    if (r.kind !== "technologyColours" || card.color === null) continue;
    const have = ofColour(card.color);
    if (have >= r.each) continue;
    // The colours nearest the count wanted are completed first.
    const ranked = [...TI4_TECH_COLORS].sort((a, b) => ofColour(b) - ofColour(a));
    if (ranked.indexOf(card.color) < r.colours) aim += 1 + have / r.each;
  }
  return aim;
}

/** How much taking `planet` brings the seat's unmet objectives nearer (Mecatol Rex also for its custodians). */
export function planetAim(
  state: Ti4State,
  seat: Seat,
  planet: Ti4PlanetId,
  aims: readonly Requirement[] = unmetAims(state, seat),
): number {
  const card = ti4Planet(planet);
  let aim = planet === "mecatolrex" && state.custodiansOnMecatol ? 3 : 0;
  const home = state.players.some((p) => p.seat !== seat && p.home === positionOfPlanet(state, planet));
  for (const r of aims) {
    if (r.kind !== "controlPlanets") continue;
    if (r.where === "techSpecialty" && card.specialties.length > 0) aim += 2;
    else if (r.where === "nonHome" && !home) aim += 1;
    else if (r.where === "otherHome" && home) aim += 4;
    else if (r.where === "mecatolRex" && planet === "mecatolrex") aim += 3;
    else if (r.where === "legendary" && card.legendary) aim += 2;
    else if (r.where === "sameTrait" && card.traits.length > 0) aim += 1;
    else if (
      (r.where === "cultural" || r.where === "hazardous" || r.where === "industrial") &&
      card.traits.includes(r.where)
    )
      aim += 2;
  }
  return aim;
}

/** The presence objectives (ships or units in some systems) the seat aims at and does not meet yet. */
export function presenceAims(aims: readonly Requirement[]): Extract<Requirement, { kind: "presence" }>[] {
  return aims.filter((r): r is Extract<Requirement, { kind: "presence" }> => r.kind === "presence");
}

/** Whether the seat has ships in `position`'s space area. */
function shipsThere(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  return countUnits(unitsIn(state.board[position], seat), TI4_SHIP_TYPES) > 0;
}

/** How much bringing ships into `position` (where it has none) would do for its presence aims. */
export function presenceGain(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  aims: readonly Extract<Requirement, { kind: "presence" }>[],
): number {
  if (aims.length === 0 || shipsThere(state, seat, position)) return 0;
  let gain = 0;
  // "Any system" (ships in 6) is left to the ships' other errands: it would pull the fleet everywhere.
  for (const r of aims)
    if (r.where !== "any" && systemMatches(state, seat, position, r.where) === true) gain += 2;
  return gain;
}

/** The systems where the seat's ships already count toward an unmet presence aim: it keeps them there. */
export function presenceHeld(
  state: Ti4State,
  seat: Seat,
  aims: readonly Extract<Requirement, { kind: "presence" }>[],
): Set<PositionLabel> {
  const held = new Set<PositionLabel>();
  if (aims.length === 0) return held;
  const home = state.players[seat]?.home;
  for (const position of Object.keys(state.board)) {
    if (position === home || !shipsThere(state, seat, position)) continue;
    if (aims.some((r) => r.where !== "any" && systemMatches(state, seat, position, r.where) === true))
      held.add(position);
  }
  return held;
}
