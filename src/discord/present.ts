/**
 * Presenters: an Outcome back into Discord. Every interaction is first acknowledged privately (only the
 * actor sees "thinking…"), so a refusal stays between Mecatol and the player and nothing public ever
 * flashes. A saved change is said through the outbox (src/app/delivery.ts, discord/deliver.ts): the public
 * account with the map, the "waiting for" message with its buttons and pings, the private lines, and the
 * end of the actor's "thinking…", each exactly once even across a crash. What saves nothing (status, the
 * map, the lobby) is answered here directly. Nothing secret is public.
 */
import {
  type AttachmentPayload,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type REST,
  type StringSelectMenuInteraction,
} from "discord.js";
import type { ReplyRoute } from "../app/announcement.ts";
import type { Delivery, Sink } from "../app/delivery.ts";
import type { GameService } from "../app/gameService.ts";
import { type Pending, playerAt, votersWaited } from "../app/pending.ts";
import type { Actor, Outcome, Place } from "../app/types.ts";
import type { Logger } from "../log.ts";
import { controlsFor } from "./controls.ts";
import { chunks, contents, escapeText, mention } from "./text.ts";

export interface SurfaceDeps {
  /** The one door to the games: commands, and the looks the surface needs (app/tables.ts). */
  service: GameService;
  log: Logger;
  rest: REST;
  delivery: Delivery;
  /** Where this surface says an outbox part (deliver.ts), for private lines outside the outbox too. */
  sink: Sink;
}

/** The interactions that act on a game: slash commands, buttons and select menus. */
export type Acting = ChatInputCommandInteraction | ButtonInteraction | StringSelectMenuInteraction;

export type Visibility = "public" | "private";

export interface Presenting {
  place: Place;
  actor: Actor;
  visibility: Visibility;
  /** Added to a refusal: where to give a fuller answer. */
  hint?: string;
}

export const EPHEMERAL = MessageFlags.Ephemeral;
const NO_MENTIONS = { parse: [] };

/** Discord's codes for an interaction answered before (a repeated delivery) or expired. */
const ALREADY_ACKNOWLEDGED = 40060;
const UNKNOWN_INTERACTION = 10062;

/**
 * Acknowledges at once and privately, since the work may outlast Discord's 3 seconds and may end in a
 * refusal meant for the actor alone. The interaction is noted as open until the router lets it go, so a
 * crash in between leaves no "thinking…" unexplained (app/openInteractions.ts). False when Discord says
 * this interaction was already acknowledged or has expired: a repeated delivery, which gets nothing new.
 */
export async function defer(
  interaction: Acting,
  deps: Pick<SurfaceDeps, "log" | "service">,
): Promise<boolean> {
  const { log } = deps;
  try {
    await interaction.deferReply({ flags: EPHEMERAL });
    await deps.service.interactions.opened(interaction.id, replyRoute(interaction));
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== ALREADY_ACKNOWLEDGED && code !== UNKNOWN_INTERACTION) throw error;
    log.info({ interaction: interaction.id, code }, "interaction already answered: a repeated delivery");
    return false;
  }
}

/** A reply only the actor sees, whether or not the interaction was acknowledged already. */
export async function replyPrivately(interaction: Acting, text: string): Promise<void> {
  await sendPrivately(interaction, contents(text));
}

/** Message contents (already escaped and split, see text.ts) that only the actor sees. */
async function sendPrivately(interaction: Acting, parts: readonly string[]): Promise<void> {
  for (const part of parts) {
    const message = { content: part, flags: EPHEMERAL, allowedMentions: NO_MENTIONS } as const;
    if (interaction.deferred || interaction.replied) await interaction.followUp(message);
    else await interaction.reply(message);
  }
}

/** Where the outbox finds this interaction's private answer (its webhook token, valid 15 minutes). */
export function replyRoute(interaction: Acting): ReplyRoute {
  return { applicationId: interaction.applicationId, token: interaction.token };
}

export async function present(
  interaction: Acting,
  outcome: Outcome,
  how: Presenting,
  deps: SurfaceDeps,
): Promise<void> {
  if (outcome.duplicate) {
    await interaction.deleteReply().catch(() => undefined);
    return;
  }
  if (outcome.error) return refuse(interaction, outcome.error, how);
  if (outcome.queued) {
    // The outbox says it all, this interaction's private answer included (replyRoute went with it).
    await deps.delivery.flush(how.place);
    if (outcome.reply) await replyPrivately(interaction, outcome.reply);
    return;
  }
  if (how.visibility === "private") await presentPrivately(interaction, outcome);
  else await presentPublicly(interaction, outcome);
  await sayPrivately(interaction, outcome, how, deps);
}

/**
 * An answer's private lines (one that saved nothing: a saved change's go through the outbox), each in its
 * player's thread by the same path the outbox takes; the actor's fall back to their own interaction.
 */
async function sayPrivately(interaction: Acting, outcome: Outcome, how: Presenting, deps: SurfaceDeps) {
  for (const [i, message] of outcome.privateMessages.entries()) {
    const fallback = message.userId === how.actor.userId ? replyRoute(interaction) : undefined;
    const part = { kind: "private" as const, key: `i${interaction.id}.${i}`, gameId: null, ...message };
    await deps.sink
      .deliver(how.place, fallback ? { ...part, fallback } : part)
      .catch((error: unknown) =>
        deps.log.warn(
          { err: error, user: message.userId, place: how.place },
          "private message not delivered",
        ),
      );
  }
}

async function refuse(interaction: Acting, error: NonNullable<Outcome["error"]>, how: Presenting) {
  const text = how.hint && !error.incident ? `${error.message}\n${how.hint}` : error.message;
  const [first, ...rest] = contents(text);
  await interaction.editReply({ content: first, allowedMentions: NO_MENTIONS });
  await sendPrivately(interaction, rest);
}

function attachments(outcome: Outcome, withFile: boolean): AttachmentPayload[] {
  const files: AttachmentPayload[] = [];
  if (outcome.image) {
    // The close-up first, the full map second (as deliver.ts posts them).
    const { png, name, description, closeUp } = outcome.image;
    if (closeUp)
      files.push({ attachment: closeUp.png, name: closeUp.name, description: closeUp.description });
    files.push({ attachment: png, name, description });
  }
  if (withFile && outcome.file) {
    files.push({ attachment: Buffer.from(outcome.file.content), name: outcome.file.name });
  }
  return files;
}

/** A private command: everything in the (ephemeral) deferred reply. */
async function presentPrivately(interaction: Acting, outcome: Outcome): Promise<void> {
  const text = [outcome.publicText, outcome.reply].filter(Boolean).join("\n") || "Done.";
  const [first, ...rest] = contents(text);
  await interaction.editReply({
    content: first,
    files: attachments(outcome, true),
    allowedMentions: NO_MENTIONS,
  });
  await sendPrivately(interaction, rest);
}

/**
 * A public answer that saved nothing (the map, the status, the lobby): posted as public follow-ups with
 * the "waiting for" buttons the outcome carries, and the private "thinking…" becomes the actor's own
 * part of the answer, or goes away.
 */
async function presentPublicly(interaction: Acting, outcome: Outcome): Promise<void> {
  const text = outcome.publicText ?? outcome.image?.description;
  if (text) {
    const [first, ...rest] = contents(text);
    await interaction.followUp({
      content: first,
      files: attachments(outcome, false),
      allowedMentions: NO_MENTIONS,
    });
    for (const part of rest) await interaction.followUp({ content: part, allowedMentions: NO_MENTIONS });
  }
  await postWaiting(interaction, outcome);
  if (outcome.reply || outcome.file) {
    const [reply, ...more] = contents(outcome.reply ?? "Your file:");
    await interaction.editReply({
      content: reply,
      files: outcome.file ? attachments({ ...outcome, image: undefined }, true) : [],
      allowedMentions: NO_MENTIONS,
    });
    await sendPrivately(interaction, more);
  } else await interaction.deleteReply();
}

/** Who the game waits for now and on what, pinging only the newly waited-on, with the answer buttons. */
export function waitingText(pending: Pending, pings: readonly string[]): string {
  const bySeat = new Map<number, string[]>();
  for (const d of pending.decisions) bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), d.prompt]);
  const who = (userId: string) =>
    pings.includes(userId)
      ? mention(userId)
      : escapeText(pending.players.find((p) => p.userId === userId)?.name ?? "?");
  const waiting = [...bySeat.entries()].map(([seat, prompts]) => {
    const player = playerAt(pending, seat);
    const name = player ? who(player.userId) : "?";
    return `⏳ ${name}: ${escapeText([...new Set(prompts)].join(" / "))}`;
  });
  // The voters a vote on a seat whose time bank ran out still waits for (app/bankVotes.ts).
  const votes = (pending.votes ?? []).map((vote) => {
    const still = vote.voters.filter((id) => vote.ballots[id] === undefined).map(who);
    return `🗳 ${escapeText(vote.name)}'s time bank ran out: ${still.join(", ")} to vote (skip, bot or wait)`;
  });
  return [...waiting, ...votes].join("\n");
}

/**
 * The "waiting for" message with its buttons; only the pinged players the game waits on (or a vote on a
 * seat still waits for) are mentioned.
 */
export function waitingMessage(pending: Pending, pings: readonly string[]) {
  const waited = pending.players.filter((p) => pending.decisions.some((d) => d.seat === p.seat));
  const voters = votersWaited(pending);
  const users = pings.filter((id) => waited.some((p) => p.userId === id) || voters.includes(id));
  return {
    content: chunks(waitingText(pending, users))[0] as string,
    components: controlsFor(pending),
    users,
  };
}

/** The outcome says whom the running game waits for (Outcome.pending): the game is not read again. */
async function postWaiting(interaction: Acting, outcome: Outcome) {
  const { pending } = outcome;
  if (!pending || pending.decisions.length === 0) return;
  const { content, components, users } = waitingMessage(pending, outcome.pings);
  await interaction.followUp({ content, components, allowedMentions: { users } });
}
