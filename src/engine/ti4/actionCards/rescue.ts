/**
 * Rescue (Thunder's Edge action card; text in content/ti4/actionCards.te.ts): right after another player's
 * ships move into a system (LRR 58; the afterMovement window, windows.ts) where the holder has ships, the
 * holder moves 1 of their ships there, with what it carries, from a system holding none of their command
 * tokens. The play names the ship's system (`system`) and its type (`unit`).
 *
 * Readings [our own]:
 * - "Move" is a move under the rules of movement (LRR 58.4): the ship's move value, no passing through
 *   others' ships, anomalies, room and fleet pool in the system it reaches, all as tactical/movement.ts
 *   checks a group of one ship. A route that must leave a gravity rift is refused (its dice are rolled
 *   only in the movement step, not for this card).
 * - "What it carries" are the fighters and ground forces of its system's space area that the ships staying
 *   behind have no room for (LRR 16): those rode on it. Undamaged ships go first, as when ships move.
 */
import type { Seat } from "../../kernel/types.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { checkMovement } from "../tactical/moveCheck.ts";
import { unitsWithoutRoom } from "../tactical/room.ts";
import { named, refuse, shipsOf, type Ti4CardEffect, type Ti4CardPlay } from "./effect.ts";

const CARD = "Rescue";

/** The active system of another player's tactical action under way, with its player. */
function activeSystemOf(state: Ti4State, seat: Seat) {
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  if (tactical?.kind !== "ti4Tactical" || tactical.seat === seat) return undefined;
  return { system: tactical.system, active: tactical.seat };
}

/** What the rescued ship carries: the units of its space area the ships staying behind have no room for. */
function cargoOf(state: Ti4State, seat: Seat, play: Ti4CardPlay): Ti4UnitCounts {
  const from = play.system as string;
  const type = play.unit as keyof Ti4UnitCounts;
  const left: Ti4UnitCounts = { ...unitsIn(state.board[from], seat) };
  left[type] = (left[type] ?? 0) - 1;
  return unitsWithoutRoom(state, seat, from, left);
}

function moveOf(state: Ti4State, seat: Seat, play: Ti4CardPlay) {
  const from = play.system as string;
  const cargo = cargoOf(state, seat, play);
  return {
    from,
    units: { [play.unit as string]: 1 },
    ...(Object.keys(cargo).length > 0 ? { carried: [{ position: from, units: cargo }] } : {}),
  };
}

export const RESCUE: Ti4CardEffect = {
  names: ["system", "unit"],
  check(state, seat, play) {
    const at = activeSystemOf(state, seat);
    if (!at) return refuse(CARD, "it is played right after another player's ships move into a system.");
    if (shipsOf(state, at.system, seat) === 0) return refuse(CARD, `you have no ships in ${at.system}.`);
    const from = named(play, "system", CARD, "the system your ship comes from");
    if ("error" in from) return from.error;
    const unit = named(play, "unit", CARD, "the ship that moves");
    if ("error" in unit) return unit.error;
    if (from.value === at.system) return refuse(CARD, "the ship comes from another system.");
    if ((state.board[from.value]?.commandTokens ?? []).includes(seat))
      return refuse(
        CARD,
        `${from.value} holds your command token: the ship comes from a system without one.`,
      );
    if ((unitsIn(state.board[from.value], seat)[unit.value] ?? 0) === 0)
      return refuse(CARD, `you have no ${unit.value} in the space area of ${from.value}.`);
    const groups = checkMovement(state, seat, at.system, [moveOf(state, seat, play)]);
    if ("kind" in groups) return groups;
    if (groups.some((g) => g.rifts.length > 0))
      return refuse(
        CARD,
        "that ship could reach the system only out of a gravity rift, which is not built for it.",
      );
    return undefined;
  },
  resolve(tx, seat, play) {
    const at = activeSystemOf(tx.state, seat);
    if (!at) return;
    const move = moveOf(tx.state, seat, play);
    const type = play.unit as keyof Ti4UnitCounts;
    const force = tx.state.board[move.from]?.space.find((f) => f.seat === seat);
    // Undamaged ships go first: the one moving is damaged only when every one of its type is.
    const damaged = (force?.damaged?.[type] ?? 0) >= (force?.units[type] ?? 0);
    const from = { position: move.from };
    const to = { position: at.system };
    tx.emit({
      type: "ti4UnitsMoved",
      seat,
      from,
      to,
      units: move.units,
      ...(damaged ? { damaged: move.units } : {}),
    });
    for (const pick of move.carried ?? [])
      tx.emit({ type: "ti4UnitsMoved", seat, from, to, units: pick.units });
  },
};
