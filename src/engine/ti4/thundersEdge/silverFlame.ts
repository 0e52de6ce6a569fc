/**
 * The Silver Flame, a Thunder's Edge relic (content/ti4/relics.te.ts: "As an action, purge it and roll 1 die:
 * on a 10 gain 1 victory point; on anything else your home system and everything in it is purged, you may no
 * longer score public objectives, and The Fracture comes into play if it is not already"). Used through the
 * relic action (relicUses.ts). Our readings, on purpose:
 *
 * - The die comes from the game's generator and is logged (`ti4RelicDiceRolled`); only a 10 gains the point.
 *   No ability of ours modifies that die: Heart of Ixth, which could, is not offered on it yet (listed in
 *   relicsNotBuilt.ts HEART_OF_IXTH_ROLLS_NOT_OFFERED, a use refused with that list).
 * - "Purged" (TE rulebook "Purge": removed from the game and returned to the box): every unit in the home
 *   system, anyone's, in its space area and on its planets, leaves the game (`ti4UnitsRemoved` "returned",
 *   then `ti4ShipsPurged`, so it never comes back to reinforcements); each of its planets is purged as
 *   Conventions of War Abandoned purges one (`ti4PlanetPurged`: the card leaves whoever holds it); and the
 *   tile itself leaves the board (`ti4SystemPurged`: a hole in the galaxy, adjacent to nothing, its command
 *   tokens back to their owners' reinforcements). The player keeps its home position on record, so the
 *   rules that look for "your home system" find none there.
 * - No longer scoring public objectives is kept on the player (`publicScoringLost`, objectives/scoring.ts);
 *   secret objectives are still scored.
 * - The relic is purged before the die is rolled (the card's order).
 * - The card may change hands in a transaction: not built (relics are never traded, transactions.ts).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { countUnits, forcesIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { bringFractureIntoPlay, fractureInPlay } from "./fracture.ts";
import { purgeRelic } from "./relics.ts";

export const SILVER_FLAME = "thesilverflame";
const REASON = "The Silver Flame";
/** The one result that gains the point. */
export const SILVER_FLAME_POINT_ON = 10;

export type TeSilverFlameEvent =
  /** The Silver Flame: the system at `position` (`seat`'s home) leaves the board and the game. */
  | { type: "ti4SystemPurged"; seat: Seat; position: PositionLabel }
  /** The Silver Flame: `seat` may no longer score public objectives. */
  | { type: "ti4PublicScoringLost"; seat: Seat };

export const SILVER_FLAME_EVENTS = {
  ti4SystemPurged(draft: Ti4State, e: { position: PositionLabel }) {
    // The galaxy is replaced whole, never changed in place (its adjacency is remembered by the object).
    const { [e.position]: _purged, ...galaxy } = draft.galaxy;
    draft.galaxy = galaxy;
    delete draft.board[e.position];
  },
  ti4PublicScoringLost(draft: Ti4State, e: { seat: Seat }) {
    const player = draft.players[e.seat];
    if (!player) throw new Error(`no seat ${e.seat} to lose public scoring`);
    player.publicScoringLost = true;
  },
};

/** Every unit in the system at `position`, anyone's, leaves the game. */
function purgeUnitsIn(tx: Tx<Ti4>, position: PositionLabel): void {
  const places = [undefined, ...planetsAt(tx.state, position)];
  for (const planet of places)
    for (const force of [...forcesIn(tx.state.board[position], planet)]) {
      if (countUnits(force.units) === 0) continue;
      const units = { ...force.units };
      tx.emit({
        type: "ti4UnitsRemoved",
        seat: force.seat,
        place: planet === undefined ? { position } : { position, planet },
        units,
        ...(force.damaged ? { damaged: { ...force.damaged } } : {}),
        reason: "returned",
      });
      tx.emit({ type: "ti4ShipsPurged", seat: force.seat, units });
    }
}

/** The home system of `seat` and everything in it is purged. */
function purgeHomeSystem(tx: Tx<Ti4>, seat: Seat): void {
  const home = tx.state.players[seat]?.home;
  if (!home || tx.state.galaxy[home] === undefined) return;
  purgeUnitsIn(tx, home);
  for (const planet of planetsAt(tx.state, home)) {
    const from = tx.state.players.find((p) => p.planets[planet] !== undefined)?.seat ?? null;
    tx.emit({ type: "ti4PlanetPurged", seat, planet, position: home, from });
  }
  tx.emit({ type: "ti4SystemPurged", seat, position: home });
}

/** The Silver Flame's action, once the component action is taken: purge it, roll, and resolve. */
export function useSilverFlame(tx: Tx<Ti4>, seat: Seat): void {
  purgeRelic(tx, seat, SILVER_FLAME);
  const drawn = rollD10(tx.state.rng, 1);
  const roll = drawn.value[0] as number;
  tx.emit({
    type: "ti4RelicDiceRolled",
    seat,
    relic: SILVER_FLAME,
    hitsOn: SILVER_FLAME_POINT_ON,
    rolls: drawn.value,
    hits: roll >= SILVER_FLAME_POINT_ON ? 1 : 0,
    rng: drawn.rng,
  });
  if (roll >= SILVER_FLAME_POINT_ON) {
    tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: REASON });
    return;
  }
  purgeHomeSystem(tx, seat);
  if (!tx.state.players[seat]?.publicScoringLost) tx.emit({ type: "ti4PublicScoringLost", seat });
  if (!fractureInPlay(tx.state)) bringFractureIntoPlay(tx, seat);
}
