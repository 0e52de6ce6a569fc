/**
 * The one command catalog: every player command, from which the Discord slash-command definition, the
 * help text, autocomplete and the playground's command line are generated.
 */

import type { CommandType } from "../../engine/commands.ts";
import { CARD_COMMANDS } from "./cardCommands.ts";
import { COMBAT_COMMANDS } from "./combatCommands.ts";
import { GAME_COMMANDS } from "./gameCommands.ts";
import { GM_COMMANDS } from "./gmCommands.ts";
import { ME_COMMANDS } from "./meCommands.ts";
import { POLITICS_COMMANDS } from "./politicsCommands.ts";
import { TACTICAL_COMMANDS } from "./tacticalCommands.ts";
import { TRADE_COMMANDS } from "./tradeCommands.ts";
import { TURN_COMMANDS } from "./turnCommands.ts";
import { type Args, type CatalogCommand, type CatalogOption, fullName, GM_COMMAND_NAME } from "./types.ts";

export * from "./types.ts";

const HELP: CatalogCommand = {
  group: null,
  name: "help",
  description: "How to play with Mecatol: the commands",
  help: "Lists the commands, or explains one.",
  private: true,
  options: [{ name: "command", description: "A command, e.g. 'turn pick'", kind: "string" }],
  build: (args) =>
    typeof args.command === "string" ? { kind: "help", about: args.command } : { kind: "help" },
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
      description: "A name, e.g. 'Deep Space Cannon' or 'Mecatol Rex'",
      kind: "string",
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
  ...TRADE_COMMANDS,
  ...POLITICS_COMMANDS,
  ...CARD_COMMANDS,
  ...ME_COMMANDS,
  ...GM_COMMANDS,
  HELP,
  RULES,
];

/**
 * The catalog command that builds each engine command ("group name"), for prompts that tell a player what
 * to type. Typed over every CommandType, so a command added to the engine fails to compile until the
 * catalog says how a player sends it.
 */
export const COMMAND_FOR: Readonly<Record<CommandType, string>> = {
  pickRace: "turn race",
  placeGalaxyTile: "turn place",
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
  finishTurn: "turn finish",
  confirmByHand: "turn confirm",
  placeCounterFromSheet: "turn sheet-counter",
  moveUnits: "tactical move",
  landUnits: "tactical land",
  produceUnits: "tactical produce",
  answerActivation: "tactical cancel",
  firePds: "combat pds",
  assignHits: "combat hits",
  announceRetreat: "combat retreat",
  bombard: "combat bombard",
  useCombatAbility: "combat ability",
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
  playActionCard: "cards play",
  answerCardChoice: "cards choose",
  passActionWindow: "cards pass",
  discardDownToLimit: "cards discard",
  setAutoPassWindows: "cards autopass",
  useActionAbility: "turn ability",
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
const DISCORD_TYPE = { subcommand: 1, group: 2, string: 3, integer: 4, boolean: 5 } as const;

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

const GROUP_DESCRIPTIONS: Record<string, string> = {
  game: "Create, join, start and view the game in this channel",
  turn: "Strategy Cards, actions, passing, scoring",
  tactical: "After an activation: fleets, landings, production",
  combat: "Your answers during combat",
  trade: "Trade agreements, Trade Goods and card trades",
  politics: "The Galactic Council's agendas",
  cards: "Action Cards from your hand",
  me: "Your reminder settings across all games",
  gm: "Corrections by the game's creator or a server manager, always logged",
};

/** How a group is typed: "/ti combat", or "/ti-gm" for the GM group (its own slash command). */
function groupName(group: string): string {
  return group === "gm" ? `/${GM_COMMAND_NAME}` : `/ti ${group}`;
}

/** The /ti command as Discord's API expects it (PUT /applications/{id}/commands). */
export function discordCommandJson() {
  const groups = [
    ...new Set(
      CATALOG.map((c) => c.group).filter((g): g is NonNullable<typeof g> => g !== null && g !== "gm"),
    ),
  ];
  return {
    name: "ti",
    description: "Play Twilight Imperium (3rd Edition) in this channel",
    type: 1,
    options: [
      ...groups.map((group) => ({
        type: DISCORD_TYPE.group,
        name: group,
        description: GROUP_DESCRIPTIONS[group] ?? group,
        options: CATALOG.filter((c) => c.group === group).map(subcommand),
      })),
      ...CATALOG.filter((c) => c.group === null).map(subcommand),
    ],
  };
}

/** The /ti-gm command: the GM group's commands as its subcommands. */
export function discordGmCommandJson() {
  return {
    name: GM_COMMAND_NAME,
    description: "GM corrections (the game's creator or Manage Server), always logged",
    type: 1,
    options: CATALOG.filter((c) => c.group === "gm").map(subcommand),
  };
}

/** Every slash command Mecatol registers. */
export function discordCommandsJson() {
  return [discordCommandJson(), discordGmCommandJson()];
}

/**
 * The help text. With nothing asked: each group with its commands' names, short enough for one message.
 * With a group ("combat"): its commands and their one-line descriptions. With a command ("combat hits"):
 * its long help and options.
 */
export function helpText(about?: string): string {
  if (about) {
    const [first, second] = about
      .replace(new RegExp(`^/?${GM_COMMAND_NAME}\\b`), "gm")
      .replace(/^\/?ti\s+/, "")
      .split(/\s+/);
    const command =
      (second ? findCommand(first ?? null, second) : undefined) ?? findCommand(null, first ?? "");
    if (command) {
      const options = command.options.map(
        (o) => `  ${o.name}${o.required ? "" : " (optional)"}: ${o.description}`,
      );
      return [`${fullName(command)} — ${command.description}`, command.help, ...options].join("\n");
    }
    const group = CATALOG.filter((c) => c.group !== null && c.group === first);
    if (group.length > 0 && !second) {
      return [
        `${groupName(first ?? "")} — ${GROUP_DESCRIPTIONS[first ?? ""] ?? ""}`,
        ...group.map((c) => `${fullName(c)} — ${c.description}`),
        `For one command: /ti help command:"${first} ${group[0]?.name}".`,
      ].join("\n");
    }
  }
  const groups = [...new Set(CATALOG.map((c) => c.group))].filter(
    (g): g is NonNullable<typeof g> => g !== null,
  );
  return [
    ...groups.map(
      (group) =>
        `${groupName(group)} — ${GROUP_DESCRIPTIONS[group] ?? group} (${CATALOG.filter(
          (c) => c.group === group,
        )
          .map((c) => c.name)
          .join(", ")})`,
    ),
    ...CATALOG.filter((c) => c.group === null).map((c) => `${fullName(c)} — ${c.description}`),
    'For a group\'s commands: /ti help command:combat; for one command: /ti help command:"combat hits".',
  ].join("\n");
}

/**
 * Reads a typed command line, as in the playground's command box: `/ti turn pick card:Trade strategy:1`
 * or with quotes for values holding spaces: `map:"MR AF ..."`.
 */
export function parseCommandLine(
  line: string,
): { command: CatalogCommand; args: Args } | { argError: string } {
  const tokens = [...line.trim().matchAll(/(\S+?):"([^"]*)"|(\S+?):(\S+)|(\S+)/g)];
  const words = tokens.filter((t) => t[5] !== undefined).map((t) => t[5] as string);
  if (words[0] === "/ti" || words[0] === "ti") words.shift();
  else if (words[0] === `/${GM_COMMAND_NAME}` || words[0] === GM_COMMAND_NAME) words[0] = "gm";
  const command = findCommand(words[0] ?? "", words[1] ?? "") ?? findCommand(null, words[0] ?? "");
  if (!command) return { argError: `Unknown command "${line.trim()}". Type /ti help for the list.` };
  const args: Record<string, string> = {};
  for (const t of tokens) {
    const name = t[1] ?? t[3];
    if (name !== undefined) args[name] = (t[2] ?? t[4]) as string;
  }
  for (const option of command.options) {
    if (option.required && args[option.name] === undefined) {
      return { argError: `${fullName(command)} needs ${option.name}: ${option.description}.` };
    }
  }
  const unknown = Object.keys(args).find((name) => !command.options.some((o) => o.name === name));
  if (unknown) return { argError: `${fullName(command)} has no option "${unknown}".` };
  return { command, args };
}
