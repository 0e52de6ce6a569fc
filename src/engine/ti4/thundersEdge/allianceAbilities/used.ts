/**
 * The public record of an alliance ability used (TE "Alliance Reference Cards"): `seat` used `card`'s
 * ability, `count` times, with what it did in `reason`. It changes nothing by itself; the ability's own events
 * follow it, and a standing rule counts these records to know what it has already done in a command.
 */

import type { Ti4AllianceCardId } from "../../../../content/ti4/index.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Module } from "../../hooks/index.ts";

export type Ti4AllianceAbilityEvent = {
  type: "ti4AllianceAbilityUsed";
  seat: Seat;
  card: Ti4AllianceCardId;
  count: number;
  reason: string;
};

/** How many times `seat` used `card` in `events`. */
export function timesUsed(events: readonly { type: string }[], seat: Seat, card: Ti4AllianceCardId): number {
  let used = 0;
  for (const e of events)
    if (e.type === "ti4AllianceAbilityUsed") {
      const u = e as Ti4AllianceAbilityEvent;
      if (u.seat === seat && u.card === card) used += u.count;
    }
  return used;
}

export const TE_ALLIANCE_ABILITY_USED: Ti4Module = {
  id: "allianceAbility:used",
  events: { ti4AllianceAbilityUsed() {} },
};
