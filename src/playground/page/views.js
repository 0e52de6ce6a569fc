// Drawing what the API returns: the channel list, the feed's posts, the table and its pending
// decisions, and the private panel. Each function replaces or appends DOM; none talks to the server.
import { $, el } from "./dom.js";
import { tacticalForm } from "./tacticalForm.js";

export function drawChannels(channels, current, onSelect) {
  const list = $("#channels");
  list.replaceChildren(
    ...channels.map((c) =>
      el(
        "li",
        { class: c.id === current ? "current" : "" },
        el(
          "button",
          { type: "button", "data-channel": c.id, onclick: () => onSelect(c.id) },
          `# ${c.id}`,
          el("span", { class: `status ${c.status}` }, c.status === "none" ? "" : c.status),
        ),
      ),
    ),
  );
}

function drawPost(post) {
  if (post.kind === "invocation")
    return el("p", { class: "invocation", "data-post": post.id }, el("b", {}, post.author), ` ${post.text}`);
  return el(
    "article",
    { class: `post ${post.kind}`, "data-post": post.id },
    el("header", {}, el("b", {}, post.author), el("time", {}, new Date(post.at).toLocaleTimeString())),
    post.text ? el("p", { class: "text" }, post.text) : null,
    post.imageUrl
      ? el(
          "a",
          { href: post.imageUrl, target: "_blank" },
          el("img", {
            src: post.imageUrl,
            alt: "Galaxy map",
            // A map arriving after its post was drawn makes the feed taller: keep the newest in view.
            onload: (e) => {
              if (e.target.closest("[data-post]") === $("#feed").lastElementChild) scrollFeedToBottom();
            },
          }),
        )
      : null,
    post.pings
      ? el(
          "p",
          { class: "pings" },
          post.pings.map((n) => el("span", { class: "mention" }, `@${n}`)),
        )
      : null,
  );
}

/** Whether the reader is at the newest post: only then do new posts and maps scroll the feed. */
export function feedAtBottom() {
  const feed = $("#feed");
  return feed.scrollHeight - feed.scrollTop - feed.clientHeight < 60;
}

export function scrollFeedToBottom() {
  const feed = $("#feed");
  feed.scrollTop = feed.scrollHeight;
}

export function appendPosts(posts) {
  $("#feed").append(...posts.map(drawPost));
}

export function drawTable(table) {
  $("#channel-title").textContent = `# ${table.channelId}`;
  const where =
    table.status === "none"
      ? "No game here yet."
      : table.status === "lobby"
        ? "Lobby: waiting for players to join, then the creator starts."
        : `Round ${table.round}, ${table.phase} phase.`;
  $("#channel-info").textContent = where;
  $("#seats").replaceChildren(
    ...table.seats.map((s) =>
      el(
        "li",
        {
          class: [s.waiting ? "waiting" : "", s.bot ? "bot" : ""].join(" ").trim(),
          style: s.color ? `--seat: ${s.color}` : undefined,
        },
        el("b", {}, s.name),
        s.bot ? el("span", { class: "bot-tag" }, "bot") : "",
        s.race ? ` ${s.race}` : "",
        s.vp !== null ? ` · ${s.vp} VP` : "",
        s.waiting ? " · to move" : "",
      ),
    ),
  );
}

/** A list of answers too long for a row of buttons becomes a select menu, as on Discord. */
const MAX_BUTTONS = 12;

/**
 * The pending decisions, one block per player, with the tactical form (move, land, produce) under the
 * acting player's own block when the server sent one; in a lobby, the lobby's own buttons.
 */
export function drawDecisions(table, me, handlers, form) {
  const box = $("#decisions");
  if (table.status === "lobby") {
    box.replaceChildren(lobbyBox(table, handlers));
    return;
  }
  box.replaceChildren(
    ...table.decisions.map((d) => {
      const mine = d.userId === me.id;
      const direct = d.buttons.filter((b) => b.request);
      const prefills = d.buttons.filter((b) => b.prefill);
      const choose = (b) => (b.request ? handlers.press(b) : handlers.prefill(b.prefill));
      const controls =
        direct.length > MAX_BUTTONS
          ? [selectMenu(direct, mine, handlers.press)]
          : direct.map((b) => button(b, mine, choose));
      return el(
        "div",
        { class: `decision ${mine ? "mine" : ""} ${d.bot ? "bot" : ""}`, "data-seat": d.seat },
        el("p", {}, "Waiting for ", el("b", {}, d.name), `: ${d.prompt}`),
        d.buttons.length > 0
          ? el(
              "div",
              { class: "buttons" },
              controls,
              prefills.map((b) => button(b, mine, choose)),
            )
          : mine && form
            ? null
            : el("p", { class: "note" }, "No button or command answers this yet in Mecatol (see /ti help)."),
        mine && form ? tacticalForm(form, handlers.line) : null,
        d.bot
          ? el("p", { class: "note" }, "A bot seat: Mecatol's bot answers here by itself.")
          : mine
            ? null
            : el(
                "button",
                { type: "button", class: "act-as", onclick: () => handlers.actAs(d.userId) },
                `Act as ${d.name}`,
              ),
      );
    }),
  );
}

/** A lobby: who sits, and the commands that fill and start the table (the creator adds bots and starts). */
function lobbyBox(table, handlers) {
  const bots = table.seats.filter((s) => s.bot).length;
  const line = (text) => () => handlers.line(text);
  return el(
    "div",
    { class: "decision lobby", "data-testid": "lobby" },
    el(
      "p",
      {},
      `Lobby: ${table.seats.length} seated${bots > 0 ? `, ${bots} of them bots` : ""}. `,
      "Join, seat a bot (creator), then start (creator).",
    ),
    el(
      "div",
      { class: "buttons" },
      el("button", { type: "button", class: "choice secondary", onclick: line("/ti game join") }, "Join"),
      el(
        "button",
        {
          type: "button",
          class: "choice secondary",
          "data-testid": "add-bot",
          onclick: line("/ti game bot"),
        },
        "Add bot",
      ),
      el(
        "button",
        { type: "button", class: "choice primary", onclick: line("/ti game start") },
        "Start game",
      ),
    ),
  );
}

function button(b, enabled, choose) {
  return el(
    "button",
    {
      type: "button",
      class: `choice ${b.style}`,
      "data-kind": b.request ? "request" : "prefill",
      disabled: !enabled,
      onclick: () => choose(b),
    },
    b.label,
  );
}

function selectMenu(buttons, enabled, press) {
  const select = el(
    "select",
    { disabled: !enabled, "aria-label": "Choose" },
    buttons.map((b, i) => el("option", { value: i }, b.label)),
  );
  const send = el(
    "button",
    {
      type: "button",
      class: "choice primary",
      disabled: !enabled,
      onclick: () => press(buttons[Number(select.value)]),
    },
    "Choose",
  );
  return el("span", { class: "menu" }, select, send);
}

export function drawPrivate(panel, me) {
  $("#private-title").textContent = `${me.name}'s private panel`;
  $("#hand").textContent = panel.hand ?? "No hand: not seated in a started game.";
  $("#private-messages").replaceChildren(
    ...[...panel.messages]
      .reverse()
      .map((m) =>
        el(
          "li",
          {},
          el("time", {}, new Date(m.at).toLocaleTimeString()),
          el("span", { class: "text" }, m.text),
          m.fileUrl ? el("a", { href: m.fileUrl }, "download") : null,
        ),
      ),
  );
}

export function showResult(kind, text, link) {
  const box = $("#result");
  box.hidden = false;
  box.className = kind;
  const parts = [
    el(
      "span",
      { class: "only-you" },
      kind === "error" ? "Only you can see this · refused" : "Only you can see this",
    ),
    el("pre", {}, text),
    link ? el("a", { href: link }, "download") : null,
    el("button", { type: "button", class: "dismiss", onclick: () => (box.hidden = true) }, "dismiss"),
  ];
  box.replaceChildren(...parts.filter(Boolean));
}
