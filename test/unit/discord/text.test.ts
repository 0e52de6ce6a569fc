/**
 * Text on Discord: plain text shows exactly as written and formats nothing; messages stay within
 * Discord's limits and are never cut inside an escape, a mention or a character.
 */
import { describe, expect, it } from "vitest";
import { chunks, clip, contents, escapeText, MAX_CONTENT, mention } from "../../../src/discord/text.ts";
import { liveMarkup, shownText } from "../../support/discordMarkup.ts";
import { rand } from "../../support/fuzz.ts";

const HOSTILE = "<@123> **x** ||y|| @everyone";

/** Random text rich in markup characters, with spaces, line breaks and emoji. */
function randomText(seed: string, length: number): string {
  const r = rand(seed);
  const alphabet = [..."ab \n\\*_~`|<>[]()#-+.:/@1", "@everyone", "@here", "https://", "🎲", "1. ", "-# "];
  let out = "";
  while (out.length < length) out += r.pick(alphabet);
  return out;
}

describe("escapeText", () => {
  it("shows a hostile nickname as typed, with no mention, markdown or mass mention live", () => {
    const escaped = escapeText(HOSTILE);
    expect(escaped).toBe("\\<@123> \\*\\*x\\*\\* \\|\\|y\\|\\| @\u200beveryone");
    expect(shownText(escaped)).toBe(HOSTILE);
    expect(liveMarkup(escaped)).toEqual([]);
  });

  it("escapes markup that only counts at the start of a line, on every line", () => {
    const text = "# Big\n-# small\n> quote\n- item\n+ item\n12. twelve\n  ### indented";
    const escaped = escapeText(text);
    expect(liveMarkup(text).length).toBeGreaterThan(0);
    expect(liveMarkup(escaped)).toEqual([]);
    expect(shownText(escaped)).toBe(text);
    // Mid-line these characters mean nothing and stay as they are.
    expect(escapeText("Jean-Luc #1 > 2. ok")).toBe("Jean-Luc #1 > 2. ok");
  });

  it("breaks links, masked links, tags and custom emoji", () => {
    for (const text of ["https://evil.example", "[Mecatol](https://evil.example)", "<t:1:R>", "<:x:1>"]) {
      const escaped = escapeText(text);
      expect(liveMarkup(escaped), text).toEqual([]);
      expect(shownText(escaped)).toBe(text);
    }
  });

  it("drops the invisible controls that would reverse the bot's words around a name", () => {
    expect(escapeText("Bob\u202e sessap")).toBe("Bob sessap");
  });

  it("leaves nothing live and loses nothing, for any text", () => {
    for (let i = 0; i < 200; i++) {
      const text = randomText(`escape-${i}`, 60);
      const escaped = escapeText(text);
      expect(liveMarkup(escaped), JSON.stringify(text)).toEqual([]);
      expect(shownText(escaped)).toBe(text);
    }
  });
});

describe("chunks and contents", () => {
  it("keeps short text whole and splits at line breaks", () => {
    expect(chunks("one\ntwo")).toEqual(["one\ntwo"]);
    const lines = Array.from({ length: 30 }, (_, i) => `${i}`.padEnd(99, "x"));
    const parts = chunks(lines.join("\n"));
    expect(parts.map((p) => p.length <= MAX_CONTENT)).not.toContain(false);
    expect(parts.join("\n")).toBe(lines.join("\n"));
    expect(parts.length).toBe(2);
  });

  it("cuts a line longer than a message after a space, never inside an escape or an emoji", () => {
    // 2,176 characters: the private reply a long time-zone value once made, refused by Discord.
    const value = `${"**🎲".repeat(300)} ${"|".repeat(700)}`;
    const reply = `"${value}" is not a time zone; use a name such as Europe/Berlin or America/New_York.`;
    const parts = contents(reply);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(MAX_CONTENT);
      expect(liveMarkup(part)).toEqual([]);
      expect(part.endsWith("\\") && !part.endsWith("\\\\")).toBe(false);
      expect(/[\ud800-\udbff]$/.test(part)).toBe(false);
    }
    expect(shownText(parts.join(""))).toBe(reply);
  });

  it("re-escapes a piece whose start would read as markup once it opens a message", () => {
    const line = `${"a".repeat(1997)} # heading`;
    expect(liveMarkup("# heading")).not.toEqual([]);
    const parts = contents(line);
    expect(parts).toEqual([`${"a".repeat(1997)} `, "\\# heading"]);
    for (const part of parts) expect(liveMarkup(part)).toEqual([]);
  });

  it("keeps the mention that opens a message whole and live, and the rest escaped", () => {
    const parts = contents(`${HOSTILE} ${"word ".repeat(500)}`, `${mention("42")} `);
    expect(parts[0]?.startsWith("<@42> \\<@123>")).toBe(true);
    expect(liveMarkup(parts[0] as string, ["42"])).toEqual([]);
    const tags = chunks(`${"x".repeat(1995)}<@42> tail`);
    expect(tags[0]).toBe("x".repeat(1995));
    expect(tags[1]).toBe("<@42> tail");
  });

  it("splits any text within the limit and loses nothing", () => {
    for (let i = 0; i < 40; i++) {
      const text = randomText(`chunk-${i}`, 3000 + i * 97);
      const parts = contents(text);
      for (const part of parts) {
        expect(part.length).toBeLessThanOrEqual(MAX_CONTENT);
        expect(liveMarkup(part), `seed chunk-${i}`).toEqual([]);
      }
      const words = (s: string) => s.replace(/\s+/g, "");
      expect(words(shownText(parts.join("")))).toBe(words(text));
    }
  });

  it("never sends an empty message", () => {
    expect(chunks("")).toEqual([""]);
    expect(chunks(`a\n${"\n".repeat(2100)}b`).every((p) => p.trim() !== "")).toBe(true);
  });
});

describe("clip", () => {
  it("shortens to the limit with an ellipsis, never cutting a character", () => {
    expect(clip("short", 10)).toBe("short");
    const clipped = clip("🎲".repeat(60), 100);
    expect(clipped.length).toBeLessThanOrEqual(100);
    expect(clipped.endsWith("🎲…")).toBe(true);
  });
});
