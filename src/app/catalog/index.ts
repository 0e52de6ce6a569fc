/**
 * The one command catalog: every player command, from which the Discord slash-command definition, the
 * help text, autocomplete and the playground's command line are generated.
 */

import type { CommandType } from "../../engine/commands.ts";
import type { AppRequest } from "../types.ts";
import { ASSASSIN_COMMANDS } from "./assassinCommands.ts";
import { BORDERLANDS_COMMANDS } from "./borderlandsCommands.ts";
import { CARD_COMMANDS } from "./cardCommands.ts";
import { CATCH_UP_COMMAND } from "./catchUpCommand.ts";
import { COMBAT_COMMANDS } from "./combatCommands.ts";
import { GAME_COMMANDS } from "./gameCommands.ts";
import { GM_COMMANDS } from "./gmCommands.ts";
import { ME_COMMANDS } from "./meCommands.ts";
import { MINE_COMMANDS } from "./mineCommands.ts";
import { didYouMean } from "./nearest.ts";
import { ODDS_COMMAND } from "./oddsCommand.ts";
import { POLITICS_COMMANDS } from "./politicsCommands.ts";
import { type RawArgs, readCommand } from "./reader.ts";
import { RELATIONS_COMMANDS } from "./relationsCommands.ts";
import {
  commandWords,
  fullName,
  GROUPS,
  type Group,
  groupName,
  groupsOf,
  MAIN_COMMAND,
  MAIN_DESCRIPTION,
  ownGroup,
  SLASH_NAMES,
  slashOf,
} from "./slash.ts";
import { STATS_COMMAND } from "./statsCommand.ts";
import { TACTICAL_COMMANDS } from "./tacticalCommands.ts";
import { TI4_COMMANDS } from "./ti4Commands.ts";
import { TRADE_COMMANDS } from "./tradeCommands.ts";
import { TURN_COMMANDS } from "./turnCommands.ts";
import type { ArgError, CatalogCommand, CatalogOption, Table } from "./types.ts";

export { nearest } from "./nearest.ts";
export { seatLetter } from "./nouns.ts";
export { type RawArgs, readArgs, readCommand, tableNeeded } from "./reader.ts";
export * from "./slash.ts";
export * from "./types.ts";
export { wordsOf } from "./values.ts";

const HELP: CatalogCommand = {
  group: null,
  name: "help",
  description: "How to play with Mecatol: the commands",
  help: "Lists the commands, or explains one.",
  private: true,
  options: [
    { name: "command", description: "A command, e.g. 'turn pick'", kind: "string", value: "command" },
  ],
  build(args) {
    if (typeof args.command !== "string") return { kind: "help" };
    return helpTopic(args.command) ? { kind: "help", about: args.command } : unknownTopic(args.command);
  },
};

const RULES: CatalogCommand = {
  group: null,
  name: "rules",
  description: "Look up a card, technology, race, system or planet",
  help: "Finds components by name and shows their numbers and Mecatol's short wording of their effect; `deadline` lists the default each decision gets when a game's deadline passes.",
  private: true,
  options: [
    {
      name: "topic",
      description: "A name, e.g. 'Mecatol Rex'",
      kind: "string",
      value: "text",
      required: true,
    },
  ],
  build: (args) =>
    typeof args.topic === "string"
      ? { kind: "rules", topic: args.topic }
      : { argError: "Name what to look up." },
};

export const CATALOG: readonly CatalogCommand[] = [
  ...GAME_COMMANDS,
  ...TURN_COMMANDS,
  ...TACTICAL_COMMANDS,
  ...COMBAT_COMMANDS,
  ...MINE_COMMANDS,
  ...TRADE_COMMANDS,
  ...POLITICS_COMMANDS,
  ...BORDERLANDS_COMMANDS,
  ...RELATIONS_COMMANDS,
  ...ASSASSIN_COMMANDS,
  ...CARD_COMMANDS,
  ...ME_COMMANDS,
  ...GM_COMMANDS,
  ...TI4_COMMANDS,
  HELP,
  RULES,
  ODDS_COMMAND,
  CATCH_UP_COMMAND,
  STATS_COMMAND,
];

/**
 * The catalog command that builds each engine command ("group name"), for prompts that tell a player what
 * to type. Typed over every CommandType, so a command added to the engine fails to compile until the
 * catalog says how a player sends it.
 */
export const COMMAND_FOR: Readonly<Record<CommandType, string>> = {
  pickRace: "turn race",
  placeGalaxyTile: "turn place",
  claimEarlySystem: "turn claim",
  buyEarlyUnits: "turn buy",
  placeEarlyUnits: "turn deploy",
  pickStrategyCard: "turn pick",
  strategicAction: "turn strategic",
  tacticalAction: "turn tactical",
  transferAction: "turn transfer",
  pass: "turn pass",
  skipTurn: "turn skip",
  resolvePrimary: "turn primary",
  answerSecondary: "turn follow",
  scoreObjectives: "turn score",
  redistributeCounters: "turn counters",
  gmCorrection: "gm tg",
  handOverSeat: "gm bot",
  finishTurn: "turn finish",
  confirmByHand: "turn confirm",
  placeCounterFromSheet: "turn sheet-counter",
  useRefreshAbilities: "turn refresh",
  moveHighAlert: "tactical alert",
  moveUnits: "tactical move",
  landUnits: "tactical land",
  produceUnits: "tactical produce",
  answerActivation: "tactical cancel",
  allowDiplomatPassage: "tactical passage",
  changeLeaderShip: "tactical leader-ship",
  executeCaptive: "combat execute",
  firePds: "combat pds",
  assignHits: "combat hits",
  announceRetreat: "combat retreat",
  bombard: "combat bombard",
  useCombatAbility: "combat ability",
  salvageShip: "combat salvage",
  laySpaceMine: "combat mine",
  removeSpaceMine: "combat clear-mine",
  layMineField: "combat minefield",
  repairCapitalShips: "combat repair",
  chooseCapitalPlanet: "politics capital",
  captureStructures: "combat capture",
  sabotageRuns: "combat sabotage",
  setAutoAssignHits: "combat autohits",
  proposeTradeAgreement: "trade propose",
  answerTradeProposal: "trade answer",
  approveTradeAgreement: "trade approve",
  finishTrading: "trade done",
  breakTradeAgreement: "trade break",
  giveTradeGoods: "trade give-tg",
  giveActionCards: "trade give-cards",
  castVotes: "politics vote",
  breakTie: "politics tiebreak",
  vetoAgenda: "politics veto",
  playPoliticalCard: "politics play",
  arrangePoliticalDeck: "politics arrange",
  chooseSenateOption: "politics senate",
  useLaw: "politics law",
  playActionCard: "cards play",
  answerCardChoice: "cards choose",
  passActionWindow: "cards pass",
  sabotageWithAgent: "cards agent",
  discardDownToLimit: "cards discard",
  setAutoPassWindows: "cards autopass",
  liftTemporaryStability: "cards lift",
  useActionAbility: "turn ability",
  placeArtifact: "turn artifact",
  callCouncilVote: "politics voice",
  declareRelations: "politics relations",
  surpriseAttack: "politics surprise",
  sendAssassins: "politics assassins",
  guardAgainstAssassin: "politics bodyguard",
  buyAssassins: "politics hire",
};

/** The catalog command that builds an engine command type. */
export function commandFor(type: CommandType): CatalogCommand | undefined {
  const [group, name] = COMMAND_FOR[type].split(" ");
  return findCommand(group ?? null, name ?? "");
}

export function findCommand(group: string | null, name: string): CatalogCommand | undefined {
  return CATALOG.find((c) => c.group === group && c.name === name);
}

/** Discord application-command option types (API v10). */
const DISCORD_TYPE = { subcommand: 1, group: 2, string: 3, integer: 4, boolean: 5, attachment: 11 } as const;

function discordOption(option: CatalogOption) {
  return {
    type: DISCORD_TYPE[option.kind],
    name: option.name,
    description: option.description,
    required: option.required ?? false,
    ...(option.choices ? { choices: option.choices.map((c) => ({ name: c.name, value: c.value })) } : {}),
    ...(option.autocomplete ? { autocomplete: true } : {}),
    ...(option.min !== undefined ? { min_value: option.min } : {}),
    ...(option.max !== undefined ? { max_value: option.max } : {}),
  };
}

/** Required options first: Discord refuses a required option after an optional one. */
function ordered(options: readonly CatalogOption[]): CatalogOption[] {
  return [...options.filter((o) => o.required), ...options.filter((o) => !o.required)];
}

function subcommand(command: CatalogCommand) {
  return {
    type: DISCORD_TYPE.subcommand,
    name: command.name,
    description: command.description,
    options: ordered(command.options).map(discordOption),
  };
}

/** The Discord JSON of one slash command: /ti with its groups and loose commands, or a group's own. */
export function slashCommandJson(slash: string) {
  const own = ownGroup(slash);
  if (own)
    return {
      name: slash,
      description: GROUPS[own].description,
      type: 1,
      options: CATALOG.filter((c) => c.group === own).map(subcommand),
    };
  const groups = groupsOf(slash);
  return {
    name: slash,
    description: MAIN_DESCRIPTION,
    type: 1,
    options: [
      ...groups.map((group) => ({
        type: DISCORD_TYPE.group,
        name: group,
        description: GROUPS[group].description,
        options: CATALOG.filter((c) => c.group === group).map(subcommand),
      })),
      ...(slash === MAIN_COMMAND ? CATALOG.filter((c) => c.group === null).map(subcommand) : []),
    ],
  };
}

/** Every slash command Mecatol registers, as Discord's API expects them (PUT /applications/{id}/commands). */
export function discordCommandsJson() {
  return SLASH_NAMES.map(slashCommandJson);
}

/**
 * The catalog entry a slash command names: /ti with a group (or none) and a name, or a group's own slash
 * command with a name; undefined when that command is not typed under that slash command.
 */
export function slashCommandEntry(
  slash: string,
  group: string | null,
  name: string,
): CatalogCommand | undefined {
  const own = ownGroup(slash);
  if (slash !== MAIN_COMMAND && !own) return undefined;
  const command = findCommand(own ?? group, name);
  return command && slashOf(command) === slash ? command : undefined;
}

/**
 * The help text. With nothing asked: each group with its commands' names, short enough for one message.
 * With a group ("combat"): its commands and their one-line descriptions. With a command ("combat hits"):
 * its long help and options.
 */
export function helpText(about?: string): string {
  const topic = about ? helpTopic(about) : null;
  if (topic && "command" in topic) {
    const { command } = topic;
    const options = command.options.map(
      (o) => `  ${o.name}${o.required ? "" : " (optional)"}: ${o.description}`,
    );
    return [`${fullName(command)} — ${command.description}`, command.help, ...options].join("\n");
  }
  if (topic) {
    const group = CATALOG.filter((c) => c.group === topic.group);
    return [
      `${groupName(topic.group)} — ${GROUPS[topic.group].description}`,
      ...group.map((c) => `${fullName(c)} — ${c.description}`),
      `For one command: /ti help command:"${topic.group} ${group[0]?.name}".`,
    ].join("\n");
  }
  const groups = [...new Set(CATALOG.map((c) => c.group))].filter((g): g is Group => g !== null);
  return [
    ...groups.map(
      (group) =>
        `${groupName(group)} — ${GROUPS[group].description} (${CATALOG.filter((c) => c.group === group)
          .map((c) => c.name)
          .join(", ")})`,
    ),
    ...CATALOG.filter((c) => c.group === null).map((c) => `${fullName(c)} — ${c.description}`),
    'For a group\'s commands: /ti help command:combat; for one command: /ti help command:"combat hits".',
  ].join("\n");
}

/** What the help is asked about: one command, or a group of them; null when it is neither. */
export function helpTopic(about: string): { command: CatalogCommand } | { group: Group } | null {
  const [first = "", second] = commandWords(about);
  const command = (second ? findCommand(first, second) : undefined) ?? findCommand(null, first);
  if (command) return { command };
  const group = CATALOG.find((c) => c.group !== null && c.group === first)?.group;
  return group && !second ? { group } : null;
}

/** The command a name typed without options means ("/ti-cards play", "cards play", "help"), if any. */
export function commandNamed(name: string): CatalogCommand | undefined {
  const [first = "", second, ...more] = commandWords(name);
  if (more.length > 0) return undefined;
  return second === undefined ? findCommand(null, first) : findCommand(first, second);
}

/** Every topic the help knows, as it is asked for: "turn pick", "gm tg", "combat", "rules". */
function knownTopics(): string[] {
  const groups = [...new Set(CATALOG.map((c) => c.group))].filter((g) => g !== null);
  return [...CATALOG.map((c) => [c.group, c.name].filter(Boolean).join(" ")), ...groups];
}

function unknownTopic(about: string) {
  const hint = didYouMean(commandWords(about).join(" "), knownTopics());
  return {
    argError: `command: There is no command or group "${about.trim()}".${hint} Type /ti help for the list.`,
  };
}

/** The refusal of a command that does not exist, naming the closest one when one is close. */
export function unknownCommand(typed: string): { argError: string } {
  const hint = didYouMean(typed, CATALOG.map(fullName));
  return { argError: `Unknown command "${typed.trim()}".${hint} Type /ti help for the list.` };
}

/**
 * Reads a typed command line, as in the playground's command box: `/ti turn pick card:Trade strategy:1`
 * or with quotes for values holding spaces: `map:"MR AF ..."`. The options come back as typed, for the
 * strict reader (reader.ts).
 */
export function parseCommandLine(
  line: string,
): { command: CatalogCommand; args: RawArgs } | { argError: string } {
  // An option's name is a word (letters, digits, dashes): a value may hold colons and quotes of its own
  // (fields:{"moves":[...]} is one option, fields, with the whole JSON as its value).
  const tokens = [...line.trim().matchAll(/([\w-]+):"([^"]*)"|([\w-]+):(\S+)|(\S+)/g)];
  const typed = tokens.filter((t) => t[5] !== undefined).map((t) => t[5] as string);
  const words = commandWords(typed.join(" "));
  const command = findCommand(words[0] ?? "", words[1] ?? "") ?? findCommand(null, words[0] ?? "");
  if (!command) return unknownCommand(typed.join(" ") || line);
  const used = command.group === null ? 1 : 2;
  if (words.length > used)
    return {
      argError: `${fullName(command)} takes no "${words.slice(used).join(" ")}": write options as name:value.`,
    };
  const args: Record<string, string> = {};
  for (const t of tokens) {
    const name = t[1] ?? t[3];
    if (name === undefined) continue;
    if (args[name] !== undefined)
      return { argError: `${fullName(command)} got ${name} twice: give it once.` };
    args[name] = (t[2] ?? t[4]) as string;
  }
  return { command, args };
}

/** A typed command line read strictly, with the game at hand (`table`) for names only it knows. */
export function readLine(line: string, table: Table | null = null): AppRequest | ArgError {
  const parsed = parseCommandLine(line);
  return "argError" in parsed ? parsed : readCommand(parsed.command, parsed.args, table);
}
