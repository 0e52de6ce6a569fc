/**
 * The Crimson Rebellion (Thunder's Edge): The Sorrow at set-up, Sundered, Incursion's breaches, the Exiles,
 * Resonance Generator, Sever. The Quietus and Subatomic Splicer: crimsonQuietus.test.ts, crimsonSplicer.test.ts.
 */
import { describe, expect, it } from "vitest";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { ti4Neighbours, ti4NeighboursFor } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { hookAnswers } from "../../../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame, eventSetup } from "../../../../support/ti4Events.ts";
import { answer, put, refusal, run } from "../../../../support/ti4FactionBoard.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";

const FACTIONS = ["crimson", "hacan", "sol"] as const;
const CRIMSON = 0;
const HACAN = 1;

function game(edit?: (s: Ti4State) => void): Ti4State {
  return eventGame(FACTIONS, [], CRIMSON, edit).state;
}

/** Two systems apart from the homes, not adjacent to each other. */
function apart(state: Ti4State): [string, string] {
  const homes = state.players.map((p) => p.home);
  const free = Object.keys(state.galaxy).filter(
    (p) => !homes.includes(p) && state.galaxy[p] && !state.galaxy[p]?.tile.match(/^(18|112)$/),
  );
  for (const a of free)
    for (const b of free)
      if (a !== b && !ti4Neighbours(state, a).includes(b) && !ti4Neighbours(state, b).includes(a))
        return [a, b];
  throw new Error("no two systems apart");
}

describe("The Crimson Rebellion: Sorrow (set-up)", () => {
  it("puts The Sorrow in their home position with Ahk Creuxx, their fleet and an inactive breach", () => {
    const at = eventSetup(FACTIONS, []);
    const home = homeOf(at.state, CRIMSON);
    expect(at.state.galaxy[home]?.tile).toBe("94");
    expect(at.state.players[CRIMSON]?.planets.ahkcreuxx).toBeDefined();
    expect(at.state.board[home]?.space.find((f) => f.seat === CRIMSON)?.units).toMatchObject({
      carrier: 1,
      destroyer: 2,
      fighter: 3,
    });
    expect(at.state.breaches).toEqual({ [home]: "inactive" });
    expect(replayLog<Ti4>(at.events)).toEqual(at.state);
  });
});

describe("The Crimson Rebellion: Sundered", () => {
  it("joins alpha wormholes for others' movement but not for the Crimson's", () => {
    const state = game((s) => {
      const [a, b] = apart(s);
      s.galaxy = { ...s.galaxy, [a]: { tile: "39" }, [b]: { tile: "26" } };
    });
    const [a, b] = apart(game());
    expect(ti4NeighboursFor(state, HACAN, a)).toContain(b);
    expect(ti4NeighboursFor(state, CRIMSON, a)).not.toContain(b);
  });

  it("destroys another player's ships that move into their home, and leaves their own", () => {
    const base = game();
    const home = homeOf(base, CRIMSON);
    put(base, home, HACAN, { cruiser: 2 });
    const done = run(base, (tx) => {
      for (const moved of hookAnswers(tx.state, "afterShipsMoved")) moved(tx, HACAN, home);
    });
    expect(done.state.board[home]?.space.find((f) => f.seat === HACAN)).toBeUndefined();
    expect(done.events.some((e) => e.type === "ti4UnitsRemoved" && e.seat === HACAN)).toBe(true);
    const own = run(base, (tx) => {
      for (const moved of hookAnswers(tx.state, "afterShipsMoved")) moved(tx, CRIMSON, home);
    });
    expect(own.events.filter((e) => e.type === "ti4UnitsRemoved")).toEqual([]);
  });
});

describe("The Crimson Rebellion: Incursion", () => {
  it("turns a breach active when the Crimson activate its system; another player's activation does not", () => {
    const base = game();
    const home = homeOf(base, CRIMSON);
    const other = run(base, (tx) => {
      for (const then of hookAnswers(tx.state, "afterSystemActivated")) then(tx, HACAN, home);
    });
    expect(other.state.breaches?.[home]).toBe("inactive");
    const mine = run(base, (tx) => {
      for (const then of hookAnswers(tx.state, "afterSystemActivated")) then(tx, CRIMSON, home);
    });
    expect(mine.state.breaches?.[home]).toBe("active");
  });

  it("makes systems with active breaches adjacent to one another, for every player", () => {
    const [a, b] = apart(game());
    const state = game((s) => {
      s.breaches = { [a]: "active", [b]: "active" };
    });
    expect(ti4NeighboursFor(state, HACAN, a)).toContain(b);
    expect(ti4NeighboursFor(state, CRIMSON, b)).toContain(a);
    const inactive = game((s) => {
      s.breaches = { [a]: "active", [b]: "inactive" };
    });
    expect(ti4NeighboursFor(inactive, HACAN, a)).not.toContain(b);
  });

  it("lets another player's ships take an active breach away at the end of the status phase", () => {
    const [a, b] = apart(game());
    const state = game((s) => {
      s.breaches = { [a]: "active", [b]: "active" };
      put(s, a, HACAN, { destroyer: 1 });
      put(s, b, CRIMSON, { destroyer: 1 });
    });
    const done = run(state, (tx) => {
      for (const ends of hookAnswers(tx.state, "statusPhaseEnded")) ends(tx);
    });
    expect(done.state.breaches).toEqual({ [b]: "active" });
  });
});

describe("The Crimson Rebellion: the Exiles", () => {
  it("places an inactive breach after a combat next to an Exile I; none without an Exile in range", () => {
    const [a, b] = apart(game());
    const next = ti4Neighbours(game(), a).find((p) => p !== b) as string;
    const state = game((s) => {
      put(s, next, CRIMSON, { destroyer: 1 });
    });
    const ended = (s: Ti4State, system: string) =>
      run(s, (tx) => {
        for (const end of hookAnswers(tx.state, "spaceCombatEnded"))
          end(tx, { system, attacker: HACAN, defender: 2, winner: HACAN, destroyed: {} });
      });
    expect(ended(state, a).state.breaches?.[a]).toBe("inactive");
    expect(ended(state, b).state.breaches?.[b]).toBeUndefined();
  });

  it("places an active one with Exile II", () => {
    const [a] = apart(game());
    const state = game((s) => {
      put(s, a, CRIMSON, { destroyer: 1 });
      s.players[CRIMSON]?.technologies.push("exile2");
    });
    const done = run(state, (tx) => {
      for (const end of hookAnswers(tx.state, "spaceCombatEnded"))
        end(tx, { system: a, attacker: CRIMSON, defender: HACAN, winner: CRIMSON, destroyed: {} });
    });
    expect(done.state.breaches?.[a]).toBe("active");
  });
});

describe("The Crimson Rebellion: Resonance Generator", () => {
  it("places an active breach where their units are, exhausting the card; replays", () => {
    const [a] = apart(game());
    const state = game((s) => {
      put(s, a, CRIMSON, { cruiser: 1 });
      (s.players[CRIMSON] as Ti4State["players"][number]).breakthrough = "crimsonbt";
    });
    const done = answer(state, { type: "resonanceGenerator", seat: CRIMSON, system: a });
    expect(done.state.breaches?.[a]).toBe("active");
    expect(done.state.players[CRIMSON]?.breakthroughExhausted).toBe(true);
    // Exhausted, and the action taken: no second use (refused, state unchanged).
    expect(refusal(done.state, { type: "resonanceGenerator", seat: CRIMSON, system: a })).not.toBeNull();
  });

  it("is refused without the card, or where their units are not (state unchanged)", () => {
    const [a, b] = apart(game());
    const without = game((s) => put(s, a, CRIMSON, { cruiser: 1 }));
    // Not offered without the card (the kernel refuses it as not open now).
    expect(refusal(without, { type: "resonanceGenerator", seat: CRIMSON, system: a })?.[0]).toBe(
      "ERR_NOT_NOW",
    );
    const held = game((s) => {
      (s.players[CRIMSON] as Ti4State["players"][number]).breakthrough = "crimsonbt";
    });
    expect(refusal(held, { type: "resonanceGenerator", seat: CRIMSON, system: b })?.[0]).toMatch(
      /ERR_TI4_RESONANCE_PLACE|ERR_NOT_NOW/,
    );
  });

  it("adds 1 to the move of ships starting at home or in an active breach", () => {
    const [a, b] = apart(game());
    const state = game((s) => {
      (s.players[CRIMSON] as Ti4State["players"][number]).breakthrough = "crimsonbt";
      s.breaches = { [a]: "active" };
    });
    const bonus = (from: string) =>
      hookAnswers(state, "moveBonus").reduce((n, f) => n + f(state, CRIMSON, "cruiser", from), 0);
    expect(bonus(a)).toBe(1);
    expect(bonus(homeOf(state, CRIMSON))).toBe(1);
    expect(bonus(b)).toBe(0);
  });
});

describe("The Crimson Rebellion: Sever and their technologies", () => {
  it("a severed system's wormholes do nothing for movement", () => {
    const state = game((s) => {
      const [a, b] = apart(s);
      s.galaxy = { ...s.galaxy, [a]: { tile: "39" }, [b]: { tile: "26" } };
    });
    const [a, b] = apart(game());
    expect(ti4NeighboursFor(state, HACAN, a)).toContain(b);
    const severed = structuredClone(state);
    severed.sever = b;
    expect(ti4NeighboursFor(severed, HACAN, a)).not.toContain(b);
  });

  it("places the sever token only when the note is being played (refused otherwise)", () => {
    const [a] = apart(game());
    const state = game((s) => put(s, a, HACAN, { cruiser: 1 }));
    expect(refusal(state, { type: "placeSever", seat: HACAN, system: a })).not.toBeNull();
    expect(refusal(state, { type: "placeSever", seat: CRIMSON, system: a })).not.toBeNull();
  });

  it("lets both of their faction technologies be researched (none refused as not built)", () => {
    const state = game();
    for (const technology of ["subatomic", "exile2"])
      expect(
        hookAnswers(state, "researchRefused").map((f) => f(state, CRIMSON, technology)),
      ).not.toContainEqual(expect.objectContaining({ code: "ERR_TI4_TECHNOLOGY_NOT_BUILT" }));
  });
});
