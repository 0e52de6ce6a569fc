/**
 * Sardakk N'orr: Unrelenting (+1 to combat rolls), C'morran N'orr (+1 to the other ships in its system)
 * and Valkyrie Particle Weave (an extra hit in ground combat once the opponent scores).
 */
import { describe, expect, it } from "vitest";
import { ti4RollDice } from "../../../../src/engine/ti4/combat/dice.ts";
import {
  clash,
  hitsPushed,
  inSpaceCombat,
  planetOf310,
  playOut,
  rolls,
  run,
  withFactions,
} from "./baseClash.ts";

describe("Sardakk N'orr: Unrelenting", () => {
  it("adds 1 to each of Sardakk's combat dice, and to nobody else's", () => {
    const state = clash(withFactions("sardakk", "nekro"), { cruiser: 2, carrier: 1 }, { cruiser: 2 });
    const done = playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, inSpaceCombat);
    const combat = rolls(done.events).filter((e) => e.roll === "combat");
    expect(combat.length).toBeGreaterThan(0);
    for (const e of combat) {
      for (const g of e.groups) {
        expect(g.modifier).toBe(e.seat === 0 ? 1 : undefined);
        const bonus = e.seat === 0 ? 1 : 0;
        expect(g.hits).toBe(g.rolls.filter((d) => d + bonus >= g.hitsOn).length);
      }
    }
  });

  it("leaves unit abilities alone: anti-fighter barrage and bombardment get nothing (LRR 77.3d, 10)", () => {
    const state = withFactions("sardakk", "nekro");
    const place = { position: "310" };
    const barrage = ti4RollDice(state, 0, { destroyer: 2 }, "antiFighterBarrage", state.rng, { place });
    expect(barrage.groups.map((g) => g.modifier)).toEqual([undefined]);
    const combat = ti4RollDice(state, 0, { destroyer: 2 }, "combat", state.rng, { place });
    expect(combat.groups.map((g) => g.modifier)).toEqual([1]);
  });
});

describe("Sardakk N'orr: C'morran N'orr", () => {
  it("adds 1 more to the other ships in its system, not to itself, not in another system", () => {
    const state = withFactions("sardakk", "nekro");
    const board = state.board["310"];
    board?.space.push({ seat: 0, units: { flagship: 1, cruiser: 1 } });
    const here = ti4RollDice(state, 0, { flagship: 1, cruiser: 1 }, "combat", state.rng, {
      place: { position: "310" },
    });
    expect(here.groups.map((g) => [g.type, g.modifier])).toEqual([
      ["flagship", 1],
      ["cruiser", 2],
    ]);
    const elsewhere = ti4RollDice(state, 0, { cruiser: 1 }, "combat", state.rng, {
      place: { position: "304" },
    });
    expect(elsewhere.groups.map((g) => g.modifier)).toEqual([1]);
    // Another faction's flagship gives nothing.
    const other = withFactions("nekro", "sardakk");
    other.board["310"]?.space.push({ seat: 0, units: { flagship: 1, cruiser: 1 } });
    const theirs = ti4RollDice(other, 0, { cruiser: 1 }, "combat", other.rng, { place: { position: "310" } });
    expect(theirs.groups.map((g) => g.modifier)).toEqual([undefined]);
  });
});

describe("Sardakk N'orr: Valkyrie Particle Weave", () => {
  function groundCombat(owner: "sardakk" | "nekro", vpw: boolean) {
    const state = withFactions(
      owner === "sardakk" ? "sardakk" : "nekro",
      owner === "sardakk" ? "nekro" : "sardakk",
    );
    const planet = planetOf310(state);
    const seat = 0;
    if (vpw) state.players[owner === "sardakk" ? 0 : 1]?.technologies.push("vpw");
    const forces = state.board["310"]?.planets[planet];
    forces?.splice(0, forces.length, { seat: 1, units: { infantry: 8 } }, { seat, units: { infantry: 8 } });
    state.stack.push({ kind: "ti4GroundCombat", seat, system: "310", planet: planet });
    return run(state, () => {});
  }

  it("scores 1 extra hit in a round where the opponent scores, only with the technology", () => {
    const done = groundCombat("sardakk", true);
    const [first, second] = rolls(done.events);
    expect(first?.seat).toBe(0);
    const pushed = hitsPushed(done.events);
    const extra = (second?.hits ?? 0) > 0 ? 1 : 0;
    // Sardakk's +1 Unrelenting is in its dice; the extra hit is on top of them.
    if ((first?.hits ?? 0) + extra > 0) expect(pushed[0]).toEqual([1, (first?.hits ?? 0) + extra]);
    expect(extra).toBe(1);
    const without = groundCombat("sardakk", false);
    const [mine] = rolls(without.events);
    const firstPush = hitsPushed(without.events)[0];
    if ((mine?.hits ?? 0) > 0) expect(firstPush).toEqual([1, mine?.hits]);
  });

  it("gives nothing to a player without it, even against Sardakk", () => {
    const done = groundCombat("nekro", true);
    // Seat 1 is Sardakk and owns it; seat 0 (Nekro) rolls only its dice.
    const [nekro, sardakk] = rolls(done.events);
    const pushed = hitsPushed(done.events);
    const onSardakk = pushed.find(([seat]) => seat === 1);
    if (onSardakk) expect(onSardakk[1]).toBe(nekro?.hits);
    const onNekro = pushed.find(([seat]) => seat === 0);
    const extra = (nekro?.hits ?? 0) > 0 ? 1 : 0;
    expect(onNekro?.[1] ?? 0).toBe((sardakk?.hits ?? 0) + extra);
  });
});
