/** The bot's answer to SE Option 6's capture (options/shockTroops): everything it may take, free. */
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { GameState } from "../state.ts";

export function shockTroopCaptureCandidates(state: GameState, d: Decision): Command[] {
  const frame = state.stack.at(-1);
  if (frame?.kind !== "capture") return [];
  return [
    { type: "captureStructures", seat: d.seat, capture: true },
    { type: "captureStructures", seat: d.seat, capture: false },
  ];
}
