/**
 * The interaction router: slash commands, autocomplete, buttons and select menus each to their handler.
 * An unexpected failure is logged in full with a reference id; the user sees only the id.
 */
import { randomUUID } from "node:crypto";
import { type Interaction, Routes } from "discord.js";
import { NOT_CARRIED_OUT } from "../app/openInteractions.ts";
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
    // Answered in full (or told of an incident): nothing is left for a restart to explain.
    if ((interaction.isChatInputCommand() || interaction.isMessageComponent()) && interaction.deferred)
      await deps.service.interactions
        .closed(interaction.id)
        .catch((error: unknown) => deps.log.warn({ err: error }, "could not let an interaction go"));
  };
}

/**
 * On start: each interaction an earlier run acknowledged and never finished, and that saved nothing, is
 * told so in place of its "thinking…" (a saved one is answered by the outbox). One that cannot be edited
 * any more (expired, deleted) is let go all the same. `settledAfterMs`: only rows open at least that long
 * (with several processes, a younger one may be another process's work in progress); a row is taken
 * before it is told, so two processes looking at once never tell the player twice.
 */
export async function explainLeftOpen(deps: SurfaceDeps, now: Date, settledAfterMs = 0): Promise<number> {
  const left = await deps.service.interactions.leftUnanswered(now, settledAfterMs);
  let told = 0;
  for (const { id, route } of left) {
    // With several processes looking at the same rows, only the one that takes the row tells the player.
    if (!(await deps.service.interactions.claimed(id))) continue;
    told += 1;
    await deps.rest
      .patch(Routes.webhookMessage(route.applicationId, route.token, "@original"), {
        body: { content: NOT_CARRIED_OUT, allowed_mentions: { parse: [] } },
        auth: false,
      })
      .catch((error: unknown) =>
        deps.log.info({ err: error, interaction: id }, "a stale answer could not be edited"),
      );
  }
  return told;
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
