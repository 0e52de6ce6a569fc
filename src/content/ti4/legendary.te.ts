/**
 * Thunder's Edge's ten legendary planet ability cards (issue #27; TE rulebook "Legendary Planets", LRR 53):
 * whoever controls the planet holds its card, which passes with control and keeps its ready or exhausted
 * side. Planet ids are those of shared/data/ti4 (Mecatol Rex keeps "mecatolrex" on its Thunder's Edge tile, the
 * Thunder's Edge planet "thundersedge"). Each card's effect as public rulings give it; every text is our own.
 */
import { deepFreeze } from "../common.ts";

/** When a card's ability is used: its timing window. */
export const TE_LEGENDARY_TIMINGS = {
  endOfTurn: "At the end of its holder's turn, exhausted to resolve.",
  whenPassing: "As its holder passes, exhausted to resolve.",
  afterActivation: "After its holder activates a system, exhausted to resolve.",
  action: "As an action, exhausted to resolve.",
  onGainOrLoss: "Resolves when the card is gained and when it is lost.",
} as const;
export type TeLegendaryTiming = keyof typeof TE_LEGENDARY_TIMINGS;

export interface TeLegendaryAbility {
  readonly planet: string;
  readonly name: string;
  readonly timing: TeLegendaryTiming;
  readonly text: string;
}

const RECORDS = [
  {
    planet: "faunus",
    name: "Maxis Central Control",
    timing: "whenPassing",
    text: "As you pass, exhaust it to take control of a planet that is not a home planet nor legendary, with no units on it and nothing attached to it.",
  },
  {
    planet: "garbozia",
    name: "Dok 'N Pic's Salvage Yard",
    timing: "whenPassing",
    text: "As you pass, exhaust it to lay 1 action card from the discard pile face up on this card; you may purge a card lying here to play it as though it were in your hand.",
  },
  {
    planet: "emelpar",
    name: "The Acropolis",
    timing: "endOfTurn",
    text: "At the end of your turn, exhaust it to ready one other component of yours that is not a strategy card.",
  },
  {
    planet: "tempesta",
    name: "Ionian Fuel Refinery",
    timing: "afterActivation",
    text: "After you activate a system, exhaust it: one of your ships has 1 more move for this tactical action.",
  },
  {
    planet: "industrex",
    name: "Aurex Mechanica",
    timing: "whenPassing",
    text: "As you pass, exhaust it to place, from your reinforcements, 1 ship of a type whose unit upgrade technology you own in a system holding your ships.",
  },
  {
    planet: "styx",
    name: "A Song Like Marrow",
    timing: "onGainOrLoss",
    text: "Gaining this card gains you 1 victory point; losing it loses you 1 victory point.",
  },
  {
    planet: "avernus",
    name: "The Nucleus",
    timing: "action",
    text: "As an action, exhaust it to resolve the Embers of Muaat's Star Forge without spending a command token.",
  },
  {
    planet: "thundersedge",
    name: "Jupiter Brain",
    timing: "endOfTurn",
    text: "Gaining this card gains you your breakthrough if you lack it. At the end of your turn, exhaust it to take one more action.",
  },
  {
    planet: "mecatolrex",
    name: "The Galactic Council",
    timing: "endOfTurn",
    text: "At the end of your turn, exhaust it and discard 1 of your secret objectives to draw 1 secret objective.",
  },
  {
    planet: "ordinian",
    name: "4X41D 'Hyperion' V1",
    timing: "whenPassing",
    text: "As you pass, exhaust it to draw 1 action card and gain 1 command token.",
  },
] as const satisfies readonly TeLegendaryAbility[];

export type TeLegendaryPlanetId = (typeof RECORDS)[number]["planet"];

export const TE_LEGENDARY_ABILITIES: readonly TeLegendaryAbility[] = deepFreeze(
  RECORDS.map((r) => ({ ...r })),
);

export const TE_LEGENDARY_PLANET_IDS: readonly TeLegendaryPlanetId[] = RECORDS.map((r) => r.planet);

/** The ability card of `planet`, or undefined when it has none of Thunder's Edge's. */
export function teLegendaryAbility(planet: string): TeLegendaryAbility | undefined {
  return TE_LEGENDARY_ABILITIES.find((card) => card.planet === planet);
}
