/**
 * The two sides of a combat, each with its opponent (LRR 18, 78: an attacker and a defender): abilities that
 * act for whichever side holds them read the combat through this one helper.
 */
import type { Seat } from "../../kernel/types.ts";

/** A combat's attacker first, then its defender, each paired with the other side. */
export function eachSide(combat: { attacker: Seat; defender: Seat }): [seat: Seat, opponent: Seat][] {
  return [
    [combat.attacker, combat.defender],
    [combat.defender, combat.attacker],
  ];
}
