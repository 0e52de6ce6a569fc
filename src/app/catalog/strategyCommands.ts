/** /ti turn primary and follow: the answers a Strategy Card's primary and secondary abilities ask for. */
import type { PrimaryChoice, SecondaryChoice } from "../../engine/commands.ts";
import {
  bool,
  counters,
  int,
  optionalSeat,
  PATROL_FORM,
  PRODUCTION_FORM,
  patrols,
  planetNamed,
  planets,
  position,
  productionOrders,
  REINFORCE_FORM,
  read,
  reinforceMoves,
  str,
  strategyCard,
} from "./args.ts";
import { PAYMENT_OPTIONS as PAYMENT } from "./tacticalCommands.ts";
import type { CatalogCommand, CatalogOption } from "./types.ts";

export const CARD: CatalogOption = {
  name: "card",
  description: "Strategy Card",
  kind: "string",
  value: "strategyCard",
  required: true,
  autocomplete: "strategyCard",
};
export const COUNTER_OPTIONS: CatalogOption[] = [
  { name: "strategy", description: "To Strategy Allocation", kind: "integer", min: 0, max: 16 },
  { name: "fleet", description: "To Fleet Supply", kind: "integer", min: 0, max: 16 },
  { name: "command", description: "To the Command Pool", kind: "integer", min: 0, max: 16 },
];

export const STRATEGY_CARD_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "turn",
    name: "primary",
    description: "Answer your card's primary ability",
    help: [
      "Gives the choices your primary ability asks for: counters to place, an option, a target player, a technology (paid with planets and trade goods) or a system (position).",
      `Production, Imperial II (mobilize): produce with position, paid with planets and trade goods. ${PRODUCTION_FORM}.`,
    ].join("\n"),
    options: [
      CARD,
      { name: "option", description: "The option you choose", kind: "string", value: "primaryOption" },
      ...COUNTER_OPTIONS,
      {
        name: "target",
        description: "The player it targets",
        kind: "string",
        value: "player",
        autocomplete: "player",
      },
      {
        name: "technology",
        description: "Technology gained",
        kind: "string",
        value: "technology",
        autocomplete: "technology",
      },
      {
        name: "position",
        description: "The system it names",
        kind: "string",
        value: "position",
        autocomplete: "position",
      },
      ...PAYMENT,
      { name: "produce", description: "Production, e.g. 2 ff at Jord", kind: "string", value: "production" },
    ],
    build(args) {
      const positionText = str(args, "position");
      const named = read({
        card: strategyCard(str(args, "card")),
        target: optionalSeat(args, "target"),
        at: positionText === undefined ? undefined : position(positionText),
        paid: planets(str(args, "planets")),
        orders: productionOrders(str(args, "produce"), undefined),
      });
      if ("argError" in named) return named;
      const { card, target, at, paid, orders } = named;
      if (orders.length > 0 && at === undefined)
        return { argError: "Name the system that produces in position, e.g. position:203." };
      const option = str(args, "option");
      const technology = str(args, "technology");
      const tradeGoods = int(args, "trade-goods");
      const payment = {
        ...(paid.length > 0 ? { planets: paid } : {}),
        ...(tradeGoods ? { tradeGoods } : {}),
      };
      const production = orders.length > 0 && at !== undefined ? { position: at, orders } : undefined;
      const choice: PrimaryChoice = {
        counters: counters(args),
        ...(option ? { option } : {}),
        ...(target !== undefined ? { target } : {}),
        ...(technology ? { technology } : {}),
        ...(at !== undefined ? { position: at } : {}),
        ...payment,
        // Production's Tight Deadlines reads it here; Imperial II (b) as its Rapid Mobilization.
        ...(production ? { production } : {}),
        ...(production && option === "mobilize" ? { secondary: { production, ...payment } } : {}),
      };
      return { kind: "play", command: { type: "resolvePrimary", card, choice } };
    },
  },
  {
    group: "turn",
    name: "follow",
    description: "Follow or decline a secondary ability",
    help: [
      "Following usually costs a Strategy Allocation counter; pay influence or resources with planets and trade goods.",
      "Technology: technology. Diplomacy: refresh (planets). Diplomacy II: annex (a planet).",
      `Warfare: patrols. ${PATROL_FORM}.`,
      `Warfare II: reinforce. ${REINFORCE_FORM}.`,
      `Imperial, Production: produce with position. ${PRODUCTION_FORM}.`,
    ].join("\n"),
    options: [
      CARD,
      { name: "decline", description: "Decline instead of following", kind: "boolean" },
      {
        name: "planets",
        description: "Planets to exhaust",
        kind: "string",
        value: "planets",
        autocomplete: "planet",
      },
      { name: "trade-goods", description: "Trade Goods to spend", kind: "integer", min: 0, max: 52 },
      ...COUNTER_OPTIONS,
      {
        name: "technology",
        description: "Technology bought",
        kind: "string",
        value: "technology",
        autocomplete: "technology",
      },
      {
        name: "refresh",
        description: "Diplomacy: planets readied",
        kind: "string",
        value: "planets",
        autocomplete: "planet",
      },
      { name: "annex", description: "Diplomacy II: planet annexed", kind: "string", value: "planet" },
      {
        name: "patrols",
        description: "Warfare, e.g. 1 cr from 203 to 204",
        kind: "string",
        value: "patrols",
      },
      {
        name: "reinforce",
        description: "Warfare II, e.g. 1 dn from 203 to 204",
        kind: "string",
        value: "reinforce",
      },
      {
        name: "produce",
        description: "Imperial, Production: e.g. 2 ff at Jord",
        kind: "string",
        value: "production",
      },
      {
        name: "position",
        description: "Imperial, Production: system producing",
        kind: "string",
        value: "position",
        autocomplete: "position",
      },
    ],
    build(args) {
      const annexText = str(args, "annex");
      const positionText = str(args, "position");
      const named = read({
        card: strategyCard(str(args, "card")),
        paid: planets(str(args, "planets")),
        refresh: planets(str(args, "refresh")),
        patrolled: patrols(str(args, "patrols")),
        reinforced: reinforceMoves(str(args, "reinforce")),
        orders: productionOrders(str(args, "produce"), undefined),
        at: positionText === undefined ? undefined : position(positionText),
        annex: annexText === undefined ? undefined : planetNamed(annexText),
      });
      if ("argError" in named) return named;
      const { card, paid, refresh, patrolled, reinforced, orders, at, annex } = named;
      if (orders.length > 0 && at === undefined)
        return { argError: "Name the system that produces in position, e.g. position:203." };
      const follow = !(bool(args, "decline") ?? false);
      const technology = str(args, "technology");
      const choice: SecondaryChoice = {
        counters: counters(args),
        planets: paid,
        tradeGoods: int(args, "trade-goods") ?? 0,
        ...(technology ? { technology } : {}),
        ...(refresh.length > 0 ? { refresh } : {}),
        ...(annex ? { annex } : {}),
        ...(patrolled.length > 0 ? { patrols: patrolled } : {}),
        ...(reinforced.length > 0 ? { reinforce: reinforced } : {}),
        ...(orders.length > 0 && at !== undefined ? { production: { position: at, orders } } : {}),
      };
      return { kind: "play", command: { type: "answerSecondary", card, follow, choice } };
    },
  },
];
