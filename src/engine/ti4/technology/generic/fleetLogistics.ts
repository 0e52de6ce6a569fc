/**
 * Fleet Logistics (content/ti4/technologies.generic.ts, "fl"): "During the action phase you may take 2
 * actions on each of your turns instead of 1." Its owner answers hook `takesTwoActions`; the action phase
 * carries the second action out (round/secondAction.ts: given once the first action has resolved, any
 * action but a pass, or the turn ended instead; the turn's start and end told once each).
 */
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

function takesTwoActions(state: Ti4State, seat: Seat): boolean {
  return ownsTechnology(state, seat, "fl");
}

export const TI4_FLEET_LOGISTICS: Ti4Module = {
  id: "technology:fl",
  hooks: { takesTwoActions },
};
