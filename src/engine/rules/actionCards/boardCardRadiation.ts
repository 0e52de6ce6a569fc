/**
 * Star of Death (RR §19, timing "beforeLandings"): at the start of the Planetary Landing step of a
 * tactical action, a player with a War Sun in the system activated destroys every Ground Force, Shock
 * Troop, PDS and Space Dock on one planet of that system; the planet turns neutral and gets a radiation
 * counter.
 *
 * The radiation counter [recalled]: the counter is Distant Suns' Radiation domain counter, face up (SE,
 * Domain Counters: "kill all the Ground Forces of the initial landing, the planet remains uncontrolled,
 * then remove the counter"). So the next landing there dies and the planet stays neutral, and the counter
 * goes; a planet gained another way loses its counter unused (RR §24.3: a planet gained any other way than
 * by a landing loses its domain counter). The engine has no domain counters, so the counter is kept as the
 * card's lasting effect naming the planet (`starOfDeath`, lasting until used), the smallest state that
 * records it.
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { unitsAt } from "../combat/forces.ts";
import { destroyUnits, removeUnsupportedFighters } from "../combat/losses.ts";
import { controllerOf } from "../tactical/control.ts";
import { totalUnits } from "../units.ts";
import { namedPlanet } from "./boardCardTools.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { cardEffects, endCardEffect, startCardEffect } from "./lasting.ts";

const CARD = "Star of Death";
const KEY = "starOfDeath";

/** The system activated, when the tactical action's landings are about to begin (its window is open). */
function landingsBegin(state: GameState): PositionLabel | null {
  const action = state.stack.findLast((f) => f.kind === "tacticalAction");
  return action?.kind === "tacticalAction" && action.step === "landing" ? action.position : null;
}

/** The planet named, in the system activated where the player has a War Sun; or why not. */
function target(state: GameState, play: CardPlay): { planet: PlanetId; position: PositionLabel } | RuleError {
  const position = landingsBegin(state);
  if (position === null || (unitsAt(state, position, null, play.seat).units.warSun ?? 0) === 0) {
    return ruleError(
      "ERR_CARD_CONDITION",
      CARD,
      "Play it as landings begin in the system activated, with a War Sun of yours there.",
    );
  }
  const named = namedPlanet(state, play.planets, CARD, `one planet of ${position}, where your War Sun is`);
  if (isRuleError(named)) return named;
  if (named.position !== position)
    return ruleError("ERR_CARD_TARGET", CARD, `Name a planet of ${position}, where your War Sun is.`);
  if (getPlanet(named.planet).tradeStation)
    return ruleError(
      "ERR_CARD_TARGET",
      CARD,
      "A Trade Station holds no ground units and follows the ships (SE p.7): name another planet.",
    );
  return named;
}

const starOfDeath: ActionCardEffect = {
  check(state, play) {
    const named = target(state, play);
    return isRuleError(named) ? named : undefined;
  },
  resolve(tx, play) {
    const named = target(tx.state, play);
    if (isRuleError(named)) return;
    const { planet, position } = named;
    const owners = (tx.state.board[position]?.planets[planet] ?? []).map((f) => f.seat);
    for (const seat of owners) {
      const units = unitsAt(tx.state, position, planet, seat).units;
      if (totalUnits(units) > 0) destroyUnits(tx, seat, position, planet, units, CARD);
    }
    // RR §2.3: Fighters the lost Space Dock supported, with no other room, go too.
    for (const seat of owners) removeUnsupportedFighters(tx, seat, position);
    const holder = controllerOf(tx.state, planet);
    if (holder !== null) tx.emit({ type: "planetLost", seat: holder, planet, reason: CARD });
    startCardEffect(tx, {
      effect: KEY,
      seat: play.seat,
      planets: [planet],
      system: position,
      lastRound: null,
    });
  },
};

export const BOARD_RADIATION_EFFECTS: Readonly<Record<string, ActionCardEffect>> = { starOfDeath };

/**
 * The radiation counter (landingRepelled): the ground units just landed on the planet are destroyed, the
 * planet stays neutral and the counter goes.
 */
export function radiationKillsLanding(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  planet: PlanetId,
): boolean {
  const counter = cardEffects(tx.state, KEY).find((e) => e.planets.includes(planet));
  if (!counter) return false;
  const landed = unitsAt(tx.state, position, planet, seat).units;
  destroyUnits(tx, seat, position, planet, landed, "radiation (Star of Death)");
  endCardEffect(tx, counter);
  return true;
}

/** A standing check: a radiation counter on a planet someone has gained another way is removed unused. */
export function radiationLifted(tx: Tx): boolean {
  const held = cardEffects(tx.state, KEY).filter((e) => {
    const planet = e.planets[0];
    return planet === undefined || controllerOf(tx.state, planet) !== null;
  });
  for (const counter of held) endCardEffect(tx, counter);
  return held.length > 0;
}
