/**
 * SE p.10, Triggering Space Mines. Ships that end an activation's movement in a system holding another
 * player's mines (or the neutral one) set them off; ships only passing through do not. Once the PDS fire
 * of that system is over, the active player rolls one die for each ship that entered, Fighters aside: a
 * 9 or 10 hits that very ship (a Dreadnought or War Sun sustains damage, a damaged one or any other ship
 * is destroyed). One roll for the lot however many mines lie there; then one mine is cleared, the active
 * player choosing whose when they differ. Fighters left without support then go (RR §2.3), and cargo
 * beyond the room left aboard (losses.ts). Maneuvering Jets: -1 on these dice.
 *
 * Decided: the dice are not combat rolls (SE's clarification: a combat roll is compared with a unit's
 * combat value, and a mine has none), so no combat modifier applies, only Maneuvering Jets. The ships
 * rolled for are those that moved in and are still there (where PDS fire took ships of a type also there
 * before, the losses are counted against those that did not move); the announcement of each die's ship
 * is the die's `unit`. A mine is cleared whenever ships entered, even if none is left to roll for. Before
 * the dice, a play window opens for the active player, in which Faulty Targeting Systems may clear a mine.
 * Ships arriving otherwise (a retreat, Patrols, Reinforce) set nothing off: the rule names the movement of
 * an activation, after its PDS fire step.
 */
import type { Command } from "../../commands.ts";
import type { Decision } from "../../decisions.ts";
import type { GameEvent } from "../../events.ts";
import type { FrameRules } from "../../flow.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { openActionWindow } from "../../rules/actionCards/window.ts";
import { canSustain, SHIP_TYPES, unitsAt } from "../../rules/combat/forces.ts";
import type { Activation } from "../../rules/combat/index.ts";
import {
  damageUnits,
  destroyUnits,
  loseCargo,
  removeUnsupportedFighters,
} from "../../rules/combat/losses.ts";
import { addCounts, count, hasTechEffect, shipsOf, totalUnits } from "../../rules/units.ts";
import type { Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import {
  enemyMinesIn,
  type MineDie,
  type MinesEntered,
  ownerChoice,
  ownersOf,
  type SpaceMinesFrame,
} from "./board.ts";
import { actionUnderway } from "./laying.ts";

const RULE = "SE p.10 Triggering Space Mines";

/** A die of 9 or 10 hits (SE p.10). */
const HITS_ON = 9;

/** Hook activationMoved: the ships of the active player that ended their move in a mined system. */
export function noteShipsEntering(tx: Tx, seat: Seat, events: readonly GameEvent[]): void {
  const action = actionUnderway(tx.state);
  if (!action || action.seat !== seat) return;
  const ships: MinesEntered[] = [];
  for (const position of action.positions) {
    if (enemyMinesIn(tx.state, position, seat).length === 0) continue;
    let units: UnitCounts = {};
    let damaged: UnitCounts = {};
    for (const e of events) {
      if (e.type !== "unitsMoved" || e.seat !== seat || e.to !== position || e.from === position) continue;
      units = addCounts(units, shipsOf(e.units));
      damaged = addCounts(damaged, shipsOf(e.damaged));
    }
    if (totalUnits(units) > 0)
      ships.push({ position, units, ...(totalUnits(damaged) > 0 ? { damaged } : {}) });
  }
  if (ships.length > 0) tx.emit({ type: "spaceMinesEntered", seat, round: tx.state.round, ships });
}

function enteredAt(tx: Tx, activation: Activation): MinesEntered | undefined {
  const entered = tx.state.spaceMines?.entered;
  if (!entered || entered.seat !== activation.seat || entered.round !== tx.state.round) return undefined;
  return entered.ships.find((s) => s.position === activation.position);
}

/** Hook pdsFireOver: the mines where ships entered are set off. */
export function triggerMines(tx: Tx, activation: Activation): void {
  if (!enteredAt(tx, activation)) return;
  const frame: SpaceMinesFrame = { kind: "spaceMines", ...activation, step: "window" };
  tx.emit({ type: "framePushed", frame });
}

/**
 * One die per ship that entered and is still there, Fighters aside; damaged ships named as such: those
 * that entered damaged, and those the PDS fire has damaged since when the ships that were there before
 * cannot account for all the damage (a damaged ship is never rolled for as a sound one, nor the reverse).
 */
function diceNeeded(tx: Tx, frame: SpaceMinesFrame): Omit<MineDie, "value" | "modifier" | "hit">[] {
  const entered = enteredAt(tx, frame);
  if (!entered || enemyMinesIn(tx.state, frame.position, frame.seat).length === 0) return [];
  const present = unitsAt(tx.state, frame.position, null, frame.seat);
  return SHIP_TYPES.filter((t) => t !== "fighter").flatMap((unit) => {
    const here = count(present.units, unit);
    const damagedHere = count(present.damaged, unit);
    const ships = Math.min(count(entered.units, unit), here);
    const atLeast = damagedHere - (here - ships);
    const hurt = Math.min(ships, damagedHere, Math.max(count(entered.damaged, unit), atLeast));
    return Array.from({ length: ships }, (_, i) => ({ unit, damaged: i < hurt }));
  });
}

function rollMines(tx: Tx, frame: SpaceMinesFrame): void {
  const needed = diceNeeded(tx, frame);
  const drawn = rollD10(tx.state.rng, needed.length);
  const modifier = hasTechEffect(tx.state, frame.seat, "maneuveringJets") ? -1 : 0;
  const dice: MineDie[] = needed.map((die, i) => {
    const value = drawn.value[i] as number;
    return { ...die, value, modifier, hit: value + modifier >= HITS_ON };
  });
  const { seat, position } = frame;
  tx.emit({ type: "spaceMinesRolled", seat, position, dice, rng: drawn.rng });
  const destroy: UnitCounts = {};
  const damage: UnitCounts = {};
  for (const die of dice.filter((d) => d.hit)) {
    const into = !die.damaged && canSustain(tx.state, seat, die.unit) ? damage : destroy;
    into[die.unit] = count(into, die.unit) + 1;
  }
  destroyUnits(tx, seat, position, null, destroy, "Space Mines");
  damageUnits(tx, seat, position, damage);
  loseCargo(tx, seat, position);
  removeUnsupportedFighters(tx, seat, position);
}

function clearMine(tx: Tx, frame: SpaceMinesFrame, owner: Seat | null): void {
  tx.emit({
    type: "spaceMineRemoved",
    position: frame.position,
    owner,
    by: frame.seat,
    reason: "set off by the ships that entered",
  });
  tx.emit({ type: "framePopped" });
}

export const SPACE_MINES_RULES: FrameRules<SpaceMinesFrame> = {
  decisions(state, frame): Decision[] {
    if (frame.step !== "remove") return [];
    const owners = ownersOf(enemyMinesIn(state, frame.position, frame.seat));
    return [
      {
        kind: "removeSpaceMine",
        seat: frame.seat,
        simultaneous: false,
        prompt: `choose whose Space Mine in ${frame.position} is cleared`,
        choices: owners.map(ownerChoice),
      },
    ];
  },
  advance(tx, frame) {
    const replace = (step: SpaceMinesFrame["step"]) =>
      tx.emit({ type: "frameReplaced", frame: { ...frame, step } });
    if (frame.step === "window") {
      replace("roll");
      // Faulty Targeting Systems (SE) may clear a mine before the dice: a window for the player rolling.
      if (enemyMinesIn(tx.state, frame.position, frame.seat).length > 0) {
        const others = tx.state.players.map((p) => p.seat).filter((s) => s !== frame.seat);
        openActionWindow(tx, "afterMovement", others);
      }
      return true;
    }
    if (frame.step === "roll") {
      rollMines(tx, frame);
      const owners = ownersOf(enemyMinesIn(tx.state, frame.position, frame.seat));
      if (owners.length > 1) replace("remove");
      else if (owners.length === 1) clearMine(tx, frame, owners[0] as Seat | null);
      else tx.emit({ type: "framePopped" });
      return true;
    }
    return false;
  },
};

export function removeSpaceMine(
  tx: Tx,
  command: Extract<Command, { type: "removeSpaceMine" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "spaceMines" || frame.step !== "remove")
    return ruleError("ERR_NOT_NOW", RULE, "No Space Mine is to be cleared now.");
  const owners = ownersOf(enemyMinesIn(tx.state, frame.position, frame.seat));
  if (!owners.includes(command.owner))
    return ruleError(
      "ERR_MINE_OWNER",
      RULE,
      `Name the owner of a mine in ${frame.position} other than you: ${owners.map(ownerChoice).join(", ")} (neutral as null).`,
    );
  clearMine(tx, frame, command.owner);
  return undefined;
}
