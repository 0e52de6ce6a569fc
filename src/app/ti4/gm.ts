/**
 * Game master corrections on a TI4 game (engine/ti4/gm/): the service has already checked that the actor
 * may manage the game (the game's creator or a server manager, as for TI3: app/gm.ts). The correction goes
 * to the engine as one command for the target seat, naming the game master and the reason; it is saved
 * like any other (actor, command, events) and told in the channel with both. A correction names nothing
 * secret, so its account is public.
 */
import type { Ti4Correction } from "../../engine/ti4/gm/corrections.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { StoredGame } from "../../store/gameStore.ts";
import type { ReplyRoute } from "../announcement.ts";
import { outcomeOf, type PlayDeps } from "../play.ts";
import { type Actor, type Outcome, refusal } from "../types.ts";
import { applyTi4, runTi4Bots } from "./play.ts";

export interface Ti4GmRequest {
  target: number;
  correction: unknown;
  reason: string;
}

export async function correctTi4Game(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  request: Ti4GmRequest,
  interactionId?: string,
  route?: ReplyRoute,
): Promise<Outcome> {
  if (game.status !== "active")
    return refusal("ERR_NOT_STARTED", "The game is not running: there is nothing to correct.");
  const state = game.state as unknown as Ti4State;
  const target = Number.isInteger(request.target) ? state.players[request.target] : undefined;
  if (!target) return refusal("ERR_NO_SEAT", `There is no player at seat ${request.target} in this game.`);
  if (target.eliminated)
    return refusal("ERR_ELIMINATED", `${target.name} has been eliminated: there is nothing to correct.`);
  // The engine checks the correction's form and values (a malformed one is refused with its sentence).
  const command = {
    type: "ti4GmCorrection" as const,
    seat: request.target,
    correction: request.correction as Ti4Correction,
    reason: request.reason,
    by: actor.name,
  };
  const applied = await applyTi4(deps, game, actor, command, {
    ...(interactionId ? { interactionId } : {}),
    ...(route ? { route } : {}),
  });
  if (!applied.ok) return applied.outcome;
  await runTi4Bots(deps, game.id);
  return outcomeOf({ ...applied.body, map: true });
}
