/**
 * Technology (RR §6, §18; SE Option 4 and Technology II), played like the rulebook examples. Four races are
 * drafted by seat: Jol-Nar (0), Winnu (1), Sardakk N'orr (2) and Letnev (3). The player who takes the
 * Technology card also takes Initiative (Leadership with the variant cards), so acts first and opens the
 * Action Phase with the Technology strategic action. Trade Goods and technologies a situation needs are
 * given by engine events appended to the log, so every replay check still folds the whole game.
 */
import { describe, expect, it } from "vitest";
import { evolve } from "../../src/engine/evolve.ts";
import type { Command, GameEvent } from "../../src/engine/index.ts";
import { decisions } from "../../src/engine/index.ts";
import { researchCost } from "../../src/engine/rules/technology/index.ts";
import {
  expectReplayMatches,
  newScenario,
  play,
  refuse,
  type Scenario,
  seatToAnswer,
} from "../support/engine.ts";

const JOLNAR = 0;
const WINNU = 1;
const NORR = 2;
const LETNEV = 3;
const SE_RACES = ["jolnar", "winnu", "norr", "letnev"];

interface Table {
  holder: number;
  options?: string[];
  races?: string[];
  boxes?: ("base" | "se")[];
}

/** Drafts the races, deals the cards and starts the holder's Technology strategic action. */
function technologyAction({ holder, options = [], races = SE_RACES, boxes }: Table): Scenario {
  const variant = options.includes("variantCards");
  const game = newScenario(races.length, { raceAssignment: "draft", options, ...(boxes ? { boxes } : {}) });
  while (game.state.stack.at(-1)?.kind === "raceDraft") {
    const seat = seatToAnswer(game, "pickRace");
    play(game, { type: "pickRace", seat, race: races[seat] as never });
  }
  const card = variant ? "technology-2" : "technology";
  const mine = [variant ? "leadership" : "initiative", card];
  const others = variant
    ? ["diplomacy-2", "assembly", "production", "trade-2", "warfare-2", "bureaucracy"]
    : ["diplomacy", "political", "logistics", "trade", "warfare", "imperial"];
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    const pick = seat === holder ? mine.shift() : others.shift();
    play(game, { type: "pickStrategyCard", seat, card: pick as never });
  }
  play(game, { type: "strategicAction", seat: holder, card: card as never });
  return game;
}

/** Puts a situation in place through engine events, logged like any other. */
function given(game: Scenario, ...events: GameEvent[]): void {
  for (const event of events) {
    game.state = evolve(structuredClone(game.state), event);
    game.events.push(event);
  }
}

const tradeGoods = (seat: number, amount: number): GameEvent => ({
  type: "tradeGoodsGained",
  seat,
  amount,
  reason: "scenario",
});
const owns = (seat: number, technology: string): GameEvent => ({
  type: "technologyGained",
  seat,
  technology,
  via: "scenario",
});

function primary(seat: number, choice: object, card = "technology"): Command {
  return { type: "resolvePrimary", seat, card: card as never, choice };
}

function follow(seat: number, choice: object, card = "technology"): Command {
  return { type: "answerSecondary", seat, card: card as never, follow: true, choice };
}

function declineTheRest(game: Scenario, card = "technology"): void {
  for (const d of decisions(game.state).filter((x) => x.kind === "answerSecondary"))
    play(game, { type: "answerSecondary", seat: d.seat, card: card as never, follow: false });
}

const gained = (events: GameEvent[]) =>
  events.filter((e) => e.type === "technologyGained").map((e) => [e.seat, e.technology, e.via]);

const p = (game: Scenario, seat: number) => game.state.players[seat]!;

describe("Technological Breakthrough: the Technology primary (RR §6)", () => {
  it("gives the holder one technology whose prerequisites he owns, for free", () => {
    const game = technologyAction({ holder: LETNEV });
    refuse(
      game,
      primary(LETNEV, { technology: "deep-space-cannon", planets: ["arc-prime"] }),
      "ERR_PAYMENT_NOT_NEEDED",
    );
    const events = play(game, primary(LETNEV, { technology: "deep-space-cannon" }));
    expect(gained(events)).toEqual([[LETNEV, "deep-space-cannon", "technologicalBreakthrough"]]);
    expect(events.some((e) => e.type === "planetsExhausted" || e.type === "tradeGoodsSpent")).toBe(false);
    expect(p(game, LETNEV).technologies).toContain("deep-space-cannon");
    declineTheRest(game);
    expect(p(game, LETNEV).strategyCards.find((h) => h.card === "technology")?.played).toBe(true);
    expectReplayMatches(game);
  });

  it("needs every AND prerequisite: Type IV Drive asks for XRD Transporters and Neural Motivator", () => {
    const game = technologyAction({ holder: LETNEV });
    given(game, owns(LETNEV, "xrd-transporters"));
    const message = refuse(
      game,
      primary(LETNEV, { technology: "type-iv-drive" }),
      "ERR_TECHNOLOGY_PREREQUISITES",
    );
    expect(message).toBe(
      "Type IV Drive needs XRD Transporters and Neural Motivator: you lack Neural Motivator.",
    );
    given(game, owns(LETNEV, "neural-motivator"));
    play(game, primary(LETNEV, { technology: "type-iv-drive" }));
    expect(p(game, LETNEV).technologies).toContain("type-iv-drive");
    expectReplayMatches(game);
  });

  it("needs one OR prerequisite: Cybernetics asks for Antimass Deflectors or Stasis Capsules", () => {
    const game = technologyAction({ holder: NORR });
    const message = refuse(
      game,
      primary(NORR, { technology: "cybernetics" }),
      "ERR_TECHNOLOGY_PREREQUISITES",
    );
    expect(message).toBe("Cybernetics needs Antimass Deflectors or Stasis Capsules: you own neither.");
    given(game, owns(NORR, "stasis-capsules"));
    play(game, primary(NORR, { technology: "cybernetics" }));
    expect(p(game, NORR).technologies).toContain("cybernetics");
    expectReplayMatches(game);
  });

  it("never gives a technology twice, nor one outside the game, and reads SE reprints as themselves", () => {
    const game = technologyAction({ holder: LETNEV });
    refuse(game, primary(LETNEV, { technology: "hylar-v-assault-laser" }), "ERR_TECHNOLOGY_OWNED");
    refuse(game, primary(LETNEV, { technology: "warp-drive" }), "ERR_UNKNOWN_TECHNOLOGY");
    refuse(game, primary(LETNEV, {}), "ERR_TECHNOLOGY_MISSING");
    refuse(
      game,
      primary(LETNEV, { technology: "xrd-transporters", purchase: { technology: "cybernetics" } }),
      "ERR_ONE_TECHNOLOGY",
    );
    // SE p.4: with Shattered Empire the base Micro Technology card is replaced by its reprint.
    given(game, owns(LETNEV, "enviro-compensator"), owns(LETNEV, "sarween-tools"));
    const events = play(game, primary(LETNEV, { technology: "micro-technology" }));
    expect(gained(events)).toEqual([[LETNEV, "micro-technology-se", "technologicalBreakthrough"]]);
    expectReplayMatches(game);
  });

  it("offers only the base tree without Shattered Empire", () => {
    const game = technologyAction({
      holder: LETNEV,
      boxes: ["base"],
      races: ["jolnar", "hacan", "norr", "letnev"],
    });
    refuse(game, primary(LETNEV, { technology: "automated-defense-turrets" }), "ERR_TECHNOLOGY_NOT_IN_PLAY");
    const events = play(game, primary(LETNEV, { technology: "deep-space-cannon" }));
    expect(gained(events)).toEqual([[LETNEV, "deep-space-cannon", "technologicalBreakthrough"]]);
    expectReplayMatches(game);
  });
});

describe("Research and Development: the Technology secondary (RR §6, §18)", () => {
  it("costs 1 Strategy Allocation counter and 8 resources; an unaffordable answer changes nothing", () => {
    const game = technologyAction({ holder: LETNEV });
    play(game, primary(LETNEV, { technology: "deep-space-cannon" }));
    given(game, tradeGoods(NORR, 4));
    // Sardakk N'orr's two planets give 4 resources: 4 short of the price.
    const short = refuse(
      game,
      follow(NORR, { technology: "magen-defense-grid", planets: ["quinarra", "trenlak"] }),
      "ERR_NOT_ENOUGH_RESOURCES",
    );
    expect(short).toBe("Magen Defense Grid costs you 8 resources here, and your payment is worth 4.");
    refuse(
      game,
      follow(NORR, { technology: "cybernetics", tradeGoods: 4, planets: ["quinarra", "trenlak"] }),
      "ERR_TECHNOLOGY_PREREQUISITES",
    );
    refuse(game, follow(NORR, { planets: ["quinarra"] }), "ERR_TECHNOLOGY_MISSING");
    const events = play(
      game,
      follow(NORR, { technology: "magen-defense-grid", planets: ["quinarra", "trenlak"], tradeGoods: 4 }),
    );
    expect(gained(events)).toEqual([[NORR, "magen-defense-grid", "researchAndDevelopment"]]);
    expect(p(game, NORR).counters.strategy).toBe(1);
    expect(p(game, NORR).tradeGoods).toBe(0);
    expect(p(game, NORR).planets).toEqual({ quinarra: { exhausted: true }, trenlak: { exhausted: true } });
    declineTheRest(game);
    expectReplayMatches(game);
  });

  it("is cheaper by 1 for each unexhausted planet with the colour's specialty (Winnu's yellow)", () => {
    const game = technologyAction({ holder: LETNEV });
    play(game, primary(LETNEV, { technology: "deep-space-cannon" }));
    expect(researchCost(game.state, WINNU, "sarween-tools", "researchAndDevelopment")).toBe(7);
    expect(researchCost(game.state, WINNU, "xrd-transporters", "researchAndDevelopment")).toBe(8);
    given(game, tradeGoods(WINNU, 4));
    // The specialty planet is not exhausted for its discount, so it may still pay its 3 resources.
    refuse(
      game,
      follow(WINNU, { technology: "sarween-tools", planets: ["winnu"], tradeGoods: 3 }),
      "ERR_NOT_ENOUGH_RESOURCES",
    );
    const events = play(
      game,
      follow(WINNU, { technology: "sarween-tools", planets: ["winnu"], tradeGoods: 4 }),
    );
    expect(gained(events)).toEqual([[WINNU, "sarween-tools", "researchAndDevelopment"]]);
    expect(p(game, WINNU).tradeGoods).toBe(0);
    declineTheRest(game);
    expectReplayMatches(game);
  });

  it("gives no discount for an exhausted specialty planet", () => {
    const game = technologyAction({ holder: LETNEV });
    play(game, primary(LETNEV, { technology: "deep-space-cannon" }));
    given(game, tradeGoods(WINNU, 8), {
      type: "planetsExhausted",
      seat: WINNU,
      planets: ["winnu"],
      reason: "scenario",
    });
    const message = refuse(
      game,
      follow(WINNU, { technology: "sarween-tools", tradeGoods: 7 }),
      "ERR_NOT_ENOUGH_RESOURCES",
    );
    expect(message).toContain("costs you 8 resources");
    play(game, follow(WINNU, { technology: "sarween-tools", tradeGoods: 8 }));
    expect(p(game, WINNU).technologies).toContain("sarween-tools");
    expectReplayMatches(game);
  });
});

describe("Jol-Nar following Technology (RR §6 further rulings)", () => {
  it("resolves the primary and the secondary: the free technology may be the prerequisite of the bought one", () => {
    const game = technologyAction({ holder: LETNEV });
    play(game, primary(LETNEV, { technology: "deep-space-cannon" }));
    given(game, tradeGoods(JOLNAR, 5), tradeGoods(NORR, 8));
    refuse(
      game,
      follow(NORR, {
        withPrimary: { technology: "magen-defense-grid" },
        tradeGoods: 8,
        technology: "cybernetics",
      }),
      "ERR_NOT_JOLNAR",
    );
    refuse(
      game,
      follow(JOLNAR, {
        withPrimary: { technology: "deep-space-cannon", purchase: { technology: "war-sun" } },
      }),
      "ERR_ONE_TECHNOLOGY",
    );
    const events = play(
      game,
      follow(JOLNAR, {
        withPrimary: { technology: "deep-space-cannon" },
        technology: "magen-defense-grid",
        planets: ["jol", "nar"],
        tradeGoods: 5,
      }),
    );
    expect(gained(events)).toEqual([
      [JOLNAR, "deep-space-cannon", "technologicalBreakthrough"],
      [JOLNAR, "magen-defense-grid", "researchAndDevelopment"],
    ]);
    // Following still costs the Strategy Allocation counter (Jol-Nar does not hold Initiative).
    expect(p(game, JOLNAR).counters.strategy).toBe(1);
    expect(p(game, JOLNAR).tradeGoods).toBe(0);
    declineTheRest(game);
    expectReplayMatches(game);
  });
});

describe("Technology II (SE Variant Strategy Card Summary)", () => {
  const TECH_II = "technology-2";

  it("Technological Focus: one technology free, then a second for 8 resources resting on the first", () => {
    const game = technologyAction({ holder: LETNEV, options: ["variantCards"] });
    given(game, tradeGoods(LETNEV, 2));
    const events = play(
      game,
      primary(
        LETNEV,
        {
          technology: "deep-space-cannon",
          purchase: { technology: "magen-defense-grid", planets: ["arc-prime", "wren-terra"], tradeGoods: 2 },
        },
        TECH_II,
      ),
    );
    expect(gained(events)).toEqual([
      [LETNEV, "deep-space-cannon", "technologicalFocus"],
      [LETNEV, "magen-defense-grid", "technologicalFocusPurchase"],
    ]);
    // Advanced Development: any other player buys one for a counter and 6 resources.
    given(game, tradeGoods(NORR, 2));
    play(
      game,
      follow(
        NORR,
        { technology: "magen-defense-grid", planets: ["quinarra", "trenlak"], tradeGoods: 2 },
        TECH_II,
      ),
    );
    expect(p(game, NORR).counters.strategy).toBe(1);
    declineTheRest(game, TECH_II);
    expectReplayMatches(game);
  });

  it("the Jol-Nar example: one free technology, a second for 6 resources and a third for 8", () => {
    const game = technologyAction({ holder: LETNEV, options: ["variantCards"] });
    play(game, primary(LETNEV, { technology: "xrd-transporters" }, TECH_II));
    given(game, tradeGoods(JOLNAR, 11));
    const events = play(
      game,
      follow(
        JOLNAR,
        {
          withPrimary: {
            technology: "deep-space-cannon",
            purchase: { technology: "war-sun", tradeGoods: 8 },
          },
          technology: "magen-defense-grid",
          planets: ["jol", "nar"],
          tradeGoods: 3,
        },
        TECH_II,
      ),
    );
    expect(gained(events)).toEqual([
      [JOLNAR, "deep-space-cannon", "technologicalFocus"],
      [JOLNAR, "magen-defense-grid", "advancedDevelopment"],
      [JOLNAR, "war-sun", "technologicalFocusPurchase"],
    ]);
    expect(p(game, JOLNAR).counters.strategy).toBe(1);
    expect(p(game, JOLNAR).tradeGoods).toBe(0);
    declineTheRest(game, TECH_II);
    expectReplayMatches(game);
  });
});

describe("Race-Specific Technologies (SE p.9 Option 4)", () => {
  it("cost the usual price plus the card's cost, with no prerequisites and no specialty discount", () => {
    const game = technologyAction({ holder: NORR, options: ["raceSpecificTechnologies"] });
    // The Sardakk N'orr example: Berserker Genome through the primary costs its 5.
    refuse(game, primary(NORR, { technology: "berserker-genome" }), "ERR_NOT_ENOUGH_RESOURCES");
    given(game, tradeGoods(NORR, 1), tradeGoods(LETNEV, 8));
    play(
      game,
      primary(NORR, { technology: "berserker-genome", planets: ["quinarra", "trenlak"], tradeGoods: 1 }),
    );
    expect(p(game, NORR).raceTechnologies).toEqual(["berserker-genome"]);
    // Through the secondary: 8 + 6 for L4 Disruptors; another race's card is refused.
    expect(researchCost(game.state, LETNEV, "l4-disruptors", "researchAndDevelopment")).toBe(14);
    expect(researchCost(game.state, WINNU, "bioptic-recyclers", "researchAndDevelopment")).toBe(11);
    refuse(game, follow(LETNEV, { technology: "fanaticism", tradeGoods: 8 }), "ERR_NOT_YOUR_RACE_TECHNOLOGY");
    play(
      game,
      follow(LETNEV, { technology: "l4-disruptors", planets: ["arc-prime", "wren-terra"], tradeGoods: 8 }),
    );
    expect(p(game, LETNEV).raceTechnologies).toEqual(["l4-disruptors"]);
    declineTheRest(game);
    expectReplayMatches(game);
  });

  it("are refused when the option is off", () => {
    const game = technologyAction({ holder: NORR });
    given(game, tradeGoods(NORR, 1));
    const message = refuse(
      game,
      primary(NORR, { technology: "berserker-genome", planets: ["quinarra", "trenlak"], tradeGoods: 1 }),
      "ERR_RACE_TECHNOLOGY_OPTION",
    );
    expect(message).toContain("Berserker Genome");
    expectReplayMatches(game);
  });
});
