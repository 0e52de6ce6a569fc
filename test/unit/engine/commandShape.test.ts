/**
 * The command schemas (src/engine/commands/) as apply uses them: the refusals name the field and the form.
 */
import { describe, expect, it } from "vitest";
import { checkCommandShape } from "../../../src/engine/commandShape.ts";
import { newScenario } from "../../support/engine.ts";

const game = newScenario(4, {}, "shape");
const refusal = (command: unknown) => checkCommandShape(game.state, command);

describe("the command schemas", () => {
  it("refuses a key outside unit counts, an inherited one included, at its path", () => {
    const units = JSON.parse('{"__proto__": 1}');
    expect(refusal({ type: "assignHits", seat: 0, destroy: units })?.params).toMatchObject({
      field: "destroy.__proto__",
      expected: expect.stringMatching(/^one of warSun, /),
    });
    expect(refusal({ type: "assignHits", seat: 0, destroy: [] })?.message).toBe(
      "Malformed command: `destroy` must be unit counts by unit type: each a whole number, 0 or more.",
    );
  });

  it("names the seats of this game, and says when null is allowed", () => {
    expect(refusal({ type: "pass", seat: -1 })?.message).toBe(
      "Malformed command: `seat` must be a seat of this game: a whole number from 0 to 3.",
    );
    expect(refusal({ type: "castVotes", seat: 0, choice: 3 })?.message).toBe(
      "Malformed command: `choice` must be a text, or null.",
    );
  });

  it("checks each kind of GM correction's own fields", () => {
    const correction = { kind: "units", position: "000", planet: "constructor", units: { groundForce: 1 } };
    expect(refusal({ type: "gmCorrection", seat: 0, correction, reason: "fix" })?.params).toMatchObject({
      field: "correction.planet",
    });
    expect(
      refusal({ type: "gmCorrection", seat: 0, correction: { kind: "teleport" }, reason: "fix" })?.params,
    ).toMatchObject({ field: "correction.kind" });
  });

  it("checks a primary nested in a secondary", () => {
    const choice = { withPrimary: { technology: "Not An Id" } };
    expect(
      refusal({ type: "answerSecondary", seat: 0, card: "technology", follow: true, choice })?.params,
    ).toMatchObject({ field: "choice.withPrimary.technology" });
  });
});
