/**
 * Action cards played as a component action (LRR 22) that place or destroy units: each with what it names,
 * why a play is refused and what it does. LRR 22: a component action may be started only if it can be
 * fully resolved, so each check refuses a play that could not be carried out whole; the same check runs
 * again when the card resolves (after the Sabotage window), and a play that no longer holds does nothing.
 * The cards' texts are content/ti4/actionCards.base.ts's; the wording here is our own. The other cards
 * timed "action" are in actionOnPlayers.ts.
 */
import {
  TI4_SHIP_TYPES,
  type Ti4ActionCardId,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { controllerOf, countUnits, forcesIn } from "../board/forces.ts";
import { planetsAt, positionOfPlanet, systemAt, wormholesAt } from "../board/galaxy.ts";
import { ti4Reinforcements } from "../units.ts";
import {
  destroy,
  isHomeSystem,
  named,
  otherPlayer,
  place,
  placeUnits,
  planetOnBoard,
  refuse,
  shipsOf,
  type Ti4CardEffect,
  unitsOnPlanet,
} from "./effect.ts";

/** The base cards timed "action" that place or destroy units, by card id. */
export const TI4_UNIT_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Cripple Defenses: every PDS on one planet is destroyed.
  cripple: {
    names: ["planet"],
    check(state, _seat, play) {
      const planet = named(play, "planet", "Cripple Defenses", "the planet whose PDS are destroyed");
      if ("error" in planet) return planet.error;
      const at = planetOnBoard(state, planet.value, "Cripple Defenses");
      if ("error" in at) return at.error;
      const pds = forcesIn(
        state.board[at.position] ?? { space: [], planets: {}, commandTokens: [] },
        planet.value,
      ).reduce((n, f) => n + (f.units.pds ?? 0), 0);
      if (pds === 0) return refuse("Cripple Defenses", `there is no PDS on ${ti4Planet(planet.value).name}.`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      const planet = play.planet as Ti4PlanetId;
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      for (const force of forcesIn(
        tx.state.board[position] ?? { space: [], planets: {}, commandTokens: [] },
        planet,
      ))
        destroy(tx, force.seat, place(position, planet), "pds", force.units.pds ?? 0);
    },
  },
  // Frontline Deployment: 3 infantry from reinforcements on a planet of the player's.
  f_deployment: {
    names: ["planet"],
    check(state, seat, play) {
      const planet = named(play, "planet", "Frontline Deployment", "one of your planets");
      if ("error" in planet) return planet.error;
      if (!state.players[seat]?.planets[planet.value])
        return refuse("Frontline Deployment", `you do not control ${planet.value}.`);
      return planetOnBoard(state, planet.value, "Frontline Deployment").error;
    },
    resolve(tx, seat, play) {
      const planet = play.planet as Ti4PlanetId;
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      placeUnits(tx, seat, place(position, planet), { infantry: 3 }, "Frontline Deployment");
    },
  },
  // Ghost Ship: a destroyer in a system with a wormhole, no home system, without other players' ships.
  ghost_ship: {
    names: ["system"],
    check(state, seat, play) {
      const system = named(play, "system", "Ghost Ship", "a system with a wormhole");
      if ("error" in system) return system.error;
      if (!systemAt(state, system.value))
        return refuse("Ghost Ship", `there is no system at ${system.value}.`);
      if (wormholesAt(state, system.value).length === 0)
        return refuse("Ghost Ship", `${system.value} holds no wormhole.`);
      if (isHomeSystem(state, system.value)) return refuse("Ghost Ship", `${system.value} is a home system.`);
      if (
        state.board[system.value]?.space.some(
          (f) => f.seat !== seat && countUnits(f.units, TI4_SHIP_TYPES) > 0,
        )
      )
        return refuse("Ghost Ship", `another player has ships in ${system.value}.`);
      if (ti4Reinforcements(state, seat, "destroyer") < 1)
        return refuse("Ghost Ship", "no destroyer is left in your reinforcements.");
      return undefined;
    },
    resolve(tx, seat, play) {
      placeUnits(tx, seat, place(play.system as string), { destroyer: 1 }, "Ghost Ship");
    },
  },
  // Lucky Shot: an enemy dreadnought, cruiser or destroyer destroyed where the player controls a planet.
  lucky: {
    names: ["system", "target", "unit"],
    check(state, seat, play) {
      const system = named(play, "system", "Lucky Shot", "the system of the ship");
      if ("error" in system) return system.error;
      const other = otherPlayer(state, seat, play.target, "Lucky Shot");
      if (other) return other;
      if (!["dreadnought", "cruiser", "destroyer"].includes(play.unit ?? ""))
        return refuse("Lucky Shot", "name a dreadnought, a cruiser or a destroyer.");
      if (!planetsAt(state, system.value).some((p) => state.players[seat]?.planets[p]))
        return refuse("Lucky Shot", `you control no planet in ${system.value}.`);
      const force = state.board[system.value]?.space.find((f) => f.seat === play.target);
      if (!force?.units[play.unit as Ti4UnitType])
        return refuse("Lucky Shot", `that player has no ${play.unit} in ${system.value}.`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      destroy(tx, play.target as Seat, place(play.system as string), play.unit as Ti4UnitType, 1);
    },
  },
  // Plague: a die per infantry on another player's planet; each 6 or more destroys one.
  plague: {
    names: ["planet"],
    check(state, seat, play) {
      const planet = named(play, "planet", "Plague", "another player's planet");
      if ("error" in planet) return planet.error;
      const owner = controllerOf(state, planet.value);
      if (owner === null || owner === seat) return refuse("Plague", "name a planet another player controls.");
      const at = planetOnBoard(state, planet.value, "Plague");
      if ("error" in at) return at.error;
      if (unitsOnPlanet(state, at.position, planet.value, owner, "infantry") === 0)
        return refuse("Plague", `there is no infantry on ${ti4Planet(planet.value).name} to roll for.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const planet = play.planet as Ti4PlanetId;
      const owner = controllerOf(tx.state, planet) as Seat;
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      const infantry = unitsOnPlanet(tx.state, position, planet, owner, "infantry");
      const drawn = rollD10(tx.state.rng, infantry);
      const hits = drawn.value.filter((d) => d >= 6).length;
      tx.emit({ type: "ti4CardDiceRolled", seat, card: "plague", rolls: drawn.value, hits, rng: drawn.rng });
      destroy(tx, owner, place(position, planet), "infantry", hits);
    },
  },
  // Reactor Meltdown: a space dock outside the home systems destroyed.
  meltdown: {
    names: ["planet"],
    check(state, _seat, play) {
      const planet = named(play, "planet", "Reactor Meltdown", "the planet of the space dock");
      if ("error" in planet) return planet.error;
      const at = planetOnBoard(state, planet.value, "Reactor Meltdown");
      if ("error" in at) return at.error;
      if (isHomeSystem(state, at.position))
        return refuse("Reactor Meltdown", "a space dock in a home system cannot be chosen.");
      const owner = controllerOf(state, planet.value);
      if (owner === null || unitsOnPlanet(state, at.position, planet.value, owner, "spaceDock") === 0)
        return refuse("Reactor Meltdown", `there is no space dock on ${ti4Planet(planet.value).name}.`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      const planet = play.planet as Ti4PlanetId;
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      destroy(tx, controllerOf(tx.state, planet) as Seat, place(position, planet), "spaceDock", 1);
    },
  },
  // Rise of a Messiah: 1 infantry on each planet of the player's.
  messiah: {
    names: [],
    check(state, seat) {
      if (Object.keys(state.players[seat]?.planets ?? {}).length === 0)
        return refuse("Rise of a Messiah", "you control no planet.");
      return undefined;
    },
    resolve(tx, seat) {
      for (const planet of Object.keys(tx.state.players[seat]?.planets ?? {}) as Ti4PlanetId[]) {
        const position = positionOfPlanet(tx.state, planet);
        if (position !== null)
          placeUnits(tx, seat, place(position, planet), { infantry: 1 }, "Rise of a Messiah");
      }
    },
  },
  // Unstable Planet: a hazardous planet exhausted, and up to 3 infantry on it destroyed.
  unstable: {
    names: ["planet"],
    check(state, _seat, play) {
      const planet = named(play, "planet", "Unstable Planet", "a hazardous planet");
      if ("error" in planet) return planet.error;
      if (!ti4Planet(planet.value).traits.includes("hazardous"))
        return refuse("Unstable Planet", `${ti4Planet(planet.value).name} is not hazardous.`);
      return planetOnBoard(state, planet.value, "Unstable Planet").error;
    },
    resolve(tx, _seat, play) {
      const planet = play.planet as Ti4PlanetId;
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      const owner = controllerOf(tx.state, planet);
      if (owner !== null && !tx.state.players[owner]?.planets[planet]?.exhausted)
        tx.emit({ type: "ti4PlanetsExhausted", seat: owner, planets: [planet] });
      let left = 3;
      for (const force of forcesIn(
        tx.state.board[position] ?? { space: [], planets: {}, commandTokens: [] },
        planet,
      )) {
        const n = Math.min(left, force.units.infantry ?? 0);
        destroy(tx, force.seat, place(position, planet), "infantry", n);
        left -= n;
      }
    },
  },
  // War Effort: a cruiser from reinforcements joins the player's ships in a system.
  war_effort: {
    names: ["system"],
    check(state, seat, play) {
      const system = named(play, "system", "War Effort", "a system holding your ships");
      if ("error" in system) return system.error;
      if (shipsOf(state, system.value, seat) === 0)
        return refuse("War Effort", `you have no ships in ${system.value}.`);
      if (ti4Reinforcements(state, seat, "cruiser") < 1)
        return refuse("War Effort", "no cruiser is left in your reinforcements.");
      return undefined;
    },
    resolve(tx, seat, play) {
      placeUnits(tx, seat, place(play.system as string), { cruiser: 1 }, "War Effort");
    },
  },
};
