/**
 * The bot's ground moves by card or ability (bot/groundMoves.ts), Shock Troops among them (SE Option 6:
 * they are Ground Forces to every card and ability, SE p.10): Transit Diodes once nothing else is left to
 * do with the turn, Shuttle Logistics at the start of the Status Phase, the Action Card Transport. A garrison
 * goes to an unguarded planet, and no Shock Troop is left without a plastic Ground Force, going or staying.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId, RaceId } from "../../src/content/index.ts";
import { garrisonUnits } from "../../src/engine/bot/groundMoves.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { botRoll } from "../../src/engine/bot/table.ts";
import { type Command, decisions, type GameSettings } from "../../src/engine/index.ts";
import { CTX, expectReplayMatches, passActionWindows, play } from "../support/engine.ts";
import {
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  onPlanet,
  owns,
  place,
  tiles,
} from "../support/tactical.ts";

const ON = { options: ["shockTroops"] } as GameSettings;
/** The garrison on Abyz: the largest of the player's, so the one the bot spreads. */
const GARRISON = { groundForce: 4, shockTroop: 4 };

/** The first race acts first; Abyz (garrisoned) and Fria (bare) are his, next to his Home System. */
function game(races: RaceId[]): Lab & { me: number; next: string } {
  const g = lab(races, { settings: ON });
  clearGalaxy(g);
  const me = g.seat[races[0] as RaceId] as number;
  const next = inward(homeOf(g, me));
  tiles(g, { [next]: "abyz-fria" });
  owns(g, me, "abyz");
  owns(g, me, "fria");
  place(g, me, next, GARRISON, "abyz");
  return Object.assign(g, { me, next });
}

/** Every Strategy Card played and the Command Pool empty: nothing but the ability or a card is left. */
function turnSpent(g: Lab, seat: number): void {
  for (const held of g.state.players[seat]?.strategyCards ?? [])
    if (!held.played) given(g, { type: "strategyCardPlayed", seat, card: held.card });
  const command = g.state.players[seat]?.counters.command ?? 0;
  given(g, { type: "commandCountersSpent", seat, counters: { command }, reason: "scenario" });
}

/** Ends the Action Phase: every card counts as played, everyone passes. */
function toStatusPhase(g: Lab): void {
  for (const p of g.state.players) {
    for (const held of p.strategyCards.filter((c) => !c.played))
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
  }
  const active = decisions(g.state).find((d) => d.kind === "pass")?.seat as number;
  for (const p of g.state.players) if (p.seat !== active) given(g, { type: "playerPassed", seat: p.seat });
  play(g, { type: "pass", seat: active });
  expect(g.state.phase).toBe("status");
}

describe("which ground units the bot sends", () => {
  it("as many Shock Troops as keep a plastic Ground Force with each group", () => {
    expect(garrisonUnits({ groundForce: 4, shockTroop: 4 }, 4)).toEqual({ groundForce: 1, shockTroop: 3 });
    expect(garrisonUnits({ groundForce: 2, shockTroop: 2 }, 2)).toEqual({ groundForce: 1, shockTroop: 1 });
    // One Shock Troop stays: its plastic companion stays with it.
    expect(garrisonUnits({ groundForce: 2, shockTroop: 1 }, 1)).toEqual({ groundForce: 1 });
    expect(garrisonUnits({ groundForce: 3 }, 2)).toEqual({ groundForce: 2 });
    // No split keeps a plastic Ground Force beside the Shock Troops on both sides.
    expect(garrisonUnits({ groundForce: 1, shockTroop: 3 }, 2)).toBeNull();
  });
});

describe("the bot moves Shock Troops with its ground moves (SE p.10)", () => {
  it("Transit Diodes, once its turn has nothing else: half the garrison to the bare planet", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "transit-diodes");
    // With counters for a tactical action the bot keeps Transit Diodes for later.
    const early = botCommand(g.state, g.me, CTX);
    expect(early?.type === "useActionAbility" && early.ability === "transitDiodes").toBe(false);
    turnSpent(g, g.me);
    const command = botCommand(g.state, g.me, CTX);
    expect(command).toEqual({
      type: "useActionAbility",
      seat: g.me,
      ability: "transitDiodes",
      from: "abyz",
      to: "fria",
      units: { groundForce: 1, shockTroop: 3 },
    });
    play(g, command as Command);
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 1, shockTroop: 3 });
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({ groundForce: 3, shockTroop: 1 });
    expectReplayMatches(g);
  });

  it("Shuttle Logistics at the start of the Status Phase, then done", () => {
    const g = game(["yssaril", "sol", "letnev"]);
    learn(g, g.me, "shuttle-logistics");
    toStatusPhase(g);
    const command = botCommand(g.state, g.me, CTX);
    expect(command).toEqual({
      type: "answerCardChoice",
      seat: g.me,
      planets: ["abyz", "fria"],
      units: { groundForce: 1, shockTroop: 3 },
    });
    play(g, command as Command);
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 1, shockTroop: 3 });
    // Nothing bare is left to garrison: asked again, the bot is done.
    const next = botCommand(g.state, g.me, CTX);
    if (next?.type === "answerCardChoice") expect(next.choice).toBe("done");
    expectReplayMatches(g);
  });

  it("Transport, played as its action: up to 3 of the garrison", () => {
    const g = game(["sol", "hacan", "letnev"]);
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["transport" as ActionCardId] });
    turnSpent(g, g.me);
    // The bot plays a card now and then (bot/table.ts botRoll, a hash of the public table): another
    // player's Trade Goods where it does, put back once the bot has chosen (the log must replay).
    const other = g.state.players.find((p) => p.seat !== g.me) as (typeof g.state.players)[number];
    const tradeGoods = other.tradeGoods;
    for (let i = 0; botRoll(g.state, g.me, "playActionCard") >= 25; i++)
      other.tradeGoods = tradeGoods + i + 1;
    const command = botCommand(g.state, g.me, CTX);
    other.tradeGoods = tradeGoods;
    expect(command).toEqual({
      type: "playActionCard",
      seat: g.me,
      card: "transport",
      planets: ["abyz", "fria"],
      units: { groundForce: 1, shockTroop: 2 },
    });
    play(g, command as Command);
    passActionWindows(g);
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 1, shockTroop: 2 });
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({ groundForce: 3, shockTroop: 2 });
    expectReplayMatches(g);
  });
});
