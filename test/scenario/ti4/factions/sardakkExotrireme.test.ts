/**
 * Sardakk N'orr's Exotrireme II (faction sheet; LRR 78): after a round of space combat the Sardakk may
 * destroy an Exotrireme to destroy up to 2 of their opponent's ships there; refused for more than 2 or for
 * ships the opponent does not have; not asked without the upgrade; the bot's choice; replayed from the log.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { answer, clash, inSpaceCombat, playOut, refusal, withFactions } from "./baseClash.ts";

const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "sardakkExotrireme");
const ships = (s: Ti4State, seat: number) => s.board["310"]?.space.find((f) => f.seat === seat)?.units ?? {};

function withExotrireme(): Ti4State {
  const state = withFactions("sardakk", "nekro");
  state.players[0]?.technologies.push("exo2");
  return state;
}

describe("Sardakk Exotrireme II (faction sheet, LRR 78)", () => {
  it("destroys an Exotrireme after a round to destroy 2 of the opponent's ships", () => {
    const start = clash(withExotrireme(), { dreadnought: 3 }, { dreadnought: 2, carrier: 3 });
    const at = playOut(start, { type: "tacticalAction", seat: 0, system: "310" }, (s) => !asked(s));
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "sardakkExotrireme", seat: 0 });
    expect(refusal(at.state, { type: "sardakkExotrireme", seat: 0, destroy: { carrier: 3 } })?.[0]).toBe(
      "ERR_TI4_EXOTRIREME_TOO_MANY",
    );
    expect(refusal(at.state, { type: "sardakkExotrireme", seat: 0, destroy: { warSun: 1 } })?.[0]).toBe(
      "ERR_TI4_EXOTRIREME_NOT_THERE",
    );
    const destroy = { carrier: Math.min(2, ships(at.state, 1).carrier ?? 0) };
    const used = answer(at.state, { type: "sardakkExotrireme", seat: 0, destroy });
    const removed = used.events.filter((e) => e.type === "ti4UnitsRemoved").slice(0, 2);
    expect(removed).toEqual([
      expect.objectContaining({ seat: 0, units: { dreadnought: 1 }, reason: "destroyed" }),
      expect.objectContaining({ seat: 1, units: destroy, reason: "destroyed" }),
    ]);
    // The bot, its fleet weaker or the two dearest targets worth more than an Exotrireme, uses it.
    const d = pendingDecisions<Ti4>(at.state)[0];
    if (d)
      expect(ti4Answers(at.state, d)[0]).not.toEqual({ type: "sardakkExotrireme", seat: 0, destroy: {} });
  });

  it("is not asked of a Sardakk without Exotrireme II, and declining destroys nothing", () => {
    const plain = clash(withFactions("sardakk", "nekro"), { dreadnought: 2 }, { destroyer: 2 });
    const done = playOut(plain, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    expect(
      done.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4SardakkExotrireme"),
    ).toBe(false);
    const start = clash(withExotrireme(), { dreadnought: 1 }, { fighter: 1, destroyer: 8 });
    const at = playOut(
      start,
      { type: "tacticalAction", seat: 0, system: "310" },
      (s) => !asked(s) && inSpaceCombat(s),
    );
    if (!asked(at.state)) return;
    const before = ships(at.state, 1);
    const declined = answer(at.state, { type: "sardakkExotrireme", seat: 0, destroy: {} });
    expect(ships(declined.state, 1)).toEqual(before);
    expect(asked(declined.state)).toBe(false);
  });
});
