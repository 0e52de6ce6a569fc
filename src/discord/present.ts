/**
 * Presenters: an Outcome back into Discord. The deferred reply becomes the public account (what
 * happened, with the dice, and the map); a new follow-up names whom the game now waits for, with the
 * buttons answering their decisions (an edit never notifies anyone, a new message does, so pings go
 * there, and `allowed_mentions` lets only those users be pinged); refusals and everything for the actor
 * alone are ephemeral; private messages go to each player's private thread. Nothing secret is public.
 */
import {
  type AttachmentPayload,
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type REST,
  type StringSelectMenuInteraction,
} from "discord.js";
import type { GameService } from "../app/gameService.ts";
import { type GameReader, type Pending, playerAt, readPending } from "../app/pending.ts";
import type { Actor, Outcome, Place } from "../app/types.ts";
import type { Logger } from "../log.ts";
import { controlsFor } from "./controls.ts";
import { chunks, contents, escapeText, mention } from "./text.ts";
import { deliverPrivately, openSeatThreads } from "./threads.ts";

export interface SurfaceDeps {
  service: GameService;
  reader: GameReader;
  log: Logger;
  rest: REST;
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
  /** The request started the game: open the players' private threads first. */
  opensThreads?: boolean;
}

export const EPHEMERAL = MessageFlags.Ephemeral;
const NO_MENTIONS = { parse: [] };

/** Discord's codes for an interaction answered before (a repeated delivery) or expired. */
const ALREADY_ACKNOWLEDGED = 40060;
const UNKNOWN_INTERACTION = 10062;

/**
 * Acknowledges at once, since the work may outlast Discord's 3 seconds. False when Discord says this
 * interaction was already acknowledged or has expired: a repeated delivery, which gets nothing new.
 */
export async function defer(interaction: Acting, visibility: Visibility, log: Logger): Promise<boolean> {
  try {
    await interaction.deferReply(visibility === "private" ? { flags: EPHEMERAL } : {});
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
  if (how.visibility === "private") await presentPrivately(interaction, outcome);
  else await presentPublicly(interaction, outcome, how, deps);
  await deliverPrivately(deps, how.place, outcome.privateMessages, how.actor.userId, (text) =>
    replyPrivately(interaction, text),
  );
}

async function refuse(interaction: Acting, error: NonNullable<Outcome["error"]>, how: Presenting) {
  const text = how.hint && !error.incident ? `${error.message}\n${how.hint}` : error.message;
  if (how.visibility === "public") await interaction.deleteReply().catch(() => undefined);
  if (how.visibility === "private") {
    const [first, ...rest] = contents(text);
    await interaction.editReply({ content: first, allowedMentions: NO_MENTIONS });
    await sendPrivately(interaction, rest);
  } else await replyPrivately(interaction, text);
}

function attachments(outcome: Outcome, withFile: boolean): AttachmentPayload[] {
  const files: AttachmentPayload[] = [];
  if (outcome.image) {
    const { png, name, description } = outcome.image;
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

async function presentPublicly(
  interaction: Acting,
  outcome: Outcome,
  how: Presenting,
  deps: SurfaceDeps,
): Promise<void> {
  if (how.opensThreads) await openSeatThreads(deps, how.place);
  const text = outcome.publicText ?? outcome.image?.description ?? "Done.";
  const [first, ...rest] = contents(text);
  await interaction.editReply({
    content: first,
    files: attachments(outcome, false),
    allowedMentions: NO_MENTIONS,
  });
  for (const part of rest) await interaction.followUp({ content: part, allowedMentions: NO_MENTIONS });
  await postWaiting(interaction, outcome.pings, deps, how.place);
  if (outcome.reply || outcome.file) {
    const [reply, ...more] = contents(outcome.reply ?? "Your file:");
    await interaction.followUp({
      content: reply,
      files: outcome.file ? attachments({ ...outcome, image: undefined }, true) : [],
      flags: EPHEMERAL,
      allowedMentions: NO_MENTIONS,
    });
    await sendPrivately(interaction, more);
  }
}

/** Who the game waits for now and on what, pinging only the newly waited-on, with the answer buttons. */
export function waitingText(pending: Pending, pings: readonly string[]): string {
  const bySeat = new Map<number, string[]>();
  for (const d of pending.decisions) bySeat.set(d.seat, [...(bySeat.get(d.seat) ?? []), d.prompt]);
  return [...bySeat.entries()]
    .map(([seat, prompts]) => {
      const player = playerAt(pending, seat);
      const who =
        player && pings.includes(player.userId) ? mention(player.userId) : escapeText(player?.name ?? "?");
      return `⏳ ${who}: ${escapeText([...new Set(prompts)].join(" / "))}`;
    })
    .join("\n");
}

/** The "waiting for" message with its buttons; only the pinged players the game waits on are mentioned. */
export function waitingMessage(pending: Pending, pings: readonly string[]) {
  const waited = pending.players.filter((p) => pending.decisions.some((d) => d.seat === p.seat));
  const users = pings.filter((id) => waited.some((p) => p.userId === id));
  return {
    content: chunks(waitingText(pending, users))[0] as string,
    components: controlsFor(pending),
    users,
  };
}

async function postWaiting(interaction: Acting, pings: string[], deps: SurfaceDeps, place: Place) {
  const pending = await readPending(deps.reader, place);
  if (!pending || pending.decisions.length === 0) return;
  const { content, components, users } = waitingMessage(pending, pings);
  await interaction.followUp({ content, components, allowedMentions: { users } });
}
