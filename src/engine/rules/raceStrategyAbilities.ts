/**
 * The two race abilities used during the Strategy Phase (RR §5; race sheets, RR "Race abilities"):
 *
 * - Mentak Pillage: "during the Strategy Phase you may take 1 Trade Good from each of up to 2 players who
 *   have at least 3 Trade Goods" (RR race list, Mentak (c) [sourced: TIO]).
 * - Yssaril: "once per Strategy Phase you may look at another player's Action Cards" (race sheet).
 *
 * Both are answered through the `useActionAbility` command (one command for every ability used on its
 * own; rules/technology/abilityActions.ts routes these two ids here). They are not actions (RR §7.4): they
 * end no turn and take no pick. The Strategy Phase offers them to their owner as an optional, simultaneous
 * decision (strategyPhase.ts) while the picks go on.
 *
 * Interpretation (timing): the sources say only "during the Strategy Phase". The Pillage is used once per
 * Strategy Phase, both players named at once, at any moment of the phase when no Action Card window or
 * other procedure is open (before, between or after the picks, until the last card is taken). The round of
 * the use is kept in `abilitiesUsed` through the `abilityUsed` event, as for the once-a-round technologies.
 *
 * The cards the Yssaril player sees go in `actionCardsPeeked`, an event only that player sees (events.ts
 * `visibilityOf`): the player looked at learns that the hand was seen, not which cards were listed.
 */
import type { Command } from "../commands.ts";
import type { Decision } from "../decisions.ts";
import { type RuleError, ruleError } from "../ruleError.ts";
import type { GameState, Seat } from "../state.ts";
import type { Tx } from "../tx.ts";
import { hasAbility, player } from "./players.ts";
import { STRATEGY_PHASE_ABILITIES, type StrategyPhaseAbility } from "./technology/actionAbilityIds.ts";

type AbilityCommand = Extract<Command, { type: "useActionAbility" }>;

const PILLAGE = "Pillage (Mentak)";
const PEEK = "Yssaril Tribes ability";
/** RR race list, Mentak (c): the players robbed must hold at least this many Trade Goods. */
const PILLAGE_MINIMUM = 3;
/** RR race list, Mentak (c): up to this many players. */
const PILLAGE_MOST = 2;

const NAMES: Record<StrategyPhaseAbility, string> = { mentakPillage: PILLAGE, yssarilPeek: PEEK };

export function isStrategyPhaseAbility(ability: string): ability is StrategyPhaseAbility {
  return (STRATEGY_PHASE_ABILITIES as readonly string[]).includes(ability);
}

function otherPlayers(state: GameState, seat: Seat): Seat[] {
  return state.players.filter((p) => p.seat !== seat && !p.eliminated).map((p) => p.seat);
}

function pillageable(state: GameState, seat: Seat): Seat[] {
  return otherPlayers(state, seat).filter((s) => player(state, s).tradeGoods >= PILLAGE_MINIMUM);
}

function usedThisPhase(state: GameState, seat: Seat, ability: StrategyPhaseAbility): boolean {
  return player(state, seat).abilitiesUsed?.[ability] === state.round;
}

/** True while the Strategy Phase itself is waiting (no window or other procedure open over it). */
function inStrategyPhase(state: GameState): boolean {
  return state.phase === "strategy" && state.stack.at(-1)?.kind === "strategyPhase";
}

/** The optional decisions for the Mentak and Yssaril players who have not used their ability this phase. */
export function strategyPhaseAbilityDecisions(state: GameState): Decision[] {
  if (!inStrategyPhase(state)) return [];
  const out: Decision[] = [];
  for (const p of state.players) {
    if (p.eliminated) continue;
    for (const ability of STRATEGY_PHASE_ABILITIES) {
      if (!hasAbility(state, p.seat, ability) || usedThisPhase(state, p.seat, ability)) continue;
      const targets = ability === "mentakPillage" ? pillageable(state, p.seat) : otherPlayers(state, p.seat);
      if (targets.length === 0) continue;
      out.push({
        kind: "useActionAbility",
        seat: p.seat,
        simultaneous: true,
        // A "may": the phase does not wait for it, and nobody is pinged or reminded about it.
        optional: true,
        prompt:
          ability === "mentakPillage"
            ? "optionally pillage 1 Trade Good from up to 2 players holding 3 or more"
            : "optionally look at another player's Action Cards",
        choices: [ability],
      });
    }
  }
  return out;
}

function checkPillage(state: GameState, command: AbilityCommand): RuleError | undefined {
  const targets = command.targets ?? (command.target === undefined ? [] : [command.target]);
  if (targets.length < 1 || targets.length > PILLAGE_MOST || new Set(targets).size !== targets.length) {
    return ruleError("ERR_TARGET", PILLAGE, "Name 1 or 2 different players to take 1 Trade Good from each.");
  }
  for (const target of targets) {
    const other = state.players[target];
    if (target === command.seat || !other || other.eliminated) {
      return ruleError("ERR_TARGET", PILLAGE, "Name other players still in the game.");
    }
    if (other.tradeGoods < PILLAGE_MINIMUM) {
      return ruleError(
        "ERR_TOO_FEW_TRADE_GOODS",
        PILLAGE,
        `Player ${target + 1} holds ${other.tradeGoods} Trade Good(s): Pillage takes only from players holding ${PILLAGE_MINIMUM} or more.`,
      );
    }
  }
  return undefined;
}

function checkPeek(state: GameState, command: AbilityCommand): RuleError | undefined {
  const target = command.target;
  const other = target === undefined ? undefined : state.players[target];
  if (target === command.seat || !other || other.eliminated) {
    return ruleError(
      "ERR_TARGET",
      PEEK,
      "Name another player still in the game whose Action Cards you look at.",
    );
  }
  return undefined;
}

/** Carries out one of the two abilities; not an action: the turn and the picks go on (RR §5, §7.4). */
export function useStrategyPhaseAbility(
  tx: Tx,
  command: AbilityCommand & { ability: StrategyPhaseAbility },
): RuleError | undefined {
  const state = tx.state;
  const ability = command.ability;
  const name = NAMES[ability];
  if (!hasAbility(state, command.seat, ability)) {
    return ruleError("ERR_NO_ABILITY", name, `Your race does not have ${name}.`);
  }
  if (!inStrategyPhase(state)) {
    return ruleError(
      "ERR_NOT_NOW",
      "RR §5",
      `${name} is used during the Strategy Phase, while cards are picked.`,
    );
  }
  if (usedThisPhase(state, command.seat, ability)) {
    return ruleError("ERR_ONCE_PER_PHASE", name, `${name} may be used once per Strategy Phase.`);
  }
  const wrong = ability === "mentakPillage" ? checkPillage(state, command) : checkPeek(state, command);
  if (wrong) return wrong;
  tx.emit({ type: "abilityUsed", seat: command.seat, ability, round: state.round });
  if (ability === "mentakPillage") {
    const targets = command.targets ?? [command.target as Seat];
    for (const target of targets) {
      tx.emit({ type: "tradeGoodsGiven", seat: target, to: command.seat, amount: 1 });
    }
    return undefined;
  }
  const target = command.target as Seat;
  tx.emit({
    type: "actionCardsPeeked",
    seat: command.seat,
    target,
    cards: [...player(tx.state, target).secret.actionCards],
  });
  return undefined;
}
