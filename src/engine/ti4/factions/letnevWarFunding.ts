/**
 * War Funding, the Barony of Letnev's promissory note (printed base card; content/ti4/promissoryNotes.factions.ts):
 * as a round of space combat its holder fights begins (LRR 78.3, hook `spaceCombatRoundStarts`), the holder
 * plays it, the Letnev lose 2 trade goods, and the holder may reroll their dice in that round. Played, it lies
 * face up in the holder's play area for the round (what it does lasts that long) and goes back to the Letnev
 * as the round ends or the combat does (LRR 69.3).
 *
 * The holder rerolls every combat die that missed, once (hook `rerollsMissedDice`): a miss rerolled can only
 * become a hit, so that is the choice a player would make and no question is asked. Our reading: the Letnev
 * must have the 2 trade goods (the note is offered only then), and "your dice" are the holder's combat rolls
 * of that round, not anti-fighter barrage (a unit ability, LRR 10).
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { returnNote, type Ti4NoteRules } from "../transactions/noteRules.ts";

const WAR_FUNDING = "war_funding";
const COST = 2;

/** The War Funding lying in `seat`'s play area, if any. */
function warFundingOf(state: Ti4State, seat: Seat) {
  return (state.players[seat]?.promissoryPlayArea ?? []).find((n) => n.note === WAR_FUNDING);
}

export const WAR_FUNDING_NOTE: Ti4NoteRules = {
  moment: "spaceCombatRoundStarted",
  playableAt: (state, holder, owner, window) =>
    (window.trigger === holder || window.opponent === holder) &&
    (state.players[owner]?.tradeGoods ?? 0) >= COST,
  play(tx, _holder, owner) {
    tx.emit({ type: "ti4TradeGoodsChanged", seat: owner, amount: -COST, reason: "War Funding" });
  },
  laidOutWhenPlayed: true,
};

/** The round is over (or the combat): each side's War Funding goes back to the Letnev. */
function returnWarFunding(tx: Tx<Ti4>, combat: { system: PositionLabel; attacker: Seat; defender: Seat }) {
  for (const seat of [combat.attacker, combat.defender]) {
    const ref = warFundingOf(tx.state, seat);
    if (ref) returnNote(tx, seat, WAR_FUNDING, ref.owner);
  }
}

export const TI4_WAR_FUNDING: Ti4Module = {
  id: "letnevWarFunding",
  hooks: {
    rerollsMissedDice: (state, roll) =>
      roll.kind === "combat" &&
      roll.place !== undefined &&
      roll.place.planet === undefined &&
      warFundingOf(state, roll.seat) !== undefined,
    spaceCombatRoundEnded: returnWarFunding,
    spaceCombatEnded: returnWarFunding,
  },
};
