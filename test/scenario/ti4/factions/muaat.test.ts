/**
 * The Embers of Muaat (base game): Star Forge and the Inferno (LRR 22 component actions), Gashlai Physiology
 * and Magmus Reactor (LRR 86 supernovas, LRR 68 PRODUCTION), the Prototype War Sun (LRR 96.4).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Neighbours } from "../../../../src/engine/ti4/board/galaxy.ts";
import { producersIn, productionRefused } from "../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { chainProblem } from "../../../../src/engine/ti4/tactical/paths.ts";
import { ti4UnitFor } from "../../../../src/engine/ti4/units.ts";
import { activateQuietly } from "../../../support/ti4.ts";
import { factionGame, homeOf } from "../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../support/ti4Status.ts";

const FACTIONS = ["muaat", "hacan", "xxcha"] as const;
type Player = Ti4State["players"][number];

function spaceUnits(state: Ti4State, seat: number, position: string) {
  return state.board[position]?.space.find((f) => f.seat === seat)?.units ?? {};
}

function withTokens(s: Ti4State): void {
  for (const p of s.players) p.tokens.strategy = 2;
}

/** A supernova (tile 43) laid on a system of the first ring that is no one's home, and its position. */
function withSupernova(s: Ti4State): string {
  const homes = s.players.map((p) => p.home);
  const mecatol = Object.entries(s.galaxy).find(([, t]) => t.tile === "18")?.[0] as string;
  const at = ti4Neighbours(s, mecatol).find((p) => !homes.includes(p)) as string;
  (s.galaxy as Record<string, { tile: string }>)[at] = { tile: "43" };
  s.board[at] = { space: [], planets: {}, commandTokens: [] };
  return at;
}

describe("Embers of Muaat: Star Forge (LRR 22)", () => {
  it("spends a strategy token for 2 fighters or a destroyer where a war sun is", () => {
    const at = factionGame(FACTIONS, 0, withTokens);
    const home = homeOf(at.state, 0);
    const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "starForge");
    expect(offered?.choices).toEqual([home]);
    const before = spaceUnits(at.state, 0, home);
    const fighters = send(at, { type: "starForge", seat: 0, position: home, units: "fighters" });
    expect(spaceUnits(fighters.state, 0, home).fighter).toBe((before.fighter ?? 0) + 2);
    expect(fighters.state.players[0]?.tokens.strategy).toBe(1);
    expect(replayLog<Ti4>(fighters.events)).toEqual(fighters.state);
    const destroyer = send(at, { type: "starForge", seat: 0, position: home, units: "destroyer" });
    expect(spaceUnits(destroyer.state, 0, home).destroyer).toBe((before.destroyer ?? 0) + 1);
  });

  it("is refused where no war sun of Muaat's is, and offered to no other faction", () => {
    const at = factionGame(FACTIONS, 0, withTokens);
    const elsewhere = homeOf(at.state, 1);
    const refused = applyCommand<Ti4>(
      at.state,
      { type: "starForge", seat: 0, position: elsewhere, units: "fighters" },
      CTX,
    );
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_NO_WAR_SUN");
    const other = factionGame(FACTIONS, 1, withTokens);
    expect(pendingDecisions<Ti4>(other.state).some((d) => d.kind === "starForge")).toBe(false);
    const theirs = applyCommand<Ti4>(
      other.state,
      { type: "starForge", seat: 1, position: homeOf(other.state, 0), units: "fighters" },
      CTX,
    );
    expect(theirs.ok ? null : theirs.error.code).toBe("ERR_NOT_NOW");
  });
});

describe("Embers of Muaat: the Inferno (flagship, LRR 22)", () => {
  it("spends a strategy token for a cruiser in the flagship's system; without the flagship it is not offered", () => {
    const none = factionGame(FACTIONS, 0, withTokens);
    expect(pendingDecisions<Ti4>(none.state).some((d) => d.kind === "infernoCruiser")).toBe(false);
    const refused = applyCommand<Ti4>(none.state, { type: "infernoCruiser", seat: 0 }, CTX);
    expect(refused.ok ? null : refused.error.code).toBe("ERR_NOT_NOW");
    const at = factionGame(FACTIONS, 0, (s) => {
      withTokens(s);
      const force = s.board[s.players[0]?.home as string]?.space.find((f) => f.seat === 0);
      if (force) force.units.flagship = 1;
    });
    const home = homeOf(at.state, 0);
    const done = send(at, { type: "infernoCruiser", seat: 0 });
    expect(spaceUnits(done.state, 0, home).cruiser).toBe(1);
    expect(done.state.players[0]?.tokens.strategy).toBe(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });
});

describe("Embers of Muaat: Gashlai Physiology and Magmus Reactor (LRR 86, 68)", () => {
  it("lets Muaat's ships through a supernova, and into one only with Magmus Reactor; no one else's", () => {
    let nova = "";
    const at = factionGame(FACTIONS, 0, (s) => {
      nova = withSupernova(s);
    });
    const around = ti4Neighbours(at.state, nova);
    const from = around[0] as string;
    // A neighbour of the supernova that is not next to `from`: the way there passes through the supernova.
    const to = around.find((p) => p !== from && !ti4Neighbours(at.state, from).includes(p)) as string;
    expect(to).toBeDefined();
    expect(chainProblem(at.state, 0, [from, nova, to])).toBeUndefined();
    expect(chainProblem(at.state, 0, [from, nova])?.code).toBe("ERR_TI4_SUPERNOVA");
    expect(chainProblem(at.state, 1, [from, nova, to])?.code).toBe("ERR_TI4_SUPERNOVA");
    const reactor = structuredClone(at.state);
    reactor.players[0]?.technologies.push("mr");
    expect(chainProblem(reactor, 0, [from, nova])).toBeUndefined();
  });

  it("gives a supernova holding Muaat's units PRODUCTION 5 once Magmus Reactor is owned", () => {
    let nova = "";
    const at = factionGame(FACTIONS, 0, (s) => {
      nova = withSupernova(s);
      s.board[nova]?.space.push({ seat: 0, units: { destroyer: 1 } });
      (s.players[0] as Player).tradeGoods = 10;
      (s.players[0] as Player).tokens.fleet = 5;
    });
    expect(producersIn(at.state, 0, nova).total).toBe(0);
    const reactor: Played = {
      state: structuredClone(at.state),
      events: [],
    };
    reactor.state.players[0]?.technologies.push("mr");
    reactor.events = [{ type: "gameCreated", state: structuredClone(reactor.state) }];
    expect(producersIn(reactor.state, 0, nova).total).toBe(5);
    expect(producersIn(reactor.state, 1, nova).total).toBe(0);
    const step = activateQuietly(reactor.state, 0, nova);
    expect(step.state.stack.at(-1)?.kind).toBe("ti4Production");
    const at6 = { state: step.state, events: [...reactor.events, ...step.events] };
    const over = applyCommand<Ti4>(
      at6.state,
      { type: "produceUnits", seat: 0, units: { fighter: 6 }, payment: { planets: [], tradeGoods: 3 } },
      CTX,
    );
    expect(over.ok ? null : over.error.code).toBe("ERR_TI4_PRODUCTION_LIMIT");
    const made = send(at6, {
      type: "produceUnits",
      seat: 0,
      units: { cruiser: 2 },
      payment: { planets: [], tradeGoods: 4 },
    });
    expect(spaceUnits(made.state, 0, nova).cruiser).toBe(2);
    expect(replayLog<Ti4>(made.events)).toEqual(made.state);
  });
});

describe("Embers of Muaat: Prototype War Sun (faction unit, LRR 96.4)", () => {
  it("is produced by Muaat without the War Sun technology; another faction is refused", () => {
    const at = factionGame(FACTIONS, 0, (s) => {
      (s.players[0] as Player).tradeGoods = 12;
    });
    const home = homeOf(at.state, 0);
    const step = activateQuietly(at.state, 0, home);
    const made = send(
      { state: step.state, events: [...at.events, ...step.events] },
      { type: "produceUnits", seat: 0, units: { warSun: 1 }, payment: { planets: [], tradeGoods: 12 } },
    );
    expect(spaceUnits(made.state, 0, home).warSun).toBe(2);
    expect(replayLog<Ti4>(made.events)).toEqual(made.state);
    const theirs = productionRefused(at.state, 1, homeOf(at.state, 1), { warSun: 1 }, []);
    expect(theirs?.code).toBe("ERR_TI4_UNIT_NEEDS_TECHNOLOGY");
    const upgraded = structuredClone(at.state);
    upgraded.players[0]?.technologies.push("pws2");
    expect(ti4UnitFor(upgraded, 0, "warSun")).toMatchObject({ cost: 10, move: 3 });
  });
});
