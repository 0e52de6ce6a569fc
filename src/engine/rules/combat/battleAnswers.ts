/**
 * The players' answers during a Space Battle: retreat announcements (RR §12.2 step 1, §12.4; SE Option 10
 * Tactical Retreats; the Naalu retreat before the battle) and the optional abilities offered in a round
 * (Letnev War Funding, Yin Devotion) or after it (Salvage Operations, salvage.ts).
 */
import { getUnit, type UnitType } from "../../../content/index.ts";
import type { Command } from "../../commands.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { announceShipsMoved } from "../tactical/shipsMoved.ts";
import { canSustain, SHIP_TYPES, unitsAt } from "./forces.ts";
import type { SpaceBattleFrame } from "./frames.ts";
import { payWarFunding } from "./invasionAnswers.ts";
import { damageUnits, destroyUnits, loseCargo } from "./losses.ts";
import { canRetreat, executeRetreat, retreatDestinations, tacticalRetreatDestinations } from "./retreat.ts";
import { opponentOf, replaceBattle } from "./spaceBattle.ts";

function top(tx: Tx): SpaceBattleFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "spaceBattle") throw new Error("no Space Battle in progress");
  return frame;
}

function checkDestination(tx: Tx, frame: SpaceBattleFrame, seat: Seat, to: string, tactical: boolean) {
  if (tactical) {
    if (seat === frame.defender && tacticalRetreatDestinations(tx.state, seat, frame.position).includes(to))
      return;
    const places = tacticalRetreatDestinations(tx.state, seat, frame.position).join(", ") || "none";
    return ruleError(
      "ERR_RETREAT_DESTINATION",
      "SE p.11 Option 10",
      `A tactical retreat goes, for the defender, to an adjacent unactivated system he controls or that is empty (here: ${places}).`,
    );
  }
  if (retreatDestinations(tx.state, seat, frame.position).includes(to)) return;
  const places = retreatDestinations(tx.state, seat, frame.position).join(", ") || "none";
  return ruleError(
    "ERR_RETREAT_DESTINATION",
    "RR §12.4",
    `Retreat only to an adjacent system you activated earlier this round that holds no enemy ships (here: ${places}).`,
  );
}

export function announceRetreat(
  tx: Tx,
  command: Extract<Command, { type: "announceRetreat" }>,
): RuleError | undefined {
  const frame = top(tx);
  const seat = command.seat;
  if (command.to === null) {
    const defenderNext =
      frame.step === "announce" &&
      seat === frame.attacker &&
      canRetreat(tx.state, frame.defender, frame.position, true);
    replaceBattle(tx, { announcing: defenderNext ? frame.defender : null });
    return undefined;
  }
  const tactical = command.tactical === true;
  const refused = checkDestination(tx, frame, seat, command.to, tactical);
  if (refused) return refused;
  // SE Option 10: the counter comes from the Strategy Allocation and activates the system at once.
  if (tactical) tx.emit({ type: "systemActivated", seat, position: command.to, from: "strategy" });
  if (frame.step === "naaluRetreat") {
    executeRetreat(tx, seat, frame.position, command.to);
    replaceBattle(tx, { announcing: null, step: "closing" });
    // The High Alert token may follow the ships that retreated (SE p.16).
    announceShipsMoved(tx, seat, [{ from: frame.position, to: command.to }]);
    return undefined;
  }
  // RR §12.2: an announced retreat is carried out at the end of the round; the defender may not announce too.
  replaceBattle(tx, { announcing: null, retreat: { seat, to: command.to, tactical } });
  return undefined;
}

function dropOffer(tx: Tx, seat: Seat, ability: string): void {
  const frame = top(tx);
  replaceBattle(tx, { offers: frame.offers.filter((o) => !(o.seat === seat && o.ability === ability)) });
}

/** Yin Devotion (race sheet): one of your Destroyers or Cruisers is destroyed to hit an enemy ship you name. */
function yinDevotion(tx: Tx, frame: SpaceBattleFrame, seat: Seat, unit?: UnitType, target?: UnitType) {
  const own = unitsAt(tx.state, frame.position, null, seat).units;
  const enemy = opponentOf(frame, seat);
  const theirs = unitsAt(tx.state, frame.position, null, enemy);
  if ((unit !== "destroyer" && unit !== "cruiser") || (own[unit] ?? 0) === 0)
    return ruleError(
      "ERR_DEVOTION",
      "Yin race sheet",
      "Name one of your Destroyers or Cruisers in this battle to give up.",
    );
  if (!target || !SHIP_TYPES.includes(target) || (theirs.units[target] ?? 0) === 0)
    return ruleError(
      "ERR_DEVOTION",
      "Yin race sheet",
      "Name the type of enemy ship in this battle that takes the hit.",
    );
  destroyUnits(tx, seat, frame.position, null, { [unit]: 1 }, "Yin Devotion");
  loseCargo(tx, seat, frame.position);
  // The hit is the owner's to absorb: an undamaged unit that can sustain damage is damaged, not destroyed.
  const undamaged = (theirs.units[target] ?? 0) - (theirs.damaged[target] ?? 0);
  if (canSustain(tx.state, enemy, target) && undamaged > 0)
    damageUnits(tx, enemy, frame.position, { [target]: 1 });
  else
    destroyUnits(
      tx,
      enemy,
      frame.position,
      null,
      { [target]: 1 },
      `Yin Devotion: 1 hit on a ${getUnit(target).name}`,
    );
  loseCargo(tx, enemy, frame.position);
  return undefined;
}

export function answerBattleAbility(
  tx: Tx,
  command: Extract<Command, { type: "useCombatAbility" }>,
): RuleError | undefined {
  const frame = top(tx);
  const seat = command.seat;
  if (command.use && command.ability === "letnevWarFunding") {
    const unpaid = payWarFunding(tx, seat);
    if (unpaid) return unpaid;
    replaceBattle(tx, { warFunding: [...frame.warFunding, seat] });
  }
  if (command.use && command.ability === "yinDevotion") {
    const refused = yinDevotion(tx, frame, seat, command.unit, command.target);
    if (refused) return refused;
  }
  dropOffer(tx, seat, command.ability);
  return undefined;
}
