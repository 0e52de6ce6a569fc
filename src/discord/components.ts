/**
 * Buttons and select menus. The custom id names the game, the decision kind and the answer; when
 * pressed it is checked again against the live decision list (src/app/answers.ts, the same list the
 * buttons were drawn from): an old game's button, a question already answered, or someone else's
 * decision gets a private word and changes nothing. One handler per route.
 */
import type { ButtonInteraction, StringSelectMenuInteraction } from "discord.js";
import { ANSWERS, decisionPressed, howToText, pressAnswer } from "../app/answers.ts";
import type { Pending } from "../app/pending.ts";
import type { Actor, AppRequest, Place } from "../app/types.ts";
import { actorOf, placeOf } from "./actor.ts";
import { NOT_IN_A_SERVER } from "./commands.ts";
import { type CustomId, isForGame, parseCustomId, type Route } from "./customId.ts";
import { defer, present, replyPrivately, replyRoute, type SurfaceDeps } from "./present.ts";

type Component = ButtonInteraction | StringSelectMenuInteraction;

/** A pressed component of the running game in its place. */
interface Target {
  place: Place;
  actor: Actor;
  pending: Pending;
}

type Handler = (interaction: Component, id: CustomId, target: Target, deps: SurfaceDeps) => Promise<void>;

const ROUTE_HANDLERS: Record<Route, Handler> = {
  answer: (interaction, id, target, deps) => answer(interaction, id.decision, id.answer, target, deps),
  select: (interaction, id, target, deps) =>
    answer(
      interaction,
      id.decision,
      interaction.isStringSelectMenu() ? (interaction.values[0] ?? "") : "",
      target,
      deps,
    ),
  howTo: (interaction, id, target) => {
    const decision = decisionPressed(target.pending, target.actor.userId, id.decision);
    return replyPrivately(interaction, typeof decision === "string" ? decision : howToText(decision));
  },
  // A ballot is checked by the app against the vote as it stands (app/bankVotes.ts).
  vote: (interaction, id, target, deps) =>
    request(interaction, { kind: "bankVote", choice: id.answer, target: Number(id.decision) }, target, deps),
};

export async function onComponent(interaction: Component, deps: SurfaceDeps): Promise<void> {
  const id = parseCustomId(interaction.customId);
  if (!id) return replyPrivately(interaction, "This button is out of date: see /ti game status.");
  const place = placeOf(interaction);
  if (!place) return replyPrivately(interaction, NOT_IN_A_SERVER);
  const pending = await deps.service.pending(place);
  if (!pending || !isForGame(id, pending.gameId)) {
    return replyPrivately(interaction, "This button belongs to a game that is over.");
  }
  await ROUTE_HANDLERS[id.route](interaction, id, { place, actor: actorOf(interaction), pending }, deps);
}

async function request(interaction: Component, asked: AppRequest, target: Target, deps: SurfaceDeps) {
  if (!(await defer(interaction, deps))) return;
  const { place, actor } = target;
  const outcome = await deps.service.handle(place, actor, asked, interaction.id, replyRoute(interaction));
  await present(interaction, outcome, { place, actor, visibility: "public" }, deps);
}

async function answer(
  interaction: Component,
  kind: string,
  chosen: string,
  target: Target,
  deps: SurfaceDeps,
) {
  const { place, actor, pending } = target;
  const pressed = pressAnswer(pending, actor.userId, kind, chosen);
  if ("refusal" in pressed) return replyPrivately(interaction, pressed.refusal);
  if (!(await defer(interaction, deps))) return;
  const outcome = await deps.service.handle(
    place,
    actor,
    pressed.request,
    interaction.id,
    replyRoute(interaction),
  );
  const hint = ANSWERS[pressed.decision.kind as keyof typeof ANSWERS]?.more
    ? howToText(pressed.decision)
    : undefined;
  await present(
    interaction,
    outcome,
    { place, actor, visibility: "public", ...(hint ? { hint } : {}) },
    deps,
  );
}
