/**
 * Slash commands: /ti <group> <subcommand>, or a group's own /ti-cards <subcommand>, with options → the
 * catalog entry → its options read strictly (the same reader as the playground's) → an AppRequest → GameService. A malformed command is answered
 * privately and changes nothing; everything else is deferred at once (privately), handled exactly once
 * (the interaction id goes with the request, and where its private answer waits) and presented.
 */
import type { ChatInputCommandInteraction, CommandInteractionOption } from "discord.js";
import {
  type CatalogCommand,
  isArgError,
  type RawArgs,
  slashCommandEntry,
  unknownCommand,
} from "../app/catalog/index.ts";
import { refusal } from "../app/types.ts";
import { actorOf, placeOf } from "./actor.ts";
import { takesFiles, withAttachedTexts } from "./attachments.ts";
import { defer, present, replyPrivately, replyRoute, type SurfaceDeps } from "./present.ts";

export const NOT_IN_A_SERVER = "Mecatol plays in a server's channels: use /ti there.";

/**
 * The catalog entry a slash command names: `/ti turn pick` → group "turn", name "pick"; `/ti-cards play`
 * → the "cards" group's own slash command, name "play" (the catalog's slash.ts says which is which).
 */
export function commandOf(interaction: {
  commandName: string;
  options: {
    getSubcommandGroup(required: false): string | null;
    getSubcommand(required: false): string | null;
  };
}): CatalogCommand | undefined {
  const name = interaction.options.getSubcommand(false);
  if (!name) return undefined;
  return slashCommandEntry(interaction.commandName, interaction.options.getSubcommandGroup(false), name);
}

/** The command as it was sent ("/ti turn pik"), for the refusal of one that does not exist. */
function typedName(interaction: ChatInputCommandInteraction): string {
  const group = interaction.options.getSubcommandGroup(false);
  const name = interaction.options.getSubcommand(false);
  return [`/${interaction.commandName}`, group, name].filter(Boolean).join(" ");
}

/** The options a player gave, below the subcommand group and subcommand, as Discord sent them. */
export function argsOf(options: readonly CommandInteractionOption[]): RawArgs {
  const args: Record<string, string | number | boolean> = {};
  const walk = (list: readonly CommandInteractionOption[]) => {
    for (const option of list) {
      if (option.options) walk(option.options);
      else if (option.value !== undefined && option.value !== null) args[option.name] = option.value;
    }
  };
  walk(options);
  return args;
}

export async function onChatInput(
  interaction: ChatInputCommandInteraction,
  deps: SurfaceDeps,
): Promise<void> {
  const place = placeOf(interaction);
  if (!place) return replyPrivately(interaction, NOT_IN_A_SERVER);
  const command = commandOf(interaction);
  if (!command) return replyPrivately(interaction, unknownCommand(typedName(interaction)).argError);
  const visibility = command.private ? "private" : "public";
  // A file is downloaded first, which may take longer than Discord waits for a first answer.
  const withFiles = takesFiles(command);
  if (withFiles && !(await defer(interaction, deps))) return;
  const raw = argsOf(interaction.options.data);
  const args = withFiles ? await withAttachedTexts(interaction, command, raw) : raw;
  const actor = actorOf(interaction);
  if (withFiles && "problem" in args)
    return present(
      interaction,
      refusal("ERR_ATTACHMENT", String(args.problem)),
      { place, actor, visibility },
      deps,
    );
  const request = await deps.service.readRequest(place, command, args);
  if (isArgError(request))
    return withFiles
      ? present(interaction, refusal("ERR_ARGS", request.argError), { place, actor, visibility }, deps)
      : replyPrivately(interaction, request.argError);
  if (!withFiles && !(await defer(interaction, deps))) return;
  const outcome = await deps.service.handle(place, actor, request, interaction.id, replyRoute(interaction));
  await present(interaction, outcome, { place, actor, visibility }, deps);
}
