/**
 * Assault Cannon, a generic warfare technology (content/ti4/technologies.generic.ts: at the start of a space
 * combat where you have 3 or more non-fighter ships, your opponent must destroy one of their non-fighter
 * ships).
 *
 * - When: as the space combat begins (hook point spaceCombatStarts), so before anti-fighter barrage (LRR
 *   78.2-78.3, digest §4.4: "start of combat" effects come before the barrage, in the window the first
 *   round's start shares).
 * - Both sides may own it. LRR 1.19 (digest §1): abilities of several players at one moment of the action
 *   phase resolve in initiative order from the active player, so the attacker's resolves first, then the
 *   defender's. "3 or more non-fighter ships" is read again as each resolves: the attacker's may have taken
 *   the defender below 3 [our reading].
 * - The opponent chooses the ship among their non-fighter ships in the system (a decision for them); with
 *   a single type there, it is destroyed without asking; with none, nothing happens. It is destroyed
 *   directly, not hit, so it cannot sustain damage (LRR 31, 87; board/destroyed.ts), a damaged one of the
 *   type first (as hits take them: it is never worth more). The bot gives up its cheapest (combat/hitsBot.ts
 *   LOSS_ORDER).
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../../content/ti4/index.ts";
import { command, oneOf } from "../../../commands/forms.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import { destroyUnitsDirectly } from "../../board/destroyed.ts";
import { shipsOf } from "../../combat/combatants.ts";
import { LOSS_ORDER } from "../../combat/hitsBot.ts";
import { eachSide } from "../../combat/sides.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4SpaceCombatSides } from "../../hooks/spaceCombat.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { ownsTechnology } from "../owned.ts";

const RULE = "Assault Cannon";
/** "3 or more non-fighter ships". */
const SHIPS_NEEDED = 3;
const NON_FIGHTER_SHIPS = TI4_SHIP_TYPES.filter((t) => t !== "fighter");

/** `seat`'s Assault Cannon in the space combat in `system`: `opponent` must destroy a non-fighter ship. */
export interface Ti4AssaultCannonFrame {
  kind: "ti4AssaultCannon";
  seat: Seat;
  opponent: Seat;
  system: PositionLabel;
}

export type Ti4AssaultCannonEvent =
  /** `seat`'s Assault Cannon acts: `opponent` destroys one of their non-fighter ships in `system`. */
  { type: "ti4AssaultCannonFired"; seat: Seat; opponent: Seat; system: PositionLabel };

export const ASSAULT_CANNON_COMMANDS = [
  /** The non-fighter ship an opponent's Assault Cannon makes you destroy, by type. */
  command("assaultCannonLoss", { unit: oneOf(NON_FIGHTER_SHIPS as [Ti4UnitType, ...Ti4UnitType[]]) }),
] as const;

/** The types of `seat`'s non-fighter ships in `system`. */
function nonFighterTypes(state: Ti4State, seat: Seat, system: PositionLabel): Ti4UnitType[] {
  const ships = shipsOf(state, seat, system);
  return NON_FIGHTER_SHIPS.filter((type) => (ships[type] ?? 0) > 0);
}

/** Whether `seat`'s Assault Cannon acts in `system` now: owned, with 3 or more non-fighter ships there. */
function cannonActs(state: Ti4State, seat: Seat, system: PositionLabel): boolean {
  if (!ownsTechnology(state, seat, "asc")) return false;
  const ships = shipsOf(state, seat, system);
  return NON_FIGHTER_SHIPS.reduce((n, type) => n + (ships[type] ?? 0), 0) >= SHIPS_NEEDED;
}

/** The opponent destroys one `type` ship in the system, a damaged one first. */
function destroyShip(tx: Tx<Ti4>, frame: Ti4AssaultCannonFrame, type: Ti4UnitType): void {
  const { seat, opponent, system } = frame;
  const damaged = tx.state.board[system]?.space.find((f) => f.seat === opponent)?.damaged?.[type] ?? 0;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4AssaultCannonFired", seat, opponent, system });
  destroyUnitsDirectly(tx, {
    seat: opponent,
    place: { position: system },
    units: { [type]: 1 },
    ...(damaged > 0 ? { damaged: { [type]: 1 } } : {}),
    cause: RULE,
  });
}

const frame: FrameRules<Ti4, Ti4AssaultCannonFrame> = {
  decisions: (state, f) => [
    {
      kind: "assaultCannonLoss",
      seat: f.opponent,
      simultaneous: false,
      prompt: `${state.players[f.seat]?.name ?? `seat ${f.seat}`}'s Assault Cannon: destroy one of your non-fighter ships in ${f.system}`,
      choices: nonFighterTypes(state, f.opponent, f.system),
    },
  ],
  advance(tx, f) {
    const types = nonFighterTypes(tx.state, f.opponent, f.system);
    if (!cannonActs(tx.state, f.seat, f.system) || types.length === 0) {
      tx.emit({ type: "ti4FramePopped" });
      return true;
    }
    if (types.length > 1) return false;
    destroyShip(tx, f, types[0] as Ti4UnitType);
    return true;
  },
};

function assaultCannonLoss(
  tx: Tx<Ti4>,
  cmd: Extract<Ti4Command, { type: "assaultCannonLoss" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4AssaultCannon") throw new Error("Assault Cannon's loss is chosen only when asked");
  if (!nonFighterTypes(tx.state, top.opponent, top.system).includes(cmd.unit))
    return ruleError(
      "ERR_TI4_ASSAULT_CANNON_SHIP",
      RULE,
      `Destroy one of your non-fighter ships in ${top.system}: you have no ${cmd.unit} there.`,
      { unit: cmd.unit },
    );
  destroyShip(tx, top, cmd.unit);
  return undefined;
}

/** Each side owning the card with 3 or more non-fighter ships there: the attacker's pushed last, to go first. */
function assaultCannons(tx: Tx<Ti4>, combat: Ti4SpaceCombatSides): void {
  for (const [seat, opponent] of eachSide(combat).reverse()) {
    if (!cannonActs(tx.state, seat, combat.system)) continue;
    if (nonFighterTypes(tx.state, opponent, combat.system).length === 0) continue;
    const pushed: Ti4AssaultCannonFrame = { kind: "ti4AssaultCannon", seat, opponent, system: combat.system };
    tx.emit({ type: "ti4FramePushed", frame: pushed });
  }
}

export const ASSAULT_CANNON_ANSWERS: Ti4Answers = {
  assaultCannonLoss: (state, d) => {
    const top = state.stack.at(-1);
    if (top?.kind !== "ti4AssaultCannon") return [];
    const types = nonFighterTypes(state, top.opponent, top.system);
    const cheapest = [...types].sort((a, b) => LOSS_ORDER.indexOf(a) - LOSS_ORDER.indexOf(b));
    return cheapest.map((unit) => ({ type: "assaultCannonLoss", seat: d.seat, unit }));
  },
};

export const TI4_ASSAULT_CANNON: Ti4Module = {
  id: "technology:assaultCannon",
  commands: { assaultCannonLoss },
  frames: { ti4AssaultCannon: frame },
  events: { ti4AssaultCannonFired() {} },
  hooks: { spaceCombatStarts: assaultCannons },
};
