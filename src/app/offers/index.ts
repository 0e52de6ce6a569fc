/**
 * What a tactical action's steps may be answered with (RR §8), read from the engine's own checks so that
 * every choice offered is one the engine lets through on its own (the systems to activate, the ships that
 * can reach, what they can carry, the planets to land on, what a dock can build). The surfaces draw their
 * menus and forms from these (Discord's select menus, the playground's forms); the command sent is read
 * and judged like a typed one, so the engine alone decides whether the whole answer stands.
 *
 * The board is public, so these lists hold nothing secret; they are computed only for a person's seat
 * (bots answer by themselves).
 */
import type { CommandType, GameState, Seat } from "../../engine/index.ts";
import { tacticalProductionContext } from "../../engine/rules/tactical/tacticalFrames.ts";
import { type ActivationChoice, activationChoices } from "./activation.ts";
import { systemLabel } from "./common.ts";
import { type FleetChoice, fleetChoices } from "./fleets.ts";
import { type LandingOffer, landingOffer } from "./landing.ts";
import { type ProductionOffer, productionOffer } from "./production.ts";

export { typeOfWord, UNIT_WORDS, type UnitChoice } from "./common.ts";
export type { LandingPlanet } from "./landing.ts";
export type { DockOffer, FacilityOffer, PaymentPlanet } from "./production.ts";
export type { ActivationChoice, FleetChoice, LandingOffer, ProductionOffer };

export type TacticalOffers =
  | { step: "activate"; seat: Seat; systems: ActivationChoice[] }
  | { step: "move"; seat: Seat; position: string; name: string; fleets: FleetChoice[] }
  | ({ step: "land"; seat: Seat } & LandingOffer)
  | ({ step: "produce"; seat: Seat } & ProductionOffer);

/** The decision kinds a tactical offer answers. */
export const OFFERED_KINDS: readonly CommandType[] = [
  "tacticalAction",
  "moveUnits",
  "landUnits",
  "produceUnits",
];

/**
 * The offers for the tactical step this seat is asked (`kinds`: its open decision kinds), or null when
 * none is: activating a system, or the move, landing and production of a tactical action it is taking.
 */
export function tacticalOffers(
  state: GameState,
  seat: Seat,
  kinds: readonly string[],
): TacticalOffers | null {
  if (kinds.includes("tacticalAction")) {
    return { step: "activate", seat, systems: activationChoices(state, seat) };
  }
  const top = state.stack.at(-1);
  if (top?.kind !== "tacticalAction" || top.seat !== seat) return null;
  const { position } = top;
  if (kinds.includes("moveUnits")) {
    const fleets = fleetChoices(state, seat, position);
    return { step: "move", seat, position, name: systemLabel(state, position), fleets };
  }
  if (kinds.includes("landUnits")) return { step: "land", seat, ...landingOffer(state, seat, position) };
  if (kinds.includes("produceUnits"))
    return {
      step: "produce",
      seat,
      ...productionOffer(state, seat, position, tacticalProductionContext(top)),
    };
  return null;
}
