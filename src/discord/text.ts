/**
 * Text on Discord. The app layer speaks plain text (the playground shows it as it is); Discord reads
 * markdown and mentions in message content. So every text from the app, and everything in it that
 * players wrote (names, reasons, time zones, arguments echoed back), is escaped here to show exactly as
 * written; only the markup this surface adds itself (a mention of the player it pings) is live. Then it
 * is split into messages within Discord's limits, never inside an escape or a mention.
 */

/** Discord refuses message content over 2000 characters. */
export const MAX_CONTENT = 2000;

/** Discord's other limits on what the bot sends (thread names; component labels are in controls.ts). */
export const MAX_THREAD_NAME = 100;

const ZERO_WIDTH_SPACE = "\u200b";

/** Bidi embedding, override and isolate controls: invisible, yet they reorder the text that follows. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * Characters that are markup anywhere in a line: escapes, bold and italics, underline, strikethrough,
 * spoilers, code, masked links, and `<` which opens every mention, channel, command, emoji and time tag.
 */
const INLINE_MARKUP = /[\\*_~`|<[]/g;

/** Markup only at the start of a line: headings, subtext (-#), lists, block quotes, numbered lists. */
const LINE_START_MARK = /^([ \t]*)([#>+-])/gm;
const LINE_START_NUMBER = /^([ \t]*\d+)\./gm;

function escapeLineStarts(text: string): string {
  return text.replace(LINE_START_MARK, "$1\\$2").replace(LINE_START_NUMBER, "$1\\.");
}

/**
 * Plain text as Discord markup that shows exactly that text: no markdown, no mention, no link, no
 * @everyone or @here (broken by an invisible space, as Discord's own client does), and no bidi control
 * that would turn the bot's words around it.
 */
export function escapeText(plain: string): string {
  const escaped = plain
    .replace(BIDI_CONTROLS, "")
    .replace(INLINE_MARKUP, "\\$&")
    // A link is made from its scheme; "https\://" shows the same and links nowhere.
    .replace(/:\/\//g, "\\://")
    .replace(/@(everyone|here)/gi, `@${ZERO_WIDTH_SPACE}$1`);
  return escapeLineStarts(escaped);
}

/** A user mention, which pings only when the message's allowed mentions name that user. */
export function mention(userId: string): string {
  return `<@${userId}>`;
}

/**
 * The pieces a line may be cut between: an escape with the character it escapes, a mention or other
 * `<…>` tag, or one character (a whole code point: an emoji is never cut in two).
 */
const ATOMS = /\\[\s\S]|<[^\s<>]{1,98}>|[\s\S]/gu;

/**
 * A line too long for one message, in pieces of at most `budget` characters, cut after a space where
 * there is one and never inside an atom.
 */
function cutLine(line: string, budget: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const atom of line.match(ATOMS) ?? []) {
    if (piece.length + atom.length > budget && piece !== "") {
      // After the last space, unless the word after it would still not fit: then where it stands.
      const space = piece.lastIndexOf(" ") + 1;
      const fits = space > 0 && piece.length - space + atom.length <= budget;
      const cut = fits ? space : piece.length;
      pieces.push(piece.slice(0, cut));
      piece = piece.slice(cut);
    }
    piece += atom;
  }
  if (piece !== "") pieces.push(piece);
  return pieces;
}

/**
 * Splits Discord markup into messages of at most `max` characters, at line breaks where possible. A
 * line longer than a message is cut after a space, never inside an escape, a mention or a character;
 * a piece that opens a message is escaped again where its start would read as markup (a "- " that was
 * mid-line would start a list).
 */
export function chunks(markup: string, max = MAX_CONTENT): string[] {
  const out: string[] = [];
  let current: string | null = null;
  for (const line of markup.split("\n")) {
    if (line.length <= max) {
      const joined: string = current === null ? line : `${current}\n${line}`;
      if (joined.length <= max) current = joined;
      else {
        if (current !== null) out.push(current);
        current = line;
      }
      continue;
    }
    if (current !== null) out.push(current);
    // One character kept for the escape a continuation may need at its start.
    const [first = "", ...rest] = cutLine(line, max - 1);
    const pieces = [first, ...rest.map(escapeLineStarts)];
    current = pieces.pop() ?? "";
    out.push(...pieces);
  }
  if (current !== null) out.push(current);
  // A message of blank lines alone would be refused (Discord sends nothing empty).
  const shown = out.filter((part) => part.trim() !== "");
  return shown.length > 0 ? shown : [""];
}

/**
 * The messages that show a plain text on Discord: escaped, then split within the limit. `opening` is
 * markup of this surface's own put before it (a mention), kept whole in the first message.
 */
export function contents(plain: string, opening = ""): string[] {
  return chunks(`${opening}${escapeText(plain)}`);
}

/** A text shortened to `max` characters with an ellipsis, never cutting a character in two. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const char of text) {
    if (out.length + char.length > max - 1) break;
    out += char;
  }
  return `${out}…`;
}
