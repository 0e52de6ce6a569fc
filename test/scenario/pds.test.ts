/**
 * PDS fire (RR §8 step 3): the Hacan move a Cruiser from their Home System into the next system in; a
 * neighbour's PDS may fire at it when in range (its own system; an adjacent one with Deep Space Cannon),
 * never through a wormhole, never into an Ion Storm. Dice are scripted by choosing the generator's seed.
 */
import { describe, expect, it } from "vitest";
import type { RaceId, SystemId } from "../../src/content/index.ts";
import type { GameEvent } from "../../src/engine/index.ts";
import { expectReplayMatches, play, refuse, type Scenario } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  lab,
  learn,
  owns,
  place,
  scriptDice,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

function rolls(game: Scenario): Extract<GameEvent, { type: "combatRolled" }>[] {
  return game.events.filter(
    (e): e is Extract<GameEvent, { type: "combatRolled" }> => e.type === "combatRolled",
  );
}

/** The Hacan act first; the neighbour (Sol unless named) owns a PDS planet placed where the row says. */
function pdsLab(neighbour: RaceId = "sol") {
  const g = lab(["hacan", neighbour, "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const them = g.seat[neighbour] as number;
  const h = homeOf(g, me);
  const a = inward(h);
  const b = inward(a);
  // A ring-2 system that shares no edge with `a`.
  const far = `2${String(((Number(a.slice(1)) + 5) % 12) + 1).padStart(2, "0")}`;
  return Object.assign(g, { me, them, h, a, b, far });
}
type PdsLab = ReturnType<typeof pdsLab>;

/** Puts a neighbour's planet with one PDS at `where`, with this tile. */
function pdsAt(g: PdsLab, where: string, tile: SystemId = "abyz-fria", planet = "abyz"): void {
  tiles(g, { [where]: tile });
  owns(g, g.them, planet as never);
  place(g, g.them, where, { pds: 1 }, planet as never);
}

describe("PDS range (RR §8 step 3)", () => {
  const rows: [string, (g: PdsLab) => void, boolean][] = [
    ["a PDS in the activated system fires", (g) => pdsAt(g, g.a), true],
    ["a PDS next door cannot reach without Deep Space Cannon", (g) => pdsAt(g, g.b), false],
    [
      "a PDS next door reaches with Deep Space Cannon",
      (g) => {
        pdsAt(g, g.b);
        learn(g, g.them, "deep-space-cannon");
      },
      true,
    ],
    [
      "no PDS fires into an Ion Storm (SE p.6)",
      (g) => {
        tiles(g, { [g.a]: "ion-storm" });
        pdsAt(g, g.b);
        learn(g, g.them, "deep-space-cannon");
      },
      false,
    ],
  ];
  it.each(rows)("%s", (_name, setup, asked) => {
    const g = pdsLab();
    setup(g);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(waitingOn(g).includes("firePds")).toBe(asked);
    expectReplayMatches(g);
  });

  it("never fires through a wormhole: Lodor's PDS cannot reach the Alpha wormhole across the board", () => {
    const g = pdsLab();
    tiles(g, { [g.a]: "empty-alpha-wormhole" });
    pdsAt(g, g.far, "lodor", "lodor");
    learn(g, g.them, "deep-space-cannon");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(waitingOn(g)).not.toContain("firePds");
    refuse(g, { type: "firePds", seat: g.them, fire: true }, "ERR_NOT_YOUR_TURN");
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });
});

describe("firing the PDS", () => {
  it("a hit destroys the lone Cruiser; its owner has nothing to choose", () => {
    const g = pdsLab();
    pdsAt(g, g.a);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    scriptDice(g, [6]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    expect(rolls(g).at(-1)).toMatchObject({
      seat: g.them,
      roll: "pds",
      hits: 1,
      dice: [{ value: 6, needed: 6 }],
    });
    expect(space(g, g.a, g.me)).toEqual({});
    expect(waitingOn(g)).not.toContain("assignHits");
    expectReplayMatches(g);
  });

  it("holding fire rolls nothing and the action goes on", () => {
    const g = pdsLab();
    pdsAt(g, g.a);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    play(g, { type: "firePds", seat: g.them, fire: false });
    expect(rolls(g)).toEqual([]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  /** Race of the PDS owner, where the PDS stands, its owner's and the Hacan's technologies, the result needed. */
  const modifiers: [string, RaceId, "a" | "b", string[], string[], number][] = [
    ["a PDS hits on 6", "sol", "a", [], [], 6],
    ["Magen Defense Grid gives +1", "sol", "a", ["magen-defense-grid"], [], 5],
    ["the N'orr get +1 on every combat roll (SE errata)", "norr", "a", [], [], 5],
    ["the Jol-Nar get -1 on every combat roll (SE errata)", "jolnar", "a", [], [], 7],
    ["Maneuvering Jets give -1 against a PDS in the system", "sol", "a", [], ["maneuvering-jets"], 7],
    [
      "Maneuvering Jets give -2 against a PDS next door",
      "sol",
      "b",
      ["deep-space-cannon"],
      ["maneuvering-jets"],
      8,
    ],
  ];
  it.each(modifiers)("%s", (_name, race, where, theirs, mine, needed) => {
    const g = pdsLab(race);
    pdsAt(g, g[where]);
    learn(g, g.them, ...theirs);
    learn(g, g.me, ...mine);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    expect(rolls(g)[0]?.dice[0]?.needed).toBe(needed);
    expectReplayMatches(g);
  });

  it("Graviton Laser System rolls a missed PDS die once more", () => {
    const g = pdsLab();
    pdsAt(g, g.a);
    learn(g, g.them, "graviton-laser-system");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    scriptDice(g, [2, 9]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    expect(rolls(g)[0]?.dice).toEqual([{ unit: "pds", first: 2, value: 9, needed: 6, hit: true }]);
    expect(space(g, g.a, g.me)).toEqual({});
    expectReplayMatches(g);
  });

  it("the Jol-Nar may pay a Strategy Allocation counter to roll a missed die again", () => {
    const g = pdsLab("jolnar");
    pdsAt(g, g.a);
    const strategy = g.state.players[g.them]?.counters.strategy as number;
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    scriptDice(g, [3]);
    play(g, { type: "firePds", seat: g.them, fire: true });
    expect(waitingOn(g)).toEqual(["useCombatAbility"]);
    refuse(
      g,
      { type: "useCombatAbility", seat: g.them, ability: "jolnarReroll", use: true, die: 1 },
      "ERR_REROLL_DIE",
    );
    scriptDice(g, [8]);
    play(g, { type: "useCombatAbility", seat: g.them, ability: "jolnarReroll", use: true, die: 0 });
    expect(rolls(g).at(-1)).toMatchObject({
      roll: "reroll",
      dice: [{ first: 3, value: 8, needed: 7, hit: true }],
    });
    expect(g.state.players[g.them]?.counters.strategy).toBe(strategy - 1);
    expect(space(g, g.a, g.me)).toEqual({});
    expectReplayMatches(g);
  });

  it("the active player's own PDS fire at the enemy ships there, before the battle", () => {
    const g = pdsLab();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.me, "abyz");
    place(g, g.me, g.a, { pds: 2 }, "abyz");
    place(g, g.them, g.a, { destroyer: 2 });
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
    expect(waitingOn(g)).toEqual(["firePds"]);
    scriptDice(g, [6, 7]);
    play(g, { type: "firePds", seat: g.me, fire: true });
    expect(space(g, g.a, g.them)).toEqual({});
    expect(waitingOn(g)).not.toContain("announceRetreat");
    expectReplayMatches(g);
  });
});
