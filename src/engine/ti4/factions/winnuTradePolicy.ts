/**
 * The Winnu's Hegemonic Trade Policy (faction technology; LRR 68, 67, 75, 34): when 1 or more of their
 * units use PRODUCTION, the Winnu may exhaust this card to swap the resource and influence values of 1
 * planet they control during that use of PRODUCTION. It is offered in the production step before the units
 * are produced (hook point `productionStepOffers`); the planet is kept on the step's frame (`swapped`), and
 * the step's payment reads that planet's influence as its resources (economy/spend.ts `planetWorth`). The
 * swap ends with the step: nothing else that reads the planet sees it.
 *
 * Our readings: only the payment sees the swap, so a space dock on the planet keeps its PRODUCTION (the
 * printed resources plus its value). A planet whose swap could change nothing the step may spend (exhausted,
 * or of equal values) is refused with a sentence rather than exhausting the card for nothing.
 *
 * Read with `holdsFactionTechnology` (technology/owned.ts): a Nekro Virus copying it with a Valefar
 * Assimilator is offered it in their own production, for a planet they control, and the assimilator card
 * carrying the copy is exhausted (LRR 90.16-90.22). The text names no Winnu planet, so the copy reads the same.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { planetValues } from "../agenda/laws.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { planetWorth } from "../economy/spend.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4ProductionFrame } from "../production/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { exhaustTechnology, technologyReady } from "../technology/research.ts";

type Ti4Tx = Tx<Ti4>;

export const TRADE_POLICY_COMMANDS = [
  /** Hegemonic Trade Policy: exhaust it to swap `planet`'s resource and influence values for this production. */
  command("hegemonicTradePolicy", { planet: ti4Id<Ti4PlanetId>("planet") }),
] as const;

/** Whether the producing seat of `frame` may exhaust Hegemonic Trade Policy in it now. */
function mayUse(state: Ti4State, frame: Ti4ProductionFrame): boolean {
  return (
    frame.swapped === undefined &&
    holdsFactionTechnology(state, frame.seat, "htp") &&
    technologyReady(state, frame.seat, "htp")
  );
}

/** The planets whose swap changes what this payment may spend: ready, of two different values. */
export function swappablePlanets(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const planets = Object.entries(state.players[seat]?.planets ?? {}) as [
    Ti4PlanetId,
    { exhausted: boolean },
  ][];
  return planets
    .filter(([planet, card]) => {
      const values = planetValues(state, planet);
      return !card.exhausted && values.resources !== values.influence;
    })
    .map(([planet]) => planet)
    .sort();
}

/** Why `planet` may not be swapped in the production step `frame` now, or undefined. */
export function tradePolicyRefused(
  state: Ti4State,
  frame: Ti4ProductionFrame,
  planet: Ti4PlanetId,
): RuleError | undefined {
  if (!mayUse(state, frame))
    return ruleError(
      "ERR_TI4_TRADE_POLICY_NOT_READY",
      "LRR 34",
      "You have no ready Hegemonic Trade Policy to exhaust in this production (once a production, and an exhausted card waits for the status phase).",
    );
  const card = state.players[frame.seat]?.planets[planet];
  if (!card)
    return ruleError(
      "ERR_TI4_PLANET_NOT_YOURS",
      "LRR 25",
      `Hegemonic Trade Policy swaps the values of a planet you control; you do not control ${planet}.`,
      { planet },
    );
  if (!swappablePlanets(state, frame.seat).includes(planet))
    return ruleError(
      "ERR_TI4_SWAP_CHANGES_NOTHING",
      "LRR 34",
      `Swapping ${planet}'s values changes nothing this production can spend: it is exhausted, or its resources and influence are equal.`,
      { planet },
    );
  return undefined;
}

/** The step's offer to the Winnu, or a Nekro copying the card (hook point productionStepOffers). */
function offered(state: Ti4State, frame: Ti4ProductionFrame): Decision<Ti4>[] {
  if (!mayUse(state, frame)) return [];
  const choices = swappablePlanets(state, frame.seat);
  if (choices.length === 0) return [];
  return [
    {
      kind: "hegemonicTradePolicy",
      seat: frame.seat,
      simultaneous: false,
      // A "may": the step waits on the production itself.
      optional: true,
      prompt:
        "Hegemonic Trade Policy: exhaust it to swap a planet's resources and influence for this production",
      choices,
    },
  ];
}

function hegemonicTradePolicy(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "hegemonicTradePolicy" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  // apply has checked that the seat answers the step's own offer.
  if (frame?.kind !== "ti4Production") throw new Error("Hegemonic Trade Policy answers a production step");
  const refused = tradePolicyRefused(tx.state, frame, command.planet);
  if (refused) return refused;
  exhaustTechnology(tx, frame.seat, "htp");
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, swapped: command.planet } });
  return undefined;
}

export const TI4_TRADE_POLICY: Ti4Module = {
  id: "winnuTradePolicy",
  commands: { hegemonicTradePolicy },
  hooks: { productionStepOffers: offered },
};

/**
 * The bot swaps the ready planet that gains it the most resources, when one gains any; otherwise it leaves
 * the card for another production and answers the step.
 */
export const TRADE_POLICY_ANSWERS: Ti4Answers = {
  hegemonicTradePolicy: (state, d) => {
    const gain = (planet: Ti4PlanetId) =>
      planetWorth(state, planet, "resources", planet) - planetWorth(state, planet, "resources");
    const best = ((d.choices ?? []) as Ti4PlanetId[])
      .filter((planet) => gain(planet) > 0)
      .sort((a, b) => gain(b) - gain(a))[0];
    return best ? [{ type: "hegemonicTradePolicy", seat: d.seat, planet: best }] : [];
  },
};
