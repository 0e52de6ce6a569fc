/**
 * The bot's answers to the base factions' breakthrough decisions (TE "Breakthroughs and Synergy"):
 * Psychospore is always worth it (a token back and an infantry more), on the first planet offered;
 * N'orr Supremacy takes a unit upgrade when one is offered (a lasting gain), else the command token;
 * Deorbit Barrage is fired at the first planet offered with up to 3 resources the bot can spare (what it
 * keeps for a "spend" objective aside), and ignored with fewer than 2 to spare. Archon's Gift needs no
 * answer (the bot's payments read it: economy/spend.ts); Bellum Gloriosum is ignored (the bot produces
 * within its limit).
 */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { Ti4Answers } from "../../answer.ts";
import { cheapestPayment, spendable } from "../../economy/spend.ts";
import { reserveFor } from "../../objectives/aims.ts";
import type { Ti4NorrSupremacyChoice } from "./sardakk.ts";

export const BREAKTHROUGH_ANSWERS: Ti4Answers = {
  // Stellar Genesis: the token goes with the war sun when the Muaat control Avernus (their planet follows
  // their fleet), and stays otherwise [our own choice].
  carryAvernus: (state, decision) => {
    const carry = state.players[decision.seat]?.planets["avernus" as Ti4PlanetId] !== undefined;
    return [
      { type: "carryAvernus", seat: decision.seat, carry },
      { type: "carryAvernus", seat: decision.seat, carry: !carry },
    ];
  },
  // Stellar Genesis: the first system offered (a planet worth 2 resources is always worth taking).
  placeAvernus: (_state, decision) =>
    (decision.choices ?? [])
      .slice(0, 1)
      .map((system) => ({ type: "placeAvernus", seat: decision.seat, system })),
  psychospore: (_state, decision) =>
    (decision.choices ?? [])
      .slice(0, 1)
      .map((planet) => ({ type: "psychospore", seat: decision.seat, planet: planet as Ti4PlanetId })),
  deorbitBarrage: (state, decision) => {
    const planet = decision.choices?.[0] as Ti4PlanetId | undefined;
    const spare =
      spendable(state, decision.seat, "resources").total - reserveFor(state, decision.seat).resources;
    const dice = Math.min(3, spare);
    const payment = dice >= 2 ? cheapestPayment(state, decision.seat, "resources", dice) : null;
    if (!planet || !payment) return [];
    return [{ type: "deorbitBarrage", seat: decision.seat, planet, dice, payment }];
  },
  norrSupremacy: (_state, decision) => {
    const offered = (decision.choices ?? []) as Ti4NorrSupremacyChoice[];
    const choice = offered.includes("unitUpgrade") ? "unitUpgrade" : offered[0];
    return choice ? [{ type: "norrSupremacy", seat: decision.seat, choice }] : [];
  },
};
