/**
 * TE "Entropic Scar Anomaly": a new anomaly where unit abilities (sustain damage, production, planetary
 * shield, space cannon, bombardment, deploy, anti-fighter barrage) cannot be used by units inside it nor
 * against them; text abilities still work. Every rule that reads one of those abilities asks
 * `unitAbilitiesVoid` with the systems involved: where the unit stands, and where its targets stand.
 *
 * The anomaly is read from the tile's anomalies ("entropicScar", the Thunder's Edge tiles' content), and
 * only in a game that plays Thunder's Edge, so a base game reads nothing new.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import { systemAt } from "../board/galaxy.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "./inPlay.ts";

export const ENTROPIC_SCAR = "entropicScar";

/** Whether the system at `position` is an entropic scar (TE "Entropic Scar Anomaly"). */
export function isEntropicScar(state: Ti4State, position: PositionLabel): boolean {
  if (!playsThundersEdge(state)) return false;
  const anomalies: readonly string[] = systemAt(state, position)?.anomalies ?? [];
  return anomalies.includes(ENTROPIC_SCAR);
}

/**
 * TE "Entropic Scar Anomaly": true when a unit ability may not be used because a unit using it, or a unit
 * it is used against, is inside an entropic scar. Pass every system the ability touches (the firing unit's
 * and its targets').
 */
export function unitAbilitiesVoid(state: Ti4State, ...positions: readonly PositionLabel[]): boolean {
  return positions.some((position) => isEntropicScar(state, position));
}
