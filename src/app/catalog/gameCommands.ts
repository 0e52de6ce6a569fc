/** /ti game ...: creating, joining, starting and looking at a game. */
import { type Box, type OptionId, PRESET_MAPS } from "../../content/index.ts";
import { BOT_LEVELS, type BotLevel } from "../../engine/bot/levels.ts";
import { availableOptions, type GameSettings } from "../../engine/index.ts";
import { BANK_CHOICES, TIME_BANK_LIMITS } from "../timeBank.ts";
import { bool, int, optionalSeat, str } from "./args.ts";
import { isTeMap, newTi4Game, TE_MAPS, TE_ONLY } from "./ti4GameNew.ts";
import type { ArgError, Args, CatalogCommand, CatalogOption } from "./types.ts";

function settingsOf(args: Args): GameSettings | ArgError {
  const te = TE_ONLY.find((name) => args[name] !== undefined);
  if (te) return { argError: `${te} is a TI4 setting with Thunder's Edge (ruleset: ti4, expansions: te).` };
  if (str(args, "expansions") === "te" || isTeMap(str(args, "preset")))
    return { argError: "Thunder's Edge is a TI4 expansion: choose ruleset ti4 with expansions te." };
  const boxes: Box[] = str(args, "expansions") === "base" ? ["base"] : ["base", "se"];
  const options = (str(args, "options") ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean) as OptionId[];
  if (bool(args, "variant-cards")) options.push("variantCards");
  if (bool(args, "imperial2")) options.push("imperial2", "ageOfEmpire");
  // SE Preset Maps: naming a map switches the option on; the player count is checked at the start.
  const preset = str(args, "preset");
  if (preset) options.push("presetMaps");
  const galaxy = str(args, "galaxy") ?? "auto";
  const map = str(args, "map");
  if (galaxy === "string" && !map)
    return { argError: "With galaxy: string, give the map in the map option." };
  const vp = int(args, "vp");
  const hours = int(args, "reminder-hours");
  if (hours !== undefined && (hours < 1 || hours > 168))
    return { argError: "reminder-hours must be from 1 to 168." };
  return {
    boxes,
    options: [...new Set(options)],
    ...(vp !== undefined ? { vpTarget: vp } : {}),
    galaxyMode: galaxy === "players" ? "playerBuilt" : galaxy === "string" ? "mapString" : "auto",
    ...(map ? { mapString: map } : {}),
    largerGalaxy: bool(args, "larger") ?? false,
    ...(preset ? { presetMap: preset } : {}),
    raceAssignment: str(args, "races") === "draft" ? "draft" : "random",
    bannedRaces: (str(args, "bans") ?? "")
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean),
  };
}

/** Only the options the engine plays are offered (the others are refused when a game is created). */
const AVAILABLE = availableOptions();
const offered = (option: OptionId, field: CatalogOption): CatalogOption[] =>
  AVAILABLE.includes(option) ? [field] : [];
const examples = AVAILABLE.slice(0, 2).join(",");

const simple = (
  name: string,
  description: string,
  help: string,
  kind: string,
  extra: Partial<CatalogCommand> = {},
): CatalogCommand => ({
  group: "game",
  name,
  description,
  options: [],
  help,
  build: () => ({ kind }) as never,
  ...extra,
});

export const GAME_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "game",
    name: "new",
    description: "Open a new game in this channel",
    help: "Opens a game in this channel with its settings; others join, then the creator starts it.",
    options: [
      {
        name: "ruleset",
        description: "Edition",
        kind: "string",
        choices: [
          { name: "TI3", value: "ti3" },
          { name: "TI4", value: "ti4" },
        ],
      },
      {
        name: "expansions",
        description: "Boxes in play",
        kind: "string",
        choices: [
          { name: "Base + Shattered Empire", value: "se" },
          { name: "Base only", value: "base" },
          { name: "TI4 + Thunder's Edge", value: "te" },
        ],
      },
      ...offered("variantCards", {
        name: "variant-cards",
        description: "SE variant Strategy Cards",
        kind: "boolean",
      }),
      ...offered("imperial2", {
        name: "imperial2",
        description: "Imperial II, with Age of Empire",
        kind: "boolean",
      }),
      {
        name: "options",
        description: `Option modules, e.g. ${examples}`,
        kind: "string",
        value: "options",
        autocomplete: "option",
      },
      { name: "vp", description: "Points to win (default 10)", kind: "integer", min: 3, max: 20 },
      {
        name: "galaxy",
        description: "How the galaxy is made",
        kind: "string",
        choices: [
          { name: "By the bot, balanced", value: "auto" },
          { name: "By the players", value: "players" },
          { name: "From a map string", value: "string" },
        ],
      },
      { name: "map", description: "Map string (galaxy: string)", kind: "string", value: "text" },
      { name: "larger", description: "SE larger galaxy (5-6 players)", kind: "boolean" },
      ...offered("presetMaps", {
        name: "preset",
        description: "Preset map",
        kind: "string",
        choices: [
          ...PRESET_MAPS.map((m) => ({ name: m.name, value: m.id })),
          ...TE_MAPS.map((m) => ({ name: `TE ${m.name}`, value: m.id })),
        ],
      }),
      {
        name: "events",
        description: "TE events: a,b or random",
        kind: "string",
        // Checked by the engine as the game opens, each id named when it is not an event Mecatol plays.
        value: "text",
      },
      {
        name: "races",
        description: "How races are assigned",
        kind: "string",
        choices: [
          { name: "Random draw", value: "random" },
          { name: "Draft from Speaker", value: "draft" },
        ],
      },
      { name: "bans", description: "Races not in play (a,b)", kind: "string", value: "races" },
      {
        name: "reminder-hours",
        description: "Hours between reminders",
        kind: "integer",
        min: 1,
        max: 168,
      },
      {
        name: "deadline-hours",
        description: "Hours to a safe default (0: off)",
        kind: "integer",
        min: 0,
        max: 168,
      },
    ],
    build(args) {
      if (str(args, "ruleset") === "ti4") return newTi4Game(args);
      const settings = settingsOf(args);
      if ("argError" in settings) return settings;
      const hours = int(args, "reminder-hours");
      const deadline = int(args, "deadline-hours");
      if (deadline !== undefined && (deadline < 0 || deadline > 168))
        return { argError: "deadline-hours must be from 0 (no deadline) to 168." };
      return {
        kind: "newGame",
        settings,
        ...(hours !== undefined ? { reminderHours: hours } : {}),
        ...(deadline ? { deadlineHours: deadline } : {}),
      };
    },
  },
  simple("join", "Take a seat in this channel's game", "Takes a seat before the game starts.", "join"),
  {
    ...simple(
      "bot",
      "Seat a bot (creator or manager)",
      "Fills an empty seat before the start with Mecatol's bot, which answers at once and sees only what its seat may see; level: easy, normal (the default) or hard.",
      "addBot",
    ),
    options: [
      {
        name: "level",
        description: "Strength",
        kind: "string",
        choices: BOT_LEVELS.map((level) => ({ name: level, value: level })),
      },
    ],
    // The reader refuses a level that is not one of the choices.
    build(args) {
      const level = str(args, "level") as BotLevel | undefined;
      return level === undefined ? { kind: "addBot" } : { kind: "addBot", level };
    },
  },
  simple("leave", "Give up your seat before the start", "Leaves the table before the start.", "leave"),
  simple(
    "start",
    "Start the game (creator or manager)",
    "Deals races, builds the galaxy and begins round 1.",
    "start",
  ),
  simple(
    "status",
    "Who holds what; whom the game waits for",
    "A short text of the table and whose move it is.",
    "status",
    { private: true },
  ),
  simple("map", "Post the current galaxy map", "Draws the galaxy and the table as an image.", "map"),
  {
    ...simple("log", "The last moves of the game", "The public history, newest last.", "log", {
      private: true,
    }),
    options: [
      { name: "last", description: "How many entries (default 10)", kind: "integer", min: 1, max: 50 },
    ],
    build: (args) => {
      const last = int(args, "last");
      return last === undefined ? { kind: "log" } : { kind: "log", last };
    },
  },
  {
    ...simple(
      "history",
      "The map at a past point",
      'The galaxy and the table as they were after an event of the log (its number), at the start of a round ("round 3"), or right after your last action ("my last turn"); only you see it, and only what the table saw then.',
      "history",
      { private: true },
    ),
    options: [
      {
        name: "at",
        description: "e.g. 42, round 3, my last turn",
        kind: "string",
        value: "moment",
        required: true,
      },
    ],
    build: (args) => {
      const at = str(args, "at") ?? "";
      const [word, n] = at.split(":");
      if (word === "event") return { kind: "history", at: { event: Number(n) } };
      if (word === "round") return { kind: "history", at: { round: Number(n) } };
      if (word === "mine") return { kind: "history", at: { mine: true } };
      return { argError: 'Say which point: an event number (e.g. 42), a round (round 3) or "my last turn".' };
    },
  },
  simple(
    "export",
    "The game's record as a file",
    "While the game runs, the settings and public log as a JSON file; once it is over, the whole record with the dice's seed, which `npm run verify` checks.",
    "export",
    { private: true },
  ),
  {
    group: "game",
    name: "import",
    description: "Bring in an exported game",
    help: "Attach the file `/ti game export` made. A finished game's record is checked die by die and set down here as it ended. A running game's file moves the game here from its old channel (its creator only, on the same bot: its seed and hands never leave it); the file must be the latest export.",
    options: [
      { name: "file", description: "Exported file", kind: "attachment", value: "text", required: true },
    ],
    build: (args) => ({ kind: "import", file: str(args, "file") ?? "" }),
  },
  simple("hand", "Your own hand and secret objectives", "Only you see the answer.", "hand", {
    private: true,
  }),
  simple(
    "undo",
    "Take back your last action",
    "Only while no other player has acted since; the bots' answers to it go back with it.",
    "undo",
  ),
  {
    group: "game",
    name: "undo-answer",
    description: "Agree or not to an undo",
    help: "When an undo would take back dice or hidden cards, every other player must agree.",
    options: [{ name: "agree", description: "true: agree; false: refuse", kind: "boolean", required: true }],
    build(args) {
      const consent = bool(args, "agree");
      return consent === undefined
        ? { argError: "Say agree:true or agree:false." }
        : { kind: "undoAnswer", consent };
    },
  },
  {
    group: "game",
    name: "time-bank",
    description: "Set time banks (creator or manager)",
    help: "Each player's bank runs down while the game waits on them and is topped up after each of their turns; when it runs out the other players vote to skip the turn, hand the seat to the bot or wait (/ti rules time bank). Set again while the game runs, every bank starts full.",
    options: [
      {
        name: "days",
        description: "Days each bank starts with",
        kind: "integer",
        ...TIME_BANK_LIMITS.startDays,
      },
      {
        name: "top-up-hours",
        description: "Hours added each turn (default 12)",
        kind: "integer",
        ...TIME_BANK_LIMITS.topUpHours,
      },
      {
        name: "cap-days",
        description: "Most days a bank holds (default twice days)",
        kind: "integer",
        ...TIME_BANK_LIMITS.capDays,
      },
      { name: "off", description: "Turn the time bank off", kind: "boolean" },
    ],
    build(args) {
      const days = int(args, "days");
      const topUpHours = int(args, "top-up-hours");
      const capDays = int(args, "cap-days");
      return {
        kind: "timeBank",
        ...(bool(args, "off") === true ? { off: true } : {}),
        ...(days !== undefined ? { days } : {}),
        ...(topUpHours !== undefined ? { topUpHours } : {}),
        ...(capDays !== undefined ? { capDays } : {}),
      };
    },
  },
  {
    group: "game",
    name: "bank-vote",
    description: "Vote on a seat whose bank ran out",
    help: "skip: safe defaults are played for that player's turn; bot: Mecatol's bot takes the seat over; wait: the table waits. More than half of the other players decide.",
    options: [
      {
        name: "choice",
        description: "What happens to the seat",
        kind: "string",
        required: true,
        choices: BANK_CHOICES.map((c) => ({ name: c, value: c })),
      },
      {
        name: "player",
        description: "The player voted on (if several)",
        kind: "string",
        value: "player",
        autocomplete: "player",
      },
    ],
    build(args) {
      const target = optionalSeat(args, "player");
      if (typeof target === "object") return target;
      return {
        kind: "bankVote",
        choice: str(args, "choice") ?? "",
        ...(target !== undefined ? { target } : {}),
      };
    },
  },
  simple(
    "abandon",
    "End the game without a winner (creator or manager)",
    "Frees the channel for a new game.",
    "abandon",
  ),
];
