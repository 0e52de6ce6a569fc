/** The engine's public surface: what the app layer, the renderer and the tests use. */
// The rulebooks register themselves as they load; every entry to the engine goes through this file.
import "./rulebooks/index.ts";

export { type ApplyResult, apply, checkAnswersDecision, type EngineContext } from "./apply.ts";
export type { Command, CommandType, DecisionKind } from "./commands.ts";
export { type Decision, decisions, waitingFor } from "./decisions.ts";
export { type GameEvent, visibilityOf } from "./events.ts";
export type { Frame } from "./frames.ts";
export { type Battle, type LastMove, lastMove, type MovedShips } from "./lastMove.ts";
export { replay } from "./replay.ts";
export { isRuleError, type RuleError } from "./ruleError.ts";
export { availableOptions, type CreationChecks, type GameSettings, resolveConfig } from "./setup/config.ts";
export { type CreateGameResult, createGame, type NewGameInput } from "./setup/createGame.ts";
export { type GameState, type Seat, STATE_FORMAT_VERSION } from "./state.ts";
export {
  EVENT_SCHEMA_VERSION,
  EventSchemaError,
  type StoredEventShape,
  type Upcaster,
  upcast,
} from "./upcast.ts";
export { FACE_DOWN_LEADER, type GameView, view, viewEvent } from "./view.ts";
