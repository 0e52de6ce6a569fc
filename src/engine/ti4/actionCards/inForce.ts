/**
 * What the action cards in force on the tactical action or the invasion under way change (round/frames.ts
 * `Ti4CardInForce`, set by `ti4CardInForce`): the answers this module gives the movement (LRR 58, 6), the
 * bombardment (LRR 15) and the planetary shields and space cannons (LRR 65, 77) of that moment.
 */
import { TI4_SHIP_TYPES, type Ti4ActionCardId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import { controllerOf } from "../board/forces.ts";
import { systemPositions, wormholesAt } from "../board/galaxy.ts";
import type { Ti4CardInForce } from "../round/frames.ts";
import type { Ti4State } from "../state.ts";
import { cardBonus } from "./wildCards.ts";

/** The cards in force on the tactical action (or the invasion) under way, of one card. */
export function cardsInForce(
  state: Ti4State,
  until: "tacticalAction" | "invasion",
  card: Ti4ActionCardId,
): Ti4CardInForce[] {
  const frame = state.stack.findLast(
    (f) => f.kind === (until === "invasion" ? "ti4Invasion" : "ti4Tactical"),
  );
  if (frame?.kind !== "ti4Invasion" && frame?.kind !== "ti4Tactical") return [];
  return (frame.cards ?? []).filter((c) => c.card === card);
}

/**
 * Flank Speed (LRR 58.4c): +1 move to each of the active player's ships, for each copy played (+2 under
 * Wild, Wild Galaxy).
 */
export function flankSpeedBonus(state: Ti4State, seat: Seat, type: Ti4UnitType): number {
  if (!TI4_SHIP_TYPES.includes(type)) return 0;
  return cardsInForce(state, "tacticalAction", "fs").filter((c) => c.seat === seat).length * cardBonus(state);
}

/** In the Silence of Space (LRR 58.4a): the seat's ships starting in the system it named pass others' ships. */
export function silenceOfSpace(state: Ti4State, seat: Seat, from: PositionLabel | undefined): boolean {
  return (
    from !== undefined &&
    cardsInForce(state, "tacticalAction", "silence_space").some((c) => c.seat === seat && c.system === from)
  );
}

function alphaOrBeta(state: Ti4State, position: PositionLabel): boolean {
  return wormholesAt(state, position).some((w) => w === "alpha" || w === "beta");
}

/** Lost Star Chart (LRR 6, 101): every alpha and beta wormhole system is adjacent to every other one. */
export function lostStarChartAdjacency(state: Ti4State, position: PositionLabel): PositionLabel[] {
  if (cardsInForce(state, "tacticalAction", "lost_star").length === 0) return [];
  if (!alphaOrBeta(state, position)) return [];
  return systemPositions(state).filter((p) => p !== position && alphaOrBeta(state, p));
}

/**
 * Codex Solar Flare (LRR 89.2, 77.2): during the movement of the tactical action it was played on (its
 * Space Cannon Offense included), no other player's Space Cannon fires at the active player's ships; neutral
 * units count as another player's (TE "Neutral Units").
 */
export function solarFlareShields(state: Ti4State, activeSeat: Seat): boolean {
  return cardsInForce(state, "tacticalAction", "solar_flare").some((c) => c.seat === activeSeat);
}

/** Bunker: what each bombardment die against the player's planets loses. */
const BUNKER_MODIFIER = -4;

/** Bunker (LRR 15): -4 to bombardment dice against a planet its player controls, in this invasion. */
export function bunkerModifier(state: Ti4State, kind: string, place: Ti4Place | undefined): number {
  if (kind !== "bombardment" || place?.planet === undefined) return 0;
  const owner = controllerOf(state, place.planet);
  const bunkers = cardsInForce(state, "invasion", "bunker");
  return owner !== null && bunkers.some((c) => c.seat === owner) ? BUNKER_MODIFIER : 0;
}

/**
 * Disable (LRR 65, 77): in this invasion, the PDS of the players opposing `attacker` have neither Planetary
 * Shield nor Space Cannon.
 */
export function pdsDisabled(state: Ti4State, attacker: Seat, owner: Seat): boolean {
  return owner !== attacker && cardsInForce(state, "invasion", "disable").some((c) => c.seat === attacker);
}
