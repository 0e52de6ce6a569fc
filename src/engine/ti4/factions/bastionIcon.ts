/**
 * The Icon, the Last Bastion's faction ability (TE rulebook, "Setup" step 3, which prints its text and calls it
 * their faction ability): when they produce ships, they may exhaust it to place those ships in a system
 * holding 1 of their command tokens, at least 1 of their ground forces and no other player's ships. It needs
 * no card held: its exhausted flag is the player's own (`iconExhausted`), readied as the status phase ends
 * (LRR 81, "ready cards"; bastion.ts registers this file's events and the readying).
 *
 * Their breakthrough card: the data (shared/data/ti4/thunders_edge.json, "bastionbt") names The Icon with
 * cybernetic–warfare synergy, and holds no other Last Bastion breakthrough. Following the rulebook, the ability
 * is the faction's from the start; the card, once gained, grants its synergy (thundersEdge/synergy.ts) and no
 * second use of The Icon: one flag, whichever way the ability is reached [recalled].
 *
 * Used through the production command's `shipsTo`: every ship of that production goes there; ground forces
 * are placed as usual. Our readings: the producing system's own limits on ships (LRR 67.6, LRR 14) still
 * apply; the fleet pool and capacity are checked where the ships go; neutral ships (TE "Neutral Units") keep
 * the ships out too, as no combat starts there outside a tactical action [recalled]; naming the producing
 * system itself is an ordinary production and leaves the ability ready.
 */
import { TI4_GROUND_FORCE_TYPES } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { countUnits, seatsWithShips, unitsIn } from "../board/forces.ts";
import { planetsAt } from "../board/galaxy.ts";
import { hasFaction } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { neutralShipsIn } from "../thundersEdge/neutral.ts";

const RULE = "TE The Icon";

/** Whether `seat` has The Icon: the Last Bastion, in a game that plays Thunder's Edge. */
export function hasTheIcon(state: Ti4State, seat: Seat): boolean {
  return playsThundersEdge(state) && hasFaction(state, seat, "bastion");
}

/** True when `seat` has at least 1 ground force anywhere in the system (space area or a planet). */
function groundForcesIn(state: Ti4State, seat: Seat, position: PositionLabel): boolean {
  const system = state.board[position];
  if (countUnits(unitsIn(system, seat), TI4_GROUND_FORCE_TYPES) > 0) return true;
  return planetsAt(state, position).some(
    (planet) => countUnits(unitsIn(system, seat, planet), TI4_GROUND_FORCE_TYPES) > 0,
  );
}

/** Why `seat` may not use The Icon to send the ships it produces to `target`, or undefined. */
export function iconRefused(state: Ti4State, seat: Seat, target: PositionLabel): RuleError | undefined {
  if (!hasTheIcon(state, seat))
    return ruleError(
      "ERR_TI4_ICON_NOT_YOURS",
      RULE,
      "The Icon is the Last Bastion's faction ability: produced ships stay here.",
    );
  if (state.players[seat]?.iconExhausted)
    return ruleError(
      "ERR_TI4_ICON_EXHAUSTED",
      RULE,
      "The Icon is exhausted: it is readied as the status phase ends.",
    );
  if (!state.galaxy[target])
    return ruleError("ERR_TI4_ICON_SYSTEM", RULE, `There is no system at ${target}.`, { system: target });
  if (!(state.board[target]?.commandTokens ?? []).includes(seat))
    return ruleError(
      "ERR_TI4_ICON_SYSTEM",
      RULE,
      `The Icon sends ships only to a system holding 1 of your command tokens: ${target} holds none.`,
      { system: target },
    );
  if (!groundForcesIn(state, seat, target))
    return ruleError(
      "ERR_TI4_ICON_SYSTEM",
      RULE,
      `The Icon sends ships only to a system holding at least 1 of your ground forces: ${target} holds none.`,
      { system: target },
    );
  const others = seatsWithShips(state.board[target]).filter((s) => s !== seat);
  if (others.length > 0 || neutralShipsIn(state, target))
    return ruleError(
      "ERR_TI4_ICON_SYSTEM",
      RULE,
      `The Icon sends ships only to a system with no other player's ships: ${target} has some.`,
      { system: target },
    );
  return undefined;
}

/** `seat` exhausts The Icon to place the ships it produces elsewhere. */
export function exhaustTheIcon(tx: Tx<Ti4>, seat: Seat): void {
  tx.emit({ type: "ti4IconExhausted", seat });
}

/** LRR 81 ("ready cards"): an exhausted The Icon is readied as the status phase ends. */
export function readyTheIcon(tx: Tx<Ti4>): void {
  for (const player of tx.state.players)
    if (player.iconExhausted) tx.emit({ type: "ti4IconReadied", seat: player.seat });
}

/** The ability's flag, set and cleared by its two events. */
export const THE_ICON_EVENTS = {
  ti4IconExhausted(draft: Ti4State, e: { seat: Seat }) {
    const player = draft.players[e.seat];
    if (!player) throw new Error(`no seat ${e.seat} to exhaust The Icon`);
    player.iconExhausted = true;
  },
  ti4IconReadied(draft: Ti4State, e: { seat: Seat }) {
    const player = draft.players[e.seat];
    if (player) delete player.iconExhausted;
  },
};
