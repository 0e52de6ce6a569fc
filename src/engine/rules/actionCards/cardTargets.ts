/**
 * Protections against opponents' Action Cards, shared by the card effects that name what they strike.
 *
 * Nano Technology (SE technology list; RR §12.3: "Your Dreadnoughts and War Suns may not be targeted
 * by your opponents' Action Cards"): a card that destroys, damages or fires at a chosen Dreadnought or War
 * Sun of its owner is refused (Lucky Shot, Direct Hit, Direct Hit!, Target Their Flagship!).
 * interpretation: casualties the owner assigns himself (Rule by Terror, Minelayers, Courageous to the End,
 * Experimental Battlestation) do not target a ship: he may still put them on his Dreadnoughts or War Suns.
 *
 * Winnu garrison immunity (SE race sheet): Local Unrest cannot affect a Winnu planet holding at least one
 * Ground Force (localUnrest in boardCardActions.ts).
 */
import type { UnitType } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import { hasTechEffect } from "../units.ts";

export const ERR_NANO_TECHNOLOGY = "ERR_NANO_TECHNOLOGY";

/** The ship types Nano Technology shields (SE: Dreadnoughts and War Suns). */
const NANO_SHIELDED: readonly UnitType[] = ["dreadnought", "warSun"];

/** True when `owner`'s ships of this type cannot be targeted by the Action Card `player` plays. */
export function shieldedFromCard(state: GameState, player: Seat, owner: Seat, type: UnitType): boolean {
  return owner !== player && NANO_SHIELDED.includes(type) && hasTechEffect(state, owner, "nanoTechnology");
}

/** The refusal of a card aimed at a ship Nano Technology shields, or undefined when it may be hit. */
export function nanoTechnologyRefusal(
  state: GameState,
  player: Seat,
  owner: Seat,
  type: UnitType,
  card: string,
): RuleError | undefined {
  if (!shieldedFromCard(state, player, owner, type)) return undefined;
  return ruleError(
    ERR_NANO_TECHNOLOGY,
    "SE: Nano Technology",
    `${card} cannot target the Dreadnoughts or War Suns of a player who owns Nano Technology.`,
  );
}

/** The types among `types` the card may still strike (those Nano Technology does not shield). */
export function unshieldedTypes(
  state: GameState,
  player: Seat,
  owner: Seat,
  types: readonly UnitType[],
): UnitType[] {
  return types.filter((t) => !shieldedFromCard(state, player, owner, t));
}
