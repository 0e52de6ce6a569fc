/**
 * The Nekro Virus's Technological Singularity (faction sheet; LRR 78, 87, 90): once in a combat, after an
 * opponent's unit is destroyed, the Nekro may gain one of that player's technologies; refused for a
 * technology that player does not own; asked once a combat; the bot's choice; replayed from the log.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { answer, clash, inSpaceCombat, playOut, refusal, withFactions } from "./baseClash.ts";

const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).some((d) => d.kind === "technologicalSingularity");

function start(): Ti4State {
  const state = withFactions("sardakk", "nekro");
  const attacker = state.players[0];
  const nekro = state.players[1];
  if (!attacker || !nekro) throw new Error("no seats");
  attacker.technologies = ["gd", "amd"];
  nekro.technologies = nekro.technologies.filter((t) => t !== "gd" && t !== "amd");
  return clash(state, { fighter: 6, carrier: 3 }, { dreadnought: 3, warSun: 1 });
}

describe("Nekro Technological Singularity (faction sheet)", () => {
  it("gains a technology of the opponent whose unit was destroyed, once in the combat", () => {
    const state = start();
    const at = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, (s) => !asked(s));
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "technologicalSingularity", seat: 1 });
    expect(decision?.choices).toEqual(["amd", "gd", "none"]);
    expect(refusal(at.state, { type: "technologicalSingularity", seat: 1, technology: "sr" })?.[0]).toBe(
      "ERR_TI4_SINGULARITY_TECHNOLOGY",
    );
    if (decision) expect(ti4Answers(at.state, decision)[0]).toMatchObject({ technology: expect.any(String) });
    const used = answer(at.state, { type: "technologicalSingularity", seat: 1, technology: "gd" });
    expect(used.state.players[1]?.technologies).toContain("gd");
    const next = pendingDecisions<Ti4>(used.state)[0];
    const first = next && ti4Answers(used.state, next)[0];
    if (!first) return;
    const rest = playOut(used.state, first, inSpaceCombat);
    expect(
      rest.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4TechnologicalSingularity"),
    ).toBe(false);
  });

  it("is not asked when the Nekro's own units are destroyed", () => {
    const state = withFactions("sardakk", "nekro");
    const attacker = state.players[0];
    if (attacker) attacker.technologies = ["gd", "amd"];
    const lopsided = clash(state, { warSun: 3 }, { fighter: 3 });
    const done = playOut(lopsided, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    expect(
      done.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4TechnologicalSingularity"),
    ).toBe(false);
  });

  it("offers a faction technology of the opponent for an assimilator token, the bot's first choice", () => {
    const state = start();
    (state.players[0] as Ti4State["players"][number]).technologies = ["gd", "vpw"];
    const at = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, (s) => !asked(s));
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision?.choices).toContain("vpw");
    if (!decision) return;
    const first = ti4Answers(at.state, decision)[0];
    expect(first).toMatchObject({ technology: "vpw", assimilator: expect.stringMatching(/^va[xy]$/) });
    if (!first) return;
    const copied = answer(at.state, first);
    const nekro = copied.state.players[1];
    expect(nekro?.technologies).not.toContain("vpw");
    expect(Object.values(nekro?.assimilated ?? {})).toEqual(["vpw"]);
  });
});
