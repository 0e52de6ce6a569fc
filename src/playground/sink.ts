/**
 * The playground's side of delivery (src/app/delivery.ts): an outbox batch becomes Mecatol's post in the
 * channel feed (the account with the map, and the names of those newly asked something, as Discord's
 * pings) and lines in each player's private panel. The feed lives in this process's memory, so a batch
 * saved before the process started is already told again from the event log on the channel's first look
 * (history.ts): it is marked delivered without being shown twice.
 */
import type { Part, Sink } from "../app/delivery.ts";
import type { Place } from "../app/types.ts";
import type { Feeds } from "./feed.ts";
import { PLAYGROUND_GUILD } from "./people.ts";

export function playgroundSink(feeds: Feeds, startedAt: Date): (place: Place) => Sink | null {
  /** A batch's account waits for its "waiting for" part, so the post carries its pings. */
  const held = new Map<string, Extract<Part, { kind: "account" }>>();
  const sink: Sink = {
    shown: (createdAt) => createdAt < startedAt,
    async deliver(place, part) {
      const channelId = place.channelId;
      const batch = part.key.split(".")[0] ?? "";
      if (part.key.endsWith(".0") && part.kind === "account") {
        held.set(channelId, part);
        return;
      }
      if (part.key.endsWith(".1")) {
        const account = held.get(channelId);
        held.delete(channelId);
        const pings =
          part.kind === "waiting"
            ? part.pings.map((id) => part.pending.players.find((p) => p.userId === id)?.name ?? id)
            : [];
        if (account?.key.startsWith(`${batch}.`) && (account.text || account.image)) {
          const map = account.image ? feeds.keepMap(account.image) : {};
          feeds.post(channelId, {
            kind: "bot",
            author: "Mecatol",
            text: account.text,
            ...map,
            ...(pings.length > 0 ? { pings } : {}),
          });
          // The game's result: the victory points round by round, in a post of its own after the map.
          const chart = account.image?.chart;
          if (chart)
            feeds.post(channelId, {
              kind: "bot",
              author: "Mecatol",
              text: "Victory points, round by round.",
              imageUrl: feeds.keep(chart.png, "image/png", chart.name),
              imageAlt: chart.description,
            });
          // And the galaxy round by round, an animation.
          const summary = account.image?.summary;
          if (summary)
            feeds.post(channelId, {
              kind: "bot",
              author: "Mecatol",
              text: "The galaxy, round by round.",
              imageUrl: feeds.keep(summary.webp, "image/webp", summary.name),
              imageAlt: summary.description,
            });
        } else if (pings.length > 0)
          feeds.post(channelId, { kind: "notice", author: "Mecatol", text: "Waiting for:", pings });
        return;
      }
      if (part.kind === "notice")
        feeds.post(channelId, {
          kind: "notice",
          author: "Mecatol",
          text: part.text,
          ...(part.name ? { pings: [part.name] } : {}),
        });
      if (part.kind === "private") feeds.whisper(channelId, part.userId, { text: part.text });
      // The actor's reply went back with their request: nothing waits for it here.
    },
  };
  return (place) => (place.guildId === PLAYGROUND_GUILD ? sink : null);
}
