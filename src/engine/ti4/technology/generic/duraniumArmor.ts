/**
 * Duranium Armor, a generic warfare technology (content/ti4/technologies.generic.ts: in each combat round,
 * after hits are assigned, repair one of your damaged units that did not use SUSTAIN DAMAGE this round).
 *
 * - When: once per round of space or ground combat, as its "assign hits" step ends (LRR 78.6, 42; hook point
 *   combatRoundHitsAssigned), the last round included, for each side that owns it. [recalled: public
 *   rulings] it is used whether or not the opponent scored hits that round, only once a round (hits
 *   assigned at other moments of the round give no second repair), and only on a unit taking part in the
 *   combat: a ship in the space area, a ground force on the planet.
 * - Which units did not use SUSTAIN DAMAGE this round: those already damaged as the round began (noted on
 *   the combat's frame as it begins, `damagedAtRoundStart`, for owners with damaged units there), as many of
 *   each type as are still damaged there; of a type, a unit destroyed is counted as one damaged this round,
 *   the loss its owner would choose. A unit damaged this round otherwise than by its own SUSTAIN DAMAGE is
 *   not repaired [not built: nothing in the base game damages a unit so].
 * - The repair is not a "may": it is made at once. The unit repaired is the costliest eligible one, chosen by
 *   the rule rather than asked: a repaired unit only gains SUSTAIN DAMAGE back, so the choice rarely matters
 *   [our reading]. Logged by `ti4DuraniumArmorUsed`, then the board's own `ti4UnitsRepaired`.
 * - Combats against TE neutral units (combat/neutral.ts) ask neither moment: no repair there [not built].
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../../content/ti4/index.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import type { Ti4Place } from "../../board/forces.ts";
import { eachSide } from "../../combat/sides.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { ti4UnitFor } from "../../units.ts";
import { ownsTechnology } from "../owned.ts";

export type Ti4DuraniumArmorEvent =
  /** `seat`'s damaged units taking part in the combat at `place` as round `round` begins (folded on its frame). */
  | { type: "ti4DamagedAtRoundStartNoted"; seat: Seat; place: Ti4Place; round: number; units: Ti4UnitCounts }
  /** Duranium Armor repairs `units` of `seat` at `place` (the board's `ti4UnitsRepaired` follows). */
  | { type: "ti4DuraniumArmorUsed"; seat: Seat; place: Ti4Place; units: Ti4UnitCounts };

/** `seat`'s damaged units taking part in a combat at `place`: ships in a space area, all on a planet. */
function damagedThere(state: Ti4State, seat: Seat, place: Ti4Place): Ti4UnitCounts {
  const system = state.board[place.position];
  const forces = place.planet === undefined ? system?.space : system?.planets[place.planet];
  const force = forces?.find((f) => f.seat === seat);
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(force?.damaged ?? {}) as [Ti4UnitType, number][]) {
    const there = Math.min(n ?? 0, force?.units[type] ?? 0);
    if (there > 0 && (place.planet !== undefined || TI4_SHIP_TYPES.includes(type))) out[type] = there;
  }
  return out;
}

/** The frame of the combat under way at `place`: the space combat in its system, or the ground combat on its planet. */
function combatFrame(state: Ti4State, place: Ti4Place) {
  const frame = state.stack.findLast((f) =>
    place.planet === undefined
      ? f.kind === "ti4SpaceCombat" && f.system === place.position
      : f.kind === "ti4GroundCombat" && f.system === place.position && f.planet === place.planet,
  );
  return frame?.kind === "ti4SpaceCombat" || frame?.kind === "ti4GroundCombat" ? frame : undefined;
}

/** As a round begins: each owner's damaged units there are noted (none noted: nothing to repair this round). */
function noteDamaged(
  tx: Tx<Ti4>,
  combat: { place: Ti4Place; attacker: Seat; defender: Seat; round: number },
) {
  for (const [seat] of eachSide(combat)) {
    if (!ownsTechnology(tx.state, seat, "da")) continue;
    const units = damagedThere(tx.state, seat, combat.place);
    if (Object.keys(units).length === 0) continue;
    tx.emit({ type: "ti4DamagedAtRoundStartNoted", seat, place: combat.place, round: combat.round, units });
  }
}

/** The unit Duranium Armor repairs for `seat` this round, or undefined: the costliest eligible type. */
export function duraniumRepair(
  state: Ti4State,
  seat: Seat,
  place: Ti4Place,
  round: number,
): Ti4UnitType | undefined {
  const noted = combatFrame(state, place)?.damagedAtRoundStart;
  if (noted?.round !== round) return undefined;
  const before = noted.units[seat] ?? {};
  const now = damagedThere(state, seat, place);
  const eligible = (Object.keys(now) as Ti4UnitType[]).filter(
    (t) => Math.min(now[t] ?? 0, before[t] ?? 0) > 0,
  );
  // A unit with no cost printed counts as the costliest.
  const cost = (t: Ti4UnitType) => ti4UnitFor(state, seat, t).cost ?? Number.POSITIVE_INFINITY;
  return eligible.sort((a, b) => cost(b) - cost(a))[0];
}

function repair(tx: Tx<Ti4>, combat: { place: Ti4Place; attacker: Seat; defender: Seat; round: number }) {
  for (const [seat] of eachSide(combat)) {
    if (!ownsTechnology(tx.state, seat, "da")) continue;
    const type = duraniumRepair(tx.state, seat, combat.place, combat.round);
    if (!type) continue;
    const units = { [type]: 1 };
    tx.emit({ type: "ti4DuraniumArmorUsed", seat, place: combat.place, units });
    tx.emit({ type: "ti4UnitsRepaired", seat, place: combat.place, units });
  }
}

function damagedNoted(
  draft: Ti4State,
  e: Extract<Ti4DuraniumArmorEvent, { type: "ti4DamagedAtRoundStartNoted" }>,
) {
  const frame = combatFrame(draft, e.place);
  if (!frame) throw new Error("damaged units are noted only in a combat under way there");
  const kept = frame.damagedAtRoundStart?.round === e.round ? frame.damagedAtRoundStart.units : {};
  frame.damagedAtRoundStart = { round: e.round, units: { ...kept, [e.seat]: { ...e.units } } };
}

export const TI4_DURANIUM_ARMOR: Ti4Module = {
  id: "technology:duraniumArmor",
  events: { ti4DamagedAtRoundStartNoted: damagedNoted, ti4DuraniumArmorUsed() {} },
  hooks: {
    spaceCombatRoundStarts: (tx, combat) =>
      noteDamaged(tx, { ...combat, place: { position: combat.system } }),
    groundCombatRoundStarts: noteDamaged,
    combatRoundHitsAssigned: repair,
  },
};
