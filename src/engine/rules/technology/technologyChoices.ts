/**
 * Technology choices asked through the `cardChoice` frame (the technology module lists this table), and
 * the technology steps at the start of the Status Phase (the technology module answers statusPhaseOpens with them).
 */

import type { CardChoiceRule } from "../../choices.ts";
import type { Tx } from "../../tx.ts";
import { askHyperMetabolism, HYPER_METABOLISM, hyperMetabolism } from "./hyperMetabolism.ts";
import { askShuttleLogistics, SHUTTLE_LOGISTICS, shuttleLogistics } from "./shuttleLogistics.ts";

export const TECHNOLOGY_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  [SHUTTLE_LOGISTICS]: shuttleLogistics,
  [HYPER_METABOLISM]: hyperMetabolism,
};

/** Frames pushed last are answered first: Shuttle Logistics, then Hyper Metabolism, then the window. */
export function atStatusPhaseStartTechnologies(tx: Tx): void {
  askHyperMetabolism(tx);
  askShuttleLogistics(tx);
}
