// The playground page: one Discord-like channel per game. It polls the API for the channel list, the
// feed, the table and the private panel of whoever you act as, and sends commands and button presses.
import { api, NotReady } from "./api.js";
import { setUpCommandBox } from "./commandBox.js";
import { $, el, userIdFor } from "./dom.js";
import { setUpHistory } from "./history.js";
import { setUpNewGame } from "./newGame.js";
import {
  appendPosts,
  drawChannels,
  drawDecisions,
  drawPrivate,
  drawTable,
  feedAtBottom,
  scrollFeedToBottom,
  showResult,
  useInks,
} from "./views.js";
import { setUpWelcome, showWelcome } from "./welcome.js";

const POLL_MS = 1500;

const page = {
  channel: localStorage.getItem("mecatol.channel"),
  /** Whom the page acts as: a seated player, or "me" (the name field) when not seated. */
  actingAs: localStorage.getItem("mecatol.actingAs"),
  lastPost: 0,
  /** The server's feed epoch the posts shown came from (null before the first read). */
  epoch: null,
  table: null,
  /** What the decisions area was drawn from: it is redrawn only when that changes, so typed counts stay. */
  drawnKey: null,
  /** The tactical form (move, land, produce) for the acting player, from the server. */
  form: null,
  /** Refreshes asked, and the newest one drawn: an older answer arriving late is not drawn. */
  asked: 0,
  shown: 0,
};

function myself() {
  const name = $("#my-name").value.trim() || "You";
  return { id: userIdFor(name), name };
}

/** The current actor: the chosen seat when a person sits there at this table, else yourself. */
function me() {
  const seat = page.table?.seats.find((s) => s.userId === page.actingAs && !s.bot);
  return seat ? { id: seat.userId, name: seat.name } : myself();
}

function actAs(userId) {
  page.actingAs = userId;
  localStorage.setItem("mecatol.actingAs", userId);
  drawSwitcher();
  refreshPrivate();
  if (page.table) drawActions();
}

/** Bot seats are listed but cannot be chosen: Mecatol plays them. */
function drawSwitcher() {
  const select = $("#act-as");
  const self = myself();
  const seats = page.table?.seats ?? [];
  const options = seats.map((s) => ({
    id: s.userId,
    label: `${s.name}${s.bot ? " (bot)" : ""}${s.waiting ? " (to move)" : ""}`,
    bot: s.bot,
  }));
  if (!seats.some((s) => s.userId === self.id))
    options.push({ id: self.id, label: `${self.name} (not seated)`, bot: false });
  select.replaceChildren(
    ...options.map((o) => el("option", { value: o.id, disabled: o.bot, "data-bot": o.bot }, o.label)),
  );
  select.value = me().id;
}

/** Hot-seat play: when the game waits for another person, become them (never a bot). */
function followTurn() {
  if (!$("#follow").checked || !page.table) return;
  const waiting = page.table.decisions.filter((d) => !d.bot).map((d) => d.userId);
  if (waiting.length > 0 && !waiting.includes(me().id)) actAs(waiting[0]);
}

/** A TI3 step's kinds that come with the tactical form. */
const FORM_KINDS = ["moveUnits", "landUnits", "produceUnits"];

/** The decisions area, with the form (a tactical step's, a TI4 transaction) the acting player may fill. */
async function drawActions() {
  const table = page.table;
  const actor = me();
  const mine = table.decisions.find((d) => d.userId === actor.id);
  const key = JSON.stringify([table.status, table.seats.length, table.decisions, table.votes, actor.id]);
  if (key === page.drawnKey) return;
  page.drawnKey = key;
  // A TI4 seat asked anything may also propose a transaction: the server says whether a form is open.
  const wantsForm =
    mine !== undefined && (table.ruleset === "ti4" || mine.kinds.some((k) => FORM_KINDS.includes(k)));
  try {
    page.form = wantsForm ? (await api.tactical(page.channel, actor.id)).form : null;
  } catch (error) {
    page.drawnKey = null;
    throw error;
  }
  // Another refresh may have drawn meanwhile: the newest key wins.
  if (key === page.drawnKey) drawDecisions(table, actor, handlers, page.form);
}

async function refreshPrivate() {
  if (!page.channel) return;
  drawPrivate(await api.privatePanel(page.channel, me().id), me());
}

async function refresh() {
  const { channels } = await api.channels();
  drawChannels(channels, page.channel, openChannel);
  if (!page.channel) return;
  const channel = page.channel;
  const ticket = ++page.asked;
  const [table, firstRead] = await Promise.all([api.table(channel), api.feed(channel, page.lastPost)]);
  let feed = firstRead;
  // An older poll answering after a newer refresh would draw the table as it was (and reset a form).
  if (channel !== page.channel || ticket < page.shown) return;
  page.shown = ticket;
  // The playground restarted: its feed was told again from the game's log, with new post ids.
  if (page.epoch !== feed.epoch) {
    if (page.epoch !== null) {
      $("#feed").replaceChildren();
      page.lastPost = 0;
      feed = await api.feed(channel, 0);
    }
    page.epoch = feed.epoch;
  }
  page.table = table;
  const stick = feedAtBottom();
  drawTable(table);
  followTurn();
  drawSwitcher();
  await drawActions();
  // Two refreshes may overlap (the poll and an action's): each post is drawn once.
  const fresh = feed.posts.filter((p) => p.id > page.lastPost);
  if (fresh.length > 0) {
    page.lastPost = fresh.at(-1).id;
    appendPosts(fresh);
  }
  if (stick || fresh.length > 0) scrollFeedToBottom();
  await refreshPrivate();
}

/** #welcome: no game channel open, the feed explains how to start. */
function openWelcome() {
  page.channel = null;
  page.table = null;
  page.drawnKey = null;
  localStorage.removeItem("mecatol.channel");
  $("#channel-title").textContent = "# welcome";
  $("#channel-info").textContent = "";
  $("#seats").replaceChildren();
  $("#decisions").replaceChildren();
  $("#result").hidden = true;
  showWelcome();
  drawSwitcher();
  drawPrivate({ hand: null, cards: null, messages: [] }, me());
  return refresh();
}

function openChannel(id) {
  stepThrough.reset();
  if (id === null) return openWelcome();
  page.channel = id;
  page.lastPost = 0;
  page.epoch = null;
  page.table = null;
  page.drawnKey = null;
  localStorage.setItem("mecatol.channel", id);
  $("#feed").replaceChildren();
  $("#result").hidden = true;
  return refresh();
}

/** Shows what the sender alone sees; true when the command went through. */
function answered(result) {
  if (!result.ok) showResult("error", result.error);
  else if (result.reply || result.fileUrl) showResult("reply", result.reply ?? "Your file:", result.fileUrl);
  else $("#result").hidden = true;
  return result.ok;
}

const handlers = {
  async press(button) {
    // One press, one request: a double click would otherwise send the answer twice.
    const decisions = $("#decisions");
    decisions.inert = true;
    try {
      answered(await api.request(page.channel, me(), button.request, button.label));
      await refresh();
    } finally {
      decisions.inert = false;
    }
  },
  prefill: (line) => commandBox.prefill(line),
  /** A line built by a form or a lobby button, sent as if typed in the command box. */
  async line(text) {
    const decisions = $("#decisions");
    decisions.inert = true;
    try {
      const ok = answered(await api.command(page.channel, me(), text));
      // A refused form keeps what was typed; a taken one is redrawn from the new table.
      if (ok) page.drawnKey = null;
      await refresh();
    } finally {
      decisions.inert = false;
    }
  },
  /** A command built by a form as options (JSON a typed line cannot hold), sent as the box sends a line. */
  async form(command, args) {
    const decisions = $("#decisions");
    decisions.inert = true;
    try {
      if (answered(await api.form(page.channel, me(), command, args))) page.drawnKey = null;
      await refresh();
    } finally {
      decisions.inert = false;
    }
  },
  actAs,
};

const commandBox = setUpCommandBox({
  channel: () => page.channel,
  me,
  async send(line) {
    if (!page.channel) await openChannel((await api.openChannel("general")).channelId);
    const ok = answered(await api.command(page.channel, me(), line));
    await refresh();
    return ok;
  },
});

/** The chosen game file goes to `/ti game import` in this channel, as an attachment does on Discord. */
$("#import-file").addEventListener("change", async (event) => {
  const input = event.target;
  const chosen = input.files?.[0];
  if (!chosen) return;
  if (!page.channel) await openChannel((await api.openChannel("general")).channelId);
  answered(await api.importFile(page.channel, me(), await chosen.text()));
  input.value = "";
  await refresh();
});

const stepThrough = setUpHistory({ channel: () => page.channel });

/** On a phone the private panel slides over the channel; this button (shown there only) opens it. */
function setUpPrivateToggle() {
  const toggle = $("#toggle-private");
  const show = (open) => {
    document.body.classList.toggle("private-open", open);
    toggle.setAttribute("aria-expanded", String(open));
  };
  toggle.addEventListener("click", () => show(!document.body.classList.contains("private-open")));
  $("#close-private").addEventListener("click", () => show(false));
}

async function start() {
  const banner = $("#banner");
  try {
    const catalog = await api.catalog();
    banner.hidden = true;
    $("[data-testid=bots-note]").textContent = catalog.bots;
    // The New game form says the same of bots as the welcome page (one sentence, from the catalog).
    $("[data-testid=bots-fairness]").textContent = catalog.bots;
    useInks(catalog.inks);
    drawSwitcher();
    setUpNewGame(catalog, { me, openChannel });
    setUpWelcome({ openChannel });
    setUpPrivateToggle();
    if (!page.channel) showWelcome();
    $("#act-as").addEventListener("change", (e) => actAs(e.target.value));
    $("#my-name").addEventListener("change", () => actAs(myself().id));
    await refresh();
    setInterval(() => refresh().catch(() => {}), POLL_MS);
  } catch (error) {
    if (!(error instanceof NotReady)) throw error;
    banner.textContent = `${error.message}`;
    banner.hidden = false;
    setTimeout(start, 1000);
  }
}

start();
