/**
 * Buttons and select menus. The custom id names the game, the decision kind and the answer; when
 * pressed it is checked again against the live decision list: an old game's button, a question already
 * answered, or someone else's decision gets a private word and changes nothing. One handler per route.
 */
import type { ButtonInteraction, StringSelectMenuInteraction } from "discord.js";
import { ANSWERS, howToText, requestFor } from "../app/answers.ts";
import { isArgError } from "../app/catalog/index.ts";
import { namesWaited, type Pending, readPending, seatOf } from "../app/pending.ts";
import type { Actor, Place } from "../app/types.ts";
import type { Decision } from "../engine/index.ts";
import { actorOf, placeOf } from "./actor.ts";
import { NOT_IN_A_SERVER } from "./commands.ts";
import { type CustomId, isForGame, parseCustomId, type Route } from "./customId.ts";
import { defer, present, replyPrivately, replyRoute, type SurfaceDeps } from "./present.ts";

type Component = ButtonInteraction | StringSelectMenuInteraction;

/** A pressed component found to answer one of the presser's own open decisions. */
interface Target {
  place: Place;
  actor: Actor;
  pending: Pending;
  decision: Decision;
}

type Handler = (interaction: Component, id: CustomId, target: Target, deps: SurfaceDeps) => Promise<void>;

const ROUTE_HANDLERS: Record<Route, Handler> = {
  answer: (interaction, id, target, deps) => answer(interaction, id.answer, target, deps),
  select: (interaction, _id, target, deps) =>
    answer(interaction, interaction.isStringSelectMenu() ? (interaction.values[0] ?? "") : "", target, deps),
  howTo: (interaction, _id, target) => replyPrivately(interaction, howToText(target.decision)),
};

export const NOT_YOURS = "This is not yours";

export async function onComponent(interaction: Component, deps: SurfaceDeps): Promise<void> {
  const id = parseCustomId(interaction.customId);
  if (!id) return replyPrivately(interaction, "This button is out of date: see /ti game status.");
  const place = placeOf(interaction);
  if (!place) return replyPrivately(interaction, NOT_IN_A_SERVER);
  const target = await targetOf(id, place, actorOf(interaction), deps);
  if (typeof target === "string") return replyPrivately(interaction, target);
  await ROUTE_HANDLERS[id.route](interaction, id, target, deps);
}

/** The presser's own open decision this component answers, or the sentence saying why there is none. */
async function targetOf(
  id: CustomId,
  place: Place,
  actor: Actor,
  deps: SurfaceDeps,
): Promise<Target | string> {
  const pending = await readPending(deps.reader, place);
  if (!pending || !isForGame(id, pending.gameId)) return "This button belongs to a game that is over.";
  const open = pending.decisions.filter((d) => d.kind === id.decision);
  if (open.length === 0) return "That question is no longer open: see /ti game status.";
  const seat = seatOf(pending, actor.userId);
  const decision = open.find((d) => d.seat === seat);
  if (!decision) return `${NOT_YOURS}: the game waits for ${namesWaited(pending, id.decision)} here.`;
  return { place, actor, pending, decision };
}

function isOffered(decision: Decision, answer: string): boolean {
  if (decision.choices) return decision.choices.includes(answer);
  return (ANSWERS[decision.kind]?.fixed ?? []).some((f) => f.answer === answer);
}

async function answer(interaction: Component, chosen: string, target: Target, deps: SurfaceDeps) {
  const { place, actor, pending, decision } = target;
  if (!isOffered(decision, chosen)) {
    return replyPrivately(interaction, "That choice is no longer available: see /ti game status.");
  }
  const request = requestFor(decision.kind, chosen, pending);
  if (isArgError(request)) return replyPrivately(interaction, request.argError);
  if (!(await defer(interaction, deps.log))) return;
  const outcome = await deps.service.handle(place, actor, request, interaction.id, replyRoute(interaction));
  const hint = ANSWERS[decision.kind]?.more ? howToText(decision) : undefined;
  await present(
    interaction,
    outcome,
    { place, actor, visibility: "public", ...(hint ? { hint } : {}) },
    deps,
  );
}
