/**
 * Diplomacy (RR §6).
 * - Primary, Diplomatic Envoy: name an opponent (`target`); until the Action Phase ends neither of you may
 *   activate a system holding units of the other (Ground Forces and PDS included). The pair is kept in
 *   `state.diplomacyPairs` for the tactical and transfer actions to read (`activationForbidden`); PDS fire
 *   and other effects are not restricted (RR §6, FAQ).
 * - Secondary, Economic Stimulus: ready up to 2 of your exhausted planets outside your Home System
 *   (`refresh`). The Xxcha may resolve the primary instead (`primaryInstead`).
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PlanetCard, PositionLabel, Seat } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import { player } from "../players.ts";
import { asPrimary, type SeatAbility, withXxchaPrimary } from "./ability.ts";
import { hasUnitsIn } from "./board.ts";

const RULE = "RR §6 Diplomacy";

/** Checks that `target` names an opponent still in the game. */
export function checkOpponent(
  state: GameState,
  seat: Seat,
  target: unknown,
  rule: string,
): RuleError | undefined {
  const other = typeof target === "number" ? state.players[target] : undefined;
  if (!other || other.eliminated || target === seat) {
    return ruleError("ERR_NOT_AN_OPPONENT", rule, "Name an opponent still in the game, by seat (`target`).");
  }
  return undefined;
}

export const diplomaticEnvoyAbility: SeatAbility = {
  check: (state, seat, choice) => checkOpponent(state, seat, choice.target, RULE),
  apply(tx, seat, choice) {
    tx.emit({ type: "diplomaticEnvoySent", seat, target: choice.target as Seat });
  },
};

/**
 * For the tactical and transfer actions: the opponent whose units make this activation illegal under
 * Diplomatic Envoy, or null when the activation is allowed.
 */
export function activationForbidden(state: GameState, seat: Seat, position: PositionLabel): Seat | null {
  const system = state.board[position];
  if (!system) return null;
  for (const [a, b] of state.diplomacyPairs ?? []) {
    const other = a === seat ? b : b === seat ? a : null;
    if (other !== null && hasUnitsIn(system, other)) return other;
  }
  return null;
}

/** The planets of the player's Home System. */
export function homePlanets(state: GameState, seat: Seat): string[] {
  const home = player(state, seat).home;
  const system = home ? state.board[home] : undefined;
  return system ? Object.keys(system.planets) : [];
}

function planetName(id: string): string {
  try {
    return getPlanet(id).name;
  } catch {
    return `"${id}"`;
  }
}

function checkRefresh(state: GameState, seat: Seat, planets: unknown): RuleError | undefined {
  const list = planets ?? [];
  if (!Array.isArray(list) || list.length > 2 || new Set(list).size !== list.length) {
    return ruleError("ERR_REFRESH_COUNT", RULE, "Economic Stimulus readies at most 2 different planets.");
  }
  const held = player(state, seat).planets as Record<string, PlanetCard>;
  for (const id of list as string[]) {
    const card = held[id];
    if (!card) return ruleError("ERR_NOT_YOUR_PLANET", RULE, `You do not control ${planetName(id)}.`);
    if (!card.exhausted) return ruleError("ERR_PLANET_READY", RULE, `${planetName(id)} is not exhausted.`);
    if (homePlanets(state, seat).includes(id)) {
      return ruleError(
        "ERR_HOME_PLANET",
        RULE,
        `Economic Stimulus readies planets outside your Home System; ${planetName(id)} is in it.`,
      );
    }
  }
  return undefined;
}

const stimulus: SecondaryRule = {
  check: (state, seat, choice) => checkRefresh(state, seat, choice.refresh),
  resolve(tx, seat, choice) {
    const planets = (choice.refresh ?? []) as PlanetId[];
    if (planets.length > 0) tx.emit({ type: "planetsRefreshed", seat, planets });
  },
};

export const diplomaticEnvoy: PrimaryRule = asPrimary(
  diplomaticEnvoyAbility,
  "name an opponent (target): until the Action Phase ends, neither of you may activate a system holding the other's units",
);
export const economicStimulus: SecondaryRule = withXxchaPrimary(stimulus, diplomaticEnvoyAbility, RULE);
