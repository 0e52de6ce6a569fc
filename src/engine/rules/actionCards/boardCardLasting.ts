/**
 * Board cards whose effect lasts the round (RR §19; lasting.ts): Armistice shields a planet from one
 * opponent's invasion, Diplomatic Immunity closes a system to every other player's activation, Spacedock
 * Accident idles a Space Dock and Productivity Spike raises one's capacity. The functions at the end of
 * this file answer the rule moments they change (boardCardHooks.ts): invasion, activation, production.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { planetValues } from "../planetValues.ts";
import { nameOf } from "../players.ts";
import { controllerOf } from "../tactical/control.ts";
import { count, shipsOf, spaceUnits, totalUnits } from "../units.ts";
import {
  holds,
  isHomePosition,
  isRefusal,
  namedPlanet,
  namedSystem,
  onPlanet,
  ownersOn,
} from "./boardCardTools.ts";
import { type ActionCardEffect, checkOpponent } from "./cardPlay.ts";
import { cardEffects, startCardEffect } from "./lasting.ts";

/** Armistice: the named opponent may not invade the named planet of the player's this round. */
const armistice: ActionCardEffect = {
  check(state, play) {
    const rule = "Armistice";
    const opponent = checkOpponent(state, play, rule);
    if (opponent) return opponent;
    const named = namedPlanet(state, play.planets, rule, "the planet of yours the Armistice shields");
    if (isRefusal(named)) return named;
    if (!holds(state, play.seat, named.planet)) return target(rule, "Name a planet you control.");
    return undefined;
  },
  resolve(tx, play) {
    startCardEffect(tx, {
      effect: "armistice",
      seat: play.seat,
      target: play.target,
      planets: [...play.planets],
    });
  },
};

/** Diplomatic Immunity: a system holding a ship of the player's; nobody else may activate it this round. */
const diplomaticImmunity: ActionCardEffect = {
  check(state, play) {
    const rule = "Diplomatic Immunity";
    const position = namedSystem(state, play.system, rule, "the system holding one of your ships");
    if (isRefusal(position)) return position;
    if (totalUnits(shipsOf(spaceUnits(state, position, play.seat))) === 0)
      return target(rule, "Name a system that holds one of your ships.");
    return undefined;
  },
  resolve(tx, play) {
    startCardEffect(tx, { effect: "diplomaticImmunity", seat: play.seat, system: play.system });
  },
};

/**
 * The Space Dock a card names: by its planet, or (a Saar dock floating in space) by its system; with its
 * owner. Null when there is none.
 */
function namedDock(
  state: GameState,
  planets: readonly PlanetId[],
  system: PositionLabel | null,
): { seat: Seat; position: PositionLabel; planet: PlanetId | null } | null {
  if (planets.length > 0) {
    const named = namedPlanet(state, planets, "", "");
    if (isRefusal(named)) return null;
    const owner = ownersOn(state, named.position, named.planet, "spaceDock")[0];
    return owner ? { seat: owner[0], position: named.position, planet: named.planet } : null;
  }
  if (system === null) return null;
  const force = (state.board[system]?.space ?? []).find((f) => count(f.units, "spaceDock") > 0);
  return force ? { seat: force.seat, position: system, planet: null } : null;
}

/** Spacedock Accident: a Space Dock outside the Home Systems (anyone's) produces nothing this round. */
const spacedockAccident: ActionCardEffect = {
  check(state, play) {
    const rule = "Spacedock Accident";
    const dock = namedDock(state, play.planets, play.system);
    if (!dock)
      return target(
        rule,
        "Name the planet (or, for a Saar Space Dock in space, the system) of a Space Dock.",
      );
    if (isHomePosition(state, dock.position))
      return target(rule, "Spacedock Accident cannot strike a Space Dock in a Home System.");
    return undefined;
  },
  resolve(tx, play) {
    const dock = namedDock(tx.state, play.planets, play.system);
    if (!dock) return;
    startCardEffect(tx, {
      effect: "spacedockAccident",
      seat: play.seat,
      target: dock.seat,
      planets: dock.planet ? [dock.planet] : [],
      system: dock.position,
    });
  },
};

/**
 * Productivity Spike (Strategy Phase): one Space Dock of the player's on a planet adds that planet's
 * influence to its production capacity this round. A Saar dock floating in space has no planet, so it
 * cannot be named.
 */
const productivitySpike: ActionCardEffect = {
  check(state, play) {
    const rule = "Productivity Spike";
    const named = namedPlanet(state, play.planets, rule, "the planet of your Space Dock");
    if (isRefusal(named)) return named;
    if (onPlanet(state, named.position, named.planet, play.seat, "spaceDock") === 0)
      return target(rule, "Name a planet with a Space Dock of yours.");
    return undefined;
  },
  resolve(tx, play) {
    const planet = play.planets[0] as PlanetId;
    startCardEffect(tx, { effect: "productivitySpike", seat: play.seat, planets: [planet] });
  },
};

function target(rule: string, message: string): RuleError {
  return ruleError("ERR_CARD_TARGET", rule, message);
}

export const BOARD_LASTING_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  armistice,
  diplomaticImmunity,
  spacedockAccident,
  productivitySpike,
};

// ---- answers to the rule moments these cards change (boardCardHooks.ts)

/**
 * Armistice (invasionBlocked): the opponent it names may not invade the planet it shields while the
 * card's player still holds it. Landing there is how an invasion begins (RR §8 step 5, §13).
 */
export function armisticeBlock(state: GameState, seat: Seat, planet: PlanetId): RuleError | undefined {
  const shield = cardEffects(state, "armistice", { target: seat }).find(
    (e) => e.planets.includes(planet) && e.seat !== null && controllerOf(state, planet) === e.seat,
  );
  if (!shield || shield.seat === null) return undefined;
  return ruleError(
    "ERR_ARMISTICE",
    "Armistice",
    `Armistice: you may not invade ${getPlanet(planet).name}, which ${nameOf(state, shield.seat)} shields this round.`,
    { planet },
  );
}

/** Diplomatic Immunity (activationBlocked): only the card's player may activate the system this round. */
export function immunityBlock(state: GameState, seat: Seat, position: PositionLabel): RuleError | undefined {
  const immune = cardEffects(state, "diplomaticImmunity").find(
    (e) => e.system === position && e.seat !== seat,
  );
  if (!immune || immune.seat === null) return undefined;
  return ruleError(
    "ERR_DIPLOMATIC_IMMUNITY",
    "Diplomatic Immunity",
    `Diplomatic Immunity: only ${nameOf(state, immune.seat)} may activate ${position} this round.`,
    { position },
  );
}

interface DockOffer {
  id: PlanetId | "space";
  docks: number;
  capacity: number;
}

/**
 * Spacedock Accident and Productivity Spike (productionDocks): a seat's docks in a system as the cards
 * leave them this round: an idled dock is gone from the list (one Saar dock fewer in space), a spiked one
 * produces its planet's influence more.
 */
export function boardCardDocks<D extends DockOffer>(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  docks: readonly D[],
): D[] {
  const idle = cardEffects(state, "spacedockAccident", { target: seat }).filter((e) => e.system === position);
  const spiked = cardEffects(state, "productivitySpike", { seat });
  const out: D[] = [];
  for (const dock of docks) {
    const hit = idle.filter((e) =>
      dock.id === "space" ? e.planets.length === 0 : e.planets.includes(dock.id),
    );
    const left = dock.docks - hit.length;
    if (left <= 0) continue;
    let capacity = Math.round((dock.capacity * left) / dock.docks);
    if (dock.id !== "space" && spiked.some((e) => e.planets.includes(dock.id as PlanetId)))
      capacity += planetValues(state, dock.id).influence;
    out.push({ ...dock, docks: left, capacity });
  }
  return out;
}
