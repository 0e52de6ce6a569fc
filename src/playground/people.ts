/**
 * Who acts in the playground: local people with "playground:<name>" user ids, in the guild "playground",
 * one channel per game. There is no login: the page's seat switcher says who you are, as on a shared
 * table where everyone plays from one screen.
 */
import type { Actor, Place } from "../app/types.ts";

export const PLAYGROUND_GUILD = "playground";

/** Names for a quick game's players, in seat order. */
export const QUICK_NAMES = ["Alice", "Bob", "Cara", "Dan", "Eve", "Finn", "Gita", "Hugo"] as const;

const USER_ID = /^playground:[a-z0-9][a-z0-9_-]{0,31}$/;
const CHANNEL_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function isPlaygroundUser(userId: unknown): userId is string {
  return typeof userId === "string" && USER_ID.test(userId);
}

export function isChannelId(channelId: unknown): channelId is string {
  return typeof channelId === "string" && CHANNEL_ID.test(channelId);
}

/** "Dan the Bold" -> "playground:dan-the-bold". */
export function userIdFor(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32);
  return `playground:${slug || "player"}`;
}

/** "Game night #2" -> "game-night-2". */
export function channelIdFor(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "game"
  );
}

/** The name shown for a playground user: the one the page gave, else the id's own words. */
export function actorFor(userId: string, name?: unknown): Actor {
  const given = typeof name === "string" ? name.trim().slice(0, 40) : "";
  const fromId = userId
    .slice("playground:".length)
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(" ");
  return { userId, name: given || fromId };
}

export function placeOf(channelId: string): Place {
  return { guildId: PLAYGROUND_GUILD, channelId };
}
