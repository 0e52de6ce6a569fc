/**
 * How Discord reads message content, as far as the tests need: what a reader sees (escapes removed,
 * invisible spaces dropped) and which markup is live (would format, link or mention). Written from
 * Discord's markdown rules, independently of src/discord/text.ts, so that tests of it can fail.
 */

/** What a reader sees: a backslash before a non-alphanumeric character shows only that character. */
export function shownText(content: string): string {
  return content.replace(/\\([^0-9A-Za-z\s])/g, "$1").replaceAll("\u200b", "");
}

const LINE_START = /^[ \t]*(?:#{1,3} |-# |[-*+] |>{1,3} |\d+\. )/;
const INLINE = new Set(["*", "_", "~", "`", "|", "["]);

/**
 * The live markup in a message: each formatting character, mention, tag, link or mass mention that is
 * not escaped, except mentions of the users the message may ping (its allowed mentions).
 */
export function liveMarkup(content: string, allowedUsers: readonly string[] = []): string[] {
  const live: string[] = [];
  for (const line of content.split("\n")) {
    const start = LINE_START.exec(line);
    if (start) live.push(`line start "${start[0].trim()}"`);
    for (let i = 0; i < line.length; i++) {
      const char = line[i] as string;
      if (char === "\\") {
        // An escape covers the next character, when it is one Discord lets be escaped.
        if (/[^0-9A-Za-z\s]/.test(line[i + 1] ?? "a")) i += 1;
        continue;
      }
      if (INLINE.has(char)) live.push(`"${char}"`);
      if (char === "<") {
        const tag = /^<@!?(\d+)>/.exec(line.slice(i));
        if (!tag || !allowedUsers.includes(tag[1] as string)) live.push(`tag ${line.slice(i, i + 24)}`);
      }
      if (line.startsWith("://", i) && /https?$/i.test(line.slice(0, i))) live.push("link");
      if (/^@(everyone|here)/i.test(line.slice(i))) live.push(line.slice(i, i + 9));
    }
  }
  return live;
}
