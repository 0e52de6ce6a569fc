/**
 * GM corrections: changes made by the game's creator or a server manager outside the rules (a misclick
 * the table agreed to revert, a dispute settled by the table, a card effect carried out by hand). Each
 * names the seat it applies to and a reason; the event log keeps both forever. The app decides who may
 * correct; the engine checks only that the result is a sound game (invariants.ts).
 */
import type { ActionCardId, PlanetId, StrategyCardId } from "../../../content/index.ts";
import type { CounterSplit } from "../../events.ts";
import type { PositionLabel, UnitCounts } from "../../state.ts";

export const CORRECTION_KINDS = [
  "tradeGoods",
  "counters",
  "victoryPoints",
  "planet",
  "planetStatus",
  "units",
  "technology",
  "actionCard",
  "strategyCard",
] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** "set" makes the total `amount`; "add" adds it (negative takes away). */
export type AmountMode = "set" | "add";

export type Correction =
  | { kind: "tradeGoods"; mode: AmountMode; amount: number }
  /** Each area named is set to its number; areas left out stay as they are. */
  | { kind: "counters"; counters: CounterSplit }
  | { kind: "victoryPoints"; mode: AmountMode; amount: number }
  /** The planet card given to the seat (taken from whoever held it), or taken from the seat. */
  | { kind: "planet"; planet: PlanetId; control: boolean; exhausted?: boolean }
  | { kind: "planetStatus"; planet: PlanetId; exhausted: boolean }
  /** Units placed or removed in a system's space, or on one of its planets. */
  | { kind: "units"; position: PositionLabel; planet?: PlanetId; units: UnitCounts; remove?: boolean }
  /** A tree technology or the seat's race technology, given or taken away. */
  | { kind: "technology"; technology: string; remove?: boolean }
  /** An Action Card moved between the seat's hand and the discard pile. */
  | { kind: "actionCard"; card: ActionCardId; to: "hand" | "discard" }
  | { kind: "strategyCard"; card: StrategyCardId; played: boolean };

/** What everyone may read about a correction: an Action Card's identity stays with its holder. */
export type PublicCorrection =
  | Exclude<Correction, { kind: "actionCard" }>
  | { kind: "actionCard"; to: "hand" | "discard" };

export function publicPart(correction: Correction): PublicCorrection {
  if (correction.kind !== "actionCard") return correction;
  return { kind: "actionCard", to: correction.to };
}
