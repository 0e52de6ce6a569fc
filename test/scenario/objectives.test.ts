/**
 * Objectives are scored only when their requirement is met (RR §21.1, §22). The Hacan (first in the order
 * of play) claim cards in the Status Phase, next to Sol and the Letnev: each row sets a board up with
 * ordinary engine events, shows the claim refused with the sentence that says what is missing (nothing
 * changes), then met and scored, with its VP and its payment. "This round" cards are earned by real
 * invasions and battles, with the dice scripted by choosing the generator's seed.
 */
import { describe, expect, it } from "vitest";
import {
  OBJECTIVES,
  type ObjectiveId,
  type PlanetId,
  TECHNOLOGIES,
  type TechId,
} from "../../src/content/index.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { type Command, createGame, decisions, type GameEvent } from "../../src/engine/index.ts";
import { REQUIREMENT_CHECKS, requirementOutcome } from "../../src/engine/rules/objectives/index.ts";
import { CTX, expectReplayMatches, play, refuse, type Scenario, seatToAnswer } from "../support/engine.ts";
import { strategicAction } from "../support/strategyTable.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  owns,
  place,
  remove,
  scriptDice,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** The Hacan act first; Sol and the Letnev are their neighbours (three players: everyone is). */
function table() {
  const g = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(g);
  const me = g.seat.hacan as number;
  const sol = g.seat.sol as number;
  const letnev = g.seat.letnev as number;
  const h = homeOf(g, me);
  return Object.assign(g, { me, sol, letnev, h, a: inward(h) });
}
type Table = ReturnType<typeof table>;

/** Puts a public objective face up (it is shuffled to the top of the deck first). */
function reveal(g: Scenario, id: ObjectiveId): void {
  const rest = g.state.decks.objectives.filter((o) => o !== id);
  given(
    g,
    { type: "deckShuffled", deck: "objectives", cards: [id, ...rest], rng: g.state.rng },
    { type: "objectiveRevealed", objective: id },
  );
}

/** Deals a chosen Secret Objective to a player. */
function dealSecret(g: Scenario, seat: number, id: ObjectiveId): void {
  const rest = g.state.decks.secretObjectives.filter((o) => o !== id);
  given(
    g,
    { type: "deckShuffled", deck: "secretObjectives", cards: [id, ...rest], rng: g.state.rng },
    { type: "secretObjectiveDealt", seat, objective: id },
  );
}

/** Ends the Action Phase: every card counts as played, everyone passes; the Hacan claim first. */
function toStatusPhase(g: Table): void {
  for (const p of g.state.players) {
    for (const held of p.strategyCards.filter((c) => !c.played))
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
  }
  const active = decisions(g.state).find((d) => d.kind === "pass")?.seat ?? g.me;
  for (const p of g.state.players) if (p.seat !== active) given(g, { type: "playerPassed", seat: p.seat });
  play(g, { type: "pass", seat: active });
  expect(g.state.phase).toBe("status");
  expect(seatToAnswer(g, "scoreObjectives")).toBe(g.me);
}

type Claim = Omit<Extract<Command, { type: "scoreObjectives" }>, "type" | "seat">;
const publicClaim = (id: ObjectiveId, payment: Partial<Claim> = {}): Claim => ({
  publicObjective: id,
  secretObjective: null,
  ...payment,
});
const secretClaim = (id: ObjectiveId): Claim => ({ publicObjective: null, secretObjective: id });
const score = (g: Table, claim: Claim): Command => ({ type: "scoreObjectives", seat: g.me, ...claim });

const gains = (seat: number, planet: PlanetId, round: number): GameEvent => ({
  type: "planetGained",
  seat,
  planet,
  from: null,
  exhausted: false,
  round,
});

interface Row {
  name: string;
  objective: ObjectiveId;
  secret?: boolean;
  /** The board before the refused claim. */
  before?: (g: Table) => void;
  refused?: Partial<Claim>;
  message: RegExp;
  /** What makes the claim good, and the claim that is then accepted. */
  after: (g: Table) => void;
  accepted?: Partial<Claim>;
}

/** Tree technologies the player does not own yet, learnt until he owns `n`. */
function learnUntil(g: Table, seat: number, n: number): void {
  const owned = g.state.players[seat]?.technologies ?? [];
  const missing = TECHNOLOGIES.filter((t) => t.box === "base" && !owned.includes(t.id)).map((t) => t.id);
  learn(g, seat, ...missing.slice(0, n - owned.length));
}

function learnMissing(g: Table, seat: number, ids: TechId[]): void {
  const owned = g.state.players[seat]?.technologies ?? [];
  learn(g, seat, ...ids.filter((id) => !owned.includes(id)));
}

const planetsBeyondHome: PlanetId[] = ["abyz", "fria", "arinam", "meer", "tequran", "torkan"];

const ROWS: Row[] = [
  {
    name: "Five Planets: 5 planets beyond the Home System",
    objective: "b1-5-planets",
    before: (g) => {
      for (const p of planetsBeyondHome.slice(0, 4)) owns(g, g.me, p);
    },
    message: /^Control 5 planets outside your Home System: you control 4\.$/,
    after: (g) => owns(g, g.me, "torkan"),
  },
  {
    name: "Expansionist (secret): 8 controlled systems beyond the Home System",
    objective: "expansionist",
    secret: true,
    before: (g) => place(g, g.me, g.a, { cruiser: 1 }),
    message: /^Control 8 systems outside your Home System .*: you control 1\.$/,
    after: (g) => {
      const empties = Object.keys(g.state.board).filter(
        (p) => g.state.board[p]?.tile === "empty" && p !== g.a,
      );
      for (const p of empties.slice(0, 7)) place(g, g.me, p, { destroyer: 1 });
    },
  },
  {
    name: "Three Space Docks: every Space Dock on the board",
    objective: "b1-3-docks",
    before: (g) => {
      tiles(g, { [g.a]: "abyz-fria" });
      owns(g, g.me, "abyz");
      place(g, g.me, g.a, { spaceDock: 1 }, "abyz");
    },
    message: /^Have all 3 of your Space Docks on the board/,
    after: (g) => {
      owns(g, g.me, "fria");
      place(g, g.me, g.a, { spaceDock: 1 }, "fria");
    },
  },
  {
    name: "Five Technologies",
    objective: "b1-5-techs",
    message: /^Own 5 technologies: you own \d\.$/,
    after: (g) => learnUntil(g, g.me, 5),
  },
  {
    name: "All Four Colours: a technology of every colour",
    objective: "b1-4-colours",
    message: /^Own a technology in each of the four colours: you have 1 colour with a technology\.$/,
    after: (g) =>
      learnMissing(g, g.me, [
        "hylar-v-assault-laser",
        "antimass-deflectors",
        "stasis-capsules",
        "enviro-compensator",
      ]),
  },
  {
    // The Hacan start with two yellow technologies (Enviro Compensator, Sarween Tools).
    name: "Two Technologies in Three Colours (SE variant Stage I)",
    objective: "se1-2-in-3-colours",
    before: (g) =>
      learnMissing(g, g.me, ["antimass-deflectors", "xrd-transporters", "hylar-v-assault-laser"]),
    message: /^Own 2 technologies in each of 3 colours: you have 2 colours with 2 technologies\.$/,
    after: (g) => learnMissing(g, g.me, ["deep-space-cannon"]),
  },
  {
    name: "Five Technologies of One Colour (SE variant Stage II)",
    objective: "se2-5-same-colour",
    before: (g) => learnMissing(g, g.me, ["micro-technology", "integrated-economy", "antimass-deflectors"]),
    message: /^Own 5 technologies of one colour: your best colour has 4\.$/,
    after: (g) => learnMissing(g, g.me, ["transit-diodes"]),
  },
  {
    name: "Three Specialties: red, green and blue (yellow never counts)",
    objective: "b1-3-specialties",
    before: (g) => {
      owns(g, g.me, "lodor");
    },
    message: /^Control planets giving red, green and blue technology specialties: you have no .*one\.$/,
    after: (g) => {
      owns(g, g.me, "fria");
      owns(g, g.me, "tequran");
    },
  },
  {
    name: "Control Mecatol Rex (SE)",
    objective: "se1-mecatol",
    before: (g) => owns(g, g.sol, "mecatol-rex"),
    message: /^Control Mecatol Rex: you do not control it\.$/,
    after: (g) => owns(g, g.me, "mecatol-rex"),
  },
  {
    name: "Hold Mecatol Rex all round: a planet taken this round does not count",
    objective: "b1-hold-mecatol",
    before: (g) => given(g, gains(g.me, "mecatol-rex", g.state.round)),
    message:
      /^Hold Mecatol Rex through this round's Strategy and Action Phases: you took it only this round\.$/,
    after: (g) => owns(g, g.me, "mecatol-rex"),
  },
  {
    name: "Forceful (secret): Mecatol Rex with a Space Dock and 4 Dreadnoughts",
    objective: "forceful",
    secret: true,
    before: (g) => {
      owns(g, g.me, "mecatol-rex");
      place(g, g.me, "000", { spaceDock: 1 }, "mecatol-rex");
      place(g, g.me, "000", { dreadnought: 3 });
    },
    message: /^Hold Mecatol Rex with your Space Dock and 4 Dreadnoughts in its system: you have 3\.$/,
    after: (g) => place(g, g.me, "000", { dreadnought: 1 }),
  },
  {
    name: "Outweigh Each Neighbour (SE): more influence than each neighbour",
    objective: "se1-influence-vs-each-neighbour",
    before: (g) => owns(g, g.sol, "mecatol-rex"),
    message: /^Your planets' influence must exceed each neighbour's: you have \d+, against .*\.$/,
    after: (g) => {
      owns(g, g.me, "mecatol-rex");
      owns(g, g.me, "lodor");
    },
  },
  {
    name: "Outweigh Both Neighbours: more influence than both combined",
    objective: "b2-influence-vs-neighbours",
    before: (g) => owns(g, g.sol, "mecatol-rex"),
    message: /^Your planets' influence must exceed your neighbours' combined: you have 2, they have 9 /,
    after: (g) => owns(g, g.me, "mecatol-rex"),
  },
  {
    name: "Conqueror (secret): every planet of another player's Home System",
    objective: "conqueror",
    secret: true,
    message: /^Control every planet of 1 other player's Home System: you hold 0\.$/,
    after: (g) => {
      const home = g.state.board[homeOf(g, g.sol)];
      for (const planet of Object.keys(home?.planets ?? {})) given(g, gains(g.me, planet as PlanetId, 0));
    },
  },
  {
    name: "Blockade a Dock (SE): a ship in the system of an opponent's Space Dock",
    objective: "se1-blockade",
    before: (g) => place(g, g.me, g.a, { cruiser: 1 }),
    message: /^Blockade an opponent's Space Dock .*: none of your ships is with one\.$/,
    after: (g) => place(g, g.me, homeOf(g, g.sol), { cruiser: 1 }),
  },
  {
    name: "Keeper of Gates (secret): a non-Fighter ship in every wormhole system",
    objective: "keeper-of-gates",
    secret: true,
    before: (g) => {
      tiles(g, { [g.a]: "empty-alpha-wormhole", [inward(g.a)]: "empty-beta-wormhole" });
      place(g, g.me, g.a, { cruiser: 1, fighter: 1 });
      place(g, g.me, inward(g.a), { fighter: 1 });
    },
    message: /^Have a non-Fighter ship in every wormhole system: you have none in \d+ \(of 2\)\.$/,
    after: (g) => place(g, g.me, inward(g.a), { destroyer: 1 }),
  },
  {
    name: "Three Planets in a Round (SE): planets held since an earlier round do not count",
    objective: "se1-3-planets-turn",
    before: (g) => {
      owns(g, g.me, "abyz");
      given(g, gains(g.me, "fria", g.state.round), gains(g.me, "arinam", g.state.round));
    },
    message: /^Take control of 3 planets this round: you took 2\.$/,
    after: (g) => given(g, gains(g.me, "meer", g.state.round)),
  },
  {
    name: "Technocrat (secret): 6 planets with a specialty, yellow not counted",
    objective: "technocrat",
    secret: true,
    before: (g) => {
      for (const p of ["fria", "arinam", "lor", "bereg", "lirta-iv", "winnu"] as PlanetId[]) owns(g, g.me, p);
    },
    message: /^Control 6 planets with a \(non-yellow\) technology specialty: you control 5\.$/,
    after: (g) => owns(g, g.me, "gral"),
  },
  {
    name: "Three of One Colour: 3 technologies sharing a colour",
    objective: "b1-3-same-colour",
    message: /^Own 3 technologies of one colour: your best colour has [0-2]\.$/,
    after: (g) => learnMissing(g, g.me, ["hylar-v-assault-laser", "deep-space-cannon", "magen-defense-grid"]),
  },
  {
    name: "Mecatol and Three Neighbours (SE): the Mecatol Rex system and 3 systems around it",
    objective: "se2-mecatol-plus-3",
    before: (g) => {
      owns(g, g.me, "mecatol-rex");
      place(g, g.me, "000", { cruiser: 1 });
      for (const p of neighbourLabels("000").slice(0, 2)) place(g, g.me, p, { destroyer: 1 });
    },
    message:
      /^Control the Mecatol Rex system and 3 systems adjacent to it: you control 2 of the 6 around it\.$/,
    after: (g) => place(g, g.me, neighbourLabels("000")[2] as string, { destroyer: 1 }),
  },
  {
    name: "Threatening (secret): systems next to the Home Systems of 2 players",
    objective: "threatening",
    secret: true,
    before: (g) => place(g, g.me, inward(homeOf(g, g.sol)), { destroyer: 1 }),
    message:
      /^Control systems adjacent to the Home Systems of 2 different players: you do next to 1 Home System\.$/,
    after: (g) => place(g, g.me, inward(homeOf(g, g.letnev)), { destroyer: 1 }),
  },
  {
    name: "Lazax Armory (SE artifacts): never claimed, it follows its planet",
    objective: "lazax-armory-objective",
    message: /^Lazax Armory is never claimed: it goes at once to whoever controls its artifact's planet/,
    after: () => {},
  },
];

describe("public and secret objectives are scored only when met (RR §22)", () => {
  it.each(ROWS.map((row) => [row.name, row] as const))("%s", (_name, row) => {
    const g = table();
    row.before?.(g);
    if (row.secret) dealSecret(g, g.me, row.objective);
    else reveal(g, row.objective);
    toStatusPhase(g);
    const claim = row.secret ? secretClaim(row.objective) : publicClaim(row.objective);
    const code =
      row.objective === "lazax-armory-objective" ? "ERR_OBJECTIVE_NOT_CLAIMABLE" : "ERR_OBJECTIVE_NOT_MET";
    const message = refuse(g, score(g, { ...claim, ...row.refused }), code);
    expect(message).toMatch(row.message);
    if (code !== "ERR_OBJECTIVE_NOT_MET") return;
    row.after(g);
    const vp = g.state.players[g.me]?.vp as number;
    play(g, score(g, { ...claim, ...row.accepted }));
    expect(g.state.players[g.me]?.scoredObjectives).toEqual([row.objective]);
    expect(g.state.players[g.me]?.vp).toBe(
      vp + (row.secret ? 2 : OBJECTIVES.find((o) => o.id === row.objective)!.vp),
    );
    expectReplayMatches(g);
  });
});

describe('"spend" objectives are paid when claimed (RR §21.1, §16)', () => {
  /** The Hacan hold Lodor (3/1), Abyz (3/0), Meer (0/4), Tequ'Ran (2/0) and Mecatol Rex (1/6), and 6 Trade Goods. */
  function purse(objective: ObjectiveId): Table {
    const g = table();
    for (const p of ["lodor", "abyz", "meer", "tequran", "mecatol-rex"] as PlanetId[]) owns(g, g.me, p);
    given(g, { type: "tradeGoodsGained", seat: g.me, amount: 6, reason: "scenario" });
    reveal(g, objective);
    toStatusPhase(g);
    return g;
  }
  const hacan = (g: Table) => g.state.players[g.me]!;

  it("Spend 10 Influence: planets exhausted for influence plus Trade Goods", () => {
    const g = purse("b1-spend-10-inf");
    const short = publicClaim("b1-spend-10-inf", { planets: ["hercant", "kamdorn", "meer"], tradeGoods: 2 });
    expect(refuse(g, score(g, short), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Spend 10 influence: your payment is worth 8.",
    );
    const events = play(g, score(g, { ...short, tradeGoods: 4 }));
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(["planetsExhausted", "tradeGoodsSpent", "objectiveScored"]),
    );
    for (const p of ["hercant", "kamdorn", "meer"] as const)
      expect(hacan(g).planets[p]?.exhausted).toBe(true);
    expect(hacan(g).planets.lodor?.exhausted).toBe(false);
    expect(hacan(g).tradeGoods).toBe(2);
    expect(hacan(g).vp).toBe(1);
    expectReplayMatches(g);
  });

  it("Spend 6 Trade Goods: only Trade Goods pay for it", () => {
    const g = purse("b1-spend-6-tg");
    const claim = publicClaim("b1-spend-6-tg", { tradeGoods: 4 });
    expect(refuse(g, score(g, claim), "ERR_OBJECTIVE_NOT_MET")).toBe("Spend 6 Trade Goods: you offered 4.");
    refuse(g, score(g, { ...claim, tradeGoods: 7 }), "ERR_TRADE_GOODS");
    play(g, score(g, { ...claim, tradeGoods: 6 }));
    expect(hacan(g).tradeGoods).toBe(0);
    expect(hacan(g).vp).toBe(1);
    expectReplayMatches(g);
  });

  it("Spend a Mixed Purse (SE): the engine divides the planets between resources and influence", () => {
    const g = purse("se1-spend-mix");
    // Lodor gives 3 resources or 1 influence: either way 4 Trade Goods, 3 resources and 3 influence fall 2 short.
    const short = publicClaim("se1-spend-mix", { planets: ["abyz", "lodor"], tradeGoods: 4 });
    expect(refuse(g, score(g, short), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Spend 4 Trade Goods, 3 resources and 3 influence: your payment falls 2 short.",
    );
    play(g, score(g, { ...short, planets: ["abyz", "meer"] }));
    expect(hacan(g).planets.abyz?.exhausted).toBe(true);
    expect(hacan(g).planets.meer?.exhausted).toBe(true);
    expect(hacan(g).tradeGoods).toBe(2);
    expect(hacan(g).vp).toBe(1);
    expectReplayMatches(g);
  });

  it("Spend 10 resources or 10 influence (SE): all in one currency", () => {
    const g = purse("se1-spend-10");
    const mixed = publicClaim("se1-spend-10", { planets: ["lodor", "meer"], tradeGoods: 2 });
    expect(refuse(g, score(g, mixed), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Spend 10 resources or 10 influence: your payment falls 3 short.",
    );
    play(g, score(g, publicClaim("se1-spend-10", { planets: ["mecatol-rex", "meer"] })));
    expect(hacan(g).tradeGoods).toBe(6);
    expect(hacan(g).vp).toBe(1);
    expectReplayMatches(g);
  });

  it("Spend 3 Command Counters (SE): from the Command Pool and/or Strategy Allocation, never Fleet Supply", () => {
    const g = purse("se1-spend-3-cc");
    const before = { ...hacan(g).counters };
    expect(
      refuse(g, score(g, publicClaim("se1-spend-3-cc", { counters: { fleet: 3 } })), "ERR_OBJECTIVE_NOT_MET"),
    ).toMatch(/not from your Fleet Supply\.$/);
    expect(
      refuse(
        g,
        score(g, publicClaim("se1-spend-3-cc", { counters: { command: 2 } })),
        "ERR_OBJECTIVE_NOT_MET",
      ),
    ).toMatch(/you offered 2\.$/);
    const events = play(
      g,
      score(g, publicClaim("se1-spend-3-cc", { counters: { command: 2, strategy: 1 } })),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: "commandCountersSpent", seat: g.me }));
    expect(hacan(g).counters).toEqual({
      ...before,
      command: before.command - 2,
      strategy: before.strategy - 1,
    });
    expect(hacan(g).vp).toBe(1);
    expectReplayMatches(g);
  });

  it("refuses a payment for objectives that ask for none, and planets already exhausted", () => {
    const g = purse("b1-spend-10-res");
    const short = publicClaim("b1-spend-10-res", { planets: ["lodor", "abyz", "tequran", "meer"] });
    expect(refuse(g, score(g, short), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Spend 10 resources: your payment is worth 8.",
    );
    refuse(
      g,
      score(g, { publicObjective: null, secretObjective: null, tradeGoods: 2 }),
      "ERR_NOTHING_TO_PAY",
    );
    given(g, { type: "planetsExhausted", seat: g.me, planets: ["lodor"], reason: "scenario" });
    refuse(
      g,
      score(g, publicClaim("b1-spend-10-res", { planets: ["lodor", "abyz", "tequran", "arretze"] })),
      "ERR_PLANET_EXHAUSTED",
    );
    play(
      g,
      score(g, publicClaim("b1-spend-10-res", { planets: ["abyz", "tequran", "arretze"], tradeGoods: 3 })),
    );
    expect(hacan(g).vp).toBe(1);
    expectReplayMatches(g);
  });
});

describe('"this round" objectives look back over the round\'s battles and invasions', () => {
  /** Sol holds Abyz next to the Hacan Home System with a Ground Force and its only Space Dock. */
  function invasionTable(): Table {
    const g = table();
    tiles(g, { [g.a]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.sol, g.a, { groundForce: 1, spaceDock: 1 }, "abyz");
    const jord = Object.keys(g.state.board[homeOf(g, g.sol)]?.planets ?? {})[0] as PlanetId;
    remove(g, g.sol, homeOf(g, g.sol), { spaceDock: 1 }, jord);
    place(g, g.me, g.h, { carrier: 1, groundForce: 3 });
    play(g, { type: "setAutoAssignHits", seat: g.sol, on: true });
    return g;
  }

  /** The Hacan land 3 Ground Forces on Abyz: all three hit (10s), Sol's one misses (1). */
  function invadeAbyz(g: Table): void {
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 3 } }]);
    scriptDice(g, [10, 10, 10, 1]);
    play(g, { type: "landUnits", seat: g.me, landings: [{ planet: "abyz", units: { groundForce: 3 } }] });
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
    finishTurn(g);
  }

  function finishTurn(g: Table): void {
    for (let i = 0; i < 5 && g.state.stack.some((f) => f.kind === "tacticalAction"); i++) {
      const waiting = waitingOn(g);
      if (waiting.includes("landUnits")) play(g, { type: "landUnits", seat: g.me, landings: [] });
      else if (waiting.includes("produceUnits")) play(g, { type: "produceUnits", seat: g.me, orders: [] });
      else if (waiting.includes("finishTurn")) play(g, { type: "finishTurn", seat: g.me });
      else throw new Error(`the tactical action waits on ${waiting.join(", ")}`);
    }
  }

  it("One Invasion (SE) and Merciless: Abyz taken from its Ground Force with Sol's last Space Dock", () => {
    const idle = invasionTable();
    reveal(idle, "se1-1-invasion");
    dealSecret(idle, idle.me, "merciless");
    toStatusPhase(idle);
    const claim = { ...publicClaim("se1-1-invasion"), secretObjective: "merciless" as const };
    expect(refuse(idle, score(idle, claim), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Win an invasion of a planet defended by a Ground Force this round: you won 0.",
    );

    const g = invasionTable();
    reveal(g, "se1-1-invasion");
    dealSecret(g, g.me, "merciless");
    invadeAbyz(g);
    // The same invasion destroyed a Space Dock in combat, but of one player only.
    expect(requirementOutcome(g.state, g.me, "se2-destroy-dock").ok).toBe(true);
    const regulator = requirementOutcome(g.state, g.me, "regulator");
    expect(regulator.ok ? "" : regulator.error.message).toBe(
      "Destroy Space Docks of 2 different players in combat this round: you destroyed docks of 1 player.",
    );
    toStatusPhase(g);
    refuse(g, score(g, publicClaim("se2-2-invasions")), "ERR_OBJECTIVE_NOT_REVEALED");
    play(g, score(g, claim));
    expect(g.state.players[g.me]?.scoredObjectives).toEqual(["se1-1-invasion", "merciless"]);
    expect(g.state.players[g.me]?.vp).toBe(3);
    expectReplayMatches(g);
  });

  it("the round's record goes stale when the next round starts", () => {
    const g = invasionTable();
    invadeAbyz(g);
    expect(requirementOutcome(g.state, g.me, "se1-1-invasion").ok).toBe(true);
    given(g, { type: "phaseStarted", phase: "strategy", round: g.state.round + 1 });
    expect(requirementOutcome(g.state, g.me, "se1-1-invasion").ok).toBe(false);
  });

  /** Sol waits in the empty system next to the Hacan home with `destroyers`; 3 Hacan Dreadnoughts attack. */
  function battle(destroyers: number): Table {
    const g = table();
    place(g, g.sol, g.a, { destroyer: destroyers });
    place(g, g.me, g.h, { dreadnought: 3 });
    play(g, { type: "setAutoAssignHits", seat: g.sol, on: true });
    reveal(g, "se1-battle-3");
    scriptDice(g, [10, 10, 10, ...Array.from({ length: destroyers }, () => 1)]);
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { dreadnought: 3 } }]);
    expect(g.state.board[g.a]?.space.find((f) => f.seat === g.sol)).toBeUndefined();
    finishTurn(g);
    toStatusPhase(g);
    return g;
  }

  it("Win a Space Battle (SE): only against 3 or more enemy ships", () => {
    const small = battle(2);
    expect(refuse(small, score(small, publicClaim("se1-battle-3")), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Win a Space Battle this round, each against 3 or more enemy ships: you won 0.",
    );
    const g = battle(3);
    play(g, score(g, publicClaim("se1-battle-3")));
    expect(g.state.players[g.me]?.vp).toBe(1);
    expectReplayMatches(g);
  });
});

describe("claims that win, claims outside the Status Phase, and cards that are never claimed", () => {
  it("Supremacy! wins the game for the player who meets it", () => {
    const g = table();
    const far = Object.entries(g.state.players[g.sol]!.planets).length; // Sol keeps its own Home System
    expect(far).toBeGreaterThan(0);
    const planets = [
      ...["abyz", "fria", "arinam", "meer", "arnor", "lor", "bereg", "lirta-iv", "centauri", "gral"],
      ...["coorneeq", "resculon", "dal-bootha", "xxehan", "lazar", "sakulag", "lodor"],
    ] as PlanetId[];
    for (const p of planets) owns(g, g.me, p);
    reveal(g, "supremacy");
    toStatusPhase(g);
    expect(refuse(g, score(g, publicClaim("supremacy")), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Control 18 planets outside your Home System: you control 17.",
    );
    owns(g, g.me, "quann");
    play(g, score(g, publicClaim("supremacy")));
    expect(g.state.phase).toBe("finished");
    expect(g.state.winners).toEqual([g.me]);
    expectReplayMatches(g);
  });

  it("a Secret Objective is scored once, and Age of Empire keeps Stage II cards back until round 4", () => {
    const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["ageOfEmpire"] } }) as Lab;
    const t = Object.assign(g, {
      me: g.seat.hacan as number,
      sol: g.seat.sol as number,
      letnev: 0,
      h: "",
      a: "",
    });
    learnUntil(t, t.me, 9);
    reveal(t, "b2-9-techs");
    dealSecret(t, t.me, "conqueror");
    given(t, { type: "objectiveScored", seat: t.me, objective: "conqueror", vp: 2 });
    toStatusPhase(t);
    refuse(t, score(t, secretClaim("conqueror")), "ERR_OBJECTIVE_SCORED");
    expect(refuse(t, score(t, publicClaim("b2-9-techs")), "ERR_STAGE_II_TOO_EARLY")).toMatch(
      /before round 4/,
    );
  });

  it("Imperium Rex is never claimed: checking it says why", () => {
    const g = table();
    const outcome = requirementOutcome(g.state, g.me, "imperium-rex");
    expect(outcome.ok ? "" : outcome.error.code).toBe("ERR_OBJECTIVE_NOT_CLAIMABLE");
  });

  it("Bureaucracy's claim is checked and paid the same way (SE p.16)", () => {
    const game = strategicAction({
      races: ["xxcha", "sol", "jolnar", "letnev"],
      holder: 1,
      card: "bureaucracy",
      options: ["variantCards"],
    });
    const SOL = 1;
    const faceUp = game.state.objectives[0]?.id as ObjectiveId;
    expect(faceUp).toBe("b1-spend-6-tg");
    const second = game.state.decks.objectives[1] as ObjectiveId;
    play(game, {
      type: "resolvePrimary",
      seat: SOL,
      card: "bureaucracy",
      choice: { counters: { strategy: 1 } },
    });
    const answer = { objective: second, claim: faceUp };
    const resolve = (choice: object): Command => ({
      type: "resolvePrimary",
      seat: SOL,
      card: "bureaucracy",
      choice,
    });
    expect(refuse(game, resolve(answer), "ERR_OBJECTIVE_NOT_MET")).toBe(
      "Spend 6 Trade Goods: you offered 0.",
    );
    given(game, { type: "tradeGoodsGained", seat: SOL, amount: 6, reason: "scenario" });
    const tradeGoods = game.state.players[SOL]!.tradeGoods;
    play(game, resolve({ ...answer, tradeGoods: 6 }));
    expect(game.state.players[SOL]?.tradeGoods).toBe(tradeGoods - 6);
    expect(game.state.players[SOL]?.scoredObjectives).toEqual([faceUp]);
    expectReplayMatches(game);
  });
});

describe("every objective has a requirement check", () => {
  it("the table covers every requirement key used by the content", () => {
    for (const objective of OBJECTIVES)
      expect(REQUIREMENT_CHECKS[objective.requirement.key]).toBeTypeOf("function");
  });

  const codes = ["ERR_OBJECTIVE_NOT_MET", "ERR_OBJECTIVE_NOT_CLAIMABLE"];
  const fresh = [
    ["an automatic galaxy, round 1", {}],
    ["a galaxy still to be built (no Home Systems yet)", { galaxyMode: "playerBuilt" as const }],
  ] as const;
  it.each(fresh)("runs without throwing on a fresh game: %s", (_name, settings) => {
    const created = createGame(
      { seed: "fresh", players: [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, name: `P${i}` })), settings },
      CTX,
    );
    if (!created.ok) throw new Error(created.error.message);
    for (const objective of OBJECTIVES) {
      for (const p of created.state.players) {
        const outcome = requirementOutcome(created.state, p.seat, objective.id);
        if (!outcome.ok) {
          expect(codes).toContain(outcome.error.code);
          expect(outcome.error.message).toMatch(/\.$/);
        } else {
          // Only the "spend" cards cost something to claim.
          const cost = Object.values(outcome.spend).flat() as number[];
          const paid = cost.reduce((a, b) => a + b, 0);
          expect(paid > 0).toBe(objective.requirement.key.startsWith("spend"));
        }
      }
    }
  });
});
