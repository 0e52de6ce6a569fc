/** The labels of a TI4 game's buttons say what each answer does, so two buttons never read alike. */
import { describe, expect, it } from "vitest";
import { answerLabel } from "../../../src/app/answers.ts";
import { pendingOf } from "../../../src/app/pending.ts";
import { GO, ti4AnswerLabel, ti4Offered } from "../../../src/app/ti4/answers.ts";
import { position, tile } from "../../support/ti4Tactical.ts";

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

  it("keep a button for following a secondary with a token, though the command may also name a note (Mindsieve)", () => {
    expect(ti4Offered({ kind: "useSecondary" })).toEqual([GO]);
    expect(ti4Offered({ kind: "declineSecondary" })).toEqual([GO]);
  });
});

describe("TI4 activation buttons", () => {
  it("name the system at the position: its planets, else its anomaly or wormhole, else empty", () => {
    const s = position((s) => {
      tile(s, "101", "26"); // Lodor, an alpha wormhole
      tile(s, "102", "28"); // two planets
      tile(s, "103", "42"); // a nebula
      tile(s, "104", "48"); // empty space
    });
    const pending = pendingOf("g", s as never);
    const label = (p: string) => answerLabel("tacticalAction", p, pending);
    expect(label("101")).toBe("Activate 101 · Lodor, alpha wormhole");
    expect(label("102")).toBe("Activate 102 · Tequ'ran, Torkan");
    expect(label("103")).toBe("Activate 103 · nebula");
    expect(label("104")).toBe("Activate 104 · empty");
  });

  it("stay within Discord's 80 characters however long the system's words", () => {
    const label = ti4AnswerLabel("tacticalAction", "101", { "101": "Planet ".repeat(20) });
    expect(label.length).toBeLessThanOrEqual(80);
    expect(label.startsWith("Activate 101 · Planet")).toBe(true);
  });
});
