/**
 * How an invasion ends (RR §13.3, §13.4). Success (no defender left, an invader left): the defender's
 * Space Dock and PDS on the planet are destroyed (those SE Shock Troops captured, asked just before by
 * `invasionSucceeded`, are already the invader's) and the planet card changes hands exhausted, refreshed
 * with Nano Technology. Both sides wiped out: the
 * defender keeps the planet and its structures. Invading PDS are lost when no invading Ground Force is
 * left. Dacxive Animators then may raise new Ground Forces for the winner.
 */
import type { PlanetId } from "../../../content/index.ts";
import { answers } from "../../hooks/index.ts";
import type { PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { gainPlanet } from "../tactical/control.ts";
import { hasTechEffect, tidy } from "../units.ts";
import { rollPlain } from "./dice.ts";
import { groundCount, unitsAt } from "./forces.ts";
import type { InvasionFrame } from "./frames.ts";
import { destroyUnits } from "./losses.ts";

function destroyStructures(tx: Tx, frame: InvasionFrame): void {
  const theirs = unitsAt(tx.state, frame.position, frame.planet, frame.defender).units;
  const structures = tidy({ pds: theirs.pds ?? 0, spaceDock: theirs.spaceDock ?? 0 });
  destroyUnits(tx, frame.defender, frame.position, frame.planet, structures, "the planet fell");
}

/**
 * Dacxive Animators (content text): after winning an Invasion Combat, a die per Ground Force killed on
 * either side (bombardment, PDS and X-89 kills included); each 6 or more adds one of the winner's Ground
 * Forces. [recalled: a defender who repels the invasion has won it too]
 */
function dacxiveAnimators(tx: Tx, frame: InvasionFrame, winner: Seat): void {
  if (!hasTechEffect(tx.state, winner, "dacxiveAnimators")) return;
  const left = groundCount(tx.state, frame.position, frame.planet, frame.seat) + defendersLeft(tx, frame);
  const killed = frame.groundAtStart[0] + frame.groundAtStart[1] - left;
  const where: { seat: Seat; position: PositionLabel; planet: PlanetId } = {
    seat: winner,
    position: frame.position,
    planet: frame.planet,
  };
  const raised = rollPlain(tx, where, "dacxiveAnimators", killed, 6).filter((d) => d.hit).length;
  if (raised > 0)
    tx.emit({ type: "unitsPlaced", ...where, units: { groundForce: raised }, reason: "Dacxive Animators" });
}

function defendersLeft(tx: Tx, frame: InvasionFrame): number {
  return groundCount(tx.state, frame.position, frame.planet, frame.defender);
}

/** RR §13.3: an Invasion Combat fought to the end has a winner (The Crown of Emphidia, a law, asks). */
function won(tx: Tx, frame: InvasionFrame, winner: Seat, loser: Seat): void {
  const victory = {
    kind: "invasion" as const,
    position: frame.position,
    planet: frame.planet,
    winner,
    loser,
  };
  for (const ask of answers(tx.state, "combatWon")) ask(tx, victory);
}

export function concludeInvasion(tx: Tx, frame: InvasionFrame): void {
  const invaders = groundCount(tx.state, frame.position, frame.planet, frame.seat);
  const defenders = defendersLeft(tx, frame);
  if (invaders > 0 && defenders === 0) {
    destroyStructures(tx, frame);
    gainPlanet(tx, frame.seat, frame.planet);
    dacxiveAnimators(tx, frame, frame.seat);
    won(tx, frame, frame.seat, frame.defender);
    return;
  }
  if (invaders === 0) {
    const pds = unitsAt(tx.state, frame.position, frame.planet, frame.seat).units.pds ?? 0;
    destroyUnits(tx, frame.seat, frame.position, frame.planet, { pds }, "no invading Ground Force left");
    if (defenders > 0) dacxiveAnimators(tx, frame, frame.defender);
    if (defenders > 0) won(tx, frame, frame.defender, frame.seat);
  }
}
