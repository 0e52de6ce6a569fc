/**
 * The moment after a roll made for a unit ability: SPACE CANNON offence and defence (LRR 77), BOMBARDMENT
 * (LRR 15) and ANTI-FIGHTER BARRAGE (LRR 9). Such a roll is no combat roll (LRR 77.3d, 10), so the moment
 * after a combat roll (afterRoll.ts) and what acts there stay apart; this one is its own, with its own
 * abilities. LRR 74: rerolls come right after the roll, before its hits are counted.
 *
 * - The roll is made and logged as before (`ti4DiceRolled`, or the offence's `ti4SpaceCannonFired`); dice
 *   some ability adds to it (hook point unitAbilityRollExtraDice: the Argent Flight's alliance card) are
 *   rolled next and logged (`ti4UnitAbilityDiceAdded`); Plasma Scoring's die is added the same way.
 * - If anyone could act on those dice, a `ti4UnitAbilityRoll` frame holds them with the hit assignment the
 *   rule would push: first the roller, with the abilities they may use on their own dice (hook point
 *   unitAbilityRollOffers: the Jol-Nar's alliance card), then the other players' action cards of this
 *   moment in a window (hook point unitAbilityRollCardsAsked: Scramble Frequency, actionCards/scramble.ts),
 *   then each player holding Heart of Ixth ready, clockwise from the roller (the roller first), as at the
 *   moment after a combat roll: a die shifted is then not undone by a card that rerolls every die.
 * - Once everyone is done, the hits are counted again from the dice as they stand, and the hit assignment
 *   is pushed with them (combat/hits.ts). Hits the rule added besides the dice (Metali Void Armaments' own
 *   roll, a galactic event's worth per bombardment hit) are kept as they were.
 * - Nobody could act, or the hits could reach none of the target's units there (a barrage with no fighter to
 *   hit): the hits go straight to their assignment, as before this moment existed.
 * - Not yet held: rolls at or by neutral units (combat/neutral.ts, tactical/spaceCannon.ts), the L1Z1X's
 *   Harrow (whose roll still gets the dice added here) and Proxima Targeting; Heart of Ixth names them
 *   (relicsNotBuilt.ts). The odds (odds.ts) count the dice added here (`unitAbilityExtraDice`), no reroll.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RngState, rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { countUnits, type Ti4Place, unitsIn } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4UnitAbilityRollAsked } from "../hooks/unitAbilityRolls.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { heartOfIxthSeats } from "./afterRoll.ts";
import { type Ti4Rolled, type Ti4RollRequest, ti4RollDice } from "./dice.ts";
import type { Ti4HitReason } from "./frames.ts";
import { pushHitAssignment, unitBombardmentHits } from "./hits.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** The unit abilities whose rolls have this moment. */
export type Ti4UnitAbilityRollKind = "spaceCannon" | "bombardment" | "antiFighterBarrage";

/** The abilities a roller may use on their own dice at this moment. */
export const TI4_UNIT_ROLL_ABILITIES = ["jolnar"] as const;
export type Ti4UnitRollAbility = (typeof TI4_UNIT_ROLL_ABILITIES)[number];
/** What may reroll the dice at this moment: the roller's abilities, and another player's Scramble Frequency. */
export type Ti4UnitRollReroll = Ti4UnitRollAbility | "scramble";

const ABILITY_NAMES: Record<Ti4UnitRollReroll, string> = {
  jolnar: "the Jol-Nar alliance card",
  scramble: "Scramble Frequency",
};

/** The name of what rerolled dice at this moment, as the log tells it. */
export function unitRollAbilityName(ability: Ti4UnitRollReroll): string {
  return ABILITY_NAMES[ability];
}

/** One die of the roll: the unit that rolled it, its result, and the result it hits on (modifiers counted). */
export interface Ti4UnitDie {
  type: Ti4UnitType;
  value: number;
  hitsOn: number;
}

/** A unit-ability roll as made: its dice, and how many of its hits those dice scored. */
export interface Ti4HeldUnitRoll {
  seat: Seat;
  roll: Ti4UnitAbilityRollKind;
  place: Ti4Place;
  dice: Ti4UnitDie[];
  diceHits: number;
}

/** What a rule gets back from a unit-ability roll: its hits, and the roll to hold for the moment after it. */
export interface Ti4UnitAbilityRolled {
  hits: number;
  held?: Ti4HeldUnitRoll;
}

/** The hit assignment the rule pushes once the roll's hits are counted (pushHitAssignment's fields). */
export interface Ti4HeldAssignment {
  seat: Seat;
  place: Ti4Place;
  hits: number;
  reason: Ti4HitReason;
  only?: Ti4UnitType[];
  /** LRR 78.6: how many of the hits must go to non-fighter ships while there are any (Graviton Laser System). */
  nonFightersFirst?: number;
}

/** The moment after a unit-ability roll: the dice as they stand, and the hit assignment waiting on them. */
export interface Ti4UnitAbilityRollFrame {
  kind: "ti4UnitAbilityRoll";
  seat: Seat;
  roll: Ti4UnitAbilityRollKind;
  place: Ti4Place;
  dice: Ti4UnitDie[];
  /** The hits the dice scored as first rolled (the assignment's `hits` counts them). */
  diceHits: number;
  /** What each hit of the dice is worth (a galactic event may make a bombardment hit worth more). */
  worth: number;
  assign: Ti4HeldAssignment;
  /** The abilities already used at this moment (LRR 74: each rerolls a die once). */
  used: Ti4UnitRollReroll[];
  /** True once the roller has said they are done. */
  done?: boolean;
  /** True once the other players' window of cards at this moment has been opened (it opens once). */
  cardsAsked?: boolean;
  /** The seats asked about Heart of Ixth that have answered at this moment. */
  ixthAnswered?: Seat[];
}

export type Ti4UnitAbilityRollEvent =
  /** Dice an ability adds to a unit-ability roll, rolled right after it (the Argent Flight's card). */
  | {
      type: "ti4UnitAbilityDiceAdded";
      seat: Seat;
      roll: Ti4UnitAbilityRollKind;
      place: Ti4Place;
      dice: Ti4UnitDie[];
      rng: RngState;
    }
  /** Dice of the roll under way rerolled by `ability`: `dice` index them in order; both results logged. */
  | {
      type: "ti4UnitAbilityDiceRerolled";
      seat: Seat;
      ability: Ti4UnitRollReroll;
      dice: number[];
      before: number[];
      after: number[];
      rng: RngState;
    };

function hitCount(dice: readonly Ti4UnitDie[]): number {
  return dice.filter((d) => d.value >= d.hitsOn).length;
}

/** The dice of a roll made by ti4RollDice, each with the result it hits on once its modifiers are counted. */
function diceOfRolled(rolled: Ti4Rolled, baseModifier: number): Ti4UnitDie[] {
  return rolled.groups.flatMap((g) =>
    g.rolls.map((value) => ({ type: g.type, value, hitsOn: g.hitsOn - baseModifier - (g.modifier ?? 0) })),
  );
}

function asked(held: Ti4HeldUnitRoll, target: Seat): Ti4UnitAbilityRollAsked {
  return { seat: held.seat, roll: held.roll, place: held.place, target };
}

/**
 * How many dice abilities add to `seat`'s roll of this kind at `place` (hook point unitAbilityRollExtraDice:
 * the Argent Flight's alliance card, Plasma Scoring), each for the roll's best unit. The odds read it too.
 */
export function unitAbilityExtraDice(
  state: Ti4State,
  seat: Seat,
  roll: Ti4UnitAbilityRollKind,
  place: Ti4Place,
): number {
  const ask = { seat, roll, place, target: seat };
  return hookAnswers(state, "unitAbilityRollExtraDice").reduce((sum, answer) => sum + answer(state, ask), 0);
}

/**
 * Dice an ability adds to the roll (hook point unitAbilityRollExtraDice), each for the roll's best unit (the
 * lowest result to hit), rolled from the game's generator and logged; returns the roll with them.
 */
function addDice(tx: Ti4Tx, held: Ti4HeldUnitRoll): Ti4HeldUnitRoll {
  const extra = unitAbilityExtraDice(tx.state, held.seat, held.roll, held.place);
  const best = [...held.dice].sort((a, b) => a.hitsOn - b.hitsOn)[0];
  if (extra <= 0 || !best) return held;
  const drawn = rollD10(tx.state.rng, extra);
  const dice = drawn.value.map((value) => ({ type: best.type, value, hitsOn: best.hitsOn }));
  const { seat, roll, place } = held;
  tx.emit({ type: "ti4UnitAbilityDiceAdded", seat, roll, place, dice, rng: drawn.rng });
  return { ...held, dice: [...held.dice, ...dice], diceHits: held.diceHits + hitCount(dice) };
}

/**
 * A unit-ability roll (BOMBARDMENT, SPACE CANNON defence, ANTI-FIGHTER BARRAGE) rolled and logged as emitRoll
 * logs it, then the dice abilities add to it (unless `noAddedDice`: they went with another roll of the same
 * use); returns its hits and the roll for assignAfterUnitRoll.
 */
export function rollForUnitAbility(
  tx: Ti4Tx,
  request: Ti4RollRequest & { kind: Ti4UnitAbilityRollKind; noAddedDice?: boolean },
): Ti4UnitAbilityRolled {
  const options = { ...request.options, place: request.place };
  const rolled = ti4RollDice(tx.state, request.seat, request.units, request.kind, tx.state.rng, options);
  if (rolled.groups.length === 0) return { hits: 0 };
  tx.emit({
    type: "ti4DiceRolled",
    seat: request.seat,
    place: request.place,
    roll: request.kind,
    reason: request.reason,
    groups: rolled.groups,
    hits: rolled.hits,
    rng: rolled.rng,
  });
  const dice = diceOfRolled(rolled, request.options?.modifier ?? 0);
  const first = {
    seat: request.seat,
    roll: request.kind,
    place: request.place,
    dice,
    diceHits: hitCount(dice),
  };
  const held = request.noAddedDice ? first : addDice(tx, first);
  return { hits: rolled.hits + held.diceHits - first.diceHits, held };
}

/** The space cannon offence's dice (tactical/spaceCannon.ts rolls them itself), then the dice added to them. */
export function heldCannonRoll(
  tx: Ti4Tx,
  seat: Seat,
  place: Ti4Place,
  rolls: readonly { unit: Ti4UnitType; roll: number; hitsOn: number }[],
): Ti4UnitAbilityRolled {
  const dice = rolls.map((r) => ({ type: r.unit, value: r.roll, hitsOn: r.hitsOn }));
  if (dice.length === 0) return { hits: 0 };
  const held = addDice(tx, { seat, roll: "spaceCannon", place, dice, diceHits: hitCount(dice) });
  return { hits: held.diceHits, held };
}

/** The abilities the roller may still use on the dice at this moment. */
export function unitRollOffers(state: Ti4State, frame: Ti4UnitAbilityRollFrame): Ti4UnitRollAbility[] {
  const ask = asked(frame, frame.assign.seat);
  return hookAnswers(state, "unitAbilityRollOffers")
    .flatMap((answer) => answer(state, ask))
    .filter((ability) => !frame.used.includes(ability));
}

/** The seats still to be asked about Heart of Ixth: clockwise from the roller, the roller first. */
export function unitRollIxthSeats(state: Ti4State, frame: Ti4UnitAbilityRollFrame): Seat[] {
  return heartOfIxthSeats(state, frame);
}

/** Whether the other players' window of cards is still to open at this moment. */
function cardsToAsk(state: Ti4State, frame: Ti4UnitAbilityRollFrame): boolean {
  if (frame.cardsAsked) return false;
  const ask = asked(frame, frame.assign.seat);
  return hookAnswers(state, "unitAbilityRollCardsAsked").some((answer) => answer(state, ask));
}

/**
 * The seat asked about Heart of Ixth now: the next in turn, once the roller is done with their own and the
 * other players' cards have had their window.
 */
export function unitRollIxthAsked(state: Ti4State, frame: Ti4UnitAbilityRollFrame): Seat | undefined {
  if (!frame.done && unitRollOffers(state, frame).length > 0) return undefined;
  if (cardsToAsk(state, frame)) return undefined;
  return unitRollIxthSeats(state, frame)[0];
}

/** The moment under way (the innermost), if any. */
export function unitRollUnderWay(state: Ti4State): Ti4UnitAbilityRollFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "ti4UnitAbilityRoll");
  return frame?.kind === "ti4UnitAbilityRoll" ? frame : null;
}

/** The hits of the moment's roll as its dice now stand, with those the rule added besides the dice. */
function hitsNow(frame: Ti4UnitAbilityRollFrame): number {
  return Math.max(0, frame.assign.hits + (hitCount(frame.dice) - frame.diceHits) * frame.worth);
}

/**
 * The hits of a unit-ability roll go to their assignment: at once if nobody could act on its dice, else once
 * the moment after the roll (this file's frame) is over. `assignment.hits` are the hits as the rule counted
 * them from `rolled`.
 */
export function assignAfterUnitRoll(
  tx: Ti4Tx,
  assignment: Ti4HeldAssignment,
  rolled: Ti4UnitAbilityRolled,
): void {
  const held = rolled.held;
  // Hits that could reach none of the target's units there (a barrage with no fighter to hit): no moment.
  const { seat: target, place: at, only } = assignment;
  const reachable = only ? countUnits(unitsIn(tx.state.board[at.position], target, at.planet), only) : 1;
  if (!held || reachable === 0) {
    pushHitAssignment(tx, assignment);
    return;
  }
  const worth = held.roll === "bombardment" ? unitBombardmentHits(tx.state, held.seat, 1) : 1;
  const { seat, roll, place, dice, diceHits } = held;
  const frame: Ti4UnitAbilityRollFrame = {
    kind: "ti4UnitAbilityRoll",
    seat,
    roll,
    place,
    dice,
    diceHits,
    worth,
    assign: assignment,
    used: [],
  };
  const nobody =
    unitRollOffers(tx.state, frame).length === 0 &&
    !cardsToAsk(tx.state, frame) &&
    unitRollIxthSeats(tx.state, frame).length === 0;
  if (nobody) pushHitAssignment(tx, assignment);
  else tx.emit({ type: "ti4FramePushed", frame });
}

function whose(state: Ti4State, frame: Ti4UnitAbilityRollFrame, seat: Seat): string {
  return seat === frame.seat ? "your" : `${state.players[frame.seat]?.name ?? `seat ${frame.seat}`}'s`;
}

const ROLL_NAMES: Record<Ti4UnitAbilityRollKind, string> = {
  spaceCannon: "space cannon",
  bombardment: "bombardment",
  antiFighterBarrage: "anti-fighter barrage",
};

const MOMENT: FrameRules<Ti4, Ti4UnitAbilityRollFrame> = {
  decisions(state, frame) {
    const offers = frame.done ? [] : unitRollOffers(state, frame);
    const name = ROLL_NAMES[frame.roll];
    if (offers.length > 0)
      return [
        {
          kind: "rerollUnitAbilityDice",
          seat: frame.seat,
          simultaneous: false,
          prompt: `reroll dice of your ${name} roll`,
          choices: offers,
        },
        {
          kind: "keepUnitAbilityDice",
          seat: frame.seat,
          simultaneous: false,
          prompt: `keep your ${name} dice as they are`,
        },
      ];
    const seat = unitRollIxthAsked(state, frame);
    if (seat === undefined) return [];
    const out: Decision<Ti4>[] = [
      {
        kind: "shiftDieWithHeartOfIxth",
        seat,
        simultaneous: false,
        prompt: `exhaust Heart of Ixth to raise or lower one die of ${whose(state, frame, seat)} ${name} roll by 1`,
        choices: frame.dice.map((_, i) => String(i)),
      },
      {
        kind: "declineHeartOfIxth",
        seat,
        simultaneous: false,
        prompt: `leave ${whose(state, frame, seat)} ${name} dice as they are (Heart of Ixth stays ready)`,
      },
    ];
    return out;
  },
  advance(tx, frame) {
    if (!frame.done && unitRollOffers(tx.state, frame).length > 0) return false;
    if (cardsToAsk(tx.state, frame)) {
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, cardsAsked: true } });
      const ask = asked(frame, frame.assign.seat);
      for (const answer of hookAnswers(tx.state, "unitAbilityRollCardWindow")) answer(tx, ask);
      return true;
    }
    if (unitRollIxthSeats(tx.state, frame).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    pushHitAssignment(tx, { ...frame.assign, hits: hitsNow(frame) });
    return true;
  },
};

function refuse(sentence: string, code = "ERR_TI4_UNIT_ROLL_DICE"): RuleError {
  return ruleError(code, "LRR 74", sentence);
}

function rerollUnitAbilityDice(
  tx: Ti4Tx,
  command: CommandOf<"rerollUnitAbilityDice">,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4UnitAbilityRoll") throw new Error("these dice are rerolled only after their roll");
  const ability = command.ability as Ti4UnitRollAbility;
  if (!unitRollOffers(tx.state, frame).includes(ability))
    return refuse(
      `${ABILITY_NAMES[ability] ?? command.ability} cannot act on these dice now: it is not yours to use here, or it has already acted on this roll.`,
      "ERR_TI4_UNIT_ROLL_ABILITY",
    );
  const count = frame.dice.length;
  const { dice } = command;
  if (dice.length === 0) return refuse(`Name at least one of your dice (0 to ${count - 1}).`);
  if (new Set(dice).size !== dice.length) return refuse("Name each die once (LRR 74).");
  const wrong = dice.find((i) => i >= count);
  if (wrong !== undefined)
    return refuse(`Your roll has ${count} dice, numbered 0 to ${count - 1}; there is no die ${wrong}.`);
  const drawn = rollD10(tx.state.rng, dice.length);
  tx.emit({
    type: "ti4UnitAbilityDiceRerolled",
    seat: frame.seat,
    ability,
    dice: [...dice],
    before: dice.map((i) => frame.dice[i]?.value ?? 0),
    after: drawn.value,
    rng: drawn.rng,
  });
  return undefined;
}

function keepUnitAbilityDice(tx: Ti4Tx, _command: CommandOf<"keepUnitAbilityDice">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4UnitAbilityRoll") throw new Error("these dice are kept only after their roll");
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, done: true } });
  return undefined;
}

function diceRerolled(draft: Ti4State, e: { ability: Ti4UnitRollReroll; dice: number[]; after: number[] }) {
  const frame = draft.stack.findLast((f) => f.kind === "ti4UnitAbilityRoll");
  if (frame?.kind !== "ti4UnitAbilityRoll") throw new Error("no unit-ability roll to reroll");
  e.dice.forEach((i, k) => {
    const die = frame.dice[i];
    if (die) die.value = e.after[k] as number;
  });
  frame.used.push(e.ability);
}

/** Heart of Ixth's shift on a unit-ability roll (thundersEdge/heartOfIxth.ts folds its event here). */
export function shiftUnitRollDie(draft: Ti4State, e: { seat: Seat; die: number; after: number }): void {
  const frame = draft.stack.findLast((f) => f.kind === "ti4UnitAbilityRoll");
  if (frame?.kind !== "ti4UnitAbilityRoll")
    throw new Error("no unit-ability roll for Heart of Ixth to shift");
  const die = frame.dice[e.die];
  if (!die) throw new Error(`no die ${e.die} in the roll`);
  die.value = e.after;
  frame.ixthAnswered = [...(frame.ixthAnswered ?? []), e.seat];
}

export const TI4_UNIT_ABILITY_ROLLS: Ti4Module = {
  id: "unitAbilityRolls",
  commands: { rerollUnitAbilityDice, keepUnitAbilityDice },
  frames: { ti4UnitAbilityRoll: MOMENT },
  events: { ti4UnitAbilityDiceAdded() {}, ti4UnitAbilityDiceRerolled: diceRerolled },
};
