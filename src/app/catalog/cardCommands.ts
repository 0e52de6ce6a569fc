/**
 * /ti-cards ...: Action Cards: playing one, passing a window where cards may be played, and discarding
 * down to the hand limit. (Your hand itself: /ti game hand.)
 */
import {
  actionCard,
  actionCards,
  bool,
  cardChoice,
  int,
  optionalSeat,
  planets,
  politicalCards,
  position,
  read,
  str,
  unitCounts,
} from "./args.ts";
import { leaderNamed } from "./leaders.ts";
import type { CatalogCommand } from "./types.ts";

export const CARD_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "cards",
    name: "play",
    description: "Play an Action Card",
    help: "Play a card from your hand when its timing comes; name what the card asks for: the player it targets, Trade Goods, planets, a system, a choice or an amount.",
    options: [
      {
        name: "card",
        description: "Action Card from your hand",
        kind: "string",
        value: "actionCard",
        required: true,
        autocomplete: "actionCard",
      },
      {
        name: "target",
        description: "The player it targets",
        kind: "string",
        value: "player",
        autocomplete: "player",
      },
      { name: "trade-goods", description: "Trade Goods it costs", kind: "integer", min: 0, max: 52 },
      { name: "planets", description: "Planets, comma-separated", kind: "string", value: "planets" },
      { name: "system", description: "Map position", kind: "string", value: "position" },
      { name: "choice", description: "Unit, card or technology", kind: "string", value: "cardChoice" },
      { name: "amount", description: "How many", kind: "integer", min: 0, max: 99 },
      { name: "units", description: 'Units it moves, e.g. "2 gf, 1 st"', kind: "string", value: "units" },
    ],
    build(args) {
      const where = str(args, "system");
      const unitText = str(args, "units");
      const named = read({
        card: actionCard(str(args, "card")),
        target: optionalSeat(args, "target"),
        planetList: planets(str(args, "planets")),
        system: where === undefined ? undefined : position(where),
        choice: cardChoice(str(args, "choice")),
        counted: unitText === undefined ? undefined : unitCounts(unitText),
      });
      if ("argError" in named) return named;
      const { card, target, planetList, system, choice, counted } = named;
      const tradeGoods = int(args, "trade-goods");
      const amount = int(args, "amount");
      return {
        kind: "play",
        command: {
          type: "playActionCard",
          card,
          ...(target !== undefined ? { target } : {}),
          ...(tradeGoods ? { tradeGoods } : {}),
          ...(planetList.length > 0 ? { planets: planetList } : {}),
          ...(system !== undefined ? { system } : {}),
          ...(choice !== undefined ? { choice } : {}),
          ...(amount !== undefined ? { amount } : {}),
          ...(counted !== undefined ? { units: counted.units } : {}),
        },
      };
    },
  },
  {
    group: "cards",
    name: "choose",
    description: "Answer a card's choice",
    help: "When a played card or a voted agenda asks you to choose, name what it asks for: planets, a system, a player, a choice, an amount or units.",
    options: [
      { name: "planets", description: "Planets, comma-separated", kind: "string", value: "planets" },
      { name: "system", description: "Map position", kind: "string", value: "position" },
      { name: "target", description: "A player", kind: "string", value: "player", autocomplete: "player" },
      { name: "choice", description: "Unit, card, law or technology", kind: "string", value: "cardChoice" },
      { name: "amount", description: "How many", kind: "integer", min: 0, max: 99 },
      { name: "units", description: 'Units, e.g. "2 gf, 1 pds"', kind: "string", value: "units" },
    ],
    build(args) {
      const where = str(args, "system");
      const unitText = str(args, "units");
      const named = read({
        planetList: planets(str(args, "planets")),
        system: where === undefined ? undefined : position(where),
        target: optionalSeat(args, "target"),
        choice: cardChoice(str(args, "choice")),
        counted: unitText === undefined ? undefined : unitCounts(unitText),
      });
      if ("argError" in named) return named;
      const { planetList, system, target, choice, counted } = named;
      const amount = int(args, "amount");
      return {
        kind: "play",
        command: {
          type: "answerCardChoice",
          ...(planetList.length > 0 ? { planets: planetList } : {}),
          ...(system !== undefined ? { system } : {}),
          ...(target !== undefined ? { target } : {}),
          ...(choice !== undefined ? { choice } : {}),
          ...(amount !== undefined ? { amount } : {}),
          ...(counted !== undefined ? { units: counted.units } : {}),
        },
      };
    },
  },
  {
    group: "cards",
    name: "pass",
    description: "Play no Action Card now",
    help: "The game waits for everyone who may play a card at this moment; passing lets it go on. every:true passes every later window too (autopass).",
    options: [{ name: "every", description: "true: pass every window from now on", kind: "boolean" }],
    build: (args) =>
      bool(args, "every") === true
        ? { kind: "play", command: { type: "passActionWindow", everyWindow: true } }
        : { kind: "play", command: { type: "passActionWindow" } },
  },
  {
    group: "cards",
    name: "agent",
    description: "Give up an Agent to cancel the card just played",
    help: "Leaders option: instead of a Sabotage, one of your Agents on the board is killed and the Action Card another player just played is cancelled.",
    options: [
      {
        name: "leader",
        description: "Your Agent, e.g. Connor",
        kind: "string",
        value: "leader",
        required: true,
      },
    ],
    build(args) {
      const leader = leaderNamed(str(args, "leader") ?? "");
      return typeof leader === "string"
        ? { kind: "play", command: { type: "sabotageWithAgent", leader } }
        : leader;
    },
  },
  {
    group: "cards",
    name: "discard",
    description: "Discard down to your hand limit",
    help: "Name the Action Cards (and Political Cards) you discard, comma-separated.",
    options: [
      {
        name: "action",
        description: "Action Cards, comma-separated",
        kind: "string",
        value: "actionCards",
        autocomplete: "actionCard",
      },
      {
        name: "political",
        description: "Political Cards, comma-separated",
        kind: "string",
        value: "politicalCards",
        autocomplete: "politicalCard",
      },
    ],
    build(args) {
      const named = read({
        a: actionCards(str(args, "action")),
        p: politicalCards(str(args, "political")),
      });
      if ("argError" in named) return named;
      const { a, p } = named;
      if (a.length + p.length === 0) return { argError: "Name the cards you discard, e.g. action:Sabotage." };
      return {
        kind: "play",
        command: {
          type: "discardDownToLimit",
          ...(a.length > 0 ? { actionCards: a } : {}),
          ...(p.length > 0 ? { politicalCards: p } : {}),
        },
      };
    },
  },
  {
    group: "cards",
    name: "autopass",
    description: "Pass every Action Card window at once",
    help: "On: the game never waits for you to play an Action Card in a window (you can still play one as your action or when you vote). Off: you are asked again.",
    options: [
      { name: "on", description: "true: pass at once; false: ask me", kind: "boolean", required: true },
    ],
    build(args) {
      const on = bool(args, "on");
      return on === undefined
        ? { argError: "Say on:true or on:false." }
        : { kind: "play", command: { type: "setAutoPassWindows", on } };
    },
  },
  {
    group: "cards",
    name: "lift",
    description: "Discard 3 Action Cards to lift Temporary Stability",
    help: "While Temporary Stability holds, Sabotage is the only Action Card anyone may play; any player may end it at any moment by discarding 3 Action Cards, named comma-separated.",
    options: [
      {
        name: "cards",
        description: "3 Action Cards, comma-separated",
        kind: "string",
        value: "actionCards",
        required: true,
        autocomplete: "actionCard",
      },
    ],
    build(args) {
      const named = read({ cards: actionCards(str(args, "cards")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "liftTemporaryStability", cards: named.cards } };
    },
  },
];
