/**
 * /ti turn ability: technologies and race abilities used as an action, or in the Strategy Phase (engine
 * rules/technology/abilityActions.ts); the ids are the engine's own list.
 */
import { RACE_IDS } from "../../content/index.ts";
import {
  ABILITY_COMMAND_IDS,
  type AbilityCommandId,
  abilityChoice,
  abilityCommandId,
} from "../../engine/commands.ts";
import { words } from "../narrate.ts";
import { actionCard, int, optionalSeat, planetNamed, position, read, str, unitCounts } from "./args.ts";
import type { CatalogCommand } from "./types.ts";

/**
 * An ability's name in the choice list: its id in words as the game log reads it, less the race's name,
 * which would spend /ti's room under Discord's size limit (slash.ts) ("solOrbitalDrop" reads "Orbital Drop").
 */
function abilityName(id: AbilityCommandId): string {
  const race = RACE_IDS.find((r) => id.startsWith(r));
  return words(race === undefined ? id : id.slice(race.length));
}

export const ABILITY_COMMAND: CatalogCommand = {
  group: "turn",
  name: "ability",
  description: "Use a race or tech ability",
  help: [
    "As your action: Transit Diodes: from, to and count (1-4 Ground Forces), or units by type to move Shock Troops too. Production Centers: player who gets 2 Trade Goods.",
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
      value: "planet",
      autocomplete: "planet",
    },
    {
      name: "to",
      description: "To planet",
      kind: "string",
      value: "planet",
      autocomplete: "planet",
    },
    { name: "count", description: "Ground Forces moved", kind: "integer", min: 1, max: 4 },
    {
      name: "units",
      description: 'Units by type, e.g. "2 gf, 1 st"',
      kind: "string",
      value: "units",
    },
    {
      name: "planet",
      description: "Planet",
      kind: "string",
      value: "planet",
      autocomplete: "planet",
    },
    {
      name: "player",
      description: "Target player",
      kind: "string",
      value: "player",
      autocomplete: "player",
    },
    {
      name: "player2",
      description: "2nd player (Pillage)",
      kind: "string",
      value: "player",
      autocomplete: "player",
    },
    {
      name: "card",
      description: "Action Card to discard",
      kind: "string",
      value: "actionCard",
      autocomplete: "actionCard",
    },
    {
      name: "choice",
      description: "e.g. fleet or fighters",
      kind: "string",
      value: "abilityChoice",
    },
    {
      name: "system",
      description: "System",
      kind: "string",
      value: "position",
      autocomplete: "position",
    },
  ],
  build(args) {
    const ability = abilityCommandId.safeParse(str(args, "ability"));
    if (!ability.success) return { argError: `Name the ability: ${ABILITY_COMMAND_IDS.join(", ")}.` };
    const choiceText = str(args, "choice");
    const choice = choiceText === undefined ? undefined : abilityChoice.safeParse(choiceText);
    if (choice?.success === false)
      return { argError: `Name the choice: ${abilityChoice.options.join(", ")}.` };
    const planetIn = (name: string) => {
      const text = str(args, name);
      return text === undefined ? undefined : planetNamed(text);
    };
    /** An option read only when given. */
    const given = <T>(name: string, parse: (text: string) => T) => {
      const text = str(args, name);
      return text === undefined ? undefined : parse(text);
    };
    const named = read({
      from: planetIn("from"),
      to: planetIn("to"),
      onto: planetIn("planet"),
      target: optionalSeat(args, "player"),
      second: optionalSeat(args, "player2"),
      card: given("card", actionCard),
      where: given("system", position),
      counted: given("units", unitCounts),
    });
    if ("argError" in named) return named;
    const { from, to, onto, target, second, card, where, counted } = named;
    const count = int(args, "count");
    return {
      kind: "play",
      command: {
        type: "useActionAbility",
        ability: ability.data,
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(count !== undefined ? { count } : {}),
        ...(counted !== undefined ? { units: counted.units } : {}),
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
};
