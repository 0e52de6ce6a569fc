/**
 * Diplomacy II (SE p.14, Variant Strategy Card Summary).
 * - Primary, Demilitarized Zone: option "demilitarize": name a system (`position`) holding a planet you
 *   control; each opponent puts a command counter there from reinforcements, or, with none left, one of
 *   their choice from the race sheet (they answer at once); option "annex": the secondary, without paying
 *   the counter or the influence (`secondary.annex`).
 * - Secondary, Peaceful Annexation: 1 Strategy Allocation counter and 3 influence to claim an empty planet
 *   (no units of anyone on it) in a system adjacent to a system you control, even another player's
 *   planet; never Mecatol Rex, nor a planet annexed by another player during this strategic action. The
 *   planet card arrives exhausted (ready with Nano Technology; the Saar also gain their Trade Good).
 * - The Xxcha may resolve the primary instead of the secondary (still paying the counter).
 */
import type { PlanetId } from "../../../content/index.ts";
import type { Command, PrimaryChoice, SecondaryChoice } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { FrameRules } from "../../flow.ts";
import type { DemilitarizedZoneFrame } from "../../frames.ts";
import { adjacentPositions } from "../../galaxy/adjacency.ts";
import { answers } from "../../hooks/index.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../state.ts";
import type { PrimaryRule, SecondaryRule } from "../../strategyCards.ts";
import type { Tx } from "../../tx.ts";
import { COUNTER_AREAS, countersOnSheet, reinforcements } from "../counters.ts";
import { clockwiseFrom, player } from "../players.ts";
import { pay, paymentValue, planetName } from "../spending.ts";
import { controlsSystem, gainPlanet } from "../tactical/control.ts";
import { asPrimary, type SeatAbility, withXxchaPrimary } from "./ability.ts";
import { positionOfPlanet, unitsOnPlanet } from "./board.ts";
import { listIn, noteInStrategicAction, resumeStrategicAction } from "./resume.ts";

const RULE = "SE p.14 Diplomacy II";
const DEMILITARIZE = "demilitarize";
const ANNEX = "annex";

function annexedThisAction(state: GameState): string[] {
  const frame = state.stack.findLast((f) => f.kind === "strategicAction");
  return frame?.kind === "strategicAction" ? listIn(frame.detail, "annexed") : [];
}

function touchesControlledSystem(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const options = { wormholeNexus: state.config.options.includes("wormholeNexus") };
  // RR §10.4: wormholes make systems adjacent for movement only.
  const near = adjacentPositions(state.galaxy, position, options, "other");
  return near.some((other) => controlsSystem(state, seat, other));
}

function checkAnnex(state: GameState, seat: Seat, planet: unknown): RuleError | undefined {
  const position = typeof planet === "string" ? positionOfPlanet(state, planet) : undefined;
  const system = position ? state.board[position] : undefined;
  if (typeof planet !== "string" || !position || !system) {
    return ruleError("ERR_NO_PLANET", RULE, "Name a planet on the board to annex (`annex`, a planet id).");
  }
  const name = planetName(planet);
  if (planet === "mecatol-rex") return ruleError("ERR_MECATOL_REX", RULE, "No player may annex Mecatol Rex.");
  if (planet in player(state, seat).planets)
    return ruleError("ERR_ALREADY_YOURS", RULE, `You already control ${name}.`);
  const leaders = answers(state, "leadersOnPlanet").reduce(
    (n, on) => n + on(state, null, planet as PlanetId),
    0,
  );
  if (unitsOnPlanet(system, planet as PlanetId) || leaders > 0) {
    return ruleError(
      "ERR_PLANET_OCCUPIED",
      RULE,
      `${name} is not empty: only a planet without Ground Forces, PDS, Space Docks or Leaders can be annexed.`,
    );
  }
  if (annexedThisAction(state).includes(planet)) {
    return ruleError("ERR_ANNEXED_THIS_TURN", RULE, `${name} was annexed by another player this turn.`);
  }
  if (!touchesControlledSystem(state, seat, position)) {
    return ruleError(
      "ERR_NOT_ADJACENT",
      RULE,
      `${name} must lie next to a system you control (all its planets and a ship other than a Fighter).`,
    );
  }
  return undefined;
}

/** The card changes hands as any gained planet's does (tactical/control.ts). */
function annex(tx: Tx, seat: Seat, planet: PlanetId): void {
  gainPlanet(tx, seat, planet);
  noteInStrategicAction(tx, { annexed: [...annexedThisAction(tx.state), planet].join(",") });
}

/** The secondary pays 3 influence; the primary's option "annex" checks only the planet (checkAnnex). */
function checkPaidAnnex(state: GameState, seat: Seat, choice: SecondaryChoice): RuleError | undefined {
  const refused = checkAnnex(state, seat, choice.annex);
  if (refused) return refused;
  const value = paymentValue(state, seat, choice, "influence");
  if (typeof value !== "number") return value;
  if (value < 3) {
    return ruleError("ERR_INFLUENCE", RULE, `Peaceful Annexation costs 3 influence; you offered ${value}.`);
  }
  return undefined;
}

const annexation: SecondaryRule = {
  check: checkPaidAnnex,
  resolve(tx, seat, choice) {
    pay(tx, seat, choice, "Peaceful Annexation");
    annex(tx, seat, choice.annex as PlanetId);
  },
};

function checkZone(state: GameState, seat: Seat, position: unknown): RuleError | undefined {
  const system = typeof position === "string" ? state.board[position] : undefined;
  const mine = player(state, seat).planets;
  if (!system || !Object.keys(system.planets).some((id) => id in mine)) {
    return ruleError(
      "ERR_DMZ_SYSTEM",
      RULE,
      "Name a system (`position`) holding a planet you control for the Demilitarized Zone.",
    );
  }
  return undefined;
}

function demilitarize(tx: Tx, seat: Seat, position: PositionLabel): void {
  const reason = "Diplomacy II: Demilitarized Zone";
  const choosing: Seat[] = [];
  for (const other of clockwiseFrom(tx.state, seat).filter((s) => s !== seat)) {
    if (reinforcements(tx.state, other) > 0)
      tx.emit({ type: "commandCounterPlaced", seat: other, position, from: null, reason });
    else if (countersOnSheet(tx.state, other) > 0) choosing.push(other);
  }
  if (choosing.length > 0) {
    tx.emit({ type: "framePushed", frame: { kind: "demilitarizedZone", position, awaiting: choosing } });
  }
}

const zone: SeatAbility = {
  check(state, seat, choice: PrimaryChoice) {
    if (choice.option === DEMILITARIZE) return checkZone(state, seat, choice.position);
    if (choice.option === ANNEX) return checkAnnex(state, seat, choice.secondary?.annex);
    return ruleError(
      "ERR_DIPLOMACY_OPTION",
      RULE,
      `Choose option "${DEMILITARIZE}" with a system (position) or "${ANNEX}" with a planet (secondary.annex).`,
    );
  },
  apply(tx, seat, choice) {
    if (choice.option === DEMILITARIZE) demilitarize(tx, seat, choice.position as PositionLabel);
    else annex(tx, seat, choice.secondary?.annex as PlanetId);
  },
};

export const demilitarizedZone: PrimaryRule = asPrimary(
  zone,
  `choose "${DEMILITARIZE}" (a system with your planet gets a counter of every opponent) or "${ANNEX}" (annex a planet for free)`,
);
export const peacefulAnnexation: SecondaryRule = withXxchaPrimary(annexation, zone, RULE);

export const DEMILITARIZED_ZONE_RULES: FrameRules<DemilitarizedZoneFrame> = {
  decisions(state, frame): Decision[] {
    return frame.awaiting.map((seat) => ({
      kind: "placeCounterFromSheet" as const,
      seat,
      simultaneous: true,
      prompt: `your reinforcements are empty: choose the area of your race sheet whose counter goes to ${frame.position}`,
      choices: COUNTER_AREAS.filter((area) => player(state, seat).counters[area] > 0),
    }));
  },
  advance(tx, frame) {
    if (frame.awaiting.length > 0) return false;
    tx.emit({ type: "framePopped" });
    resumeStrategicAction(tx);
    return true;
  },
};

export function placeCounterFromSheet(
  tx: Tx,
  command: Extract<Command, { type: "placeCounterFromSheet" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "demilitarizedZone") throw new Error("no Demilitarized Zone waiting for counters");
  const area = command.area;
  if (!COUNTER_AREAS.includes(area) || player(tx.state, command.seat).counters[area] < 1) {
    return ruleError(
      "ERR_EMPTY_AREA",
      RULE,
      "Choose an area of your race sheet (strategy, fleet or command) that holds a command counter.",
    );
  }
  const reason = "Diplomacy II: Demilitarized Zone";
  tx.emit({ type: "commandCounterPlaced", seat: command.seat, position: frame.position, from: area, reason });
  tx.emit({
    type: "frameReplaced",
    frame: { ...frame, awaiting: frame.awaiting.filter((s) => s !== command.seat) },
  });
  return undefined;
}
