/** The playground's "fill the command box" buttons: the line names what the player must add next. */
import { describe, expect, it } from "vitest";
import type { Pending } from "../../../src/app/pending.ts";
import type { Decision } from "../../../src/engine/index.ts";
import { buttonsFor } from "../../../src/playground/buttons.ts";

const pending = (decision: Decision): Pending => ({
  gameId: "g",
  decisions: [decision],
  players: [{ seat: 0, userId: "u0", name: "Alice" }],
  cardInPlay: "diplomacy",
  tactical: null,
});

describe("a button that fills the command box", () => {
  it("ends with the option the prompt names, so the box suggests its values", () => {
    const decision = {
      kind: "resolvePrimary",
      seat: 0,
      prompt: "name an opponent (target): neither of you may activate a system holding the other's units",
    } as Decision;
    const lines = buttonsFor(decision, pending(decision)).flatMap((b) => (b.prefill ? [b.prefill] : []));
    expect(lines).toEqual(["/ti turn primary card:diplomacy target:"]);
  });

  it("adds nothing when the prompt names no option of the command", () => {
    const decision = {
      kind: "resolvePrimary",
      seat: 0,
      prompt: "resolve the primary (of Diplomacy)",
    } as Decision;
    const lines = buttonsFor(decision, pending(decision)).flatMap((b) => (b.prefill ? [b.prefill] : []));
    expect(lines).toEqual(["/ti turn primary card:diplomacy "]);
  });
});
