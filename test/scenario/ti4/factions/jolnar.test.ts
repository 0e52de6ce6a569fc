/**
 * The Universities of Jol-Nar: Fragile (-1 to combat rolls), J.N.S. Hylarim (9s and 10s score 2 extra
 * hits), Shield Paling (Fragile spares the infantry on its planet), Brilliant (Technology's primary when
 * following), Analytical (1 prerequisite skipped, not for unit upgrades) and E-Res Siphons (4 trade goods
 * when another player activates a system holding Jol-Nar's ships).
 */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4RollDice } from "../../../../src/engine/ti4/combat/dice.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { researchable } from "../../../../src/engine/ti4/technology/research.ts";
import {
  answer,
  clash,
  inSpaceCombat,
  planetOf310,
  playOut,
  refusal,
  rolls,
  withFactions,
} from "./baseClash.ts";

describe("Jol-Nar: Fragile", () => {
  it("takes 1 from each of Jol-Nar's combat dice, and from nobody else's", () => {
    const state = clash(withFactions("jolnar", "nekro"), { cruiser: 2, carrier: 1 }, { cruiser: 2 });
    const done = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    const combat = rolls(done.events).filter((e) => e.roll === "combat");
    expect(combat.length).toBeGreaterThan(0);
    for (const e of combat)
      for (const g of e.groups) {
        expect(g.modifier).toBe(e.seat === 0 ? -1 : undefined);
        const bonus = e.seat === 0 ? -1 : 0;
        expect(g.hits).toBe(g.rolls.filter((d) => d + bonus >= g.hitsOn).length);
      }
  });

  it("leaves anti-fighter barrage alone, and spares the infantry on a Shield Paling's planet", () => {
    const state = withFactions("jolnar", "nekro");
    const barrage = ti4RollDice(state, 0, { destroyer: 2 }, "antiFighterBarrage", state.rng, {
      place: { position: "310" },
    });
    expect(barrage.groups.map((g) => g.modifier)).toEqual([undefined]);
    const planet = planetOf310(state);
    const place = { position: "310", planet };
    const bare = ti4RollDice(state, 0, { infantry: 2 }, "combat", state.rng, { place });
    expect(bare.groups.map((g) => g.modifier)).toEqual([-1]);
    state.board["310"]?.planets[planet]?.push({ seat: 0, units: { infantry: 2, mech: 1 } });
    const guarded = ti4RollDice(state, 0, { infantry: 2 }, "combat", state.rng, { place });
    expect(guarded.groups.map((g) => g.modifier)).toEqual([undefined]);
  });
});

describe("Jol-Nar: J.N.S. Hylarim", () => {
  it("scores 2 extra hits for each unmodified 9 or 10 it rolls in combat, for Jol-Nar only", () => {
    const state = withFactions("jolnar", "nekro");
    const place = { position: "310" };
    const rolled = ti4RollDice(state, 0, { flagship: 10 }, "combat", state.rng, { place });
    const [group] = rolled.groups;
    const high = group?.rolls.filter((d) => d >= 9).length ?? 0;
    expect(high).toBeGreaterThan(0);
    expect(group?.extraHits).toBe(2 * high);
    expect(group?.hits).toBe((group?.rolls.filter((d) => d - 1 >= 6).length ?? 0) + 2 * high);
    // Not in a barrage or bombardment, and not for another faction's flagship.
    expect(ti4RollDice(state, 0, { flagship: 4 }, "bombardment", state.rng, { place }).groups).toEqual([]);
    const other = withFactions("sardakk", "jolnar");
    const theirs = ti4RollDice(other, 0, { flagship: 4 }, "combat", other.rng, { place });
    expect(theirs.groups[0]?.extraHits).toBeUndefined();
  });
});

/** A copy of the action phase with seat 0 playing `faction`, owning `technologies`, asked for one research. */
function researching(faction: FactionId, technologies: string[]): Ti4State {
  const state = withFactions(faction, "nekro");
  const player = state.players[0];
  if (player) player.technologies = technologies as never;
  state.stack.push({ kind: "ti4Research", seat: 0, cost: 0, optional: false, reason: "test" });
  return state;
}

describe("Jol-Nar: Analytical", () => {
  it("skips 1 missing prerequisite of a technology that is not a unit upgrade", () => {
    const state = researching("jolnar", []);
    expect(researchable(state, 0)).toContain("gd");
    const done = answer(state, { type: "research", seat: 0, technology: "gd" });
    expect(done.state.players[0]?.technologies).toEqual(["gd"]);
  });

  it("skips no more than 1, none for a unit upgrade, and nothing for another faction", () => {
    const two = researching("jolnar", []);
    expect(refusal(two, { type: "research", seat: 0, technology: "fl" })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
    const upgrade = researching("jolnar", ["nm"]);
    expect(researchable(upgrade, 0)).not.toContain("inf2");
    expect(refusal(upgrade, { type: "research", seat: 0, technology: "inf2" })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
    const other = researching("sardakk", []);
    expect(refusal(other, { type: "research", seat: 0, technology: "gd" })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
  });
});

describe("Jol-Nar: Brilliant", () => {
  /** Seat `holder` plays Technology in the action phase; seat `follower` plays `faction`. */
  function technologyPlayed(faction: FactionId) {
    const state = withFactions("nekro", "nekro");
    // Seat 0 holds Technology in place of its first card.
    const holder = 0;
    const follower = 1;
    const held = state.players[holder]?.strategyCards[0];
    if (held) held.card = "technology";
    // The holder researches as anyone does (a Nekro's Propagation would take tokens instead).
    const holding = state.players[holder];
    if (holding) holding.faction = "hacan";
    const top = state.stack.at(-1);
    if (top?.kind === "ti4ActionPhase") top.current = holder;
    for (const p of state.players) p.technologies = [];
    const player = state.players[follower];
    if (player) {
      player.faction = faction;
      player.tradeGoods = 6;
    }
    let result = answer(state, { type: "strategicAction", seat: holder, card: "technology" });
    result = answer(result.state, { type: "research", seat: holder, technology: "amd" });
    if (pendingDecisions<Ti4>(result.state).some((d) => d.kind === "declineResearch"))
      result = answer(result.state, { type: "declineResearch", seat: holder });
    result = answer(result.state, { type: "useSecondary", seat: follower });
    for (const d of pendingDecisions<Ti4>(result.state).filter((d) => d.kind === "declineSecondary"))
      result = answer(result.state, { type: "declineSecondary", seat: d.seat });
    return { state: result.state, follower };
  }

  it("resolves Technology's primary instead of its secondary for Jol-Nar: a free research, then one for 6", () => {
    const { state, follower } = technologyPlayed("jolnar");
    const top = state.stack.at(-1);
    expect(top).toMatchObject({ kind: "ti4Research", seat: follower, cost: 0, optional: false });
    const done = answer(state, { type: "research", seat: follower, technology: "amd" });
    expect(done.state.players[follower]?.technologies).toEqual(["amd"]);
    expect(done.state.stack.at(-1)).toMatchObject({ kind: "ti4Research", seat: follower, cost: 6 });
  });

  it("leaves another follower to the secondary's 4 resources", () => {
    const { state, follower } = technologyPlayed("sardakk");
    expect(state.stack.at(-1)).toMatchObject({ kind: "ti4Research", seat: follower, cost: 4 });
  });
});

describe("Jol-Nar: E-Res Siphons", () => {
  function siphons(owned: boolean) {
    const state = withFactions("nekro", "jolnar");
    if (owned) state.players[1]?.technologies.push("ers");
    return state;
  }

  it("gains 4 trade goods, once, when another player activates a system holding Jol-Nar's ships", () => {
    const state = siphons(true);
    const before = state.players[1]?.tradeGoods ?? 0;
    const done = answer(state, { type: "tacticalAction", seat: 0, system: "310" });
    expect(done.state.players[1]?.tradeGoods).toBe(before + 4);
    expect(done.state.players[1]?.exhaustedTechnologies).toEqual(["ers"]);
    // Exhausted, it gives nothing more this round.
    const again = structuredClone(done.state);
    again.stack = structuredClone(state.stack);
    const top = again.stack.at(-1);
    if (top?.kind === "ti4ActionPhase") top.current = 2;
    const home = again.players[2]?.home as string;
    again.board[home]?.space.push({ seat: 1, units: { cruiser: 1 } });
    const later = answer(again, { type: "tacticalAction", seat: 2, system: home });
    expect(later.state.players[1]?.tradeGoods).toBe(before + 4);
  });

  it("gives nothing without the technology, nor when Jol-Nar activates the system itself", () => {
    const state = siphons(false);
    const done = answer(state, { type: "tacticalAction", seat: 0, system: "310" });
    expect(done.state.players[1]?.tradeGoods).toBe(state.players[1]?.tradeGoods);
    const own = withFactions("jolnar", "nekro");
    own.players[0]?.technologies.push("ers");
    const home = own.players[0]?.home as string;
    const mine = answer(own, { type: "tacticalAction", seat: 0, system: home });
    expect(mine.state.players[0]?.tradeGoods).toBe(own.players[0]?.tradeGoods);
  });
});
