/**
 * /ti politics relations and surprise: TI1 Borderlands' Declarations of War and Peace (classic option).
 * In the Status Phase each player declares war on players at peace with him and offers peace to those at
 * war; at any time a peace may be broken by a surprise attack, paid like units.
 */
import { read, seat, str } from "./args.ts";
import { payment } from "./paidAtPosition.ts";
import { PAYMENT_OPTIONS } from "./tacticalCommands.ts";
import type { ArgError, CatalogCommand } from "./types.ts";

/** The seats a "players" option was read into ("0, 2"); none when left out. */
export function seats(text: string | undefined): number[] | ArgError {
  if (text === undefined || text.trim() === "") return [];
  const read = text.split(",").map((s) => s.trim());
  if (read.some((s) => !/^\d{1,2}$/.test(s)))
    return { argError: "Name the players by name, by mention or by their seat letters, comma-separated." };
  return read.map(Number);
}

const PLAYERS = { kind: "string", value: "players", autocomplete: "player" } as const;

export const RELATIONS_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "politics",
    name: "relations",
    description: "Declare war or offer peace (Status Phase, Declarations of War)",
    help: "Borderlands: in the Status Phase, declare war on players at peace with you (one side suffices) and offer peace to players at war with you (made when both offer it). Leave both out to declare nothing.",
    options: [
      { name: "war", description: "Players to declare war on, comma-separated", ...PLAYERS },
      { name: "peace", description: "Players to offer peace to, comma-separated", ...PLAYERS },
    ],
    build(args) {
      const named = read({ war: seats(str(args, "war")), peace: seats(str(args, "peace")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "declareRelations", war: named.war, peace: named.peace } };
    },
  },
  {
    group: "politics",
    name: "surprise",
    description: "Break a peace by a surprise attack (6 resources, a vote for good)",
    help: "Borderlands: at any time, break your peace with a player: pay 6 resources (planets, Trade Goods) to the bank and command one vote fewer for the rest of the game; you are at war at once.",
    options: [
      {
        name: "player",
        description: "The player at peace with you",
        kind: "string",
        value: "player",
        required: true,
        autocomplete: "player",
      },
      ...PAYMENT_OPTIONS,
    ],
    build(args) {
      const against = seat(args, "player");
      if (typeof against !== "number") return against;
      const paid = payment(args);
      if ("argError" in paid) return paid;
      return { kind: "play", command: { type: "surpriseAttack", against, ...paid } };
    },
  },
];
