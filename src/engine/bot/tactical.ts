/**
 * The bot's candidates for tactical and transfer actions, gathered by decision: activation (activation.ts),
 * movement and landing (movement.ts), production (production.ts), the answer to an activation (Diplomats),
 * and abilities used as an action. It plays like a cautious player: it activates a system only where it gains
 * something (a planet its carriers can take, a Trade Station, production at one of its docks), sends loaded
 * carriers with an escort and keeps a guard at its docks, lands enough Ground Forces to win, and buys the
 * cheapest useful units it can pay for. Only a handful of candidates is generated per decision; each still
 * goes through `apply`.
 */
import type { Command, CommandType } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { strategyPhaseAbilityCandidates } from "../rules/raceStrategyAbilitiesBot.ts";
import { count, spaceUnits } from "../rules/units.ts";
import type { GameState, PositionLabel, Seat } from "../state.ts";
import { tacticalCandidates, transferCandidates } from "./activation.ts";
import { neighbours } from "./fleets.ts";
import { actionFrame, WARSHIPS } from "./forces.ts";
import { garrisonMoves } from "./groundMoves.ts";
import { landingCandidates, moveCandidates } from "./movement.ts";
import type { Candidates } from "./policy.ts";
import { productionCandidates } from "./production.ts";

/**
 * Abilities used as an action (rules/technology/abilityActions.ts): the bot uses Production Centers (the
 * Hacan: 6 Trade Goods once a round), giving the 2 to the player furthest behind, and Transit Diodes once
 * nothing else is left to do with the turn (no Command Pool counter for a tactical action, every Strategy
 * Card played) and a Strategy Allocation counter is to spare: a garrison, Shock Troops among it, spread to
 * an unguarded planet (groundMoves.ts). Its other options (counters, Action Cards) are worth more kept.
 */
export function actionAbilityCandidates(state: GameState, d: Decision): Command[] {
  // Mentak Pillage, Yssaril: the optional Strategy Phase abilities (rules/raceStrategyAbilitiesBot.ts).
  if (d.choices?.some((c) => c === "mentakPillage" || c === "yssarilPeek"))
    return strategyPhaseAbilityCandidates(state, d);
  const diodes = d.choices?.includes("transitDiodes") ? transitDiodesCandidates(state, d.seat) : [];
  if (!d.choices?.includes("productionCenters")) return diodes;
  const others = state.players
    .filter((p) => p.seat !== d.seat && !p.eliminated)
    .sort((a, b) => a.vp - b.vp || a.seat - b.seat);
  const target = others[0]?.seat;
  return target === undefined
    ? diodes
    : [{ type: "useActionAbility", seat: d.seat, ability: "productionCenters", target }, ...diodes];
}

/** Transit Diodes as the last thing worth doing with a turn: up to 4 ground units to an unguarded planet. */
function transitDiodesCandidates(state: GameState, seat: Seat): Command[] {
  const me = state.players[seat];
  if (!me || me.counters.command > 0 || me.counters.strategy < 2) return [];
  if (me.strategyCards.some((held) => !held.played)) return [];
  return garrisonMoves(state, seat, 4, 4).map((m) => ({
    type: "useActionAbility",
    seat,
    ability: "transitDiodes",
    from: m.from,
    to: m.to,
    units: m.units,
  }));
}

export const TACTICAL_CANDIDATES: Partial<Record<CommandType, Candidates>> = {
  tacticalAction: tacticalCandidates,
  transferAction: transferCandidates,
  moveUnits: moveCandidates,
  landUnits: landingCandidates,
  produceUnits: productionCandidates,
  answerActivation: (state, d) => {
    const frame = actionFrame(state);
    if (frame?.kind !== "tacticalAction") return [];
    const cancel = threatens(state, frame.seat, frame.position);
    return [
      { type: "answerActivation", seat: d.seat, cancel },
      { type: "answerActivation", seat: d.seat, cancel: !cancel },
    ];
  },
  finishTurn: (_state, d) => [{ type: "finishTurn", seat: d.seat }],
};

/** Diplomats are spent only when the activating player has warships next to (or in) the system. */
function threatens(state: GameState, seat: Seat, position: PositionLabel): boolean {
  const near = [position, ...neighbours(state, position)];
  return near.some((p) => WARSHIPS.some((t) => count(spaceUnits(state, p, seat), t) > 0));
}
