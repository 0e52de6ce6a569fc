/**
 * Rule moments of what a player's forces may hold and withstand: the fleet pool's limit (LRR 37),
 * planetary shields (LRR 65), space cannon defense (LRR 77.6) and sustain damage (LRR 87).
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4ForcesHooks {
  /** LRR 37: non-fighter ships `seat` may have in a system beyond its fleet pool's tokens. Summed. */
  fleetPoolExtraShips: (state: Ti4State, seat: Seat) => number;
  /**
   * LRR 65: true when other players' PLANETARY SHIELD units in `position` do not stop `seat`'s bombardment
   * there (a unit that cancels them). Any answer is enough.
   */
  planetaryShieldsCancelled: (state: Ti4State, seat: Seat, position: PositionLabel) => boolean;
  /**
   * LRR 77.6: true when other players may not use space cannon defense against `attacker`'s forces
   * landed on `planet` in this invasion. Any answer is enough.
   */
  spaceCannonDefenseBlocked: (
    state: Ti4State,
    attacker: Seat,
    position: PositionLabel,
    planet: Ti4PlanetId,
  ) => boolean;
  /**
   * LRR 87: how many hits one unit of `seat`'s cancels when it sustains damage, or undefined for the
   * rule's 1. The largest answer is taken.
   */
  hitsCancelledBySustain: (
    state: Ti4State,
    unit: { seat: Seat; place: Ti4Place; type: Ti4UnitType },
  ) => number | undefined;
  /**
   * LRR 49.5, 25: true when `seat`, taking control of a planet, replaces the other players' structures there
   * with matching units from its reinforcements (they are destroyed either way). Any answer is enough.
   */
  structuresReplacedOnCapture: (state: Ti4State, seat: Seat) => boolean;
}
