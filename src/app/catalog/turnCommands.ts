/** /ti turn ...: the commands that answer the game's decisions. */
import { RACE_IDS } from "../../content/index.ts";
import {
  ABILITY_COMMAND_IDS,
  type AbilityCommandId,
  abilityChoice,
  abilityCommandId,
  type PrimaryChoice,
  type SecondaryChoice,
} from "../../engine/commands.ts";
import { words } from "../narrate.ts";
import {
  actionCard,
  bool,
  counters,
  int,
  objective,
  objectives,
  PATROL_FORM,
  PRODUCTION_FORM,
  patrols,
  planet,
  planets,
  position,
  productionOrders,
  race,
  read,
  seat,
  str,
  strategyCard,
  system,
} from "./args.ts";
import { PAYMENT_OPTIONS as PAYMENT } from "./tacticalCommands.ts";
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

/**
 * An ability's name in the choice list: its id in words as the game log reads it, less the race's name,
 * which Discord's size limit for /ti leaves no room for ("solOrbitalDrop" reads "Orbital Drop").
 */
function abilityName(id: AbilityCommandId): string {
  const race = RACE_IDS.find((r) => id.startsWith(r));
  return words(race === undefined ? id : id.slice(race.length));
}

export const TURN_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "turn",
    name: "race",
    description: "Choose your race (race draft)",
    help: "In a race draft, take one of the races still available.",
    options: [{ name: "race", description: "Race", kind: "string", required: true, autocomplete: "race" }],
    build(args) {
      const r = race(str(args, "race"));
      return typeof r === "string" ? { kind: "play", command: { type: "pickRace", race: r } } : r;
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
      const named = read({ tile: system(str(args, "system")), at: position(str(args, "position")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "placeGalaxyTile", tile: named.tile, position: named.at } };
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
    description: "Take the strategic action of one of your cards",
    help: "Resolve your card's primary ability; the other players may then follow its secondary.",
    options: [CARD],
    build(args) {
      const card = strategyCard(str(args, "card"));
      return typeof card === "string" ? { kind: "play", command: { type: "strategicAction", card } } : card;
    },
  },
  {
    group: "turn",
    name: "primary",
    description: "Answer your card's primary ability",
    help: "Gives the choices your primary ability asks for: counters to place, an option, a target player, a technology (paid with planets and trade goods) or a system (position).",
    options: [
      CARD,
      { name: "option", description: "The option you choose", kind: "string" },
      ...COUNTER_OPTIONS,
      { name: "target", description: "The player it targets", kind: "string", autocomplete: "player" },
      { name: "technology", description: "Technology gained", kind: "string", autocomplete: "technology" },
      { name: "position", description: "The system it names", kind: "string", autocomplete: "position" },
      ...PAYMENT,
    ],
    build(args) {
      const targetText = str(args, "target");
      const positionText = str(args, "position");
      const named = read({
        card: strategyCard(str(args, "card")),
        target: targetText === undefined ? undefined : seat(targetText),
        at: positionText === undefined ? undefined : position(positionText),
        paid: planets(str(args, "planets")),
      });
      if ("argError" in named) return named;
      const { card, target, at, paid } = named;
      const option = str(args, "option");
      const technology = str(args, "technology");
      const tradeGoods = int(args, "trade-goods");
      const choice: PrimaryChoice = {
        counters: counters(args),
        ...(option ? { option } : {}),
        ...(target !== undefined ? { target } : {}),
        ...(technology ? { technology } : {}),
        ...(at !== undefined ? { position: at } : {}),
        ...(paid.length > 0 ? { planets: paid } : {}),
        ...(tradeGoods ? { tradeGoods } : {}),
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
      `Imperial: produce with position. ${PRODUCTION_FORM}.`,
    ].join("\n"),
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
      { name: "technology", description: "Technology bought", kind: "string", autocomplete: "technology" },
      { name: "refresh", description: "Diplomacy: planets readied", kind: "string", autocomplete: "planet" },
      { name: "annex", description: "Diplomacy II: planet annexed", kind: "string" },
      { name: "patrols", description: "Warfare, e.g. 1 cr from 203 to 204", kind: "string" },
      { name: "produce", description: "Imperial, e.g. 2 ff, 1 cv at Jord", kind: "string" },
      {
        name: "position",
        description: "Imperial: system producing",
        kind: "string",
        autocomplete: "position",
      },
    ],
    build(args) {
      const annexText = str(args, "annex");
      const annex = annexText === undefined ? undefined : planet(annexText);
      if (annexText !== undefined && annex === undefined)
        return { argError: `There is no planet called "${annexText}" to annex.` };
      const positionText = str(args, "position");
      const named = read({
        card: strategyCard(str(args, "card")),
        paid: planets(str(args, "planets")),
        refresh: planets(str(args, "refresh")),
        patrolled: patrols(str(args, "patrols")),
        orders: productionOrders(str(args, "produce"), undefined),
        at: positionText === undefined ? undefined : position(positionText),
      });
      if ("argError" in named) return named;
      const { card, paid, refresh, patrolled, orders, at } = named;
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
        ...(orders.length > 0 && at !== undefined ? { production: { position: at, orders } } : {}),
      };
      return { kind: "play", command: { type: "answerSecondary", card, follow, choice } };
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
        autocomplete: "objective",
      },
      { name: "secret", description: "Your secret objective", kind: "string", autocomplete: "objective" },
      ...PAYMENT,
      ...COUNTER_OPTIONS.map((o) => ({ ...o, description: `Counters spent from ${o.name}` })),
      { name: "more", description: "Imperial II: more public objectives", kind: "string" },
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
    description: "Redistribute your command counters (Status Phase)",
    help: "Place all your counters, the two new ones included, among the three areas.",
    options: COUNTER_OPTIONS.map((o) => ({ ...o, required: true })),
    build: (args) => ({ kind: "play", command: { type: "redistributeCounters", counters: counters(args) } }),
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
  // Technologies and race abilities used as an action (engine rules/technology/abilityActions.ts); the
  // ids are the engine's own list.
  {
    group: "turn",
    name: "ability",
    description: "Use a race or tech ability",
    help: [
      "As your action: Transit Diodes: from, to and count (1-4 Ground Forces). Production Centers: player who gets 2 Trade Goods.",
      "Bioptic Recyclers: card to discard and choice trade-goods, strategy, fleet or command.",
      "Sol Orbital Drop: planet. Muaat Star Forge: system and choice fighters or destroyer. Yin Planet Reversal: planet.",
      "In the Strategy Phase (not an action): Mentak Pillage: player and player2 (each holding 3+ Trade Goods) lose 1 Trade Good to you. Yssaril Peek: player whose Action Cards you see.",
    ].join("\n"),
    options: [
      {
        name: "ability",
        description: "The ability",
        kind: "string",
        required: true,
        choices: ABILITY_COMMAND_IDS.map((value) => ({ name: abilityName(value), value })),
      },
      {
        name: "from",
        description: "From planet",
        kind: "string",
        autocomplete: "planet",
      },
      {
        name: "to",
        description: "To planet",
        kind: "string",
        autocomplete: "planet",
      },
      { name: "count", description: "Ground Forces moved", kind: "integer", min: 1, max: 4 },
      {
        name: "planet",
        description: "Planet",
        kind: "string",
        autocomplete: "planet",
      },
      {
        name: "player",
        description: "Target player",
        kind: "string",
        autocomplete: "player",
      },
      {
        name: "player2",
        description: "2nd player (Pillage)",
        kind: "string",
        autocomplete: "player",
      },
      {
        name: "card",
        description: "Action Card to discard",
        kind: "string",
        autocomplete: "actionCard",
      },
      {
        name: "choice",
        description: "e.g. fleet or fighters",
        kind: "string",
      },
      {
        name: "system",
        description: "System",
        kind: "string",
        autocomplete: "position",
      },
    ],
    build(args) {
      const ability = abilityCommandId.safeParse(str(args, "ability"));
      if (!ability.success) return { argError: `Name the ability: ${ABILITY_COMMAND_IDS.join(", ")}.` };
      const choiceText = str(args, "choice");
      const choice = choiceText === undefined ? undefined : abilityChoice.safeParse(choiceText.toLowerCase());
      if (choice?.success === false)
        return { argError: `Name the choice: ${abilityChoice.options.join(", ")}.` };
      const planetNamed = (name: string) => {
        const text = str(args, name);
        if (text === undefined) return undefined;
        return planet(text) ?? { argError: `There is no planet called "${text}".` };
      };
      /** An option read only when given. */
      const given = <T>(name: string, parse: (text: string) => T) => {
        const text = str(args, name);
        return text === undefined ? undefined : parse(text);
      };
      const named = read({
        from: planetNamed("from"),
        to: planetNamed("to"),
        onto: planetNamed("planet"),
        target: given("player", seat),
        second: given("player2", seat),
        card: given("card", actionCard),
        where: given("system", position),
      });
      if ("argError" in named) return named;
      const { from, to, onto, target, second, card, where } = named;
      const count = int(args, "count");
      return {
        kind: "play",
        command: {
          type: "useActionAbility",
          ability: ability.data,
          ...(from !== undefined ? { from } : {}),
          ...(to !== undefined ? { to } : {}),
          ...(count !== undefined ? { count } : {}),
          ...(onto !== undefined ? { planet: onto } : {}),
          // Mentak Pillage names its players as a list (player, then player2).
          ...(ability.data === "mentakPillage" && target !== undefined
            ? { targets: second !== undefined ? [target, second] : [target] }
            : target !== undefined
              ? { target }
              : {}),
          ...(card !== undefined ? { card } : {}),
          ...(choice ? { choice: choice.data } : {}),
          ...(where !== undefined ? { system: where } : {}),
        },
      };
    },
  },
];
