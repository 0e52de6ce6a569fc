/**
 * Gateway payloads discord.js cannot read. discord.js turns each gateway event into its objects inside
 * its own packet handling, where none of our code is on the stack: an interaction missing a field it
 * expects (a component press without its `message`) throws there, and the throw would become an
 * unhandled rejection that ends the process. The packet handler is guarded instead: the payload is
 * logged as an incident, an interaction's user is told the incident id, and the bot goes on answering.
 */
import { randomUUID } from "node:crypto";
import { type Client, InteractionResponseType, InteractionType, MessageFlags, Routes } from "discord.js";
import type { Logger } from "../log.ts";
import { incidentText } from "./router.ts";
import { contents } from "./text.ts";

interface Packet {
  t?: string | null;
  d?: unknown;
}

/** The discord.js packet handler (WebSocketManager#handlePacket, an internal method, present in v14). */
type PacketHandler = (packet?: Packet, shard?: unknown) => boolean;

/** Wraps the client's packet handler; false when this version of discord.js has none to wrap. */
export function guardGateway(client: Client, log: Logger): boolean {
  const manager = client.ws as unknown as { handlePacket?: PacketHandler };
  const handle = manager.handlePacket;
  if (typeof handle !== "function") {
    log.warn("cannot guard the gateway: a payload discord.js cannot read may end the process");
    return false;
  }
  manager.handlePacket = (packet, shard) => {
    try {
      return handle.call(manager, packet, shard);
    } catch (error) {
      void unreadable(client, log, packet, error);
      return true;
    }
  };
  return true;
}

async function unreadable(client: Client, log: Logger, packet: Packet | undefined, error: unknown) {
  const incident = randomUUID().slice(0, 8);
  const data = (packet?.d ?? {}) as { id?: unknown; token?: unknown; type?: unknown };
  const interaction = typeof data.id === "string" ? data.id : undefined;
  log.error({ err: error, incident, event: packet?.t, interaction }, "gateway payload could not be read");
  if (packet?.t !== "INTERACTION_CREATE" || !interaction || typeof data.token !== "string") return;
  // No interaction object exists to answer with, so the answer goes straight to its callback route.
  const body =
    data.type === InteractionType.ApplicationCommandAutocomplete
      ? { type: InteractionResponseType.ApplicationCommandAutocompleteResult, data: { choices: [] } }
      : {
          type: InteractionResponseType.ChannelMessageWithSource,
          data: {
            content: contents(incidentText(incident))[0],
            flags: MessageFlags.Ephemeral,
            allowed_mentions: { parse: [] },
          },
        };
  try {
    await client.rest.post(Routes.interactionCallback(interaction, data.token), { body, auth: false });
  } catch (second) {
    log.error({ err: second, incident }, "could not tell the user about the incident");
  }
}
