/**
 * SE Option 6 (SE p.10): Shock Troops count as Ground Forces for every card and ability, so whatever moves
 * Ground Forces moves them too: the Action Card Transport, the technology Transit Diodes and the Yssaril's
 * Shuttle Logistics. The player names them by type (`units`); an amount alone moves plastic Ground Forces.
 * A Shock Troop moved away from every plastic Ground Force becomes one (Shock Troop Restrictions).
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId, PlanetId, RaceId } from "../../src/content/index.ts";
import { type Command, decisions, type GameSettings } from "../../src/engine/index.ts";
import { expectReplayMatches, passActionWindows, play, refuse } from "../support/engine.ts";
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

/** The first race acts first; the board is cleared; Shock Troops are in play. */
function game(races: RaceId[]): Lab & { me: number; h: string; next: string } {
  const g = lab(races, { settings: ON });
  clearGalaxy(g);
  const me = g.seat[races[0] as RaceId] as number;
  const h = homeOf(g, me);
  const next = inward(h);
  tiles(g, { [next]: "abyz-fria" });
  owns(g, me, "abyz");
  owns(g, me, "fria");
  return Object.assign(g, { me, h, next });
}

type Use = Extract<Command, { type: "useActionAbility" }>;
const diodes = (seat: number, extra: Partial<Use>): Use => ({
  type: "useActionAbility",
  seat,
  ability: "transitDiodes",
  ...extra,
});

type Play = Omit<Extract<Command, { type: "playActionCard" }>, "type" | "seat" | "card">;
const transport = (seat: number, named: Play): Command => ({
  type: "playActionCard",
  seat,
  card: "transport" as ActionCardId,
  ...named,
});

describe("Transport moves Shock Troops as Ground Forces (SE p.10)", () => {
  it("2 Ground Forces and a Shock Troop go from Abyz to Fria together", () => {
    const g = game(["sol", "hacan", "letnev"]);
    place(g, g.me, g.next, { groundForce: 2, shockTroop: 1 }, "abyz");
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["transport" as ActionCardId] });
    play(g, transport(g.me, { planets: ["abyz", "fria"], units: { groundForce: 2, shockTroop: 1 } }));
    passActionWindows(g);
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 2, shockTroop: 1 });
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({});
    expectReplayMatches(g);
  });

  it("a Shock Troop sent alone becomes a Ground Force where it lands (Shock Troop Restrictions)", () => {
    const g = game(["sol", "hacan", "letnev"]);
    place(g, g.me, g.next, { groundForce: 1, shockTroop: 1 }, "abyz");
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["transport" as ActionCardId] });
    play(g, transport(g.me, { planets: ["abyz", "fria"], units: { shockTroop: 1 } }));
    passActionWindows(g);
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 1 });
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });

  it("refuses more than 3 ground units in all, Shock Troops not there, and units that are no Ground Force", () => {
    const g = game(["sol", "hacan", "letnev"]);
    place(g, g.me, g.next, { groundForce: 3, shockTroop: 1 }, "abyz");
    given(g, { type: "actionCardsDrawn", seat: g.me, cards: ["transport" as ActionCardId] });
    const all = { planets: ["abyz", "fria"] as PlanetId[] };
    refuse(g, transport(g.me, { ...all, units: { groundForce: 3, shockTroop: 1 } }), "ERR_CARD_TARGET");
    refuse(g, transport(g.me, { ...all, units: { shockTroop: 2 } }), "ERR_CARD_CONDITION");
    refuse(g, transport(g.me, { ...all, units: { groundForce: 1, pds: 1 } }), "ERR_CARD_TARGET");
    expectReplayMatches(g);
  });
});

describe("Transit Diodes moves Shock Troops as Ground Forces (SE p.10)", () => {
  it("up to 4 ground units, the Shock Troops named by type, from Abyz to Fria", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "transit-diodes");
    place(g, g.me, g.next, { groundForce: 3, shockTroop: 2 }, "abyz");
    play(g, diodes(g.me, { from: "abyz", to: "fria", units: { groundForce: 2, shockTroop: 2 } }));
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 2, shockTroop: 2 });
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });

  it("refuses 5 ground units, or more Shock Troops than stand there", () => {
    const g = game(["sol", "hacan", "letnev"]);
    learn(g, g.me, "transit-diodes");
    place(g, g.me, g.next, { groundForce: 3, shockTroop: 2 }, "abyz");
    refuse(
      g,
      diodes(g.me, { from: "abyz", to: "fria", units: { groundForce: 3, shockTroop: 2 } }),
      "ERR_COUNT",
    );
    refuse(g, diodes(g.me, { from: "abyz", to: "fria", units: { shockTroop: 3 } }), "ERR_NOT_ENOUGH_UNITS");
    refuse(g, diodes(g.me, { from: "abyz", to: "fria", units: { cruiser: 1 } }), "ERR_COUNT");
    expectReplayMatches(g);
  });
});

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

describe("Shuttle Logistics moves Shock Troops as Ground Forces (SE p.10)", () => {
  const answer = (
    seat: number,
    extra: Omit<Extract<Command, { type: "answerCardChoice" }>, "type" | "seat">,
  ) => ({ type: "answerCardChoice", seat, ...extra }) as Command;

  it("the Yssaril shuttle a Ground Force and a Shock Troop from Abyz to Fria", () => {
    const g = game(["yssaril", "sol", "letnev"]);
    learn(g, g.me, "shuttle-logistics");
    place(g, g.me, g.next, { groundForce: 2, shockTroop: 1 }, "abyz");
    toStatusPhase(g);
    refuse(g, answer(g.me, { planets: ["abyz", "fria"], units: { shockTroop: 2 } }), "ERR_COUNT");
    refuse(g, answer(g.me, { planets: ["abyz", "fria"], units: { carrier: 1 } }), "ERR_COUNT");
    play(g, answer(g.me, { planets: ["abyz", "fria"], units: { groundForce: 1, shockTroop: 1 } }));
    expect(onPlanet(g, g.next, "fria", g.me)).toEqual({ groundForce: 1, shockTroop: 1 });
    expect(onPlanet(g, g.next, "abyz", g.me)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });
});
