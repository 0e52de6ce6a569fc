/**
 * The table's skip of a Fourth Edition seat whose time bank ran out (app/bankVotes.ts): its default
 * answer (app/ti4/defaultAnswer.ts) is played for each question it is asked until the game no longer
 * waits on it, each saved as the seat's command, the first with the ballot that carried the vote, as a
 * TI3 seat's skip is. The bots then answer what waits on them.
 */
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { StoredGame } from "../../store/gameStore.ts";
import type { ReplyRoute } from "../announcement.ts";
import type { GameMeta } from "../lobby.ts";
import type { PlayDeps } from "../play.ts";
import { type Actor, type Outcome, refusal } from "../types.ts";
import { ti4QuestionsAsked } from "./clocks.ts";
import { ti4DefaultAction } from "./defaultAnswer.ts";
import { applyTi4, runTi4Bots } from "./play.ts";

export interface Ti4Skip {
  seat: number;
  userId: string;
  /** The ballot's sentence, said before the first default. */
  because: string;
  meta: (meta: GameMeta) => GameMeta;
  interactionId?: string | undefined;
  route?: ReplyRoute | undefined;
  /** At most this many defaults. */
  most: number;
}

export async function ti4SkipTurn(deps: PlayDeps, game: StoredGame, skip: Ti4Skip): Promise<Outcome> {
  const name = (game.state as unknown as Ti4State).players[skip.seat]?.name ?? "the player";
  const actor: Actor = { userId: skip.userId, name };
  const said: string[] = [];
  let current: StoredGame | null = game;
  for (let played = 0; played < skip.most && current; played++) {
    const state = current.state as unknown as Ti4State;
    if (state.players[skip.seat]?.userId !== skip.userId || !ti4QuestionsAsked(state).has(skip.seat)) break;
    const choice = ti4DefaultAction(state, skip.seat, { now: deps.clock().toISOString() });
    if (!choice) break;
    const first = played === 0;
    const line = `${first ? `${skip.because} ` : ""}${name}'s turn is skipped by the table: ${choice.said}.`;
    const applied = await applyTi4(deps, current, actor, choice.command, {
      because: line,
      ...(first ? { meta: skip.meta } : {}),
      ...(first && skip.interactionId ? { interactionId: skip.interactionId } : {}),
      ...(first && skip.route ? { route: skip.route } : {}),
    });
    if (!applied.ok) {
      if (first) return applied.outcome;
      break;
    }
    said.push(line);
    current = await deps.store.loadGame(game.id);
  }
  if (said.length === 0)
    return refusal("ERR_NO_DEFAULT", `No safe default fits ${name}'s question: vote wait instead.`);
  await runTi4Bots(deps, game.id);
  return { ok: true, queued: true, publicText: said.join("\n"), privateMessages: [], pings: [] };
}
