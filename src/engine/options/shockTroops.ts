/**
 * SE Option 6, Shock Troops (SE p.10; components: 12 Shock Troop tokens). Shock Troops are veteran Ground
 * Forces: a unit of their own (content's `shockTroop`: combat 5, carried and landed like a Ground Force,
 * which every card and ability counts them as), 12 tokens shared by all players (rules/units.ts,
 * plasticLeft). This module plays the rest of the option:
 *
 * - a Ground Force rolling a 10 in an Invasion Combat round is promoted once the round's casualties are
 *   removed (shockTroops/promotion.ts, at `invasionRoundEnded`);
 * - Shock Troops are lost before other Ground Forces to Invasion Combat dice, and only to them
 *   (`invasionCasualtiesFirst`, checked and followed by rules/combat/hitPool.ts);
 * - a Shock Troop left without a plastic Ground Force becomes one (shockTroops/companions.ts);
 * - after a successful invasion its Shock Troops may capture the defender's Space Docks and PDS
 *   (shockTroops/capture.ts, at `invasionSucceeded`), and a Facility there (SE p.11, `facilityCaptured`);
 * - refresh abilities and cards that give Shock Troops give them (`shockTroopsInPlay`: Hope's End, SE p.7;
 *   Advanced Reinforcements; Hope's End Training Ground is dealt only with the option).
 */
import { shockTroopCaptureCandidates } from "../bot/shockTroops.ts";
import type { RuleModule } from "../module.ts";
import { CAPTURE_RULES, captureStructures, facilityTaken, offerCapture } from "./shockTroops/capture.ts";
import { shockTroopsAccompanied } from "./shockTroops/companions.ts";
import { SHOCK_TROOP_EVOLVE } from "./shockTroops/events.ts";
import { noteTens, promoteGroundForces } from "./shockTroops/promotion.ts";

export const SHOCK_TROOPS = {
  id: "option:shockTroops",
  option: "shockTroops",
  hooks: {
    shockTroopsInPlay: () => true,
    invasionCasualtiesFirst: () => ["shockTroop"],
    invasionRoundEnded: promoteGroundForces,
    invasionSucceeded: offerCapture,
    facilityCaptured: facilityTaken,
  },
  // The kernel runs observers for every game (each checks the option itself), standing rules only with it.
  observe: noteTens,
  standing: [shockTroopsAccompanied],
  events: SHOCK_TROOP_EVOLVE,
  frames: { capture: CAPTURE_RULES },
  commands: { captureStructures },
  bot: { captureStructures: shockTroopCaptureCandidates },
} satisfies RuleModule;
