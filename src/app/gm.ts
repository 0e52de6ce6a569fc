/**
 * GM corrections (issue "The Discord bot": corrections by an admin or the game's creator, always logged).
 * The service has already checked that the actor may manage the game; here the correction goes to the
 * engine as one command for the target seat, is stored like any other (actor, command with its reason,
 * events), and is announced in the channel naming the GM. An Action Card's identity goes to its holder
 * alone.
 */
import { type Command, type GameEvent, type GameState, viewEvent } from "../engine/index.ts";
import type { StoredGame } from "../store/gameStore.ts";
import { type OutboxBody, openQuestions, type ReplyRoute } from "./announcement.ts";
import { runBots } from "./bots.ts";
import { gmHeadline, narrateAll } from "./narrate.ts";
import { applyAndPersist, type PlayDeps, publicOutcome } from "./play.ts";
import { type Actor, type AppRequest, type Outcome, refusal } from "./types.ts";

export const NOT_GM_MESSAGE = "Only the game's creator or a server manager can correct the game.";

const isGmEvent = (e: GameEvent) => e.type === "gmCorrected" || e.type === "gmActionCardMoved";

export async function correctGame(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  request: Extract<AppRequest, { kind: "gm" }>,
  interactionId?: string,
  route?: ReplyRoute,
): Promise<Outcome> {
  if (game.status !== "active")
    return refusal("ERR_NOT_STARTED", "The game is not running: there is nothing to correct.");
  const state = game.state as GameState;
  const target = Number.isInteger(request.target) ? state.players[request.target] : undefined;
  if (!target) return refusal("ERR_NO_SEAT", `There is no player at seat ${request.target} in this game.`);
  if (target.eliminated)
    return refusal("ERR_ELIMINATED", `${target.name} has been eliminated: there is nothing to correct.`);
  const command: Command = {
    type: "gmCorrection",
    seat: request.target,
    correction: request.correction,
    reason: request.reason,
  };
  // The announcement names the GM; the rest (a game won, bots answering) follows as usual.
  const reword = (told: OutboxBody, events: readonly GameEvent[], after: GameState): OutboxBody => ({
    ...told,
    text: gmText(actor.name, events, after),
    // A correction may change anything drawn: the map shows the result.
    map: true,
  });
  const asked = openQuestions(state);
  const result = await applyAndPersist(deps, game, actor, command, {
    ...(interactionId ? { interactionId } : {}),
    ...(route ? { route } : {}),
    reword,
  });
  if (!result.ok) return result.outcome;
  const bots = await runBots(deps, game.id, result.state);
  const events = [...result.events, ...bots.events];
  const outcome = publicOutcome(asked, bots.state, events, actor);
  return { ...outcome, publicText: gmText(actor.name, events, bots.state) };
}

function gmText(gmName: string, events: readonly GameEvent[], state: GameState): string {
  const announced = events.find((e) => e.type === "gmCorrected");
  const headline = announced ? gmHeadline(gmName, announced, state) : "";
  const rest = narrateAll(
    events.filter((e) => !isGmEvent(e)).map((e) => viewEvent(e, null)),
    state,
  );
  return [headline, rest].filter(Boolean).join("\n");
}
