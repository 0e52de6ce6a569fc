/**
 * Technology choices asked through the `cardChoice` frame (the technology module lists this table), and
 * the technology steps at the start of the Status Phase (the technology module answers statusPhaseOpens with them).
 */

import type { CardChoiceRule } from "../../choices.ts";
import type { GameState, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import { askHyperMetabolism, HYPER_METABOLISM, hyperMetabolism } from "./hyperMetabolism.ts";
import { askShuttleLogistics, SHUTTLE_LOGISTICS, shuttleLogistics } from "./shuttleLogistics.ts";

export const TECHNOLOGY_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  [SHUTTLE_LOGISTICS]: shuttleLogistics,
  [HYPER_METABOLISM]: hyperMetabolism,
};

/** Hyper Metabolism: one command counter more in the Status Phase (RR §15; the other half is below). */
export function hyperMetabolismIncome(state: GameState, seat: Seat): number {
  return player(state, seat).technologies.includes("hyper-metabolism") ? 1 : 0;
}

/** Neural Motivator: one Action Card more in the Status Phase. */
export function neuralMotivatorCards(state: GameState, seat: Seat): number {
  return player(state, seat).technologies.includes("neural-motivator") ? 1 : 0;
}

/** Frames pushed last are answered first: Shuttle Logistics, then Hyper Metabolism, then the window. */
export function atStatusPhaseStartTechnologies(tx: Tx): void {
  askHyperMetabolism(tx);
  askShuttleLogistics(tx);
}
