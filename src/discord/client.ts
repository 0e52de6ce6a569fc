/**
 * Logs the bot in to Discord. The slash commands, buttons and presenters are built on top of this client
 * in later work; for now the bot connects, reports who it is, and disconnects cleanly.
 */
import { Client, Events, GatewayIntentBits } from "discord.js";
import type { Logger } from "../log.ts";

export interface DiscordSurface {
  userTag: string;
  stop(): Promise<void>;
}

/** Discord refused to let the bot in; the message says why in one line. */
export class DiscordLoginError extends Error {
  override name = "DiscordLoginError";
}

export async function startDiscord(
  options: { token: string; apiUrl: string | null },
  deps: { log: Logger },
): Promise<DiscordSurface> {
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    ...(options.apiUrl ? { rest: { api: options.apiUrl } } : {}),
  });
  const ready = new Promise<string>((resolve) => {
    client.once(Events.ClientReady, (c) => resolve(c.user.tag));
  });
  try {
    await client.login(options.token);
  } catch (error) {
    await client.destroy();
    const code = (error as { code?: string }).code;
    throw new DiscordLoginError(
      code === "TokenInvalid"
        ? "Discord refused DISCORD_TOKEN: the token is invalid (copy it again from the Developer Portal)"
        : `cannot log in to Discord: ${(error as Error).message}`,
    );
  }
  const userTag = await ready;
  deps.log.warn("Discord slash commands are not built yet: the bot is online but answers nothing");
  return {
    userTag,
    async stop() {
      await client.destroy();
    },
  };
}
