/**
 * Miniaturization, a Ral Nel Consortium ability (TE faction sheet; in our words: any ship of theirs
 * transports their structures, which need and take no capacity; in a space area a structure uses none of
 * its unit abilities; after each of their tactical actions they may put those in space onto planets they
 * control in the same system; scottmk/ti4-reference@0be2545934d5fdfac708893db383906a73710bab:
 * docs/factions/te/ralnel.md). This leaf holds the reads other areas ask (movement, production, space
 * cannon); the placement after a tactical action is factions/ralnelMiniaturization.ts.
 */
import { TI4_STRUCTURE_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { ti4UnitFor } from "../units.ts";

/** True when `seat`'s ships transport their structures (the Ral Nel, in a game with Thunder's Edge). */
export function miniaturizes(state: Ti4State, seat: Seat): boolean {
  return playsThundersEdge(state) && hasFaction(state, seat, "ralnel");
}

/** True when `type` is a structure `seat` may transport with Miniaturization. */
export function carriedStructure(state: Ti4State, seat: Seat, type: Ti4UnitType): boolean {
  return TI4_STRUCTURE_TYPES.includes(type) && miniaturizes(state, seat);
}

/**
 * `seat`'s units in a space area as their abilities count them: without the structures Miniaturization
 * carried there, which use no unit ability in space (a Floating Factory is no such structure: it is not the
 * Ral Nel's).
 */
export function abilitiesInSpace(state: Ti4State, seat: Seat, units: Ti4UnitCounts): Ti4UnitCounts {
  if (!miniaturizes(state, seat)) return units;
  const out: Ti4UnitCounts = { ...units };
  for (const type of TI4_STRUCTURE_TYPES) delete out[type];
  return out;
}

/**
 * The Ral Nel's Linkships (their destroyer; the card: "this unit can use the SPACE CANNON ability of one of
 * your structures in its space area; each structure can only be triggered once", and on Linkship II "each
 * linkship can trigger the same structure": scottmk/ti4-reference@06970404f8380bed6c5f1f9deb8236a825628d07:
 * snippets/units/faction/te/ralnel-destroyer.md, snippets/techs/te/unit/ralnel-linkship-ii.md): the
 * structures of `units` (one seat's in a space area) whose SPACE CANNON fires there, counted once per
 * trigger. Linkship I: one structure per linkship, each once, the strongest cannons first; Linkship II:
 * every linkship triggers the strongest. Our reading: it serves space cannon offense only (a structure in
 * space is on no planet, so it fires no space cannon defense).
 */
export function linkshipCannons(state: Ti4State, seat: Seat, units: Ti4UnitCounts): Ti4UnitCounts {
  const linkships = units.destroyer ?? 0;
  if (linkships <= 0 || !miniaturizes(state, seat)) return {};
  const linkship = ti4UnitFor(state, seat, "destroyer").id;
  if (linkship !== "ralnel_destroyer" && linkship !== "ralnel_destroyer2") return {};
  const strength = (type: Ti4UnitType) => {
    const cannon = ti4UnitFor(state, seat, type).spaceCannon;
    return cannon && typeof cannon.dice === "number" ? (11 - cannon.hitsOn) * cannon.dice : 0;
  };
  const armed = TI4_STRUCTURE_TYPES.filter((t) => (units[t] ?? 0) > 0 && strength(t) > 0).sort(
    (a, b) => strength(b) - strength(a),
  );
  const best = armed[0];
  if (best === undefined) return {};
  if (linkship === "ralnel_destroyer2") return { [best]: linkships };
  const out: Ti4UnitCounts = {};
  let left = linkships;
  for (const type of armed) {
    const n = Math.min(left, units[type] ?? 0);
    if (n > 0) out[type] = n;
    left -= n;
  }
  return out;
}
