import { getUnit, type UnitType } from "../../../../content/index.ts";
import type { CardChoiceRule } from "../../../choices.ts";
import { evolve } from "../../../evolve.ts";
import { ruleError } from "../../../ruleError.ts";
import type { CardEffectInPlay, GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import type { Battle } from "../../combat/battle.ts";
import { settleTradeStations } from "../../tactical/control.ts";
import { checkDestination } from "../../tactical/moveChecks.ts";
import { docksInSystem, enemyShipsPresent, plasticLeft } from "../../units.ts";
import type { ActionCardEffect } from "../cardPlay.ts";
import { askCardChoice } from "../choice.ts";
import { cardEffects, endCardEffect, startCardEffect } from "../lasting.ts";
import { battleOf, CONDITION, diceUnderWindow, notInBattle, shipNamed } from "./battle.ts";

const CARD = "Military Foresight";
const KEY = "militaryForesight";

/** The ships of `type` the player lost in this battle, less those another copy already brings back. */
function lostAndUnclaimed(state: GameState, battle: Battle, seat: Seat, type: UnitType): number {
  const frame = state.stack.findLast((f) => f.kind === "spaceBattle");
  if (frame?.kind !== "spaceBattle") return 0;
  const side = seat === frame.attacker ? 0 : 1;
  const lost = frame.shipsLost?.[side]?.[type] ?? 0;
  const claimed = cardEffects(state, KEY, { seat }).filter(
    (e) => e.system === battle.position && e.choice === type,
  ).length;
  return lost - claimed;
}

/**
 * Military Foresight: right after the player loses a ship in a Space Battle, that ship (its type named as
 * `choice` when he lost several types, e.g. "cruiser") comes back free at one of his Space Docks in the next
 * Status Phase, the one of this round (returnForesightShips). Each copy brings back one ship the player did
 * lose there (RR §19: two identical cards are not played on the same thing).
 */
export const militaryForesight: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    const losses = diceUnderWindow(state)?.lastLosses;
    if (!battle || !losses || losses.seat !== play.seat) return notInBattle(CARD, "a Space Battle");
    const type = shipNamed(losses.destroyed, play);
    if (type !== null && lostAndUnclaimed(state, battle, play.seat, type) > 0) return undefined;
    return ruleError(
      CONDITION,
      CARD,
      'Play it right after you lose a ship in a Space Battle; name its type as choice (e.g. "cruiser") if you lost several.',
    );
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play, "spaceBattle") as Battle;
    const losses = diceUnderWindow(tx.state)?.lastLosses;
    const type = losses ? shipNamed(losses.destroyed, play) : null;
    if (type === null) return;
    startCardEffect(tx, { effect: KEY, seat: play.seat, system: battle.position, choice: type });
  },
};

/**
 * Where a returning ship may appear: a system with a Space Dock of the player's (on a planet, or a Saar
 * dock afloat) and no enemy ships (a blockaded dock receives no ship, as it produces none: RR §14), while
 * plastic is left (RR §1), within the Fleet Supply there and with room for it: a Fighter needs a Carrier,
 * a War Sun or a Space Dock's support where it appears (RR §2.3; RR §14 checks Fighter support where units
 * are built). A ship with no such dock is gone.
 */
export function returnDocks(state: GameState, seat: Seat, type: UnitType): PositionLabel[] {
  const left = plasticLeft(state, seat, type);
  if ((left !== null && left < 1) || state.players[seat]?.eliminated) return [];
  return Object.keys(state.board).filter((position) => {
    if (docksInSystem(state, position, seat) === 0 || enemyShipsPresent(state, position, seat)) return false;
    const scratch = evolve(structuredClone(state), {
      type: "unitsPlaced",
      seat,
      position,
      units: { [type]: 1 },
      reason: CARD,
    });
    return checkDestination(scratch, seat, position) === undefined;
  });
}

function shipOf(effect: CardEffectInPlay): UnitType {
  return effect.choice as UnitType;
}

function returnShip(tx: Tx, effect: CardEffectInPlay, position: PositionLabel): void {
  const seat = effect.seat as Seat;
  tx.emit({ type: "unitsPlaced", seat, position, units: { [shipOf(effect)]: 1 }, reason: CARD });
  endCardEffect(tx, effect);
  // SE Trade Stations follow the only player with ships in their system.
  settleTradeStations(tx);
}

/**
 * In the Status Phase (once the cards are drawn, before the counters are placed: statusCleanUpDone),
 * each ship waiting comes back, one at a time in the order the cards were played: at the only dock it can
 * reach, or where its player names when there are several (a card choice); with none, it is gone.
 */
export function returnForesightShips(tx: Tx): void {
  for (const effect of cardEffects(tx.state, KEY)) {
    const seat = effect.seat as Seat;
    const docks = returnDocks(tx.state, seat, shipOf(effect));
    if (docks.length === 0) endCardEffect(tx, effect);
    else if (docks.length === 1) returnShip(tx, effect, docks[0] as PositionLabel);
    else {
      askCardChoice(tx, {
        effect: KEY,
        prompt: `${CARD}: name the system of the Space Dock where your ${getUnit(shipOf(effect)).name} returns (${docks.join(", ")})`,
        awaiting: [seat],
        data: { ship: shipOf(effect) },
      });
      return;
    }
  }
}

/** The player's ship that waits first (his choice answers for it). */
function waiting(state: GameState, seat: Seat): CardEffectInPlay | undefined {
  return cardEffects(state, KEY, { seat })[0];
}

/** The player names the system of one of the docks his ship may return to. */
export const militaryForesightChoice: CardChoiceRule = {
  check(state, _frame, seat, answer) {
    const effect = waiting(state, seat);
    const docks = effect ? returnDocks(state, seat, shipOf(effect)) : [];
    if (answer.system !== undefined && docks.includes(answer.system)) return undefined;
    return ruleError(
      "ERR_CARD_CHOICE",
      CARD,
      `Name the system of one of your Space Docks where the ship may return: ${docks.join(", ")}.`,
    );
  },
  resolve(tx, _frame, seat, answer) {
    const effect = waiting(tx.state, seat);
    if (!effect || answer.system === undefined) return;
    returnShip(tx, effect, answer.system);
    // The next ship waiting, if any.
    returnForesightShips(tx);
  },
  options(state, _frame, seat) {
    const effect = waiting(state, seat);
    return (effect ? returnDocks(state, seat, shipOf(effect)) : []).map((system) => ({ system }));
  },
};
