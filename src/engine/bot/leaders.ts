/**
 * The bot with the Leaders option (RR §24.4): it gives up an Agent only to cancel an Action Card aimed at
 * itself; escapes and captives are card choices, answered from their listed answers (table.ts).
 */
import type { Command } from "../commands.ts";
import type { Candidates } from "./policy.ts";

export const agentSabotageCandidates: Candidates = (state, d): Command[] => {
  const played = state.stack.findLast((f) => f.kind === "actionCardPlay");
  if (played?.kind !== "actionCardPlay" || played.target !== d.seat) return [];
  const leader = d.choices?.[0];
  return leader === undefined ? [] : [{ type: "sabotageWithAgent", seat: d.seat, leader }];
};
