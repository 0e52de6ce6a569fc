/**
 * The action cards played as a component action (LRR 22; the 20 base cards timed "action"), each with
 * what it names, why a play is refused and what it does. LRR 22: a component action may be started only if
 * it can be fully resolved, so each check refuses a play that could not be carried out whole; the same
 * check runs again when the card resolves (after the Sabotage window), and a play that no longer holds
 * does nothing. The cards' texts are content/ti4/actionCards.base.ts's; the wording here is our own.
 */
import {
  TI4_SHIP_TYPES,
  type Ti4ActionCardId,
  type Ti4AgendaId,
  type Ti4PlanetId,
  type Ti4UnitType,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import { nextInt, rollD10 } from "../../rng.ts";
import { tokensInReinforcements } from "../agenda/effect.ts";
import { lawsInPlay } from "../agenda/laws.ts";
import { controllerOf, countUnits, forcesAt } from "../board/forces.ts";
import { planetsAt, positionOfPlanet, systemAt, ti4Neighbours, wormholesAt } from "../board/galaxy.ts";
import { pushResearch, researchable } from "../technology/research.ts";
import { ti4Reinforcements, ti4UnitFor } from "../units.ts";
import {
  destroy,
  isHomeSystem,
  named,
  otherPlayer,
  place,
  placeUnits,
  planetOnBoard,
  planetsWithTrait,
  refuse,
  shipsOf,
  type Ti4CardEffect,
  unitsOnPlanet,
} from "./effect.ts";

/** The 20 base cards timed "action" (LRR 22), by card id. */
export const TI4_CARD_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Cripple Defenses: every PDS on one planet is destroyed.
  cripple: {
    names: ["planet"],
    check(state, _seat, play) {
      const planet = named(play, "planet", "Cripple Defenses", "the planet whose PDS are destroyed");
      if ("error" in planet) return planet.error;
      const at = planetOnBoard(state, planet.value, "Cripple Defenses");
      if ("error" in at) return at.error;
      const pds = forcesAt(
        state.board[at.position] ?? { space: [], planets: {}, commandTokens: [] },
        planet.value,
      ).reduce((n, f) => n + (f.units.pds ?? 0), 0);
      if (pds === 0) return refuse("Cripple Defenses", `there is no PDS on ${ti4Planet(planet.value).name}.`);
      return undefined;
    },
    resolve(tx, _seat, play) {
      const planet = play.planet as Ti4PlanetId;
      const position = positionOfPlanet(tx.state, planet) as PositionLabel;
      for (const force of forcesAt(
        tx.state.board[position] ?? { space: [], planets: {}, commandTokens: [] },
        planet,
      ))
        destroy(tx, force.seat, place(position, planet), "pds", force.units.pds ?? 0);
    },
  },
  // Economic Initiative: each cultural planet of the player's is readied.
  economic_initiative: {
    names: [],
    check: () => undefined,
    resolve(tx, seat) {
      const planets = planetsWithTrait(tx.state, seat, "cultural").filter(
        (p) => tx.state.players[seat]?.planets[p]?.exhausted,
      );
      if (planets.length > 0) tx.emit({ type: "ti4PlanetsReadied", seat, planets });
    },
  },
  // Focused Research: 4 trade goods paid, then a technology researched (its prerequisites still apply).
  f_researched: {
    names: [],
    check(state, seat) {
      if ((state.players[seat]?.tradeGoods ?? 0) < 4)
        return refuse("Focused Research", "it costs 4 trade goods.");
      if (researchable(state, seat).length === 0)
        return refuse("Focused Research", "there is no technology whose prerequisites you meet.");
      return undefined;
    },
    resolve(tx, seat) {
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: -4, reason: "Focused Research" });
      pushResearch(tx, { seat, cost: 0, optional: false, reason: "Focused Research" });
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
  // Industrial Initiative: 1 trade good for each industrial planet of the player's.
  industrial_initiative: {
    names: [],
    check: () => undefined,
    resolve(tx, seat) {
      const amount = planetsWithTrait(tx.state, seat, "industrial").length;
      if (amount > 0)
        tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Industrial Initiative" });
    },
  },
  // Insubordination: another player's tactic pool gives a token back to reinforcements.
  insub: {
    names: ["target"],
    check(state, seat, play) {
      const other = otherPlayer(state, seat, play.target, "Insubordination");
      if (other) return other;
      if ((state.players[play.target as Seat]?.tokens.tactic ?? 0) < 1)
        return refuse("Insubordination", "that player's tactic pool is empty.");
      return undefined;
    },
    resolve(tx, _seat, play) {
      tx.emit({
        type: "ti4CommandTokensChanged",
        seat: play.target as Seat,
        pools: { tactic: -1 },
        reason: "Insubordination",
      });
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
  // Mining Initiative: trade goods worth one of the player's planets' resources.
  mining_initiative: {
    names: ["planet"],
    check(state, seat, play) {
      const planet = named(play, "planet", "Mining Initiative", "one of your planets");
      if ("error" in planet) return planet.error;
      if (!state.players[seat]?.planets[planet.value])
        return refuse("Mining Initiative", `you do not control ${planet.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const amount = ti4Planet(play.planet as Ti4PlanetId).resources;
      if (amount > 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Mining Initiative" });
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
  // Repeal Law: a law in play discarded.
  repeal: {
    names: ["law"],
    check(state, _seat, play) {
      if (lawsInPlay(state).length === 0) return refuse("Repeal Law", "no law is in play.");
      if (!lawsInPlay(state).some((l) => l.agenda === play.law))
        return refuse("Repeal Law", "name a law in play.");
      return undefined;
    },
    resolve(tx, _seat, play) {
      tx.emit({ type: "ti4LawRepealed", agenda: play.law as Ti4AgendaId });
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
  // Signal Jamming: another player's token from reinforcements in a non-home system at or next to the
  // player's ships.
  jamming: {
    names: ["system", "target"],
    check(state, seat, play) {
      const system = named(play, "system", "Signal Jamming", "a system");
      if ("error" in system) return system.error;
      if (!systemAt(state, system.value))
        return refuse("Signal Jamming", `there is no system at ${system.value}.`);
      if (isHomeSystem(state, system.value))
        return refuse("Signal Jamming", `${system.value} is a home system.`);
      const near = [system.value, ...ti4Neighbours(state, system.value)].some(
        (p) => shipsOf(state, p, seat) > 0,
      );
      if (!near) return refuse("Signal Jamming", `you have no ships in or next to ${system.value}.`);
      const other = otherPlayer(state, seat, play.target, "Signal Jamming");
      if (other) return other;
      const target = play.target as Seat;
      // [recalled] a player has at most one command token in a system.
      if (state.board[system.value]?.commandTokens.includes(target))
        return refuse("Signal Jamming", `that player already has a command token in ${system.value}.`);
      if (tokensInReinforcements(state, target) < 1)
        return refuse("Signal Jamming", "that player has no command token in reinforcements.");
      return undefined;
    },
    resolve(tx, _seat, play) {
      tx.emit({
        type: "ti4CommandTokenPlaced",
        seat: play.target as Seat,
        position: play.system as string,
        from: "reinforcements",
      });
    },
  },
  // Spy: one card at random from another player's hand to the player's.
  spy: {
    names: ["target"],
    check(state, seat, play) {
      const other = otherPlayer(state, seat, play.target, "Spy");
      if (other) return other;
      if ((state.players[play.target as Seat]?.secret.actionCards.length ?? 0) === 0)
        return refuse("Spy", "that player holds no action card.");
      return undefined;
    },
    resolve(tx, seat, play) {
      const from = play.target as Seat;
      const hand = tx.state.players[from]?.secret.actionCards ?? [];
      const drawn = nextInt(tx.state.rng, hand.length);
      const card = hand[drawn.value] as Ti4ActionCardId;
      tx.emit({ type: "ti4ActionCardTaken", seat, from, card, to: seat, rng: drawn.rng });
      tx.emit({ type: "ti4ActionCardLost", seat: from, card, to: from });
      tx.emit({ type: "ti4ActionCardTakenCounted", seat, from });
    },
  },
  // Tactical Bombardment: where a unit of the player's has Bombardment, other players' planets exhausted.
  tactical: {
    names: ["system"],
    check(state, seat, play) {
      const system = named(play, "system", "Tactical Bombardment", "a system");
      if ("error" in system) return system.error;
      const board = state.board[system.value];
      const forces = board ? [...board.space, ...Object.values(board.planets).flatMap((f) => f ?? [])] : [];
      const bombards = forces.some(
        (f) =>
          f.seat === seat &&
          (Object.entries(f.units) as [Ti4UnitType, number][]).some(
            ([type, n]) => n > 0 && ti4UnitFor(state, seat, type).bombardment !== null,
          ),
      );
      if (!bombards)
        return refuse("Tactical Bombardment", `you have no unit with Bombardment in ${system.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const bySeat = new Map<Seat, Ti4PlanetId[]>();
      for (const planet of planetsAt(tx.state, play.system as string)) {
        const owner = controllerOf(tx.state, planet);
        if (owner === null || owner === seat || tx.state.players[owner]?.planets[planet]?.exhausted) continue;
        bySeat.set(owner, [...(bySeat.get(owner) ?? []), planet]);
      }
      for (const [owner, planets] of bySeat) tx.emit({ type: "ti4PlanetsExhausted", seat: owner, planets });
    },
  },
  // Unexpected Action: one of the player's command tokens back from the board to reinforcements.
  unexpected: {
    names: ["system"],
    check(state, seat, play) {
      const system = named(play, "system", "Unexpected Action", "a system holding your command token");
      if ("error" in system) return system.error;
      if (!state.board[system.value]?.commandTokens.includes(seat))
        return refuse("Unexpected Action", `you have no command token in ${system.value}.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: [play.system as string] });
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
      for (const force of forcesAt(
        tx.state.board[position] ?? { space: [], planets: {}, commandTokens: [] },
        planet,
      )) {
        const n = Math.min(left, force.units.infantry ?? 0);
        destroy(tx, force.seat, place(position, planet), "infantry", n);
        left -= n;
      }
    },
  },
  // Uprising: another player's non-home planet exhausted; the player takes its resources in trade goods.
  uprising: {
    names: ["planet"],
    check(state, seat, play) {
      const planet = named(play, "planet", "Uprising", "another player's planet");
      if ("error" in planet) return planet.error;
      const owner = controllerOf(state, planet.value);
      if (owner === null || owner === seat)
        return refuse("Uprising", "name a planet another player controls.");
      const at = planetOnBoard(state, planet.value, "Uprising");
      if ("error" in at) return at.error;
      if (isHomeSystem(state, at.position))
        return refuse("Uprising", "a planet in a home system cannot be chosen.");
      if (state.players[owner]?.planets[planet.value]?.exhausted)
        return refuse("Uprising", `${ti4Planet(planet.value).name} is already exhausted.`);
      return undefined;
    },
    resolve(tx, seat, play) {
      const planet = play.planet as Ti4PlanetId;
      tx.emit({
        type: "ti4PlanetsExhausted",
        seat: controllerOf(tx.state, planet) as Seat,
        planets: [planet],
      });
      const amount = ti4Planet(planet).resources;
      if (amount > 0) tx.emit({ type: "ti4TradeGoodsChanged", seat, amount, reason: "Uprising" });
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
