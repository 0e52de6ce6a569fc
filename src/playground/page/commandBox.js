// The command box: slash commands typed as on Discord (`/ti turn pick card:Trade`), with suggestions
// for command names, option names and values while typing. Tab or Enter takes the highlighted one.
import { api } from "./api.js";
import { $, el } from "./dom.js";

export function setUpCommandBox({ channel, me, send }) {
  const input = $("#command");
  const list = $("#suggestions");
  let items = [];
  let active = -1;
  let timer = null;
  let asked = 0;
  /** The text the shown suggestions were made for: Tab on older ones would complete the wrong text. */
  let shownFor = null;

  const close = () => {
    list.hidden = true;
    items = [];
    active = -1;
  };
  const highlight = (index) => {
    active = index;
    [...list.children].forEach((li, i) => {
      li.classList.toggle("active", i === active);
    });
  };
  const take = (suggestion) => {
    input.value = suggestion.line;
    input.focus();
    refresh();
  };
  const draw = (suggestions) => {
    items = suggestions;
    active = suggestions.length > 0 ? 0 : -1;
    list.replaceChildren(
      ...suggestions.map((s, i) =>
        el(
          "li",
          {
            class: i === 0 ? "active" : "",
            // mousedown, not click: the box keeps its focus, so its blur does not close the list first.
            onmousedown: (e) => {
              e.preventDefault();
              take(s);
            },
          },
          el("b", {}, s.label),
          el("small", {}, s.detail),
        ),
      ),
    );
    list.hidden = suggestions.length === 0;
  };
  async function refresh() {
    const id = channel();
    if (!id) return;
    const ticket = ++asked;
    const line = input.value;
    // An empty box lists nothing, as Discord's does until "/" is typed.
    if (line.trim() === "") return close();
    const { suggestions } = await api.suggest(id, me(), line);
    // An older answer arriving after a newer one would show suggestions for text no longer typed.
    if (ticket === asked && document.activeElement === input) {
      shownFor = line;
      draw(suggestions);
    }
  }

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(refresh, 120);
  });
  input.addEventListener("blur", close);
  input.addEventListener("keydown", async (event) => {
    if (list.hidden) return;
    if (event.key === "ArrowDown") highlight(Math.min(active + 1, items.length - 1));
    else if (event.key === "ArrowUp") highlight(Math.max(active - 1, 0));
    else if (event.key === "Escape") close();
    else if (event.key !== "Tab") return;
    event.preventDefault();
    if (event.key !== "Tab") return;
    if (shownFor !== input.value) {
      clearTimeout(timer);
      await refresh();
    }
    if (active >= 0) take(items[active]);
  });
  $("#command-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const line = input.value.trim();
    if (!line) return;
    // Suggestions still on their way are for the text just sent: drop them.
    clearTimeout(timer);
    asked++;
    close();
    // Emptied only if it still holds what was sent: a button may have put a new command there meanwhile.
    if ((await send(line)) && input.value.trim() === line) input.value = "";
  });

  return {
    /** A button that needs more than one click puts its command here to finish. */
    prefill(line) {
      input.value = line;
      input.focus();
      input.setSelectionRange(line.length, line.length);
      refresh();
    },
  };
}
