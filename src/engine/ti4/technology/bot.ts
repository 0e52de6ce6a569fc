/**
 * The built-in player's research (LRR 90): what brings an objective it aims at nearer first
 * (objectives/aims.ts), keeping unspent what a "spend" objective needs; then unit upgrades (cruisers,
 * dreadnoughts, carriers, fighters, infantry before the rest), then the coloured technology that opens most
 * for later, using a ready planet's specialty where a prerequisite is missing and paying with the fewest
 * planets. An optional research it cannot pay, or that would spend the reserve, is declined.
 */
import {
  TI4_TECH_COLORS,
  type Ti4AgendaId,
  type Ti4PlanetId,
  type Ti4TechnologyId,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { readyResearchTeams } from "../agenda/researchTeams.ts";
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, type Ti4Payment } from "../economy/spend.ts";
import { leavesReserve, reserveFor, type Ti4Reserve, technologyAim } from "../objectives/aims.ts";
import type { Ti4State } from "../state.ts";
import { compoundsPlanet } from "../thundersEdge/breakthroughs/jolnar.ts";
import type { Ti4ResearchFrame } from "./frames.ts";
import { missingPrerequisites, prerequisiteWaivers, skipped, specialtiesUsed } from "./research.ts";

const UPGRADES: readonly string[] = ["cr2", "dn2", "cv2", "ff2", "inf2", "dd2", "sd2", "pds2", "ws"];

function rank(tech: Ti4TechnologyId): number {
  const upgrade = UPGRADES.indexOf(tech);
  if (upgrade >= 0) return upgrade;
  // Coloured technologies after the upgrades, those with more prerequisites (stronger) first.
  const needs = Object.values(ti4Technology(tech).prerequisites).reduce((a, b) => a + (b ?? 0), 0);
  return UPGRADES.length + 10 - needs;
}

/** The order of research: what brings an objective nearer first (objectives/aims.ts), then `rank`. */
function ranked(state: Ti4State, seat: Seat, choices: Ti4TechnologyId[]): Ti4TechnologyId[] {
  const weight = new Map(choices.map((t) => [t, rank(t) - 10 * technologyAim(state, seat, t)]));
  return [...choices].sort((a, b) => (weight.get(a) ?? 0) - (weight.get(b) ?? 0));
}

/**
 * The ready planets whose specialties cover what `tech` is missing, but for the prerequisites the seat may
 * skip (hook `prerequisitesSkipped`), or null.
 */
export function specialtiesFor(
  state: Ti4State,
  seat: Seat,
  tech: Ti4TechnologyId,
): { planets: Ti4PlanetId[]; teams: Ti4AgendaId[] } | null {
  const missing = { ...missingPrerequisites(state, seat, tech) };
  const planets = state.players[seat]?.planets ?? {};
  const used: Ti4PlanetId[] = [];
  const teams: Ti4AgendaId[] = [];
  // A ready Research Team of a colour still missing first (it exhausts no planet).
  for (const team of readyResearchTeams(state, seat))
    if ((missing[team.colour] ?? 0) > 0) {
      teams.push(team.agenda);
      missing[team.colour] = (missing[team.colour] ?? 0) - 1;
    }
  // Then ready planets, each standing for what the rule lets it (research.ts `specialtiesUsed`: its own
  // colour, both colours of a dual specialty, the other colour of the seat's synergy).
  for (const [id, card] of Object.entries(planets) as [Ti4PlanetId, { exhausted: boolean }][]) {
    if (TI4_TECH_COLORS.every((colour) => (missing[colour] ?? 0) <= 0)) break;
    if (card.exhausted) continue;
    const colours = specialtiesUsed(state, seat, id, missing);
    if (colours.length === 0) continue;
    used.push(id);
    for (const colour of colours) missing[colour] = (missing[colour] ?? 0) - 1;
  }
  const unmet = TI4_TECH_COLORS.reduce((sum, colour) => sum + Math.max(0, missing[colour] ?? 0), 0);
  return unmet <= skipped(state, seat, tech) ? { planets: used, teams } : null;
}

function paymentAfter(
  state: Ti4State,
  seat: Seat,
  exhausted: Ti4PlanetId[],
  cost: number,
): Ti4Payment | null {
  const after = structuredClone(state);
  const planets = after.players[seat]?.planets ?? {};
  for (const id of exhausted) {
    const card = planets[id];
    if (card) card.exhausted = true;
  }
  return cheapestPayment(after, seat, "resources", cost);
}

/** The research commands for `technology` the seat can pay (prerequisites met, skipped or waived). */
function researchOf(
  state: Ti4State,
  seat: Seat,
  technology: Ti4TechnologyId,
  cost: number,
): Ti4Command | null {
  const specialties = specialtiesFor(state, seat, technology);
  if (!specialties) {
    // A card that ignores every prerequisite, when one is ready and its price can be paid.
    for (const waiver of prerequisiteWaivers(state, seat)) {
      const payment = cheapestPayment(state, seat, "resources", cost + waiver.resources);
      if (payment) return { type: "research", seat, technology, payment, waiver: waiver.technology };
    }
    return null;
  }
  const payment = paymentAfter(state, seat, specialties.planets, cost);
  if (!payment) return null;
  const teams = specialties.teams.length > 0 ? { teams: specialties.teams } : {};
  return { type: "research", seat, technology, payment, specialties: specialties.planets, ...teams };
}

/** Whether a research leaves what the seat keeps for a "spend" objective (its specialty planets exhaust too). */
function keepsReserve(state: Ti4State, seat: Seat, command: Ti4Command, reserve: Ti4Reserve): boolean {
  if (command.type !== "research" || !command.payment) return true;
  const planets = [...command.payment.planets, ...(command.specialties ?? [])];
  return leavesReserve(state, seat, { planets, tradeGoods: command.payment.tradeGoods ?? 0 }, reserve);
}

/** TE Specialist Compounds: a fitting planet exhausted instead of the Technology card's cost, when one is ready. */
function withCompounds(state: Ti4State, frame: Ti4ResearchFrame, command: Ti4Command): Ti4Command {
  if (command.type !== "research" || command.waiver !== undefined) return command;
  const planet = compoundsPlanet(state, frame, command.technology, command.specialties ?? []);
  if (!planet) return command;
  return { ...command, payment: { planets: [], tradeGoods: 0 }, compounds: planet };
}

const research: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4Research") return [];
  const seat = decision.seat;
  const order = ranked(state, seat, [...(decision.choices ?? [])] as Ti4TechnologyId[]);
  const all: Ti4Command[] = [];
  for (const technology of order) {
    const command = researchOf(state, seat, technology, frame.cost);
    if (command) all.push(withCompounds(state, frame, command));
  }
  // A research Specialist Compounds pays for comes first: it costs no resources.
  const free = all.filter((c) => c.type === "research" && c.compounds !== undefined);
  const found = [...free, ...all.filter((c) => !free.includes(c))].slice(0, 3);
  // What keeps the reserve first; an optional research that would not is declined instead.
  const reserve = reserveFor(state, seat);
  const keeping = found.filter((c) => keepsReserve(state, seat, c, reserve));
  const rest = found.filter((c) => !keeping.includes(c));
  if (frame.optional) return [...keeping, { type: "declineResearch", seat }];
  return [...keeping, ...rest];
};

export const TECHNOLOGY_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  research,
  declineResearch: (_state, decision) => [{ type: "declineResearch", seat: decision.seat }],
};
