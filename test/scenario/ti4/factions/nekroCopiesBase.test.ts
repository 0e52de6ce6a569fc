/**
 * The Nekro Virus copying base-game faction technologies with a Valefar Assimilator (LRR 90.16-90.22, 97.1a;
 * technology/owned.ts): Bioplasmosis (arborec.ts), Chaos Mapping (saar.ts), Prototype War Sun II (units.ts)
 * and Magmus Reactor (muaat.ts), Quantum Datahub Node and Production Biomes (hacan.ts). With the token on the
 * technology the Nekro use its ability as its faction does, an exhausting ability exhausting the assimilator
 * card; with the token elsewhere they do not.
 */
import { describe, expect, it } from "vitest";
import type { Ti4TechnologyId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetsAt, ti4Neighbours } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { gainableFrom } from "../../../../src/engine/ti4/factions/nekroAssimilators.ts";
import { chaosMappingSystems } from "../../../../src/engine/ti4/factions/saar.ts";
import { hookAnswers } from "../../../../src/engine/ti4/hooks/index.ts";
import { producersIn, productionRefused } from "../../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { chainProblem } from "../../../../src/engine/ti4/tactical/paths.ts";
import { technologyReady } from "../../../../src/engine/ti4/technology/research.ts";
import { ti4UnitFor } from "../../../../src/engine/ti4/units.ts";
import { create, finishSetup } from "../../../support/ti4.ts";
import { answer, run, withFactions } from "../../../support/ti4FactionBoard.ts";
import { allCardsPlayed, factionGame, homeOf, passToStatus } from "../../../support/ti4Factions.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, send } from "../../../support/ti4Status.ts";
import { position, put, SEAT, tile } from "../../../support/ti4Tactical.ts";
import {
  actionPhase,
  edited,
  type Game,
  player,
  refusal,
  replayed,
  step,
  turnOf,
  waiting,
} from "../../../support/ti4Trade.ts";

type Player = Ti4State["players"][number];
const COPIES: Ti4TechnologyId[] = ["bio", "cm", "pws2", "mr", "qdn", "pm"];

/**
 * Makes `seat` the Nekro, owning Valefar Assimilator X; with `copied`, its token rests on that technology,
 * without, it rests on Letnev's L4 Disruptors (a copy that has nothing to do with the case at stake).
 */
function nekro(s: Ti4State, seat: number, copied: Ti4TechnologyId | null): void {
  giveFaction(s, seat, "nekro");
  const player = s.players[seat] as Player;
  player.technologies = ["vax"];
  player.assimilated = { vax: copied ?? "l4" };
}

describe("Nekro copies: what an assimilator may take", () => {
  it("offers each of these faction technologies a voter owns to an assimilator", () => {
    const s = withFactions("nekro", "hacan", "muaat");
    (s.players[0] as Player).technologies = ["vax"];
    (s.players[1] as Player).technologies = [...COPIES];
    expect(gainableFrom(s, 0, [1])).toEqual([...COPIES].sort());
    (s.players[0] as Player).technologies = [];
    expect(gainableFrom(s, 0, [1])).toEqual([]);
  });
});

describe("Nekro copies Bioplasmosis (arborec.ts)", () => {
  const FACTIONS = ["nekro", "hacan", "xxcha"] as const;
  /** The Nekro control a planet next to their home; its name. */
  function setUp(copied: boolean) {
    let near = "";
    const at = factionGame(FACTIONS, 0, (s) => {
      allCardsPlayed(s);
      nekro(s, 0, copied ? "bio" : null);
      const me = s.players[0] as Player;
      const homes = s.players.map((p) => p.home);
      const next = ti4Neighbours(s, me.home as string).find(
        (p) => !homes.includes(p) && planetsAt(s, p).length > 0,
      );
      near = planetsAt(s, next as string)[0] as string;
      me.planets[near as "nestphar"] = { exhausted: false };
    });
    return { at, near: near as "nestphar" };
  }

  function infantryOn(state: Ti4State, planet: string): number {
    for (const system of Object.values(state.board)) {
      const forces = system.planets[planet as "nestphar"];
      if (forces) return forces.find((f) => f.seat === 0)?.units.infantry ?? 0;
    }
    return 0;
  }

  it("asks the Nekro holding the copy to move infantry between their planets as the status phase ends", () => {
    const { at, near } = setUp(true);
    const asked = passToStatus(at, (s) => s.stack.at(-1)?.kind === "ti4Bioplasmosis");
    const [decision] = pendingDecisions<Ti4>(asked.state);
    expect(decision).toMatchObject({ kind: "bioplasmosis", seat: 0 });
    const home = planetsAt(asked.state, homeOf(asked.state, 0)).find((p) => infantryOn(asked.state, p) > 0);
    if (!home || !decision) throw new Error("no infantry at the Nekro's home");
    const have = infantryOn(asked.state, home);
    const moved = send(asked, {
      type: "bioplasmosis",
      seat: 0,
      moves: [{ from: home, to: near, infantry: 1 }],
    });
    expect(infantryOn(moved.state, home)).toBe(have - 1);
    expect(infantryOn(moved.state, near)).toBe(1);
    expect(replayLog<Ti4>(moved.events)).toEqual(moved.state);
    // The bot answers the copy as it answers the Arborec.
    for (const command of ti4Answers(asked.state, decision))
      expect(applyCommand<Ti4>(asked.state, command, CTX).ok).toBe(true);
  });

  it("asks no Nekro whose token rests elsewhere", () => {
    const { at } = setUp(false);
    const done = passToStatus(
      at,
      (s) => s.stack.at(-1)?.kind === "ti4Bioplasmosis" || s.phase === "strategy",
    );
    expect(done.state.stack.at(-1)?.kind).not.toBe("ti4Bioplasmosis");
  });
});

describe("Nekro copies Chaos Mapping (saar.ts)", () => {
  /** Seat 0 is the Nekro with a cruiser in an asteroid field (207); seat SEAT is to act. */
  const field = (copied: boolean) =>
    position((s) => {
      nekro(s, 0, copied ? "cm" : null);
      tile(s, "207", "44"); // an asteroid field
      put(s, "207", { cruiser: 1 }, 0);
    });

  it("closes an asteroid field holding the Nekro's ships to others' activation", () => {
    const s = field(true);
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "tacticalAction");
    expect(offered?.choices).not.toContain("207");
    const refused = applyCommand<Ti4>(s, { type: "tacticalAction", seat: SEAT, system: "207" }, CTX);
    expect(refused.ok ? null : [refused.error.code, refused.error.rule]).toEqual([
      "ERR_TI4_CHAOS_MAPPING",
      "LRR 89.1",
    ]);
    if (!refused.ok) expect(refused.error.message).toContain(s.players[0]?.name);
  });

  it("closes nothing while the token rests elsewhere", () => {
    const s = field(false);
    const done = applyCommand<Ti4>(s, { type: "tacticalAction", seat: SEAT, system: "207" }, CTX);
    expect(done.ok).toBe(true);
  });

  function turnBegins(copied: boolean) {
    const state = withFactions("nekro", "hacan", "mentak");
    nekro(state, 0, copied ? "cm" : null);
    return run(state, (tx) => {
      for (const begin of hookAnswers(tx.state, "turnStarted")) begin(tx, 0);
    }).state;
  }

  it("lets the Nekro produce 1 unit where a unit of theirs has PRODUCTION as their turn begins", () => {
    const state = turnBegins(true);
    const [offered] = pendingDecisions<Ti4>(state);
    const home = chaosMappingSystems(state, 0)[0] as string;
    expect(offered).toMatchObject({ kind: "chaosMapping", seat: 0 });
    expect(offered?.choices).toContain(home);
    const producing = answer(state, { type: "chaosMapping", seat: 0, system: home }).state;
    expect(producing.stack.at(-1)).toMatchObject({
      kind: "ti4Production",
      limit: 1,
      reason: "Chaos Mapping",
    });
    if (!offered) throw new Error("no decision");
    for (const command of ti4Answers(state, offered))
      expect(applyCommand<Ti4>(state, command, CTX).ok).toBe(true);
  });

  it("is not offered to a Nekro whose token rests elsewhere", () => {
    expect(turnBegins(false).stack.some((f) => f.kind === "ti4ChaosMapping")).toBe(false);
  });
});

describe("Nekro copies the Muaat's technologies (muaat.ts, units.ts)", () => {
  const FACTIONS = ["nekro", "hacan", "xxcha"] as const;

  /** A supernova (tile 43) laid on a system of the first ring that is no one's home, and its position. */
  function withSupernova(s: Ti4State): string {
    const homes = s.players.map((p) => p.home);
    const mecatol = Object.entries(s.galaxy).find(([, t]) => t.tile === "18")?.[0] as string;
    const at = ti4Neighbours(s, mecatol).find((p) => !homes.includes(p)) as string;
    (s.galaxy as Record<string, { tile: string }>)[at] = { tile: "43" };
    s.board[at] = { space: [], planets: {}, commandTokens: [] };
    return at;
  }

  it("Magmus Reactor: the Nekro's ships end a move in a supernova, and it produces 5 where they are", () => {
    let nova = "";
    const at = factionGame(FACTIONS, 0, (s) => {
      nova = withSupernova(s);
      s.board[nova]?.space.push({ seat: 0, units: { destroyer: 1 } });
    });
    const around = ti4Neighbours(at.state, nova);
    const from = around[0] as string;
    const to = around.find((p) => p !== from && !ti4Neighbours(at.state, from).includes(p)) as string;
    const copying = structuredClone(at.state);
    nekro(copying, 0, "mr");
    const elsewhere = structuredClone(at.state);
    nekro(elsewhere, 0, null);
    expect(chainProblem(copying, 0, [from, nova])).toBeUndefined();
    expect(producersIn(copying, 0, nova).total).toBe(5);
    // Our reading: passing through is Gashlai Physiology's, a Muaat faction ability the copy does not bring.
    expect(chainProblem(copying, 0, [from, nova, to])?.code).toBe("ERR_TI4_SUPERNOVA");
    expect(chainProblem(elsewhere, 0, [from, nova])?.code).toBe("ERR_TI4_SUPERNOVA");
    expect(producersIn(elsewhere, 0, nova).total).toBe(0);
  });

  it("Prototype War Sun II: the Nekro's war sun is that card, produced without War Sun (LRR 97.1a)", () => {
    const at = factionGame(FACTIONS, 0, (s) => {
      (s.players[0] as Player).tokens.fleet = 8;
    });
    const home = homeOf(at.state, 0);
    const copying = structuredClone(at.state);
    nekro(copying, 0, "pws2");
    const elsewhere = structuredClone(at.state);
    nekro(elsewhere, 0, null);
    expect(ti4UnitFor(copying, 0, "warSun")).toMatchObject({ id: "muaat_warsun2", cost: 10, move: 3 });
    expect(productionRefused(copying, 0, home, { warSun: 1 }, [])).toBeUndefined();
    expect(ti4UnitFor(elsewhere, 0, "warSun").id).toBe("warsun");
    expect(productionRefused(elsewhere, 0, home, { warSun: 1 }, [])?.code).toBe(
      "ERR_TI4_UNIT_NEEDS_TECHNOLOGY",
    );
  });
});

describe("Nekro copies Production Biomes (hacan.ts)", () => {
  const table = (copied: boolean) =>
    edited(actionPhase(), (draft) => {
      turnOf(draft, 0);
      nekro(draft, 0, copied ? "pm" : null);
    });

  it("is the Nekro's component action, exhausting the assimilator card that carries it", () => {
    const start = table(true);
    const offered = pendingDecisions<Ti4>(start.state).find((d) => d.kind === "useProductionBiomes");
    expect(offered?.choices).toEqual(["1", "2", "3"]);
    const [goods, other, tokens] = [
      player(start.state, 0).tradeGoods,
      player(start.state, 2).tradeGoods,
      player(start.state, 0).tokens.strategy,
    ];
    const game = step(start, { type: "useProductionBiomes", seat: 0, with: 2 });
    expect(player(game.state, 0).tradeGoods).toBe(goods + 4);
    expect(player(game.state, 2).tradeGoods).toBe(other + 2);
    expect(player(game.state, 0).tokens.strategy).toBe(tokens - 1);
    expect(player(game.state, 0).exhaustedTechnologies).toEqual(["vax"]);
    expect(technologyReady(game.state, 0, "pm")).toBe(false);
    expect(replayed(game)).toEqual(game.state);
    // Exhausted with its assimilator card, it is offered no more.
    const again = edited(game, (draft) => turnOf(draft, 0));
    const top = again.state.stack.at(-1);
    if (top?.kind === "ti4ActionPhase") top.acted = false;
    expect(pendingDecisions<Ti4>(again.state).some((d) => d.kind === "useProductionBiomes")).toBe(false);
    // The bot uses the copy as it uses the Hacan's card.
    if (!offered) throw new Error("no decision");
    const answers = ti4Answers(start.state, offered);
    expect(answers).toEqual([{ type: "useProductionBiomes", seat: 0, with: 1 }]);
  });

  it("is neither offered to nor taken from a Nekro whose token rests elsewhere", () => {
    const start = table(false);
    expect(pendingDecisions<Ti4>(start.state).some((d) => d.kind === "useProductionBiomes")).toBe(false);
    expect(refusal(start.state, { type: "useProductionBiomes", seat: 0, with: 2 })).not.toBeNull();
  });
});

describe("Nekro copies Quantum Datahub Node (hacan.ts)", () => {
  function strategyPhase(copied: boolean): Game {
    const { state, events } = finishSetup(create(4, {}, "trade-4"));
    let now = edited({ state, events }, (draft) => {
      nekro(draft, 0, copied ? "qdn" : null);
      player(draft, 0).tradeGoods = 3;
    });
    for (const card of [
      "leadership",
      "diplomacy",
      "politics",
      "construction",
      "trade",
      "warfare",
      "technology",
      "imperial",
    ]) {
      const seat = pendingDecisions<Ti4>(now.state)[0]?.seat as number;
      now = step(now, { type: "pickStrategyCard", seat, card: card as never });
    }
    return now;
  }

  it("lets the Nekro swap a strategy card at the end of the strategy phase", () => {
    let game = strategyPhase(true);
    expect(waiting(game.state)).toEqual([
      { seat: 0, kind: "useQuantumDatahubNode" },
      { seat: 0, kind: "declineQuantumDatahubNode" },
    ]);
    const mine = player(game.state, 0).strategyCards[0]?.card as string;
    const theirs = player(game.state, 1).strategyCards[0]?.card as string;
    const goods = player(game.state, 1).tradeGoods;
    game = step(game, {
      type: "useQuantumDatahubNode",
      seat: 0,
      with: 1,
      give: mine as never,
      take: theirs as never,
    });
    expect(player(game.state, 0).strategyCards.map((c) => c.card)).toContain(theirs);
    expect(player(game.state, 1).strategyCards.map((c) => c.card)).toContain(mine);
    expect(player(game.state, 1).tradeGoods).toBe(goods + 3);
    expect(game.state.phase).toBe("action");
    expect(replayed(game)).toEqual(game.state);
  });

  it("asks no Nekro whose token rests elsewhere", () => {
    const game = strategyPhase(false);
    expect(game.state.phase).toBe("action");
    expect(game.state.stack.some((f) => f.kind === "ti4QuantumDatahub")).toBe(false);
  });
});
