/**
 * A Fourth Edition seat's part in the table's skip (app/turnSkip.ts, voted in app/bankVotes.ts): its
 * questions (clocks.ts), its default answer (defaultAnswer.ts), each saved through `applyTi4` with the
 * skip's line said first, and its bots.
 */
import type { Ti4Command } from "../../engine/ti4/commands.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import type { SkipEdition } from "../turnSkip.ts";
import { ti4QuestionsAsked } from "./clocks.ts";
import { ti4DefaultAction } from "./defaultAnswer.ts";
import { applyTi4, runTi4Bots } from "./play.ts";

export const TI4_SKIPPING: SkipEdition = {
  asked: (state) => ti4QuestionsAsked(state as Ti4State),
  defaultAction: (state, seat, ctx) => ti4DefaultAction(state as Ti4State, seat, ctx),
  async apply(deps, game, actor, command, how) {
    const applied = await applyTi4(deps, game, actor, command as Ti4Command, {
      because: how.line,
      ...(how.meta ? { meta: how.meta } : {}),
      ...(how.interactionId ? { interactionId: how.interactionId } : {}),
      ...(how.route ? { route: how.route } : {}),
    });
    return applied.ok ? { ok: true } : applied;
  },
  runBots: (deps, game) => runTi4Bots(deps, game.id),
};
