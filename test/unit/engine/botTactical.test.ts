/**
 * The bot's tactical, transfer and combat answers (src/engine/bot/tactical.ts and the files it gathers, combat.ts): in small
 * scenes, the bot takes a planet next door with its loaded carriers, produces at its dock with the planets
 * it holds, fires its PDS, assigns hits cheapest first, bombards; over a whole game, every command it plays
 * is accepted, it acts each round and passes, and replay rebuilds the state.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import type { PlanetId } from "../../../src/content/index.ts";
import { botTargets } from "../../../src/engine/bot/activation.ts";
import { COMBAT_CANDIDATES } from "../../../src/engine/bot/combat.ts";
import { botCommand, playOut } from "../../../src/engine/bot/policy.ts";
import { neighbourLabels } from "../../../src/engine/galaxy/hex.ts";
import { type Command, createGame, decisions, type GameEvent, replay } from "../../../src/engine/index.ts";
import type { UnitCounts } from "../../../src/engine/state.ts";
import { CTX, expectReplayMatches, play, type Scenario } from "../../support/engine.ts";
import {
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  learn,
  onPlanet,
  owns,
  place,
  remove,
  scriptDice,
  space,
  tiles,
} from "../../support/tactical.ts";

/** The bot's answer for this seat, which must exist. */
function botFor(game: Scenario, seat: number): Command {
  const command = botCommand(game.state, seat, CTX);
  if (!command)
    throw new Error(`the bot has no answer for seat ${seat}: ${JSON.stringify(decisions(game.state))}`);
  return command;
}

/** Lets the bot answer every decision until the game is back at the Action Phase's turn level. */
function botUntilTurnEnds(game: Scenario, max = 60): Command[] {
  const played: Command[] = [];
  for (let i = 0; i < max && game.state.stack.at(-1)?.kind !== "actionPhase"; i++) {
    const seat = decisions(game.state)[0]?.seat;
    if (seat === undefined) break;
    const command = botFor(game, seat);
    play(game, command);
    played.push(command);
  }
  return played;
}

/** The Hacan (acting first) next to a system with Abyz and Fria; their strategic action is set aside. */
function hacanLab() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const h = homeOf(g, me);
  const a = inward(h);
  tiles(g, { [a]: "abyz-fria" });
  return Object.assign(g, { me, sol, h, a });
}
type HacanLab = ReturnType<typeof hacanLab>;

function homeFleet(g: HacanLab): UnitCounts {
  return space(g, g.h, g.me);
}

describe("the bot's tactical action", () => {
  it("activates the neutral planets next door, carries Ground Forces there and takes both planets", () => {
    const g = hacanLab();
    expect(botTargets(g.state, g.me)[0]).toBe(g.a);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    const played = botUntilTurnEnds(g);
    const move = played.find((c) => c.type === "moveUnits");
    expect(move?.type === "moveUnits" && move.moves.length).toBeGreaterThan(0);
    expect(space(g, g.a, g.me).carrier ?? 0).toBeGreaterThan(0);
    for (const planet of ["abyz", "fria"] as PlanetId[]) {
      expect(g.state.players[g.me]?.planets[planet]).toBeDefined();
      expect(onPlanet(g, g.a, planet, g.me).groundForce ?? 0).toBeGreaterThan(0);
    }
    // A garrison stays at home: one Ground Force on each home planet that had some.
    const home = Object.keys(g.state.board[g.h]?.planets ?? {}) as PlanetId[];
    expect(home.some((p) => (onPlanet(g, g.h, p, g.me).groundForce ?? 0) >= 1)).toBe(true);
    expectReplayMatches(g);
  });

  it("leaves a planet alone when the defenders outnumber what its carriers bring", () => {
    const g = hacanLab();
    owns(g, g.sol, "abyz");
    owns(g, g.sol, "fria");
    place(g, g.sol, g.a, { groundForce: 4 }, "abyz");
    place(g, g.sol, g.a, { groundForce: 4 }, "fria");
    // With Mecatol Rex out of the way, nothing else draws the fleet through that system.
    tiles(g, { "000": "empty" });
    expect(botTargets(g.state, g.me)).not.toContain(g.a);
    remove(g, g.sol, g.a, { groundForce: 3 }, "fria");
    expect(botTargets(g.state, g.me)).toContain(g.a);
  });

  it("produces at its Home System's dock, paying with ready planets, and buys a second carrier when short", () => {
    const g = hacanLab();
    tiles(g, { [g.a]: "empty" });
    remove(g, g.me, g.h, { carrier: 1 });
    expect(botTargets(g.state, g.me)).toContain(g.h);
    play(g, { type: "tacticalAction", seat: g.me, position: g.h });
    const before = g.events.length;
    const played = botUntilTurnEnds(g);
    const production = played.find((c) => c.type === "produceUnits");
    expect(production?.type === "produceUnits" && production.orders.length).toBeGreaterThan(0);
    const produced = g.events
      .slice(before)
      .filter((e): e is Extract<GameEvent, { type: "unitsProduced" }> => e.type === "unitsProduced");
    expect(produced.some((e) => (e.units.carrier ?? 0) > 0)).toBe(true);
    const paid = g.events.slice(before).find((e) => e.type === "planetsExhausted");
    expect(paid).toBeDefined();
    expect(homeFleet(g).carrier).toBe(2);
    expectReplayMatches(g);
  });

  it("builds a new Space Dock on a rich planet it has held all round, away from its other docks (RR §14)", () => {
    const g = hacanLab();
    owns(g, g.me, "abyz");
    owns(g, g.me, "fria");
    place(g, g.me, g.a, { groundForce: 1 }, "abyz");
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 6, reason: "scenario" });
    expect(botTargets(g.state, g.me)).toContain(g.a);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    const played = botUntilTurnEnds(g);
    const production = played.find((c) => c.type === "produceUnits");
    expect(production?.type === "produceUnits" && production.spaceDock).toBe("abyz");
    expect(onPlanet(g, g.a, "abyz", g.me).spaceDock).toBe(1);
    expectReplayMatches(g);
  });

  it("builds no Space Dock on a planet taken this round, nor when short of resources", () => {
    const g = hacanLab();
    given(g, {
      type: "planetGained",
      seat: g.me,
      planet: "abyz",
      from: null,
      exhausted: false,
      round: g.state.round,
    });
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 6, reason: "scenario" });
    place(g, g.me, g.a, { carrier: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    const played = botUntilTurnEnds(g);
    expect(played.some((c) => c.type === "produceUnits" && c.spaceDock !== undefined)).toBe(false);
    expect(onPlanet(g, g.a, "abyz", g.me).spaceDock).toBeUndefined();
  });

  it("uses Production Centers as its action, giving the 2 Trade Goods to a player furthest behind", () => {
    const g = hacanLab();
    learn(g, g.me, "production-centers");
    const command = botFor(g, g.me);
    expect(command).toMatchObject({ type: "useActionAbility", ability: "productionCenters" });
    play(g, command);
    expect(g.state.players[g.me]?.abilitiesUsed?.productionCenters).toBe(g.state.round);
    expectReplayMatches(g);
  });

  it("takes a lightly held enemy planet: bombards, invades and wins with Ground Forces to spare", () => {
    const g = hacanLab();
    owns(g, g.sol, "abyz");
    place(g, g.sol, g.a, { groundForce: 1 }, "abyz");
    place(g, g.me, g.h, { dreadnought: 1 });
    expect(botTargets(g.state, g.me)[0]).toBe(g.a);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    const played = botUntilTurnEnds(g);
    const landing = played.find((c) => c.type === "landUnits");
    const onAbyz =
      landing?.type === "landUnits" ? landing.landings.find((l) => l.planet === "abyz") : undefined;
    // Twice the defenders plus one.
    expect(onAbyz?.units.groundForce).toBe(3);
    expect(g.events.some((e) => e.type === "combatRolled" && e.roll === "invasion")).toBe(true);
    expectReplayMatches(g);
  });
});

describe("the bot in combat", () => {
  it("fires its PDS at the ships that came in", () => {
    const g = hacanLab();
    owns(g, g.sol, "fria");
    place(g, g.sol, g.a, { pds: 1, groundForce: 1 }, "fria");
    place(g, g.me, g.h, { dreadnought: 2 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { dreadnought: 2 } }] });
    expect(decisions(g.state).map((d) => d.kind)).toEqual(["firePds"]);
    expect(botFor(g, g.sol)).toEqual({ type: "firePds", seat: g.sol, fire: true, target: g.me });
  });

  it("assigns hits cheapest first, and damages a Dreadnought before losing a ship", () => {
    const g = hacanLab();
    tiles(g, { [g.a]: "empty" });
    place(g, g.sol, g.a, { cruiser: 1, destroyer: 1 });
    place(g, g.me, g.h, { dreadnought: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    // Hacan: Dreadnought 9 (hit), Cruiser 1; Sol: Cruiser 9 (hit), Destroyer 1.
    scriptDice(g, [9, 1, 9, 1]);
    play(g, {
      type: "moveUnits",
      seat: g.me,
      moves: [{ from: g.h, units: { dreadnought: 1, cruiser: 1 } }],
    });
    expect(
      decisions(g.state)
        .map((d) => d.kind)
        .sort(),
    ).toEqual(["assignHits", "assignHits"]);
    const sol = botFor(g, g.sol);
    const hacan = botFor(g, g.me);
    expect(sol).toMatchObject({ type: "assignHits", destroy: { destroyer: 1 } });
    expect(hacan).toMatchObject({ type: "assignHits", destroy: {}, damage: { dreadnought: 1 } });
    play(g, sol);
    play(g, hacan);
    botUntilTurnEnds(g);
    expect(g.state.stack.at(-1)?.kind).toBe("actionPhase");
    const both = [g.me, g.sol].filter((s) => Object.keys(space(g, g.a, s)).length > 0);
    expect(both.length).toBeLessThanOrEqual(1);
    expectReplayMatches(g);
  });

  it("bombards with every Dreadnought when two enemy planets share them", () => {
    const g = hacanLab();
    owns(g, g.sol, "abyz");
    owns(g, g.sol, "fria");
    place(g, g.sol, g.a, { groundForce: 1 }, "abyz");
    place(g, g.sol, g.a, { groundForce: 1 }, "fria");
    place(g, g.me, g.h, { dreadnought: 2, groundForce: 4 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    const played = botUntilTurnEnds(g);
    const bombard = played.find((c) => c.type === "bombard");
    const came = played.find((c) => c.type === "moveUnits");
    const dreadnoughts = came?.type === "moveUnits" ? (came.moves[0]?.units.dreadnought ?? 0) : 0;
    expect(dreadnoughts).toBeGreaterThan(0);
    expect(bombard).toMatchObject({ type: "bombard", dreadnoughts, warSuns: 0 });
    expectReplayMatches(g);
  });
});

describe("the bot's retreats and combat abilities", () => {
  /** Sol defends `a` with these ships and activated `c` (next to it) earlier this round; the Hacan attack. */
  function retreatLab(defence: UnitCounts) {
    const g = hacanLab();
    tiles(g, { [g.a]: "empty" });
    const c = neighbourLabels(g.a).find((p) => p !== g.h && p !== inward(g.a) && g.state.board[p]) as string;
    given(g, { type: "systemActivated", seat: g.sol, position: c, from: "command" });
    place(g, g.sol, g.a, defence);
    place(g, g.me, g.h, { dreadnought: 2 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { dreadnought: 2, cruiser: 1 } }] });
    return Object.assign(g, { c });
  }

  it("retreats a hopelessly outmatched fleet to a system it activated earlier", () => {
    const g = retreatLab({ destroyer: 1 });
    const d = decisions(g.state).find((x) => x.kind === "announceRetreat");
    expect(d?.seat).toBe(g.sol);
    expect(botFor(g, g.sol)).toEqual({ type: "announceRetreat", seat: g.sol, to: g.c });
  });

  it("stays in a battle it can win", () => {
    const g = retreatLab({ dreadnought: 2, cruiser: 2 });
    expect(botFor(g, g.sol)).toEqual({ type: "announceRetreat", seat: g.sol, to: null });
  });

  it("pays for Letnev War Funding only with Trade Goods to spare", () => {
    const g = hacanLab();
    const letnev = g.seat.letnev as number;
    const offer = {
      kind: "useCombatAbility" as const,
      seat: letnev,
      simultaneous: true,
      prompt: "War Funding",
      choices: ["letnevWarFunding"],
    };
    const ask = COMBAT_CANDIDATES.useCombatAbility;
    if (!ask) throw new Error("no combat ability candidates");
    given(g, { type: "tradeGoodsGained", seat: letnev, amount: 2, reason: "scenario" });
    expect(ask(g.state, offer)[0]).toMatchObject({ use: false });
    given(g, { type: "tradeGoodsGained", seat: letnev, amount: 3, reason: "scenario" });
    expect(ask(g.state, offer)[0]).toMatchObject({ ability: "letnevWarFunding", use: true });
  });
});

describe("bot games", () => {
  it("take tactical actions, move, land, produce and pass every round; every command is accepted", () => {
    const players = 4;
    const seats = Array.from({ length: players }, (_, i) => ({ userId: `bot:${i}`, name: `Bot ${i + 1}` }));
    const created = createGame(
      { seed: "bot-tactical", players: seats, settings: { boxes: ["base", "se"] } },
      CTX,
    );
    if (!created.ok) throw new Error(created.error.message);
    const result = playOut(created.state, CTX, 1500);
    expect(result.stuck).toBe(false);
    const of = (type: Command["type"]) => result.commands.filter((c) => c.type === type);
    expect(result.state.round).toBeGreaterThanOrEqual(3);
    expect(of("tacticalAction").length).toBeGreaterThanOrEqual(players * 2);
    expect(
      of("moveUnits").filter((c) => c.type === "moveUnits" && c.moves.length > 0).length,
    ).toBeGreaterThan(players);
    const gained = result.events.filter((e) => e.type === "planetGained" && e.round > 0);
    expect(gained.length).toBeGreaterThanOrEqual(players * 2);
    const produced = result.events.filter((e) => e.type === "unitsProduced");
    expect(produced.length).toBeGreaterThanOrEqual(players * 2);
    // Every seat passed in every finished round.
    const rounds = result.state.round - 1;
    for (let seat = 0; seat < players; seat++)
      expect(of("pass").filter((c) => c.seat === seat).length).toBeGreaterThanOrEqual(rounds);
    // No activation wasted: each one moved, landed, produced something or placed a new Space Dock.
    let action: Command[] = [];
    const wasted: Command[][] = [];
    for (const [i, command] of result.commands.entries()) {
      if (command.type === "tacticalAction" || command.type === "transferAction") {
        action = [command];
        continue;
      }
      if (action.length === 0 || command.seat !== action[0]?.seat) continue;
      action.push(command);
      // A landing step with nothing to land (ships with cargo at home) is followed by the production.
      const next = result.commands[i + 1];
      const producing = next?.type === "produceUnits" && next.seat === command.seat;
      if (command.type === "produceUnits" || (command.type === "landUnits" && !producing)) {
        const useful = action.some(
          (c) =>
            (c.type === "moveUnits" && c.moves.length > 0) ||
            (c.type === "landUnits" && c.landings.length > 0) ||
            (c.type === "produceUnits" && (c.orders.length > 0 || c.spaceDock !== undefined)),
        );
        if (!useful) wasted.push(action);
      }
    }
    expect(wasted).toEqual([]);
    const events = [...created.events, ...result.events];
    expect(isDeepStrictEqual(replay(events), result.state)).toBe(true);
  });
});
