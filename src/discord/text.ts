/** Message text within Discord's limits. */

/** Discord refuses message content over 2000 characters. */
export const MAX_CONTENT = 2000;

/** Splits a text into messages of at most `max` characters, at line breaks where possible. */
export function chunks(text: string, max = MAX_CONTENT): string[] {
  const out: string[] = [];
  let current = "";
  for (const line of text.split("\n")) {
    const pieces = line.length <= max ? [line] : (line.match(new RegExp(`[^]{1,${max}}`, "g")) ?? []);
    for (const piece of pieces) {
      const joined = current === "" ? piece : `${current}\n${piece}`;
      if (joined.length <= max) current = joined;
      else {
        out.push(current);
        current = piece;
      }
    }
  }
  if (current !== "" || out.length === 0) out.push(current);
  return out;
}

/** A user mention, which pings only when the message's allowed mentions name that user. */
export function mention(userId: string): string {
  return `<@${userId}>`;
}
