/**
 * Sardakk N'orr (base game): Unrelenting, the flagship C'morran N'orr and Valkyrie Particle Weave, as
 * answers to the combat dice's hook points (hooks/combat.ts).
 */
import { TI4_SHIP_TYPES } from "../../../content/ti4/index.ts";
import { unitsIn } from "../board/forces.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { flagshipHasAbilityOf } from "./flagshipText.ts";

export const TI4_SARDAKK: Ti4Module = {
  id: "sardakk",
  hooks: {
    combatRollModifier(state, roll) {
      if (roll.kind !== "combat") return 0;
      // Unrelenting: +1 to each of your combat rolls (LRR 18; combat rolls only, LRR 77.3d, 10).
      let modifier = hasFaction(state, roll.seat, "sardakk") ? 1 : 0;
      // C'morran N'orr: +1 to the combat rolls of your other ships in its system (its text, on a Nekro
      // flagship too through Valefar Assimilator Z: flagshipText.ts).
      const place = roll.place;
      if (
        flagshipHasAbilityOf(state, roll.seat, "sardakk") &&
        place &&
        place.planet === undefined &&
        roll.type !== "flagship" &&
        TI4_SHIP_TYPES.includes(roll.type)
      ) {
        const own = unitsIn(state.board[place.position], roll.seat);
        if ((own.flagship ?? 0) > 0) modifier += 1;
      }
      return modifier;
    },
    combatRoundExtraHits(state, round) {
      // Valkyrie Particle Weave: in ground combat, once your opponent's roll scores a hit or more, yours
      // scores 1 more.
      if (round.combat !== "ground" || round.opponentHits < 1) return 0;
      // Owned, or copied by a Nekro assimilator (technology/owned.ts).
      return holdsFactionTechnology(state, round.seat, "vpw") ? 1 : 0;
    },
  },
};
