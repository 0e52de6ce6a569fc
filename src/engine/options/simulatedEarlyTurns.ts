/**
 * SE Option 15, Simulated Early Turns (SE p.11): right after regular set-up and before round 1, players
 * claim territory (earlyTurns/claim.ts), buy units and a technology (earlyTurns/buy.ts), place their units
 * (earlyTurns/place.ts), then receive their planets and take their counters back (earlyTurns/turns.ts).
 * Each step goes round the table from the Speaker. Set-up asks `beforeFirstRound`; the procedure begins
 * the first Strategy Phase when it is done.
 */
import { EARLY_TURNS_CANDIDATES } from "../bot/earlyTurns.ts";
import type { RuleModule } from "../module.ts";
import { buyEarlyUnits } from "./earlyTurns/buy.ts";
import { claimEarlySystem } from "./earlyTurns/claim.ts";
import { EARLY_TURNS_RULES, startEarlyTurns } from "./earlyTurns/frame.ts";
import { placeEarlyUnits } from "./earlyTurns/place.ts";

export const SIMULATED_EARLY_TURNS = {
  id: "option:simulatedEarlyTurns",
  option: "simulatedEarlyTurns",
  hooks: { beforeFirstRound: startEarlyTurns },
  frames: { earlyTurns: EARLY_TURNS_RULES },
  commands: { claimEarlySystem, buyEarlyUnits, placeEarlyUnits },
  bot: EARLY_TURNS_CANDIDATES,
} satisfies RuleModule;
