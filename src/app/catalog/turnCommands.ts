/** /ti turn ...: the commands that answer the game's decisions. */
import { ABILITY_COMMAND } from "./abilityCommands.ts";
import {
  bool,
  counters,
  int,
  objective,
  objectives,
  planetNamed,
  planets,
  position,
  race,
  read,
  str,
  strategyCard,
  system,
} from "./args.ts";
import { earlyPlacements, PLACEMENT_FORM } from "./orders.ts";
import { CARD, COUNTER_OPTIONS, STRATEGY_CARD_COMMANDS } from "./strategyCommands.ts";
import { PAYMENT_OPTIONS as PAYMENT } from "./tacticalCommands.ts";
import type { CatalogCommand } from "./types.ts";
import { plainCounts } from "./units.ts";

export const TURN_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "turn",
    name: "race",
    description: "Choose your race (race draft)",
    help: "In a race draft, take one of the races still available.",
    options: [
      {
        name: "race",
        description: "Race",
        kind: "string",
        value: "race",
        required: true,
        autocomplete: "race",
      },
    ],
    build(args) {
      const r = race(str(args, "race"));
      return typeof r === "string" ? { kind: "play", command: { type: "pickRace", race: r } } : r;
    },
  },
  {
    group: "turn",
    name: "artifact",
    description: "Choose an Artifact token's planet (set-up)",
    help: "Artifacts option: in turn from the Speaker, each player names a planet for a face-down Artifact token; not Mecatol Rex, not in or next to a Home System, one per system.",
    options: [
      {
        name: "planet",
        description: "Planet",
        kind: "string",
        value: "planet",
        required: true,
        autocomplete: "planet",
      },
    ],
    build(args) {
      const planet = planetNamed(str(args, "planet"));
      return typeof planet === "string"
        ? { kind: "play", command: { type: "placeArtifact", planet } }
        : planet;
    },
  },
  {
    group: "turn",
    name: "place",
    description: "Place a system while building the galaxy",
    help: "Place one of your dealt systems on an open position of the ring being built.",
    options: [
      {
        name: "system",
        description: "A system from your hand",
        kind: "string",
        value: "system",
        required: true,
        autocomplete: "galaxyTile",
      },
      {
        name: "position",
        description: "Map position, e.g. 104",
        kind: "string",
        value: "position",
        required: true,
        autocomplete: "position",
      },
    ],
    build(args) {
      const named = read({ tile: system(str(args, "system")), at: position(str(args, "position")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "placeGalaxyTile", tile: named.tile, position: named.at } };
    },
  },
  {
    group: "turn",
    name: "claim",
    description: "Early Turns: claim a system before round 1",
    help: "Put a counter on a system next to your Home System; in the second round next to it or to your first claim, or none: true to claim no second system.",
    options: [
      {
        name: "position",
        description: "Map position, e.g. 204",
        kind: "string",
        value: "position",
        autocomplete: "position",
      },
      { name: "none", description: "true: claim no second system", kind: "boolean" },
    ],
    build(args) {
      if (bool(args, "none")) return { kind: "play", command: { type: "claimEarlySystem", position: null } };
      const at = position(str(args, "position"));
      return typeof at === "string"
        ? { kind: "play", command: { type: "claimEarlySystem", position: at } }
        : at;
    },
  },
  {
    group: "turn",
    name: "buy",
    description: "Early Turns: buy units and a technology",
    help: "Spend your Home System's resources plus 3 (and Trade Goods if need be) on units and at most one technology, which costs 4. What is left is lost.",
    options: [
      { name: "units", description: 'Units, e.g. "1 cv, 4 gf"', kind: "string", value: "units" },
      {
        name: "technology",
        description: "One technology, for 4",
        kind: "string",
        value: "technology",
        autocomplete: "technology",
      },
    ],
    build(args) {
      const text = str(args, "units");
      const units = text === undefined ? {} : plainCounts(text);
      if ("argError" in units) return units;
      const technology = str(args, "technology") ?? null;
      return { kind: "play", command: { type: "buyEarlyUnits", units, technology: technology as never } };
    },
  },
  {
    group: "turn",
    name: "deploy",
    description: "Early Turns: place your units",
    help: `Send units to your claimed systems, or put bought ones on a Home planet; everything else stays at home.\nunits: ${PLACEMENT_FORM}.`,
    options: [
      {
        name: "units",
        description: "e.g. 1 cv in 203; 4 gf on Abyz",
        kind: "string",
        value: "placements",
      },
    ],
    build(args) {
      const placed = earlyPlacements(str(args, "units"));
      return "argError" in placed
        ? placed
        : { kind: "play", command: { type: "placeEarlyUnits", placements: placed } };
    },
  },
  {
    group: "turn",
    name: "pick",
    description: "Pick a Strategy Card",
    help: "In the Strategy Phase, take a card; bonus counters on it become Trade Goods unless you place some as command counters.",
    options: [
      CARD,
      ...COUNTER_OPTIONS.map((o) => ({ ...o, description: `Bonus counters taken as: ${o.name}` })),
    ],
    build(args) {
      const card = strategyCard(str(args, "card"));
      if (typeof card !== "string") return card;
      return {
        kind: "play",
        command: { type: "pickStrategyCard", card, bonus: counters(args) },
      };
    },
  },
  {
    group: "turn",
    name: "strategic",
    description: "Take your card's strategic action",
    help: "Resolve your card's primary ability; the other players may then follow its secondary.",
    options: [CARD],
    build(args) {
      const card = strategyCard(str(args, "card"));
      return typeof card === "string" ? { kind: "play", command: { type: "strategicAction", card } } : card;
    },
  },
  ...STRATEGY_CARD_COMMANDS,
  {
    group: "turn",
    name: "tactical",
    description: "Activate a system for a tactical action",
    help: "Places a counter from your Command Pool in the system; then move, fight, land and produce.",
    options: [
      {
        name: "position",
        description: "Map position to activate",
        kind: "string",
        value: "position",
        required: true,
        autocomplete: "position",
      },
    ],
    build(args) {
      const at = position(str(args, "position"));
      return typeof at === "string"
        ? { kind: "play", command: { type: "tacticalAction", position: at } }
        : at;
    },
  },
  {
    group: "turn",
    name: "transfer",
    description: "Transfer action between two adjacent systems",
    help: "Activates two adjacent systems you alone occupy and moves units between them.",
    options: [
      {
        name: "from",
        description: "First system",
        kind: "string",
        value: "position",
        required: true,
        autocomplete: "position",
      },
      {
        name: "to",
        description: "Second system",
        kind: "string",
        value: "position",
        required: true,
        autocomplete: "position",
      },
    ],
    build(args) {
      const named = read({ from: position(str(args, "from")), to: position(str(args, "to")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "transferAction", from: named.from, to: named.to } };
    },
  },
  {
    group: "turn",
    name: "pass",
    description: "Pass for the rest of the Action Phase",
    help: "Only once your strategic actions are done; you may still follow secondaries.",
    options: [],
    build: () => ({ kind: "play", command: { type: "pass" } }),
  },
  {
    group: "turn",
    name: "skip",
    description: "Skip this turn (Yssaril)",
    help: "The Yssaril may skip a turn, never two in a row.",
    options: [],
    build: () => ({ kind: "play", command: { type: "skipTurn" } }),
  },
  {
    group: "turn",
    name: "score",
    description: "Claim objectives in the Status Phase",
    help: [
      "At most one public objective and your secret objective; leave both empty to claim nothing.",
      "An objective that spends resources, influence or counters is paid with planets, trade-goods and the counter areas.",
      "more: further public objectives, comma-separated (Imperial II).",
    ].join("\n"),
    options: [
      {
        name: "public",
        description: "A revealed public objective",
        kind: "string",
        value: "objective",
        autocomplete: "objective",
      },
      {
        name: "secret",
        description: "Your secret objective",
        kind: "string",
        value: "objective",
        autocomplete: "objective",
      },
      ...PAYMENT,
      ...COUNTER_OPTIONS.map((o) => ({ ...o, description: `Counters spent from ${o.name}` })),
      {
        name: "more",
        description: "Imperial II: more public objectives",
        kind: "string",
        value: "objectives",
      },
    ],
    build(args) {
      const named = read({
        pub: objective(str(args, "public")),
        sec: objective(str(args, "secret")),
        paid: planets(str(args, "planets")),
        more: objectives(str(args, "more")),
      });
      if ("argError" in named) return named;
      const { pub, sec, paid, more } = named;
      const tradeGoods = int(args, "trade-goods");
      const spent = Object.fromEntries(Object.entries(counters(args)).filter(([, n]) => n > 0));
      return {
        kind: "play",
        command: {
          type: "scoreObjectives",
          publicObjective: pub,
          secretObjective: sec,
          ...(more.length > 0 ? { morePublicObjectives: more } : {}),
          ...(paid.length > 0 ? { planets: paid } : {}),
          ...(tradeGoods ? { tradeGoods } : {}),
          ...(Object.keys(spent).length > 0 ? { counters: spent } : {}),
        },
      };
    },
  },
  {
    group: "turn",
    name: "counters",
    description: "Redistribute command counters (Status Phase)",
    help: "Place all your counters, the two new ones included, among the three areas.",
    options: COUNTER_OPTIONS.map((o) => ({ ...o, required: true })),
    build: (args) => ({ kind: "play", command: { type: "redistributeCounters", counters: counters(args) } }),
  },
  {
    group: "turn",
    name: "refresh",
    description: "Your planets' refresh abilities (Status Phase)",
    help: "SE: right after planets refresh, exhaust planets with a refresh ability for it (2 Trade Goods, Ground Forces, Shock Troops or Fighters), not their resources. Leave planets out to use none.",
    options: [
      {
        name: "planets",
        description: "Planets, comma-separated",
        kind: "string",
        value: "planets",
        autocomplete: "planet",
      },
    ],
    build(args) {
      const named = read({ chosen: planets(str(args, "planets")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "useRefreshAbilities", planets: named.chosen } };
    },
  },
  {
    group: "turn",
    name: "finish",
    description: "End your turn",
    help: "With Fleet Logistics you may take a second tactical action; finish ends the turn instead.",
    options: [],
    build: () => ({ kind: "play", command: { type: "finishTurn" } }),
  },
  {
    group: "turn",
    name: "confirm",
    description: "Confirm an effect you carried out by hand",
    help: "Effects Mecatol does not automate yet are announced; carry them out at the table, then confirm.",
    options: [],
    build: () => ({ kind: "play", command: { type: "confirmByHand" } }),
  },
  {
    group: "turn",
    name: "sheet-counter",
    description: "Demilitarized Zone: sheet area giving a counter",
    help: "Diplomacy II: with no command counters in your reinforcements, one comes from an area of your race sheet.",
    options: [
      {
        name: "area",
        description: "Area the counter comes from",
        kind: "string",
        required: true,
        choices: [
          { name: "Strategy Allocation", value: "strategy" },
          { name: "Fleet Supply", value: "fleet" },
          { name: "Command Pool", value: "command" },
        ],
      },
    ],
    build(args) {
      const area = str(args, "area")?.toLowerCase();
      return area === "strategy" || area === "fleet" || area === "command"
        ? { kind: "play", command: { type: "placeCounterFromSheet", area } }
        : { argError: "Name the area: strategy, fleet or command." };
    },
  },
  ABILITY_COMMAND,
];
