/**
 * Every engine command can be sent from the one catalog: a typed line (the playground's command box, the
 * same options as Discord's slash command) builds exactly the engine command, and bad input gets one
 * sentence naming the expected form.
 */
import { describe, expect, it } from "vitest";
import {
  CATALOG,
  COMMAND_FOR,
  commandFor,
  formerName,
  fullName,
  groupName,
  helpText,
  isArgError,
  parseCommandLine,
  readLine,
  type Table,
} from "../../../src/app/catalog/index.ts";
import type { SeatlessCommand } from "../../../src/app/types.ts";
import type { CommandType } from "../../../src/engine/commands.ts";
import { TABLE } from "../../support/table.ts";

/** Reads a typed line at the test table, failing the test on a parse or argument error. */
function built(line: string) {
  const parsed = parseCommandLine(line);
  if ("argError" in parsed) throw new Error(`${line}: ${parsed.argError}`);
  const request = readLine(line, TABLE);
  if (isArgError(request)) throw new Error(`${line}: ${request.argError}`);
  return { command: parsed.command, request };
}

/** The sentence a line is refused with (at parsing, reading or building), or null when it builds. */
function refusal(line: string): string | null {
  const request = readLine(line, TABLE);
  return isArgError(request) ? request.argError : null;
}

/**
 * One typed line per engine command type, with the command it must build. Typed over every CommandType:
 * a command added to the engine fails to compile here until the catalog can send it.
 */
const SAMPLES: { [T in CommandType]: [string, Extract<SeatlessCommand, { type: T }>] } = {
  pickRace: ["/ti turn race race:Hacan", { type: "pickRace", race: "hacan" }],
  placeGalaxyTile: [
    "/ti turn place system:abyz-fria position:104",
    { type: "placeGalaxyTile", tile: "abyz-fria", position: "104" },
  ],
  claimEarlySystem: ["/ti turn claim position:203", { type: "claimEarlySystem", position: "203" }],
  buyEarlyUnits: [
    '/ti turn buy units:"1 cv, 4 gf" technology:hylar-v-assault-laser',
    { type: "buyEarlyUnits", units: { carrier: 1, groundForce: 4 }, technology: "hylar-v-assault-laser" },
  ],
  placeEarlyUnits: [
    '/ti turn deploy units:"1 cv in 203; 2 gf on Lodor"',
    {
      type: "placeEarlyUnits",
      placements: [
        { position: "203", units: { carrier: 1 } },
        { planet: "lodor", units: { groundForce: 2 } },
      ],
    },
  ],
  pickStrategyCard: [
    "/ti turn pick card:Trade fleet:1",
    { type: "pickStrategyCard", card: "trade", bonus: { strategy: 0, fleet: 1, command: 0 } },
  ],
  strategicAction: ["/ti turn strategic card:Warfare", { type: "strategicAction", card: "warfare" }],
  tacticalAction: ["/ti turn tactical position:203", { type: "tacticalAction", position: "203" }],
  transferAction: ["/ti turn transfer from:203 to:204", { type: "transferAction", from: "203", to: "204" }],
  pass: ["/ti turn pass", { type: "pass" }],
  skipTurn: ["/ti turn skip", { type: "skipTurn" }],
  resolvePrimary: [
    '/ti turn primary card:Diplomacy target:C planets:"Abyz, Fria" trade-goods:1',
    {
      type: "resolvePrimary",
      card: "diplomacy",
      choice: {
        counters: { strategy: 0, fleet: 0, command: 0 },
        target: 2,
        planets: ["abyz", "fria"],
        tradeGoods: 1,
      },
    },
  ],
  answerSecondary: [
    "/ti turn follow card:Technology planets:Abyz technology:antimass-deflectors",
    {
      type: "answerSecondary",
      card: "technology",
      follow: true,
      choice: {
        counters: { strategy: 0, fleet: 0, command: 0 },
        planets: ["abyz"],
        tradeGoods: 0,
        technology: "antimass-deflectors",
      },
    },
  ],
  scoreObjectives: [
    "/ti turn score",
    { type: "scoreObjectives", publicObjective: null, secretObjective: null },
  ],
  redistributeCounters: [
    "/ti turn counters strategy:2 fleet:3 command:3",
    { type: "redistributeCounters", counters: { strategy: 2, fleet: 3, command: 3 } },
  ],
  finishTurn: ["/ti turn finish", { type: "finishTurn" }],
  confirmByHand: ["/ti turn confirm", { type: "confirmByHand" }],
  answerCardChoice: [
    '/ti-cards choose planets:"Bereg, Lirta IV" system:204 target:Cara choice:Dreadnought amount:2 units:"2 gf"',
    {
      type: "answerCardChoice",
      planets: ["bereg", "lirta-iv"],
      system: "204",
      target: 2,
      choice: "dreadnought",
      amount: 2,
      units: { groundForce: 2 },
    },
  ],
  placeCounterFromSheet: [
    "/ti turn sheet-counter area:fleet",
    { type: "placeCounterFromSheet", area: "fleet" },
  ],
  moveHighAlert: ["/ti tactical alert to:204", { type: "moveHighAlert", to: "204" }],
  useRefreshAbilities: [
    '/ti turn refresh planets:"Tsion, Hope\'s End"',
    { type: "useRefreshAbilities", planets: ["tsion", "hopes-end"] },
  ],
  salvageShip: [
    "/ti combat salvage unit:cruiser planets:Abyz trade-goods:1",
    { type: "salvageShip", unit: "cruiser", planets: ["abyz"], tradeGoods: 1 },
  ],
  laySpaceMine: [
    "/ti combat mine planets:Abyz trade-goods:1 position:204",
    { type: "laySpaceMine", position: "204", planets: ["abyz"], tradeGoods: 1 },
  ],
  removeSpaceMine: ["/ti combat clear-mine", { type: "removeSpaceMine", owner: null }],
  declareRelations: [
    '/ti politics relations war:Bob peace:"Cara, Dan"',
    { type: "declareRelations", war: [1], peace: [2, 3] },
  ],
  surpriseAttack: [
    "/ti politics surprise player:Cara planets:Abyz trade-goods:3",
    { type: "surpriseAttack", against: 2, planets: ["abyz"], tradeGoods: 3 },
  ],
  layMineField: [
    "/ti combat minefield planets:abyz trade-goods:1 position:204",
    { type: "layMineField", position: "204", planets: ["abyz"], tradeGoods: 1 },
  ],
  repairCapitalShips: [
    '/ti combat repair units:"1 dreadnought, 1 carrier" trade-goods:6',
    { type: "repairCapitalShips", units: { dreadnought: 1, carrier: 1 }, tradeGoods: 6 },
  ],
  chooseCapitalPlanet: ["/ti-politics capital planet:abyz", { type: "chooseCapitalPlanet", planet: "abyz" }],
  sendAssassins: [
    '/ti-politics assassins targets:"Bob, Bob, Cara"',
    { type: "sendAssassins", targets: [1, 1, 2] },
  ],
  guardAgainstAssassin: ["/ti-politics bodyguard guard:true", { type: "guardAgainstAssassin", guard: true }],
  buyAssassins: [
    "/ti-politics hire count:2 planets:abyz trade-goods:5",
    { type: "buyAssassins", count: 2, planets: ["abyz"], tradeGoods: 5 },
  ],
  captureStructures: [
    '/ti combat capture units:"1 pds"',
    { type: "captureStructures", capture: true, units: { pds: 1 } },
  ],
  moveUnits: [
    '/ti tactical move units:"2 cruiser, 1 CV from 203; 1 damaged dn from 104 via 103" pickup:"2 gf from Lodor with 203" conduit:true',
    {
      type: "moveUnits",
      moves: [
        {
          from: "203",
          units: { cruiser: 2, carrier: 1 },
          pickUp: [{ planet: "lodor", units: { groundForce: 2 } }],
        },
        { from: "104", units: { dreadnought: 1 }, damaged: { dreadnought: 1 }, path: ["103"] },
      ],
      conduit: true,
    },
  ],
  landUnits: [
    '/ti tactical land units:"2 gf on Lodor; 1 st, 1 pds on mecatol rex"',
    {
      type: "landUnits",
      landings: [
        { planet: "lodor", units: { groundForce: 2 } },
        { planet: "mecatol-rex", units: { shockTroop: 1, pds: 1 } },
      ],
    },
  ],
  produceUnits: [
    '/ti tactical produce units:"2 fighters, 1 carrier; 2 gf at Quann" dock:Lodor planets:"Lodor, Quann" trade-goods:2',
    {
      type: "produceUnits",
      orders: [
        { dock: "lodor", units: { fighter: 2, carrier: 1 } },
        { dock: "quann", units: { groundForce: 2 } },
      ],
      planets: ["lodor", "quann"],
      tradeGoods: 2,
    },
  ],
  answerActivation: ["/ti tactical cancel", { type: "answerActivation", cancel: true }],
  firePds: ["/ti combat pds target:B", { type: "firePds", fire: true, target: 1 }],
  assignHits: [
    '/ti combat hits units:"destroy 2 ff; damage 1 dreadnought"',
    { type: "assignHits", destroy: { fighter: 2 }, damage: { dreadnought: 1 } },
  ],
  announceRetreat: [
    "/ti combat retreat to:105 tactical:true",
    { type: "announceRetreat", to: "105", tactical: true },
  ],
  sabotageRuns: ["/ti combat sabotage fighters:3 second:1", { type: "sabotageRuns", runs: [3, 1] }],
  bombard: [
    "/ti combat bombard dreadnoughts:2 x89:warSun",
    { type: "bombard", dreadnoughts: 2, warSuns: 0, x89: "warSun" },
  ],
  useCombatAbility: [
    "/ti combat ability ability:jolnarReroll die:3",
    { type: "useCombatAbility", ability: "jolnarReroll", use: true, die: 2 },
  ],
  setAutoAssignHits: ["/ti combat autohits on:true", { type: "setAutoAssignHits", on: true }],
  useActionAbility: [
    "/ti turn ability ability:transitDiodes from:Jord to:Mecatol count:3",
    { type: "useActionAbility", ability: "transitDiodes", from: "jord", to: "mecatol-rex", count: 3 },
  ],
  setAutoPassWindows: ["/ti-cards autopass on:true", { type: "setAutoPassWindows", on: true }],
  liftTemporaryStability: [
    '/ti-cards lift cards:"Sabotage, Good Year, Skilled Retreat"',
    { type: "liftTemporaryStability", cards: ["sabotage", "good-year", "skilled-retreat"] },
  ],
  proposeTradeAgreement: [
    "/ti-trade propose player:cara give:2 receive:3",
    { type: "proposeTradeAgreement", partner: 2, give: 2, receive: 3 },
  ],
  answerTradeProposal: [
    "/ti-trade answer proposal:4 refuse:true",
    { type: "answerTradeProposal", proposal: 4, accept: false },
  ],
  approveTradeAgreement: [
    "/ti-trade approve proposal:1",
    { type: "approveTradeAgreement", proposal: 1, approve: true },
  ],
  finishTrading: ["/ti-trade done", { type: "finishTrading" }],
  breakTradeAgreement: ['/ti-trade break player:"seat D"', { type: "breakTradeAgreement", partner: 3 }],
  giveTradeGoods: [
    "/ti-trade give-tg player:<@100000000000000010> amount:2",
    { type: "giveTradeGoods", to: 0, amount: 2 },
  ],
  giveActionCards: [
    '/ti-trade give-cards player:Bob cards:"Sabotage"',
    { type: "giveActionCards", to: 1, cards: ["sabotage"] },
  ],
  castVotes: ['/ti-politics vote choice:"Lodor" votes:5', { type: "castVotes", choice: "lodor", votes: 5 }],
  breakTie: ["/ti-politics tiebreak choice:Against", { type: "breakTie", choice: "against" }],
  vetoAgenda: ["/ti-politics veto allow:true", { type: "vetoAgenda", veto: false }],
  useLaw: [
    '/ti-politics law card:"Short Term Truce" planets:"Abyz, Fria" tg:4',
    { type: "useLaw", card: "short-term-truce", use: true, planets: ["abyz", "fria"], tradeGoods: 4 },
  ],
  playPoliticalCard: [
    '/ti-politics play card:"Minister of War"',
    { type: "playPoliticalCard", card: "minister-of-war" },
  ],
  arrangePoliticalDeck: [
    '/ti-politics arrange card:"Minister of War"',
    { type: "arrangePoliticalDeck", top: "minister-of-war" },
  ],
  chooseSenateOption: [
    "/ti-politics senate option:b player:B",
    { type: "chooseSenateOption", option: "b", target: 1 },
  ],
  callCouncilVote: ["/ti-politics voice decline:true", { type: "callCouncilVote", call: false }],
  placeArtifact: ['/ti turn artifact planet:"Lodor"', { type: "placeArtifact", planet: "lodor" }],
  playActionCard: [
    "/ti-cards play card:Sabotage target:Hacan",
    { type: "playActionCard", card: "sabotage", target: 2 },
  ],
  passActionWindow: ["/ti-cards pass", { type: "passActionWindow" }],
  sabotageWithAgent: ["/ti-cards agent leader:connor", { type: "sabotageWithAgent", leader: "connor" }],
  changeLeaderShip: [
    "/ti tactical leader-ship leader:DeLouis ship:dn",
    { type: "changeLeaderShip", leader: "delouis", ship: "dreadnought" },
  ],
  executeCaptive: ["/ti-combat execute leader:Harrugh", { type: "executeCaptive", leader: "harrugh" }],
  allowDiplomatPassage: [
    '/ti tactical passage player:"seat D" allow:true',
    { type: "allowDiplomatPassage", to: 3, allow: true },
  ],
  // A GM correction names the player corrected (Bob, seat B): it is sent as a "gm" request.
  gmCorrection: [
    '/ti-gm tg player:Bob set:4 reason:"misclick in round 2"',
    {
      type: "gmCorrection",
      correction: { kind: "tradeGoods", mode: "set", amount: 4 },
      reason: "misclick in round 2",
    },
  ],
  // A seat handed to Mecatol's bot names the player (Bob, seat B): sent as a "handOver" request, for which
  // the app picks the bot's id and name.
  handOverSeat: [
    '/ti-gm bot player:Bob reason:"left the server"',
    { type: "handOverSeat", userId: "bot:1", name: "Bob (bot)", reason: "left the server" },
  ],
  discardDownToLimit: [
    '/ti-cards discard action:"Sabotage, Sabotage"',
    { type: "discardDownToLimit", actionCards: ["sabotage", "sabotage"] },
  ],
};

describe("every engine command has a catalog command that builds it", () => {
  it.each(Object.entries(SAMPLES))("%s", (type, [line, expected]) => {
    const { command, request } = built(line);
    if (expected.type === "gmCorrection") {
      const { type: _type, ...correction } = expected;
      expect(request).toEqual({ kind: "gm", target: 1, ...correction });
    } else if (expected.type === "handOverSeat")
      expect(request).toEqual({ kind: "handOver", target: 1, reason: expected.reason });
    else expect(request).toEqual({ kind: "play", command: expected });
    // COMMAND_FOR names the same catalog command, for prompts telling players what to type.
    expect(commandFor(type as CommandType)).toBe(command);
    expect(formerName(command)).toBe(`/ti ${COMMAND_FOR[type as CommandType]}`);
  });

  it("passes every window from now on with every:true (the autopass offered in a first window)", () => {
    expect(built("/ti-cards pass every:true").request).toEqual({
      kind: "play",
      command: { type: "passActionWindow", everyWindow: true },
    });
  });

  it("has a catalog command named for every engine command type", () => {
    for (const type of Object.keys(COMMAND_FOR) as CommandType[]) {
      expect(commandFor(type), `${type} → ${COMMAND_FOR[type]}`).toBeDefined();
    }
  });

  it("lists every command in the help, each with its long help", () => {
    const overview = helpText();
    for (const command of CATALOG) {
      if (command.group === null) {
        expect(overview).toContain(`${fullName(command)} — ${command.description}`);
        continue;
      }
      expect(overview).toMatch(new RegExp(`^${groupName(command.group)} — .*[(, ]${command.name}[,)]`, "m"));
      expect(helpText(command.group)).toContain(`${fullName(command)} — ${command.description}`);
      expect(helpText(`${command.group} ${command.name}`)).toContain(command.help);
    }
    expect(helpText("tactical move")).toContain('"<units> from <position>"');
    expect(helpText("combat hits")).toContain("destroy <units>; damage <units>");
    expect(helpText("/ti-trade propose")).toContain("player: The other player");
  });
});

describe("Leaders (the Leaders option)", () => {
  it("takes Leaders aboard a move's ships, and lands them with the Ground Forces or alone", () => {
    const move = built('/ti tactical move units:"1 cv from 203" leaders:"Harrugh on cv; rin-admiral on DN"');
    expect(move.request).toMatchObject({
      command: {
        leaders: [
          { leader: "harrugh", ship: "carrier" },
          { leader: "rin-admiral", ship: "dreadnought" },
        ],
      },
    });
    const land = built('/ti tactical land units:"2 gf on Lodor" leaders:"Harrugh on Lodor; Carth on Quann"');
    expect(land.request).toEqual({
      kind: "play",
      command: {
        type: "landUnits",
        landings: [
          { planet: "lodor", units: { groundForce: 2 }, leaders: ["harrugh"] },
          { planet: "quann", units: {}, leaders: ["carth"] },
        ],
      },
    });
  });
});

describe("moves and pick-ups", () => {
  it("reads unit names, plurals and abbreviations in any case", () => {
    const { request } = built(
      '/ti tactical move units:"1 WS, 2 dreadnoughts, a Cruiser, 3x dd, 2 War Suns and 4 ff from 0"',
    );
    expect(request).toMatchObject({
      command: {
        moves: [{ from: "000", units: { warSun: 3, dreadnought: 2, cruiser: 1, destroyer: 3, fighter: 4 } }],
      },
    });
  });

  it("answers with no moves when units are left out", () => {
    expect(built("/ti tactical move").request).toEqual({
      kind: "play",
      command: { type: "moveUnits", moves: [] },
    });
  });

  it("puts a pick-up with the only fleet, or with the fleet moving from where it is picked up", () => {
    const one = built('/ti tactical move units:"1 cv from 203" pickup:"2 gf from Lodor"').request;
    expect(one).toMatchObject({
      command: { moves: [{ from: "203", pickUp: [{ planet: "lodor", units: { groundForce: 2 } }] }] },
    });
    const two = built(
      '/ti tactical move units:"1 cv from 203; 1 cv from 104" pickup:"1 ff from 104"',
    ).request;
    expect(two).toMatchObject({
      command: {
        moves: [{ from: "203" }, { from: "104", pickUp: [{ position: "104", units: { fighter: 1 } }] }],
      },
    });
  });

  it("lifts units from a planet of the activated system when no fleet moves", () => {
    expect(built('/ti tactical move pickup:"1 gf from Quann"').request).toEqual({
      kind: "play",
      command: { type: "moveUnits", moves: [], pickUp: [{ planet: "quann", units: { groundForce: 1 } }] },
    });
  });

  it.each([
    ['units:"2 cruiser to 203"', /^units: Write each fleet as "<units> from <position>"/],
    ['units:"2 cruiser from Lodor"', /"Lodor" is not a map position\. Write each fleet/],
    ['units:"2 crusier from 203"', /"2 crusier" is not a unit count\. Did you mean "cruiser"\? Write e\.g\./],
    ['units:"2 cr from 203 via 1x"', /"1x" is not a map position: write e\.g\. "via 103 102"/],
    [
      'units:"1 cv from 203" pickup:"2 gf at Lodor"',
      /^pickup: Write each pick-up as "<units> from <planet or position>"/,
    ],
    [
      'units:"1 cv from 203" pickup:"2 gf from Atlantis"',
      /There is no planet called "Atlantis"\..*\(Or give a map position\.\)/,
    ],
    ['units:"1 cv from 203" pickup:"2 damaged gf from Lodor"', /Leave out "damaged" here/],
    [
      'units:"1 cv from 203; 1 cv from 104" pickup:"2 gf from Lodor"',
      /Several fleets move: end each pick-up with "with <position>"/,
    ],
    ['units:"1 cv from 203" pickup:"2 gf from Lodor with 105"', /No fleet moves from 105/],
  ])("refuses move %s with the form expected", (options, message) => {
    expect(refusal(`/ti tactical move ${options}`)).toMatch(message);
  });
});

describe("landings", () => {
  it("reads planet names as players write them, a unique start of a name too", () => {
    expect(built('/ti tactical land units:"1 gf on MECATOL; 2 inf on lodor"').request).toEqual({
      kind: "play",
      command: {
        type: "landUnits",
        landings: [
          { planet: "mecatol-rex", units: { groundForce: 1 } },
          { planet: "lodor", units: { groundForce: 2 } },
        ],
      },
    });
  });

  it("lands nothing when units are left out", () => {
    expect(built("/ti tactical land").request).toEqual({
      kind: "play",
      command: { type: "landUnits", landings: [] },
    });
  });

  it.each([
    ['"2 gf to Lodor"', /^units: Write each landing as "<units> on <planet>"/],
    ['"2 gf on Atlantis"', /There is no planet called "Atlantis"\..* Write each landing/],
    ['"2 gf on Lodr"', /There is no planet called "Lodr"\. Did you mean "Lodor".* Write each landing/],
    ['"two gf on Lodor"', /"two gf" is not a unit count/],
  ])("refuses %s with the form expected", (units, message) => {
    expect(refusal(`/ti tactical land units:${units}`)).toMatch(message);
  });
});

describe("production", () => {
  it("reads docks, destinations and placements per group", () => {
    expect(
      built(
        '/ti tactical produce units:"2 dd at space to 204; 1 pds at Lodor onto Quann" new-dock:Quann position:203',
      ).request,
    ).toEqual({
      kind: "play",
      command: {
        type: "produceUnits",
        position: "203",
        spaceDock: "quann",
        orders: [
          { dock: "space", units: { destroyer: 2 }, to: "204" },
          { dock: "lodor", units: { pds: 1 }, planet: "quann" },
        ],
      },
    });
  });

  it("reads the Facilities built (SE Option 9), with no units", () => {
    expect(built('/ti tactical produce colony:"Lodor, Quann" refinery:Abyz planets:Fria').request).toEqual({
      kind: "play",
      command: {
        type: "produceUnits",
        orders: [],
        facilities: [
          { planet: "lodor", kind: "colony" },
          { planet: "quann", kind: "colony" },
          { planet: "abyz", kind: "refinery" },
        ],
        planets: ["fria"],
      },
    });
  });

  it.each([
    ['units:"2 ff"', /Say which Space Dock builds "2 ff"\. Write what each Space Dock builds/],
    ['units:"2 ff" dock:Atlantis', /^dock: There is no planet called "Atlantis"\..*\(Or "space"\.\)/],
    [
      'units:"2 ff at Atlantis"',
      /There is no planet called "Atlantis"\..* Write what each Space Dock builds/,
    ],
    ['units:"2 ff at Lodor to Quann"', /"Quann" is not a map position/],
    ['units:"2 ff at Lodor" planets:"Lodor, Atlantis"', /^planets: There is no planet called "Atlantis"/],
    ['units:"2 ff at Lodor" new-dock:Atlantis', /^new-dock: There is no planet called "Atlantis"/],
  ])("refuses %s with the form expected", (options, message) => {
    expect(refusal(`/ti tactical produce ${options}`)).toMatch(message);
  });
});

describe("scoring", () => {
  it("pays for a spending objective and claims Imperial II's further objectives", () => {
    expect(
      built(
        '/ti turn score public:"five planets" planets:"Abyz, Fria" trade-goods:2 command:3 more:"b1-5-techs, Three Space Docks"',
      ).request,
    ).toEqual({
      kind: "play",
      command: {
        type: "scoreObjectives",
        publicObjective: "b1-5-planets",
        secretObjective: null,
        morePublicObjectives: ["b1-5-techs", "b1-3-docks"],
        planets: ["abyz", "fria"],
        tradeGoods: 2,
        counters: { command: 3 },
      },
    });
  });

  it("refuses an unknown objective among the further ones", () => {
    expect(refusal('/ti turn score more:"imperium-rex, Cheese"')).toMatch(
      /There is no objective called "Cheese"/,
    );
  });
});

describe("secondaries that move, build or name planets", () => {
  it("reads Warfare's patrols and Imperial's production", () => {
    expect(
      built('/ti turn follow card:Warfare patrols:"1 cr from 203 to 204; dd from 104 to 105"').request,
    ).toMatchObject({
      command: {
        type: "answerSecondary",
        choice: {
          patrols: [
            { from: "203", to: "204", unit: "cruiser" },
            { from: "104", to: "105", unit: "destroyer" },
          ],
        },
      },
    });
    expect(
      built('/ti turn follow card:Imperial produce:"2 ff at Jord" position:203 planets:Jord').request,
    ).toMatchObject({
      command: {
        choice: {
          planets: ["jord"],
          production: { position: "203", orders: [{ dock: "jord", units: { fighter: 2 } }] },
        },
      },
    });
    expect(built('/ti turn follow card:Diplomacy refresh:"Abyz, Fria"').request).toMatchObject({
      command: { choice: { refresh: ["abyz", "fria"] } },
    });
  });

  it.each([
    ['patrols:"1 dn from 203 to 204"', /"dn" cannot patrol: only one Cruiser or Destroyer each/],
    ['patrols:"1 cr to 204"', /^patrols: Write each patrol as "<cruiser or destroyer> from <position>/],
    ['patrols:"1 cr from 203 to Lodor"', /"Lodor" is not a map position\. Write each patrol/],
    ['produce:"2 ff at Jord"', /Name the system that produces in position/],
    ["annex:Atlantis", /^annex: There is no planet called "Atlantis"/],
  ])("refuses follow %s", (options, message) => {
    expect(refusal(`/ti turn follow card:Warfare ${options}`)).toMatch(message);
  });
});

describe("combat answers", () => {
  it("destroys units named without a verb, takes 'none', and accepts a comma before damage", () => {
    expect(built('/ti combat hits units:"2 fighters"').request).toEqual({
      kind: "play",
      command: { type: "assignHits", destroy: { fighter: 2 } },
    });
    expect(built("/ti combat hits units:none").request).toEqual({
      kind: "play",
      command: { type: "assignHits", destroy: {} },
    });
    expect(built('/ti combat hits units:"destroy 1 cr, damage 1 ws"').request).toEqual({
      kind: "play",
      command: { type: "assignHits", destroy: { cruiser: 1 }, damage: { warSun: 1 } },
    });
  });

  it("stays, holds fire, declines an ability", () => {
    expect(built("/ti combat retreat to:stay").request).toEqual({
      kind: "play",
      command: { type: "announceRetreat", to: null },
    });
    expect(built("/ti combat pds hold:true target:C").request).toEqual({
      kind: "play",
      command: { type: "firePds", fire: false },
    });
    expect(built("/ti combat ability ability:yinDevotion unit:dd target:dreadnoughts").request).toEqual({
      kind: "play",
      command: {
        type: "useCombatAbility",
        ability: "yinDevotion",
        use: true,
        unit: "destroyer",
        target: "dreadnought",
      },
    });
  });

  it.each([
    [
      '/ti combat hits units:"destroy 2 zeppelin"',
      /"2 zeppelin" is not a unit count.*Write the hits as "destroy <units>; damage <units>"/,
    ],
    ["/ti combat retreat to:Atlantis", /^to: There is no system on the map called "Atlantis"\./],
    [
      "/ti combat pds target:Alicia",
      /^target: Nobody at this table is called "Alicia"\. Did you mean "Alice"\?/,
    ],
    [
      "/ti combat pds target:2",
      /^target: Seats have no numbers: name a player .* seat letter the map shows \(A to D\)/,
    ],
    [
      "/ti combat ability ability:teleport",
      /^ability: "teleport" is not one of the choices\. Choose jolnarReroll, /,
    ],
    ["/ti combat ability ability:yinDevotion unit:spaceship", /"spaceship" is not a unit/],
    [
      "/ti combat bombard x89:cruiser",
      /^x89: "cruiser" is not one of the choices\. Choose dreadnought, warSun\./,
    ],
  ])("refuses %s", (line, message) => {
    expect(refusal(line)).toMatch(message);
  });
});

describe("trade, politics and cards", () => {
  it("reads votes: abstaining, two players, objectives and laws by name", () => {
    expect(built("/ti-politics vote choice:abstain").request).toEqual({
      kind: "play",
      command: { type: "castVotes", choice: null },
    });
    expect(built('/ti-politics vote choice:"Dan and B"').request).toMatchObject({
      command: { choice: "3,1" },
    });
    expect(built('/ti-politics vote choice:"Minister of War"').request).toMatchObject({
      command: { choice: "minister-of-war" },
    });
    expect(built("/ti-politics vote choice:Blue").request).toMatchObject({ command: { choice: "blue" } });
  });

  it.each([
    ["/ti-politics tiebreak choice:abstain", /The Speaker must choose one of the tied options/],
    ["/ti-politics play card:Cheese", /^card: There is no Political Card called "Cheese"/],
    ["/ti-politics senate option:c player:B", /^option: "c" is not one of the choices\. Choose a, b\./],
    ["/ti-politics senate option:a player:Bb", /^player: Nobody at this table is called "Bb"\./],
    [
      "/ti-trade propose player:Bobby give:1 receive:2",
      /Nobody at this table is called "Bobby"\. Did you mean "Bob"\?/,
    ],
    [
      '/ti-trade give-cards player:B cards:"Sabotage, Cheese"',
      /^cards: There is no Action Card called "Cheese"/,
    ],
    ["/ti-cards play card:Cheese", /^card: There is no Action Card called "Cheese"\./],
    [
      "/ti-cards play card:Sabtoage",
      /^card: There is no Action Card called "Sabtoage"\. Did you mean "Sabotage"\?/,
    ],
    ["/ti-cards discard", /Name the cards you discard/],
    [
      "/ti turn sheet-counter area:hand",
      /^area: "hand" is not one of the choices\. Choose strategy, fleet, command\./,
    ],
    ["/ti turn primary card:Warfare position:999", /^position: There is no system on the map called "999"/],
  ])("refuses %s", (line, message) => {
    expect(refusal(line)).toMatch(message);
  });
});

describe("GM corrections (/ti-gm)", () => {
  const gm = (line: string) => built(line).request;

  it("reads each kind of correction, with the player corrected and the reason", () => {
    expect(gm("/ti-gm vp player:C add:1 reason:agreed")).toEqual({
      kind: "gm",
      target: 2,
      correction: { kind: "victoryPoints", mode: "add", amount: 1 },
      reason: "agreed",
    });
    expect(gm("/ti-gm counters player:A fleet:5 reason:agreed")).toMatchObject({
      correction: { kind: "counters", counters: { fleet: 5 } },
    });
    expect(gm('/ti-gm planet player:B planet:"Mecatol Rex" state:control-exhausted reason:x')).toMatchObject({
      correction: { kind: "planet", planet: "mecatol-rex", control: true, exhausted: true },
    });
    expect(gm("/ti-gm planet player:B planet:Jord state:exhaust reason:x")).toMatchObject({
      correction: { kind: "planetStatus", planet: "jord", exhausted: true },
    });
    expect(
      gm('/ti-gm units player:B units:"2 gf" position:307 planet:Jord remove:true reason:x'),
    ).toMatchObject({
      correction: { kind: "units", position: "307", planet: "jord", units: { groundForce: 2 }, remove: true },
    });
    expect(gm('/ti-gm tech player:B technology:"Deep Space Cannon" reason:x')).toMatchObject({
      correction: { kind: "technology", technology: "deep-space-cannon" },
    });
    expect(gm("/ti-gm card player:B card:Sabotage to:discard reason:x")).toMatchObject({
      correction: { kind: "actionCard", card: "sabotage", to: "discard" },
    });
    expect(gm("/ti-gm strategy player:B card:Trade played:true reason:x")).toMatchObject({
      correction: { kind: "strategyCard", card: "trade", played: true },
    });
  });

  it.each([
    ["/ti-gm tg player:B reason:x", /either set .* or add/],
    ["/ti-gm tg player:B set:1 add:2 reason:x", /either set .* or add/],
    ["/ti-gm counters player:B reason:x", /at least one area/],
    [
      "/ti-gm planet player:B planet:Nowhere state:control reason:x",
      /^planet: There is no planet called "Nowhere"/,
    ],
    [
      "/ti-gm tech player:B technology:Teleporter reason:x",
      /^technology: There is no technology called "Teleporter"/,
    ],
    ["/ti-gm tg set:1 reason:x", /needs player/],
    ["/ti-gm tg player:B set:1", /needs reason/],
  ])("refuses %s with a sentence", (line, message) => {
    expect(refusal(line)).toMatch(message);
  });

  it("explains in the help that the game goes on where it was", () => {
    expect(helpText("/ti-gm units")).toContain("goes on where it was");
    expect(helpText("gm")).toContain("/ti-gm card — TI3 only: move an Action Card");
    expect(helpText("gm")).toContain("/ti-gm tokens — TI4 only: set a player's command tokens by pool");
  });
});

/** The same four players at a Fourth Edition table: Mecatol Rex (tile 18) and Lodor (tile 26) on the map. */
const TI4_TABLE: Table = {
  players: TABLE.players.map((p) => ({ ...p, race: null })),
  boxes: [],
  galaxy: { "000": "18", "203": "26" },
  ruleset: "ti4",
};

describe("GM corrections (/ti-gm) at a Fourth Edition table", () => {
  const gm = (line: string) => {
    const request = readLine(line, TI4_TABLE);
    if (isArgError(request)) throw new Error(`${line}: ${request.argError}`);
    return request;
  };
  const refused = (line: string) => {
    const request = readLine(line, TI4_TABLE);
    return isArgError(request) ? request.argError : null;
  };

  it("reads the TI4 corrections, and TI4's planets, technologies, units and tiles by name", () => {
    expect(gm("/ti-gm commodities player:B add:2 reason:agreed")).toEqual({
      kind: "gm",
      target: 1,
      correction: { kind: "commodities", mode: "add", amount: 2 },
      reason: "agreed",
    });
    expect(gm("/ti-gm tokens player:C tactic:4 strategy:1 reason:x")).toMatchObject({
      correction: { kind: "tokens", tokens: { tactic: 4, strategy: 1 } },
    });
    expect(gm('/ti-gm planet player:B planet:"Mecatol Rex" state:control reason:x')).toMatchObject({
      correction: { kind: "planet", planet: "mecatolrex", control: true, exhausted: false },
    });
    expect(gm('/ti-gm tech player:B technology:"Gravity Drive" reason:x')).toMatchObject({
      correction: { kind: "technology", technology: "gd" },
    });
    expect(
      gm('/ti-gm units player:B units:"3 inf, 1 mech" position:Lodor planet:Lodor reason:x'),
    ).toMatchObject({
      correction: { kind: "units", position: "203", planet: "lodor", units: { infantry: 3, mech: 1 } },
    });
    expect(gm('/ti-gm units player:A units:"2 cv" position:"tile 18" reason:x')).toMatchObject({
      correction: { kind: "units", position: "000", units: { carrier: 2 } },
    });
  });

  it.each([
    ["/ti-gm tokens player:B reason:x", /at least one pool: tactic, fleet or strategy/],
    ["/ti-gm commodities player:B reason:x", /either set .* or add/],
    ['/ti-gm units player:B units:"2 shock troop" position:203 reason:x', /not a Fourth Edition unit count/],
    [
      '/ti-gm tech player:B technology:"Deep Space Cannon" reason:x',
      /^technology: There is no technology called "Deep Space Cannon"/,
    ],
  ])("refuses %s with a sentence", (line, message) => {
    expect(refused(line)).toMatch(message);
  });
});
