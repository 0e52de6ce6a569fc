/**
 * TE "Entropic Scar Anomaly": a new anomaly where unit abilities (sustain damage, production, planetary
 * shield, space cannon, bombardment, deploy, anti-fighter barrage) cannot be used by units inside it nor
 * against them; text abilities still work. Every rule that reads one of those abilities asks
 * `unitAbilitiesVoid` with whose units would use it and the systems involved: where the units stand, and
 * where their targets stand.
 *
 * The same gate tells an ability that takes unit abilities away from one player's units (hook point
 * unitAbilitiesLost, hooks/crimson.ts: the Quietus, the Crimson Rebellion's flagship): it is asked about the
 * units using the ability, where they stand, never about their targets.
 *
 * The anomaly is read from the tile's anomalies ("entropicScar", the Thunder's Edge tiles' content), and
 * only in a game that plays Thunder's Edge, so a base game reads nothing new.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { systemAt } from "../board/galaxy.ts";
import { hookAnswers } from "../hooks/index.ts";
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
 * True when `whose` units standing in `at` may not use a unit ability (against units in `against`, when it
 * reaches other systems):
 * - TE "Entropic Scar Anomaly": a unit using it, or a unit it is used against, is inside an entropic scar;
 * - an ability takes the unit abilities of `whose` units in `at` away (hook point unitAbilitiesLost).
 * `whose` is null for neutral units (TE "Neutral Units"): they belong to no player, so only the scar reads.
 */
export function unitAbilitiesVoid(
  state: Ti4State,
  whose: Seat | null,
  at: PositionLabel,
  ...against: readonly PositionLabel[]
): boolean {
  if (isEntropicScar(state, at) || against.some((position) => isEntropicScar(state, position))) return true;
  if (whose === null) return false;
  return hookAnswers(state, "unitAbilitiesLost").some((lost) => lost(state, whose, at));
}
