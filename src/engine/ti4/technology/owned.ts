/**
 * What a player owns as the rules read it: the technology cards in their play area, and for the Nekro
 * Virus the faction technologies their Valefar Assimilators copy (faction sheet; digest §9, LRR 90.16-90.22,
 * 97.1a). An assimilator token rests on another player's faction technology; while the Nekro own the
 * assimilator card that token belongs to, that card carries the copied technology's text, so the Nekro
 * count as owning it for its ability. The copy is not a card of theirs: it has no colour for prerequisites
 * and does not count toward objectives (objectives/requirements.ts reads the cards only).
 *
 * Only copies whose ability Mecatol carries out for a player of another faction may be taken
 * (TI4_ASSIMILABLE_TECHNOLOGIES: every base-game faction technology but Floating Factory II); the others
 * are refused, with the reason, where the Nekro would place the token (nekroAssimilators.ts `notAssimilable`).
 */
import {
  TI4_UNITS,
  type Ti4Roll,
  type Ti4TechnologyId,
  type Ti4Unit,
  type Ti4UnitType,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";

/** The two assimilator cards; each has its own token. */
export const TI4_ASSIMILATORS = ["vax", "vay"] as const;
export type Ti4Assimilator = (typeof TI4_ASSIMILATORS)[number];

/**
 * Faction technologies an assimilator may copy: those whose module reads a copy (`holdsFactionTechnology`,
 * `technologyReady`, `exhaustTechnology`) or that are nothing but the values of a unit card, which units.ts
 * reads. A faction technology of a box whose module does not read a copy yet is refused where the token
 * would be placed.
 */
export const TI4_ASSIMILABLE_TECHNOLOGIES: readonly Ti4TechnologyId[] = [
  "ac2", // Advanced Carrier II (Sol): the unit card's values only
  "so2", // Spec Ops II (Sol): values, and infantry coming back (infantryReturn.ts)
  "lw2", // Letani Warrior II (Arborec): values, and infantry coming back (infantryReturn.ts)
  "l4", // L4 Disruptors (Letnev): letnev.ts
  "nes", // Non-Euclidean Shielding (Letnev): letnev.ts
  "vpw", // Valkyrie Particle Weave (Sardakk N'orr): sardakk.ts
  "bio", // Bioplasmosis (Arborec): arborec.ts
  "cm", // Chaos Mapping (Saar): saar.ts
  "pws2", // Prototype War Sun II (Muaat): the unit card's values, and production without War Sun (units.ts)
  "mr", // Magmus Reactor (Muaat): muaat.ts
  "qdn", // Quantum Datahub Node (Hacan): hacan.ts
  "pm", // Production Biomes (Hacan): hacan.ts
  "scc", // Spatial Conduit Cylinders (Jol-Nar): jolnar.ts
  "ers", // E-Res Siphons (Jol-Nar): jolnar.ts
  "lgf", // Lazax Gate Folding (Winnu): winnu.ts
  "htp", // Hegemonic Trade Policy (Winnu): winnuTradePolicy.ts
  "nf", // Nullification Field (Xxcha): xxcha.ts
  "yso", // Yin Spinner (Yin): yin.ts
  "ic", // Impulse Core (Yin): yinImpulseCore.ts
  "tp", // Transparasteel Plating (Yssaril): yssaril.ts
  "mi", // Mageon Implants (Yssaril): yssarilMageon.ts, offered by yssaril.ts
  "wg", // Wormhole Generator (Creuss): ghostWormholes.ts
  "ds", // Dimensional Splicer (Creuss): ghostSplicer.ts
  "it", // Instinct Training (Xxcha): xxchaInstinctTraining.ts, exhausting the assimilator card carrying it
  "sdn2", // Super Dreadnought II (L1Z1X): the unit card's values only (units.ts)
  "is", // Inheritance Systems (L1Z1X): l1z1x.ts
  "mc", // Mirror Computing (Mentak): mentak.ts
  "so", // Salvage Operations (Mentak): mentak.ts
  "hcf2", // Hybrid Crystal Fighter II (Naalu): values, and fighters beyond capacity (naalu.ts)
  "ng", // Neuroglaive (Naalu): naalu.ts
  "exo2", // Exotrireme II (Sardakk N'orr): values, and its sacrifice (sardakkExotrireme.ts)
];

/** The technology each of the seat's assimilator tokens rests on, for the assimilator cards they own. */
export function assimilatedTechnologies(state: Ti4State, seat: Seat): Ti4TechnologyId[] {
  const player = state.players[seat];
  if (!player?.assimilated) return [];
  return TI4_ASSIMILATORS.flatMap((card) => {
    const copied = player.assimilated?.[card];
    return copied && player.technologies.includes(card) ? [copied] : [];
  });
}

/**
 * The card that carries `technology`'s text for `seat`: the technology card itself when they own it, or the
 * assimilator card whose token rests on it (a copy is used, exhausted and readied as that assimilator card;
 * LRR 90.16-90.22). Undefined when they hold it neither way.
 */
export function carryingCard(
  state: Ti4State,
  seat: Seat,
  technology: Ti4TechnologyId,
): Ti4TechnologyId | undefined {
  const player = state.players[seat];
  if (!player) return undefined;
  if (player.technologies.includes(technology)) return technology;
  return TI4_ASSIMILATORS.find(
    (card) => player.assimilated?.[card] === technology && player.technologies.includes(card),
  );
}

/** Whether `seat` owns `technology`, a copy under one of their assimilator tokens included. */
export function ownsTechnology(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): boolean {
  if (state.players[seat]?.technologies.includes(technology)) return true;
  return assimilatedTechnologies(state, seat).includes(technology);
}

/**
 * Whether `seat` holds the faction technology `technology` for its ability: the card, owned by a player of
 * its faction, or a Nekro's copy under an assimilator token.
 */
export function holdsFactionTechnology(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): boolean {
  const player = state.players[seat];
  if (!player) return false;
  const faction = ti4Technology(technology).faction;
  if (player.faction === faction && player.technologies.includes(technology)) return true;
  return assimilatedTechnologies(state, seat).includes(technology);
}

/** Whether an assimilator token may go on `technology`: a faction technology Mecatol carries out for a copy. */
export function assimilable(technology: Ti4TechnologyId): boolean {
  const tech = ti4Technology(technology);
  if (tech.faction === null || (TI4_ASSIMILATORS as readonly string[]).includes(technology)) return false;
  return TI4_ASSIMILABLE_TECHNOLOGIES.includes(technology);
}

/**
 * LRR 97.1a: a unit upgrade copied by an assimilator turns over the Nekro's unit of that type, whatever its
 * name; the copied II card's values stand for it. Holding two copied upgrades of one type (both assimilators
 * on dreadnought upgrades), the Nekro hold both cards: their unit has what either card gives, each value the
 * better of the two, and "Direct Hit cannot destroy it" if either says so [our reading: the rules give one
 * card a type; a second copy is kept whole rather than left out].
 */
export function assimilatedUpgrade(state: Ti4State, seat: Seat, type: Ti4UnitType): Ti4Unit | undefined {
  const copies = assimilatedTechnologies(state, seat);
  if (copies.length === 0) return undefined;
  const held = TI4_UNITS.filter(
    (unit) =>
      unit.type === type &&
      unit.upgradeOf !== null &&
      unit.promissoryNote === null &&
      unit.requires !== null &&
      copies.includes(unit.requires),
  );
  return held.length > 1 ? bothCards(held) : held[0];
}

/** One unit record with what each of `cards` (of one type) gives: the better value, every ability. */
function bothCards(cards: readonly Ti4Unit[]): Ti4Unit {
  const better = <T>(pick: (u: Ti4Unit) => T | null, best: (a: T, b: T) => T): T | null =>
    cards.map(pick).reduce<T | null>((a, b) => (a === null ? b : b === null ? a : best(a, b)), null);
  const dice = (r: Ti4Roll) => (typeof r.dice === "number" ? r.dice : 0);
  const roll = (a: Ti4Roll, b: Ti4Roll): Ti4Roll =>
    a.hitsOn < b.hitsOn || (a.hitsOn === b.hitsOn && dice(a) >= dice(b)) ? a : b;
  const [first] = cards as [Ti4Unit, ...Ti4Unit[]];
  return {
    ...first,
    name: cards.map((u) => u.name).join(" / "),
    combat: better((u) => u.combat, roll),
    move: better((u) => u.move, Math.max),
    capacity: Math.max(...cards.map((u) => u.capacity)),
    sustainDamage: cards.some((u) => u.sustainDamage),
    directHitImmune: cards.some((u) => u.directHitImmune),
    planetaryShield: cards.some((u) => u.planetaryShield),
    antiFighterBarrage: better((u) => u.antiFighterBarrage, roll),
    bombardment: better((u) => u.bombardment, roll),
    text: cards.flatMap((u) => (u.text ? [u.text] : [])).join(" ") || null,
  };
}
