/**
 * The status phase (LRR 81): pushed by the end of the action phase as `{ kind: "ti4StatusPhase" }`; its own
 * rules run its eight steps and then begin the agenda phase or the next round.
 */
export interface Ti4StatusPhaseFrame {
  kind: "ti4StatusPhase";
}
