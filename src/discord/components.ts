/**
 * Buttons and select menus. The custom id names the game, the decision kind and the answer; when
 * pressed it is checked again against the live decision list (src/app/answers.ts, the same list the
 * buttons were drawn from): an old game's button, a question already answered, or someone else's
 * decision gets a private word and changes nothing. One handler per route. A pick in one of several
 * menus only redraws the message with it chosen (picks.ts); the send button reads the message's picks.
 */
import type { ButtonInteraction, StringSelectMenuInteraction } from "discord.js";
import { ANSWERS, decisionPressed, howToText, pressAnswer } from "../app/answers.ts";
import type { Pending } from "../app/pending.ts";
import { pickFormOf, pressPicks, stalePicks } from "../app/picks.ts";
import type { Actor, AppRequest, Place } from "../app/types.ts";
import type { Decision } from "../engine/index.ts";
import { actorOf, placeOf } from "./actor.ts";
import { NOT_IN_A_SERVER } from "./commands.ts";
import { controlsFor } from "./controls.ts";
import { type CustomId, isForGame, parseCustomId, type Route } from "./customId.ts";
import { picksOn } from "./picks.ts";
import { defer, present, replyPrivately, replyRoute, type SurfaceDeps, type Visibility } from "./present.ts";

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
    return replyPrivately(
      interaction,
      typeof decision === "string" ? decision : howToText(decision, target.pending.ruleset),
    );
  },
  // A ballot is checked by the app against the vote as it stands (app/bankVotes.ts).
  vote: (interaction, id, target, deps) =>
    request(interaction, { kind: "bankVote", choice: id.answer, target: Number(id.decision) }, target, deps),
  pick: (interaction, id, target) => pick(interaction, id, target),
  send: (interaction, id, target, deps) => {
    const picks = picksOn(interaction.message.components, id.game, id.decision);
    const pressed = pressPicks(target.pending, target.actor.userId, id.decision, picks);
    if ("refusal" in pressed) return replyPrivately(interaction, pressed.refusal);
    return act(interaction, pressed.decision, pressed.request, target, deps);
  },
  // Anyone may press it: each presser gets their own catch-up, for them alone.
  catchUp: (interaction, _id, target, deps) =>
    request(interaction, { kind: "catchup" }, target, deps, undefined, "private"),
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

async function answer(
  interaction: Component,
  kind: string,
  chosen: string,
  target: Target,
  deps: SurfaceDeps,
) {
  const pressed = pressAnswer(target.pending, target.actor.userId, kind, chosen);
  if ("refusal" in pressed) return replyPrivately(interaction, pressed.refusal);
  return act(interaction, pressed.decision, pressed.request, target, deps);
}

/** Sends a pressed answer's request as the player's command, with how to type a fuller one if refused. */
async function act(
  interaction: Component,
  decision: Decision,
  asked: AppRequest,
  target: Target,
  deps: SurfaceDeps,
) {
  const more = target.pending.ruleset !== "ti4" && ANSWERS[decision.kind as keyof typeof ANSWERS]?.more;
  const hint = more ? howToText(decision) : undefined;
  return request(interaction, asked, target, deps, hint);
}

/** Sends a request for the presser, exactly once, and presents the outcome. */
async function request(
  interaction: Component,
  asked: AppRequest,
  target: Target,
  deps: SurfaceDeps,
  hint?: string,
  visibility: Visibility = "public",
) {
  if (!(await defer(interaction, deps))) return;
  const { place, actor } = target;
  const outcome = await deps.service.handle(place, actor, asked, interaction.id, replyRoute(interaction));
  await present(interaction, outcome, { place, actor, visibility, ...(hint ? { hint } : {}) }, deps);
}

/**
 * A pick in one of a step's menus: checked against the live offers, then the message is redrawn from the
 * live decisions with every menu's picks kept (those no longer offered dropped). Nothing is sent yet.
 */
async function pick(interaction: Component, id: CustomId, target: Target) {
  if (!interaction.isStringSelectMenu()) return replyPrivately(interaction, "Pick from the menu.");
  const decision = decisionPressed(target.pending, target.actor.userId, id.decision);
  if (typeof decision === "string") return replyPrivately(interaction, decision);
  const form = pickFormOf(target.pending, id.decision);
  const chosen = new Map([[id.answer, [...interaction.values]]]);
  const stale = form ? stalePicks(form, chosen) : "That choice is no longer available: see /ti game status.";
  if (stale || !form) return replyPrivately(interaction, stale ?? "");
  const picks = new Map<string, string[]>();
  for (const [key, values] of picksOn(interaction.message.components, id.game, id.decision)) {
    if (!stalePicks(form, new Map([[key, values]]))) picks.set(key, values);
  }
  picks.set(id.answer, [...interaction.values]);
  await interaction.update({ components: controlsFor(target.pending, picks) });
}
