/**
 * The built-in player's research (LRR 90): unit upgrades first (cruisers, dreadnoughts, carriers, fighters,
 * infantry before the rest), then the coloured technology that opens most for later, using a ready
 * planet's specialty where a prerequisite is missing and paying with the fewest planets. An optional
 * research it cannot pay is declined.
 */
import {
  TI4_TECH_COLORS,
  type Ti4AgendaId,
  type Ti4PlanetId,
  type Ti4TechnologyId,
  ti4Planet,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { readyResearchTeams } from "../agenda/researchTeams.ts";
import type { Ti4Answer } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, type Ti4Payment } from "../economy/spend.ts";
import type { Ti4State } from "../state.ts";
import { missingPrerequisites, prerequisiteWaivers, skipped } from "./research.ts";

const UPGRADES: readonly string[] = ["cr2", "dn2", "cv2", "ff2", "inf2", "dd2", "sd2", "pds2", "ws"];

function rank(tech: Ti4TechnologyId): number {
  const upgrade = UPGRADES.indexOf(tech);
  if (upgrade >= 0) return upgrade;
  // Coloured technologies after the upgrades, those with more prerequisites (stronger) first.
  const needs = Object.values(ti4Technology(tech).prerequisites).reduce((a, b) => a + (b ?? 0), 0);
  return UPGRADES.length + 10 - needs;
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
  const missing = missingPrerequisites(state, seat, tech);
  const planets = state.players[seat]?.planets ?? {};
  const used: Ti4PlanetId[] = [];
  const teams: Ti4AgendaId[] = [];
  const ready = readyResearchTeams(state, seat);
  let unmet = 0;
  for (const colour of TI4_TECH_COLORS) {
    let short = missing[colour] ?? 0;
    // A ready Research Team of the colour first (it exhausts no planet).
    for (const team of ready)
      if (short > 0 && team.colour === colour) {
        teams.push(team.agenda);
        short -= 1;
      }
    for (const [id, card] of Object.entries(planets) as [Ti4PlanetId, { exhausted: boolean }][]) {
      if (short === 0) break;
      if (card.exhausted || used.includes(id) || !ti4Planet(id).specialties.includes(colour)) continue;
      used.push(id);
      short -= 1;
    }
    unmet += short;
  }
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

const research: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4Research") return [];
  const seat = decision.seat;
  const out: Ti4Command[] = [];
  const choices = [...(decision.choices ?? [])] as Ti4TechnologyId[];
  for (const technology of choices.sort((a, b) => rank(a) - rank(b))) {
    const specialties = specialtiesFor(state, seat, technology);
    if (!specialties) {
      // A card that ignores every prerequisite, when one is ready and its price can be paid.
      for (const waiver of prerequisiteWaivers(state, seat)) {
        const payment = cheapestPayment(state, seat, "resources", frame.cost + waiver.resources);
        if (payment) {
          out.push({ type: "research", seat, technology, payment, waiver: waiver.technology });
          break;
        }
      }
      if (out.length >= 3) break;
      continue;
    }
    const payment = paymentAfter(state, seat, specialties.planets, frame.cost);
    if (!payment) continue;
    const teams = specialties.teams.length > 0 ? { teams: specialties.teams } : {};
    out.push({ type: "research", seat, technology, payment, specialties: specialties.planets, ...teams });
    if (out.length >= 3) break;
  }
  if (frame.optional) out.push({ type: "declineResearch", seat });
  return out;
};

export const TECHNOLOGY_ANSWERS: Partial<Record<Ti4Command["type"], Ti4Answer>> = {
  research,
  declineResearch: (_state, decision) => [{ type: "declineResearch", seat: decision.seat }],
};
