/**
 * SE Option 15, Simulated Early Turns (SE p.11): before round 1, from the Speaker clockwise, players claim
 * a system and may claim a second, buy units and one technology with their Home System's resources plus 3,
 * place their units at home and in their claims, then receive their planets and take their counters back.
 * The rulebook's worked example (the Embers of Muaat, Speaker) is played through.
 */
import { describe, expect, it } from "vitest";
import type { RaceId } from "../../src/content/index.ts";
import type { EarlyTurnsFrame } from "../../src/engine/frames.ts";
import { type Command, decisions } from "../../src/engine/index.ts";
import { expectReplayMatches, given, newScenario, play, refuse, type Scenario } from "../support/engine.ts";
import { inward, onPlanet, space } from "../support/tactical.ts";

const OPTIONS = { options: ["simulatedEarlyTurns"], raceAssignment: "draft" as const };

interface Table extends Scenario {
  seat: Partial<Record<RaceId, number>>;
}

/** A game whose races are drafted in this order (the first one is the Speaker's), stopped at the first claim. */
function table(races: RaceId[], seed = "early", more: string[] = []): Table {
  const settings = { ...OPTIONS, options: [...OPTIONS.options, ...more] };
  const game = newScenario(races.length, settings, seed) as Table;
  for (const race of races) {
    const seat = decisions(game.state)[0]?.seat as number;
    play(game, { type: "pickRace", seat, race });
  }
  game.seat = Object.fromEntries(game.state.players.map((p) => [p.race, p.seat]));
  return game;
}

function frame(game: Scenario): EarlyTurnsFrame {
  const top = game.state.stack.at(-1);
  if (top?.kind !== "earlyTurns") throw new Error(`not in the early turns: ${top?.kind}`);
  return top;
}

function asked(game: Scenario): { seat: number; kind: string; choices: readonly string[] } {
  const d = decisions(game.state)[0];
  if (!d) throw new Error("nobody is asked");
  return { seat: d.seat, kind: d.kind, choices: d.choices ?? [] };
}

/** Every other player answers as little as the rules allow until `seat` is asked. */
function othersUntil(game: Scenario, seat: number): void {
  for (let i = 0; i < 20 && game.state.phase === "setup" && asked(game).seat !== seat; i++) {
    const d = asked(game);
    const command: Command =
      d.kind === "claimEarlySystem"
        ? {
            type: "claimEarlySystem",
            seat: d.seat,
            position: frame(game).step === "claim" ? (d.choices[0] as string) : null,
          }
        : d.kind === "buyEarlyUnits"
          ? { type: "buyEarlyUnits", seat: d.seat, units: {}, technology: null }
          : { type: "placeEarlyUnits", seat: d.seat, placements: [] };
    play(game, command);
  }
}

/** Muaat as Speaker with Bellatrix / Tsion next door and Abyz / Fria one system further in. */
function muaatTable(more: string[] = []) {
  const g = table(["muaat", "sol", "hacan"], "early", more);
  const me = g.seat.muaat!;
  const home = g.state.players[me]?.home as string;
  const a = inward(home);
  const b = inward(a);
  given(g, { type: "galaxyTilesPlaced", tiles: { [a]: "bellatrix-tsion", [b]: "abyz-fria" } });
  return { g, me, home, a, b };
}

describe("the procedure (SE p.11)", () => {
  it("begins once regular set-up is done, with the Speaker's claim, before round 1", () => {
    const g = table(["sol", "hacan", "letnev"]);
    expect(g.state.phase).toBe("setup");
    expect(frame(g)).toMatchObject({
      step: "claim",
      index: 0,
      order: [g.state.speaker, expect.any(Number), expect.any(Number)],
    });
    expect(asked(g)).toMatchObject({ seat: g.state.speaker, kind: "claimEarlySystem" });
  });

  it("without the option round 1 begins at once", () => {
    const game = newScenario(3);
    expect(game.state.phase).toBe("strategy");
  });
});

describe("the rulebook's example: the Embers of Muaat", () => {
  it("claims two systems, buys 7 resources of units, spreads them over three systems and receives its planets", () => {
    const { g, me, home, a, b } = muaatTable();
    expect(asked(g).seat).toBe(me);
    // 1. A system next to his Home System.
    play(g, { type: "claimEarlySystem", seat: me, position: a });
    expect(g.state.board[a]?.commandCounters).toEqual([me]);
    othersUntil(g, me);
    // 2. The second next to the first.
    expect(frame(g).step).toBe("claimAgain");
    play(g, { type: "claimEarlySystem", seat: me, position: b });
    othersUntil(g, me);
    // 4. 7 resources (Muaat 4, plus 3): 2 Fighters, 1 Cruiser, 1 Carrier and 2 Ground Forces.
    expect(decisions(g.state)[0]?.prompt).toContain("7 resources");
    play(g, {
      type: "buyEarlyUnits",
      seat: me,
      units: { fighter: 2, cruiser: 1, carrier: 1, groundForce: 2 },
      technology: null,
    });
    expect(g.state.players[me]?.tradeGoods).toBe(0);
    othersUntil(g, me);
    // 5. The units spread over the three systems; Ground Forces and Fighters only where ships carry them.
    play(g, {
      type: "placeEarlyUnits",
      seat: me,
      placements: [
        { position: a, units: { cruiser: 1 } },
        { position: b, units: { carrier: 1, fighter: 2 } },
        { planet: "abyz", units: { groundForce: 2 } },
        { planet: "fria", units: { groundForce: 2 } },
      ],
    });
    othersUntil(g, -1);
    expect(space(g, a, me)).toEqual({ cruiser: 1 });
    expect(space(g, b, me)).toEqual({ carrier: 1, fighter: 2 });
    expect(onPlanet(g, b, "abyz", me)).toEqual({ groundForce: 2 });
    expect(space(g, home, me)).toEqual({ warSun: 1, fighter: 2 });
    expect(onPlanet(g, home, "muaat", me)).toEqual({ groundForce: 2, spaceDock: 1 });
    // 6. Planet cards for the planets with his Ground Forces, and the Trade Station he alone has ships at.
    const planets = Object.keys(g.state.players[me]?.planets ?? {}).sort();
    expect(planets).toEqual(["abyz", "fria", "muaat", "tsion"]);
    expect(g.state.players[me]?.planets.abyz).toEqual({ exhausted: false, gainedRound: 0 });
    expect(g.state.board[a]?.commandCounters).toEqual([]);
    expect(g.state.board[b]?.commandCounters).toEqual([]);
    expect(g.state.phase).toBe("strategy");
    expectReplayMatches(g);
  });
});

describe("claiming territory", () => {
  it("refuses a system that is not next to the Home System", () => {
    const { g, me, b } = muaatTable();
    refuse(g, { type: "claimEarlySystem", seat: me, position: b }, "ERR_EARLY_CLAIM_NOT_ADJACENT");
  });

  it("everyone claims a first system; only the second may be declined", () => {
    const { g, me, a } = muaatTable();
    refuse(g, { type: "claimEarlySystem", seat: me, position: null }, "ERR_EARLY_CLAIM_REQUIRED");
    play(g, { type: "claimEarlySystem", seat: me, position: a });
    othersUntil(g, me);
    play(g, { type: "claimEarlySystem", seat: me, position: null });
    expect(frame(g).claims[me]).toEqual([a]);
    expectReplayMatches(g);
  });

  it("refuses a system claimed already, and a Home System", () => {
    const { g, me, a, home } = muaatTable();
    play(g, { type: "claimEarlySystem", seat: me, position: a });
    othersUntil(g, me);
    refuse(g, { type: "claimEarlySystem", seat: me, position: a }, "ERR_EARLY_CLAIM_TAKEN");
    refuse(g, { type: "claimEarlySystem", seat: me, position: home }, "ERR_EARLY_CLAIM_HOME");
  });
});

/** Muaat has claimed Bellatrix / Tsion and Abyz / Fria and is asked to buy. */
function buying(more: string[] = []) {
  const t = muaatTable(more);
  play(t.g, { type: "claimEarlySystem", seat: t.me, position: t.a });
  othersUntil(t.g, t.me);
  play(t.g, { type: "claimEarlySystem", seat: t.me, position: t.b });
  othersUntil(t.g, t.me);
  return t;
}

describe("buying units and a technology", () => {
  it("a technology costs 4, whatever would lower it, and needs its prerequisites", () => {
    const { g, me } = buying();
    play(g, { type: "buyEarlyUnits", seat: me, units: { carrier: 1 }, technology: "hylar-v-assault-laser" });
    expect(g.state.players[me]?.technologies).toContain("hylar-v-assault-laser");
    expectReplayMatches(g);
  });

  const refusals: [string, Extract<Command, { type: "buyEarlyUnits" }>["units"], string | null, string][] = [
    ["more than 7 resources' worth", { dreadnought: 1, carrier: 1 }, null, "ERR_PAYMENT"],
    [
      "a technology and 4 resources of units",
      { carrier: 1, fighter: 2 },
      "hylar-v-assault-laser",
      "ERR_PAYMENT",
    ],
    ["a technology without its prerequisites", {}, "assault-cannon", "ERR_TECHNOLOGY_PREREQUISITES"],
    ["a Race-Specific Technology", {}, "magmus-reactor", "ERR_EARLY_RACE_TECHNOLOGY"],
    ["Shock Troops, which are never bought", { shockTroop: 1 }, null, "ERR_CANNOT_PRODUCE"],
  ];
  it.each(refusals)("refuses %s", (_name, units, technology, code) => {
    const { g, me } = buying();
    refuse(g, { type: "buyEarlyUnits", seat: me, units, technology: technology as never }, code);
  });

  it("Trade Goods pay for what the resources do not cover", () => {
    const { g, me } = buying();
    given(g, { type: "tradeGoodsGained", seat: me, amount: 3, reason: "scenario" });
    play(g, { type: "buyEarlyUnits", seat: me, units: { dreadnought: 1, carrier: 1 }, technology: null });
    expect(g.state.players[me]?.tradeGoods).toBe(2);
    expectReplayMatches(g);
  });
});

describe("placing units", () => {
  function placing(units = { carrier: 1, fighter: 3, groundForce: 4 }) {
    const t = buying();
    given(t.g, { type: "tradeGoodsGained", seat: t.me, amount: 5, reason: "scenario" });
    play(t.g, { type: "buyEarlyUnits", seat: t.me, units, technology: null });
    othersUntil(t.g, t.me);
    return t;
  }

  it("refuses the rulebook's example: a Carrier cannot carry 3 Fighters and 4 Ground Forces", () => {
    const { g, me, b } = placing();
    refuse(
      g,
      {
        type: "placeEarlyUnits",
        seat: me,
        placements: [
          { position: b, units: { carrier: 1, fighter: 3 } },
          { planet: "abyz", units: { groundForce: 4 } },
        ],
      },
      "ERR_EARLY_PLACE_CAPACITY",
    );
  });

  it("refuses units in a system not claimed, and starting units named at home", () => {
    const { g, me, home } = placing();
    refuse(
      g,
      { type: "placeEarlyUnits", seat: me, placements: [{ position: "000", units: { carrier: 1 } }] },
      "ERR_EARLY_PLACE_WHERE",
    );
    refuse(
      g,
      { type: "placeEarlyUnits", seat: me, placements: [{ position: home, units: { warSun: 1 } }] },
      "ERR_EARLY_PLACE_HOME",
    );
  });

  it("refuses a PDS outside the Home System without Ground Forces beside it", () => {
    const { g, me, b } = placing({ carrier: 1, pds: 1 } as never);
    refuse(
      g,
      {
        type: "placeEarlyUnits",
        seat: me,
        placements: [
          { position: b, units: { carrier: 1 } },
          { planet: "abyz", units: { pds: 1 } },
        ],
      },
      "ERR_EARLY_PLACE_UNGUARDED",
    );
  });

  it("keeps bought units at home when none is named, within Fleet Supply", () => {
    const { g, me, home } = placing({ carrier: 1, fighter: 3, groundForce: 4 });
    play(g, { type: "placeEarlyUnits", seat: me, placements: [] });
    expect(space(g, home, me)).toEqual({ warSun: 1, carrier: 1, fighter: 5 });
    expect(onPlanet(g, home, "muaat", me)).toEqual({ groundForce: 8, spaceDock: 1 });
    expectReplayMatches(g);
  });

  it("refuses Ground Forces on Mecatol Rex while the Custodians guard it (SE Option 13)", () => {
    const t = buying(["custodians"]);
    expect(t.g.state.custodians?.length).toBe(2);
    play(t.g, { type: "buyEarlyUnits", seat: t.me, units: {}, technology: null });
    othersUntil(t.g, t.me);
    // As if Mecatol Rex had been claimed (no standard galaxy puts it next to a Home System or a first claim).
    const top = frame(t.g);
    given(t.g, { type: "frameReplaced", frame: { ...top, claims: { ...top.claims, [t.me]: [t.a, "000"] } } });
    refuse(
      t.g,
      {
        type: "placeEarlyUnits",
        seat: t.me,
        placements: [{ planet: "mecatol-rex", units: { groundForce: 1 } }],
      },
      "ERR_EARLY_PLACE_GUARDED",
    );
  });
});
