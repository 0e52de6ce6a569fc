/** Combat's commands: hits assigned to one's own units (LRR 87, 78.6) and retreats (LRR 78.4). */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, count, listOf, oneOf, position, record } from "../../commands/forms.ts";
import { ti4Id, ti4Units } from "../forms.ts";
import { TI4_DICE_ABILITIES } from "./afterRoll.ts";

export const TI4_COMBAT_COMMANDS = [
  /**
   * LRR 87, 78.6: the units that sustain damage (each cancels one hit) and the units destroyed, one per
   * remaining hit.
   */
  command("assignHits", {
    sustain: ti4Units,
    destroy: ti4Units,
    /**
     * The Alastor: the hits that go to ground forces fighting as ships from the system's planets, by planet
     * (they sustain damage or are destroyed there; absent: none).
     */
    onPlanets: listOf(
      record({
        planet: ti4Id<Ti4PlanetId>("planet"),
        sustain: ti4Units.optional(),
        destroy: ti4Units.optional(),
      }),
    ).optional(),
  }),
  /** LRR 78.4: a retreat announced to an adjacent system, made at the end of the round. */
  command("announceRetreat", { to: position }),
  /** LRR 78.4: no retreat this round. */
  command("declineRetreat", {}),
  /**
   * LRR 74, 56: at the moment after your combat roll, an ability acts on the dice you name (numbered from 0
   * in the roll's order): a reroll, or +1 to each.
   */
  command("modifyCombatDice", { ability: oneOf(TI4_DICE_ABILITIES), dice: listOf(count) }),
  /** LRR 74: your dice stay as they are; their hits count. */
  command("keepCombatDice", {}),
] as const;
