/**
 * Registers the slash commands (/ti, /ti-cards, /ti-gm, ...), generated from the one catalog, with
 * Discord: to one guild while developing (changes show at once) or globally. A bulk PUT replaces
 * whatever was registered before, so a command moved to another slash command leaves no stale copy.
 */
import { REST, Routes } from "discord.js";
import { discordCommandsJson } from "../app/catalog/index.ts";
import type { Config } from "../config.ts";

export class RegisterError extends Error {
  override name = "RegisterError";
}

export interface Registration {
  token: string;
  appId: string;
  /** null registers globally. */
  guildId: string | null;
  apiUrl: string | null;
}

/** What registering needs from the configuration, with one sentence for each thing missing. */
export function registrationOf(discord: Config["discord"]): Registration {
  const missing = [
    ...(discord ? [] : ["DISCORD_TOKEN is not set (the bot token from the Developer Portal)"]),
    ...(discord?.appId ? [] : ["DISCORD_APP_ID is not set (the application id from the Developer Portal)"]),
  ];
  if (!discord?.appId) throw new RegisterError(missing.join("; "));
  return { token: discord.token, appId: discord.appId, guildId: discord.guildId, apiUrl: discord.apiUrl };
}

export async function registerCommands(target: Registration): Promise<{ where: string; commands: number }> {
  const rest = new REST(target.apiUrl ? { api: target.apiUrl } : {}).setToken(target.token);
  const route = target.guildId
    ? Routes.applicationGuildCommands(target.appId, target.guildId)
    : Routes.applicationCommands(target.appId);
  const body = discordCommandsJson();
  try {
    await rest.put(route, { body });
  } catch (error) {
    throw new RegisterError(`Discord refused the commands: ${(error as Error).message}`);
  }
  return {
    where: target.guildId ? `guild ${target.guildId}` : "every guild (global)",
    commands: body.length,
  };
}
