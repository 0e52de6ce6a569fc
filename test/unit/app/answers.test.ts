import { describe, expect, it } from "vitest";
import { ANSWERS, howToText, requestFor } from "../../../src/app/answers.ts";
import { COMMAND_FOR } from "../../../src/app/catalog/index.ts";
import type { Pending } from "../../../src/app/pending.ts";
import type { CommandType } from "../../../src/engine/index.ts";

const pending = { cardInPlay: "trade" } as unknown as Pending;

describe("answering decisions from buttons", () => {
  it("sends each button rule through the catalog command that builds that decision's engine command", () => {
    for (const [kind, rule] of Object.entries(ANSWERS)) {
      expect(rule.command.join(" "), kind).toBe(COMMAND_FOR[kind as CommandType]);
    }
  });

  it.each([
    ["passActionWindow", "go", { type: "passActionWindow" }],
    ["finishTurn", "go", { type: "finishTurn" }],
    ["confirmByHand", "go", { type: "confirmByHand" }],
    ["firePds", "fire", { type: "firePds", fire: true }],
    ["firePds", "hold", { type: "firePds", fire: false }],
    ["announceRetreat", "stay", { type: "announceRetreat", to: null }],
    ["answerActivation", "allow", { type: "answerActivation", cancel: false }],
    ["vetoAgenda", "veto", { type: "vetoAgenda", veto: true }],
    ["castVotes", "abstain", { type: "castVotes", choice: null }],
    ["castVotes", "for", { type: "castVotes", choice: "for" }],
    ["breakTie", "against", { type: "breakTie", choice: "against" }],
    ["finishTrading", "go", { type: "finishTrading" }],
  ])("%s / %s builds the engine command", (kind, answer, command) => {
    expect(requestFor(kind, answer, pending)).toEqual({ kind: "play", command });
  });

  it("points a decision without buttons at the catalog command that answers it", () => {
    const text = howToText({ kind: "moveUnits", seat: 0, simultaneous: false, prompt: "move ships" });
    expect(text).toContain("/ti tactical move");
    expect(
      howToText({ kind: "assignHits", seat: 0, simultaneous: false, prompt: "assign 2 hits" }),
    ).toContain("/ti-combat hits");
  });
});
