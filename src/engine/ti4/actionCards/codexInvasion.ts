/**
 * Codex I's Blitz (LRR 49, 15): played by the invader at the start of an invasion (windows.ts,
 * invasionStart), it gives each of their non-fighter ships in the active system that has no BOMBARDMENT the
 * ability BOMBARDMENT 6 (one die) until the invasion ends. It stays in force on the invasion's frame
 * (`ti4CardInForce`), and the unit sheet reads it through the hook point bombardmentGained (units.ts).
 *
 * Ghost Squad (LRR 49.2): played right after ground forces are committed to a planet its holder controls
 * (windows.ts, afterGroundForcesCommitted, which asks the owners of those planets), it moves ground forces
 * of theirs between two planets they control in the active system, before any ground combat there.
 */
import {
  TI4_GROUND_FORCE_TYPES,
  TI4_SHIP_TYPES,
  type Ti4ActionCardId,
  type Ti4PlanetId,
  type Ti4Roll,
  type Ti4UnitType,
} from "../../../content/ti4/index.ts";
import type { Seat } from "../../kernel/types.ts";
import { controllerOf, countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { bombardablePlanets } from "../invasion/reads.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import { named, refuse, type Ti4CardEffect } from "./effect.ts";
import { cardsInForce } from "./inForce.ts";

/** Blitz: the BOMBARDMENT its ships gain. */
export const BLITZ_BOMBARDMENT: Ti4Roll = { hitsOn: 6, dice: 1 };

/** Whether a unit type is one Blitz reaches: a ship, not a fighter. */
function blitzable(type: Ti4UnitType): boolean {
  return type !== "fighter" && TI4_SHIP_TYPES.includes(type);
}

/** Blitz in force for `seat` on the invasion under way: its non-fighter ships' BOMBARDMENT, or null. */
export function blitzBombardment(state: Ti4State, seat: Seat, type: Ti4UnitType): Ti4Roll | null {
  if (!blitzable(type)) return null;
  return cardsInForce(state, "invasion", "blitz").some((c) => c.seat === seat) ? BLITZ_BOMBARDMENT : null;
}

function invasionFrame(state: Ti4State) {
  const frame = state.stack.findLast((f) => f.kind === "ti4Invasion");
  return frame?.kind === "ti4Invasion" ? frame : null;
}

/** The planets of the invasion under way that `seat` controls. */
function ownPlanetsThere(state: Ti4State, seat: Seat): Ti4PlanetId[] {
  const frame = invasionFrame(state);
  return frame ? planetsAt(state, frame.system).filter((p) => controllerOf(state, p) === seat) : [];
}

/** `seat`'s ground forces on `planet` of the invasion under way. */
function groundForcesOn(state: Ti4State, seat: Seat, planet: Ti4PlanetId): Ti4UnitCounts {
  const frame = invasionFrame(state);
  const units = frame ? unitsIn(state.board[frame.system], seat, planet) : {};
  const out: Ti4UnitCounts = {};
  for (const type of TI4_GROUND_FORCE_TYPES) if ((units[type] ?? 0) > 0) out[type] = units[type];
  return out;
}

/** Ghost Squad's candidate moves: `seat`'s ground forces on each planet they control there, whole. */
export function ghostSquadGroups(state: Ti4State, seat: Seat): Ti4UnitCounts[] {
  return ownPlanetsThere(state, seat)
    .map((p) => groundForcesOn(state, seat, p))
    .filter((units) => countUnits(units) > 0);
}

/** Why Ghost Squad may not move `units` from `from` to `to` now, or undefined. */
function ghostSquadRefused(
  state: Ti4State,
  seat: Seat,
  from: Ti4PlanetId,
  to: Ti4PlanetId,
  units: Ti4UnitCounts,
) {
  const mine = ownPlanetsThere(state, seat);
  if (!mine.includes(from) || !mine.includes(to))
    return refuse("Ghost Squad", "name two planets you control in the active system.");
  if (from === to)
    return refuse("Ghost Squad", "the ground forces go to another planet than the one they leave.");
  const there = groundForcesOn(state, seat, from);
  const entries = Object.entries(units) as [Ti4UnitType, number][];
  if (countUnits(units) === 0 || entries.some(([, n]) => !Number.isInteger(n) || n < 0))
    return refuse("Ghost Squad", "name the ground forces it moves.");
  const short = entries.find(([type, n]) => n > 0 && (there[type] ?? 0) < n);
  if (short) return refuse("Ghost Squad", `you have fewer than ${short[1]} ${short[0]} on ${from} (LRR 43).`);
  return undefined;
}

export const TI4_CODEX_INVASION_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Blitz (LRR 15, 49.1): the invader's non-fighter ships there lacking BOMBARDMENT bombard at 6.
  blitz: {
    names: [],
    check(state, seat) {
      const frame = invasionFrame(state);
      if (frame?.step !== "start") return refuse("Blitz", "it is played at the start of an invasion.");
      if (frame.seat !== seat) return refuse("Blitz", "it is played by the player who invades.");
      if (cardsInForce(state, "invasion", "blitz").length > 0)
        return refuse("Blitz", "it is in force already for this invasion.");
      const ships = Object.entries(unitsIn(state.board[frame.system], seat)) as [Ti4UnitType, number][];
      const gaining = ships.some(
        ([type, n]) => n > 0 && blitzable(type) && ti4UnitFor(state, seat, type).bombardment === null,
      );
      if (!gaining)
        return refuse("Blitz", `you have no non-fighter ship lacking Bombardment in ${frame.system}.`);
      if (bombardablePlanets(state, seat, frame.system).length === 0)
        return refuse("Blitz", `no planet in ${frame.system} may be bombarded (LRR 15).`);
      return undefined;
    },
    resolve: (tx, seat) =>
      tx.emit({ type: "ti4CardInForce", until: "invasion", effect: { card: "blitz", seat } }),
  },
  // Ghost Squad (LRR 49.2, 43): after ground forces are committed to a planet its holder controls, any
  // number of their ground forces move from one planet they control in the active system to another. One
  // planet to one other per play [recalled: our reading of "from any planet ... to any other planet"].
  ghost_squad: {
    names: ["planet", "ownPlanet", "units"],
    check(state, seat, play) {
      const frame = invasionFrame(state);
      if (frame?.step !== "spaceCannonDefense")
        return refuse("Ghost Squad", "it is played right after ground forces are committed.");
      const committed = frame.committed ?? [];
      if (!committed.some((p) => controllerOf(state, p) === seat))
        return refuse(
          "Ghost Squad",
          "it is played after ground forces are committed to a planet you control.",
        );
      const from = named(play, "planet", "Ghost Squad", "the planet your ground forces leave");
      if ("error" in from) return from.error;
      const to = named(play, "ownPlanet", "Ghost Squad", "the planet your ground forces go to");
      if ("error" in to) return to.error;
      const units = named(play, "units", "Ghost Squad", "the ground forces it moves");
      if ("error" in units) return units.error;
      return ghostSquadRefused(state, seat, from.value, to.value, units.value);
    },
    resolve(tx, seat, play) {
      const frame = invasionFrame(tx.state);
      const { planet, ownPlanet, units } = play;
      if (!frame || !planet || !ownPlanet || !units) throw new Error("Ghost Squad's check names its move");
      const moved: Ti4UnitCounts = {};
      for (const type of TI4_GROUND_FORCE_TYPES) if ((units[type] ?? 0) > 0) moved[type] = units[type];
      // Damaged mechs move first only when no undamaged one is left to go (the damaged stay where they are).
      const force = tx.state.board[frame.system]?.planets[planet]?.find((f) => f.seat === seat);
      const damaged: Ti4UnitCounts = {};
      for (const type of TI4_GROUND_FORCE_TYPES) {
        const hurt = force?.damaged?.[type] ?? 0;
        const over = (moved[type] ?? 0) - ((force?.units[type] ?? 0) - hurt);
        if (over > 0) damaged[type] = Math.min(over, hurt);
      }
      tx.emit({
        type: "ti4UnitsMoved",
        seat,
        from: { position: frame.system, planet },
        to: { position: frame.system, planet: ownPlanet },
        units: moved,
        ...(countUnits(damaged) > 0 ? { damaged } : {}),
      });
    },
  },
};
