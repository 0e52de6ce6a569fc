/**
 * The built-in player's answers to Thunder's Edge's revised strategy cards: Construction places a space dock
 * then a PDS on its best planets (or whatever fits), Warfare's tactical action goes where the tactical bot
 * would go (tactical/bot.ts), else to the home system.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { chooseActivation } from "../tactical/bot.ts";
import { dockSystems } from "./construction.ts";

const UNITS = ["spaceDock", "pds"] as const;

const constructRevised: Ti4Answer = (state, decision) => {
  const frame = state.stack.at(-1);
  const seat = decision.seat;
  const player = state.players[seat];
  if (frame?.kind !== "ti4RevisedConstruction" || !player) return [];
  const planets = Object.keys(player.planets) as Ti4PlanetId[];
  const tries: Ti4Command[] = [];
  if (frame.part === "primary")
    for (const first of planets)
      for (const second of planets)
        for (const a of UNITS)
          tries.push({
            type: "constructRevised",
            seat,
            structures: [
              { planet: first, unit: a },
              { planet: second, unit: "pds" },
            ],
          });
  for (const planet of planets)
    for (const unit of UNITS) tries.push({ type: "constructRevised", seat, structures: [{ planet, unit }] });
  // No structure fits: the primary's other way, a space dock's PRODUCTION, is the one left.
  if (frame.part === "primary")
    for (const produceAt of dockSystems(state, seat))
      tries.push({ type: "constructRevised", seat, structures: [], produceAt });
  return tries;
};

const warfareActivate: Ti4Answer = (state, decision) => {
  const choices = decision.choices ?? [];
  const seat = decision.seat;
  const best = chooseActivation(state, seat, choices);
  const home = state.players[seat]?.home ?? null;
  const order = [best, home, ...choices].filter((p): p is string => p !== null && choices.includes(p));
  return [...new Set(order)].map((system) => ({ type: "warfareActivate" as const, seat, system }));
};

export const REVISED_CARD_ANSWERS: Ti4Answers = { constructRevised, warfareActivate };
