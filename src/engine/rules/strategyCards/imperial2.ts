/**
 * Imperial II (SE p.17), used with the "imperial2" option. Its secondary, Rapid Mobilization, is the
 * original Imperial's production (rules/tactical/cardProduction.ts).
 * - Option "throne": in this round's Status Phase you may claim any number of public objectives (the
 *   Status Phase reads `mayClaimManyPublics`); and if you control Mecatol Rex, gain 1 VP at once.
 * - Option "mobilize": the holder resolves Rapid Mobilization (`secondary`: what is produced and how it is
 *   paid) without spending a counter, and nobody else may follow it (`noSecondaries`).
 */

import { ruleError } from "../../ruleError.ts";
import type { GameState, Seat } from "../../state.ts";
import type { PrimaryRule } from "../../strategyCards.ts";
import { player } from "../players.ts";
import { rapidMobilization } from "../tactical/cardProduction.ts";
import { checkVictory, gainVictoryPoints } from "../victory.ts";
import { noteInStrategicAction } from "./resume.ts";

const THRONE = "throne";
const MOBILIZE = "mobilize";

const ancientThrone: PrimaryRule = {
  needsAnswer: () => true,
  prompt: () =>
    `choose "${THRONE}" (claim any number of public objectives this Status Phase, +1 VP now if you control Mecatol Rex) or "${MOBILIZE}" (Rapid Mobilization without a counter; nobody else follows)`,
  resolve(tx, frame, choice) {
    if (choice.option === THRONE) {
      tx.emit({ type: "ancientThroneClaimed", seat: frame.seat, round: tx.state.round });
      if ("mecatol-rex" in player(tx.state, frame.seat).planets) {
        gainVictoryPoints(tx, frame.seat, 1, "Imperial II: Mecatol Rex");
        checkVictory(tx, frame.seat);
      }
      return undefined;
    }
    if (choice.option !== MOBILIZE) {
      return ruleError(
        "ERR_IMPERIAL_OPTION",
        "SE p.17 Imperial II",
        `Choose option "${THRONE}" or "${MOBILIZE}" (with what you produce, as for Rapid Mobilization).`,
      );
    }
    const production = choice.secondary ?? {};
    const refused = rapidMobilization.check(tx.state, frame.seat, production);
    if (refused) return refused;
    rapidMobilization.resolve(tx, frame.seat, production);
    noteInStrategicAction(tx, { noSecondaries: true });
    return undefined;
  },
};

/** Imperial II (a): may this seat claim more than one public objective in this Status Phase? */
export function mayClaimManyPublics(state: GameState, seat: Seat): boolean {
  return state.ancientThrone?.seat === seat && state.ancientThrone.round === state.round;
}

export const IMPERIAL_II_PRIMARIES: Record<string, PrimaryRule> = { ancientThrone };
