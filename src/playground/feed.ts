/**
 * What the playground's channels show: public posts, each player's private messages, and the images and
 * files they link to. Kept in this process's memory: the game itself lives in the database (its event log
 * is the truth), and the feed is only a presentation of it, like Discord's message history. After a
 * restart a channel's feed is told again from the log on its first look (history.ts); only the latest
 * map is drawn again.
 */
import { randomUUID } from "node:crypto";
import type { Outcome } from "../app/types.ts";

export interface Post {
  id: number;
  at: string;
  /** "invocation": a player's command or button press, shown small; "bot": Mecatol's answer. */
  kind: "invocation" | "bot" | "notice";
  author: string;
  text: string;
  /** The full map. */
  imageUrl?: string;
  /** The map's description, as the image's alternative text. */
  imageAlt?: string;
  /** The close-up of the system just activated: shown in the post, the full map a click away. */
  closeUp?: { url: string; alt: string };
  /** The names mentioned, as Discord's pings: the players the game now waits for. */
  pings?: string[];
}

export interface PrivateEntry {
  id: number;
  at: string;
  text: string;
  fileUrl?: string;
}

interface Blob {
  body: Buffer;
  type: string;
  name: string;
}

/** Enough history for a long session; older posts drop off as in a chat client's scrollback. */
const MAX_POSTS_PER_CHANNEL = 500;
const MAX_PRIVATE_PER_USER = 200;
/** Each map is a few hundred kilobytes: keep the recent ones only. */
const MAX_BLOBS = 120;

export class Feeds {
  private readonly posts = new Map<string, Post[]>();
  private readonly privates = new Map<string, PrivateEntry[]>();
  private readonly blobs = new Map<string, Blob>();
  private nextId = 1;
  /** Names this process's feed: post ids start again after a restart, so the page starts its copy again. */
  readonly epoch = randomUUID();

  /** Channels opened in this process, game or not. */
  channels(): string[] {
    return [...this.posts.keys()];
  }

  open(channelId: string): boolean {
    if (this.posts.has(channelId)) return false;
    this.posts.set(channelId, []);
    return true;
  }

  /** Adds a post; `at` is given only when telling an earlier post again. */
  post(channelId: string, post: Omit<Post, "id" | "at"> & { at?: string }): Post {
    const list = this.posts.get(channelId) ?? [];
    const full = { ...post, id: this.nextId++, at: post.at ?? new Date().toISOString() };
    list.push(full);
    if (list.length > MAX_POSTS_PER_CHANNEL) list.splice(0, list.length - MAX_POSTS_PER_CHANNEL);
    this.posts.set(channelId, list);
    return full;
  }

  /** Posts newer than `after` (an id the page already has). */
  read(channelId: string, after = 0): Post[] {
    return (this.posts.get(channelId) ?? []).filter((p) => p.id > after);
  }

  whisper(channelId: string, userId: string, entry: Omit<PrivateEntry, "id" | "at"> & { at?: string }): void {
    const key = `${channelId}\u0000${userId}`;
    const list = this.privates.get(key) ?? [];
    list.push({ ...entry, id: this.nextId++, at: entry.at ?? new Date().toISOString() });
    if (list.length > MAX_PRIVATE_PER_USER) list.splice(0, list.length - MAX_PRIVATE_PER_USER);
    this.privates.set(key, list);
  }

  privateFor(channelId: string, userId: string): PrivateEntry[] {
    return this.privates.get(`${channelId}\u0000${userId}`) ?? [];
  }

  /** Keeps an image or file and returns the URL the page fetches it from. */
  keep(body: Buffer, type: string, name: string): string {
    const id = randomUUID();
    this.blobs.set(id, { body, type, name });
    while (this.blobs.size > MAX_BLOBS) {
      const oldest = this.blobs.keys().next().value as string;
      this.blobs.delete(oldest);
    }
    return `/api/files/${id}/${encodeURIComponent(name)}`;
  }

  /** Keeps a map (and its close-up) and returns the post's fields that show them. */
  keepMap(image: NonNullable<Outcome["image"]>): Pick<Post, "imageUrl" | "imageAlt" | "closeUp"> {
    const imageUrl = this.keep(image.png, "image/png", image.name);
    const closeUp = image.closeUp
      ? { url: this.keep(image.closeUp.png, "image/png", image.closeUp.name), alt: image.closeUp.description }
      : undefined;
    return { imageUrl, imageAlt: image.description, ...(closeUp ? { closeUp } : {}) };
  }

  blob(id: string): Blob | undefined {
    return this.blobs.get(id);
  }
}
