/** The Hacan's own commands, frame and event (their rules: hacan.ts). */
import type { Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import { command, seat } from "../../commands/forms.ts";
import type { Seat } from "../../kernel/types.ts";
import { ti4Id } from "../forms.ts";

export const TI4_HACAN_COMMANDS = [
  /** Production Biomes (ACTION): the other player who gains 2 trade goods. */
  command("useProductionBiomes", { with: seat }),
  /** Quantum Datahub Node: the player paid 3 trade goods, the card given them and the card taken. */
  command("useQuantumDatahubNode", {
    with: seat,
    give: ti4Id<Ti4StrategyCardId>("strategyCard"),
    take: ti4Id<Ti4StrategyCardId>("strategyCard"),
  }),
  command("declineQuantumDatahubNode", {}),
] as const;

/** Quantum Datahub Node: at the end of the strategy phase its owner may swap a strategy card. */
export interface Ti4QuantumDatahubFrame {
  kind: "ti4QuantumDatahub";
  seat: Seat;
}

export type Ti4HacanEvent = {
  type: "ti4StrategyCardsSwapped";
  seat: Seat;
  with: Seat;
  give: Ti4StrategyCardId;
  take: Ti4StrategyCardId;
};
