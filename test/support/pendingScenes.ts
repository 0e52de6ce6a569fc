/**
 * One game state per kind of decision the engine can ask for, each built the way the scenario tests build
 * theirs (races drafted, the board set with engine events, commands played; the built-in bot answers the
 * ordinary decisions on the way). The table is typed over every decision kind: a kind added to the engine
 * fails to compile until it has a scene here.
 */
import type { ActionCardId, OptionId, RaceId } from "../../src/content/index.ts";
import { botCommand } from "../../src/engine/bot/policy.ts";
import { neighbourLabels } from "../../src/engine/galaxy/hex.ts";
import { type DecisionKind, decisions, type GameEvent } from "../../src/engine/index.ts";
import { freeContracts } from "../../src/engine/rules/trade/agreements.ts";
import { CTX, newScenario, passActionWindows, play, type Scenario, seatToAnswer } from "./engine.ts";
import { deal, draft, given, seatedTable } from "./strategyTable.ts";
import {
  activateAndMove,
  clearGalaxy,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  owns,
  place,
  scriptDice,
  tiles,
} from "./tactical.ts";

const asks = (game: Scenario, kind: string) => decisions(game.state).some((d) => d.kind === kind);

/** The built-in bot answers whatever is asked until a decision of this kind is pending. */
export function botUntil(game: Scenario, kind: DecisionKind, limit = 400): Scenario {
  for (let played = 0; !asks(game, kind); played++) {
    if (played >= limit) throw new Error(`the bot never reached a ${kind} decision`);
    const seats = [...new Set(decisions(game.state).map((d) => d.seat))];
    const command = seats.map((seat) => botCommand(game.state, seat, CTX)).find((c) => c !== null);
    if (!command) throw new Error(`the bot cannot answer ${JSON.stringify(decisions(game.state))}`);
    play(game, command);
  }
  return game;
}

const table = seatedTable();
/** The seats of seatedTable(): Xxcha 0, Sol 1, Jol-Nar 2, Letnev 3. */
const [XXCHA, SOL, JOLNAR, LETNEV] = [0, 1, 2, 3] as const;

function cards(game: Scenario, seat: number, ...wanted: ActionCardId[]): void {
  const deck = game.state.decks.action.draw;
  const dealt = wanted.length > 0 ? wanted : deck.filter((c) => c !== "sabotage").slice(0, 2);
  given(game, { type: "actionCardsDrawn", seat, cards: dealt });
}

/** The Action Phase of a lab game, the first race to act. */
function actionPhase(races: RaceId[] = ["hacan", "sol", "letnev"]): Lab {
  const g = lab(races);
  clearGalaxy(g);
  return g;
}

/** Hacan ships at home, next to a system `a` where the scene puts what they meet. */
function nextDoor(races: RaceId[] = ["hacan", "sol", "letnev"]) {
  const g = actionPhase(races);
  const me = g.seat.hacan as number;
  const h = homeOf(g, me);
  const a = inward(h);
  return Object.assign(g, { me, h, a });
}

/** Sol (0) holds Initiative and Political: the Speaker's strategic action calls the Galactic Council. */
function council(races: string[] = ["sol", "hacan", "jolnar", "letnev"]): Scenario {
  const game = deal({ races, holder: 0, card: "political" });
  play(game, { type: "strategicAction", seat: 0, card: "political" });
  play(game, { type: "resolvePrimary", seat: 0, card: "political", choice: { counters: { command: 1 } } });
  passActionWindows(game);
  return game;
}

/** The variant cards' Assembly, played by the player left of the Speaker. */
function assembly(): { game: Scenario; holder: number } {
  const races = ["sol", "hacan", "jolnar", "letnev"];
  const game = draft(races, ["variantCards"]);
  const holder = (game.state.speaker + 1) % 4;
  const mine = ["leadership", "assembly"];
  const others = ["diplomacy-2", "production", "trade-2", "warfare-2", "technology-2", "bureaucracy"];
  while (game.state.phase === "strategy") {
    const seat = seatToAnswer(game, "pickStrategyCard");
    play(game, { type: "pickStrategyCard", seat, card: (seat === holder ? mine : others).shift() as never });
  }
  play(game, { type: "strategicAction", seat: holder, card: "assembly" });
  return { game, holder };
}

/** Xxcha (0) plays Trade and takes its Trade Goods: every player may now propose agreements. */
function negotiations(): Scenario {
  const game = table.strategicAction("trade", XXCHA);
  play(game, { type: "resolvePrimary", seat: XXCHA, card: "trade", choice: { option: "tradeGoods" } });
  passActionWindows(game);
  return game;
}

/** Two proposals at once, each made to a different player: Sol to Jol-Nar, Letnev to Xxcha. */
function twoProposals(): Scenario {
  const game = negotiations();
  const propose = (seat: number, partner: number) => {
    const give = freeContracts(game.state, seat)[0] as number;
    const receive = freeContracts(game.state, partner)[0] as number;
    play(game, { type: "proposeTradeAgreement", seat, partner, give, receive });
  };
  propose(SOL, JOLNAR);
  propose(LETNEV, XXCHA);
  return game;
}

/** Everyone has played their cards and passed but the Hacan: their pass ends the Action Phase. */
function statusPhase(events: (g: Lab) => GameEvent[] = () => [], options: OptionId[] = []): Scenario {
  const g = lab(["hacan", "sol", "jolnar"], options.length > 0 ? { settings: { options } } : {});
  given(g, ...events(g));
  const me = g.seat.hacan as number;
  for (const p of g.state.players) {
    for (const held of p.strategyCards) {
      given(g, { type: "strategyCardPlayed", seat: p.seat, card: held.card });
    }
    if (p.seat !== me) given(g, { type: "playerPassed", seat: p.seat });
  }
  play(g, { type: "pass", seat: me });
  return g;
}

/** Assassins hired by a race before the scene (Borderlands). */
function hired(l: Lab, race: RaceId, count: number): GameEvent[] {
  return [{ type: "assassinsBought", seat: l.seat[race] as number, count, asked: count }];
}

/** A Sol-Jol-Nar agreement (theirs to break) and Action Cards in Sol's hand (the Hacan trade them). */
function tradesAtStatus(): Scenario {
  const g = statusPhase((l) => [
    { type: "tradeAgreementFormed", seats: [l.seat.sol as number, l.seat.jolnar as number], values: [1, 1] },
  ]);
  cards(g, 1);
  return botUntil(g, "redistributeCounters");
}

export interface Scene {
  build: () => Scenario;
  /**
   * Answers the engine may refuse in this state, by answer, with the code of the rule it names: a
   * button offered for a choice the state rules out (a Strategy Card already taken is not offered at all).
   */
  refused?: Readonly<Record<string, string>>;
}

/** A state asking each kind of decision. */
export const SCENES: Readonly<Record<DecisionKind, Scene>> = {
  pickRace: { build: () => newScenario(3, { raceAssignment: "draft" }) },
  placeGalaxyTile: { build: () => newScenario(3, { galaxyMode: "playerBuilt" }) },
  claimEarlySystem: { build: () => newScenario(3, { options: ["simulatedEarlyTurns"] }) },
  buyEarlyUnits: {
    build: () => botUntil(newScenario(3, { options: ["simulatedEarlyTurns"] }), "buyEarlyUnits"),
  },
  placeEarlyUnits: {
    build: () => {
      // Nothing bought, so every unit fits at home as it was set up.
      const g = botUntil(newScenario(3, { options: ["simulatedEarlyTurns"] }), "buyEarlyUnits");
      while (asks(g, "buyEarlyUnits")) {
        const seat = decisions(g.state)[0]?.seat as number;
        play(g, { type: "buyEarlyUnits", seat, units: {}, technology: null });
      }
      return g;
    },
  },
  pickStrategyCard: { build: () => draft(["yssaril", "sol", "hacan"]) },
  useActionAbility: { build: () => draft(["yssaril", "sol", "hacan"]) },
  strategicAction: { build: () => actionPhase() },
  tacticalAction: { build: () => actionPhase() },
  transferAction: { build: () => actionPhase() },
  skipTurn: { build: () => actionPhase(["yssaril", "sol", "hacan"]) },
  pass: {
    build: () => {
      const g = actionPhase();
      const me = g.seat.hacan as number;
      for (const held of g.state.players[me]?.strategyCards ?? []) {
        given(g, { type: "strategyCardPlayed", seat: me, card: held.card });
      }
      cards(g, me);
      return g;
    },
  },
  playActionCard: {
    build: () => {
      const g = actionPhase();
      cards(g, g.seat.hacan as number);
      return g;
    },
  },
  resolvePrimary: { build: () => table.strategicAction("trade", XXCHA) },
  answerSecondary: {
    build: () => {
      const game = table.strategicAction("logistics", SOL);
      return botUntil(game, "answerSecondary");
    },
  },
  // The first window Sol is asked in (he holds a card played at any moment): his pass may be "every window".
  // The Leaders option: the Hacan play an Action Card; Sol, with no card but an Agent, may cancel it.
  sabotageWithAgent: {
    build: () => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["leaders"] } });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      cards(g, me, "diplomatic-immunity");
      play(g, { type: "playActionCard", seat: me, card: "diplomatic-immunity", system: homeOf(g, me) });
      return g;
    },
  },
  passActionWindow: {
    build: () => {
      const g = nextDoor();
      cards(g, g.seat.sol as number, "disclosure");
      play(g, { type: "tacticalAction", seat: g.me, position: g.a });
      return g;
    },
  },
  moveUnits: {
    build: () => {
      const g = nextDoor();
      play(g, { type: "tacticalAction", seat: g.me, position: g.a });
      passActionWindows(g);
      return g;
    },
  },
  answerActivation: {
    build: () => {
      const g = nextDoor(["hacan", "xxcha", "sol"]);
      const xxcha = g.seat.xxcha as number;
      tiles(g, { [g.a]: "lodor" });
      owns(g, xxcha, "lodor");
      place(g, xxcha, g.a, { cruiser: 1 });
      learn(g, xxcha, "diplomats");
      play(g, { type: "tacticalAction", seat: g.me, position: g.a });
      return g;
    },
  },
  // No rule of the engine leaves an effect to the players any more (issue #17): the frame is put in place.
  confirmByHand: {
    build: () => {
      const g = nextDoor();
      given(g, {
        type: "framePushed",
        frame: { kind: "byHand", seat: g.me, what: "an effect", awaiting: [g.me] },
      });
      return g;
    },
  },
  moveHighAlert: {
    build: () => {
      const g = nextDoor();
      given(g, { type: "highAlertPlaced", seat: g.me, position: g.h });
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1 } }]);
      return g;
    },
  },
  salvageShip: {
    build: () => {
      const g = actionPhase(["mentak", "sol", "letnev"]);
      const me = g.seat.mentak as number;
      const h = homeOf(g, me);
      learn(g, me, "salvage-operations");
      place(g, g.seat.sol as number, inward(h), { destroyer: 2 });
      // Mentak's ambush hits (9); in round 1 the Cruiser hits again (9), Sol's Destroyer misses (1).
      scriptDice(g, [9, 9, 1]);
      activateAndMove(g, me, inward(h), [{ from: h, units: { cruiser: 1 } }]);
      return botUntil(g, "salvageShip");
    },
  },
  declareRelations: {
    build: () => botUntil(statusPhase(undefined, ["classic:declarationsOfWar"]), "declareRelations"),
  },
  laySpaceMine: {
    build: () => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["spaceMines"] } });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const a = inward(homeOf(g, me));
      place(g, me, a, { cruiser: 1 });
      activateAndMove(g, me, a, []);
      return botUntil(g, "laySpaceMine");
    },
  },
  // TI1 Borderlands: a Dreadnought that stayed at home in the activation, and 5 Trade Goods to pay.
  layMineField: {
    build: () => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["classic:mineFields"] } });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const h = homeOf(g, me);
      place(g, me, h, { dreadnought: 1 });
      given(g, { type: "tradeGoodsGained", seat: me, amount: 5, reason: "scene" });
      activateAndMove(g, me, h, []);
      return botUntil(g, "layMineField");
    },
  },
  // A damaged Carrier at the Hacan Space Dock, and Trade Goods for its repair.
  repairCapitalShips: {
    build: () => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["classic:capitalShips"] } });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const h = homeOf(g, me);
      given(g, { type: "unitsDamaged", seat: me, position: h, units: { carrier: 1 } });
      given(g, { type: "tradeGoodsGained", seat: me, amount: 6, reason: "scene" });
      activateAndMove(g, me, h, []);
      return botUntil(g, "repairCapitalShips");
    },
  },
  // Round 3's Status Phase opens: every player names a Capital Planet.
  chooseCapitalPlanet: {
    build: () => {
      const g = statusPhase(
        () => [{ type: "phaseStarted", phase: "action", round: 3 }],
        ["classic:capitolPlanets"],
      );
      return botUntil(g, "chooseCapitalPlanet");
    },
  },
  // TI1 Borderlands' Assassins: the Hacan hold two as the Status Phase opens.
  sendAssassins: {
    build: () =>
      botUntil(
        statusPhase((l) => hired(l, "hacan", 2), ["classic:assassins"]),
        "sendAssassins",
      ),
  },
  // The Hacan send their Assassin at Sol, who holds one to stand in as a bodyguard.
  guardAgainstAssassin: {
    build: () => {
      const g = statusPhase((l) => [...hired(l, "hacan", 1), ...hired(l, "sol", 1)], ["classic:assassins"]);
      const seatOf = (race: RaceId) => g.state.players.find((p) => p.race === race)?.seat as number;
      const [hacan, sol] = [seatOf("hacan"), seatOf("sol")];
      play(g, { type: "sendAssassins", seat: sol, targets: [] });
      play(g, { type: "sendAssassins", seat: hacan, targets: [sol] });
      return botUntil(g, "guardAgainstAssassin");
    },
  },
  // Nobody holds an Assassin: every player who can pay 4 is asked to hire.
  buyAssassins: {
    build: () => botUntil(statusPhase(undefined, ["classic:assassins"]), "buyAssassins"),
  },
  // Two opponents' mines where the Hacan Cruiser ends its move; its die misses (1).
  removeSpaceMine: {
    build: () => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["spaceMines"] } });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const h = homeOf(g, me);
      for (const owner of [g.seat.sol as number, g.seat.letnev as number])
        given(g, { type: "spaceMineLaid", position: inward(h), owner, produced: false, reason: "scene" });
      place(g, me, h, { cruiser: 1 });
      scriptDice(g, [1]);
      activateAndMove(g, me, inward(h), [{ from: h, units: { cruiser: 1 } }]);
      return botUntil(g, "removeSpaceMine");
    },
  },
  captureStructures: {
    build: () => {
      // Shock Troops land on Sol's undefended Abyz, where a Space Dock and a PDS stand (SE Option 6).
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["shockTroops"] } });
      clearGalaxy(g);
      const [me, sol] = [g.seat.hacan as number, g.seat.sol as number];
      const h = homeOf(g, me);
      tiles(g, { [inward(h)]: "abyz-fria" });
      owns(g, sol, "abyz");
      place(g, sol, inward(h), { spaceDock: 1, pds: 1 }, "abyz");
      place(g, me, h, { groundForce: 1, shockTroop: 1 });
      activateAndMove(g, me, inward(h), [{ from: h, units: { carrier: 1, groundForce: 1, shockTroop: 1 } }]);
      if (asks(g, "firePds")) play(g, { type: "firePds", seat: sol, fire: false });
      scriptDice(g, [1]); // the PDS on Abyz misses the landing
      const landing = { planet: "abyz" as const, units: { groundForce: 1, shockTroop: 1 } };
      play(g, { type: "landUnits", seat: me, landings: [landing] });
      return g;
    },
  },
  sabotageRuns: {
    build: () => {
      const g = lab(["hacan", "sol", "letnev"], { settings: { options: ["sabotageRuns"] } });
      clearGalaxy(g);
      const me = g.seat.hacan as number;
      const h = homeOf(g, me);
      place(g, g.seat.sol as number, inward(h), { warSun: 1 });
      place(g, me, h, { fighter: 3 });
      activateAndMove(g, me, inward(h), [{ from: h, units: { carrier: 1, fighter: 3 } }]);
      return botUntil(g, "sabotageRuns");
    },
  },
  landUnits: {
    build: () => {
      const g = nextDoor();
      tiles(g, { [g.a]: "abyz-fria" });
      place(g, g.me, g.h, { groundForce: 2 });
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, groundForce: 2 } }]);
      return g;
    },
  },
  produceUnits: {
    build: () => {
      const g = nextDoor();
      activateAndMove(g, g.me, g.h, []);
      return botUntil(g, "produceUnits");
    },
  },
  finishTurn: {
    build: () => {
      const g = nextDoor();
      learn(g, g.me, "fleet-logistics");
      activateAndMove(g, g.me, inward(g.a), []);
      return g;
    },
  },
  firePds: {
    build: () => {
      const g = nextDoor();
      const sol = g.seat.sol as number;
      tiles(g, { [g.a]: "abyz-fria" });
      owns(g, sol, "abyz");
      place(g, sol, g.a, { pds: 1 }, "abyz");
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
      return g;
    },
  },
  assignHits: {
    build: () => {
      const g = nextDoor();
      place(g, g.seat.sol as number, g.a, { dreadnought: 1, destroyer: 1 });
      place(g, g.me, g.h, { cruiser: 1 });
      // Hacan Cruisers 7 and 3 (one hit); Sol Dreadnought 2, Destroyer 9 (one hit).
      scriptDice(g, [7, 3, 2, 9]);
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 2 } }]);
      return g;
    },
  },
  useCombatAbility: {
    build: () => {
      const g = nextDoor(["hacan", "letnev", "sol"]);
      const letnev = g.seat.letnev as number;
      place(g, letnev, g.a, { destroyer: 1 });
      given(g, { type: "tradeGoodsGained", seat: letnev, amount: 2, reason: "scenario" });
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
      return g;
    },
  },
  useLaw: {
    build: () => {
      // Minister of War (law): its holder is asked as his Space Battle opens.
      const g = nextDoor();
      const law = { card: "minister-of-war", outcome: String(g.me), passed: true, tally: {} } as const;
      given(g, { type: "agendaResolved", ...law });
      place(g, g.seat.sol as number, g.a, { destroyer: 1 });
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 } }]);
      return g;
    },
  },
  announceRetreat: {
    build: () => {
      const g = nextDoor();
      const c = neighbourLabels(g.a).find((p) => p !== g.h && p !== inward(g.a) && g.state.board[p]);
      place(g, g.seat.sol as number, g.a, { destroyer: 2 });
      place(g, g.me, g.h, { cruiser: 1 });
      given(g, { type: "systemActivated", seat: g.me, position: c as string, from: "reinforcements" });
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 2 } }]);
      return g;
    },
  },
  bombard: {
    build: () => {
      const g = nextDoor();
      const sol = g.seat.sol as number;
      tiles(g, { [g.a]: "abyz-fria" });
      owns(g, sol, "abyz");
      owns(g, sol, "fria");
      place(g, sol, g.a, { groundForce: 1 }, "abyz");
      place(g, sol, g.a, { groundForce: 1 }, "fria");
      place(g, g.me, g.h, { dreadnought: 1, groundForce: 4 });
      activateAndMove(g, g.me, g.a, [{ from: g.h, units: { carrier: 1, dreadnought: 1, groundForce: 4 } }]);
      const landings = [
        { planet: "abyz" as const, units: { groundForce: 2 } },
        { planet: "fria" as const, units: { groundForce: 2 } },
      ];
      play(g, { type: "landUnits", seat: g.me, landings });
      return g;
    },
  },
  proposeTradeAgreement: { build: negotiations },
  finishTrading: { build: negotiations },
  answerTradeProposal: { build: twoProposals },
  approveTradeAgreement: {
    build: () => {
      const game = twoProposals();
      play(game, { type: "answerTradeProposal", seat: JOLNAR, proposal: 1, accept: true });
      return game;
    },
  },
  scoreObjectives: { build: () => statusPhase() },
  useRefreshAbilities: {
    build: () => {
      const g = statusPhase((l) => {
        const hacan = l.seat.hacan as number;
        const near = inward(homeOf(l, hacan));
        return [
          { type: "galaxyTilesPlaced", tiles: { [near]: "bellatrix-tsion", [inward(near)]: "primor" } },
          { type: "planetGained", seat: hacan, planet: "tsion", from: null, exhausted: true, round: 0 },
          { type: "planetGained", seat: hacan, planet: "primor", from: null, exhausted: false, round: 0 },
        ];
      });
      return botUntil(g, "useRefreshAbilities");
    },
  },
  redistributeCounters: { build: tradesAtStatus },
  breakTradeAgreement: { build: tradesAtStatus },
  giveActionCards: { build: tradesAtStatus },
  discardDownToLimit: {
    build: () => {
      const g = actionPhase();
      cards(g, g.seat.sol as number, ...g.state.decks.action.draw.slice(0, 8));
      given(g, { type: "framePushed", frame: { kind: "handLimit" } });
      return g;
    },
  },
  castVotes: { build: () => council() },
  vetoAgenda: { build: () => council(["sol", "hacan", "jolnar", "xxcha"]) },
  breakTie: {
    build: () => {
      // Imperial Mandate tied For and Against: the Speaker decides.
      const game = table.deal("political", XXCHA);
      given(game, {
        type: "framePushed",
        frame: {
          kind: "agenda",
          source: "drawn",
          reader: XXCHA,
          card: "imperial-mandate",
          step: "tie",
          order: [],
          votes: [],
          extra: [],
          tied: ["for", "against"],
          resume: false,
        },
      });
      return game;
    },
  },
  arrangePoliticalDeck: { build: () => botUntil(council(), "arrangePoliticalDeck") },
  chooseSenateOption: { build: () => assembly().game },
  // SE option 5: the first choice of a planet for an Artifact token, right after the map is set up.
  placeArtifact: { build: () => newScenario(4, { options: ["artifacts"] }) },
  // SE option 14: the holder of Political is asked whether he calls a vote for the Voice first.
  callCouncilVote: {
    build: () => {
      const races = ["sol", "hacan", "jolnar", "letnev"];
      const game = deal({ races, holder: 0, card: "political", options: ["voiceOfTheCouncil"] });
      play(game, { type: "strategicAction", seat: 0, card: "political" });
      return game;
    },
  },
  playPoliticalCard: {
    build: () => {
      const { game, holder } = assembly();
      play(game, { type: "chooseSenateOption", seat: holder, option: "b", target: (holder + 1) % 4 });
      return game;
    },
  },
  answerCardChoice: {
    build: () => {
      const g = actionPhase(["sol", "hacan", "letnev"]);
      const [sol, hacan] = [g.seat.sol as number, g.seat.hacan as number];
      const deck = g.state.decks.action.draw.filter((c) => c !== "sabotage" && c !== "disclosure");
      cards(g, sol, "disclosure");
      cards(g, hacan, ...[...new Set(deck)].slice(0, 2));
      play(g, { type: "playActionCard", seat: sol, card: "disclosure", target: hacan });
      passActionWindows(g);
      return g;
    },
  },
  placeCounterFromSheet: {
    build: () => {
      const game = table.deal("diplomacy-2", SOL, ["variantCards"]);
      given(game, {
        type: "commandCountersRedistributed",
        seat: LETNEV,
        counters: { strategy: 0, fleet: 16, command: 0 },
      });
      play(game, { type: "strategicAction", seat: SOL, card: "diplomacy-2" });
      const home = game.state.players[SOL]?.home as string;
      play(game, {
        type: "resolvePrimary",
        seat: SOL,
        card: "diplomacy-2",
        choice: { option: "demilitarize", position: home },
      });
      return game;
    },
  },
};
