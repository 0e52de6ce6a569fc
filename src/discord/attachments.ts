/**
 * A command's file options (the catalog's `attachment` kind, e.g. `/ti game import file:`): Discord sends
 * the attachment's id in the option and its address among the interaction's resolved data; the file is
 * downloaded here and its text handed on as the option's value, as the playground hands on an upload.
 */
import type { ChatInputCommandInteraction } from "discord.js";
import type { CatalogCommand, RawArgs } from "../app/catalog/index.ts";
import { IMPORT_LIMIT_BYTES } from "../app/importGame.ts";

/** How long a download may take: the interaction is deferred by then, so this bounds only the wait. */
const DOWNLOAD_MS = 30_000;

export function takesFiles(command: CatalogCommand): boolean {
  return command.options.some((o) => o.kind === "attachment");
}

/** The options with each attached file's text in place of its id, or the sentence saying what failed. */
export async function withAttachedTexts(
  interaction: Pick<ChatInputCommandInteraction, "options">,
  command: CatalogCommand,
  args: RawArgs,
): Promise<RawArgs | { problem: string }> {
  const out: Record<string, string | number | boolean> = {
    ...(args as Record<string, string | number | boolean>),
  };
  for (const option of command.options.filter((o) => o.kind === "attachment")) {
    const attached = interaction.options.getAttachment(option.name, false);
    if (!attached) continue;
    if (attached.size > IMPORT_LIMIT_BYTES)
      return { problem: `${attached.name} is larger than a game file can be (25 MB).` };
    if (!/^https?:\/\//.test(attached.url)) return { problem: "Discord gave no address for the file." };
    try {
      const response = await fetch(attached.url, { signal: AbortSignal.timeout(DOWNLOAD_MS) });
      if (!response.ok)
        return { problem: `The file could not be downloaded from Discord (HTTP ${response.status}).` };
      out[option.name] = await response.text();
    } catch {
      return { problem: "The file could not be downloaded from Discord; try again." };
    }
  }
  return out;
}
