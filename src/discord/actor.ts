/** Who acts and where, read from an interaction: the app layer's Actor and Place. */
import { type BaseInteraction, PermissionFlagsBits } from "discord.js";
import type { Actor, Place } from "../app/types.ts";

/** The guild channel an interaction came from; null outside a server (direct messages). */
export function placeOf(interaction: BaseInteraction): Place | null {
  if (!interaction.guildId || !interaction.channelId) return null;
  return { guildId: interaction.guildId, channelId: interaction.channelId };
}

/**
 * The acting user: the name the server shows (member nickname, else global name, else username), and
 * whether they may use game-master commands (Manage Server, from the member's permissions). The name is
 * kept as typed, markdown and all: the app speaks plain text, and text.ts escapes it wherever Discord
 * shows it.
 */
export function actorOf(interaction: BaseInteraction): Actor {
  const member = interaction.member;
  const nick = member ? ("nickname" in member ? member.nickname : member.nick) : null;
  const user = interaction.user;
  return {
    userId: user.id,
    name: nick ?? user.globalName ?? user.username,
    isAdmin: interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false,
  };
}
