/**
 * The Crown of Thalnos (base game law, elect player; content/ti4/agendas.baseOnly.ts): in each combat round
 * its owner may reroll any of their combat dice; each unit whose rerolled die misses is destroyed. Combat is
 * space combat (LRR 78) and ground combat (LRR 42); anti-fighter barrage, space cannon and bombardment are
 * not combat rolls (LRR 10, 77.3d). The reroll is made at the moment after the owner's roll
 * (combat/afterRoll.ts, hook point combatDiceOffers, LRR 74), once per roll; a die of a unit type the owner
 * no longer has there costs nothing more. Our reading of a unit with several dice (a flagship, a war sun):
 * each rerolled die that misses destroys one unit of its type.
 */
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4AgendaEffect } from "./effect.ts";
import { lawOwner } from "./laws.ts";

/** Elected, its owner simply takes the card; what it does lasts (combatDiceOffers). */
export const CROWN_OF_THALNOS_EFFECT: Ti4AgendaEffect = {};

export const TI4_CROWN_OF_THALNOS: Ti4Module = {
  id: "crownOfThalnos",
  hooks: {
    combatDiceOffers: (state, moment) =>
      lawOwner(state, "crown_of_thalnos") === moment.seat
        ? [{ ability: "crownOfThalnos", effect: "reroll", costPerDie: 0, destroysOnMiss: true }]
        : [],
  },
};
