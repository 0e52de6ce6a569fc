/**
 * TE "Breakthroughs and Synergy": the base factions' breakthrough abilities (thundersEdge/breakthroughs/),
 * each played, refused (state unchanged) and replayed; `useBreakthrough` says how a played one is used.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4BreakthroughId, Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { boardPlanets, isHomeSystem } from "../../../../src/engine/ti4/actionCards/effect.ts";
import { planetValues } from "../../../../src/engine/ti4/agenda/laws.ts";
import { controllerOf, unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly } from "../../../support/ti4.ts";
import { eventGame } from "../../../support/ti4Events.ts";
import { allCardsPlayed, homeOf, passToStatus } from "../../../support/ti4Factions.ts";
import { CTX, type Played } from "../../../support/ti4Status.ts";

const RULE = "TE Breakthroughs and Synergy";

/** A Thunder's Edge game in its action phase, seat 0 playing `faction` and holding its breakthrough. */
function holding(faction: FactionId, card: Ti4BreakthroughId, edit?: (s: Ti4State) => void): Played {
  const others = (["sol", "xxcha", "jolnar"] as FactionId[]).filter((f) => f !== faction).slice(0, 2);
  return eventGame([faction, ...others], [], 0, (s) => {
    (s.players[0] as Ti4State["players"][number]).breakthrough = card;
    edit?.(s);
  });
}

function send(at: Played, command: Ti4Command): Played {
  const result = applyCommand<Ti4>(at.state, command, CTX);
  if (!result.ok) throw new Error(result.error.message);
  return { state: result.state, events: [...at.events, ...result.events] };
}

function refusal(state: Ti4State, command: Ti4Command): [string, string] | null {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

function then(at: Played, more: { state: Ti4State; events: Ti4Event[] }): Played {
  return { state: more.state, events: [...at.events, ...more.events] };
}

describe(`${RULE}: useBreakthrough`, () => {
  it("says how a played ability is used, and that an unplayed one grants its synergy only", () => {
    const at = holding("hacan", "hacanbt");
    const used = applyCommand<Ti4>(at.state, { type: "useBreakthrough", seat: 0 }, CTX);
    expect(used.ok ? null : [used.error.code, used.error.rule]).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      RULE,
    ]);
    expect(used.ok ? "" : used.error.message).toContain("Auto-Factories is played where it acts");
  });
});

describe(`${RULE}: Auto-Factories (Hacan)`, () => {
  const NO_PAY = { planets: [], tradeGoods: 0 };
  function atProduction(card: Ti4BreakthroughId = "hacanbt") {
    const at = holding("hacan", card, (s) => {
      const hacan = s.players[0] as Ti4State["players"][number];
      hacan.tokens.fleet = 8;
      hacan.tradeGoods = 10;
    });
    return then(at, activateQuietly(at.state, 0, homeOf(at.state, 0)));
  }

  it("puts a token from reinforcements into the fleet pool when 3 non-fighter ships are produced", () => {
    const at = atProduction();
    const fleet = at.state.players[0]?.tokens.fleet;
    const built = send(at, {
      type: "produceUnits",
      seat: 0,
      units: { destroyer: 3 },
      payment: { ...NO_PAY, tradeGoods: 3 },
    });
    expect(built.state.players[0]?.tokens.fleet).toBe((fleet ?? 0) + 1);
    const gained = built.events.filter((e) => e.type === "ti4CommandTokensChanged");
    expect(gained).toEqual([
      { type: "ti4CommandTokensChanged", seat: 0, pools: { fleet: 1 }, reason: "Auto-Factories" },
    ]);
    expect(replayLog<Ti4>(built.events)).toEqual(built.state);
  });

  it("does nothing for 2 such ships and fighters, nor without the card", () => {
    const at = atProduction();
    const fleet = at.state.players[0]?.tokens.fleet;
    const few = send(at, {
      type: "produceUnits",
      seat: 0,
      units: { destroyer: 2, fighter: 2 },
      payment: { ...NO_PAY, tradeGoods: 3 },
    });
    expect(few.state.players[0]?.tokens.fleet).toBe(fleet);
    const without = holding("hacan", "hacanbt", (s) => {
      delete (s.players[0] as Ti4State["players"][number]).breakthrough;
      (s.players[0] as Ti4State["players"][number]).tradeGoods = 10;
      (s.players[0] as Ti4State["players"][number]).tokens.fleet = 8;
    });
    const started = then(without, activateQuietly(without.state, 0, homeOf(without.state, 0)));
    const plain = send(started, {
      type: "produceUnits",
      seat: 0,
      units: { destroyer: 3 },
      payment: { ...NO_PAY, tradeGoods: 3 },
    });
    expect(plain.state.players[0]?.tokens.fleet).toBe(8);
    expect(refusal(at.state, { type: "useBreakthrough", seat: 0 })?.[0]).toBe(
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
    );
  });
});

describe(`${RULE}: Fealty Uplink (L1Z1X)`, () => {
  let target: { planet: Ti4PlanetId; position: string } = { planet: "abyz" as Ti4PlanetId, position: "" };

  /** Seat 0 (the L1Z1X) has a carrier with 2 infantry over a planet nobody holds; it lands them there. */
  function landed(card?: Ti4BreakthroughId): Played {
    const at = eventGame(["l1z1x", "sol", "xxcha"], [], 0, (s) => {
      const free = boardPlanets(s).find(
        (t) =>
          !isHomeSystem(s, t.position) &&
          controllerOf(s, t.planet) === null &&
          t.planet !== "mecatolrex" &&
          planetValues(s, t.planet).influence > 0,
      );
      if (!free) throw new Error("no free planet");
      target = free;
      const system = s.board[free.position] ?? { space: [], planets: {}, commandTokens: [] };
      system.space = [{ seat: 0, units: { carrier: 1, infantry: 2 } }];
      s.board[free.position] = system;
      if (card) (s.players[0] as Ti4State["players"][number]).breakthrough = card;
    });
    let now = then(at, activateQuietly(at.state, 0, target.position, "ti4Invasion"));
    while (pendingDecisions<Ti4>(now.state)[0]?.kind === "moveShips")
      now = send(now, { type: "moveShips", seat: 0, moves: [] });
    return send(now, {
      type: "commitGroundForces",
      seat: 0,
      landings: [{ planet: target.planet, infantry: 2 }],
    });
  }

  it("places as many infantry as the planet's influence on a planet its holder gains", () => {
    const done = landed("l1z1xbt");
    expect(done.state.players[0]?.planets[target.planet]).toBeDefined();
    const influence = planetValues(done.state, target.planet).influence;
    expect(influence).toBeGreaterThan(0);
    expect(unitsIn(done.state.board[target.position], 0, target.planet).infantry).toBe(2 + influence);
    expect(
      done.events.filter((e) => e.type === "ti4UnitsPlaced" && e.reason === "Fealty Uplink"),
    ).toHaveLength(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("places none without the card, and useBreakthrough is refused with the state unchanged", () => {
    const plain = landed();
    expect(unitsIn(plain.state.board[target.position], 0, target.planet).infantry).toBe(2);
    const held = landed("l1z1xbt");
    const before = structuredClone(held.state);
    expect(refusal(held.state, { type: "useBreakthrough", seat: 0 })).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      RULE,
    ]);
    expect(held.state).toEqual(before);
  });
});

describe(`${RULE}: Psychospore (Arborec)`, () => {
  /** Seat 0 (the Arborec) has its token on its home system, where its infantry stand. */
  function tokenAtHome(card?: Ti4BreakthroughId): Played {
    return eventGame(["arborec", "sol", "xxcha"], [], 0, (s) => {
      allCardsPlayed(s);
      const home = homeOf(s, 0);
      (s.board[home] as Ti4State["board"][string]).commandTokens.push(0);
      if (card) (s.players[0] as Ti4State["players"][number]).breakthrough = card;
    });
  }
  function homeInfantry(state: Ti4State): { planet: Ti4PlanetId; count: number } {
    const home = homeOf(state, 0);
    const planet = boardPlanets(state).find(
      (t) => t.position === home && unitsIn(state.board[home], 0, t.planet).infantry,
    )?.planet as Ti4PlanetId;
    return { planet, count: unitsIn(state.board[home], 0, planet).infantry ?? 0 };
  }

  it("as an action, exhausts the card to take the token back and add 1 infantry; the status phase readies it", () => {
    const at = tokenAtHome("arborecbt");
    const { planet, count } = homeInfantry(at.state);
    const offered = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "psychospore");
    expect(offered?.choices).toContain(planet);
    const answer = offered ? ti4Answers(at.state, offered)[0] : undefined;
    expect(answer).toMatchObject({ type: "psychospore", seat: 0 });
    const used = send(at, { type: "psychospore", seat: 0, planet });
    const home = homeOf(used.state, 0);
    expect(used.state.board[home]?.commandTokens).not.toContain(0);
    expect(unitsIn(used.state.board[home], 0, planet).infantry).toBe(count + 1);
    expect(used.state.players[0]?.breakthroughExhausted).toBe(true);
    expect(pendingDecisions<Ti4>(used.state).some((d) => d.kind === "psychospore")).toBe(false);
    expect(replayLog<Ti4>(used.events)).toEqual(used.state);
    // Everyone passes (their cards played beforehand): the card is readied as the status phase ends.
    const readied = passToStatus(used, (s) => s.phase !== "status");
    expect(readied.state.players[0]?.breakthroughExhausted).toBeUndefined();
    expect(readied.events.some((e) => e.type === "ti4BreakthroughReadied" && e.seat === 0)).toBe(true);
    expect(replayLog<Ti4>(readied.events)).toEqual(readied.state);
  });

  it("is refused exhausted, without the card, or on a planet whose system holds no token (state unchanged)", () => {
    const at = tokenAtHome("arborecbt");
    const { planet } = homeInfantry(at.state);
    const spent = structuredClone(at.state);
    (spent.players[0] as Ti4State["players"][number]).breakthroughExhausted = true;
    const before = structuredClone(spent);
    // Not offered, so not awaited: the kernel refuses it before the rule's own check.
    expect(pendingDecisions<Ti4>(spent).some((d) => d.kind === "psychospore")).toBe(false);
    expect(refusal(spent, { type: "psychospore", seat: 0, planet })?.[0]).toBe("ERR_NOT_NOW");
    expect(spent).toEqual(before);
    const without = tokenAtHome().state;
    expect(pendingDecisions<Ti4>(without).some((d) => d.kind === "psychospore")).toBe(false);
    expect(refusal(without, { type: "psychospore", seat: 0, planet })?.[0]).toBe("ERR_NOT_NOW");
    // Offered, but on a planet that is not a target: the rule's own refusal.
    const at2 = tokenAtHome("arborecbt");
    const elsewhere = boardPlanets(at2.state).find((t) => t.position !== homeOf(at2.state, 0))
      ?.planet as Ti4PlanetId;
    const held = structuredClone(at2.state);
    expect(refusal(at2.state, { type: "psychospore", seat: 0, planet: elsewhere })).toEqual([
      "ERR_TI4_PSYCHOSPORE",
      "TE Breakthroughs and Synergy: Psychospore",
    ]);
    expect(at2.state).toEqual(held);
    const noToken = eventGame(["arborec", "sol", "xxcha"], [], 0, (s) => {
      (s.players[0] as Ti4State["players"][number]).breakthrough = "arborecbt";
    });
    expect(pendingDecisions<Ti4>(noToken.state).some((d) => d.kind === "psychospore")).toBe(false);
  });
});
