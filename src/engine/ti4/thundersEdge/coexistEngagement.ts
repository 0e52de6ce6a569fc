/**
 * TE "Coexist", engaging coexisting units (the rulebook's third and fourth paragraphs of "Coexist"):
 *
 * - "Coexisting units can have combat initiated against them by units being committed to the planet that
 *   contains them ... The activating player may choose not to engage the coexisting units ... they may
 *   optionally engage a coexisting player's units after winning a combat against the planet's owner,
 *   initiating separate combats against any coexisting player as desired." Here: once the active player's
 *   committed ground forces are on a planet with no other ground forces left to fight (the owner's beaten, or
 *   none there), while another player's coexisting ground forces are there, the active player is asked
 *   (`engageCoexisting`, the invasion frame's `asking`) which coexisting players to engage, none being a
 *   choice; each named player's ground forces are then fought in a ground combat of its own, in the order
 *   named, while the active player still has ground forces there [reading: the players are named at once,
 *   not one after each combat; coexisting units with no ground forces are not engaged, and any structures
 *   they keep stay coexisting].
 * - "a coexisting player may choose to end their coexistence by activating the coexisting unit's system and
 *   committing the coexisting units against the planet ... If they win the ground combat, they cease
 *   coexisting and gain control of the planet as normal." Here: as the active player commits ground forces
 *   (`commitGroundForces`' `coexisting`), they may name planets of the active system where their coexisting
 *   ground forces are; those planets count as committed to (the invasion frame's `endingCoexistence`): the
 *   other players' non-coexisting ground forces there fight them, and once none are left while theirs
 *   remain, their coexistence ends and they gain the planet as a landing would (LRR 49.5) [reading: with no
 *   ground forces to fight there, the planet is theirs as after a landing; space cannon defense fires at
 *   these units as at units landed, being committed; losing, their structures there keep coexisting].
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, listOf, seat as seatField } from "../../commands/forms.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4InvasionFrame } from "../invasion/frames.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { coexistingSeats, coexists, engagedDefenders } from "./coexist.ts";

type Ti4Tx = Tx<Ti4>;

const RULE = "TE Coexist";

export const COEXIST_ENGAGEMENT_COMMANDS = [
  /** TE "Coexist": the coexisting players whose ground forces on `planet` the active player engages (none: none). */
  command("engageCoexisting", { planet: ti4Id<Ti4PlanetId>("planet"), seats: listOf(seatField) }),
] as const;

function groundForces(state: Ti4State, seat: Seat, position: string, planet: Ti4PlanetId): number {
  return countUnits(unitsIn(state.board[position], seat, planet), TI4_GROUND_FORCE_TYPES);
}

/** Whether the active player's coexisting units on `planet` are committed against it in this invasion. */
export function endingCoexistence(frame: Ti4InvasionFrame, planet: Ti4PlanetId): boolean {
  return (frame.endingCoexistence ?? []).includes(planet);
}

/** The seats whose ground forces the invasion's committed forces on `planet` fight first (the owner's). */
export function invasionDefenders(state: Ti4State, frame: Ti4InvasionFrame, planet: Ti4PlanetId): Seat[] {
  return engagedDefenders(state, frame.seat, frame.system, planet, endingCoexistence(frame, planet));
}

/** The coexisting players on `planet` the active player may engage now (none while the owner's are left). */
export function engageableSeats(state: Ti4State, frame: Ti4InvasionFrame, planet: Ti4PlanetId): Seat[] {
  const { seat, system } = frame;
  if (coexists(state, seat, system, planet) && !endingCoexistence(frame, planet)) return [];
  if (groundForces(state, seat, system, planet) === 0) return [];
  if (invasionDefenders(state, frame, planet).length > 0) return [];
  return coexistingSeats(state, system, planet).filter(
    (other) => other !== seat && groundForces(state, other, system, planet) > 0,
  );
}

/** The next committed planet where the active player is to be asked whether to engage coexisting units. */
export function nextEngagementQuestion(state: Ti4State, frame: Ti4InvasionFrame): Ti4PlanetId | undefined {
  return (frame.committed ?? []).find(
    (planet) =>
      !(frame.engageAsked ?? []).includes(planet) && engageableSeats(state, frame, planet).length > 0,
  );
}

/** The next coexisting player's ground forces engaged and still to be fought, with the active player's there. */
export function nextEngaged(
  state: Ti4State,
  frame: Ti4InvasionFrame,
): { planet: Ti4PlanetId; seat: Seat } | undefined {
  return (frame.engaging ?? []).find(
    (e) =>
      groundForces(state, frame.seat, frame.system, e.planet) > 0 &&
      groundForces(state, e.seat, frame.system, e.planet) > 0,
  );
}

/** The question asked while the invasion frame's `asking` names a planet. */
export function engagementDecision(state: Ti4State, frame: Ti4InvasionFrame): Decision<Ti4>[] {
  const planet = frame.asking;
  if (planet === undefined) return [];
  return [
    {
      kind: "engageCoexisting",
      seat: frame.seat,
      simultaneous: false,
      prompt: `engage coexisting players' ground forces on ${planet}, each in a combat of its own (or none)`,
      choices: engageableSeats(state, frame, planet).map(String),
    },
  ];
}

function engageCoexisting(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "engageCoexisting" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Invasion" || frame.seat !== command.seat || frame.asking !== command.planet)
    return ruleError(
      "ERR_TI4_NO_ENGAGEMENT",
      RULE,
      "Coexisting units are engaged by the active player once no other ground forces are left to fight on the planet their forces were committed to: that is not asked of you now.",
      { planet: command.planet },
    );
  const offered = engageableSeats(tx.state, frame, command.planet);
  const stranger = command.seats.find((s) => !offered.includes(s));
  if (stranger !== undefined || new Set(command.seats).size !== command.seats.length)
    return ruleError(
      "ERR_TI4_ENGAGE_SEAT",
      RULE,
      `On ${command.planet} you may engage the coexisting ground forces of seats ${offered.join(", ")} only, each named once.`,
      { seat: stranger ?? -1 },
    );
  const { asking: _asked, ...rest } = frame;
  const engaging = [
    ...(frame.engaging ?? []),
    ...command.seats.map((seat) => ({ planet: command.planet, seat })),
  ];
  const next: Ti4InvasionFrame = {
    ...rest,
    engageAsked: [...(frame.engageAsked ?? []), command.planet],
    ...(engaging.length > 0 ? { engaging } : {}),
  };
  tx.emit({ type: "ti4FrameUpdated", frame: next });
  return undefined;
}

/**
 * The ground combats of TE "Coexist" once the ordinary ones are over: the question, then each engaged player's
 * combat. Returns whether anything was done (false: the invasion goes on to control).
 */
export function engageCoexistingUnits(tx: Ti4Tx, frame: Ti4InvasionFrame): boolean {
  const asking = nextEngagementQuestion(tx.state, frame);
  if (asking !== undefined) {
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, asking } });
    return true;
  }
  const next = nextEngaged(tx.state, frame);
  if (next === undefined) return false;
  const engaging = (frame.engaging ?? []).filter((e) => e !== next);
  const { engaging: _all, ...rest } = frame;
  tx.emit({ type: "ti4FrameUpdated", frame: engaging.length > 0 ? { ...rest, engaging } : rest });
  const { seat, system } = frame;
  tx.emit({
    type: "ti4FramePushed",
    frame: { kind: "ti4GroundCombat", seat, system, planet: next.planet, against: next.seat },
  });
  for (const answer of hookAnswers(tx.state, "groundCombatStarts"))
    answer(tx, { place: { position: system, planet: next.planet }, attacker: seat, defender: next.seat });
  return true;
}

/** The planets of `system` where `seat`'s coexisting ground forces may be committed against the planet. */
export function coexistingCommittable(state: Ti4State, seat: Seat, system: string): Ti4PlanetId[] {
  return planetsAt(state, system).filter(
    (planet) => coexists(state, seat, system, planet) && groundForces(state, seat, system, planet) > 0,
  );
}

/** Why the coexisting units named in a commit cannot be committed against their planets, or undefined. */
export function coexistingCommitRefused(
  state: Ti4State,
  frame: Ti4InvasionFrame,
  planets: readonly Ti4PlanetId[],
): RuleError | undefined {
  const open = coexistingCommittable(state, frame.seat, frame.system);
  const stranger = planets.find((p) => !open.includes(p));
  if (stranger === undefined && new Set(planets).size === planets.length) return undefined;
  return ruleError(
    "ERR_TI4_COEXISTING_COMMIT",
    RULE,
    open.length === 0
      ? "You have no coexisting ground forces on a planet of the active system to commit against it."
      : `Your coexisting ground forces may be committed against ${open.join(", ")} only, each named once.`,
    { planet: stranger ?? "" },
  );
}

/**
 * TE "Coexist": the active player, their coexisting units committed against `planet`, won it: their
 * coexistence there ends before they gain control as normal (the invasion's control step).
 */
export function coexistenceWon(tx: Ti4Tx, frame: Ti4InvasionFrame, planet: Ti4PlanetId): void {
  const { seat, system } = frame;
  if (!endingCoexistence(frame, planet) || !coexists(tx.state, seat, system, planet)) return;
  tx.emit({
    type: "ti4CoexistenceEnded",
    seat,
    position: system,
    planet,
    reason: "won the planet's ground combat",
  });
  for (const answer of hookAnswers(tx.state, "coexistenceEnded"))
    answer(tx, { seat, position: system, planet });
}

export const TE_COEXIST_ENGAGEMENT: Ti4Module = {
  id: "teCoexistEngagement",
  commands: { engageCoexisting },
};

/**
 * The bot engages the coexisting players its ground forces on the planet outnumber, and none otherwise; it
 * never commits its own coexisting units against a planet (coexisting is what its abilities reward).
 */
export const COEXIST_ENGAGEMENT_ANSWERS: Ti4Answers = {
  engageCoexisting: (state, decision) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4Invasion" || frame.asking === undefined) return [];
    const planet = frame.asking;
    const mine = groundForces(state, decision.seat, frame.system, planet);
    const seats = engageableSeats(state, frame, planet).filter(
      (s) => groundForces(state, s, frame.system, planet) < mine,
    );
    const none: Ti4Command = { type: "engageCoexisting", seat: decision.seat, planet, seats: [] };
    return seats.length > 0
      ? [{ type: "engageCoexisting", seat: decision.seat, planet, seats }, none]
      : [none];
  },
};
