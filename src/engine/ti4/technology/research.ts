/**
 * Researching a technology (LRR 90, digest §9). A player researches from their own deck: the generic
 * technologies of the boxes in play and their own faction's technologies, never another faction's (LRR
 * 90.2, 90.4). They must own, for each prerequisite symbol, one technology of that colour (LRR 90.8);
 * unit upgrades have no colour and count for none (LRR 90.7). A planet they control with a technology
 * specialty may be exhausted to stand for one prerequisite of its colour (LRR 90.9, 64). A unit upgrade
 * researched turns its unit over (LRR 97; units.ts reads the owned upgrade). A technology owned already is
 * not researched again.
 *
 * `pushResearch` asks one seat for one research with its cost; the Technology card and any later effect
 * that researches use it.
 */
import {
  isTi4TechnologyId,
  TI4_TECH_COLORS,
  type Ti4PlanetId,
  type Ti4TechColor,
  type Ti4TechnologyId,
  ti4ColourCounts,
  ti4FactionTechnologies,
  ti4GenericTechnologies,
  ti4Planet,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { warSunPrerequisitesWaived } from "../agenda/laws.ts";
import { readyResearchTeams, useResearchTeams } from "../agenda/researchTeams.ts";
import type { Ti4Command } from "../commands.ts";
import { pay, spendable } from "../economy/spend.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4PrerequisiteWaiver } from "../hooks/research.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { specialistCompoundsRefused } from "../thundersEdge/breakthroughs/jolnar.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { shortAfterSynergy, specialtyStandsFor, synergyOf } from "../thundersEdge/synergy.ts";
import { exhaustTechnology } from "./exhaustion.ts";
import type { Ti4ResearchFrame } from "./frames.ts";
import { infantrySkipRefused, returnInfantry } from "./infantrySkip.ts";
import { discountRefused, discountTaken } from "./researchDiscount.ts";

export { exhaustTechnology, technologyExhausted, technologyReady } from "./exhaustion.ts";

type Ti4Tx = Tx<Ti4>;

/** LRR 90.2, 90.4: the technologies in this seat's deck (generic of the boxes in play, its faction's own). */
export function techDeckOf(state: Ti4State, seat: Seat): Ti4TechnologyId[] {
  const player = state.players[seat];
  if (!player?.faction) return [];
  const boxes = state.config.boxes;
  // TE "Clarifications": the Obsidian's faction technologies are never researched, only gained.
  return [...ti4GenericTechnologies(boxes), ...ti4FactionTechnologies(player.faction, boxes)]
    .filter((tech) => tech.faction !== "obsidian")
    .map((tech) => tech.id);
}

/** The ready planets of the seat with a specialty of each colour (LRR 90.9). */
function readySpecialties(state: Ti4State, seat: Seat): Record<Ti4TechColor, number> {
  const counts = Object.fromEntries(TI4_TECH_COLORS.map((c) => [c, 0])) as Record<Ti4TechColor, number>;
  const planets = state.players[seat]?.planets ?? {};
  for (const [id, card] of Object.entries(planets) as [Ti4PlanetId, { exhausted: boolean }][]) {
    if (card.exhausted) continue;
    for (const colour of ti4Planet(id).specialties) counts[colour] += 1;
  }
  // A ready Research Team on one of the seat's planets stands for one prerequisite of its colour too.
  for (const team of readyResearchTeams(state, seat)) counts[team.colour] += 1;
  return counts;
}

/** Prerequisites of `tech` the seat's owned technologies leave unmet, by colour (LRR 90.8). */
export function missingPrerequisites(
  state: Ti4State,
  seat: Seat,
  tech: Ti4TechnologyId,
): Partial<Record<Ti4TechColor, number>> {
  // Publicize Weapon Schematics For: War Sun's prerequisites waived once anyone owns it (agenda/laws.ts).
  if (tech === "ws" && warSunPrerequisitesWaived(state)) return {};
  const owned = ti4ColourCounts(state.players[seat]?.technologies ?? []);
  // A card standing in for an owned technology of a colour (the Yin alliance card).
  for (const answer of hookAnswers(state, "prerequisiteStandIns"))
    for (const [colour, n] of Object.entries(answer(state, seat))) owned[colour as Ti4TechColor] += n ?? 0;
  const needed = ti4Technology(tech).prerequisites;
  const missing: Partial<Record<Ti4TechColor, number>> = {};
  const spare: Partial<Record<Ti4TechColor, number>> = {};
  for (const colour of TI4_TECH_COLORS) {
    const short = (needed[colour] ?? 0) - owned[colour];
    if (short > 0) missing[colour] = short;
    else spare[colour] = -short;
  }
  // TE "Breakthroughs and Synergy": an owned technology of one synergy colour may count as the other.
  return shortAfterSynergy(missing, spare, synergyOf(state, seat));
}

/**
 * LRR 90.8: prerequisites the hook point `prerequisitesSkipped` lets `seat` leave unmet for `tech`, and
 * those the research under way allows (its frame's `skips`).
 */
export function skipped(state: Ti4State, seat: Seat, tech: Ti4TechnologyId): number {
  const top = state.stack.at(-1);
  const framed = top?.kind === "ti4Research" && top.seat === seat ? (top.skips ?? 0) : 0;
  return hookAnswers(state, "prerequisitesSkipped").reduce(
    (sum, answer) => sum + answer(state, seat, tech),
    framed,
  );
}

/** The cards `seat` may exhaust now to ignore every prerequisite of a research (`prerequisiteWaivers`). */
export function prerequisiteWaivers(state: Ti4State, seat: Seat): Ti4PrerequisiteWaiver[] {
  return hookAnswers(state, "prerequisiteWaivers").flatMap((answer) => [...answer(state, seat)]);
}

/** How many prerequisites stay unmet once `specialties` (ready planets by colour) stand in. */
function shortfall(
  state: Ti4State,
  seat: Seat,
  tech: Ti4TechnologyId,
  specialties: Record<Ti4TechColor, number>,
): number {
  const missing = missingPrerequisites(state, seat, tech);
  const short: Partial<Record<Ti4TechColor, number>> = {};
  const spare: Partial<Record<Ti4TechColor, number>> = {};
  for (const c of TI4_TECH_COLORS) {
    short[c] = Math.max(0, (missing[c] ?? 0) - specialties[c]);
    spare[c] = Math.max(0, specialties[c] - (missing[c] ?? 0));
  }
  // TE synergy: a specialty of one synergy colour may stand for a prerequisite of the other.
  const left = shortAfterSynergy(short, spare, synergyOf(state, seat));
  return TI4_TECH_COLORS.reduce((sum, c) => sum + (left[c] ?? 0), 0);
}

/**
 * The technologies the seat could research now for a research costing `cost`, its ready specialties
 * standing in where needed (each planet a single prerequisite, but planets of one colour all count), the
 * prerequisites it may skip left unmet, or anything in its deck when it may pay to ignore prerequisites.
 */
export function researchable(state: Ti4State, seat: Seat, cost = 0): Ti4TechnologyId[] {
  const owned = state.players[seat]?.technologies ?? [];
  const specialties = readySpecialties(state, seat);
  const resources = spendable(state, seat, "resources").total;
  const waived = prerequisiteWaivers(state, seat).some((w) => resources >= cost + w.resources);
  return techDeckOf(state, seat).filter((tech) => {
    if (owned.includes(tech)) return false;
    return waived || shortfall(state, seat, tech, specialties) <= skipped(state, seat, tech);
  });
}

/** Whether the seat can research something and pay `cost` resources for it (for the Technology card). */
export function mayResearch(state: Ti4State, seat: Seat, cost: number): boolean {
  return researchable(state, seat, cost).length > 0 && spendable(state, seat, "resources").total >= cost;
}

/** Whether `tech` is neither a faction technology nor a unit upgrade (a research held to those: `genericOnly`). */
export function genericNonUpgrade(tech: Ti4TechnologyId): boolean {
  const technology = ti4Technology(tech);
  return technology.faction === null && technology.upgrades === null;
}

/**
 * What the research frame offers: everything researchable, its unit upgrades only, or its generic
 * technologies that are no unit upgrades only, as it says.
 */
function frameChoices(state: Ti4State, frame: Ti4ResearchFrame): Ti4TechnologyId[] {
  const all = researchable(state, frame.seat, frame.cost);
  if (frame.genericOnly) return all.filter(genericNonUpgrade);
  return frame.unitUpgradesOnly ? all.filter((tech) => ti4Technology(tech).upgrades !== null) : all;
}

/**
 * Asks for one research (the frame's fields): `optional` lets it be declined, `skips` prerequisites may stay
 * unmet, `unitUpgradesOnly` holds it to unit upgrades; an option not given stays out of the stored frame.
 */
export function pushResearch(tx: Ti4Tx, options: Omit<Ti4ResearchFrame, "kind">): void {
  const { skips, unitUpgradesOnly, genericOnly, ...asked } = options;
  const frame: Ti4ResearchFrame = { kind: "ti4Research", ...asked };
  if (skips) frame.skips = skips;
  if (unitUpgradesOnly) frame.unitUpgradesOnly = true;
  if (genericOnly) frame.genericOnly = true;
  tx.emit({ type: "ti4FramePushed", frame });
}

const researchFrame: FrameRules<Ti4, Ti4ResearchFrame> = {
  decisions(state, frame) {
    const out: Decision<Ti4>[] = [
      {
        kind: "research",
        seat: frame.seat,
        simultaneous: false,
        prompt:
          frame.cost > 0 ? `research a technology for ${frame.cost} resources` : "research a technology",
        choices: frameChoices(state, frame),
      },
    ];
    if (frame.optional)
      out.push({
        kind: "declineResearch",
        seat: frame.seat,
        simultaneous: false,
        prompt: "research nothing",
      });
    return out;
  },
  advance(tx, frame) {
    // LRR 90: an ability that stands in for researching (Propagation) runs instead, and nothing is researched.
    const instead = hookAnswers(tx.state, "researchReplaced")
      .map((answer) => answer(tx.state, frame.seat, { cost: frame.cost, optional: frame.optional }))
      .find((replacement) => replacement !== undefined);
    if (instead) {
      tx.emit({ type: "ti4FramePopped" });
      instead(tx);
      return true;
    }
    // Nothing to research, or no way to pay: the research is over before it asks (LRR 90: nothing gained).
    const payable = spendable(tx.state, frame.seat, "resources").total >= frame.cost;
    if (payable && frameChoices(tx.state, frame).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

type Research = Extract<Ti4Command, { type: "research" }>;

function checkTechnology(state: Ti4State, seat: Seat, technology: string): RuleError | undefined {
  if (!isTi4TechnologyId(technology))
    return ruleError("ERR_TI4_NO_TECHNOLOGY", "LRR 90", `There is no technology "${technology}".`);
  const tech = ti4Technology(technology);
  if (!techDeckOf(state, seat).includes(technology))
    return tech.faction !== null && state.config.boxes.includes(tech.box)
      ? ruleError(
          "ERR_TI4_OTHER_FACTION_TECHNOLOGY",
          "LRR 90.4",
          `${tech.name} is another faction's technology: you research only your own faction's.`,
        )
      : ruleError("ERR_TI4_TECHNOLOGY_NOT_IN_GAME", "LRR 90.2", `${tech.name} is not in this game's decks.`);
  if (state.players[seat]?.technologies.includes(technology))
    return ruleError("ERR_TI4_TECHNOLOGY_OWNED", "LRR 90.2", `You already own ${tech.name}.`);
  for (const refused of hookAnswers(state, "researchRefused")) {
    const why = refused(state, seat, technology);
    if (why) return why;
  }
  return undefined;
}

/**
 * The prerequisites one exhausted planet stands for: one of a colour still `missing` (LRR 90.9); with
 * Thunder's Edge, a planet with two specialties stands for either or both at once (TE "Dual Specialties").
 */
export function specialtiesUsed(
  state: Ti4State,
  seat: Seat,
  planet: Ti4PlanetId,
  missing: Partial<Record<Ti4TechColor, number>>,
): Ti4TechColor[] {
  const left = { ...missing };
  const used: Ti4TechColor[] = [];
  const synergy = synergyOf(state, seat);
  for (const specialty of ti4Planet(planet).specialties) {
    // Its own colour, or the other colour of the seat's synergy (TE "Breakthroughs and Synergy").
    const colour = specialtyStandsFor([specialty], left, synergy);
    if (colour === undefined) continue;
    left[colour] = (left[colour] ?? 0) - 1;
    used.push(colour);
  }
  return playsThundersEdge(state) ? used : used.slice(0, 1);
}

/** Checks the planets named for their specialties against what is missing; returns them or a refusal. */
function checkSpecialties(
  state: Ti4State,
  seat: Seat,
  technology: Ti4TechnologyId,
  planets: readonly Ti4PlanetId[],
  teams: readonly string[] = [],
): RuleError | undefined {
  const missing = missingPrerequisites(state, seat, technology);
  const teamRefused = useResearchTeams(state, seat, teams, missing);
  if (teamRefused) return teamRefused;
  const player = state.players[seat];
  if (new Set(planets).size !== planets.length)
    return ruleError(
      "ERR_TI4_PLANET_TWICE",
      "LRR 90.9",
      "Each planet's specialty is used once: a planet is named twice.",
    );
  for (const planet of planets) {
    const card = player?.planets[planet];
    if (!card) return ruleError("ERR_TI4_PLANET_NOT_YOURS", "LRR 90.9", `You do not control ${planet}.`);
    if (card.exhausted)
      return ruleError(
        "ERR_TI4_PLANET_EXHAUSTED",
        "LRR 90.9",
        `${planet} is exhausted: only a ready planet's specialty stands for a prerequisite.`,
      );
    const colours = specialtiesUsed(state, seat, planet, missing);
    if (colours.length === 0)
      return ruleError(
        "ERR_TI4_SPECIALTY_NOT_NEEDED",
        "LRR 90.9",
        `${planet} has no specialty of a colour ${ti4Technology(technology).name} still needs.`,
      );
    for (const colour of colours) missing[colour] = (missing[colour] ?? 0) - 1;
  }
  const short = TI4_TECH_COLORS.filter((colour) => (missing[colour] ?? 0) > 0);
  const unmet = short.reduce((sum, colour) => sum + (missing[colour] ?? 0), 0);
  if (unmet > skipped(state, seat, technology))
    return ruleError(
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
      `${ti4Technology(technology).name} needs more ${short.join(" and ")} technologies than you own (a ready planet's specialty may stand for one).`,
    );
  return undefined;
}

function research(tx: Ti4Tx, command: Research): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Research") throw new Error("research answers its own frame");
  const { seat, technology } = command;
  const refused = checkTechnology(tx.state, seat, technology);
  if (refused) return refused;
  if (frame.unitUpgradesOnly && ti4Technology(technology).upgrades === null)
    return ruleError(
      "ERR_TI4_NOT_A_UNIT_UPGRADE",
      "TE Breakthroughs and Synergy",
      `This research is of a unit upgrade only, and ${ti4Technology(technology).name} is not one.`,
      { technology },
    );
  if (frame.genericOnly && !genericNonUpgrade(technology))
    return ruleError(
      "ERR_TI4_NOT_GENERIC",
      "TE Breakthroughs and Synergy",
      `This research is of a technology that is neither a faction's nor a unit upgrade, and ${ti4Technology(technology).name} is one of those.`,
      { technology },
    );
  const specialties = command.specialties ?? [];
  const teams = command.teams ?? [];
  const waiver = command.waiver;
  let cost = frame.cost;
  if (command.infantryReturned) {
    // The Yin alliance card: an infantry returned skips every prerequisite (infantrySkip.ts).
    const skip = {
      ...command.infantryReturned,
      namedOthers: specialties.length + teams.length > 0 || !!waiver,
    };
    const refusedSkip = infantrySkipRefused(tx.state, seat, technology, skip);
    if (refusedSkip) return refusedSkip;
    returnInfantry(tx, seat, command.infantryReturned);
  } else if (waiver !== undefined) {
    // LRR 90.8: a card that ignores every prerequisite, exhausted and paid for with the research.
    const offered = prerequisiteWaivers(tx.state, seat).find((w) => w.technology === waiver);
    if (!offered)
      return ruleError(
        "ERR_TI4_NO_WAIVER",
        "LRR 90.8",
        `You have no ready ${waiver} that lets you ignore prerequisites now.`,
        { waiver },
      );
    if (specialties.length + teams.length > 0)
      return ruleError(
        "ERR_TI4_SPECIALTY_NOT_NEEDED",
        "LRR 90.9",
        "Every prerequisite is ignored already: name no planet's specialty nor Research Team.",
      );
    exhaustTechnology(tx, seat, waiver);
    cost += offered.resources;
  } else {
    const unmet = checkSpecialties(tx.state, seat, technology, specialties, teams);
    if (unmet) return unmet;
  }
  // TE Specialist Compounds: a planet of the technology's colour exhausted instead of the card's cost.
  const compounds = command.compounds;
  const noCompounds =
    compounds && specialistCompoundsRefused(tx.state, frame, technology, compounds, specialties);
  if (noCompounds) return noCompounds;
  for (const team of teams) tx.emit({ type: "ti4LawExhausted", agenda: team });
  const exhausted = compounds ? [...specialties, compounds] : specialties;
  if (exhausted.length > 0) tx.emit({ type: "ti4PlanetsExhausted", seat, planets: [...exhausted] });
  if (compounds) cost -= frame.cost;
  const giver = command.discountFrom;
  if (giver !== undefined) {
    const noDiscount = discountRefused(tx.state, seat, giver, cost);
    if (noDiscount) return noDiscount;
    cost -= 1;
  }
  if (cost > 0) {
    const payment = command.payment ?? { planets: [], tradeGoods: 0 };
    const unpaid = pay(tx, seat, payment, "resources", cost, `researching ${ti4Technology(technology).name}`);
    if (unpaid) return unpaid;
  }
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4TechnologiesGained", seat, technologies: [technology] });
  if (giver !== undefined) discountTaken(tx, giver, seat);
  for (const answer of hookAnswers(tx.state, "afterTechnologyResearched")) answer(tx, seat, technology);
  return undefined;
}

function declineResearch(tx: Ti4Tx): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Research") throw new Error("research answers its own frame");
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const TI4_RESEARCH: KernelModule<Ti4> = {
  id: "research",
  commands: { research, declineResearch },
  frames: { ti4Research: researchFrame },
  events: {
    ti4TechnologyExhausted(draft: Ti4State, e: { seat: Seat; technology: Ti4TechnologyId }) {
      const player = draft.players[e.seat];
      if (player) player.exhaustedTechnologies = [...(player.exhaustedTechnologies ?? []), e.technology];
    },
    ti4TechnologiesReadied(draft: Ti4State, e: { seat: Seat; technologies: Ti4TechnologyId[] }) {
      const player = draft.players[e.seat];
      if (!player) return;
      const left = (player.exhaustedTechnologies ?? []).filter((t) => !e.technologies.includes(t));
      if (left.length > 0) player.exhaustedTechnologies = left;
      else delete player.exhaustedTechnologies;
    },
  },
};
