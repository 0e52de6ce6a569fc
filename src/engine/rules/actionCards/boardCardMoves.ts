/**
 * Board cards that move things or leave marks on the map (RR §19): Massive Transport relocates a Space
 * Dock, Signal Jamming puts an opponent's command counter on a system, Strategic Bombardment exhausts the
 * planets under a War Sun and may come back to its player's hand.
 */
import type { PlanetId } from "../../../content/index.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState } from "../../state.ts";
import { removeUnsupportedFighters } from "../combat/losses.ts";
import { reinforcements } from "../counters.ts";
import { count, planetsAt, spaceUnits } from "../units.ts";
import {
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
import { type ActionCardEffect, type CardPlay, checkOpponent } from "./cardPlay.ts";

function target(rule: string, message: string): RuleError {
  return ruleError("ERR_CARD_TARGET", rule, message);
}

function condition(rule: string, message: string): RuleError {
  return ruleError("ERR_CARD_CONDITION", rule, message);
}

/** The two planets of a Massive Transport, placed on the board, or the refusal. */
function transportEnds(state: GameState, play: CardPlay) {
  const rule = "Massive Transport";
  const [from, to] = play.planets;
  if (play.planets.length !== 2 || from === undefined || to === undefined || from === to)
    return target(rule, "Name two planets of yours: the Space Dock's, then the one it moves to.");
  const a = namedPlanet(state, [from], rule, "the planet of your Space Dock");
  if (isRefusal(a)) return a;
  const b = namedPlanet(state, [to], rule, "the planet the Space Dock moves to");
  if (isRefusal(b)) return b;
  return { from: a, to: b };
}

/**
 * Massive Transport: one of the player's Space Docks moves to another planet of his along a way free of
 * enemy ships. Interpretation: a planet holds one Space Dock (RR §14), never on a Trade Station (SE p.7);
 * Saar Space Docks float in space and have no planet to leave.
 */
const massiveTransport: ActionCardEffect = {
  check(state, play) {
    const rule = "Massive Transport";
    const ends = transportEnds(state, play);
    if (isRefusal(ends)) return ends;
    const { from, to } = ends;
    if (
      !holds(state, play.seat, from.planet) ||
      onPlanet(state, from.position, from.planet, play.seat, "spaceDock") === 0
    )
      return target(rule, "The first planet must be yours and hold your Space Dock.");
    if (!holds(state, play.seat, to.planet) || isTradeStation(to.planet))
      return target(rule, "The Space Dock moves to a planet you control (not a Trade Station).");
    if (ownersOn(state, to.position, to.planet, "spaceDock").length > 0)
      return condition(rule, "That planet already has a Space Dock (one per planet, RR §14).");
    if (!pathFreeOfEnemyShips(state, play.seat, from.position, to.position))
      return condition(rule, "Every way between the two planets passes enemy ships.");
    return undefined;
  },
  resolve(tx, play) {
    const ends = transportEnds(tx.state, play);
    if (isRefusal(ends)) return;
    const units = { spaceDock: 1 };
    const reason = "Massive Transport";
    tx.emit({
      type: "unitsRemoved",
      seat: play.seat,
      position: ends.from.position,
      planet: ends.from.planet,
      units,
      reason,
    });
    tx.emit({
      type: "unitsPlaced",
      seat: play.seat,
      position: ends.to.position,
      planet: ends.to.planet,
      units,
      reason,
    });
    // RR §2.3: Fighters the dock supported where it stood, with no other room, go.
    removeUnsupportedFighters(tx, play.seat, ends.from.position);
  },
};

/**
 * Signal Jamming (Strategy Phase): a counter from the named opponent's reinforcements goes on a system
 * outside the Home Systems. Interpretation: not on a system that already holds one of his counters (a
 * player has one counter per system, RR §8 step 1).
 */
const signalJamming: ActionCardEffect = {
  check(state, play) {
    const rule = "Signal Jamming";
    const opponent = checkOpponent(state, play, rule);
    if (opponent) return opponent;
    const position = namedSystem(
      state,
      play.system,
      rule,
      "the system outside the Home Systems that is jammed",
    );
    if (isRefusal(position)) return position;
    if (isHomePosition(state, position)) return target(rule, "Signal Jamming cannot jam a Home System.");
    const victim = play.target as number;
    if (state.board[position]?.commandCounters.includes(victim))
      return condition(rule, "That player already has a command counter in that system.");
    if (reinforcements(state, victim) < 1)
      return condition(rule, "That player has no command counter left in his reinforcements.");
    return undefined;
  },
  resolve(tx, play) {
    tx.emit({
      type: "commandCounterPlaced",
      seat: play.target as number,
      position: play.system as string,
      from: null,
      reason: "Signal Jamming",
    });
  },
};

/** The planets other players hold in a system, by holder, ready ones only. */
function readyEnemyPlanets(state: GameState, play: CardPlay): [number, PlanetId[]][] {
  const position = play.system as string;
  return state.players
    .filter((p) => p.seat !== play.seat)
    .map(
      (p) =>
        [p.seat, planetsAt(state, position).filter((id) => p.planets[id]?.exhausted === false)] as [
          number,
          PlanetId[],
        ],
    )
    .filter(([, planets]) => planets.length > 0);
}

/**
 * Strategic Bombardment: with the player's War Sun in a system of enemy planets, those planets are
 * exhausted; then a die: on 6 or more the card goes back to his hand (it resolves once discarded).
 */
const strategicBombardment: ActionCardEffect = {
  check(state, play) {
    const rule = "Strategic Bombardment";
    const position = namedSystem(state, play.system, rule, "the system of your War Sun");
    if (isRefusal(position)) return position;
    if (count(spaceUnits(state, position, play.seat), "warSun") === 0)
      return target(rule, "Name a system where you have a War Sun.");
    const enemy = planetsAt(state, position).some((id) =>
      state.players.some((p) => p.seat !== play.seat && p.planets[id] !== undefined),
    );
    if (!enemy) return condition(rule, "That system holds no planet of another player.");
    return undefined;
  },
  resolvesLast: true,
  resolve(tx, play) {
    const position = play.system as string;
    for (const [seat, planets] of readyEnemyPlanets(tx.state, play))
      tx.emit({ type: "planetsExhausted", seat, planets, reason: "Strategic Bombardment" });
    const drawn = rollD10(tx.state.rng, 1);
    const value = drawn.value[0] as number;
    const back = value >= 6;
    tx.emit({
      type: "combatRolled",
      seat: play.seat,
      position,
      planet: null,
      roll: "strategicBombardment",
      dice: [{ unit: "warSun", value, needed: 6, hit: back }],
      hits: back ? 1 : 0,
      rng: drawn.rng,
    });
    if (back) tx.emit({ type: "actionCardReturnedToHand", seat: play.seat, card: play.card });
  },
};

export const BOARD_MOVE_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  massiveTransport,
  signalJamming,
  strategicBombardment,
};
