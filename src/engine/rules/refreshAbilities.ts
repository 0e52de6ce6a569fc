/**
 * Refresh abilities (SE p.7, core rules of the expansion; RR §21.4): in the Status Phase, right after the
 * planet cards are refreshed, each player may exhaust any of his planets that have a refresh ability to
 * gain it instead of the planet's resources: 2 Trade Goods (the Trade Stations, Sumerian and Tsion), 2
 * Ground Forces (Primor), 2 Fighters (Mirage), 2 Shock Troops (Hope's End; Ground Forces unless the Shock
 * Troops option says they are in play). Units go on the planet exhausted for them; Fighters, which stand in
 * space, into its system's space.
 *
 * Players answer all at once (`useRefreshAbilities`, naming the planets, none for none); only those with a
 * ready planet whose ability can be used are asked. Interpretation [recalled]: Fighters need a Carrier, War
 * Sun or Space Dock there to support them (RR §2.3), and units need plastic left (RR §1); a planet whose
 * units could not be placed is not offered, and naming it is refused.
 */
import { getPlanet, type PlanetId, type RefreshAbility, type UnitType } from "../../content/index.ts";
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import type { GameEvent } from "../events.ts";
import { evolve } from "../evolve.ts";
import type { FrameRules } from "../flow.ts";
import type { RefreshAbilitiesFrame } from "../frames.ts";
import { answers } from "../hooks/index.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat, UnitCounts } from "../state.ts";
import type { Tx } from "../tx.ts";
import { orderOfPlay, player } from "./players.ts";
import { planetName } from "./spending.ts";
import { checkDestination } from "./tactical/moveChecks.ts";
import { gainTradeGoods } from "./trade/agreements.ts";
import { plasticLeft, positionOfPlanet, tidy } from "./units.ts";

const RULE = "SE p.7 Refresh Abilities";

/**
 * The units a refresh ability places, if any. Shock Troops only when the option plays them, and only as
 * many as the shared tokens left (SE components); [interpretation] those missing come as Ground Forces, as
 * they all do without the option.
 */
function unitsGiven(state: GameState, seat: Seat, ability: RefreshAbility): UnitCounts | null {
  const n = ability.amount;
  switch (ability.effect) {
    case "gainTradeGoods":
      return null;
    case "gainFighters":
      return { fighter: n };
    case "gainGroundForces":
      return { groundForce: n };
    case "gainShockTroops": {
      if (!answers(state, "shockTroopsInPlay").some((inPlay) => inPlay(state))) return { groundForce: n };
      const shock = Math.min(n, plasticLeft(state, seat, "shockTroop") ?? n);
      return shock === n ? { shockTroop: n } : { shockTroop: shock, groundForce: n - shock };
    }
  }
}

/** The event placing a refresh ability's units (none for Trade Goods). */
function placement(
  state: GameState,
  seat: Seat,
  planet: PlanetId,
  ability: RefreshAbility,
): GameEvent | null {
  const units = unitsGiven(state, seat, ability);
  const position = positionOfPlanet(state, planet);
  if (units === null || position === null) return null;
  return {
    type: "unitsPlaced",
    seat,
    position,
    ...(units.fighter ? {} : { planet }),
    units: tidy(units),
    reason: `${getPlanet(planet).name}'s refresh ability`,
  };
}

/** Why this planet's refresh ability cannot be used by `seat` now, or undefined. */
function refreshRefusal(state: GameState, seat: Seat, planet: string): RuleError | undefined {
  const card = player(state, seat).planets[planet as PlanetId];
  const ability = card ? getPlanet(planet as PlanetId).refresh : null;
  if (!card || !ability)
    return ruleError(
      "ERR_NO_REFRESH",
      RULE,
      `${planetName(planet)} is not a planet of yours with a refresh ability.`,
    );
  if (card.exhausted) return ruleError("ERR_PLANET_EXHAUSTED", RULE, `${planetName(planet)} is exhausted.`);
  const placed = placement(state, seat, planet as PlanetId, ability);
  if (placed?.type !== "unitsPlaced") return undefined;
  for (const [type, n] of Object.entries(placed.units)) {
    const left = plasticLeft(state, seat, type as UnitType);
    if (left !== null && left < (n ?? 0))
      return ruleError(
        "ERR_PLASTIC",
        "RR §1",
        `You have too few units left to place on ${planetName(planet)}.`,
      );
  }
  if (placed.planet !== undefined) return undefined;
  return checkDestination(evolve(structuredClone(state), placed), seat, placed.position);
}

/** The seat's planets whose refresh ability can be used now. */
export function refreshablePlanets(state: GameState, seat: Seat): PlanetId[] {
  return (Object.keys(player(state, seat).planets) as PlanetId[]).filter(
    (planet) => getPlanet(planet).refresh !== null && refreshRefusal(state, seat, planet) === undefined,
  );
}

/** SE p.7: asked right after the planets refresh (statusPhase.ts), of everyone with an ability to use. */
export function askRefreshAbilities(tx: Tx): void {
  const awaiting = orderOfPlay(tx.state).filter((seat) => refreshablePlanets(tx.state, seat).length > 0);
  if (awaiting.length > 0) tx.emit({ type: "framePushed", frame: { kind: "refreshAbilities", awaiting } });
}

export const REFRESH_ABILITIES_RULES: FrameRules<RefreshAbilitiesFrame> = {
  decisions(state, frame): Decision[] {
    return frame.awaiting.map((seat) => ({
      kind: "useRefreshAbilities" as const,
      seat,
      simultaneous: true,
      prompt: "exhaust planets for their refresh abilities (not their resources), or none",
      choices: refreshablePlanets(state, seat),
    }));
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    tx.emit({ type: "framePopped" });
    return true;
  },
};

export function useRefreshAbilities(
  tx: Tx,
  command: Extract<Command, { type: "useRefreshAbilities" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "refreshAbilities") throw new Error("no refresh abilities asked");
  const { seat, planets } = command;
  if (new Set(planets).size !== planets.length)
    return ruleError("ERR_PLANET_TWICE", RULE, "Each planet is exhausted only once.");
  // Each planet is checked as the others are used first: plastic and support run out together.
  let after = tx.state;
  for (const planet of planets) {
    const refused = refreshRefusal(after, seat, planet);
    if (refused) return refused;
    const placed = placement(after, seat, planet, getPlanet(planet).refresh as RefreshAbility);
    if (placed) after = evolve(structuredClone(after), placed);
  }
  tx.emit({ type: "frameReplaced", frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== seat) } });
  if (planets.length === 0) return undefined;
  tx.emit({ type: "planetsExhausted", seat, planets: [...planets], reason: "refresh abilities" });
  for (const planet of planets) {
    const ability = getPlanet(planet).refresh as RefreshAbility;
    const placed = placement(tx.state, seat, planet, ability);
    if (placed) tx.emit(placed);
    else gainTradeGoods(tx, seat, ability.amount, `${getPlanet(planet).name}'s refresh ability`);
  }
  return undefined;
}
