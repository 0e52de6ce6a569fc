/**
 * The one-press answers of a tactical action's steps (the answer table's rows for them, answers.ts): the
 * systems to activate, drawn from the tactical offers (offers/) ranked so the reachable come first; no
 * ships moved; every Ground Force aboard landing on one planet; nothing landed or produced. A fuller
 * answer (which ships, which planets) is picked in several menus and sent at once (picks.ts), or typed.
 */
import type { DecisionKind } from "../engine/index.ts";
import type { AnswerRule } from "./answers.ts";
import { unitsText } from "./narrate/names.ts";
import { type TacticalOffers, UNIT_WORDS } from "./offers/index.ts";
import type { Pending } from "./pending.ts";

/** Discord's select menu holds 25 options: the likeliest systems to activate, the rest typed. */
export const MAX_ACTIVATION_CHOICES = 25;

type Step<S extends TacticalOffers["step"]> = Extract<TacticalOffers, { step: S }>;

function offersOf<S extends TacticalOffers["step"]>(pending: Pending, step: S): Step<S> | null {
  const offers = pending.tactical;
  return offers?.step === step ? (offers as Step<S>) : null;
}

function activationLabel(position: string, pending: Pending): string {
  const choice = offersOf(pending, "activate")?.systems.find((s) => s.position === position);
  if (!choice) return `Activate ${position}`;
  const why =
    choice.reachedFrom.length > 0
      ? ` · your ships at ${choice.reachedFrom.join(", ")} can reach it`
      : choice.dock
        ? " · your Space Dock"
        : "";
  return `Activate ${choice.name}${why}`;
}

/** "2 gf, 1 st": the Ground Forces and Shock Troops aboard, as the command line writes them. */
function groundWords(offer: Step<"land">): string {
  return Object.entries(offer.ground)
    .map(([type, n]) => `${n} ${UNIT_WORDS[type as keyof typeof UNIT_WORDS]}`)
    .join(", ");
}

function landingPlanet(answer: string, pending: Pending) {
  const offer = offersOf(pending, "land");
  const planet = offer?.planets.find((p) => p.planet === answer && p.allGround);
  return offer && planet ? { offer, planet } : null;
}

export const TACTICAL_ANSWERS: Readonly<Partial<Record<DecisionKind, AnswerRule>>> = {
  tacticalAction: {
    command: ["turn", "tactical"],
    answers: (_decision, pending) =>
      (offersOf(pending, "activate")?.systems ?? []).slice(0, MAX_ACTIVATION_CHOICES).map((s) => s.position),
    args: (position) => ({ position }),
    label: activationLabel,
    more: "Tactical action…",
  },
  moveUnits: {
    command: ["tactical", "move"],
    args: () => ({}),
    fixed: [{ answer: "none", label: "Move no ships" }],
    more: "Type a move…",
  },
  landUnits: {
    command: ["tactical", "land"],
    answers: (_decision, pending) => [
      ...(offersOf(pending, "land")?.planets ?? []).filter((p) => p.allGround).map((p) => p.planet),
      "none",
    ],
    args: (answer, pending) => {
      const found = landingPlanet(answer, pending);
      return found ? { units: `${groundWords(found.offer)} on ${found.planet.name}` } : {};
    },
    label: (answer, pending) => {
      const found = landingPlanet(answer, pending);
      return found ? `Land ${unitsText(found.offer.ground)} on ${found.planet.name}` : "Land nothing";
    },
    fixed: [{ answer: "none", label: "Land nothing" }],
    more: "Type landings…",
  },
  produceUnits: {
    command: ["tactical", "produce"],
    args: () => ({}),
    fixed: [{ answer: "none", label: "Produce nothing" }],
    more: "Type production…",
  },
};
