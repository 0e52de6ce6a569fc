// The #welcome channel, shown while no game channel is open: how to start, with a button for each way.
import { api } from "./api.js";
import { $ } from "./dom.js";

/** The people and bots of the welcome's quick game: one seat for you, three for Mecatol's bot. */
const QUICK = { people: 1, bots: 3 };

export function showWelcome() {
  $("#feed").replaceChildren($("#welcome-template").content.cloneNode(true));
}

export function setUpWelcome({ openChannel }) {
  // The welcome is drawn anew each time it is shown, so its buttons are listened to from the feed.
  $("#feed").addEventListener("click", async (event) => {
    const button = event.target.closest("[data-welcome]");
    if (!button) return;
    if (button.dataset.welcome === "friends") return $("#open-new-game").click();
    const error = $("[data-testid=welcome-error]");
    button.disabled = true;
    try {
      const result = await api.quickGame(QUICK.people, QUICK.bots, {});
      if (result.ok) return openChannel(result.channelId);
      error.textContent = result.error;
      error.hidden = false;
    } finally {
      button.disabled = false;
    }
  });
}
