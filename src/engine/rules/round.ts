/**
 * The round (RR §5-§21): the Strategy, Action and Status Phases, the strategic action, and the ends of
 * the game (victory, elimination). One module each, so a ruleset can replace a phase; each says how its
 * phase begins, and the round's order is phases.ts.
 */

import {
  ACTION_PHASE_CANDIDATES,
  STATUS_PHASE_CANDIDATES,
  STRATEGIC_ACTION_CANDIDATES,
  STRATEGY_PHASE_CANDIDATES,
} from "../bot/candidates.ts";
import type { RuleModule } from "../module.ts";
import { ACTION_PHASE_RULES, pass, skipTurn, startActionPhase } from "./actionPhase.ts";
import { enforceElimination } from "./elimination.ts";
import { GAME_OVER_RULES } from "./gameOver.ts";
import { REFRESH_ABILITIES_RULES, useRefreshAbilities } from "./refreshAbilities.ts";
import {
  redistributeCounters,
  STATUS_PHASE_RULES,
  scoreObjectives,
  startStatusPhase,
} from "./statusPhase.ts";
import {
  answerSecondary,
  resolvePrimary,
  STRATEGIC_ACTION_RULES,
  takeStrategicAction,
} from "./strategicAction.ts";
import { BASE_PRIMARIES, BASE_SECONDARIES } from "./strategyAbilities.ts";
import { pickStrategyCard, STRATEGY_PHASE_RULES, startStrategyPhase } from "./strategyPhase.ts";
import { patrols, rapidMobilization } from "./tactical/index.ts";

export const STRATEGY_PHASE = {
  id: "strategyPhase",
  commands: { pickStrategyCard },
  frames: { strategyPhase: STRATEGY_PHASE_RULES },
  phases: { strategy: startStrategyPhase },
  bot: STRATEGY_PHASE_CANDIDATES,
} satisfies RuleModule;

export const ACTION_PHASE = {
  id: "actionPhase",
  commands: { pass, skipTurn },
  frames: { actionPhase: ACTION_PHASE_RULES },
  phases: { action: startActionPhase },
  bot: ACTION_PHASE_CANDIDATES,
} satisfies RuleModule;

export const STRATEGIC_ACTION = {
  id: "strategicAction",
  commands: { strategicAction: takeStrategicAction, resolvePrimary, answerSecondary },
  frames: { strategicAction: STRATEGIC_ACTION_RULES },
  primaries: BASE_PRIMARIES,
  // RR §6 Warfare and Imperial secondaries move and build (tactical/secondaries.ts, cardProduction.ts).
  secondaries: { ...BASE_SECONDARIES, patrols, rapidMobilization },
  bot: STRATEGIC_ACTION_CANDIDATES,
} satisfies RuleModule;

export const STATUS_PHASE = {
  id: "statusPhase",
  commands: { scoreObjectives, redistributeCounters, useRefreshAbilities },
  frames: { statusPhase: STATUS_PHASE_RULES, refreshAbilities: REFRESH_ABILITIES_RULES },
  phases: { status: startStatusPhase },
  bot: STATUS_PHASE_CANDIDATES,
} satisfies RuleModule;

/** RR §22: a player left with no planet and no unit is out, checked before every automatic step. */
export const GAME_END = {
  id: "gameEnd",
  frames: { gameOver: GAME_OVER_RULES },
  standing: [enforceElimination],
} satisfies RuleModule;
