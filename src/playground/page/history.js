// The step-through (issue #23): a slider over the channel's game's events with the map following, as the
// galaxy stood after each event (the app replays the log to it and draws the public view once per event).
// Moving the slider, by mouse or by the arrow keys, asks for the map only once it rests (debounced).
import { api } from "./api.js";
import { $ } from "./dom.js";

/** How long the slider must rest before its map is asked for. */
const DEBOUNCE_MS = 200;

/** "round 2" for an event, from where each round began. */
function roundOf(timeline, event) {
  const begun = timeline.rounds.filter((r) => r.event <= event);
  return begun.length > 0 ? `round ${begun.at(-1).round}` : "set-up";
}

export function setUpHistory({ channel }) {
  const panel = $("#history");
  const slider = $("#history-slider");
  const label = $("#history-label");
  const map = $("#history-map");
  const error = $("#history-error");
  let timeline = null;
  let timer = null;

  function show() {
    const event = Number(slider.value);
    label.textContent = `Event ${event} of ${timeline.last} (${roundOf(timeline, event)})`;
    clearTimeout(timer);
    timer = setTimeout(() => {
      map.src = api.historyMapUrl(channel(), event);
      map.alt = `The galaxy after event ${event}, ${roundOf(timeline, event)}`;
    }, DEBOUNCE_MS);
  }

  /** Reads the game's range again (it grows as the game goes on) and shows the newest event. */
  async function load() {
    error.hidden = true;
    const id = channel();
    const found = id ? await api.history(id) : { error: "Open a game's channel first." };
    if (found.error) {
      timeline = null;
      slider.disabled = true;
      error.textContent = found.error;
      error.hidden = false;
      return;
    }
    timeline = found;
    slider.min = String(found.first);
    slider.max = String(found.last);
    slider.value = String(found.last);
    slider.disabled = false;
    show();
  }

  panel.addEventListener("toggle", () => {
    if (panel.open) load();
  });
  slider.addEventListener("input", () => {
    if (timeline) show();
  });
  return {
    /** Another channel was opened: its history is read when the panel is next opened. */
    reset() {
      timeline = null;
      panel.open = false;
      map.removeAttribute("src");
      label.textContent = "";
    },
  };
}
