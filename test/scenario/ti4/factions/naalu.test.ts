/**
 * The Naalu Collective (faction sheet): Telepathic (LRR 48, first in initiative order), Foresight (ships
 * withdrawn from an arriving fleet), Neuroglaive (a fleet token lost on activation), Hybrid Crystal Fighter
 * II (fighters beyond capacity count half against the fleet pool). Positions are a real game's first turn
 * (test/support/ti4Tactical.ts: seat 3 at home 310, adjacent to 207, 309 and 311; 207 to 104, 206 and 208).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { initiativeOrder } from "../../../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { spaceExcess } from "../../../../src/engine/ti4/tactical/room.ts";
import { ti4UnitFor } from "../../../../src/engine/ti4/units.ts";
import { create, finishSetup, play } from "../../../support/ti4.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, HOME, learn, learnFor, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

const NAALU = 4;
const CARDS = ["leadership", "diplomacy", "politics", "construction", "trade", "warfare"];

function pickAll(state: Ti4State) {
  const events: Ti4["event"][] = [];
  const pickers: number[] = [];
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    pickers.push(seat);
    const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
    state = result.state;
    events.push(...result.events);
  }
  return { state, events, pickers };
}

function naaluAt(edit: (s: Ti4State) => void): Ti4State {
  return position((s) => {
    giveFaction(s, NAALU, "naalu");
    edit(s);
  });
}

function fleet(s: Ti4State, seat: number) {
  return s.players[seat]?.tokens.fleet;
}

describe("Naalu: Telepathic (LRR 48)", () => {
  it("puts the Naalu first in initiative order whatever card they took, and leaves the others' order alone", () => {
    const ready = finishSetup(create(6, {}, "strategy-6"));
    const last = (ready.state.speaker + 5) % 6;
    const s = structuredClone(ready.state);
    giveFaction(s, last, "naalu");
    const done = pickAll(s);
    expect(done.pickers.at(-1)).toBe(last);
    // The Naalu hold Warfare (6) and still take the first turn.
    expect(done.state.stack).toEqual([{ kind: "ti4ActionPhase", current: last, acted: false }]);
    expect(initiativeOrder(done.state)).toEqual([last, ...done.pickers.slice(0, 5)]);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...done.events])).toEqual(done.state);

    // Without the Naalu at the table, Leadership's holder goes first.
    const plain = structuredClone(ready.state);
    for (const p of plain.players) if (p.faction === "naalu") p.faction = "sol";
    const other = pickAll(plain);
    expect(other.state.stack).toEqual([{ kind: "ti4ActionPhase", current: other.pickers[0], acted: false }]);
  });
});

describe("Naalu: Neuroglaive (its card)", () => {
  it("takes a fleet token from a player activating a system with the Naalu's ships", () => {
    const s = naaluAt((s) => {
      put(s, "207", { cruiser: 1 }, NAALU);
      learnFor(s, NAALU, "ng");
    });
    const before = fleet(s, SEAT) as number;
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(fleet(activated.state, SEAT)).toBe(before - 1);
    expect(activated.events).toContainEqual({
      type: "ti4CommandTokensChanged",
      seat: SEAT,
      pools: { fleet: -1 },
      reason: "neuroglaive",
    });
    expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...activated.events])).toEqual(activated.state);
  });

  it("does nothing without the technology, without the Naalu's ships, or for the Naalu's own activation", () => {
    const noTech = naaluAt((s) => put(s, "207", { cruiser: 1 }, NAALU));
    expect(fleet(play(noTech, { type: "tacticalAction", seat: SEAT, system: "207" }).state, SEAT)).toBe(
      fleet(noTech, SEAT),
    );
    const empty = naaluAt((s) => learnFor(s, NAALU, "ng"));
    expect(fleet(play(empty, { type: "tacticalAction", seat: SEAT, system: "207" }).state, SEAT)).toBe(
      fleet(empty, SEAT),
    );
    // The Naalu themselves, activating a system of their own ships: seat 3 is the Naalu here.
    const own = position((s) => {
      giveFaction(s, SEAT, "naalu");
      learn(s, "ng");
      put(s, "207", { cruiser: 1 });
    });
    expect(fleet(play(own, { type: "tacticalAction", seat: SEAT, system: "207" }).state, SEAT)).toBe(
      fleet(own, SEAT),
    );
  });
});

describe("Naalu: Foresight (faction sheet)", () => {
  const arrival = () =>
    naaluAt((s) => {
      put(s, HOME, { carrier: 1, cruiser: 1 });
      put(s, "207", { cruiser: 1, fighter: 1 }, NAALU);
    });

  function moveIn(s: Ti4State) {
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    const moved = play(activated.state, {
      type: "moveShips",
      seat: SEAT,
      moves: [{ from: HOME, units: { carrier: 1 } }],
    });
    return { state: moved.state, events: [...activated.events, ...moved.events] };
  }

  it("lets the Naalu withdraw to an adjacent system without others' ships, spending a strategy token", () => {
    const s = arrival();
    const moved = moveIn(s);
    const [decision] = pendingDecisions<Ti4>(moved.state);
    expect(decision?.kind).toBe("foresight");
    expect(decision?.seat).toBe(NAALU);
    // Seat 3's cruiser stays home at 310: that system is not offered.
    expect(decision?.choices).toContain("206");
    expect(decision?.choices).not.toContain(HOME);
    const strategy = moved.state.players[NAALU]?.tokens.strategy as number;
    const done = play(moved.state, { type: "foresight", seat: NAALU, system: "206" });
    expect(space(done.state, "206", NAALU)).toEqual({ cruiser: 1, fighter: 1 });
    expect(space(done.state, "207", NAALU)).toEqual({});
    expect(done.state.players[NAALU]?.tokens.strategy).toBe(strategy - 1);
    expect(done.state.board["206"]?.commandTokens).toContain(NAALU);
    // Nobody is left to fight in 207: no space combat follows.
    expect(done.state.stack.some((f) => f.kind === "ti4SpaceCombat")).toBe(false);
    const log: Ti4["event"][] = [{ type: "gameCreated", state: s }, ...moved.events, ...done.events];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("refuses a system holding another player's ships, changing nothing, and may be declined", () => {
    const moved = moveIn(arrival());
    const refused = applyCommand<Ti4>(moved.state, { type: "foresight", seat: NAALU, system: HOME }, CTX);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("ERR_TI4_FORESIGHT_DESTINATION");
    const stayed = play(moved.state, { type: "foresight", seat: NAALU, system: null });
    expect(space(stayed.state, "207", NAALU)).toEqual({ cruiser: 1, fighter: 1 });
    expect(stayed.state.players[NAALU]?.tokens).toEqual(moved.state.players[NAALU]?.tokens);
  });

  it("is not offered to others' ships, nor without a strategy token", () => {
    const notNaalu = position((s) => {
      put(s, HOME, { carrier: 1 });
      put(s, "207", { cruiser: 1 }, NAALU);
      const naalu = s.players.find((p) => p.faction === "naalu");
      if (naalu) naalu.faction = "sol";
    });
    expect(pendingDecisions<Ti4>(moveIn(notNaalu).state)[0]?.kind).not.toBe("foresight");
    const broke = arrival();
    (broke.players[NAALU] as Ti4State["players"][number]).tokens.strategy = 0;
    expect(pendingDecisions<Ti4>(moveIn(broke).state)[0]?.kind).not.toBe("foresight");
  });
});

describe("Naalu: Hybrid Crystal Fighters", () => {
  it("hit on 8, and on 7 with move 2 once upgraded (the sheet)", () => {
    const s = position((s) => giveFaction(s, SEAT, "naalu"));
    expect(ti4UnitFor(s, SEAT, "fighter").combat).toMatchObject({ hitsOn: 8 });
    learn(s, "hcf2");
    expect(ti4UnitFor(s, SEAT, "fighter")).toMatchObject({ combat: { hitsOn: 7 }, move: 2 });
  });

  it("counts fighters beyond capacity as half a ship each against the fleet pool, rounded up (HCF II)", () => {
    const s = position((s) => {
      giveFaction(s, SEAT, "naalu");
      learn(s, "hcf2");
    });
    (s.players[SEAT] as Ti4State["players"][number]).tokens.fleet = 3;
    // A cruiser and 3 loose fighters: 1 + 2 ships, within 3 tokens.
    expect(spaceExcess(s, SEAT, "207", { cruiser: 1, fighter: 3 }).fleet).toBe(0);
    expect(spaceExcess(s, SEAT, "207", { cruiser: 1, fighter: 5 }).fleet).toBe(1);
    // Another faction's Fighter II counts each fighter as a whole ship.
    const other = position((s) => learn(s, "ff2"));
    (other.players[SEAT] as Ti4State["players"][number]).tokens.fleet = 3;
    expect(spaceExcess(other, SEAT, "207", { cruiser: 1, fighter: 3 }).fleet).toBe(1);
  });
});
