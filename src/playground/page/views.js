// Drawing what the API returns: the channel list, the feed's posts, the table and its pending
// decisions, and the private panel. Each function replaces or appends DOM; none talks to the server.
import { $, el } from "./dom.js";
import { paymentForm } from "./paymentForm.js";
import { tacticalForm } from "./tacticalForm.js";
import { tradeForm } from "./tradeForm.js";

/** The channel list: #welcome (how to start, id null) first, then one channel per game. */
export function drawChannels(channels, current, onSelect) {
  const item = (id, status) =>
    el(
      "li",
      { class: id === current ? "current" : "" },
      el(
        "button",
        { type: "button", "data-channel": id ?? "", onclick: () => onSelect(id) },
        `# ${id ?? "welcome"}`,
        el("span", { class: `status ${status}` }, status === "none" ? "" : status),
      ),
    );
  $("#channels").replaceChildren(item(null, "none"), ...channels.map((c) => item(c.id, c.status)));
}

/** Each colour's fill, text and outline as the map draws them (render/palette.ts), from the catalog. */
let inks = {};

export function useInks(table) {
  inks = table ?? {};
}

/** The seat's letter on its colour, as every piece on the map carries it; the colour's name beside. */
function seatMark(seat) {
  const ink = inks[seat.color];
  if (!ink) return "";
  return el(
    "span",
    {
      class: "seat-mark",
      title: seat.color,
      style: `background: ${ink.fill}; color: ${ink.ink}; border-color: ${ink.edge}`,
    },
    String.fromCharCode(65 + seat.seat),
  );
}

/**
 * The map of a post: the close-up of the system just activated when there is one, a click on it (or on
 * "Full map") opening the full map; otherwise the full map itself.
 */
function drawMap(post) {
  // A map arriving after its post was drawn makes the feed taller: keep the newest in view.
  const onload = (e) => {
    if (e.target.closest("[data-post]") === $("#feed").lastElementChild) scrollFeedToBottom();
  };
  const full = { href: post.imageUrl, target: "_blank", class: "full-map" };
  if (!post.closeUp)
    return el("a", full, el("img", { src: post.imageUrl, alt: post.imageAlt ?? "Galaxy map", onload }));
  return el(
    "figure",
    { class: "close-up" },
    el("a", full, el("img", { src: post.closeUp.url, alt: post.closeUp.alt, onload })),
    el("figcaption", {}, el("a", { ...full, title: post.imageAlt ?? "" }, "Full map")),
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
    post.imageUrl ? drawMap(post) : null,
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
          style: inks[s.color] ? `--seat: ${inks[s.color].fill}` : undefined,
        },
        seatMark(s),
        el("b", {}, s.name),
        s.bot ? el("span", { class: "bot-tag" }, "bot") : "",
        s.race ? ` ${s.race}` : "",
        s.color ? ` (${s.color})` : "",
        s.vp !== null ? ` · ${s.vp} VP` : "",
        s.waiting ? " · to move" : "",
        s.bank ? el("span", { class: "bank", "data-testid": "bank" }, ` · bank ${s.bank}`) : "",
      ),
    ),
  );
  const clock = $("#time-bank");
  clock.hidden = !table.timeBank;
  clock.textContent = table.timeBank ? `Time bank: ${table.timeBank}.` : "";
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
  // "What happened?": the asker's own catch-up, shown to them alone (as on Discord, for anyone seated).
  const catchUp = table.catchUp
    ? el(
        "div",
        { class: "buttons catch-up" },
        button(
          table.catchUp,
          table.seats.some((s) => s.userId === me.id),
          handlers.press,
        ),
      )
    : null;
  box.replaceChildren(
    ...(table.votes ?? []).map((v) => voteBox(v, me, handlers)),
    ...table.decisions.map((d) => {
      const mine = d.userId === me.id;
      const direct = d.buttons.filter((b) => b.request && !b.menu);
      const prefills = d.buttons.filter((b) => b.prefill);
      const choose = (b) => (b.request ? handlers.press(b) : handlers.prefill(b.prefill));
      const menus = [...new Set(d.buttons.filter((b) => b.menu).map((b) => b.menu))].map((name) =>
        answerMenu(
          name,
          d.buttons.filter((b) => b.menu === name),
          mine,
          handlers.press,
        ),
      );
      const controls = [
        ...menus,
        ...(direct.length > MAX_BUTTONS
          ? [selectMenu(direct, mine, handlers.press)]
          : direct.map((b) => button(b, mine, choose))),
      ];
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
        mine && form
          ? form.kind === "ti4Trade"
            ? tradeForm(form, handlers.form)
            : tacticalForm(form, handlers.line)
          : null,
        ...(mine ? (d.payments ?? []).map((p) => paymentForm(p, handlers.line, handlers.prefill)) : []),
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
    ...(catchUp ? [catchUp] : []),
  );
}

/**
 * A vote open on a seat whose time bank ran out: who votes and what they chose, the ballots' buttons for
 * a voter, and "Act as" for a voter still to vote.
 */
function voteBox(vote, me, handlers) {
  const voter = vote.voters.find((v) => v.userId === me.id);
  const still = vote.voters.filter((v) => v.ballot === null && v.userId !== me.id);
  return el(
    "div",
    { class: "decision vote", "data-testid": "bank-vote", "data-seat": vote.seat },
    el(
      "p",
      {},
      el("b", {}, vote.name),
      "'s time bank ran out. The table votes: ",
      vote.voters.map((v) => `${v.name} (${v.ballot ?? "not yet"})`).join(", "),
      ".",
    ),
    el(
      "div",
      { class: "buttons" },
      vote.buttons.map((b) => button(b, voter !== undefined, () => handlers.press(b))),
    ),
    voter
      ? null
      : el("p", { class: "note" }, "Only the other players at the table vote; the player may act meanwhile."),
    still.map((v) =>
      el(
        "button",
        { type: "button", class: "act-as", onclick: () => handlers.actAs(v.userId) },
        `Act as ${v.name}`,
      ),
    ),
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

/** A decision's many answers as one menu: choosing an option sends it, as a Discord select menu does. */
function answerMenu(name, buttons, enabled, press) {
  const select = el(
    "select",
    { disabled: !enabled, "aria-label": name, "data-testid": "answer-menu" },
    el("option", { value: "", disabled: true, selected: true }, name),
    buttons.map((b, i) => el("option", { value: i }, b.label)),
  );
  select.addEventListener("change", () => {
    if (select.value !== "") press(buttons[Number(select.value)]);
  });
  return el("span", { class: "menu" }, select);
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

/** One kind of card in the hand: each card's name, when it plays or what it is worth, and its text. */
function handGroup(group) {
  return el(
    "section",
    { class: "hand-group", "data-group": group.title },
    el("h4", {}, group.title, el("span", { class: "count" }, String(group.cards.length))),
    group.cards.length === 0
      ? el("p", { class: "note" }, "none")
      : el(
          "ul",
          {},
          group.cards.map((c) =>
            el(
              "li",
              { class: "card" },
              el("b", { class: "card-name" }, c.name),
              el("small", { class: "card-note" }, c.note),
              el("p", { class: "card-text" }, c.text),
            ),
          ),
        ),
  );
}

export function drawPrivate(panel, me) {
  $("#private-title").textContent = `${me.name}'s private panel`;
  const hand = $("#hand");
  // Redrawn only when the hand changes, so a reader's place in a long hand is kept between polls.
  const key = JSON.stringify(panel.cards ?? panel.hand);
  if (hand.dataset.key !== key) {
    hand.dataset.key = key;
    if (panel.cards) hand.replaceChildren(...panel.cards.map(handGroup));
    else
      hand.replaceChildren(
        el("p", { class: "note" }, panel.hand ?? "No hand: not seated in a started game."),
      );
  }
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
    // A past map (/ti game history) is shown, a click away from full size; any other file is a download.
    link && /\.png$/.test(link)
      ? el(
          "a",
          { href: link, target: "_blank" },
          el("img", { src: link, alt: text.split("\n")[0], class: "result-map" }),
        )
      : link
        ? el("a", { href: link }, "download")
        : null,
    el("button", { type: "button", class: "dismiss", onclick: () => (box.hidden = true) }, "dismiss"),
  ];
  box.replaceChildren(...parts.filter(Boolean));
}
