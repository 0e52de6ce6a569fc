/**
 * Action Cards that act on the board (rules/actionCards/boardCards.ts), each played as in a game: Sol acts
 * first, the Hacan and Jol-Nar are his opponents. The galaxy is cleared to empty space but for the Home
 * Systems and Mecatol Rex; each scene then puts its systems, planets and units in place with engine
 * events, so every replay check folds the whole game.
 */
import { describe, expect, it } from "vitest";
import type { ActionCardId, PlanetId } from "../../src/content/index.ts";
import { neighbourLabels, ringOfLabel } from "../../src/engine/galaxy/hex.ts";
import type { Command } from "../../src/engine/index.ts";
import { reinforcements } from "../../src/engine/rules/counters.ts";
import { orderOfPlay } from "../../src/engine/rules/players.ts";
import { redistributionTotal } from "../../src/engine/rules/statusPhase.ts";
import { usableDocks } from "../../src/engine/rules/tactical/docks.ts";
import { fleetSupplyLimit } from "../../src/engine/rules/units.ts";
import type { PositionLabel } from "../../src/engine/state.ts";
import {
  expectReplayMatches,
  newScenario,
  passActionWindows,
  play,
  refuse,
  seatToAnswer,
} from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  onPlanet,
  owns,
  place,
  scriptDice,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

interface Scene extends Lab {
  sol: number;
  hacan: number;
  jolnar: number;
  /** Sol's Home System and the system one ring in from it. */
  home: PositionLabel;
  near: PositionLabel;
}

function scene(): Scene {
  const g = lab(["sol", "hacan", "jolnar"]);
  clearGalaxy(g);
  const sol = g.seat.sol as number;
  const home = homeOf(g, sol);
  return Object.assign(g, {
    sol,
    hacan: g.seat.hacan as number,
    jolnar: g.seat.jolnar as number,
    home,
    near: inward(home),
  });
}

function deal(g: Scene, seat: number, ...cards: ActionCardId[]): void {
  given(g, { type: "actionCardsDrawn", seat, cards });
}

type Play = Omit<Extract<Command, { type: "playActionCard" }>, "type" | "seat" | "card">;

/** Sol plays the card as his action; the others let it through. */
function solPlays(g: Scene, card: ActionCardId, named: Play = {}) {
  if (!g.state.players[g.sol]!.secret.actionCards.includes(card)) deal(g, g.sol, card);
  const events = play(g, { type: "playActionCard", seat: g.sol, card, ...named });
  passActionWindows(g);
  expect(g.state.decks.action.discard).toContain(card);
  return events;
}

/** Sol's play of the card is refused with `code` (and nothing changes, see `refuse`). */
function solRefused(g: Scene, card: ActionCardId, named: Play, code: string): string {
  if (!g.state.players[g.sol]!.secret.actionCards.includes(card)) deal(g, g.sol, card);
  return refuse(g, { type: "playActionCard", seat: g.sol, card, ...named }, code);
}

function planetCard(g: Scene, seat: number, planet: PlanetId) {
  return g.state.players[seat]!.planets[planet];
}

/** A position of ring `ring` next to `of` (other than `not`). */
function besides(g: Scene, of: PositionLabel, not: PositionLabel[] = []): PositionLabel {
  const found = neighbourLabels(of).find(
    (p) => !not.includes(p) && p !== "000" && ringOfLabel(p) >= 1 && g.state.board[p] !== undefined,
  );
  if (found === undefined) throw new Error(`no free neighbour of ${of}`);
  return found;
}

describe("Civil Defense (action)", () => {
  it("puts 2 free PDS on Abyz, Sol's planet without any", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    solPlays(g, "civil-defense", { planets: ["abyz"] });
    expect(onPlanet(g, g.near, "abyz", g.sol)).toEqual({ pds: 2 });
    expectReplayMatches(g);
  });

  it("is refused without a planet, on a planet with a PDS, or on a Hacan planet", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    owns(g, g.hacan, "fria");
    const msg = solRefused(g, "civil-defense", {}, "ERR_CARD_TARGET");
    expect(msg).toMatch(/planet of yours that receives the PDS/);
    solRefused(g, "civil-defense", { planets: ["fria"] }, "ERR_CARD_TARGET");
    place(g, g.sol, g.near, { pds: 1 }, "abyz");
    solRefused(g, "civil-defense", { planets: ["abyz"] }, "ERR_CARD_CONDITION");
    expectReplayMatches(g);
  });
});

describe("Ghost Ship (action)", () => {
  it("places a free Destroyer in an Alpha wormhole system", () => {
    const g = scene();
    tiles(g, { [g.near]: "empty-alpha-wormhole" });
    solPlays(g, "ghost-ship", { system: g.near });
    expect(space(g, g.near, g.sol)).toEqual({ destroyer: 1 });
    expectReplayMatches(g);
  });

  it("is refused in a system without a wormhole, or with enemy ships", () => {
    const g = scene();
    tiles(g, { [g.near]: "empty-alpha-wormhole" });
    solRefused(g, "ghost-ship", { system: g.home }, "ERR_CARD_TARGET");
    place(g, g.hacan, g.near, { cruiser: 1 });
    solRefused(g, "ghost-ship", { system: g.near }, "ERR_CARD_CONDITION");
  });
});

describe("Local Unrest (action)", () => {
  it("exhausts the Hacan's Abyz and kills its last Ground Force: the planet turns neutral, its PDS lost", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { groundForce: 1, pds: 1 }, "abyz");
    const events = solPlays(g, "local-unrest", { planets: ["abyz"] });
    expect(events).toContainEqual(
      expect.objectContaining({ type: "planetLost", seat: g.hacan, planet: "abyz" }),
    );
    expect(planetCard(g, g.hacan, "abyz")).toBeUndefined();
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({});
    expectReplayMatches(g);
  });

  it("leaves a defended planet with its holder, exhausted and one Ground Force short", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { groundForce: 2 }, "abyz");
    solPlays(g, "local-unrest", { planets: ["abyz"] });
    expect(planetCard(g, g.hacan, "abyz")?.exhausted).toBe(true);
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });

  it("is refused on a planet in a Home System", () => {
    const g = scene();
    const hacanHome = homeOf(g, g.hacan);
    const planet = Object.keys(g.state.board[hacanHome]!.planets)[0] as PlanetId;
    solRefused(g, "local-unrest", { planets: [planet] }, "ERR_CARD_TARGET");
  });
});

describe("Lucky Shot (action)", () => {
  it("destroys a Hacan Cruiser in the system of Sol's Abyz", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.hacan, g.near, { cruiser: 2 });
    solPlays(g, "lucky-shot", { system: g.near, target: g.hacan, choice: "cruiser" });
    expect(space(g, g.near, g.hacan)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("is refused for a ship type that is not there, or in a system without a planet of Sol's", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, g.hacan, g.near, { cruiser: 1, carrier: 1 });
    solRefused(
      g,
      "lucky-shot",
      { system: g.near, target: g.hacan, choice: "dreadnought" },
      "ERR_CARD_TARGET",
    );
    solRefused(g, "lucky-shot", { system: g.near, target: g.hacan, choice: "carrier" }, "ERR_CARD_TARGET");
    owns(g, g.hacan, "abyz");
    solRefused(g, "lucky-shot", { system: g.near, target: g.hacan, choice: "cruiser" }, "ERR_CARD_TARGET");
  });
});

describe("Plague (action)", () => {
  it("rolls for each of the 4 Hacan Ground Forces on Abyz: the two even dice kill two; Abyz stays Hacan", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { groundForce: 4 }, "abyz");
    deal(g, g.sol, "plague");
    scriptDice(g, [2, 3, 10, 7]);
    play(g, { type: "playActionCard", seat: g.sol, card: "plague", planets: ["abyz"] });
    passActionWindows(g);
    expect(g.events.filter((e) => e.type === "combatRolled")).toEqual([
      expect.objectContaining({ roll: "plague", hits: 2 }),
    ]);
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({ groundForce: 2 });
    expect(planetCard(g, g.hacan, "abyz")).toBeDefined();
    expectReplayMatches(g);
  });

  it("is refused on Sol's own planet or a planet without Ground Forces", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    owns(g, g.hacan, "fria");
    solRefused(g, "plague", { planets: ["abyz"] }, "ERR_CARD_TARGET");
    solRefused(g, "plague", { planets: ["fria"] }, "ERR_CARD_CONDITION");
  });
});

describe("Secret Industrial Agent (action)", () => {
  it("destroys the Hacan Space Dock on Abyz", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { spaceDock: 1, groundForce: 1 }, "abyz");
    solPlays(g, "secret-industrial-agent", { planets: ["abyz"] });
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({ groundForce: 1 });
    expectReplayMatches(g);
  });

  it("is refused on a Home System's dock or a planet without one", () => {
    const g = scene();
    const hacanHome = homeOf(g, g.hacan);
    const planet = Object.entries(g.state.board[hacanHome]!.planets).find(([, f]) =>
      f?.some((x) => (x.units.spaceDock ?? 0) > 0),
    )?.[0] as PlanetId;
    solRefused(g, "secret-industrial-agent", { planets: [planet] }, "ERR_CARD_TARGET");
    tiles(g, { [g.near]: "abyz-fria" });
    solRefused(g, "secret-industrial-agent", { planets: ["abyz"] }, "ERR_CARD_TARGET");
  });
});

describe("Uprising (action)", () => {
  it("exhausts Abyz (Sol's) and Fria (the Hacan's) alike", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    owns(g, g.hacan, "fria");
    solPlays(g, "uprising", { system: g.near });
    expect(planetCard(g, g.sol, "abyz")?.exhausted).toBe(true);
    expect(planetCard(g, g.hacan, "fria")?.exhausted).toBe(true);
    expectReplayMatches(g);
  });

  it("is refused on a Home System", () => {
    const g = scene();
    solRefused(g, "uprising", { system: homeOf(g, g.hacan) }, "ERR_CARD_TARGET");
  });
});

describe("Unexpected Action (action)", () => {
  it("takes Sol's command counter off a system back to his reinforcements", () => {
    const g = scene();
    given(g, { type: "systemActivated", seat: g.sol, position: g.near, from: "command" });
    const spare = reinforcements(g.state, g.sol);
    solPlays(g, "unexpected-action", { system: g.near });
    expect(g.state.board[g.near]!.commandCounters).toEqual([]);
    expect(reinforcements(g.state, g.sol)).toBe(spare + 1);
    expectReplayMatches(g);
  });

  it("is refused where Sol has no counter", () => {
    const g = scene();
    given(g, { type: "systemActivated", seat: g.hacan, position: g.near, from: "command" });
    solRefused(g, "unexpected-action", { system: g.near }, "ERR_CARD_TARGET");
  });
});

describe("Advanced Reinforcements (action, SE)", () => {
  it("puts 2 Ground Forces on Abyz", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    solPlays(g, "advanced-reinforcements", { planets: ["abyz"] });
    expect(onPlanet(g, g.near, "abyz", g.sol)).toEqual({ groundForce: 2 });
    expectReplayMatches(g);
  });

  it("refuses a Shock Troop without the Shock Troops option, and a planet not Sol's", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    solRefused(
      g,
      "advanced-reinforcements",
      { planets: ["abyz"], choice: "shock-troop" },
      "ERR_CARD_CONDITION",
    );
    solRefused(g, "advanced-reinforcements", { planets: ["fria"] }, "ERR_CARD_TARGET");
  });
});

describe("Equipment Sabotage (action, SE)", () => {
  it("destroys the one PDS named of the Hacan's two on Abyz", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { pds: 2 }, "abyz");
    solPlays(g, "equipment-sabotage", { planets: ["abyz"], amount: 1 });
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({ pds: 1 });
    expectReplayMatches(g);
  });

  it("destroys both by default; is refused on a planet without enemy PDS", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    solRefused(g, "equipment-sabotage", { planets: ["abyz"] }, "ERR_CARD_TARGET");
    place(g, g.hacan, g.near, { pds: 2 }, "abyz");
    solPlays(g, "equipment-sabotage", { planets: ["abyz"] });
    expect(onPlanet(g, g.near, "abyz", g.hacan)).toEqual({});
    expectReplayMatches(g);
  });
});

describe("Influence in the Merchants' Guild (action)", () => {
  it("breaks the agreement between the Hacan and Jol-Nar", () => {
    const g = scene();
    given(g, { type: "tradeAgreementFormed", seats: [g.hacan, g.jolnar], values: [2, 3] });
    solPlays(g, "influence-in-the-merchants-guild", { target: g.jolnar });
    expect(g.state.tradeAgreements).toEqual([]);
    expectReplayMatches(g);
  });

  it("asks for the partner when the player named has two agreements; refused on a player with none", () => {
    const g = scene();
    solRefused(g, "influence-in-the-merchants-guild", { target: g.hacan }, "ERR_CARD_TARGET");
    given(
      g,
      { type: "tradeAgreementFormed", seats: [g.hacan, g.jolnar], values: [2, 3] },
      { type: "tradeAgreementFormed", seats: [g.sol, g.hacan], values: [1, 3] },
    );
    solRefused(g, "influence-in-the-merchants-guild", { target: g.hacan }, "ERR_CARD_TARGET");
    solPlays(g, "influence-in-the-merchants-guild", { target: g.hacan, choice: "jolnar" });
    expect(g.state.tradeAgreements).toEqual([{ seats: [g.sol, g.hacan], values: [1, 3] }]);
    expectReplayMatches(g);
  });
});

describe("Master of Trade (any time)", () => {
  it("readies 2 exhausted planets of Sol's, who has two trade agreements", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz", true);
    owns(g, g.sol, "fria", true);
    given(
      g,
      { type: "tradeAgreementFormed", seats: [g.sol, g.hacan], values: [2, 3] },
      { type: "tradeAgreementFormed", seats: [g.sol, g.jolnar], values: [1, 3] },
    );
    solPlays(g, "master-of-trade", { planets: ["abyz", "fria"] });
    expect(planetCard(g, g.sol, "abyz")?.exhausted).toBe(false);
    expect(planetCard(g, g.sol, "fria")?.exhausted).toBe(false);
    expectReplayMatches(g);
  });

  it("is refused with a single agreement, or on a planet already ready", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz", true);
    owns(g, g.sol, "fria");
    given(g, { type: "tradeAgreementFormed", seats: [g.sol, g.hacan], values: [2, 3] });
    solRefused(g, "master-of-trade", { planets: ["abyz"] }, "ERR_CARD_CONDITION");
    given(g, { type: "tradeAgreementFormed", seats: [g.sol, g.jolnar], values: [1, 3] });
    solRefused(g, "master-of-trade", { planets: ["fria"] }, "ERR_CARD_TARGET");
  });
});

describe("Voluntary Annexation (action)", () => {
  it("gives Sol the neutral Abyz next to his Home System, with 3 Ground Forces", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    solPlays(g, "voluntary-annexation", { planets: ["abyz"] });
    expect(planetCard(g, g.sol, "abyz")).toBeDefined();
    expect(onPlanet(g, g.near, "abyz", g.sol)).toEqual({ groundForce: 3 });
    expectReplayMatches(g);
  });

  it("is refused on a planet far from Sol's, or one already held", () => {
    const g = scene();
    tiles(g, { "000": "abyz-fria" });
    // Mecatol's position is two rings in from Sol's Home System (a 3-ring galaxy).
    solRefused(g, "voluntary-annexation", { planets: ["abyz"] }, "ERR_CARD_TARGET");
    tiles(g, { [g.near]: "arinam-meer" });
    owns(g, g.hacan, "arinam");
    solRefused(g, "voluntary-annexation", { planets: ["arinam"] }, "ERR_CARD_TARGET");
  });
});

describe("Transport (action)", () => {
  it("moves 3 Ground Forces from Abyz to Lodor, two systems away", () => {
    const g = scene();
    const far = besides(g, g.near, [g.home, inward(g.near)]);
    tiles(g, { [g.near]: "abyz-fria", [far]: "lodor" });
    owns(g, g.sol, "abyz");
    owns(g, g.sol, "lodor");
    place(g, g.sol, g.near, { groundForce: 4 }, "abyz");
    solPlays(g, "transport", { planets: ["abyz", "lodor"], amount: 3 });
    expect(onPlanet(g, g.near, "abyz", g.sol)).toEqual({ groundForce: 1 });
    expect(onPlanet(g, far, "lodor", g.sol)).toEqual({ groundForce: 3 });
    expectReplayMatches(g);
  });

  it("is refused when enemy ships sit where the Ground Forces go, or for more than 3", () => {
    const g = scene();
    const far = besides(g, g.near, [g.home, inward(g.near)]);
    tiles(g, { [g.near]: "abyz-fria", [far]: "lodor" });
    owns(g, g.sol, "abyz");
    owns(g, g.sol, "lodor");
    place(g, g.sol, g.near, { groundForce: 4 }, "abyz");
    solRefused(g, "transport", { planets: ["abyz", "lodor"], amount: 4 }, "ERR_CARD_TARGET");
    solRefused(g, "transport", { planets: ["abyz"], amount: 2 }, "ERR_CARD_TARGET");
    place(g, g.hacan, far, { destroyer: 1 });
    solRefused(g, "transport", { planets: ["abyz", "lodor"], amount: 2 }, "ERR_CARD_CONDITION");
  });
});

// ---- cards that move docks and counters, or bombard

describe("Massive Transport (action)", () => {
  it("moves Sol's Space Dock from Abyz to Lodor", () => {
    const g = scene();
    const far = besides(g, g.near, [g.home, inward(g.near)]);
    tiles(g, { [g.near]: "abyz-fria", [far]: "lodor" });
    owns(g, g.sol, "abyz");
    owns(g, g.sol, "lodor");
    place(g, g.sol, g.near, { spaceDock: 1 }, "abyz");
    solPlays(g, "massive-transport", { planets: ["abyz", "lodor"] });
    expect(onPlanet(g, g.near, "abyz", g.sol)).toEqual({});
    expect(onPlanet(g, far, "lodor", g.sol)).toEqual({ spaceDock: 1 });
    expectReplayMatches(g);
  });

  it("is refused onto a planet that has a dock, or past enemy ships", () => {
    const g = scene();
    const far = besides(g, g.near, [g.home, inward(g.near)]);
    tiles(g, { [g.near]: "abyz-fria", [far]: "lodor" });
    owns(g, g.sol, "abyz");
    owns(g, g.sol, "fria");
    owns(g, g.sol, "lodor");
    place(g, g.sol, g.near, { spaceDock: 1 }, "abyz");
    place(g, g.sol, g.near, { spaceDock: 1 }, "fria");
    solRefused(g, "massive-transport", { planets: ["abyz", "fria"] }, "ERR_CARD_CONDITION");
    place(g, g.hacan, g.near, { cruiser: 1 });
    solRefused(g, "massive-transport", { planets: ["abyz", "lodor"] }, "ERR_CARD_CONDITION");
  });
});

describe("Strategic Bombardment (action)", () => {
  function bombardScene(): Scene {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    owns(g, g.jolnar, "fria");
    place(g, g.sol, g.near, { warSun: 1 });
    return g;
  }

  it("exhausts the enemy planets under Sol's War Sun; a 7 brings the card back to his hand", () => {
    const g = bombardScene();
    scriptDice(g, [7]);
    deal(g, g.sol, "strategic-bombardment");
    play(g, { type: "playActionCard", seat: g.sol, card: "strategic-bombardment", system: g.near });
    passActionWindows(g);
    expect(planetCard(g, g.hacan, "abyz")?.exhausted).toBe(true);
    expect(planetCard(g, g.jolnar, "fria")?.exhausted).toBe(true);
    expect(g.state.players[g.sol]!.secret.actionCards).toEqual(["strategic-bombardment"]);
    expect(g.state.decks.action.discard).not.toContain("strategic-bombardment");
    expectReplayMatches(g);
  });

  it("is discarded on a 5", () => {
    const g = bombardScene();
    scriptDice(g, [5]);
    deal(g, g.sol, "strategic-bombardment");
    play(g, { type: "playActionCard", seat: g.sol, card: "strategic-bombardment", system: g.near });
    passActionWindows(g);
    expect(g.state.players[g.sol]!.secret.actionCards).toEqual([]);
    expect(g.state.decks.action.discard).toContain("strategic-bombardment");
    expectReplayMatches(g);
  });

  it("is refused without a War Sun there", () => {
    const g = bombardScene();
    solRefused(g, "strategic-bombardment", { system: g.home }, "ERR_CARD_TARGET");
  });
});

// ---- cards that last the round: the rule they change refuses

/** The opponent who acts right after Sol. */
function nextUp(g: Scene): number {
  return orderOfPlay(g.state)[1] as number;
}

describe("Armistice (action)", () => {
  it("keeps the opponent named from invading Abyz this round; Fria he may still take", () => {
    const g = scene();
    const them = nextUp(g);
    const from = besides(g, g.near, [g.home, inward(g.near)]);
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.sol, "abyz");
    place(g, them, from, { carrier: 1, groundForce: 2 });
    solPlays(g, "armistice", { target: them, planets: ["abyz"] });
    expect(g.state.cardEffects).toEqual([
      expect.objectContaining({ effect: "armistice", seat: g.sol, target: them, planets: ["abyz"] }),
    ]);
    activateAndMove(g, them, g.near, [{ from, units: { carrier: 1, groundForce: 2 } }]);
    expect(waitingOn(g)).toEqual(["landUnits"]);
    const land = (planet: PlanetId): Command => ({
      type: "landUnits",
      seat: them,
      landings: [{ planet, units: { groundForce: 1 } }],
    });
    const message = refuse(g, land("abyz"), "ERR_ARMISTICE");
    expect(message).toMatch(/Armistice/);
    play(g, land("fria"));
    expect(planetCard(g, them, "fria")).toBeDefined();
    expectReplayMatches(g);
  });

  it("is refused on a planet Sol does not hold", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    solRefused(g, "armistice", { target: g.hacan, planets: ["abyz"] }, "ERR_CARD_TARGET");
    owns(g, g.sol, "abyz");
    solRefused(g, "armistice", { planets: ["abyz"] }, "ERR_CARD_TARGET");
  });
});

describe("Diplomatic Immunity (action)", () => {
  it("closes the system of Sol's Destroyer to everyone else's activation this round", () => {
    const g = scene();
    const them = nextUp(g);
    place(g, g.sol, g.near, { destroyer: 1 });
    solPlays(g, "diplomatic-immunity", { system: g.near });
    const message = refuse(
      g,
      { type: "tacticalAction", seat: them, position: g.near },
      "ERR_DIPLOMATIC_IMMUNITY",
    );
    expect(message).toMatch(/only/);
    expectReplayMatches(g);
  });

  it("is refused on a system without a ship of Sol's", () => {
    const g = scene();
    solRefused(g, "diplomatic-immunity", { system: g.near }, "ERR_CARD_TARGET");
  });
});

describe("Spacedock Accident (action)", () => {
  it("idles the opponent's Space Dock on Abyz for the round: nothing to produce there", () => {
    const g = scene();
    const them = nextUp(g);
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, them, "abyz");
    place(g, them, g.near, { spaceDock: 1 }, "abyz");
    const ctx = { mode: "tactical" as const, docksMoved: 0 };
    expect(usableDocks(g.state, them, g.near, ctx)).toHaveLength(1);
    solPlays(g, "spacedock-accident", { planets: ["abyz"] });
    expect(usableDocks(g.state, them, g.near, ctx)).toEqual([]);
    activateAndMove(g, them, g.near, []);
    expect(waitingOn(g)).not.toContain("produceUnits");
    expectReplayMatches(g);
  });

  it("is refused on a Home System's dock", () => {
    const g = scene();
    solRefused(g, "spacedock-accident", { planets: ["jord"] }, "ERR_CARD_TARGET");
  });
});

// ---- cards of the Strategy Phase

/** Sol holds `card` when the window at the end of the Strategy Phase opens (he picks first). */
function strategyScene(card: ActionCardId): Scene {
  const g = newScenario(3, { raceAssignment: "draft" }, "tactical") as Scene;
  for (const race of ["sol", "hacan", "jolnar"] as const)
    play(g, { type: "pickRace", seat: seatToAnswer(g, "pickRace"), race });
  g.seat = Object.fromEntries(g.state.players.map((p) => [p.race, p.seat]));
  Object.assign(g, { sol: g.seat.sol, hacan: g.seat.hacan, jolnar: g.seat.jolnar });
  clearGalaxy(g);
  g.home = homeOf(g, g.sol);
  g.near = inward(g.home);
  passActionWindows(g);
  while (g.state.stack.at(-1)?.kind === "strategyPhase") {
    const frame = g.state.stack.at(-1);
    if (frame?.kind === "strategyPhase" && frame.index === frame.order.length - 1) deal(g, g.sol, card);
    const seat = seatToAnswer(g, "pickStrategyCard");
    const pool = g.state.strategyPool.map((c) => c.card);
    play(g, { type: "pickStrategyCard", seat, card: (seat === g.sol ? pool[0] : pool.at(-1)) as never });
  }
  expect(g.state.stack.at(-1)).toMatchObject({ kind: "actionWindow", timing: "strategyPhaseEnd" });
  return g;
}

describe("Signal Jamming (Strategy Phase)", () => {
  it("puts a Hacan counter from his reinforcements on the system next to Sol's home", () => {
    const g = strategyScene("signal-jamming");
    const spare = reinforcements(g.state, g.hacan);
    play(g, { type: "playActionCard", seat: g.sol, card: "signal-jamming", target: g.hacan, system: g.near });
    passActionWindows(g);
    expect(g.state.board[g.near]!.commandCounters).toEqual([g.hacan]);
    expect(reinforcements(g.state, g.hacan)).toBe(spare - 1);
    expectReplayMatches(g);
  });

  it("is refused on a Home System or without a player named", () => {
    const g = strategyScene("signal-jamming");
    refuse(
      g,
      { type: "playActionCard", seat: g.sol, card: "signal-jamming", target: g.hacan, system: g.home },
      "ERR_CARD_TARGET",
    );
    refuse(
      g,
      { type: "playActionCard", seat: g.sol, card: "signal-jamming", system: g.near },
      "ERR_CARD_TARGET",
    );
  });
});

describe("Productivity Spike (Strategy Phase)", () => {
  it("adds Jord's influence to the capacity of Sol's Space Dock there this round", () => {
    const g = strategyScene("productivity-spike");
    const ctx = { mode: "tactical" as const, docksMoved: 0 };
    const before = usableDocks(g.state, g.sol, g.home, ctx)[0]!.capacity;
    play(g, { type: "playActionCard", seat: g.sol, card: "productivity-spike", planets: ["jord"] });
    passActionWindows(g);
    expect(usableDocks(g.state, g.sol, g.home, ctx)[0]!.capacity).toBe(before + 2);
    expectReplayMatches(g);
  });

  it("is refused on a planet without a Space Dock of Sol's", () => {
    const g = strategyScene("productivity-spike");
    const hacanPlanet = Object.keys(g.state.players[g.hacan]!.planets)[0] as PlanetId;
    refuse(
      g,
      { type: "playActionCard", seat: g.sol, card: "productivity-spike", planets: [hacanPlanet] },
      "ERR_CARD_TARGET",
    );
  });
});

// ---- the victim chooses

describe("Stellar Criminals (action)", () => {
  it("has the Hacan exhaust 2 of their 4 ready planets, their choice", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    expect(Object.keys(g.state.players[g.hacan]!.planets)).toHaveLength(4);
    solPlays(g, "stellar-criminals", { target: g.hacan });
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    const answer = (planets: PlanetId[]) => ({ type: "answerCardChoice", seat: g.hacan, planets }) as const;
    refuse(g, answer(["abyz"]), "ERR_CARD_CHOICE");
    refuse(g, answer(["abyz", "abyz"]), "ERR_CARD_CHOICE");
    play(g, answer(["abyz", "kamdorn"]));
    expect(planetCard(g, g.hacan, "abyz")?.exhausted).toBe(true);
    expect(planetCard(g, g.hacan, "kamdorn")?.exhausted).toBe(true);
    expect(planetCard(g, g.hacan, "arretze")?.exhausted).toBe(false);
    // The game goes on with the next player's turn.
    expect(waitingOn(g)).toContain("tacticalAction");
    expectReplayMatches(g);
  });

  it("is refused without an opponent named", () => {
    const g = scene();
    solRefused(g, "stellar-criminals", {}, "ERR_CARD_TARGET");
  });
});

// ---- right after a planet changes hands

describe("Rare Mineral (after taking a neutral planet)", () => {
  /** Sol flies a Carrier with 2 Ground Forces from home to Abyz / Fria, next door. */
  function arrive(g: Scene): void {
    tiles(g, { [g.near]: "abyz-fria" });
    place(g, g.sol, g.home, { carrier: 1, groundForce: 2 });
    activateAndMove(g, g.sol, g.near, [{ from: g.home, units: { carrier: 1, groundForce: 2 } }]);
    expect(waitingOn(g)).toEqual(["landUnits"]);
  }

  it("gives Sol 3 Trade Goods right after he lands on neutral Abyz", () => {
    const g = scene();
    deal(g, g.sol, "rare-mineral");
    arrive(g);
    refuse(g, { type: "playActionCard", seat: g.sol, card: "rare-mineral" }, "ERR_NOT_NOW");
    play(g, { type: "landUnits", seat: g.sol, landings: [{ planet: "abyz", units: { groundForce: 1 } }] });
    expect(g.state.stack.at(-1)).toEqual({
      kind: "actionWindow",
      timing: "afterPlanetTaken",
      awaiting: [g.sol],
      autoPassOffered: [g.sol],
    });
    const before = g.state.players[g.sol]!.tradeGoods;
    play(g, { type: "playActionCard", seat: g.sol, card: "rare-mineral" });
    passActionWindows(g);
    expect(g.state.players[g.sol]!.tradeGoods).toBe(before + 3);
    expectReplayMatches(g);
  });

  it("opens no window for the planet's old holder to play it", () => {
    const g = scene();
    deal(g, g.hacan, "rare-mineral");
    owns(g, g.hacan, "abyz");
    arrive(g);
    play(g, { type: "landUnits", seat: g.sol, landings: [{ planet: "abyz", units: { groundForce: 1 } }] });
    // The window after a planet taken from them waits on the Hacan only for a card of theirs for that
    // moment (Reparations); Rare Mineral is the taker's.
    expect(g.events.some((e) => e.type === "framePushed" && e.frame.kind === "actionWindow")).toBe(false);
    refuse(g, { type: "playActionCard", seat: g.hacan, card: "rare-mineral" }, "ERR_NOT_YOUR_TURN");
  });
});

describe("Reparations (after losing a planet)", () => {
  it("has the Hacan, who lost Abyz to Sol, exhaust Sol's Jord and ready their own Kamdorn", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    given(g, { type: "planetsExhausted", seat: g.hacan, planets: ["kamdorn"], reason: "test" });
    deal(g, g.hacan, "reparations");
    place(g, g.sol, g.home, { carrier: 1, groundForce: 2 });
    activateAndMove(g, g.sol, g.near, [{ from: g.home, units: { carrier: 1, groundForce: 2 } }]);
    play(g, { type: "landUnits", seat: g.sol, landings: [{ planet: "abyz", units: { groundForce: 2 } }] });
    expect(planetCard(g, g.sol, "abyz")).toBeDefined();
    const card = { type: "playActionCard", seat: g.hacan, card: "reparations" } as const;
    // The planet exhausted must be Sol's (the Hacan's own Arretze is refused); Kamdorn (0) is worth no more than Jord (4).
    refuse(g, { ...card, planets: ["arretze"] }, "ERR_CARD_TARGET");
    play(g, { ...card, planets: ["jord", "kamdorn"] });
    passActionWindows(g);
    expect(planetCard(g, g.sol, "jord")?.exhausted).toBe(true);
    expect(planetCard(g, g.hacan, "kamdorn")?.exhausted).toBe(false);
    expectReplayMatches(g);
  });
  it("opens after an Invasion Combat won too: the Hacan lose defended Abyz to Sol and play it", () => {
    const g = scene();
    tiles(g, { [g.near]: "abyz-fria" });
    owns(g, g.hacan, "abyz");
    place(g, g.hacan, g.near, { groundForce: 1 }, "abyz");
    given(g, { type: "planetsExhausted", seat: g.hacan, planets: ["kamdorn"], reason: "test" });
    deal(g, g.hacan, "reparations");
    place(g, g.sol, g.home, { carrier: 1, groundForce: 2 });
    activateAndMove(g, g.sol, g.near, [{ from: g.home, units: { carrier: 1, groundForce: 2 } }]);
    // Round 1 of the Invasion Combat: Sol 9 and 9 (two hits), the Hacan 1 (a miss).
    scriptDice(g, [9, 9, 1]);
    play(g, { type: "landUnits", seat: g.sol, landings: [{ planet: "abyz", units: { groundForce: 2 } }] });
    expect(g.events.some((e) => e.type === "combatRolled" && e.roll === "invasion")).toBe(true);
    expect(planetCard(g, g.sol, "abyz")).toBeDefined();
    const window = g.state.stack.at(-1);
    expect(window?.kind === "actionWindow" && window.timing).toBe("afterPlanetTaken");
    play(g, { type: "playActionCard", seat: g.hacan, card: "reparations", planets: ["jord", "kamdorn"] });
    passActionWindows(g);
    expect(planetCard(g, g.sol, "jord")?.exhausted).toBe(true);
    expect(planetCard(g, g.hacan, "kamdorn")?.exhausted).toBe(false);
    expectReplayMatches(g);
  });
});

// ---- Fleet Supply for the round

/** The others take a tactical action at Mecatol Rex without moving, until Sol's turn comes again. */
function othersIdle(g: Scene): void {
  for (
    let seat = seatToAnswer(g, "tacticalAction");
    seat !== g.sol;
    seat = seatToAnswer(g, "tacticalAction")
  ) {
    activateAndMove(g, seat, "000", []);
  }
}

/** The Action Phase is over (put in place), and the Status Phase is at its last step, Sol to redistribute. */
function lastStatusStep(g: Scene): void {
  while (g.state.stack.length > 0) given(g, { type: "framePopped" });
  given(
    g,
    { type: "phaseStarted", phase: "status", round: g.state.round },
    { type: "framePushed", frame: { kind: "statusPhase", step: "redistribute", awaiting: [g.sol] } },
  );
  const c = g.state.players[g.sol]!.counters;
  const total = redistributionTotal(g.state, g.sol);
  play(g, {
    type: "redistributeCounters",
    seat: g.sol,
    counters: { ...c, command: total - c.strategy - c.fleet },
  });
}

describe("War Footing (action)", () => {
  it("lets Sol end a move with 2 ships over his Fleet Supply next door; the excess goes as the Status Phase ends", () => {
    const g = scene();
    const limit = fleetSupplyLimit(g.state, g.sol);
    const src = besides(g, g.near, [g.home, inward(g.near)]);
    place(g, g.sol, src, { destroyer: limit + 3 });
    solPlays(g, "war-footing", { system: g.near });
    othersIdle(g);
    const move = (n: number) => [{ from: src, units: { destroyer: n } }];
    play(g, { type: "tacticalAction", seat: g.sol, position: g.near });
    passActionWindows(g);
    refuse(g, { type: "moveUnits", seat: g.sol, moves: move(limit + 3) }, "ERR_FLEET_SUPPLY");
    play(g, { type: "moveUnits", seat: g.sol, moves: move(limit + 2) });
    expect(space(g, g.near, g.sol)).toEqual({ destroyer: limit + 2 });
    lastStatusStep(g);
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    play(g, { type: "answerCardChoice", seat: g.sol, units: { destroyer: 2 } });
    expect(space(g, g.near, g.sol)).toEqual({ destroyer: limit });
    expect(g.state.cardEffects ?? []).toEqual([]);
    expect(g.state.phase).toBe("strategy");
    expectReplayMatches(g);
  });

  it("without it, the same move is refused (RR §15)", () => {
    const g = scene();
    const limit = fleetSupplyLimit(g.state, g.sol);
    place(g, g.sol, g.home, { destroyer: limit + 1 });
    play(g, { type: "tacticalAction", seat: g.sol, position: g.near });
    passActionWindows(g);
    refuse(
      g,
      { type: "moveUnits", seat: g.sol, moves: [{ from: g.home, units: { destroyer: limit + 1 } }] },
      "ERR_FLEET_SUPPLY",
    );
  });
});

describe("Grand Armada (Strategy Phase)", () => {
  it("lifts Sol's Fleet Supply in his Home System for the round", () => {
    const g = strategyScene("grand-armada");
    play(g, { type: "playActionCard", seat: g.sol, card: "grand-armada" });
    passActionWindows(g);
    const limit = fleetSupplyLimit(g.state, g.sol);
    place(g, g.sol, g.near, { cruiser: limit + 2 });
    play(g, { type: "tacticalAction", seat: g.sol, position: g.home });
    passActionWindows(g);
    play(g, { type: "moveUnits", seat: g.sol, moves: [{ from: g.near, units: { cruiser: limit + 2 } }] });
    expect(space(g, g.home, g.sol).cruiser).toBe(limit + 2);
    expect(g.state.cardEffects).toEqual([expect.objectContaining({ effect: "grandArmada", system: g.home })]);
    expectReplayMatches(g);
  });
});

// ---- right after activating a system

describe("Flank Speed (after activation)", () => {
  it("carries Sol's Cruisers (move 2) three systems into the system he activated", () => {
    const g = scene();
    const a = besides(g, g.near, [g.home, inward(g.near)]);
    const start = besides(g, a, [g.near, inward(a)]);
    const far = besides(g, start, [a, inward(start)]);
    place(g, g.sol, far, { cruiser: 1 });
    deal(g, g.sol, "flank-speed");
    play(g, { type: "tacticalAction", seat: g.sol, position: g.near });
    const move = { type: "moveUnits", seat: g.sol, moves: [{ from: far, units: { cruiser: 1 } }] } as const;
    play(g, { type: "playActionCard", seat: g.sol, card: "flank-speed" });
    passActionWindows(g);
    play(g, { ...move, moves: [...move.moves] });
    expect(space(g, g.near, g.sol)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("is refused to a player who has not just activated a system", () => {
    const g = scene();
    solRefused(g, "flank-speed", {}, "ERR_CARD_TIMING");
  });
});

describe("In the Silence of Space (after activation)", () => {
  it("takes Sol's Cruiser through a system of Hacan ships", () => {
    const g = scene();
    const a = besides(g, g.near, [g.home, inward(g.near)]);
    const start = besides(g, a, [g.near, inward(a)]);
    tiles(g, { [a]: "empty" });
    place(g, g.sol, start, { cruiser: 1 });
    place(g, g.hacan, a, { destroyer: 1 });
    deal(g, g.sol, "in-the-silence-of-space");
    play(g, { type: "tacticalAction", seat: g.sol, position: g.near });
    const move = {
      type: "moveUnits",
      seat: g.sol,
      moves: [{ from: start, path: [a], units: { cruiser: 1 } }],
    } as const;
    const moveCommand = (): Command => ({ ...move, moves: [{ ...move.moves[0], path: [a] }] });
    play(g, { type: "playActionCard", seat: g.sol, card: "in-the-silence-of-space", system: start });
    passActionWindows(g);
    play(g, moveCommand());
    expect(space(g, g.near, g.sol)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });

  it("without it the Hacan ships block the way", () => {
    const g = scene();
    const a = besides(g, g.near, [g.home, inward(g.near)]);
    const start = besides(g, a, [g.near, inward(a)]);
    place(g, g.sol, start, { cruiser: 1 });
    place(g, g.hacan, a, { destroyer: 1 });
    play(g, { type: "tacticalAction", seat: g.sol, position: g.near });
    passActionWindows(g);
    refuse(
      g,
      { type: "moveUnits", seat: g.sol, moves: [{ from: start, path: [a], units: { cruiser: 1 } }] },
      "ERR_BLOCKED",
    );
  });
});

describe("Patrol (action)", () => {
  it("sends Sol's Cruiser and Destroyer from a system he activated into two empty systems, each given a counter", () => {
    const g = scene();
    const x = besides(g, g.near, [g.home, inward(g.near)]);
    const y = besides(g, g.near, [g.home, inward(g.near), x]);
    given(g, { type: "systemActivated", seat: g.sol, position: g.near, from: "command" });
    place(g, g.sol, g.near, { cruiser: 1, destroyer: 1, carrier: 1 });
    const spare = reinforcements(g.state, g.sol);
    solPlays(g, "patrol", { system: g.near });
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    const answer = (units: Record<string, number>, system?: string): Command => ({
      type: "answerCardChoice",
      seat: g.sol,
      units,
      ...(system ? { system } : {}),
    });
    refuse(g, answer({ carrier: 1 }, x), "ERR_CARD_CHOICE");
    refuse(g, answer({ cruiser: 1 }, g.home), "ERR_PATROL");
    play(g, answer({ cruiser: 1 }, x));
    expect(waitingOn(g)).toEqual(["answerCardChoice"]);
    play(g, answer({ destroyer: 1 }, y));
    expect(space(g, x, g.sol)).toEqual({ cruiser: 1 });
    expect(space(g, y, g.sol)).toEqual({ destroyer: 1 });
    expect(g.state.board[x]!.commandCounters).toEqual([g.sol]);
    expect(reinforcements(g.state, g.sol)).toBe(spare - 2);
    expect(waitingOn(g)).toContain("tacticalAction");
    expectReplayMatches(g);
  });

  it("may stop after no ship at all; is refused from a system Sol has not activated", () => {
    const g = scene();
    place(g, g.sol, g.near, { cruiser: 1 });
    solRefused(g, "patrol", { system: g.near }, "ERR_CARD_TARGET");
    given(g, { type: "systemActivated", seat: g.sol, position: g.near, from: "command" });
    solPlays(g, "patrol", { system: g.near });
    play(g, { type: "answerCardChoice", seat: g.sol, units: {} });
    expect(space(g, g.near, g.sol)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });
});
