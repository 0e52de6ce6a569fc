/**
 * Classic option "classic:shockTroops": the Shock Troops of TI2 Hope's End (ti2-hopes-end.txt, 2.2 Optional
 * Rule: Shock Troops) played on TI3. The unit is SE's (content's `shockTroop`: combat 5, carried, landed and
 * counted as a Ground Force by every card, drawn as a star on the map), and where the two rulebooks agree
 * this module answers with SE Option 6's own machinery (options/shockTroops/); it differs in three ways:
 *
 * - Acquiring: a Ground Force whose die shows a 10 in an Invasion Combat round (the die's face, "an
 *   unmodified result of 10") rolls once more, and on 9 or 10 becomes a Shock Troop. [decision] Both the
 *   second roll and the promotion come as the round ends, once its casualties are removed, as SE times
 *   them: Ground Forces are alike, so a casualty is not told from a die, and a Shock Troop made before the
 *   casualties would be the round's first loss ("immediately" is read as "in this combat, not later").
 *   Ground Forces lost in the round roll for nothing: as many roll as rolled a 10 and are left.
 * - At most 8 Shock Troops on the board (the 8 counters; `sharedUnitLimit`); with all 8 in play nobody rolls
 *   again, and refresh abilities and cards that give Shock Troops give Ground Forces past the 8.
 * - No companion rule: the counter slides over a plastic Ground Force, so a Shock Troop never needs another
 *   Ground Force beside it (SE's Shock Troop Restrictions, shockTroops/companions.ts, do not apply), and
 *   the last Ground Force on a planet may be promoted.
 *
 * The same as SE's: Shock Troops are the first casualties of Invasion Combat dice, and only of them: PDS fire
 * before the invasion is named as an exception, bombardment comes before the battle as PDS fire does
 * [interpretation]; after a successful invasion with a Shock Troop of his left, the invader may capture the
 * defender's Space Docks and PDS there (and a Facility, SE Option 9, as SE's do); cards and refresh
 * abilities that give Shock Troops give them (Hope's End's "All other references to Ground Forces apply").
 * Hope's End Training Ground stays an SE Option 6 card (content's requiresOption). [decision]
 *
 * [decision] Not with SE's option "shockTroops" (content/options.ts excludes them): one game, one meaning of
 * a Shock Troop.
 */
import type { GameEvent } from "../events.ts";
import type { RuleModule } from "../module.ts";
import { rollD10 } from "../rng.ts";
import type { InvasionFrame } from "../rules/combat/frames.ts";
import type { Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { captureOffered, facilityTaken } from "./shockTroops/capture.ts";
import { groundForcesPromoted, type Promotion, tensNoted } from "./shockTroops/promotion.ts";

const RULE = "Hope's End 2.2 (Shock Troops)";

/** Hope's End's 8 Shock Troop counters. */
export const CLASSIC_SHOCK_TROOP_TOKENS = 8;

/** The second roll: each Ground Force that rolled a 10 is promoted on a 9 or 10. */
function rollAgain(tx: Tx, frame: InvasionFrame, seat: Seat, count: number): number {
  const drawn = rollD10(tx.state.rng, count);
  const event: GameEvent = {
    type: "shockTroopsRolledAgain",
    seat,
    position: frame.position,
    planet: frame.planet,
    dice: drawn.value,
    rng: drawn.rng,
  };
  tx.emit(event);
  return drawn.value.filter((die) => die >= 9).length;
}

const HOPES_END_PROMOTION: Promotion = {
  option: "classic:shockTroops",
  keepsOnePlastic: false,
  confirm: rollAgain,
};

export const CLASSIC_SHOCK_TROOPS = {
  id: "option:classic:shockTroops",
  option: "classic:shockTroops",
  hooks: {
    shockTroopsInPlay: () => true,
    sharedUnitLimit: (_state, type) => (type === "shockTroop" ? CLASSIC_SHOCK_TROOP_TOKENS : undefined),
    invasionCasualtiesFirst: () => ["shockTroop"],
    invasionRoundEnded: groundForcesPromoted(HOPES_END_PROMOTION),
    invasionSucceeded: captureOffered(RULE),
    facilityCaptured: facilityTaken,
  },
  // The kernel runs observers for every game: this one checks the option itself.
  observe: tensNoted(HOPES_END_PROMOTION),
  // The die changes nothing on the board: evolve keeps the generator's next state it carries. The
  // promotion, capture and their events are SE Option 6's (options/shockTroops.ts).
  events: { shockTroopsRolledAgain: () => undefined },
} satisfies RuleModule;
