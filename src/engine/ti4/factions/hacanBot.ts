/**
 * The built-in player's answers to the Hacan's decisions: Production Biomes is used when offered (its 2 trade
 * goods go to the first other player listed), Quantum Datahub Node is let go (the bot keeps the cards it took).
 */
import type { Ti4Answers } from "../answer.ts";

export const HACAN_ANSWERS: Ti4Answers = {
  useProductionBiomes: (_state, d) =>
    (d.choices ?? [])
      .slice(0, 1)
      .map((other) => ({ type: "useProductionBiomes", seat: d.seat, with: Number(other) })),
  useQuantumDatahubNode: () => [],
  declineQuantumDatahubNode: (_state, d) => [{ type: "declineQuantumDatahubNode", seat: d.seat }],
};
