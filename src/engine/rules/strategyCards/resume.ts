/**
 * A primary ability that runs a procedure of its own (trade negotiations, the Demilitarized Zone's
 * counters) pushes a frame above the strategic action; when that frame pops, this marks the primary
 * done so the strategic action goes on to the secondaries (strategicAction.ts reads `primaryDone`).
 */
import type { StrategicActionFrame } from "../../frames.ts";
import type { Tx } from "../../tx.ts";

export function resumeStrategicAction(tx: Tx, detail: StrategicActionFrame["detail"] = {}): void {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "strategicAction" || frame.step !== "primary") return;
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, detail: { ...frame.detail, ...detail, primaryDone: true } },
  });
}

/** The strategic action in progress, if it is the top frame. */
export function strategicFrame(tx: Tx): StrategicActionFrame | undefined {
  const frame = tx.state.stack.at(-1);
  return frame?.kind === "strategicAction" ? frame : undefined;
}

/** Adds card-specific progress to the strategic action on top of the stack. */
export function noteInStrategicAction(tx: Tx, detail: StrategicActionFrame["detail"]): void {
  const frame = strategicFrame(tx);
  if (!frame) throw new Error("no strategic action on top to note progress in");
  tx.emit({ type: "frameReplaced", frame: { ...frame, detail: { ...frame.detail, ...detail } } });
}

/** A list of seats or ids kept in a frame's detail (detail values are plain strings). */
export function listIn(detail: StrategicActionFrame["detail"], key: string): string[] {
  const value = detail[key];
  return typeof value === "string" && value !== "" ? value.split(",") : [];
}
