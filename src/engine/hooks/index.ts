/**
 * The hook points: the closed list of rule moments where base rules ask, and cards, laws, race
 * abilities, technologies and options answer. Each family of moments is declared in a file of its own
 * here; `HookPoints` is their union, so a hook not named here cannot be asked or answered.
 *
 * A base rule asks with `answers(state, "moment")` and combines what it gets back as the moment needs
 * (a sum of modifiers, the first refusal, each step run in rulebook order). Only modules that are in the
 * game's rulebook answer: an option's answers count only when the game switched that option on.
 */
import { rulebookOf } from "../rulebook.ts";
import type { GameState } from "../state.ts";
import type { ActionCardHooks } from "./actionCards.ts";
import type { ActionPhaseHooks } from "./actionPhase.ts";
import type { AgendaHooks } from "./agenda.ts";
import type { CombatHooks } from "./combat.ts";
import type { ObjectiveHooks } from "./objectives.ts";
import type { OptionHooks } from "./options.ts";
import type { PlanetHooks } from "./planets.ts";
import type { RaceHooks } from "./races.ts";
import type { SetupHooks } from "./setup.ts";
import type { StatusPhaseHooks } from "./statusPhase.ts";
import type { StrategicActionHooks } from "./strategicAction.ts";
import type { StrategyPhaseHooks } from "./strategyPhase.ts";
import type { TacticalHooks } from "./tactical.ts";
import type { TechnologyHooks } from "./technology.ts";
import type { TradeHooks } from "./trade.ts";

export interface HookPoints
  extends StrategyPhaseHooks,
    ActionPhaseHooks,
    StrategicActionHooks,
    StatusPhaseHooks,
    TacticalHooks,
    CombatHooks,
    PlanetHooks,
    TradeHooks,
    AgendaHooks,
    ObjectiveHooks,
    TechnologyHooks,
    ActionCardHooks,
    RaceHooks,
    OptionHooks,
    SetupHooks {}

export type HookPoint = keyof HookPoints;
export type HookAnswers = { readonly [K in HookPoint]?: HookPoints[K] };

/** Every answer to one hook point, in rulebook order, from the modules this game plays with. */
export function answers<K extends HookPoint>(state: GameState, point: K): readonly HookPoints[K][] {
  return rulebookOf(state).answersFor(state.config.options, point);
}
