/**
 * The interaction router: slash commands, autocomplete, buttons and select menus each to their handler.
 * An unexpected failure is logged in full with a reference id; the user sees only the id.
 */
import { randomUUID } from "node:crypto";
import type { Interaction } from "discord.js";
import type { Logger } from "../log.ts";
import { onChatInput } from "./commands.ts";
import { onComponent } from "./components.ts";
import { type Acting, replyPrivately, type SurfaceDeps } from "./present.ts";
import { onAutocomplete } from "./suggestions.ts";

export function incidentText(incident: string): string {
  return `Something went wrong on our side (incident ${incident}). Nothing was changed by this message; tell the server's admins the incident id if it happens again.`;
}

export function createRouter(deps: SurfaceDeps): (interaction: Interaction) => Promise<void> {
  return async (interaction) => {
    try {
      if (interaction.isChatInputCommand()) await onChatInput(interaction, deps);
      else if (interaction.isAutocomplete()) await onAutocomplete(interaction, deps.service);
      else if (interaction.isButton() || interaction.isStringSelectMenu())
        await onComponent(interaction, deps);
    } catch (error) {
      await reportIncident(interaction, error, deps.log);
    }
  };
}

async function reportIncident(interaction: Interaction, error: unknown, log: Logger): Promise<void> {
  const incident = randomUUID().slice(0, 8);
  log.error({ err: error, incident, interaction: interaction.id }, "interaction failed");
  try {
    if (interaction.isAutocomplete()) {
      if (!interaction.responded) await interaction.respond([]);
      return;
    }
    if (!interaction.isChatInputCommand() && !interaction.isButton() && !interaction.isStringSelectMenu())
      return;
    const acting: Acting = interaction;
    // Every deferral is private (present.ts), so its "thinking…" becomes the incident line.
    if (acting.deferred && !acting.replied) {
      await acting.editReply({ content: incidentText(incident), allowedMentions: { parse: [] } });
      return;
    }
    await replyPrivately(acting, incidentText(incident));
  } catch (second) {
    log.error({ err: second, incident }, "could not tell the user about the incident");
  }
}
