/**
 * TI4's hook points: the closed list of rule moments where a base rule asks and factions, technologies,
 * action cards, promissory notes and laws answer (DESIGN.md "hook points"; TI3 has its own, engine/hooks/).
 * Each family of moments is declared in a file of its own here; `Ti4HookPoints` is their union, so a hook
 * not named here can be neither asked nor answered.
 *
 * A base rule asks with `hookAnswers(state, "moment")` and combines the answers as the moment needs (a sum
 * of modifiers, the first refusal, each step in book order). The answers come from the modules of the book
 * (rulebooks/ti4.ts registers them as it assembles); a module whose rule belongs to one faction checks the
 * seat's faction itself (`hasFaction`).
 */

import type { FactionId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4ActionCardHandHooks } from "./actionCards.ts";
import type { Ti4ActionMomentHooks } from "./actionMoments.ts";
import type { Ti4AgendaHooks } from "./agenda.ts";
import type { Ti4AllianceProductionHooks } from "./allianceAbilitiesProduction.ts";
import type { Ti4AllianceResearchHooks } from "./allianceAbilitiesResearch.ts";
import type { Ti4AllianceVotingHooks } from "./allianceAbilitiesVoting.ts";
import type { Ti4AnomalyHooks } from "./anomalies.ts";
import type { Ti4BombardmentHooks } from "./bombardment.ts";
import type { Ti4BombardmentUseHooks } from "./bombardmentUse.ts";
import type { Ti4BreakthroughValueHooks } from "./breakthroughValues.ts";
import type { Ti4CoexistHooks } from "./coexist.ts";
import type { Ti4CombatHooks } from "./combat.ts";
import type { Ti4CombatRoundHitsHooks } from "./combatRoundHits.ts";
import type { Ti4CommodityHooks } from "./commodities.ts";
import type { Ti4CrimsonHooks } from "./crimson.ts";
import type { Ti4DestructionHooks } from "./destruction.ts";
import type { Ti4EconomyHooks } from "./economy.ts";
import type { Ti4ExtraDiceHooks } from "./extraDice.ts";
import type { Ti4ForcesHooks } from "./forces.ts";
import type { Ti4GalacticEventHooks } from "./galacticEvents.ts";
import type { Ti4GameStartHooks } from "./gameStart.ts";
import type { Ti4InvasionHooks } from "./invasion.ts";
import type { Ti4LastShipHooks } from "./lastShip.ts";
import type { Ti4LentAbilityHooks } from "./lentAbilities.ts";
import type { Ti4MovementHooks } from "./movement.ts";
import type { Ti4NeutralGroundCombatHooks } from "./neutralGroundCombat.ts";
import type { Ti4ObjectiveMomentHooks } from "./objectiveMoments.ts";
import type { Ti4ObjectiveScoringHooks } from "./objectiveScoring.ts";
import type { Ti4ObjectiveHooks } from "./objectives.ts";
import type { Ti4PathHooks } from "./paths.ts";
import type { Ti4PlanetHooks } from "./planets.ts";
import type { Ti4ProductionHooks } from "./production.ts";
import type { Ti4ProductionLimitHooks } from "./productionLimit.ts";
import type { Ti4ProductionMomentHooks } from "./productionMoments.ts";
import type { Ti4RelicHooks } from "./relics.ts";
import type { Ti4ResearchHooks } from "./research.ts";
import type { Ti4RetreatHooks } from "./retreat.ts";
import type { Ti4RoundHooks } from "./round.ts";
import type { Ti4SecondaryNoteHooks } from "./secondaryNotes.ts";
import type { Ti4SpaceCannonOffenseHooks } from "./spaceCannonOffense.ts";
import type { Ti4SpaceCombatHooks } from "./spaceCombat.ts";
import type { Ti4SpendingHooks } from "./spending.ts";
import type { Ti4StatusHooks } from "./status.ts";
import type { Ti4StatusDrawHooks } from "./statusDraws.ts";
import type { Ti4StatusMomentHooks } from "./statusMoments.ts";
import type { Ti4StrategicHooks } from "./strategic.ts";
import type { Ti4TacticalHooks } from "./tactical.ts";
import type { Ti4TechnologyHooks } from "./technology.ts";
import type { Ti4ThundersEdgeHooks } from "./thundersEdge.ts";
import type { Ti4TransactionMomentHooks } from "./transactionMoments.ts";
import type { Ti4TransactionHooks } from "./transactions.ts";
import type { Ti4TurnHooks } from "./turn.ts";
import type { Ti4TurnActionHooks } from "./turnActions.ts";
import type { Ti4UnitAbilityHooks } from "./unitAbilities.ts";
import type { Ti4UnitAbilityRollCardHooks } from "./unitAbilityRollCards.ts";
import type { Ti4UnitAbilityRollHooks } from "./unitAbilityRolls.ts";

export interface Ti4HookPoints
  extends Ti4ActionCardHandHooks,
    Ti4ActionMomentHooks,
    Ti4AgendaHooks,
    Ti4AllianceProductionHooks,
    Ti4AllianceResearchHooks,
    Ti4AllianceVotingHooks,
    Ti4AnomalyHooks,
    Ti4BombardmentHooks,
    Ti4BombardmentUseHooks,
    Ti4BreakthroughValueHooks,
    Ti4CoexistHooks,
    Ti4CombatHooks,
    Ti4CombatRoundHitsHooks,
    Ti4CommodityHooks,
    Ti4CrimsonHooks,
    Ti4DestructionHooks,
    Ti4EconomyHooks,
    Ti4ExtraDiceHooks,
    Ti4ForcesHooks,
    Ti4GalacticEventHooks,
    Ti4GameStartHooks,
    Ti4InvasionHooks,
    Ti4LastShipHooks,
    Ti4LentAbilityHooks,
    Ti4MovementHooks,
    Ti4NeutralGroundCombatHooks,
    Ti4ObjectiveHooks,
    Ti4ObjectiveMomentHooks,
    Ti4ObjectiveScoringHooks,
    Ti4PathHooks,
    Ti4PlanetHooks,
    Ti4ProductionHooks,
    Ti4ProductionLimitHooks,
    Ti4ProductionMomentHooks,
    Ti4RelicHooks,
    Ti4ResearchHooks,
    Ti4RetreatHooks,
    Ti4RoundHooks,
    Ti4SecondaryNoteHooks,
    Ti4SpaceCannonOffenseHooks,
    Ti4SpaceCombatHooks,
    Ti4SpendingHooks,
    Ti4StatusDrawHooks,
    Ti4StatusHooks,
    Ti4StatusMomentHooks,
    Ti4StrategicHooks,
    Ti4TacticalHooks,
    Ti4TechnologyHooks,
    Ti4ThundersEdgeHooks,
    Ti4TransactionHooks,
    Ti4TransactionMomentHooks,
    Ti4TurnActionHooks,
    Ti4TurnHooks,
    Ti4UnitAbilityHooks,
    Ti4UnitAbilityRollCardHooks,
    Ti4UnitAbilityRollHooks {}

export type Ti4HookPoint = keyof Ti4HookPoints;
export type Ti4HookAnswers = { readonly [K in Ti4HookPoint]?: Ti4HookPoints[K] };

/** A module of the TI4 book: the kernel's tables and its answers to TI4's hook points. */
export interface Ti4Module extends KernelModule<Ti4> {
  readonly hooks?: Ti4HookAnswers;
}

/** Each hook point's answers, in book order (filled once, as the book assembles). */
let answering = new Map<Ti4HookPoint, readonly unknown[]>();
const NONE: readonly never[] = [];

/** The book's modules, in book order, as they answer hook points (called once, as the book assembles). */
export function registerTi4Hooks(modules: readonly Ti4Module[]): void {
  const table = new Map<Ti4HookPoint, unknown[]>();
  for (const module of modules)
    for (const [point, answer] of Object.entries(module.hooks ?? {}) as [Ti4HookPoint, unknown][])
      if (answer) table.set(point, [...(table.get(point) ?? []), answer]);
  answering = table;
}

/**
 * Every answer to one hook point, in book order (rules ask in their hottest loops, so the lists are made
 * once). The state is the game asked about: every module of the book answers today; a module of a box the
 * game does not play will answer only when its box is in play.
 */
export function hookAnswers<K extends Ti4HookPoint>(_state: Ti4State, point: K): readonly Ti4HookPoints[K][] {
  return (answering.get(point) ?? NONE) as readonly Ti4HookPoints[K][];
}

/** True when `seat` plays `faction` (a faction's own rules answer only for their owner). */
export function hasFaction(state: Ti4State, seat: Seat, faction: FactionId): boolean {
  return state.players[seat]?.faction === faction;
}
