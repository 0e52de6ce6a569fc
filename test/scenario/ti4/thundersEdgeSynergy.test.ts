/**
 * TE Breakthroughs and Synergy: a held breakthrough links two technology colours; a technology or a
 * technology specialty of one may count as the other, for researching (LRR 90.8, 90.9) and for scoring
 * technology objectives, but one technology counts as one colour at a time. The Yssaril's Deepgloom
 * Executable links biotic and cybernetic.
 */
import { describe, expect, it } from "vitest";
import type { Ti4TechnologyId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { meetsObjective } from "../../../src/engine/ti4/objectives/requirements.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { specialtiesFor } from "../../../src/engine/ti4/technology/bot.ts";
import { missingPrerequisites, researchable } from "../../../src/engine/ti4/technology/research.ts";
import { create, finishSetup } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const TE = finishSetup(create(3, { boxes: ["base", "te"] }, "te-synergy")).state;
const BASE = finishSetup(create(3, { boxes: ["base"] }, "te-synergy")).state;

/** Seat 0 owning `technologies`, holding Deepgloom Executable unless `held` is false. */
function owning(technologies: Ti4TechnologyId[], held = true, from: Ti4State = TE): Ti4State {
  const state = structuredClone(from);
  const player = state.players[0] as Ti4State["players"][number];
  player.technologies = technologies;
  player.planets = { tarmann: { exhausted: false } };
  if (held) player.breakthrough = "yssarilbt";
  return state;
}

/** Seat 0 asked for one research costing nothing (as the Technology card's first). */
function researching(state: Ti4State): Ti4State {
  const asked = structuredClone(state);
  asked.stack.push({ kind: "ti4Research", seat: 0, cost: 0, optional: false, reason: "a test" });
  return asked;
}

describe("TE Breakthroughs and Synergy: researching", () => {
  it("counts a biotic technology as a cybernetic prerequisite, each technology once", () => {
    // Transit Diodes needs 2 cybernetic; Neural Motivator and Dacxive Animators are biotic.
    expect(missingPrerequisites(owning(["nm", "dxa"], false), 0, "td")).toEqual({ cybernetic: 2 });
    expect(missingPrerequisites(owning(["nm", "dxa"]), 0, "td")).toEqual({});
    expect(researchable(owning(["nm", "dxa"]), 0)).toContain("td");
    // One biotic technology stands for one cybernetic prerequisite, not two.
    expect(missingPrerequisites(owning(["nm"]), 0, "td")).toEqual({ cybernetic: 1 });
    // A colour outside the synergy gains nothing: Fleet Logistics needs 2 propulsion.
    expect(missingPrerequisites(owning(["nm", "dxa"]), 0, "fl")).toEqual({ propulsion: 2 });
  });

  it("lets a biotic specialty planet stand for a cybernetic prerequisite, and refuses it without synergy", () => {
    const command: Ti4Command = { type: "research", seat: 0, technology: "td", specialties: ["tarmann"] };
    const done = applyCommand<Ti4>(researching(owning(["nm"])), command, CTX);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(done.state.players[0]?.technologies).toContain("td");
    expect(done.state.players[0]?.planets.tarmann?.exhausted).toBe(true);
    const log: Ti4Event[] = [{ type: "gameCreated", state: researching(owning(["nm"])) }, ...done.events];
    expect(replayLog<Ti4>(log)).toEqual(done.state);

    const refused = applyCommand<Ti4>(researching(owning(["nm"], false)), command, CTX);
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual([
      "ERR_TI4_SPECIALTY_NOT_NEEDED",
      "LRR 90.9",
    ]);
  });

  it("has the bot name a linked colour's specialty planet where the research needs it (the N'orr Supremacy stall)", () => {
    // Seat 0 owns Neural Motivator: Transit Diodes lacks 1 cybernetic, which only Tarmann (biotic) covers.
    const asked = researching(owning(["nm"]));
    expect(specialtiesFor(asked, 0, "td")).toEqual({ planets: ["tarmann"], teams: [] });
    const [answer] = ti4Answers(asked, {
      kind: "research",
      seat: 0,
      simultaneous: false,
      prompt: "",
      choices: ["td"],
    });
    expect(answer).toMatchObject({ type: "research", technology: "td", specialties: ["tarmann"] });
    expect(applyCommand<Ti4>(asked, answer as Ti4Command, CTX).ok).toBe(true);
    // Without the synergy Tarmann stands for nothing the research needs.
    expect(specialtiesFor(researching(owning(["nm"], false)), 0, "td")).toBeNull();
  });

  it("gives no synergy in a game without Thunder's Edge", () => {
    expect(missingPrerequisites(owning(["nm", "dxa"], true, BASE), 0, "td")).toEqual({ cybernetic: 2 });
  });
});

describe("TE Breakthroughs and Synergy: technology objectives", () => {
  it("shares biotic and cybernetic technologies between the two colours of Diversify Research", () => {
    // Three biotic and one cybernetic: two of each once one biotic counts as cybernetic.
    expect(meetsObjective(owning(["nm", "dxa", "hm", "st"], false), 0, "diversify")).toBe(false);
    expect(meetsObjective(owning(["nm", "dxa", "hm", "st"]), 0, "diversify")).toBe(true);
    // Two biotic and one cybernetic: no technology counts twice, so two colours of 2 are out of reach.
    expect(meetsObjective(owning(["nm", "dxa", "st"]), 0, "diversify")).toBe(false);
    expect(meetsObjective(owning(["nm", "dxa", "hm", "st"], true, BASE), 0, "diversify")).toBe(false);
  });
});
