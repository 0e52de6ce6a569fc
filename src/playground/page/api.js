// The page's calls to the playground's JSON API. A 503 means the database is still being prepared.

export class NotReady extends Error {}

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status === 503) throw new NotReady((await response.json()).error);
  const value = await response.json();
  // 422 is a refusal (a rule or a typing mistake): the caller shows its message.
  if (!response.ok && response.status !== 422) throw new Error(value.error ?? `HTTP ${response.status}`);
  return value;
}

const channelPath = (id) => `/api/channels/${encodeURIComponent(id)}`;

export const api = {
  catalog: () => call("GET", "/api/catalog"),
  channels: () => call("GET", "/api/channels"),
  openChannel: (name) => call("POST", "/api/channels", { name }),
  quickGame: (players, bots, args, channel) =>
    call("POST", "/api/quick-game", { players, bots, args, channel }),
  table: (id) => call("GET", channelPath(id)),
  feed: (id, after) => call("GET", `${channelPath(id)}/feed?after=${after}`),
  privatePanel: (id, userId) =>
    call("GET", `${channelPath(id)}/private?userId=${encodeURIComponent(userId)}`),
  suggest: (id, user, line) =>
    call(
      "GET",
      `${channelPath(id)}/suggest?userId=${encodeURIComponent(user.id)}&line=${encodeURIComponent(line)}`,
    ),
  /** The step-through's range; `{ error }` when the channel has no running game. */
  history: async (id) => {
    const response = await fetch(`${channelPath(id)}/history`);
    return response.json();
  },
  historyMapUrl: (id, event) => `${channelPath(id)}/history/${event}.png`,
  tactical: (id, userId) => call("GET", `${channelPath(id)}/tactical?userId=${encodeURIComponent(userId)}`),
  command: (id, user, line) =>
    call("POST", `${channelPath(id)}/command`, { userId: user.id, name: user.name, line }),
  form: (id, user, command, args) =>
    call("POST", `${channelPath(id)}/command`, { userId: user.id, name: user.name, command, args }),
  /** `/ti game import` with the chosen file's text as the body (larger than a command may be). */
  importFile: async (id, user, text) => {
    const query = `userId=${encodeURIComponent(user.id)}&name=${encodeURIComponent(user.name)}`;
    const response = await fetch(`${channelPath(id)}/import?${query}`, { method: "POST", body: text });
    if (response.status === 503) throw new NotReady((await response.json()).error);
    return response.json();
  },
  request: (id, user, request, label) =>
    call("POST", `${channelPath(id)}/request`, { userId: user.id, name: user.name, request, label }),
};
