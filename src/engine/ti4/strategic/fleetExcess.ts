/**
 * Excess ships over the fleet pool (LRR 37; digest §4.1): the tokens in a player's fleet pool are the most
 * ships other than fighters they may have in any one system, and ships beyond it are removed at once, the
 * owner choosing which. A fleet pool shrinks when the sheet is rearranged (LRR 81.5, 99.1), when an effect
 * takes a token from it (Neuroglaive, Fires of the Gashlai, Fleet Regulations): each of these calls
 * `pushFleetExcess`, which asks the owner above the frame under way, one system at a time, before play
 * goes on. Ships that arrive by an effect that does not check the pool are not asked about here.
 *
 * Fighters never count here (LRR 76.2a): those beyond capacity that count toward the pool by an ability
 * (Hybrid Crystal Fighter II) are left to the capacity check. Removed ships are not destroyed (LRR 37: no
 * "destroyed" ability answers them) and return to reinforcements.
 */
import { TI4_SHIP_TYPES, TI4_UNIT_WORDS, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { trimToCapacity } from "../combat/capacity.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4FleetLimit } from "../units.ts";
import type { Ti4FleetExcessFrame } from "./frames.ts";

/** The ships the fleet pool counts (LRR 37, 76.2a): every ship but fighters. */
export const FLEET_POOL_SHIPS: readonly Ti4UnitType[] = TI4_SHIP_TYPES.filter((t) => t !== "fighter");

/** How many of `seat`'s ships other than fighters in `position` are over its fleet pool (0: none). */
export function fleetExcessIn(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const ships = countUnits(unitsIn(state.board[position], seat), FLEET_POOL_SHIPS);
  return Math.max(0, ships - ti4FleetLimit(state, seat));
}

/** The first system (board order) where `seat`'s ships other than fighters are over its fleet pool. */
export function fleetExcessSystem(state: Ti4State, seat: Seat): PositionLabel | null {
  const player = state.players[seat];
  if (!player || player.eliminated || !player.faction) return null;
  const limit = ti4FleetLimit(state, seat);
  for (const [position, system] of Object.entries(state.board))
    if (countUnits(unitsIn(system, seat), FLEET_POOL_SHIPS) > limit) return position;
  return null;
}

/**
 * LRR 37: "immediately": called by whatever has just shrunk `seat`'s fleet pool; when a system of theirs is
 * over it, their removal is asked above the frame under way, before it goes on. Returns whether it asked.
 */
export function pushFleetExcess(tx: Tx<Ti4>, seat: Seat): boolean {
  const position = fleetExcessSystem(tx.state, seat);
  if (position === null) return false;
  tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4FleetExcess", seat, position } });
  return true;
}

const excessFrame: FrameRules<Ti4, Ti4FleetExcessFrame> = {
  decisions: (state, frame) => [
    {
      kind: "removeExcessShips",
      seat: frame.seat,
      simultaneous: false,
      prompt: `remove ${fleetExcessIn(state, frame.seat, frame.position)} of your ships other than fighters in ${frame.position} (fleet pool, LRR 37)`,
    },
  ],
};

type RemoveExcess = Extract<Ti4Command, { type: "removeExcessShips" }>;

function removeExcessShips(tx: Tx<Ti4>, command: RemoveExcess): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4FleetExcess") throw new Error("excess ships answer their own frame");
  const { seat, position } = frame;
  const owed = fleetExcessIn(tx.state, seat, position);
  const have = unitsIn(tx.state.board[position], seat);
  const named = Object.entries(command.units) as [Ti4UnitType, number][];
  const notAShip = named.find(([type, n]) => n > 0 && !FLEET_POOL_SHIPS.includes(type));
  if (notAShip)
    return ruleError(
      "ERR_TI4_FLEET_EXCESS_UNIT",
      "LRR 37",
      `Only ships other than fighters count against the fleet pool: ${notAShip[0]} may not be removed for it.`,
      { unit: notAShip[0] },
    );
  const missing = named.find(([type, n]) => n > (have[type] ?? 0));
  if (missing)
    return ruleError(
      "ERR_TI4_FLEET_EXCESS_UNIT",
      "LRR 37",
      `You have ${have[missing[0]] ?? 0} ${TI4_UNIT_WORDS[missing[0]][have[missing[0]] === 1 ? 0 : 1]} in ${position}, not ${missing[1]}.`,
      { unit: missing[0] },
    );
  const removing = countUnits(command.units, FLEET_POOL_SHIPS);
  if (removing !== owed)
    return ruleError(
      "ERR_TI4_FLEET_EXCESS_COUNT",
      "LRR 37",
      `Your fleet pool allows ${ti4FleetLimit(tx.state, seat)} ships other than fighters in ${position}: remove exactly ${owed} of them, not ${removing}.`,
      { owed, removing },
    );
  const units: Ti4UnitCounts = {};
  for (const [type, n] of named) if (n > 0) units[type] = n;
  tx.emit({ type: "ti4UnitsRemoved", seat, place: { position }, units, reason: "returned" });
  tx.emit({ type: "ti4FramePopped" });
  // LRR 16: the ships gone may have carried fighters or ground forces; outside combat (16.3c) they go too.
  if (!tx.state.stack.some((f) => f.kind === "ti4SpaceCombat")) trimToCapacity(tx, seat, position);
  // Another system of theirs may be over the same pool.
  pushFleetExcess(tx, seat);
  return undefined;
}

export const TI4_FLEET_EXCESS: KernelModule<Ti4> = {
  id: "fleetExcess",
  commands: { removeExcessShips },
  frames: { ti4FleetExcess: excessFrame },
};
