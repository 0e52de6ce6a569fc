// The playground page: one Discord-like channel per game. It polls the API for the channel list, the
// feed, the table and the private panel of whoever you act as, and sends commands and button presses.
import { api, NotReady } from "./api.js";
import { setUpCommandBox } from "./commandBox.js";
import { $, el, userIdFor } from "./dom.js";
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
} from "./views.js";

const POLL_MS = 1500;

const page = {
  channel: localStorage.getItem("mecatol.channel"),
  /** Whom the page acts as: a seated player, or "me" (the name field) when not seated. */
  actingAs: localStorage.getItem("mecatol.actingAs"),
  lastPost: 0,
  table: null,
};

function myself() {
  const name = $("#my-name").value.trim() || "You";
  return { id: userIdFor(name), name };
}

/** The current actor: the chosen seat when it sits at this table, else yourself. */
function me() {
  const seat = page.table?.seats.find((s) => s.userId === page.actingAs);
  return seat ? { id: seat.userId, name: seat.name } : myself();
}

function actAs(userId) {
  page.actingAs = userId;
  localStorage.setItem("mecatol.actingAs", userId);
  drawSwitcher();
  refreshPrivate();
  if (page.table) drawDecisions(page.table, me(), handlers);
}

function drawSwitcher() {
  const select = $("#act-as");
  const self = myself();
  const seats = page.table?.seats ?? [];
  const options = seats.map((s) => ({ id: s.userId, label: `${s.name}${s.waiting ? " (to move)" : ""}` }));
  if (!seats.some((s) => s.userId === self.id))
    options.push({ id: self.id, label: `${self.name} (not seated)` });
  select.replaceChildren(...options.map((o) => el("option", { value: o.id }, o.label)));
  select.value = me().id;
}

/** Hot-seat play: when the game waits for someone else, become them. */
function followTurn() {
  if (!$("#follow").checked || !page.table) return;
  const waiting = page.table.decisions.map((d) => d.userId);
  if (waiting.length > 0 && !waiting.includes(me().id)) actAs(waiting[0]);
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
  const [table, feed] = await Promise.all([api.table(channel), api.feed(channel, page.lastPost)]);
  if (channel !== page.channel) return;
  page.table = table;
  const stick = feedAtBottom();
  drawTable(table);
  followTurn();
  drawSwitcher();
  drawDecisions(table, me(), handlers);
  // Two refreshes may overlap (the poll and an action's): each post is drawn once.
  const fresh = feed.posts.filter((p) => p.id > page.lastPost);
  if (fresh.length > 0) {
    page.lastPost = fresh.at(-1).id;
    appendPosts(fresh);
  }
  if (stick || fresh.length > 0) scrollFeedToBottom();
  await refreshPrivate();
}

function openChannel(id) {
  page.channel = id;
  page.lastPost = 0;
  page.table = null;
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

async function start() {
  const banner = $("#banner");
  try {
    const catalog = await api.catalog();
    banner.hidden = true;
    $("[data-testid=bots-note]").textContent = `Bots: not built yet. ${catalog.bots}`;
    drawSwitcher();
    setUpNewGame(catalog, { me, openChannel });
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
