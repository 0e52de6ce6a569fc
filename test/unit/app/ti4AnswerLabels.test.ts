/** The labels of a TI4 game's buttons say what each answer does, so two buttons never read alike. */
import { describe, expect, it } from "vitest";
import { GO, ti4AnswerLabel } from "../../../src/app/ti4/answers.ts";

describe("TI4 answer labels", () => {
  it("name the card or faction a choice acts on", () => {
    expect(ti4AnswerLabel("pickStrategyCard", "trade")).toBe("Take 5 Trade");
    expect(ti4AnswerLabel("pass", GO)).toBe("Pass");
  });

  it("put a command without a verb of its own into words, so a follow and a decline differ", () => {
    expect(ti4AnswerLabel("useSecondary", GO)).toBe("Use secondary");
    expect(ti4AnswerLabel("declineSecondary", GO)).toBe("Decline secondary");
    expect(ti4AnswerLabel("useSecondary", GO)).not.toBe(ti4AnswerLabel("declineSecondary", GO));
  });
});
