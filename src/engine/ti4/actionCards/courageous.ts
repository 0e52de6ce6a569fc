/**
 * Courageous to the End (action card; LRR 2, 78, 31): right after one of the holder's ships is destroyed in
 * a space combat, by hits or directly, the holder rolls 2 dice; each result equal to or greater than that
 * ship's combat value makes the opponent choose one of their own ships in the active system, and it is
 * destroyed (directly: no hits, so no sustain damage, LRR 87).
 *
 * The moment: every loss of ships in the space combat under way is noted on its frame
 * (`ti4CombatShipsLost`, module.ts `noteShipsLost`), and a quiet window (timing afterShipDestroyed) asks the loser if
 * they hold the card. The play names the type of the ship lost (`unit`), whose combat value the dice need.
 * The dice come from the game's seeded generator and are logged (`ti4CardDiceRolled`); [our reading: they
 * are not a combat roll, so no combat roll modifier or reroll acts on them]. The opponent then chooses their
 * losses in a `ti4ChosenShipLosses` frame, asked only when they have a choice.
 *
 * Ground forces the Alastor has fighting as ships are ships in that combat [recalled: public rulings]: their
 * loss opens the moment, and the opponent's losses may be chosen among those in the space area. Those
 * fighting from planets are not offered as losses [our simplification: the choice names no planet].
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import { countUnits } from "../board/forces.ts";
import { lostAsShipsDirectly, shipsInSpaceCombat } from "../combat/combatants.ts";
import { LOSS_ORDER } from "../combat/hitsBot.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor } from "../units.ts";
import { combatSides, combatUnderWay } from "./combatCards.ts";
import { refuse, type Ti4CardEffect } from "./effect.ts";
import type { Ti4ChosenShipLossesFrame } from "./frames.ts";

type Ti4Tx = Tx<Ti4>;

const CARD = "Courageous to the End";

/** The space combat under way in which `seat` fights, not yet over. */
export function spaceCombatFor(state: Ti4State, seat: Seat) {
  const combat = combatUnderWay(state);
  if (combat?.kind !== "ti4SpaceCombat" || combat.step === "ended") return null;
  return combatSides(state).includes(seat) ? combat : null;
}

/** The value a die must reach for a ship of this type of `seat`'s (its combat value), or null. */
function combatValue(state: Ti4State, seat: Seat, type: Ti4UnitType): number | null {
  return ti4UnitFor(state, seat, type).combat?.hitsOn ?? null;
}

export const TI4_COURAGEOUS_EFFECTS: Record<"courageous", Ti4CardEffect> = {
  courageous: {
    names: ["unit"],
    check(state, seat, play) {
      const combat = spaceCombatFor(state, seat);
      const lost = combat?.shipsJustLost?.[seat];
      if (!combat || !lost || countUnits(lost) === 0)
        return refuse(
          CARD,
          "it is played right after one of your ships is destroyed in a space combat (LRR 78).",
        );
      const types = Object.keys(lost).join(", ");
      if (play.unit === undefined || !(lost[play.unit] ?? 0))
        return refuse(CARD, `name the type of the ship you have just lost (${types}).`);
      if (combatValue(state, seat, play.unit) === null)
        return refuse(CARD, `your ${play.unit} has no combat value to roll against.`);
      const opponent = combatSides(state).find((s) => s !== seat);
      if (opponent === undefined || countUnits(shipsInSpaceCombat(state, opponent, combat.system)) === 0)
        return refuse(CARD, "your opponent has no ship left in the active system.");
      return undefined;
    },
    resolve(tx, seat, play) {
      const combat = spaceCombatFor(tx.state, seat);
      const opponent = combatSides(tx.state).find((s) => s !== seat);
      const value = play.unit === undefined ? null : combatValue(tx.state, seat, play.unit);
      if (!combat || opponent === undefined || value === null) return;
      const drawn = rollD10(tx.state.rng, 2);
      const hits = drawn.value.filter((d) => d >= value).length;
      tx.emit({
        type: "ti4CardDiceRolled",
        seat,
        card: "courageous",
        rolls: drawn.value,
        hits,
        rng: drawn.rng,
      });
      const count = Math.min(hits, countUnits(shipsInSpaceCombat(tx.state, opponent, combat.system)));
      if (count === 0) return;
      const frame: Ti4ChosenShipLossesFrame = {
        kind: "ti4ChosenShipLosses",
        seat: opponent,
        system: combat.system,
        count,
        by: seat,
        card: "courageous",
      };
      tx.emit({ type: "ti4FramePushed", frame });
    },
  },
};

/** The losses when there is no choice: every ship, or `count` of the only type there. */
function onlyLosses(state: Ti4State, frame: Ti4ChosenShipLossesFrame): Ti4UnitCounts | null {
  const ships = shipsInSpaceCombat(state, frame.seat, frame.system);
  if (countUnits(ships) <= frame.count) return ships;
  const types = Object.keys(ships) as Ti4UnitType[];
  const [only] = types;
  return types.length === 1 && only !== undefined ? { [only]: frame.count } : null;
}

/** The chosen ships destroyed, damaged ones first (the owner keeps those that may still sustain damage). */
function destroyChosen(tx: Ti4Tx, frame: Ti4ChosenShipLossesFrame, ships: Ti4UnitCounts): void {
  const force = tx.state.board[frame.system]?.space.find((f) => f.seat === frame.seat);
  const damaged: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(ships) as [Ti4UnitType, number][])
    damaged[type] = Math.min(n, force?.damaged?.[type] ?? 0);
  tx.emit({ type: "ti4FramePopped" });
  const place = { position: frame.system };
  destroyUnitsDirectly(tx, { seat: frame.seat, place, units: ships, damaged, cause: CARD });
  lostAsShipsDirectly(tx, frame.seat, place, ships, CARD);
}

export const CHOSEN_SHIP_LOSSES: FrameRules<Ti4, Ti4ChosenShipLossesFrame> = {
  decisions(state, frame) {
    if (onlyLosses(state, frame)) return [];
    const ships = frame.count === 1 ? "1 of your ships" : `${frame.count} of your ships`;
    return [
      {
        kind: "chooseShipLosses",
        seat: frame.seat,
        simultaneous: false,
        prompt: `${CARD}: choose ${ships} in ${frame.system} to destroy`,
      },
    ];
  },
  advance(tx, frame) {
    const only = onlyLosses(tx.state, frame);
    if (!only) return false;
    destroyChosen(tx, frame, only);
    return true;
  },
};

type ChooseShipLosses = Extract<Ti4Command, { type: "chooseShipLosses" }>;

function losses(code: string, sentence: string, params?: Record<string, string | number>): RuleError {
  return ruleError(code, "LRR 31", `${CARD}: ${sentence}`, params);
}

export function chooseShipLosses(tx: Ti4Tx, command: ChooseShipLosses): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  // apply has checked that this command answers the top frame's decision.
  if (frame?.kind !== "ti4ChosenShipLosses")
    throw new Error("ship losses are chosen only when the game asks");
  const there = shipsInSpaceCombat(tx.state, frame.seat, frame.system);
  const ships: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(command.ships) as [Ti4UnitType, number][]) {
    if (!n) continue;
    if (!TI4_SHIP_TYPES.includes(type) && !there[type])
      return losses(
        "ERR_TI4_LOSSES_NOT_SHIP",
        `only ships are destroyed (and ground forces fighting this combat as ships), and ${type} is not one.`,
        { type },
      );
    if (n > (there[type] ?? 0))
      return losses(
        "ERR_TI4_LOSSES_TOO_MANY",
        `you have ${there[type] ?? 0} ${type} in ${frame.system}, not ${n}.`,
        { type },
      );
    ships[type] = n;
  }
  const owed = Math.min(frame.count, countUnits(there));
  if (countUnits(ships) !== owed)
    return losses(
      "ERR_TI4_LOSSES_COUNT",
      `choose exactly ${owed} of your ships in ${frame.system}, not ${countUnits(ships)}.`,
    );
  destroyChosen(tx, frame, ships);
  return undefined;
}

export const COURAGEOUS_ANSWERS: Ti4Answers = {
  chooseShipLosses: (state, d) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4ChosenShipLosses") return [];
    const there = shipsInSpaceCombat(state, d.seat, frame.system);
    let left = Math.min(frame.count, countUnits(there));
    const ships: Ti4UnitCounts = {};
    // The bot's cheapest ships first, as it takes hits (combat/hits.ts); only ships are there to choose.
    for (const type of new Set([...LOSS_ORDER, ...(Object.keys(there) as Ti4UnitType[])])) {
      const take = Math.min(there[type] ?? 0, left);
      if (take > 0) ships[type] = take;
      left -= take;
    }
    return [{ type: "chooseShipLosses", seat: d.seat, ships }];
  },
};

/**
 * The bot plays the card with the lost ship of the best combat value when each die hits at least 3 times
 * in 10 (a value of 8 or less) [our own threshold: a fighter's 9 is kept for a better moment].
 */
export function courageousPlay<P extends { unit?: Ti4UnitType }>(
  state: Ti4State,
  seat: Seat,
  plays: P[],
): P | null {
  const valued = plays.flatMap((p) => {
    const value = p.unit === undefined ? null : combatValue(state, seat, p.unit);
    return value === null ? [] : [{ p, value }];
  });
  const best = valued.sort((a, b) => a.value - b.value)[0];
  return best && best.value <= 8 ? best.p : null;
}
