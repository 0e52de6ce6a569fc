/**
 * The invasion step of a tactical action (LRR 49, digest §4.5), in its order: bombardment (LRR 15, 65),
 * committing ground forces (LRR 49.2, with the custodians token of Mecatol Rex, LRR 27), space cannon
 * defense (LRR 77.6-77.8), ground combat on each planet where both sides have ground forces (LRR 49.4,
 * 42: the combat module's frame, in the order the planets were committed) and establishing control
 * (LRR 49.5, 25). Hits go through the combat module's hit assignment; dice through its rolls.
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4PlanetId, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { cardsInForce } from "../actionCards/inForce.ts";
import { openCardWindow } from "../actionCards/windows.ts";
import { afterPlanetGained } from "../agenda/ministers.ts";
import { areAllied } from "../board/allies.ts";
import { controllerOf, countUnits, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { pushHitAssignment } from "../combat/hits.ts";
import { rollForNeutral } from "../combat/neutral.ts";
import { assignAfterUnitRoll, rollForUnitAbility } from "../combat/unitAbilityRolls.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { allyForcesCommittable } from "../thundersEdge/allianceCarry.ts";
import { coexists } from "../thundersEdge/coexist.ts";
import {
  coexistenceWon,
  coexistingCommittable,
  endingCoexistence,
  engageCoexistingUnits,
  engagementDecision,
  invasionDefenders,
} from "../thundersEdge/coexistEngagement.ts";
import { unitAbilitiesVoid } from "../thundersEdge/entropicScar.ts";
import { ti4Reinforcements } from "../units.ts";
import type { Ti4InvasionFrame } from "./frames.ts";
import { bombard, commitGroundForces } from "./landing.ts";
import {
  bombardablePlanets,
  bombardmentUnits,
  committableInSpace,
  defendersOn,
  neutralDefendersOn,
  neutralStructuresOn,
  spaceCannonsOn,
  structuresOn,
} from "./reads.ts";

type Ti4Tx = Tx<Ti4>;

function mayBombard(state: Ti4State, frame: Ti4InvasionFrame): boolean {
  return (
    countUnits(bombardmentUnits(state, frame.seat, frame.system)) > 0 &&
    bombardablePlanets(state, frame.seat, frame.system).length > 0
  );
}

function mayCommit(state: Ti4State, frame: Ti4InvasionFrame): boolean {
  return (
    planetsAt(state, frame.system).length > 0 &&
    (countUnits(committableInSpace(state, frame.seat, frame.system)) > 0 ||
      // TE "Coexist": coexisting units may be committed against their planet.
      coexistingCommittable(state, frame.seat, frame.system).length > 0 ||
      // TE "Alliance Movement and Control": the ally's ground forces, if the ally allows it.
      allyForcesCommittable(state, frame.seat, frame.system))
  );
}

/** LRR 77.6-77.8: other players' space cannons on each committed planet fire at the forces landed there. */
function spaceCannonDefense(tx: Ti4Tx, frame: Ti4InvasionFrame): void {
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "groundCombat", fought: [] } });
  // Firing can only help the defender in the base game, so every such unit fires [a choice to hold fire
  // is for the abilities that make it worth declining].
  for (const planet of frame.committed ?? []) {
    // Parley may have sent the forces back to space: nothing landed there to fire at.
    if (countUnits(groundForcesOnPlanet(tx.state, frame, planet)) === 0) continue;
    const place = { position: frame.system, planet };
    // An ability of the attacker's may keep every other player from firing here (spaceCannonDefenseBlocked).
    const blocked = hookAnswers(tx.state, "spaceCannonDefenseBlocked").some((answer) =>
      answer(tx.state, frame.seat, frame.system, planet),
    );
    if (blocked) continue;
    for (const cannons of spaceCannonsOn(tx.state, frame.seat, frame.system, planet)) {
      const rolled = rollForUnitAbility(tx, {
        seat: cannons.seat,
        place,
        units: cannons.units,
        kind: "spaceCannon",
        reason: "spaceCannonDefense",
      });
      const assignment = {
        seat: frame.seat,
        place,
        hits: rolled.hits,
        reason: "spaceCannonDefense" as const,
      };
      assignAfterUnitRoll(tx, assignment, rolled);
    }
    // TE "Neutral Units": neutral units always use SPACE CANNON: their PDS fire at the forces landed there.
    if (unitAbilitiesVoid(tx.state, null, frame.system)) continue;
    const neutral = neutralStructuresOn(tx.state, frame.system, planet);
    const hits = rollForNeutral(tx, {
      place,
      units: neutral,
      kind: "spaceCannon",
      reason: "spaceCannonDefense",
    });
    pushHitAssignment(tx, { seat: frame.seat, place, hits, reason: "spaceCannonDefense" });
  }
}

/** Someone to fight on a planet: another player's ground forces, or neutral ones (TE "Neutral Units"). */
function anyDefender(state: Ti4State, frame: Ti4InvasionFrame, planet: Ti4PlanetId): boolean {
  // TE "Coexist": coexisting units take a ground combat only when engaged (coexistEngagement.ts).
  return (
    invasionDefenders(state, frame, planet).length > 0 ||
    countUnits(neutralDefendersOn(state, frame.system, planet)) > 0
  );
}

/** LRR 49.4: the next committed planet where both sides have ground forces, or undefined. */
function nextBattle(state: Ti4State, frame: Ti4InvasionFrame): Ti4PlanetId | undefined {
  return (frame.committed ?? []).find(
    (planet) =>
      !(frame.fought ?? []).includes(planet) &&
      countUnits(groundForcesOnPlanet(state, frame, planet)) > 0 &&
      anyDefender(state, frame, planet),
  );
}

/** The active player's forces landed on a planet: ground forces, and fighters committed as ground forces. */
function groundForcesOnPlanet(state: Ti4State, frame: Ti4InvasionFrame, planet: Ti4PlanetId) {
  const units = unitsIn(state.board[frame.system], frame.seat, planet);
  return { infantry: units.infantry ?? 0, mech: units.mech ?? 0, fighter: units.fighter ?? 0 };
}

/**
 * The Matriarch: fighters committed as ground forces go back to the space area once the ground combats are
 * over (also where none was fought), before control is settled, so fighters alone never take a planet
 * [our reading of "return to the space area when combat ends"].
 */
function returnFighters(tx: Ti4Tx, frame: Ti4InvasionFrame): void {
  for (const planet of frame.committed ?? []) {
    const fighters = unitsIn(tx.state.board[frame.system], frame.seat, planet).fighter ?? 0;
    if (fighters > 0)
      tx.emit({
        type: "ti4UnitsMoved",
        seat: frame.seat,
        from: { position: frame.system, planet },
        to: { position: frame.system },
        units: { fighter: fighters },
      });
  }
}

/** The conqueror's own structures, from its reinforcements, where others' stood (structuresReplacedOnCapture). */
function replaceStructures(
  tx: Ti4Tx,
  frame: Ti4InvasionFrame,
  planet: Ti4PlanetId,
  units: Ti4UnitCounts,
): void {
  const placed: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    const take = Math.min(n ?? 0, ti4Reinforcements(tx.state, frame.seat, type));
    if (take > 0) placed[type] = take;
  }
  if (countUnits(placed) > 0)
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: frame.seat,
      place: { position: frame.system, planet },
      units: placed,
      reason: "structures replaced on capture",
    });
}

/** True when `planet` is controlled by `seat`'s ally. */
function allyHolds(state: Ti4State, seat: Seat, planet: Ti4PlanetId): boolean {
  const holder = controllerOf(state, planet);
  return holder !== null && areAllied(state, seat, holder);
}

/** LRR 49.5: the next committed planet the active player takes control of now, or undefined. */
function nextControl(state: Ti4State, frame: Ti4InvasionFrame): Ti4PlanetId | undefined {
  return (frame.committed ?? []).find(
    (planet) =>
      !(frame.settled ?? []).includes(planet) &&
      countUnits(groundForcesOnPlanet(state, frame, planet), TI4_GROUND_FORCE_TYPES) > 0 &&
      // TE "Coexist": a coexisting player does not gain control by landing, only by winning the planet
      // with their coexisting units committed against it.
      (!coexists(state, frame.seat, frame.system, planet) || endingCoexistence(frame, planet)) &&
      // TE "Alliance Movement and Control": nor does a player landing on their ally's planet.
      !allyHolds(state, frame.seat, planet) &&
      !anyDefender(state, frame, planet),
  );
}

/**
 * LRR 49.5, 25: each committed planet where the active player still has ground forces and nobody else
 * has any becomes theirs, its card exhausted; other players' structures there are destroyed (LRR 63.4, 79.4).
 * One planet at a time: a planet changing hands is first asked "when a planet is gained" (Infiltrate, when
 * its former owner has structures there), and once taken "after a planet is lost" (Reparations, its
 * former owner). Returns whether anything happened.
 */
function establishControl(tx: Ti4Tx, frame: Ti4InvasionFrame): boolean {
  const planet = nextControl(tx.state, frame);
  if (planet === undefined) {
    tx.emit({ type: "ti4FramePopped" });
    return true;
  }
  coexistenceWon(tx, frame, planet);
  const from = controllerOf(tx.state, planet);
  const structures = structuresOn(tx.state, frame.seat, frame.system, planet);
  if (frame.gaining !== planet && from !== frame.seat && structures.some((s) => s.seat === from)) {
    tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, gaining: planet } });
    if (openCardWindow(tx, "whenPlanetGained", frame.seat)) return true;
  }
  const infiltrated = cardsInForce(tx.state, "invasion", "infiltrate").some((c) => c.planet === planet);
  const replaced =
    infiltrated ||
    hookAnswers(tx.state, "structuresReplacedOnCapture").some((answer) => answer(tx.state, frame.seat));
  // TE "Coexist": other players' coexisting structures stay, coexisting with the new controller.
  const standing = structuresOn(tx.state, frame.seat, frame.system, planet).filter(
    (s) => !coexists(tx.state, s.seat, frame.system, planet),
  );
  for (const structures of standing) {
    tx.emit({
      type: "ti4UnitsRemoved",
      seat: structures.seat,
      place: { position: frame.system, planet },
      units: structures.units,
      reason: "destroyed",
    });
    // Infiltrate replaces the former owner's structures only.
    if (replaced && (!infiltrated || structures.seat === from))
      replaceStructures(tx, frame, planet, structures.units);
  }
  // TE "Neutral Units": neutral structures there are destroyed as another player's are (LRR 49.5).
  const neutral = neutralStructuresOn(tx.state, frame.system, planet);
  if (countUnits(neutral) > 0)
    tx.emit({ type: "ti4NeutralUnitsDestroyed", place: { position: frame.system, planet }, units: neutral });
  const now = tx.state.stack.at(-1) as Ti4InvasionFrame;
  const { gaining: _done, taken: _before, ...rest } = now;
  const settled = [...(now.settled ?? []), planet];
  tx.emit({
    type: "ti4FrameUpdated",
    frame:
      from !== null && from !== frame.seat
        ? { ...rest, settled, taken: { planet, from } }
        : { ...rest, settled },
  });
  if (from !== frame.seat) {
    tx.emit({ type: "ti4PlanetGained", seat: frame.seat, planet, exhausted: true, from });
    afterPlanetGained(tx, frame.seat);
    // LRR 25: what acts when a player gains control of a planet (hooks/economy.ts).
    for (const answer of hookAnswers(tx.state, "planetControlGained"))
      answer(tx, { seat: frame.seat, planet, from });
    if (from !== null) openCardWindow(tx, "afterPlanetLost", from);
  }
  return true;
}

const invasionStep: FrameRules<Ti4, Ti4InvasionFrame> = {
  decisions(state, frame) {
    const seat = frame.seat;
    if (frame.step === "bombardment")
      return [
        {
          kind: "bombard",
          seat,
          simultaneous: false,
          prompt: "bombard planets (or not)",
          choices: bombardablePlanets(state, seat, frame.system),
        },
      ];
    // TE "Coexist": whether to engage coexisting units (coexistEngagement.ts).
    if (frame.step === "groundCombat" && frame.asking !== undefined) return engagementDecision(state, frame);
    if (frame.step === "commit" && mayCommit(state, frame))
      return [
        {
          kind: "commitGroundForces",
          seat,
          simultaneous: false,
          prompt: "commit ground forces to planets (or none)",
          choices: [...planetsAt(state, frame.system)],
        },
      ];
    return [];
  },
  advance(tx, frame) {
    switch (frame.step) {
      case undefined:
        // LRR 49: nothing to bombard nor commit, no invasion (and no window at its start).
        if (!mayBombard(tx.state, frame) && !mayCommit(tx.state, frame)) {
          tx.emit({ type: "ti4FramePopped" });
          return true;
        }
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "start" } });
        openCardWindow(tx, "invasionStart", frame.seat);
        return true;
      case "start": {
        const step = mayBombard(tx.state, frame) ? "bombardment" : "commit";
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step } });
        return true;
      }
      case "bombardment":
        return false;
      case "commit":
        if (mayCommit(tx.state, frame)) return false;
        // LRR 49.2: nothing to commit, nothing to invade.
        tx.emit({ type: "ti4FramePopped" });
        return true;
      case "spaceCannonDefense":
        spaceCannonDefense(tx, frame);
        return true;
      case "groundCombat": {
        if (frame.asking !== undefined) return false;
        const planet = nextBattle(tx.state, frame);
        if (planet === undefined) {
          // TE "Coexist": the coexisting units the active player engages, each in a combat of its own.
          if (engageCoexistingUnits(tx, frame)) return true;
          tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "control" } });
          returnFighters(tx, frame);
          return true;
        }
        tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, fought: [...(frame.fought ?? []), planet] } });
        // TE "Neutral Units": neutral ground forces alone on the planet fight the forces landed there.
        if (defendersOn(tx.state, frame.seat, frame.system, planet).length === 0) {
          const { seat, system } = frame;
          tx.emit({
            type: "ti4FramePushed",
            frame: { kind: "ti4NeutralGroundCombat", seat, system, planet },
          });
          return true;
        }
        tx.emit({
          type: "ti4FramePushed",
          frame: { kind: "ti4GroundCombat", seat: frame.seat, system: frame.system, planet },
        });
        // What acts at the start of ground combat (Indoctrination) resolves above it, before any round.
        const defender = invasionDefenders(tx.state, frame, planet)[0];
        if (defender !== undefined)
          for (const answer of hookAnswers(tx.state, "groundCombatStarts"))
            answer(tx, { place: { position: frame.system, planet }, attacker: frame.seat, defender });
        return true;
      }
      case "control":
        return establishControl(tx, frame);
    }
  },
};

export const TI4_INVASION: KernelModule<Ti4> = {
  id: "invasion",
  commands: { bombard, commitGroundForces },
  frames: { ti4Invasion: invasionStep },
  events: {
    ti4CustodiansRemoved(draft: Ti4State) {
      draft.custodiansOnMecatol = false;
    },
  },
};
