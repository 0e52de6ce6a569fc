/**
 * The action cards played in combat (LRR 2, 18, 78, 42, 87), each in the window of its moment (windows.ts):
 * at the start of a combat round (space: LRR 78.3, the first round's window shared with the start of the
 * combat; ground: LRR 42), before a player assigns hits (LRR 78.6, 77.5, 87), right after a ship sustains
 * damage (LRR 87), when a retreat is announced (LRR 78.4) and right after a space combat is won (LRR 78.9). A card whose effect lasts the round is kept on the combat's frame (`roundCards`) and
 * read by the hook point combatRollModifier; a card that cancels hits takes them off the assignment before
 * the player is asked.
 */
import type { Ti4ActionCardId, Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import type { Ti4Place } from "../board/forces.ts";
import { lostAsShipsDirectly, shipsOf } from "../combat/combatants.ts";
import type { Ti4AssignHitsFrame, Ti4GroundCombatFrame, Ti4SpaceCombatFrame } from "../combat/frames.ts";
import { retreatAtRoundStart, retreatSystems } from "../combat/retreat.ts";
import type { Ti4UnitRoll } from "../hooks/combat.ts";
import type { Ti4Force, Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";
import { cardBonus, hitsHarder } from "./wildCards.ts";

type CombatFrame = Ti4SpaceCombatFrame | Ti4GroundCombatFrame;

/** The combat under way (the innermost), if any. */
export function combatUnderWay(state: Ti4State): CombatFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4SpaceCombat" || f.kind === "ti4GroundCombat");
  return frame?.kind === "ti4SpaceCombat" || frame?.kind === "ti4GroundCombat" ? frame : null;
}

/** Both sides of the combat under way, attacker first (none before its defender is known). */
export function combatSides(state: Ti4State): Seat[] {
  const combat = combatUnderWay(state);
  return combat?.defender === undefined ? [] : [combat.seat, combat.defender];
}

/** Whether the combat is over (a space combat waits, step "ended", for what acts right after it). */
function over(frame: CombatFrame): boolean {
  return frame.kind === "ti4SpaceCombat" && frame.step === "ended";
}

function placeOf(frame: CombatFrame): Ti4Place {
  return frame.kind === "ti4GroundCombat"
    ? { position: frame.system, planet: frame.planet }
    : { position: frame.system };
}

function samePlace(a: Ti4Place, b: Ti4Place): boolean {
  return a.position === b.position && a.planet === b.planet;
}

/** A space combat round under way in which `seat` fights, or a refusal naming the card. */
function spaceCombatOf(state: Ti4State, seat: Seat, card: string) {
  const combat = combatUnderWay(state);
  if (combat?.kind !== "ti4SpaceCombat" || !combatSides(state).includes(seat) || over(combat))
    return { error: refuse(card, "it is played in a space combat you fight in.") };
  return { combat };
}

/** The hit assignment `seat` is about to make, if that is the moment. */
function assignmentOf(state: Ti4State, seat: Seat): Ti4AssignHitsFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4AssignHits");
  return frame?.kind === "ti4AssignHits" && frame.seat === seat && frame.hits > 0 ? frame : null;
}

/** LRR 18: what the round's cards add to each die of a combat roll (hook point combatRollModifier). */
export function roundCardModifier(state: Ti4State, roll: Ti4UnitRoll): number {
  const combat = combatUnderWay(state);
  if (roll.kind !== "combat" || !combat || !roll.place || !samePlace(placeOf(combat), roll.place)) return 0;
  let sum = 0;
  for (const played of combat.roundCards ?? []) {
    if (played.seat !== roll.seat) continue;
    // Morale Boost: +1 to every combat roll of the round (+2, Wild, Wild Galaxy); Fighter Prototype: +2
    // to the fighters'.
    if (played.card === "mb") sum += cardBonus(state);
    if (played.card === "f_prototype" && roll.type === "fighter") sum += 2;
  }
  return sum;
}

/** Whether `seat` already has `card` in effect this round. */
export function inEffect(state: Ti4State, seat: Seat, card: Ti4ActionCardId): boolean {
  return (combatUnderWay(state)?.roundCards ?? []).some((c) => c.seat === seat && c.card === card);
}

/** `seat`'s damaged units in a system, place by place (its space area, then its planets). */
function damagedIn(
  state: Ti4State,
  seat: Seat,
  position: string,
): { place: Ti4Place; units: Ti4UnitCounts }[] {
  const system = state.board[position];
  if (!system) return [];
  const places: [Ti4Place, Ti4Force[]][] = [
    [{ position }, system.space],
    ...(Object.entries(system.planets) as [Ti4PlanetId, Ti4Force[] | undefined][]).map(
      ([planet, forces]): [Ti4Place, Ti4Force[]] => [{ position, planet }, forces ?? []],
    ),
  ];
  return places.flatMap(([place, forces]) => {
    const damaged = forces.find((f) => f.seat === seat)?.damaged ?? {};
    const units: Ti4UnitCounts = {};
    for (const [type, n] of Object.entries(damaged) as [Ti4UnitType, number][]) if (n) units[type] = n;
    return Object.keys(units).length > 0 ? [{ place, units }] : [];
  });
}

/** Where Direct Hit's ship is: the space area, or the planet a ground force fights from as a ship. */
function directHitPlace(frame: Ti4AssignHitsFrame, planet: Ti4PlanetId | undefined): Ti4Place {
  return planet === undefined ? frame.place : { position: frame.place.position, planet };
}

function forceAt(state: Ti4State, seat: Seat, place: Ti4Place): Ti4Force | undefined {
  const system = state.board[place.position];
  const forces = place.planet === undefined ? system?.space : system?.planets[place.planet];
  return forces?.find((f) => f.seat === seat);
}

/**
 * The space combat hit assignment whose units have just sustained damage, if that is the moment; under
 * Wild, Wild Galaxy also a ground combat's in which a mech has (Direct Hit may then destroy it).
 */
export function sustainedNow(state: Ti4State): Ti4AssignHitsFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4AssignHits");
  if (frame?.kind !== "ti4AssignHits" || !frame.sustained) return null;
  if (frame.reason === "spaceCombat") return frame;
  return frame.reason === "groundCombat" && mechSustained(state, frame.sustained) ? frame : null;
}

/** Wild, Wild Galaxy: a mech among the units that have just sustained damage in ground combat. */
export function mechSustained(state: Ti4State, sustained: Ti4UnitCounts): boolean {
  return hitsHarder(state) && (sustained.mech ?? 0) > 0;
}

export const TI4_COMBAT_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Morale Boost (start of a combat round, space or ground): +1 to each of your combat rolls this round.
  mb: {
    names: [],
    check(state, seat) {
      const combat = combatUnderWay(state);
      if (!combat || !combatSides(state).includes(seat) || over(combat))
        return refuse("Morale Boost", "it is played in a combat you fight in.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4RoundCardInEffect", seat, card: "mb" });
    },
  },
  // Fighter Prototype (start of the first round of a space combat): your fighters roll +2 this round.
  f_prototype: {
    names: [],
    check(state, seat) {
      const found = spaceCombatOf(state, seat, "Fighter Prototype");
      if (found.error) return found.error;
      if ((found.combat.round ?? 1) !== 1)
        return refuse("Fighter Prototype", "it is played in the first round of a space combat only.");
      if ((shipsOf(state, seat, found.combat.system).fighter ?? 0) === 0)
        return refuse("Fighter Prototype", "you have no fighter in this combat.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4RoundCardInEffect", seat, card: "f_prototype" });
    },
  },
  // Skilled Retreat (start of a space combat round): your ships leave as a retreat goes (LRR 78.7) and the
  // combat ends in a draw; under Wild, Wild Galaxy no command token is placed.
  s_retreat: {
    names: ["system"],
    check(state, seat, play) {
      const found = spaceCombatOf(state, seat, "Skilled Retreat");
      if (found.error) return found.error;
      if (play.system === undefined) return refuse("Skilled Retreat", "name the system your ships go to.");
      if (!retreatSystems(state, seat, found.combat.system).includes(play.system))
        return refuse(
          "Skilled Retreat",
          `${play.system} is not a system your ships could retreat to (LRR 78.7: adjacent, yours, free of other players' ships).`,
        );
      return undefined;
    },
    resolve(tx, seat, play) {
      tx.emit({ type: "ti4RoundCardInEffect", seat, card: "s_retreat" });
      // Wild, Wild Galaxy: no command token is placed where the ships go.
      if (play.system !== undefined) retreatAtRoundStart(tx, seat, play.system, !hitsHarder(tx.state));
    },
  },
  // Emergency Repairs (start or end of a combat round): your damaged units with SUSTAIN DAMAGE in the
  // active system are all repaired (LRR 87).
  emergency: {
    names: [],
    check(state, seat) {
      const combat = combatUnderWay(state);
      if (!combat || !combatSides(state).includes(seat) || over(combat))
        return refuse("Emergency Repairs", "it is played in a combat you fight in.");
      if (damagedIn(state, seat, combat.system).length === 0)
        return refuse("Emergency Repairs", "none of your units in the active system is damaged.");
      return undefined;
    },
    resolve(tx, seat) {
      const combat = combatUnderWay(tx.state);
      if (!combat) return;
      for (const { place, units } of damagedIn(tx.state, seat, combat.system))
        tx.emit({ type: "ti4UnitsRepaired", seat, place, units });
    },
  },
  // Shields Holding (before you assign hits in a space combat, or a ground combat under Wild, Wild Galaxy):
  // as many as 2 of the hits are cancelled.
  sh: {
    names: [],
    check(state, seat) {
      const reason = assignmentOf(state, seat)?.reason;
      if (reason === "groundCombat" && hitsHarder(state)) return undefined;
      if (reason !== "spaceCombat")
        return refuse("Shields Holding", "it is played as you are about to assign hits from a space combat.");
      return undefined;
    },
    resolve(tx, seat) {
      const hits = Math.min(2, assignmentOf(tx.state, seat)?.hits ?? 0);
      tx.emit({ type: "ti4HitsCancelled", seat, hits, card: "sh" });
    },
  },
  // Maneuvering Jets (before you assign hits from another player's space cannon): 1 of them is cancelled
  // (every one of them under Wild, Wild Galaxy).
  mjets: {
    names: [],
    check(state, seat) {
      const reason = assignmentOf(state, seat)?.reason;
      if (reason !== "spaceCannonOffense" && reason !== "spaceCannonDefense")
        return refuse("Maneuvering Jets", "it is played as you are about to assign hits from SPACE CANNON.");
      return undefined;
    },
    resolve(tx, seat) {
      const hits = hitsHarder(tx.state) ? (assignmentOf(tx.state, seat)?.hits ?? 1) : 1;
      tx.emit({ type: "ti4HitsCancelled", seat, hits, card: "mjets" });
    },
  },
  // Direct Hit (an opponent's ship has just sustained damage against your hits in a space combat): that
  // ship is destroyed, unless its unit card says Direct Hit cannot destroy it (Dreadnought II and the
  // dreadnoughts built on it). A ground force the Alastor has fighting as a ship is a ship in that combat
  // [recalled: public rulings]: one that sustained damage on its planet is named with the planet.
  dh: {
    names: ["unit", "planet"],
    mayOmit: ["planet"],
    check(state, seat, play) {
      const frame = sustainedNow(state);
      if (!frame || frame.seat === seat || !combatSides(state).includes(seat))
        return refuse(
          "Direct Hit",
          "it is played right after your opponent's ship sustains damage in space combat.",
        );
      const type = play.unit;
      if (frame.reason === "groundCombat" && type !== "mech")
        return refuse("Direct Hit", "in ground combat it destroys a mech only (Wild, Wild Galaxy).");
      const sustained = play.planet === undefined ? frame.sustained : frame.sustainedOnPlanets?.[play.planet];
      if (type === undefined || !(sustained?.[type] ?? 0))
        return refuse(
          "Direct Hit",
          play.planet === undefined
            ? "name a ship type that has just sustained damage (and its planet, for a ground force fighting as a ship from one)."
            : `no ground force fighting as a ship on ${play.planet} has just sustained damage as a ${type}.`,
        );
      const force = forceAt(state, frame.seat, directHitPlace(frame, play.planet));
      if (!(force?.damaged?.[type] ?? 0)) return refuse("Direct Hit", `no damaged ${type} is left there.`);
      const unit = ti4UnitFor(state, frame.seat, type);
      if (unit.directHitImmune)
        return refuse("Direct Hit", `a ${unit.name} cannot be destroyed by it (its unit card).`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      const frame = sustainedNow(tx.state);
      const type = play.unit;
      if (!frame || type === undefined) return;
      const units = { [type]: 1 };
      const place = directHitPlace(frame, play.planet);
      destroyUnitsDirectly(tx, { seat: frame.seat, place, units, damaged: units, cause: "Direct Hit" });
      lostAsShipsDirectly(tx, frame.seat, place, units, "Direct Hit");
    },
  },
  // Intercept (your opponent has announced a retreat): it is called off; they cannot retreat this round.
  intercept: {
    names: [],
    check(state, seat) {
      const found = spaceCombatOf(state, seat, "Intercept");
      if (found.error) return found.error;
      const retreat = found.combat.retreat;
      if (!retreat || retreat.seat === seat)
        return refuse("Intercept", "it is played when your opponent has announced a retreat.");
      return undefined;
    },
    resolve(tx, seat) {
      const combat = combatUnderWay(tx.state);
      const retreat = combat?.kind === "ti4SpaceCombat" ? combat.retreat : undefined;
      if (!combat || !retreat || retreat.seat === seat) return;
      tx.emit({ type: "ti4RetreatCalledOff", seat: retreat.seat, position: combat.system });
    },
  },
  // Salvage (right after winning a space combat): your opponent gives you all their commodities, which
  // become your trade goods (LRR 21.5 [recalled]).
  salvage: {
    names: [],
    check(state, seat) {
      const combat = combatUnderWay(state);
      const sides = combatSides(state);
      const opponent = sides.find((s) => s !== seat);
      if (combat?.kind !== "ti4SpaceCombat" || !over(combat) || !sides.includes(seat))
        return refuse("Salvage", "it is played right after a space combat you won.");
      // The winner is the one the combat's end named (LRR 78.9): a side winning on ground forces fighting
      // as ships (the Alastor) wins as one with ships does, though capacity then takes them off.
      const won = combat.winner === seat;
      if (!won || opponent === undefined || (combat.roundCards ?? []).some((c) => c.card === "s_retreat"))
        return refuse("Salvage", "you did not win this space combat.");
      if ((state.players[opponent]?.commodities ?? 0) === 0)
        return refuse("Salvage", "your opponent holds no commodities.");
      return undefined;
    },
    resolve(tx, seat) {
      const opponent = combatSides(tx.state).find((s) => s !== seat) as Seat;
      const amount = tx.state.players[opponent]?.commodities ?? 0;
      tx.emit({ type: "ti4CommoditiesChanged", seat: opponent, amount: -amount, reason: "Salvage" });
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Salvage" });
    },
  },
};
