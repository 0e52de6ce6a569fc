/**
 * GM corrections (issue "The Discord bot": corrections by an admin or the game's creator, always logged).
 * The service has already checked that the actor may manage the game; here the correction goes to the
 * engine as one command for the target seat, is stored like any other (actor, command with its reason,
 * events), and is announced in the channel naming the GM. An Action Card's identity goes to its holder
 * alone. What is checked before either edition's engine reads a correction (the game running, the seat,
 * the correction's edition) is checked here once, for both (gmRefusal; TI4's: ti4/gm.ts).
 */
import { type Command, type GameEvent, type GameState, viewEvent } from "../engine/index.ts";
import type { Correction } from "../engine/rules/gm/corrections.ts";
import type { StoredGame } from "../store/gameStore.ts";
import { type OutboxBody, openQuestions, type ReplyRoute } from "./announcement.ts";
import { runBots } from "./bots.ts";
import { gmHeadline, narrateAll } from "./narrate.ts";
import { applyAndPersist, type PlayDeps, publicOutcome } from "./play.ts";
import { type Actor, type AppRequest, type GmCorrection, type Outcome, refusal } from "./types.ts";

export const NOT_GM_MESSAGE = "Only the game's creator or a server manager can correct the game.";

type Edition = "ti3" | "ti4";

/** The corrections one edition alone has: on the other edition's game, the sentence saying what to use. */
const ONE_EDITION_ONLY: Partial<Record<GmCorrection["kind"], { edition: Edition; otherwise: string }>> = {
  counters: {
    edition: "ti3",
    otherwise:
      "Command counters by area (strategy, fleet, command) are a Third Edition correction: on this Fourth Edition game, set the command sheet's pools with /ti-gm tokens (tactic, fleet, strategy).",
  },
  actionCard: {
    edition: "ti3",
    otherwise:
      "Moving an Action Card between hand and discard is a Third Edition correction: Mecatol does not correct a Fourth Edition hand.",
  },
  strategyCard: {
    edition: "ti3",
    otherwise:
      "Marking a Strategy Card played is a Third Edition correction: Mecatol does not correct a Fourth Edition strategy card.",
  },
  commodities: {
    edition: "ti4",
    otherwise:
      "Commodities are a Fourth Edition correction: a Third Edition player has none (correct Trade Goods with /ti-gm tg).",
  },
  tokens: {
    edition: "ti4",
    otherwise:
      "Command tokens by pool (tactic, fleet, strategy) are a Fourth Edition correction: on this Third Edition game, set the command counters with /ti-gm counters (strategy, fleet, command).",
  },
};

/** The players a correction may name, as both editions' states hold them. */
interface Seats {
  players: readonly { name: string; eliminated: boolean }[];
}

/**
 * Why a correction is refused before the engine reads it, for either edition: the game not running, no
 * such seat, the seat eliminated, or a correction the game's edition does not have. Null: go on.
 */
export function gmRefusal(
  game: StoredGame,
  edition: Edition,
  request: { target: number; correction: unknown },
): Outcome | null {
  if (game.status !== "active")
    return refusal("ERR_NOT_STARTED", "The game is not running: there is nothing to correct.");
  const state = game.state as unknown as Seats;
  const target = Number.isInteger(request.target) ? state.players[request.target] : undefined;
  if (!target) return refusal("ERR_NO_SEAT", `There is no player at seat ${request.target} in this game.`);
  if (target.eliminated)
    return refusal("ERR_ELIMINATED", `${target.name} has been eliminated: there is nothing to correct.`);
  const kind = (request.correction as { kind?: unknown } | null)?.kind;
  const only = typeof kind === "string" ? ONE_EDITION_ONLY[kind as GmCorrection["kind"]] : undefined;
  if (only && only.edition !== edition) return refusal("ERR_GM_EDITION", only.otherwise);
  return null;
}

/** A correction TI3 has (gmRefusal has refused the others). */
function isTi3Correction(correction: GmCorrection): correction is Correction {
  return ONE_EDITION_ONLY[correction.kind]?.edition !== "ti4";
}

const isGmEvent = (e: GameEvent) => e.type === "gmCorrected" || e.type === "gmActionCardMoved";

export async function correctGame(
  deps: PlayDeps,
  game: StoredGame,
  actor: Actor,
  request: Extract<AppRequest, { kind: "gm" }>,
  interactionId?: string,
  route?: ReplyRoute,
): Promise<Outcome> {
  const refused = gmRefusal(game, "ti3", request);
  if (refused) return refused;
  const { correction } = request;
  if (!isTi3Correction(correction)) throw new Error(`a ${correction.kind} correction passed the TI3 check`);
  const state = game.state as GameState;
  const command: Command = { type: "gmCorrection", seat: request.target, correction, reason: request.reason };
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
