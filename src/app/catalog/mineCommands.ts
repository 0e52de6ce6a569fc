/**
 * /ti-combat mine and clear-mine: SE option 7, Space Mines. A Cruiser lays a mine in the production step
 * of an activation, paid like units; after the dice where mines of several owners lie, the active player
 * names whose mine is cleared.
 */
import { optionalSeat } from "./args.ts";
import { paidAtPosition, TRANSFER_POSITION } from "./paidAtPosition.ts";
import { PAYMENT_OPTIONS } from "./tacticalCommands.ts";
import type { CatalogCommand } from "./types.ts";

export const MINE_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "combat",
    name: "mine",
    description: "Lay a Space Mine with a Cruiser (2 resources)",
    help: "In the production step of your activation, before producing: a Cruiser of yours in the system lays one Space Mine there, paid with planets and Trade Goods. One per activation, 12 tokens in all; position names the system in a transfer action.",
    options: [...PAYMENT_OPTIONS, TRANSFER_POSITION],
    build: (args) => paidAtPosition(args, "laySpaceMine"),
  },
  {
    group: "combat",
    name: "clear-mine",
    description: "Choose whose Space Mine your ships cleared",
    help: "After the dice for Space Mines, where mines of several owners lie: name the player whose mine is removed, or leave owner out for the neutral one.",
    options: [
      {
        name: "owner",
        description: "The mine's owner",
        kind: "string",
        value: "player",
        autocomplete: "player",
      },
    ],
    build(args) {
      const owner = optionalSeat(args, "owner");
      if (typeof owner === "object") return owner;
      return { kind: "play", command: { type: "removeSpaceMine", owner: owner ?? null } };
    },
  },
];
