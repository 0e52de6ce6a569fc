/**
 * Munitions Reserves, a Barony of Letnev ability (content/ti4/factionAbilities.ts): as each round of space
 * combat begins (LRR 78.3, hook point spaceCombatRoundStarts), the Letnev may spend 2 trade goods; then, in
 * that round, they may reroll any of their combat dice (LRR 74) at the moment after their roll
 * (combat/afterRoll.ts, hook point combatDiceOffers). The Letnev are asked only when they have the 2 trade
 * goods; the table sees that much already. What was paid for lasts the round (the combat frame's
 * `roundAbilities`, cleared as the next round begins). Anti-fighter barrage is not a combat roll (LRR 10).
 *
 * The bot pays when the reroll of its expected misses is worth at least one hit more on average.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import { command, flag } from "../../commands/forms.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { ti4UnitFor } from "../units.ts";

const COST = 2;

export const LETNEV_MUNITIONS_COMMANDS = [
  /** Munitions Reserves: spend 2 trade goods to reroll any of your dice this round (or not). */
  command("munitionsReserves", { pay: flag }),
] as const;

/** A round of space combat in `system` begins: the Letnev (`seat`) may pay for Munitions Reserves. */
export interface Ti4MunitionsReservesFrame {
  kind: "ti4MunitionsReserves";
  seat: Seat;
  system: PositionLabel;
  round: number;
}

const munitionsFrame: FrameRules<Ti4, Ti4MunitionsReservesFrame> = {
  decisions: (_state, frame) => [
    {
      kind: "munitionsReserves",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Munitions Reserves: spend 2 trade goods to reroll any of your dice this round?",
      choices: ["pay", "decline"],
    },
  ],
};

function munitionsReserves(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "munitionsReserves" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4MunitionsReserves") throw new Error("Munitions Reserves is answered when asked");
  if (command.pay && (tx.state.players[frame.seat]?.tradeGoods ?? 0) < COST)
    return ruleError(
      "ERR_TI4_MUNITIONS_TRADE_GOODS",
      "LRR 78.3",
      "Munitions Reserves costs 2 trade goods, and you no longer have them.",
    );
  tx.emit({ type: "ti4FramePopped" });
  if (!command.pay) return undefined;
  tx.emit({ type: "ti4TradeGoodsChanged", seat: frame.seat, amount: -COST, reason: "Munitions Reserves" });
  tx.emit({ type: "ti4RoundAbilityInEffect", seat: frame.seat, ability: "munitionsReserves" });
  return undefined;
}

/** Whether `seat` paid for Munitions Reserves in the space combat round under way. */
function paidThisRound(state: Ti4State, seat: Seat): boolean {
  const combat = state.stack.findLast((f) => f.kind === "ti4SpaceCombat");
  return (
    combat?.kind === "ti4SpaceCombat" &&
    (combat.roundAbilities ?? []).some((a) => a.seat === seat && a.ability === "munitionsReserves")
  );
}

export const TI4_LETNEV_MUNITIONS: Ti4Module = {
  id: "letnevMunitions",
  commands: { munitionsReserves },
  frames: { ti4MunitionsReserves: munitionsFrame },
  hooks: {
    spaceCombatRoundStarts(tx, combat) {
      for (const seat of [combat.attacker, combat.defender]) {
        if (!hasFaction(tx.state, seat, "letnev")) continue;
        if ((tx.state.players[seat]?.tradeGoods ?? 0) < COST) continue;
        const frame: Ti4MunitionsReservesFrame = {
          kind: "ti4MunitionsReserves",
          seat,
          system: combat.system,
          round: combat.round,
        };
        tx.emit({ type: "ti4FramePushed", frame });
      }
    },
    combatDiceOffers: (state, moment) =>
      moment.combat === "space" && paidThisRound(state, moment.seat)
        ? [{ ability: "munitionsReserves", effect: "reroll", costPerDie: 0 }]
        : [],
  },
};

/** The hits a reroll of the misses of `seat`'s ships in `system` adds on average. */
function expectedRerollGain(state: Ti4State, seat: Seat, system: PositionLabel): number {
  let gain = 0;
  for (const [type, n] of Object.entries(unitsIn(state.board[system], seat)) as [Ti4UnitType, number][]) {
    const roll = ti4UnitFor(state, seat, type).combat;
    if (!roll || !n) continue;
    const dice = typeof roll.dice === "number" ? roll.dice : 1;
    const p = Math.min(1, Math.max(0, (11 - roll.hitsOn) / 10));
    gain += n * dice * (1 - p) * p;
  }
  return gain;
}

export const LETNEV_MUNITIONS_ANSWERS: Ti4Answers = {
  munitionsReserves(state, decision) {
    const frame = state.stack.at(-1);
    const pay: Ti4Command = { type: "munitionsReserves", seat: decision.seat, pay: true };
    const decline: Ti4Command = { type: "munitionsReserves", seat: decision.seat, pay: false };
    if (frame?.kind !== "ti4MunitionsReserves") return [decline];
    return expectedRerollGain(state, decision.seat, frame.system) >= 1 ? [pay, decline] : [decline, pay];
  },
};
