/**
 * /ti-politics assassins, bodyguard and hire: TI1 Borderlands' Assassins (classic option). As the Status
 * Phase opens, players holding Assassins send them at others (one named per Assassin); before each die its
 * target may spend one of his own as a bodyguard; then Assassins are hired, paid like units.
 */
import { bool, int, read, str } from "./args.ts";
import { payment } from "./paidAtPosition.ts";
import { seats } from "./relationsCommands.ts";
import { PAYMENT_OPTIONS } from "./tacticalCommands.ts";
import type { CatalogCommand } from "./types.ts";

export const ASSASSIN_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "politics",
    name: "assassins",
    description: "Send your Assassins at players (Status Phase, Borderlands)",
    help: "Borderlands Assassins, as the Status Phase opens: name one player for each Assassin you send (a player named twice gets two), never one at peace with you; leave it out to send none. Each sent costs you 2 votes in the next two rounds, and you hire none this phase.",
    options: [
      {
        name: "targets",
        description: "One player per Assassin, comma-separated",
        kind: "string",
        value: "players",
        autocomplete: "player",
      },
    ],
    build(args) {
      const named = read({ targets: seats(str(args, "targets")) });
      if ("argError" in named) return named;
      return { kind: "play", command: { type: "sendAssassins", targets: named.targets } };
    },
  },
  {
    group: "politics",
    name: "bodyguard",
    description: "Spend an Assassin as a bodyguard: +1 to the coming die",
    help: "Borderlands Assassins: before the die of an Assassin sent at you, spend one of your own (not sent) as a bodyguard, adding 1 to that die; it goes back to the pool either way.",
    options: [
      { name: "guard", description: "true: spend one; false: none", kind: "boolean", required: true },
    ],
    build(args) {
      return { kind: "play", command: { type: "guardAgainstAssassin", guard: bool(args, "guard") ?? false } };
    },
  },
  {
    group: "politics",
    name: "hire",
    description: "Hire Assassins (Status Phase, 4 resources each)",
    help: "Borderlands Assassins, after the attempts: hire Assassins for 4 resources each (planets, Trade Goods); 6 in all, 3 a player. When too few are left, the most influence hires first, one at a time; you then pay for those you get (your planets in the order named, then Trade Goods). count 0: none.",
    options: [
      { name: "count", description: "How many (0: none)", kind: "integer", min: 0, max: 3, required: true },
      ...PAYMENT_OPTIONS,
    ],
    build(args) {
      const paid = payment(args);
      if ("argError" in paid) return paid;
      return { kind: "play", command: { type: "buyAssassins", count: int(args, "count") ?? 0, ...paid } };
    },
  },
];
