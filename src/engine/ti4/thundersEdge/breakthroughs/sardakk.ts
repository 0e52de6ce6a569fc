/**
 * The Sardakk N'orr's breakthrough, N'orr Supremacy (TE "Breakthroughs and Synergy"; the card's text as the
 * community bot's breakthrough data gives it): after its holder wins a combat (space or ground), it either
 * gains 1 command token or researches a unit upgrade technology. Answers `spaceCombatEnded` and
 * `groundCombatEnded` with the holder the winner; the choice is a frame of its own (`norrSupremacy`), then
 * the token goes to a pool of the holder's choosing (LRR 20.2, the command sheet's frame) or the research is
 * asked with unit upgrades only, prerequisites applying and nothing to pay [recalled: the card names no cost].
 * A choice the holder cannot make (no token in reinforcements, no unit upgrade it may research) is not
 * offered; with neither, nothing happens.
 */

import { ti4Technology } from "../../../../content/ti4/index.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { pushTokenArrangement, tokensGainable } from "../../strategic/commandSheet.ts";
import { pushResearch, researchable } from "../../technology/research.ts";
import { holdsBreakthrough } from "../breakthroughs.ts";
import type { Ti4NorrSupremacyFrame } from "./frames.ts";

const RULE = "TE Breakthroughs and Synergy: N'orr Supremacy";

export const NORR_SUPREMACY_CHOICES = ["commandToken", "unitUpgrade"] as const;
export type Ti4NorrSupremacyChoice = (typeof NORR_SUPREMACY_CHOICES)[number];

/** What the winner may take now: a token while reinforcements hold one, a unit upgrade it may research. */
export function norrSupremacyChoices(state: Ti4State, seat: Seat): Ti4NorrSupremacyChoice[] {
  const choices: Ti4NorrSupremacyChoice[] = [];
  if (tokensGainable(state, seat, 1) > 0) choices.push("commandToken");
  if (researchable(state, seat).some((tech) => ti4Technology(tech).upgrades !== null))
    choices.push("unitUpgrade");
  return choices;
}

function combatWon(tx: Tx<Ti4>, combat: { winner: Seat | null }): void {
  const seat = combat.winner;
  if (seat === null || !holdsBreakthrough(tx.state, seat, "sardakkbt")) return;
  if (norrSupremacyChoices(tx.state, seat).length === 0) return;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4NorrSupremacy", seat } });
}

const frame: FrameRules<Ti4, Ti4NorrSupremacyFrame> = {
  decisions: (state, f) => [
    {
      kind: "norrSupremacy",
      seat: f.seat,
      simultaneous: false,
      prompt: "N'orr Supremacy: you won the combat; gain 1 command token or research a unit upgrade",
      choices: norrSupremacyChoices(state, f.seat),
    },
  ],
  advance(tx, f) {
    if (norrSupremacyChoices(tx.state, f.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function norrSupremacy(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "norrSupremacy" }>,
): RuleError | undefined {
  const { seat, choice } = command;
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4NorrSupremacy" || top.seat !== seat)
    return ruleError(
      "ERR_TI4_NORR_SUPREMACY",
      RULE,
      "N'orr Supremacy acts only right after you win a combat.",
    );
  if (!norrSupremacyChoices(tx.state, seat).includes(choice))
    return ruleError(
      "ERR_TI4_NORR_SUPREMACY",
      RULE,
      choice === "commandToken"
        ? "Your reinforcements hold no command token to gain: research a unit upgrade instead."
        : "There is no unit upgrade you may research now: gain a command token instead.",
      { choice },
    );
  tx.emit({ type: "ti4FramePopped" });
  if (choice === "commandToken")
    pushTokenArrangement(tx, { seats: [seat], gain: 1, redistribute: false, reason: "N'orr Supremacy" });
  else
    pushResearch(tx, { seat, cost: 0, optional: false, reason: "N'orr Supremacy", unitUpgradesOnly: true });
  return undefined;
}

export const TE_SARDAKK_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:sardakk",
  commands: { norrSupremacy },
  frames: { ti4NorrSupremacy: frame },
  hooks: { spaceCombatEnded: combatWon, groundCombatEnded: combatWon },
};
