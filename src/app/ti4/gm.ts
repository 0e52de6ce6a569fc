/**
 * Game master corrections on a TI4 game (engine/ti4/gm/): the service has already checked that the actor
 * may manage the game (the game's creator or a server manager, as for TI3: app/gm.ts), and both editions'
 * corrections are read by one /ti-gm definition (catalog/gmCommands.ts). The correction goes
 * to the engine as one command for the target seat, naming the game master and the reason; it is saved
 * like any other (actor, command, events) and told in the channel with both. A correction names nothing
 * secret, so its account is public.
 */
import type { Ti4Correction } from "../../engine/ti4/gm/corrections.ts";
import type { StoredGame } from "../../store/gameStore.ts";
import type { ReplyRoute } from "../announcement.ts";
import { gmRefusal } from "../gm.ts";
import { outcomeOf, type PlayDeps } from "../play.ts";
import type { Actor, Outcome } from "../types.ts";
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
  // The checks both editions share (the game running, the seat, a correction TI4 has): app/gm.ts.
  const refused = gmRefusal(game, "ti4", request);
  if (refused) return refused;
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
