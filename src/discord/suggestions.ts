/** Autocomplete: the focused option of a slash command → the app's suggestions → a type 8 callback. */
import type { AutocompleteInteraction } from "discord.js";
import type { GameService } from "../app/gameService.ts";
import { actorOf, placeOf } from "./actor.ts";
import { commandOf } from "./commands.ts";

export async function onAutocomplete(
  interaction: AutocompleteInteraction,
  service: Pick<GameService, "suggest">,
): Promise<void> {
  const place = placeOf(interaction);
  const focused = interaction.options.getFocused(true);
  const option = commandOf(interaction)?.options.find((o) => o.name === focused.name);
  if (!place || !option?.autocomplete) {
    await interaction.respond([]);
    return;
  }
  const choices = await service.suggest(
    place,
    actorOf(interaction),
    option.autocomplete,
    String(focused.value),
  );
  await interaction.respond(choices);
}
