/**
 * Board cards played as an action (RR §19, §7.4) whose whole effect happens at once: units placed or
 * destroyed, planets exhausted, readied or changing hands, a command counter taken back, a trade
 * agreement broken. Each check names what the card needs; texts in content/actionCards.*.ts.
 */
import { getPlanet, getUnit, type PlanetId, type UnitType } from "../../../content/index.ts";
import { adjacentPositions, wormholesAt } from "../../galaxy/adjacency.ts";
import { answers } from "../../hooks/index.ts";
import { rollD10 } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import { removeUnsupportedFighters } from "../combat/losses.ts";
import { groundMoveProblem, groundUnitsMoved } from "../groundMoves.ts";
import { hasAbility, player } from "../players.ts";
import { controllerOf, gainPlanet, settleTradeStations } from "../tactical/control.ts";
import { guardedNeutral } from "../tactical/landing.ts";
import { adjacencyOptions } from "../tactical/paths.ts";
import { agreementsOf, breakAgreement, partnerIn } from "../trade/agreements.ts";
import {
  count,
  damagedIn,
  enemyShipsPresent,
  GROUND_TYPES,
  planetsAt,
  plasticLeft,
  spaceUnits,
  totalUnits,
} from "../units.ts";
import {
  groundLosses,
  groundOn,
  heldByOpponent,
  holds,
  isHomePosition,
  isRefusal,
  isTradeStation,
  namedPlanet,
  namedSystem,
  onPlanet,
  ownersOn,
  pathFreeOfEnemyShips,
} from "./boardCardTools.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { nanoTechnologyRefusal } from "./cardTargets.ts";

function condition(rule: string, message: string) {
  return ruleError("ERR_CARD_CONDITION", rule, message);
}

function target(rule: string, message: string) {
  return ruleError("ERR_CARD_TARGET", rule, message);
}

/** The planet named by a card whose check has passed. */
function planetOf(state: GameState, play: CardPlay): { planet: PlanetId; position: PositionLabel } {
  const named = namedPlanet(state, play.planets, "RR §19", "a planet");
  if (isRefusal(named)) throw new Error("a board card resolved without its planet");
  return named;
}

function systemOf(play: CardPlay): PositionLabel {
  if (play.system === null) throw new Error("a board card resolved without its system");
  return play.system;
}

/** Civil Defense: 2 free PDS on a planet of the player's that has none (RR §1: only the plastic left). */
const civilDefense: ActionCardEffect = {
  check(state, play) {
    const rule = "Civil Defense";
    const named = namedPlanet(state, play.planets, rule, "the planet of yours that receives the PDS");
    if (isRefusal(named)) return named;
    if (!holds(state, play.seat, named.planet) || isTradeStation(named.planet))
      return target(rule, "Name a planet you control (not a Trade Station) to receive the PDS.");
    if (ownersOn(state, named.position, named.planet, "pds").length > 0)
      return condition(rule, "That planet already has a PDS: Civil Defense needs a planet without one.");
    if (plasticLeft(state, play.seat, "pds") === 0)
      return condition(rule, "You have no PDS left in your reinforcements (RR §1).");
    return undefined;
  },
  resolve(tx, play) {
    const { planet, position } = planetOf(tx.state, play);
    const pds = Math.min(2, plasticLeft(tx.state, play.seat, "pds") ?? 2);
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position,
      planet,
      units: { pds },
      reason: "Civil Defense",
    });
  },
};

/** Ghost Ship: a free Destroyer in a wormhole system without enemy ships. */
const ghostShip: ActionCardEffect = {
  check(state, play) {
    const rule = "Ghost Ship";
    const position = namedSystem(state, play.system, rule, "the wormhole system that receives the Destroyer");
    if (isRefusal(position)) return position;
    if (wormholesAt(state.galaxy, position, adjacencyOptions(state)).length === 0)
      return target(rule, "Name a system with a wormhole.");
    if (enemyShipsPresent(state, position, play.seat))
      return condition(rule, "The Ghost Ship needs a wormhole system without enemy ships.");
    if (plasticLeft(state, play.seat, "destroyer") === 0)
      return condition(rule, "You have no Destroyer left in your reinforcements (RR §1).");
    return undefined;
  },
  resolve(tx, play) {
    const position = systemOf(play);
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position,
      units: { destroyer: 1 },
      reason: "Ghost Ship",
    });
  },
};

/**
 * Local Unrest: outside the Home Systems, an opponent's planet is exhausted and loses a Ground Force; left
 * without ground units it turns neutral. Interpretation: a PDS or Space Dock he has on it goes with the
 * planet (structures stand only on planets their owner controls, RR §13.3).
 */
const localUnrest: ActionCardEffect = {
  check(state, play) {
    const rule = "Local Unrest";
    const named = namedPlanet(state, play.planets, rule, "an opponent's planet outside the Home Systems");
    if (isRefusal(named)) return named;
    if (heldByOpponent(state, play.seat, named.planet) === null || isTradeStation(named.planet))
      return target(rule, "Name a planet another player controls (not a Trade Station).");
    if (isHomePosition(state, named.position))
      return target(rule, "Local Unrest cannot strike a planet in a Home System.");
    // Winnu race ability (SE): no effect on a Winnu planet holding a Ground Force. interpretation: a Shock
    // Troop counts, being a special Ground Force (SE p.10).
    const holder = heldByOpponent(state, play.seat, named.planet) as Seat;
    const garrison = ["groundForce", "shockTroop"] as const;
    if (
      hasAbility(state, holder, "winnuGarrisonImmunity") &&
      garrison.some((t) => onPlanet(state, named.position, named.planet, holder, t) > 0)
    )
      return ruleError(
        "ERR_WINNU_GARRISON",
        "SE: Winnu race ability",
        "Local Unrest cannot affect a Winnu planet that holds a Ground Force.",
      );
    return undefined;
  },
  resolve(tx, play) {
    const { planet, position } = planetOf(tx.state, play);
    const holder = controllerOf(tx.state, planet) as Seat;
    if (!player(tx.state, holder).planets[planet]?.exhausted)
      tx.emit({ type: "planetsExhausted", seat: holder, planets: [planet], reason: "Local Unrest" });
    const lost = groundLosses(groundOn(tx.state, position, planet, holder), 1);
    if (totalUnits(lost) > 0)
      tx.emit({ type: "unitsRemoved", seat: holder, position, planet, units: lost, reason: "Local Unrest" });
    const left = ["groundForce", "shockTroop"] as const;
    if (left.some((t) => onPlanet(tx.state, position, planet, holder, t) > 0)) return;
    const rest = (tx.state.board[position]?.planets[planet] ?? []).find((f) => f.seat === holder);
    if (rest) {
      tx.emit({
        type: "unitsRemoved",
        seat: holder,
        position,
        planet,
        units: { ...rest.units },
        reason: "Local Unrest: the planet turns neutral",
      });
    }
    tx.emit({ type: "planetLost", seat: holder, planet, reason: "Local Unrest" });
    // RR §2.3: Fighters a Space Dock lost there supported, with no other room, go too.
    removeUnsupportedFighters(tx, holder, position);
  },
};

const LUCKY_SHOT_TARGETS: readonly UnitType[] = ["dreadnought", "cruiser", "destroyer"];

/** Lucky Shot: in a system holding a planet of the player's, one enemy Dreadnought, Cruiser or Destroyer dies. */
const luckyShot: ActionCardEffect = {
  check(state, play) {
    const rule = "Lucky Shot";
    const position = namedSystem(state, play.system, rule, "the system holding one of your planets");
    if (isRefusal(position)) return position;
    if (!planetsAt(state, position).some((p) => holds(state, play.seat, p)))
      return target(rule, "Name a system that holds a planet you control.");
    if (play.target === null || play.target === play.seat || state.players[play.target] === undefined)
      return target(rule, "Name the opponent whose ship is destroyed.");
    const type = play.choice as UnitType;
    if (!LUCKY_SHOT_TARGETS.includes(type))
      return target(rule, "Name the ship to destroy: dreadnought, cruiser or destroyer.");
    if (count(spaceUnits(state, position, play.target), type) === 0)
      return target(rule, `That opponent has no ${getUnit(type).name} in that system.`);
    return nanoTechnologyRefusal(state, play.seat, play.target, type, rule);
  },
  resolve(tx, play) {
    const position = systemOf(play);
    const seat = play.target as Seat;
    const type = play.choice as UnitType;
    // An undamaged ship is taken first; a damaged one only when all are damaged.
    const all = count(spaceUnits(tx.state, position, seat), type);
    const damaged = count(damagedIn(tx.state.board[position]?.space, seat), type);
    tx.emit({
      type: "unitsRemoved",
      seat,
      position,
      units: { [type]: 1 },
      ...(damaged >= all ? { damaged: { [type]: 1 } } : {}),
      reason: "Lucky Shot",
    });
    settleTradeStations(tx);
  },
};

/**
 * Plague: a die for each Ground Force (Shock Troops too, SE p.10) on an opponent's planet; each even result
 * kills one (groundLosses: plastic ones first); the planet stays his.
 */
const plague: ActionCardEffect = {
  check(state, play) {
    const rule = "Plague";
    const named = namedPlanet(state, play.planets, rule, "the opponent's planet the Plague strikes");
    if (isRefusal(named)) return named;
    const holder = heldByOpponent(state, play.seat, named.planet);
    if (holder === null) return target(rule, "Name a planet another player controls.");
    if (totalUnits(groundOn(state, named.position, named.planet, holder)) === 0)
      return condition(rule, "That planet has no Ground Forces for the Plague to strike.");
    return undefined;
  },
  resolve(tx, play) {
    const { planet, position } = planetOf(tx.state, play);
    const holder = controllerOf(tx.state, planet) as Seat;
    const ground = groundOn(tx.state, position, planet, holder);
    const units = GROUND_TYPES.flatMap((t) => Array<UnitType>(count(ground, t)).fill(t));
    const drawn = rollD10(tx.state.rng, units.length);
    const dice = drawn.value.map((value, i) => ({
      unit: units[i] as UnitType,
      value,
      needed: null,
      hit: value % 2 === 0,
    }));
    const hits = dice.filter((d) => d.hit).length;
    tx.emit({
      type: "combatRolled",
      seat: play.seat,
      position,
      planet,
      roll: "plague",
      dice,
      hits,
      rng: drawn.rng,
    });
    if (hits > 0) {
      const lost = groundLosses(ground, hits);
      tx.emit({ type: "unitsRemoved", seat: holder, position, planet, units: lost, reason: "Plague" });
    }
  },
};

/**
 * Secret Industrial Agent: any one Space Dock outside the Home Systems is destroyed: name its planet, or
 * its system for a Saar Space Dock floating in space.
 */
const secretIndustrialAgent: ActionCardEffect = {
  check(state, play) {
    const rule = "Secret Industrial Agent";
    const dock = agentDock(state, play);
    if (!dock)
      return target(
        rule,
        "Name the planet (or, for a Saar Space Dock in space, the system) of a Space Dock.",
      );
    if (isHomePosition(state, dock.position))
      return target(rule, "Secret Industrial Agent cannot reach a Space Dock in a Home System.");
    return undefined;
  },
  resolve(tx, play) {
    const dock = agentDock(tx.state, play);
    if (!dock) return;
    tx.emit({
      type: "unitsRemoved",
      seat: dock.seat,
      position: dock.position,
      ...(dock.planet ? { planet: dock.planet } : {}),
      units: { spaceDock: 1 },
      reason: "Secret Industrial Agent",
    });
    // RR §2.3: Fighters the dock supported, with no other room, go too.
    removeUnsupportedFighters(tx, dock.seat, dock.position);
  },
};

function agentDock(
  state: GameState,
  play: CardPlay,
): { seat: Seat; position: PositionLabel; planet: PlanetId | null } | undefined {
  if (play.planets.length > 0) {
    const named = namedPlanet(state, play.planets, "", "");
    if (isRefusal(named)) return undefined;
    const owner = ownersOn(state, named.position, named.planet, "spaceDock")[0];
    return owner ? { seat: owner[0], position: named.position, planet: named.planet } : undefined;
  }
  if (play.system === null) return undefined;
  const owner = (state.board[play.system]?.space ?? []).find((f) => count(f.units, "spaceDock") > 0);
  return owner ? { seat: owner.seat, position: play.system, planet: null } : undefined;
}

/** Uprising: every planet in one system outside the Home Systems is exhausted, whoever holds it. */
const uprising: ActionCardEffect = {
  check(state, play) {
    const rule = "Uprising";
    const position = namedSystem(state, play.system, rule, "the system outside the Home Systems that rises");
    if (isRefusal(position)) return position;
    if (isHomePosition(state, position)) return target(rule, "Uprising cannot strike a Home System.");
    if (planetsAt(state, position).length === 0) return target(rule, "Name a system that has planets.");
    return undefined;
  },
  resolve(tx, play) {
    const position = systemOf(play);
    for (const p of tx.state.players) {
      const planets = planetsAt(tx.state, position).filter((id) => p.planets[id]?.exhausted === false);
      if (planets.length > 0)
        tx.emit({ type: "planetsExhausted", seat: p.seat, planets, reason: "Uprising" });
    }
  },
};

/** Unexpected Action: one of the player's command counters on the board goes back to reinforcements. */
const unexpectedAction: ActionCardEffect = {
  check(state, play) {
    const rule = "Unexpected Action";
    const position = namedSystem(state, play.system, rule, "the system holding your command counter");
    if (isRefusal(position)) return position;
    if (!state.board[position]?.commandCounters.includes(play.seat))
      return target(rule, "Name a system that holds one of your command counters.");
    return undefined;
  },
  resolve(tx, play) {
    tx.emit({ type: "systemCounterRemoved", seat: play.seat, position: systemOf(play) });
  },
};

/**
 * Advanced Reinforcements (SE): 2 Ground Forces, or 1 Shock Troop, on a planet the player controls. The
 * Shock Troop exists only with SE option 6 (Shock Troops), and only while one of the 12 shared tokens is
 * left (SE components); alone on the planet it becomes a Ground Force (SE p.10).
 */
const advancedReinforcements: ActionCardEffect = {
  check(state, play) {
    const rule = "Advanced Reinforcements";
    const named = namedPlanet(state, play.planets, rule, "the planet of yours that receives the units");
    if (isRefusal(named)) return named;
    if (!holds(state, play.seat, named.planet) || isTradeStation(named.planet))
      return target(rule, "Name a planet you control (not a Trade Station).");
    if (play.choice === null || play.choice === "ground-force" || play.choice === "ground-forces")
      return undefined;
    if (play.choice !== "shock-troop")
      return target(rule, "Choose ground-forces (2 Ground Forces) or shock-troop (1 Shock Troop).");
    if (!answers(state, "shockTroopsInPlay").some((inPlay) => inPlay(state)))
      return condition(rule, "Shock Troops are in play only with the Shock Troops option.");
    if (plasticLeft(state, play.seat, "shockTroop") === 0)
      return condition(rule, "All 12 Shock Troop tokens are in play: none is left (SE components).");
    return undefined;
  },
  resolve(tx, play) {
    const { planet, position } = planetOf(tx.state, play);
    const units = play.choice === "shock-troop" ? { shockTroop: 1 } : { groundForce: 2 };
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position,
      planet,
      units,
      reason: "Advanced Reinforcements",
    });
  },
};

/** Equipment Sabotage (SE): up to 2 PDS on one planet are destroyed (the amount named, 2 by default). */
const equipmentSabotage: ActionCardEffect = {
  check(state, play) {
    const rule = "Equipment Sabotage";
    const named = namedPlanet(state, play.planets, rule, "the planet whose PDS are destroyed");
    if (isRefusal(named)) return named;
    if (!ownersOn(state, named.position, named.planet, "pds").some(([s]) => s !== play.seat))
      return target(rule, "Name a planet with another player's PDS.");
    if (play.amount < 0 || play.amount > 2) return target(rule, "Equipment Sabotage destroys 1 or 2 PDS.");
    return undefined;
  },
  resolve(tx, play) {
    const { planet, position } = planetOf(tx.state, play);
    const owner = ownersOn(tx.state, position, planet, "pds").find(([s]) => s !== play.seat);
    if (!owner) return;
    const pds = Math.min(owner[1], play.amount === 0 ? 2 : play.amount);
    tx.emit({
      type: "unitsRemoved",
      seat: owner[0],
      position,
      planet,
      units: { pds },
      reason: "Equipment Sabotage",
    });
  },
};

/**
 * Influence in the Merchants' Guild: one trade agreement in play is broken (RR §17). The agreement is named
 * by one of its players (`target`); when he has two, `choice` names the partner too (race or seat).
 */
const breakTradeAgreement: ActionCardEffect = {
  check(state, play) {
    const found = guildAgreement(state, play);
    return typeof found === "string" ? target("Influence in the Merchants' Guild", found) : undefined;
  },
  resolve(tx, play) {
    const found = guildAgreement(tx.state, play);
    if (typeof found !== "string") breakAgreement(tx, found, play.seat, "Influence in the Merchants' Guild");
  },
};

function guildAgreement(state: GameState, play: CardPlay) {
  if (play.target === null || state.players[play.target] === undefined)
    return "Name a player whose trade agreement is broken.";
  const held = agreementsOf(state, play.target);
  if (held.length === 0) return "That player has no trade agreement in play.";
  if (held.length === 1 && play.choice === null) return held[0] as NonNullable<(typeof held)[number]>;
  const partner = held.find((a) => {
    const other = player(state, partnerIn(a, play.target as Seat));
    return play.choice === String(other.seat) || play.choice === other.race;
  });
  return partner ?? "That player has two trade agreements: name the partner too (choice: his race).";
}

/**
 * Master of Trade: with two trade agreements in play, up to 2 of the player's exhausted planets are
 * readied (RR §17). Interpretation: "active" means in play; the planets are named when playing.
 */
const masterOfTrade: ActionCardEffect = {
  check(state, play) {
    const rule = "Master of Trade";
    if (agreementsOf(state, play.seat).length < 2)
      return condition(rule, "Master of Trade needs two trade agreements of yours in play.");
    const p = player(state, play.seat);
    const unique = new Set(play.planets).size === play.planets.length;
    if (
      play.planets.length < 1 ||
      play.planets.length > 2 ||
      !unique ||
      play.planets.some((id) => p.planets[id]?.exhausted !== true)
    ) {
      return target(rule, "Name 1 or 2 exhausted planets of yours to ready.");
    }
    return undefined;
  },
  resolve(tx, play) {
    tx.emit({ type: "planetsRefreshed", seat: play.seat, planets: [...play.planets] });
  },
};

/**
 * Voluntary Annexation: a neutral planet in a system next to one holding a planet of the player's joins
 * him, with 3 free Ground Forces. Adjacency by a shared edge (wormholes only count for movement, RR §10.4);
 * interpretation: a neutral planet in the same system as one of his does not qualify.
 */
const voluntaryAnnexation: ActionCardEffect = {
  check(state, play) {
    const rule = "Voluntary Annexation";
    const named = namedPlanet(state, play.planets, rule, "the neutral planet that joins you");
    if (isRefusal(named)) return named;
    if (controllerOf(state, named.planet) !== null || isTradeStation(named.planet))
      return target(rule, "Name a neutral planet (not a Trade Station).");
    const near = adjacentPositions(state.galaxy, named.position, adjacencyOptions(state), "other");
    if (!near.some((p) => planetsAt(state, p).some((id) => holds(state, play.seat, id))))
      return target(rule, "The planet must lie next to a system holding a planet you control.");
    if ((state.board[named.position]?.planets[named.planet] ?? []).some((f) => f.seat !== play.seat))
      return condition(rule, "Other players' units stand on that planet.");
    // SE Option 13: the Custodians stand on Mecatol Rex like units; only an invasion takes it past them.
    if (guardedNeutral(state, named.planet))
      return condition(rule, "Guards stand on that planet: only an invasion that beats them takes it.");
    return undefined;
  },
  // Resolved once discarded, so what the option modules ask (neutralPlanetClaimed) may wait on the player.
  resolvesLast: true,
  resolve(tx, play) {
    const { planet, position } = planetOf(tx.state, play);
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position,
      planet,
      units: { groundForce: 3 },
      reason: "Voluntary Annexation",
    });
    gainPlanet(tx, play.seat, planet);
    // As for a landing (tactical/landing.ts): what the option modules do with a neutral planet claimed.
    for (const claimed of answers(tx.state, "neutralPlanetClaimed")) claimed(tx, play.seat, planet);
  },
};

/**
 * Transport: up to 3 Ground Forces go from one planet of the player's to another along a way free of
 * enemy ships. Shock Troops are Ground Forces for every card (SE p.10): named by type (`units`), they go
 * too; an `amount` alone moves plastic Ground Forces (rules/groundMoves.ts).
 */
const transport: ActionCardEffect = {
  check(state, play) {
    const rule = "Transport";
    const [from, to] = play.planets;
    if (play.planets.length !== 2 || from === undefined || to === undefined || from === to)
      return target(
        rule,
        "Name two planets of yours: the one the Ground Forces leave, then the one they reach.",
      );
    const a = namedPlanet(state, [from], rule, "the planet the Ground Forces leave");
    if (isRefusal(a)) return a;
    const b = namedPlanet(state, [to], rule, "the planet the Ground Forces reach");
    if (isRefusal(b)) return b;
    if (!holds(state, play.seat, from) || !holds(state, play.seat, to) || isTradeStation(to))
      return target(rule, "Both planets must be yours (and the second not a Trade Station).");
    const moving = groundUnitsMoved(play.units, play.amount);
    const problem = groundMoveProblem(
      moving,
      groundOn(state, a.position, from, play.seat),
      3,
      getPlanet(from).name,
    );
    if (problem?.code === "ERR_COUNT") return target(rule, `Transport: ${problem.message}`);
    if (problem) return condition(rule, `Transport: ${problem.message}`);
    if (!pathFreeOfEnemyShips(state, play.seat, a.position, b.position))
      return condition(rule, "Every way between the two planets passes enemy ships.");
    return undefined;
  },
  resolve(tx, play) {
    const [from, to] = play.planets as [PlanetId, PlanetId];
    const a = planetOf(tx.state, { ...play, planets: [from] });
    const b = planetOf(tx.state, { ...play, planets: [to] });
    const units = groundUnitsMoved(play.units, play.amount);
    tx.emit({
      type: "unitsRemoved",
      seat: play.seat,
      position: a.position,
      planet: from,
      units,
      reason: "Transport",
    });
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position: b.position,
      planet: to,
      units,
      reason: "Transport",
    });
  },
};

export const BOARD_ACTION_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  civilDefense,
  ghostShip,
  localUnrest,
  luckyShot,
  plague,
  secretIndustrialAgent,
  uprising,
  unexpectedAction,
  advancedReinforcements,
  equipmentSabotage,
  breakTradeAgreement,
  masterOfTrade,
  voluntaryAnnexation,
  transport,
};
