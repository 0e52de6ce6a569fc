/**
 * The moment after a combat roll (LRR 74: rerolls come straight after the roll, before anything else
 * resolves; LRR 56: a modifier applies to a roll's result; digest §4.4 step 3). Each side's combat roll in a
 * round, space (LRR 78.5) or ground (LRR 42), is made alone, the attacker's first; then, if the roller could
 * do anything to those dice (hook point `combatDiceOffers`: Munitions Reserves, Wrath of Kenara, The Crown
 * of Thalnos, Fire Team), a `ti4AfterRoll` frame holds the dice and asks that player alone; nobody else is
 * asked (but Heart of Ixth's holders, below), and a player who could not act is not asked at all (what is asked tells no more than the table
 * sees, but for an action card: the quiet window of its timing, windows.ts). Once the roller is done the
 * hits are counted from the dice as they stand (`ti4CombatRollSettled`), and the combat goes on.
 *
 * LRR 74: one ability rerolls a given die once; several abilities may each reroll it. Each ability acts once
 * at a moment, on the dice the player names. A die rerolled loses a +1 an ability had applied to it (the
 * result it modified is gone).
 *
 * Heart of Ixth (TE relic: "after any die roll"; thundersEdge/heartOfIxth.ts) is the one thing a player
 * other than the roller may do here: once the roller is done, each player holding it ready is asked in turn,
 * clockwise from the roller (the roller first), and the moment is held for them even when the roller could
 * do nothing.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4CombatRollMoment, Ti4DiceOffer } from "../hooks/combat.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { relicReady } from "../thundersEdge/relicsHeld.ts";
import { type Ti4DiceGroup, type Ti4RollRequest, ti4RollDice } from "./dice.ts";

type Ti4Tx = Tx<Ti4>;

/** The abilities that act on combat dice after the roll. */
export const TI4_DICE_ABILITIES = [
  "munitionsReserves",
  "wrathOfKenara",
  "crownOfThalnos",
  "fireTeam",
] as const;
export type Ti4DiceAbility = (typeof TI4_DICE_ABILITIES)[number];

const ABILITY_NAMES: Record<Ti4DiceAbility, string> = {
  munitionsReserves: "Munitions Reserves",
  wrathOfKenara: "Wrath of Kenara",
  crownOfThalnos: "The Crown of Thalnos",
  fireTeam: "Fire Team",
};

/** The moment after `seat`'s combat roll: its dice as they stand, and what was done to them. */
export interface Ti4AfterRollFrame {
  kind: "ti4AfterRoll";
  seat: Seat;
  opponent: Seat;
  place: Ti4Place;
  combat: "space" | "ground";
  round: number;
  groups: Ti4DiceGroup[];
  /** Added to every die besides each group's own `modifier` (the nebula's +1 for the defender, LRR 59). */
  baseModifier: number;
  /** The abilities already used at this moment (LRR 74: each rerolls a die once). */
  used: Ti4DiceAbility[];
  /** True once the moment's opening was told (hook point combatDiceMomentOpens). */
  opened?: boolean;
  /** True once the roller has said they are done. */
  done?: boolean;
  /** The seats asked about Heart of Ixth that have answered (used or declined it) at this moment. */
  ixthAnswered?: Seat[];
}

/** One side's roll in a combat round, as the combat frames keep it until both have rolled. */
export interface Ti4SettledRoll {
  seat: Seat;
  hits: number;
  nonFightersFirst: number;
}

/** Where each die of a roll sits: its group and its place in that group, in the roll's order. */
export function diceOf(groups: readonly Ti4DiceGroup[]): { group: number; die: number }[] {
  return groups.flatMap((g, group) => g.rolls.map((_, die) => ({ group, die })));
}

function dieHits(frame: Pick<Ti4AfterRollFrame, "groups" | "baseModifier">, index: number): boolean {
  const at = diceOf(frame.groups)[index];
  const g = at ? frame.groups[at.group] : undefined;
  if (!at || !g) return false;
  const value = (g.rolls[at.die] ?? 0) + frame.baseModifier + (g.modifier ?? 0) + (g.bonus?.[at.die] ?? 0);
  return value >= g.hitsOn;
}

/** The indices of the dice that miss as they stand. */
export function missedDice(frame: Pick<Ti4AfterRollFrame, "groups" | "baseModifier">): number[] {
  return diceOf(frame.groups)
    .map((_, i) => i)
    .filter((i) => !dieHits(frame, i));
}

/** The chance a reroll of die `index` hits (its value, the roll's modifiers; a +1 applied after is lost). */
export function rerollHitChance(frame: Pick<Ti4AfterRollFrame, "groups" | "baseModifier">, index: number) {
  const at = diceOf(frame.groups)[index];
  const g = at ? frame.groups[at.group] : undefined;
  if (!g) return 0;
  const needs = g.hitsOn - frame.baseModifier - (g.modifier ?? 0);
  return Math.min(1, Math.max(0, (11 - needs) / 10));
}

/** The indices of the dice that would hit with +1 more (they miss by one). */
export function diceMissingByOne(frame: Pick<Ti4AfterRollFrame, "groups" | "baseModifier">): number[] {
  const plusOne = { ...frame, baseModifier: frame.baseModifier + 1 };
  return missedDice(frame).filter((i) => dieHits(plusOne, i));
}

/** The unit type that rolled die `index`. */
export function dieType(frame: Pick<Ti4AfterRollFrame, "groups">, index: number): Ti4UnitType | undefined {
  const at = diceOf(frame.groups)[index];
  return at ? frame.groups[at.group]?.type : undefined;
}

function momentOf(frame: Ti4AfterRollFrame): Ti4CombatRollMoment {
  const { seat, opponent, place, combat, round, groups } = frame;
  return { seat, opponent, place, combat, round, groups };
}

/**
 * The seats still to be asked about Heart of Ixth at a moment after a roll (this one, or a unit ability's:
 * unitAbilityRolls.ts), in the order they are asked: clockwise from the roller, the roller first; only those
 * who hold it ready and have not answered yet.
 */
export function heartOfIxthSeats(
  state: Ti4State,
  frame: Pick<Ti4AfterRollFrame, "seat" | "ixthAnswered">,
): Seat[] {
  if (!playsThundersEdge(state)) return [];
  const count = state.players.length;
  const answered = frame.ixthAnswered ?? [];
  return Array.from({ length: count }, (_, k) => (frame.seat + k) % count).filter(
    (seat) =>
      !state.players[seat]?.eliminated && !answered.includes(seat) && relicReady(state, seat, "heartofixth"),
  );
}

/** Whether the die `index` of the moment's roll hits as it stands. */
export function combatDieHits(frame: Pick<Ti4AfterRollFrame, "groups" | "baseModifier">, index: number) {
  return dieHits(frame, index);
}

/** What the roller may still do at this moment (abilities already used are left out). */
export function diceOffers(state: Ti4State, frame: Ti4AfterRollFrame): Ti4DiceOffer[] {
  return hookAnswers(state, "combatDiceOffers")
    .flatMap((answer) => answer(state, momentOf(frame)))
    .filter((offer) => !frame.used.includes(offer.ability));
}

/** The roll's hits as its dice stand, and how many go to non-fighter ships first (LRR 78.6). */
function countHits(state: Ti4State, frame: Omit<Ti4AfterRollFrame, "kind" | "used">): Ti4SettledRoll {
  let hits = 0;
  let nonFightersFirst = 0;
  let index = 0;
  for (const g of frame.groups) {
    let groupHits = 0;
    for (let die = 0; die < g.rolls.length; die++) if (dieHits(frame, index++)) groupHits++;
    // Hits besides the dice (extraHitsOnRoll) are read again from the dice as they now stand.
    const asked = { seat: frame.seat, type: g.type, kind: "combat" as const, place: frame.place };
    groupHits += hookAnswers(state, "extraHitsOnRoll").reduce(
      (sum, answer) => sum + answer(state, asked, g.rolls),
      0,
    );
    hits += groupHits;
    if (g.nonFightersFirst) nonFightersFirst += groupHits;
  }
  return { seat: frame.seat, hits, nonFightersFirst };
}

function settle(tx: Ti4Tx, frame: Omit<Ti4AfterRollFrame, "kind" | "used">): void {
  tx.emit({ type: "ti4CombatRollSettled", ...countHits(tx.state, frame) });
}

/**
 * One side's combat roll in a round (LRR 78.5, 42): rolled and logged (`ti4DiceRolled`), then the moment
 * after it, asked only if the roller could act on the dice; otherwise its hits are settled at once.
 */
export function rollInCombat(
  tx: Ti4Tx,
  roll: Omit<Ti4RollRequest, "kind">,
  combat: { opponent: Seat; combat: "space" | "ground"; round: number },
): void {
  const options = { ...roll.options, place: roll.place };
  const rolled = ti4RollDice(tx.state, roll.seat, roll.units, "combat", tx.state.rng, options);
  const moment = {
    seat: roll.seat,
    place: roll.place,
    groups: rolled.groups,
    baseModifier: roll.options?.modifier ?? 0,
    ...combat,
  };
  if (rolled.groups.length === 0) {
    settle(tx, moment);
    return;
  }
  tx.emit({
    type: "ti4DiceRolled",
    seat: roll.seat,
    place: roll.place,
    roll: "combat",
    reason: roll.reason,
    groups: rolled.groups,
    hits: rolled.hits,
    rng: rolled.rng,
  });
  const frame: Ti4AfterRollFrame = { kind: "ti4AfterRoll", ...moment, used: [] };
  if (diceOffers(tx.state, frame).length === 0 && heartOfIxthSeats(tx.state, frame).length === 0)
    settle(tx, moment);
  else tx.emit({ type: "ti4FramePushed", frame });
}

/** The moment under way (the innermost), if any. */
export function afterRollUnderWay(state: Ti4State): Ti4AfterRollFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4AfterRoll");
  return frame?.kind === "ti4AfterRoll" ? frame : null;
}

/** The roller's own choices: the offers answered by a command (an action card is played in its window). */
function commandOffers(state: Ti4State, frame: Ti4AfterRollFrame): Ti4DiceOffer[] {
  return diceOffers(state, frame).filter((o) => o.effect !== "actionCard");
}

/** The seat asked about Heart of Ixth now: the next in turn, once the moment is open and the roller done. */
export function heartOfIxthAsked(state: Ti4State, frame: Ti4AfterRollFrame): Seat | undefined {
  if (!frame.opened) return undefined;
  if (!frame.done && commandOffers(state, frame).length > 0) return undefined;
  return heartOfIxthSeats(state, frame)[0];
}

/** The next Heart of Ixth holder's choice, once the roller is done: shift one die by 1, or leave them. */
function heartOfIxthDecisions(state: Ti4State, frame: Ti4AfterRollFrame): Decision<Ti4>[] {
  const seat = heartOfIxthAsked(state, frame);
  if (seat === undefined) return [];
  const whose = seat === frame.seat ? "your" : `${state.players[frame.seat]?.name ?? `seat ${frame.seat}`}'s`;
  return [
    {
      kind: "shiftDieWithHeartOfIxth",
      seat,
      simultaneous: false,
      prompt: `exhaust Heart of Ixth to raise or lower one die of ${whose} combat roll by 1`,
      choices: diceOf(frame.groups).map((_, i) => String(i)),
    },
    {
      kind: "declineHeartOfIxth",
      seat,
      simultaneous: false,
      prompt: `leave ${whose} combat dice as they are (Heart of Ixth stays ready)`,
    },
  ];
}

export const AFTER_ROLL: FrameRules<Ti4, Ti4AfterRollFrame> = {
  decisions(state, frame) {
    if (!frame.opened) return [];
    const offers = frame.done ? [] : commandOffers(state, frame);
    if (offers.length === 0) return heartOfIxthDecisions(state, frame);
    const out: Decision<Ti4>[] = [
      {
        kind: "modifyCombatDice",
        seat: frame.seat,
        simultaneous: false,
        prompt: "reroll or modify your combat dice",
        choices: offers.map((o) => o.ability),
      },
      { kind: "keepCombatDice", seat: frame.seat, simultaneous: false, prompt: "keep your dice as they are" },
    ];
    return out;
  },
  advance(tx, frame) {
    if (!frame.opened) {
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, opened: true } });
      for (const answer of hookAnswers(tx.state, "combatDiceMomentOpens")) answer(tx, momentOf(frame));
      return true;
    }
    if (!frame.done && commandOffers(tx.state, frame).length > 0) return false;
    if (heartOfIxthSeats(tx.state, frame).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    settle(tx, frame);
    return true;
  },
};

function refuse(sentence: string, code = "ERR_TI4_DICE_MODIFY"): RuleError {
  return ruleError(code, "LRR 74", sentence);
}

/** Why these dice cannot be chosen for `offer` at this moment, or undefined. */
function diceRefusal(
  state: Ti4State,
  frame: Ti4AfterRollFrame,
  offer: Ti4DiceOffer,
  dice: readonly number[],
) {
  const name = ABILITY_NAMES[offer.ability];
  const count = diceOf(frame.groups).length;
  if (dice.length === 0) return refuse(`${name}: name at least one of your dice (0 to ${count - 1}).`);
  if (new Set(dice).size !== dice.length) return refuse(`${name}: name each die once (LRR 74).`);
  const wrong = dice.find((i) => i >= count);
  if (wrong !== undefined)
    return refuse(
      `${name}: your roll has ${count} dice, numbered 0 to ${count - 1}; there is no die ${wrong}.`,
    );
  const cost = offer.costPerDie * dice.length;
  const goods = state.players[frame.seat]?.tradeGoods ?? 0;
  if (cost > goods)
    return ruleError(
      "ERR_TI4_DICE_TRADE_GOODS",
      "LRR 74",
      `${name} costs ${offer.costPerDie} trade good a die: ${dice.length} dice cost ${cost}, and you have ${goods}.`,
    );
  return undefined;
}

/**
 * Rerolls dice of the moment under way for `ability` (LRR 74), from the game's seeded generator: both the
 * first and the new results are logged. Returns the dice that miss after the reroll.
 */
export function rerollDice(tx: Ti4Tx, ability: Ti4DiceAbility, dice: readonly number[]): number[] {
  const frame = afterRollUnderWay(tx.state);
  if (!frame) throw new Error("dice are rerolled only at the moment after a combat roll");
  const all = diceOf(frame.groups);
  const before = dice.map((i) => {
    const at = all[i];
    return at ? (frame.groups[at.group]?.rolls[at.die] ?? 0) : 0;
  });
  const drawn = rollD10(tx.state.rng, dice.length);
  tx.emit({
    type: "ti4CombatDiceRerolled",
    seat: frame.seat,
    ability,
    dice: [...dice],
    before,
    after: drawn.value,
    rng: drawn.rng,
  });
  const now = afterRollUnderWay(tx.state);
  return now ? dice.filter((i) => !dieHits(now, i)) : [];
}

/** The Crown of Thalnos's price: one of the roller's units of each missed die's type is destroyed. */
function destroyForMisses(tx: Ti4Tx, frame: Ti4AfterRollFrame, missed: readonly number[]): void {
  const force = (
    frame.place.planet === undefined
      ? tx.state.board[frame.place.position]?.space
      : tx.state.board[frame.place.position]?.planets[frame.place.planet]
  )?.find((f) => f.seat === frame.seat);
  if (!force) return;
  const units: Ti4UnitCounts = {};
  for (const i of missed) {
    const type = dieType(frame, i);
    if (type && (units[type] ?? 0) < (force.units[type] ?? 0)) units[type] = (units[type] ?? 0) + 1;
  }
  if (Object.keys(units).length === 0) return;
  // The damaged units go first: the player keeps the ones that can still sustain damage.
  const damaged: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) {
    const d = Math.min(n, force.damaged?.[type] ?? 0);
    if (d > 0) damaged[type] = d;
  }
  destroyUnitsDirectly(tx, {
    seat: frame.seat,
    place: frame.place,
    units,
    damaged,
    cause: "The Crown of Thalnos",
  });
}

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

export function modifyCombatDice(tx: Ti4Tx, command: CommandOf<"modifyCombatDice">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4AfterRoll") throw new Error("dice are modified only at the moment after a roll");
  const offer = commandOffers(tx.state, frame).find((o) => o.ability === command.ability);
  if (!offer)
    return refuse(
      `${ABILITY_NAMES[command.ability]} cannot act on these dice now: it is not yours to use here, or it has already acted on this roll.`,
      "ERR_TI4_DICE_ABILITY",
    );
  const refused = diceRefusal(tx.state, frame, offer, command.dice);
  if (refused) return refused;
  const cost = offer.costPerDie * command.dice.length;
  if (cost > 0)
    tx.emit({
      type: "ti4TradeGoodsChanged",
      seat: frame.seat,
      amount: -cost,
      reason: ABILITY_NAMES[offer.ability],
    });
  if (offer.effect === "plusOne") {
    tx.emit({
      type: "ti4CombatDiceModified",
      seat: frame.seat,
      ability: offer.ability,
      dice: [...command.dice],
      amount: 1,
    });
    return undefined;
  }
  const missed = rerollDice(tx, offer.ability, command.dice);
  if (offer.destroysOnMiss) destroyForMisses(tx, frame, missed);
  return undefined;
}

export function keepCombatDice(tx: Ti4Tx, _command: CommandOf<"keepCombatDice">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4AfterRoll") throw new Error("dice are kept only at the moment after a roll");
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, done: true } });
  return undefined;
}
