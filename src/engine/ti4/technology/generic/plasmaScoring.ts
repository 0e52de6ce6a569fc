/**
 * Plasma Scoring, a generic warfare technology (content/ti4/technologies.generic.ts: when your units use
 * BOMBARDMENT or SPACE CANNON, one of them rolls 1 extra die). One die per use of the ability, however many
 * units roll: the hook point unitAbilityRollExtraDice adds it to the roll's best unit (the lowest result to
 * hit), rolled right after the units' own dice and logged (combat/unitAbilityRolls.ts). That serves space
 * cannon offense (tactical/spaceCannon.ts) and defense (invasion/invasion.ts), bombardment
 * (invasion/landing.ts) and the L1Z1X's Harrow, which uses BOMBARDMENT; anti-fighter barrage is not named
 * on the card. An extra die can only add hits, so it is always rolled and nobody is asked. The odds count
 * it (combat/odds.ts reads the same hook point).
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { ownsTechnology } from "../owned.ts";

export const TI4_PLASMA_SCORING: Ti4Module = {
  id: "technology:plasmaScoring",
  hooks: {
    unitAbilityRollExtraDice: (state, roll) =>
      roll.roll !== "antiFighterBarrage" && ownsTechnology(state, roll.seat, "ps") ? 1 : 0,
  },
};
