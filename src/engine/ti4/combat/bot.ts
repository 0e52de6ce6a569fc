/**
 * The built-in player's answers in combat: hits taken on sustain damage first, then on the cheapest units;
 * a retreat only when clearly outmatched (the opponent's fleet worth three times its own, by expected hits
 * a round times the hits it can take), to the first system offered; both retreat decisions get the same answers.
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Answer, Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { neutralIn } from "../thundersEdge/neutral.ts";
import { ti4UnitFor } from "../units.ts";
import { diceMissingByOne, diceOffers, missedDice, rerollHitChance } from "./afterRoll.ts";
import { combatantsOf } from "./combatants.ts";
import { botHitAssignment } from "./hitsBot.ts";
import { neutralStrength } from "./neutral.ts";
import { retreatSystems } from "./retreat.ts";

/**
 * A fleet's worth in a combat: the hits it expects to score a round times the hits it can absorb (with the
 * ground forces fighting as ships in a space combat under way there: the Alastor).
 */
export function fleetStrength(state: Ti4State, seat: Seat, position: PositionLabel): number {
  const damaged = state.board[position]?.space.find((f) => f.seat === seat)?.damaged ?? {};
  return shipsStrength(state, seat, combatantsOf(state, seat, position), damaged);
}

/** The same worth for ships named by count (those a movement would bring, say), `damaged` of them damaged. */
export function shipsStrength(
  state: Ti4State,
  seat: Seat,
  ships: Ti4UnitCounts,
  damaged: Ti4UnitCounts = {},
): number {
  let expected = 0;
  let absorbs = 0;
  for (const [type, n] of Object.entries(ships) as [Ti4UnitType, number][]) {
    const unit = ti4UnitFor(state, seat, type);
    const dice = typeof unit.combat?.dice === "number" ? unit.combat.dice : 1;
    const chance = unit.combat ? Math.min(1, Math.max(0, (11 - unit.combat.hitsOn) / 10)) : 0;
    expected += n * dice * chance;
    absorbs += n + (unit.sustainDamage ? n - (damaged[type] ?? 0) : 0);
  }
  return expected * absorbs;
}

function outmatched(state: Ti4State, seat: Seat): boolean {
  const frame = state.stack.at(-1);
  // TE "Neutral Units": against neutral ships, their worth by the reference card.
  if (frame?.kind === "ti4NeutralSpaceCombat")
    return (
      neutralStrength(neutralIn(state.board[frame.system]), TI4_SHIP_TYPES) >
      3 * fleetStrength(state, seat, frame.system)
    );
  if (frame?.kind !== "ti4SpaceCombat" || frame.defender === undefined) return false;
  const other = seat === frame.seat ? frame.defender : frame.seat;
  return fleetStrength(state, other, frame.system) > 3 * fleetStrength(state, seat, frame.system);
}

/** Both retreat decisions are offered together: the same answers, the wanted one first. */
const retreatOrFight: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4SpaceCombat" && frame?.kind !== "ti4NeutralSpaceCombat") return [];
  const to = retreatSystems(state, seat, frame.system)[0];
  const fight: Ti4Command = { type: "declineRetreat", seat };
  if (!to) return [fight];
  const retreat: Ti4Command = { type: "announceRetreat", seat, to };
  return outmatched(state, seat) ? [retreat, fight] : [fight, retreat];
};

/** The Crown of Thalnos costs a unit for each rerolled miss: the bot rerolls only dice likelier to hit. */
const CROWN_REROLL_CHANCE = 0.6;

/**
 * The moment after its combat roll (afterRoll.ts): rerolls of the dice that missed first (a free reroll
 * can only help; a reroll that costs a unit on a miss only where a hit is likelier), then +1 on the dice
 * missing by one as far as its trade goods go; else the dice as they are. Both decisions get these answers.
 */
const diceMoment: Ti4Answer = (state, decision) => {
  const seat = decision.seat;
  const keep: Ti4Command = { type: "keepCombatDice", seat };
  const frame = state.stack.at(-1);
  if (frame?.kind !== "ti4AfterRoll" || frame.seat !== seat) return [keep];
  const offers = diceOffers(state, frame).filter((o) => o.effect !== "actionCard");
  const ordered = [
    ...offers.filter((o) => o.effect === "reroll"),
    ...offers.filter((o) => o.effect === "plusOne"),
  ];
  const out: Ti4Command[] = [];
  for (const offer of ordered) {
    let dice =
      offer.effect === "reroll"
        ? missedDice(frame).filter(
            (i) => !offer.destroysOnMiss || rerollHitChance(frame, i) >= CROWN_REROLL_CHANCE,
          )
        : diceMissingByOne(frame);
    if (offer.costPerDie > 0)
      dice = dice.slice(0, Math.floor((state.players[seat]?.tradeGoods ?? 0) / offer.costPerDie));
    if (dice.length > 0) out.push({ type: "modifyCombatDice", seat, ability: offer.ability, dice });
  }
  return [...out, keep];
};

export const COMBAT_ANSWERS: Ti4Answers = {
  modifyCombatDice: diceMoment,
  keepCombatDice: diceMoment,
  assignHits(state, decision) {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4AssignHits" || frame.seat !== decision.seat) return [];
    return [{ type: "assignHits", seat: decision.seat, ...botHitAssignment(state, frame) }];
  },
  announceRetreat: retreatOrFight,
  declineRetreat: retreatOrFight,
};
