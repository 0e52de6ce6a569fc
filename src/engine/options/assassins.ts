/**
 * Classic option "classic:assassins": TI1 Borderlands' Assassins, with Bodyguards and the shortage rule
 * (ti1-borderlands.txt, "Assassins" to "Bodyguards"). Bought for 4 resources and held beside the sheet (6 in
 * all, 3 a player); sent at other players as the Status Phase opens, each rolled on the table (1-4 struck,
 * 5-9 missed, 10 betrays its master), a target's own Assassin standing in as a bodyguard for +1
 * (assassins/attempts.ts); then bought again, shared out by influence when short (assassins/purchase.ts).
 * The base rules ask: the Status Phase's opening (statusPhaseOpens), votes (extraVotes, votingBarred) and
 * combat dice (combatRollModifier).
 *
 * Leaders [decision]: the rulebook's Assassin liquidates "an extremely important official from another
 * race" and is sent at a player ("which Assassins will attempt to assassinate which players"); what it
 * does is take away the race's Action Cards, council votes and edge in attack. It names no Leader counter
 * and kills none, so the option needs no Leaders option and excludes none: with the TI3 Leaders or the
 * classic ones on, Assassins still strike at the player, never at his Leaders, who are only ever lost as
 * those options' own rules say.
 *
 * Declarations of War and Peace: no Assassin is sent at a player at peace (attempts.ts), as the
 * Declarations' own text says; Assassins are answered before the declarations of the same Status Phase.
 */
import {
  buyAssassinsCandidates,
  guardAgainstAssassinCandidates,
  sendAssassinsCandidates,
} from "../bot/assassins.ts";
import type { RuleModule } from "../module.ts";
import { guardAgainstAssassin, openAssassins, sendAssassins, struckAttacker } from "./assassins/attempts.ts";
import { struckSilent, votesLostToAttempts } from "./assassins/board.ts";
import { ASSASSIN_EVOLVE } from "./assassins/events.ts";
import { ASSASSINS_RULES } from "./assassins/frame.ts";
import { buyAssassins } from "./assassins/purchase.ts";

export const ASSASSINS = {
  id: "option:classic:assassins",
  option: "classic:assassins" as const,
  commands: { sendAssassins, guardAgainstAssassin, buyAssassins },
  events: ASSASSIN_EVOLVE,
  frames: { assassins: ASSASSINS_RULES },
  hooks: {
    statusPhaseOpens: openAssassins,
    extraVotes: votesLostToAttempts,
    votingBarred: struckSilent,
    combatRollModifier: (state, ctx) => struckAttacker(state, ctx),
  },
  bot: {
    sendAssassins: sendAssassinsCandidates,
    guardAgainstAssassin: guardAgainstAssassinCandidates,
    buyAssassins: buyAssassinsCandidates,
  },
} satisfies RuleModule;
