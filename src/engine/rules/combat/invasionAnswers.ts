/**
 * The players' answers during an Invasion Combat: how to bombard (RR §13.2: which ships, or X-89), the
 * Fighters sent in with Graviton Negator, and Letnev War Funding before a round.
 */
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { player } from "../players.ts";
import { bombard, bombardiers, mayUseX89, otherInvasions } from "./bombardment.ts";
import { unitsAt } from "./forces.ts";
import type { InvasionFrame } from "./frames.ts";
import { replaceInvasion } from "./invasion.ts";

function top(tx: Tx): InvasionFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "invasion") throw new Error("no Invasion Combat in progress");
  return frame;
}

const RULE = "RR §13.2";

function checkOrder(tx: Tx, frame: InvasionFrame, command: Extract<Command, { type: "bombard" }>) {
  const b = bombardiers(tx.state, frame);
  const { dreadnoughts, warSuns, x89 } = command;
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (!whole(dreadnoughts) || !whole(warSuns))
    return ruleError("ERR_BOMBARDMENT", RULE, "Give whole numbers of ships.");
  if (x89 !== undefined) {
    const free = x89 === "warSun" ? b.warSuns - warSuns : b.dreadnoughts + b.shielded - dreadnoughts;
    if (!mayUseX89(tx.state, frame) || free < 1)
      return ruleError(
        "ERR_X89",
        "X-89 Bacterial Weapon",
        "X-89 needs the technology and a Dreadnought or War Sun of yours here that has not bombarded.",
      );
  }
  if (dreadnoughts > b.dreadnoughts || warSuns > b.warSuns) {
    const shield = b.shielded > 0 ? " (a PDS on the planet stops Dreadnoughts without Graviton Negator)" : "";
    return ruleError(
      "ERR_BOMBARDMENT",
      RULE,
      `You may bombard with at most ${b.dreadnoughts} Dreadnought(s) and ${b.warSuns} War Sun(s)${shield}.`,
    );
  }
  const sharing = otherInvasions(tx.state, frame).length > 0;
  const all = dreadnoughts === b.dreadnoughts && warSuns === b.warSuns;
  if (!sharing && x89 === undefined && !all)
    return ruleError("ERR_BOMBARDMENT", RULE, "Every ship able to bombard this planet must roll its dice.");
  return undefined;
}

export function bombardPlanet(tx: Tx, command: Extract<Command, { type: "bombard" }>): RuleError | undefined {
  const frame = top(tx);
  const refused = checkOrder(tx, frame, command);
  if (refused) return refused;
  replaceInvasion(tx, { step: "planetaryDefense" });
  const order = { dreadnoughts: command.dreadnoughts, warSuns: command.warSuns };
  bombard(tx, frame, command.x89 === undefined ? order : { ...order, x89: command.x89 });
  return undefined;
}

/** The Letnev's War Funding, paid before a combat's rolls: 2 Trade Goods (Letnev race sheet). */
export function payWarFunding(tx: Tx, seat: Seat): RuleError | undefined {
  if (player(tx.state, seat).tradeGoods < 2)
    return ruleError(
      "ERR_TRADE_GOODS",
      "Letnev race sheet",
      "War Funding costs 2 Trade Goods, and you have fewer.",
    );
  tx.emit({ type: "tradeGoodsSpent", seat, amount: 2, reason: "Letnev War Funding" });
  return undefined;
}

export function answerInvasionAbility(
  tx: Tx,
  command: Extract<Command, { type: "useCombatAbility" }>,
): RuleError | undefined {
  const frame = top(tx);
  const seat = command.seat;
  const changes: Partial<InvasionFrame> = {};
  if (command.use && command.ability === "letnevWarFunding") {
    const unpaid = payWarFunding(tx, seat);
    if (unpaid) return unpaid;
    changes.warFunding = [...frame.warFunding, seat];
  }
  if (command.use && command.ability === "gravitonNegatorFighters") {
    const inSpace = unitsAt(tx.state, frame.position, null, seat).units.fighter ?? 0;
    const count = command.count ?? inSpace;
    if (!Number.isInteger(count) || count < 0 || count > inSpace)
      return ruleError(
        "ERR_FIGHTERS",
        "Graviton Negator",
        `Send from 0 to ${inSpace} Fighters into the Invasion Combat.`,
      );
    if (count > 0) changes.reserveFighters = inSpace - count;
  }
  const offers = top(tx).offers.filter((o) => !(o.seat === seat && o.ability === command.ability));
  replaceInvasion(tx, { ...changes, offers });
  return undefined;
}
