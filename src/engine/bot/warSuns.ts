/**
 * The bot's War Sun plan. A War Sun (RR §2.1: cost 12, 3 dice at 3, bombardment) needs its technology
 * (Deep Space Cannon and Sarween Tools first) and a Space Dock; some bots set out for it:
 *
 * - research: a bot with the plan studies the War Sun and the prerequisites it lacks before anything else,
 *   picks the Technology card first in the Strategy Phase, and follows its secondary whenever it can pay,
 *   while one of them is researchable;
 * - production: any bot holding the technology builds a War Sun (two at most) at a dock where the resources
 *   ready cover it (production.ts).
 *
 * Which bots have the plan is fixed for a game (a hash of the seat and its race), so bot games stay the
 * same for a seed; about three bots in five have it.
 */
import { getTechnology, prerequisiteIds, type TechId, technologiesFor } from "../../content/index.ts";
import type { GameState, Seat } from "../state.ts";

const WAR_SUN: TechId = "war-sun";
/** In a hundred: the share of bots setting out for War Suns. */
const PLAN_SHARE = 60;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) % 100;
}

/** This bot sets out for War Suns (stable for the whole game). */
export function plansWarSuns(state: GameState, seat: Seat): boolean {
  const me = state.players[seat];
  return me !== undefined && hash(`warSun|${seat}|${me.race}`) < PLAN_SHARE;
}

/** The technologies on the way to the War Sun this seat still lacks, the War Sun first. */
function warSunPath(state: GameState, seat: Seat): TechId[] {
  const held = new Set(state.players[seat]?.technologies ?? []);
  const tree = new Map(technologiesFor(state.config.boxes).map((t) => [t.id, t]));
  const path: TechId[] = [];
  const visit = (id: TechId) => {
    if (held.has(id) || path.includes(id)) return;
    path.push(id);
    const prerequisites = (tree.get(id) ?? getTechnology(id)).prerequisites;
    const ids = prerequisiteIds(prerequisites);
    // An OR prerequisite is met by one: the first of them, unless one is held already.
    const needed = prerequisites !== null && "any" in prerequisites ? ids.slice(0, 1) : ids;
    if (prerequisites !== null && "any" in prerequisites && ids.some((t) => held.has(t))) return;
    for (const t of needed) visit(t);
  };
  if (tree.has(WAR_SUN)) visit(WAR_SUN);
  return path;
}

/** The technologies to research, in the bot's order: the War Sun's way first when it has the plan. */
export function researchOrder(state: GameState, seat: Seat, researchable: readonly TechId[]): TechId[] {
  if (!plansWarSuns(state, seat)) return [...researchable];
  const path = warSunPath(state, seat);
  const first = path.filter((t) => researchable.includes(t));
  return [...first, ...researchable.filter((t) => !first.includes(t))];
}

/** A bot with the plan has a step of it to research now (it then follows every Technology secondary). */
export function warSunStepOpen(state: GameState, seat: Seat, researchable: readonly TechId[]): boolean {
  return plansWarSuns(state, seat) && warSunPath(state, seat).some((t) => researchable.includes(t));
}
