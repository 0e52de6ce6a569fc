/**
 * The registry of frame kinds: for each, who must answer (decisions) and what happens without anyone
 * (advance). One driver loop runs `advance` on the top frame until it needs a human or the game ends.
 */
import type { Decision } from "./decisions.ts";
import type { Frame, FrameKind } from "./frames.ts";
import { ACTION_PHASE_RULES } from "./rules/actionPhase.ts";
import { BY_HAND_RULES } from "./rules/cards/byHand.ts";
import { CARD_CHOICE_FRAME_RULES } from "./rules/cards/choice.ts";
import { enforceHandLimits, HAND_LIMIT_RULES } from "./rules/cards/handLimit.ts";
import { ACTION_CARD_PLAY_RULES } from "./rules/cards/play.ts";
import { ACTION_WINDOW_RULES } from "./rules/cards/window.ts";
import { DEMILITARIZED_ZONE_RULES } from "./rules/cardsAbilities/diplomacy2.ts";
import {
  CASUALTIES_RULES,
  INVASION_RULES,
  PDS_FIRE_RULES,
  SPACE_BATTLE_RULES,
} from "./rules/combat/index.ts";
import { enforceElimination } from "./rules/elimination.ts";
import { GAME_OVER_RULES } from "./rules/gameOver.ts";
import { AGENDA_RULES } from "./rules/politics/agenda.ts";
import { SENATE_RULES } from "./rules/politics/assembly.ts";
import { POLITICAL_PEEK_RULES } from "./rules/politics/politicalPrimary.ts";
import { STATUS_PHASE_RULES } from "./rules/statusPhase.ts";
import { STRATEGIC_ACTION_RULES } from "./rules/strategicAction.ts";
import { STRATEGY_PHASE_RULES } from "./rules/strategyPhase.ts";
import { TACTICAL_ACTION_RULES, TRANSFER_ACTION_RULES } from "./rules/tactical/index.ts";
import { TRADE_NEGOTIATION_RULES } from "./rules/trade/negotiations.ts";
import { GALAXY_BUILD_RULES, RACE_DRAFT_RULES } from "./setup/setupFrames.ts";
import type { GameState } from "./state.ts";
import type { Tx } from "./tx.ts";

export interface FrameRules<F extends Frame> {
  decisions(state: GameState, frame: F): Decision[];
  /** Runs the frame's automatic steps; returns true when it emitted anything. */
  advance?(tx: Tx, frame: F): boolean;
}

type Registry = { [K in FrameKind]: FrameRules<Extract<Frame, { kind: K }>> };

const REGISTRY: Registry = {
  raceDraft: RACE_DRAFT_RULES,
  galaxyBuild: GALAXY_BUILD_RULES,
  strategyPhase: STRATEGY_PHASE_RULES,
  actionPhase: ACTION_PHASE_RULES,
  strategicAction: STRATEGIC_ACTION_RULES,
  statusPhase: STATUS_PHASE_RULES,
  tradeNegotiation: TRADE_NEGOTIATION_RULES,
  demilitarizedZone: DEMILITARIZED_ZONE_RULES,
  tacticalAction: TACTICAL_ACTION_RULES,
  transferAction: TRANSFER_ACTION_RULES,
  pdsFire: PDS_FIRE_RULES,
  spaceBattle: SPACE_BATTLE_RULES,
  invasion: INVASION_RULES,
  casualties: CASUALTIES_RULES,
  agenda: AGENDA_RULES,
  politicalPeek: POLITICAL_PEEK_RULES,
  senate: SENATE_RULES,
  actionWindow: ACTION_WINDOW_RULES,
  actionCardPlay: ACTION_CARD_PLAY_RULES,
  handLimit: HAND_LIMIT_RULES,
  byHand: BY_HAND_RULES,
  cardChoice: CARD_CHOICE_FRAME_RULES,
  gameOver: GAME_OVER_RULES,
};

export function frameRules<K extends FrameKind>(kind: K): FrameRules<Extract<Frame, { kind: K }>> {
  return REGISTRY[kind];
}

/** A stuck loop is a bug: no game needs this many automatic steps after one command. */
const MAX_AUTOMATIC_STEPS = 10_000;

/** Runs automatic steps until the top frame waits for a person (or nothing is left). */
export function advance(tx: Tx): void {
  for (let steps = 0; steps < MAX_AUTOMATIC_STEPS; steps++) {
    const top = tx.state.stack.at(-1);
    if (!top) return;
    // RR §22: a player left with no planet and no unit is out, and no frame waits on him.
    if (enforceElimination(tx)) continue;
    // RR §19: a player over a hand limit discards down at once, before anything else goes on.
    if (enforceHandLimits(tx)) continue;
    const rules = frameRules(top.kind) as FrameRules<Frame>;
    if (!rules.advance?.(tx, top)) return;
  }
  throw new Error(`advance made ${MAX_AUTOMATIC_STEPS} steps without waiting: a frame never settles`);
}
