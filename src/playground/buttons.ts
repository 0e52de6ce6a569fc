/**
 * The buttons under "waiting for ...": one per legal answer the engine lists in `decisions(state)`. They
 * carry exactly the request the Discord buttons send, because both take it from the same answer table
 * (src/app/answers.ts), which has the catalog build it as if the command were typed. Answers that
 * need more than one click (a position, a payment, counters) become a button that fills the command box
 * with the matching slash command, for the player to finish there with autocomplete.
 */

import { ANSWERS, answerLabel, howToLabel, kindPrompt, offeredAnswers, requestFor } from "../app/answers.ts";
import { commandFor, findCommand, fullName } from "../app/catalog/index.ts";
import type { Pending } from "../app/pending.ts";
import { ti4CommandLine } from "../app/ti4/answers.ts";
import type { AppRequest } from "../app/types.ts";
import type { Decision, DecisionKind } from "../engine/index.ts";

export interface DecisionButton {
  label: string;
  style: "primary" | "secondary" | "danger";
  /** Sent as is when pressed. */
  request?: AppRequest;
  /** Put into the command box when pressed, for the player to complete. */
  prefill?: string;
  /**
   * The menu this answer is one option of, for a decision with more answers than a row of buttons holds
   * (the systems to activate): choosing the option sends it, as a Discord select menu does.
   */
  menu?: string;
}

/** Up to this many answers of one decision get buttons; more become one menu. */
export const MAX_DECISION_BUTTONS = 12;

function direct(decision: Decision, pending: Pending): DecisionButton[] {
  const answers = offeredAnswers(decision, pending);
  const menu =
    answers.length > MAX_DECISION_BUTTONS ? `${kindPrompt(decision.kind, [decision.prompt])}…` : undefined;
  return answers.flatMap((answer) => {
    const request = requestFor(decision.kind, answer, pending);
    if ("argError" in request) return [];
    const quiet = answer === "decline" || answer === "none";
    const style = quiet ? "secondary" : decision.kind === "pass" ? "danger" : "primary";
    const label = answerLabel(decision.kind, answer, pending);
    return [{ label, style, request, ...(menu ? { menu } : {}) } satisfies DecisionButton];
  });
}

/**
 * The command that gives the fuller answer, with its required options (the card in play, or the one thing
 * the decision is about, filled in): the
 * answer table's command, else the catalog's command for the decision's kind (trade answers, moves...).
 */
function commandLine(decision: Decision, pending: Pending): string | null {
  if (pending.ruleset === "ti4") return ti4CommandLine(decision.kind);
  const rule = ANSWERS[decision.kind as DecisionKind];
  const command =
    (rule ? findCommand(rule.command[0], rule.command[1]) : undefined) ?? commandFor(decision.kind);
  if (!command) return null;
  const required = command.options.filter((o) => o.required);
  // A decision about one listed thing (a trade proposal's number) names it for its only required option.
  const only = decision.choices?.length === 1 && required.length === 1 ? decision.choices[0] : undefined;
  const options = required.map((o) =>
    o.name === "card" && pending.cardInPlay
      ? `card:${pending.cardInPlay} `
      : only !== undefined
        ? `${o.name}:${only} `
        : `${o.name}:`,
  );
  // The option the prompt names in brackets ("name an opponent (target)"), to be filled in next, so the
  // box suggests its values rather than every option of the command.
  const named = [...decision.prompt.matchAll(/\(([a-z][a-z-]*)\)/g)]
    .map((m) => m[1])
    .find((name) => command.options.some((o) => o.name === name && !o.required));
  const line = [fullName(command), ...options.map((o) => o.trim()), ...(named ? [`${named}:`] : [])].join(
    " ",
  );
  // Ready for what comes next: a value right after a colon, or another option after a space.
  return line.endsWith(":") ? line : `${line} `;
}

export function buttonsFor(decision: Decision, pending: Pending): DecisionButton[] {
  const buttons = direct(decision, pending);
  const label = howToLabel(decision.kind, [decision.prompt], buttons.length > 0, pending.ruleset);
  if (label === null) return buttons;
  const line = commandLine(decision, pending);
  if (line === null) return buttons;
  return [...buttons, { label, style: buttons.length > 0 ? "secondary" : "primary", prefill: line }];
}
