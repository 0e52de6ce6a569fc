/** /ti turn ...: the commands that answer the game's decisions. */
import type { ObjectiveId, RaceId, StrategyCardId, SystemId } from "../../content/index.ts";
import {
  bool,
  counters,
  firstError,
  int,
  objective,
  planets,
  position,
  race,
  str,
  strategyCard,
  system,
} from "./args.ts";
import type { CatalogCommand, CatalogOption } from "./types.ts";

const CARD: CatalogOption = {
  name: "card",
  description: "Strategy Card",
  kind: "string",
  required: true,
  autocomplete: "strategyCard",
};
const COUNTER_OPTIONS: CatalogOption[] = [
  { name: "strategy", description: "Counters into Strategy Allocation", kind: "integer", min: 0, max: 16 },
  { name: "fleet", description: "Counters into Fleet Supply", kind: "integer", min: 0, max: 16 },
  { name: "command", description: "Counters into the Command Pool", kind: "integer", min: 0, max: 16 },
];

export const TURN_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "turn",
    name: "race",
    description: "Choose your race (race draft)",
    help: "In a race draft, take one of the races still available.",
    options: [{ name: "race", description: "Race", kind: "string", required: true, autocomplete: "race" }],
    build(args) {
      const r = race(str(args, "race"));
      return typeof r === "string" ? { kind: "play", command: { type: "pickRace", race: r as RaceId } } : r;
    },
  },
  {
    group: "turn",
    name: "place",
    description: "Place a system while the players build the galaxy",
    help: "Place one of your dealt systems on an open position of the ring being built.",
    options: [
      {
        name: "system",
        description: "A system from your hand",
        kind: "string",
        required: true,
        autocomplete: "galaxyTile",
      },
      {
        name: "position",
        description: "Map position, e.g. 104",
        kind: "string",
        required: true,
        autocomplete: "position",
      },
    ],
    build(args) {
      const tile = system(str(args, "system"));
      const at = position(str(args, "position"));
      const error = firstError(tile, at);
      if (error) return error;
      return {
        kind: "play",
        command: { type: "placeGalaxyTile", tile: tile as SystemId, position: at as string },
      };
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
        command: { type: "pickStrategyCard", card: card as StrategyCardId, bonus: counters(args) },
      };
    },
  },
  {
    group: "turn",
    name: "strategic",
    description: "Take the strategic action of one of your cards",
    help: "Resolve your card's primary ability; the other players may then follow its secondary.",
    options: [CARD],
    build(args) {
      const card = strategyCard(str(args, "card"));
      return typeof card === "string"
        ? { kind: "play", command: { type: "strategicAction", card: card as StrategyCardId } }
        : card;
    },
  },
  {
    group: "turn",
    name: "primary",
    description: "Answer your card's primary ability",
    help: "Gives the choices your primary ability asks for (counters to place, an option, a target).",
    options: [
      CARD,
      { name: "option", description: "The option you choose, where the card offers one", kind: "string" },
      ...COUNTER_OPTIONS,
    ],
    build(args) {
      const card = strategyCard(str(args, "card"));
      if (typeof card !== "string") return card;
      const option = str(args, "option");
      const choice = { counters: counters(args), ...(option ? { option } : {}) };
      return { kind: "play", command: { type: "resolvePrimary", card: card as StrategyCardId, choice } };
    },
  },
  {
    group: "turn",
    name: "follow",
    description: "Follow (or decline) a card's secondary ability",
    help: "Following usually costs a Strategy Allocation counter; pay influence or resources with planets and trade goods.",
    options: [
      CARD,
      { name: "decline", description: "Decline instead of following", kind: "boolean" },
      {
        name: "planets",
        description: "Planets to exhaust, comma-separated",
        kind: "string",
        autocomplete: "planet",
      },
      { name: "trade-goods", description: "Trade Goods to spend", kind: "integer", min: 0, max: 52 },
      ...COUNTER_OPTIONS,
    ],
    build(args) {
      const card = strategyCard(str(args, "card"));
      const paid = planets(str(args, "planets"));
      const error = firstError(card, paid);
      if (error) return error;
      const follow = !(bool(args, "decline") ?? false);
      const choice = {
        counters: counters(args),
        planets: paid as string[],
        tradeGoods: int(args, "trade-goods") ?? 0,
      };
      return {
        kind: "play",
        command: { type: "answerSecondary", card: card as StrategyCardId, follow, choice },
      };
    },
  },
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
      { name: "from", description: "First system", kind: "string", required: true, autocomplete: "position" },
      { name: "to", description: "Second system", kind: "string", required: true, autocomplete: "position" },
    ],
    build(args) {
      const from = position(str(args, "from"));
      const to = position(str(args, "to"));
      const error = firstError(from, to);
      if (error) return error;
      return { kind: "play", command: { type: "transferAction", from: from as string, to: to as string } };
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
    help: "At most one public objective and your secret objective; leave both empty to claim nothing.",
    options: [
      {
        name: "public",
        description: "A revealed public objective",
        kind: "string",
        autocomplete: "objective",
      },
      { name: "secret", description: "Your secret objective", kind: "string", autocomplete: "objective" },
    ],
    build(args) {
      const pub = objective(str(args, "public"));
      const sec = objective(str(args, "secret"));
      const error = firstError(pub, sec);
      if (error) return error;
      return {
        kind: "play",
        command: {
          type: "scoreObjectives",
          publicObjective: pub as ObjectiveId | null,
          secretObjective: sec as ObjectiveId | null,
        },
      };
    },
  },
  {
    group: "turn",
    name: "counters",
    description: "Redistribute your command counters (Status Phase)",
    help: "Place all your counters, the two new ones included, among the three areas.",
    options: COUNTER_OPTIONS.map((o) => ({ ...o, required: true })),
    build: (args) => ({ kind: "play", command: { type: "redistributeCounters", counters: counters(args) } }),
  },
];
