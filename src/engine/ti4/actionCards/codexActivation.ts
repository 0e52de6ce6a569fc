/**
 * Codex I's action cards played right after a system is activated (LRR 89.1; windows.ts, afterActivation)
 * by a player other than the one whose tokens or units lie there: Counterstroke takes a command token of
 * its holder's back from the active system, Forward Supply Base pays its holder for units another player's
 * activation reaches. And by the active player: Solar Flare keeps the others' Space Cannon off their ships
 * for the movement (in force on the tactical action; inForce.ts solarFlareShields, read by
 * tactical/spaceCannon.ts and Experimental Battlestation).
 */
import type { Ti4ActionCardId } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4State } from "../state.ts";
import { hasUnitsIn } from "../transactions/neighbours.ts";
import { activated, inForce, notActive } from "./afterActivation.ts";
import { otherPlayer, refuse, type Ti4CardEffect } from "./effect.ts";
import { cardsInForce } from "./inForce.ts";

/** Forward Supply Base: the trade goods its holder gains, and those the player they choose gains. */
export const SUPPLY_BASE_GOODS = 3;
export const SUPPLY_BASE_GIFT = 1;

/** The system just activated, or the refusal of `card` played at another moment. */
function activeSystem(state: Ti4State, card: string) {
  const active = activated(state);
  return active
    ? { system: active.system as PositionLabel, seat: active.seat }
    : { error: refuse(card, "it is played right after a system is activated.") };
}

/** Whether `seat` has a command token in `system`. */
function tokenIn(state: Ti4State, seat: Seat, system: PositionLabel): boolean {
  return (state.board[system]?.commandTokens ?? []).includes(seat);
}

export const TI4_CODEX_ACTIVATION_EFFECTS: Partial<Record<Ti4ActionCardId, Ti4CardEffect>> = {
  // Counterstroke (LRR 20, 89.1): after a system holding one of its holder's command tokens is activated,
  // that token goes back to their tactic pool. The active player may take back the token just placed
  // [recalled: the card says "a player", so its holder may be the one activating; our reading].
  counterstroke: {
    names: [],
    check(state, seat) {
      const at = activeSystem(state, "Counterstroke");
      if ("error" in at) return at.error;
      if (!tokenIn(state, seat, at.system))
        return refuse("Counterstroke", `you have no command token in ${at.system}, the system activated.`);
      return undefined;
    },
    resolve(tx, seat) {
      const system = activated(tx.state)?.system as PositionLabel;
      tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: [system] });
      tx.emit({ type: "ti4CommandTokensChanged", seat, pools: { tactic: 1 }, reason: "Counterstroke" });
    },
  },
  // Forward Supply Base (LRR 93): after another player activates a system holding its holder's units, they
  // gain 3 trade goods and name another player, who gains 1.
  fsb: {
    names: ["target"],
    check(state, seat, play) {
      const at = activeSystem(state, "Forward Supply Base");
      if ("error" in at) return at.error;
      if (at.seat === seat)
        return refuse("Forward Supply Base", "it is played when another player activates a system.");
      if (!hasUnitsIn(state, seat, at.system))
        return refuse("Forward Supply Base", `you have no units in ${at.system}, the system activated.`);
      return otherPlayer(state, seat, play.target, "Forward Supply Base");
    },
    resolve(tx, seat, play) {
      const reason = "Forward Supply Base";
      tx.emit({ type: "ti4TradeGoodsChanged", seat, amount: SUPPLY_BASE_GOODS, reason });
      const target = play.target as Seat;
      tx.emit({ type: "ti4TradeGoodsChanged", seat: target, amount: SUPPLY_BASE_GIFT, reason });
    },
  },
  // Solar Flare (LRR 89.2, 77.2): played by the active player right after their activation; during this
  // movement (its Space Cannon Offense included) other players cannot use Space Cannon against their ships.
  solar_flare: {
    names: [],
    check(state, seat) {
      const refused = notActive(state, seat, "Solar Flare");
      if (refused) return refused;
      if (cardsInForce(state, "tacticalAction", "solar_flare").length > 0)
        return refuse("Solar Flare", "it is in force already for this tactical action.");
      return undefined;
    },
    resolve: (tx, seat) => inForce(tx, seat, "solar_flare"),
  },
};
