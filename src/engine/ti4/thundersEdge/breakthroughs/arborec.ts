/**
 * The Arborec's breakthrough, Psychospore (TE "Breakthroughs and Synergy"; the card's text as the community
 * bot's breakthrough data gives it): as an action (LRR 22, a component action), its holder exhausts the
 * card to take one of its own command tokens back to reinforcements from a system that holds its infantry,
 * then places 1 infantry in that system. Here the infantry named is on a planet of that system and the new
 * one joins it there [recalled: the card says "in that system"; infantry only in space is not offered].
 * The card is readied as the status phase ends (breakthroughs.ts, TE_BREAKTHROUGH_CARDS).
 */
import type { Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { boardPlanets, unitsOnPlanet } from "../../actionCards/effect.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { takeComponentAction } from "../../round/actionPhase.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { breakthroughReady, exhaustBreakthrough } from "../breakthroughs.ts";

const RULE = "TE Breakthroughs and Synergy: Psychospore";

/** The planets holding `seat`'s infantry in a system that holds `seat`'s command token, with their systems. */
export function psychosporeTargets(state: Ti4State, seat: Seat): { planet: Ti4PlanetId; position: string }[] {
  return boardPlanets(state).filter(
    ({ planet, position }) =>
      (state.board[position]?.commandTokens ?? []).includes(seat) &&
      unitsOnPlanet(state, position, planet, seat, "infantry") > 0,
  );
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!breakthroughReady(state, seat, "arborecbt")) return [];
  const targets = psychosporeTargets(state, seat);
  if (targets.length === 0) return [];
  return [
    {
      kind: "psychospore",
      seat,
      simultaneous: false,
      prompt:
        "Psychospore: exhaust it to take your command token off a system where your infantry stand, and add 1 infantry there",
      choices: targets.map((t) => t.planet),
    },
  ];
}

function psychospore(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "psychospore" }>,
): RuleError | undefined {
  const { seat, planet } = command;
  if (!breakthroughReady(tx.state, seat, "arborecbt"))
    return ruleError(
      "ERR_TI4_PSYCHOSPORE",
      RULE,
      "Psychospore is used by exhausting your ready breakthrough card, and you hold it ready only as the Arborec who gained it.",
    );
  const target = psychosporeTargets(tx.state, seat).find((t) => t.planet === planet);
  if (!target)
    return ruleError(
      "ERR_TI4_PSYCHOSPORE",
      RULE,
      `Psychospore names a planet holding your infantry in a system holding your command token, and ${planet} is not one.`,
      { planet },
    );
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  exhaustBreakthrough(tx, seat);
  tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: [target.position] });
  tx.emit({
    type: "ti4UnitsPlaced",
    seat,
    place: { position: target.position, planet },
    units: { infantry: 1 },
    reason: "Psychospore",
  });
  return undefined;
}

export const TE_ARBOREC_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:arborec",
  commands: { psychospore },
  hooks: { componentActions },
};
