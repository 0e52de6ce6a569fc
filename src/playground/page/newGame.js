// The "New game" dialog: its fields are generated from the catalog's `game new` options, so the page
// offers exactly what /ti game new offers on Discord.
import { api } from "./api.js";
import { $, el } from "./dom.js";

function field(option) {
  const label = option.required ? option.description : `${option.description} (optional)`;
  const name = option.name;
  let input;
  if (option.choices) {
    input = el(
      "select",
      { name },
      el("option", { value: "" }, "default"),
      option.choices.map((c) => el("option", { value: c.value }, c.name)),
    );
  } else if (option.kind === "boolean") {
    input = el("input", { type: "checkbox", name });
  } else if (option.kind === "integer") {
    input = el("input", { type: "number", name, min: option.min, max: option.max, step: 1 });
  } else {
    input = el("input", { name });
  }
  return el("label", { class: `option ${option.kind}` }, el("code", {}, name), input, el("small", {}, label));
}

/** Only what the player set: an empty field means the command's default, as an omitted option does. */
function argsFrom(form, options) {
  const args = {};
  for (const option of options) {
    const input = form.elements.namedItem(option.name);
    if (option.kind === "boolean") {
      if (input.checked) args[option.name] = true;
    } else if (input.value.trim() !== "") {
      args[option.name] = option.kind === "integer" ? Number(input.value) : input.value.trim();
    }
  }
  return args;
}

export function setUpNewGame(catalog, { me, openChannel }) {
  const dialog = $("#new-game");
  const form = $("#new-game-form");
  const error = $("#new-game-error");
  $("#new-game-options").replaceChildren(...catalog.newGame.map(field));
  $("#open-new-game").addEventListener("click", () => {
    error.hidden = true;
    dialog.showModal();
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const action = event.submitter?.value;
    if (action === "cancel") return dialog.close();
    const args = argsFrom(form, catalog.newGame);
    const channel = form.elements.namedItem("channel").value.trim();
    const result =
      action === "quick"
        ? await api.quickGame(
            Number(form.elements.namedItem("players").value),
            Number(form.elements.namedItem("bots").value),
            args,
            channel || undefined,
          )
        : await openGame(channel, me(), args);
    if (result.ok) {
      dialog.close();
      openChannel(result.channelId);
    } else {
      error.textContent = result.error;
      error.hidden = false;
      if (result.channelId) openChannel(result.channelId);
    }
  });
}

async function openGame(channel, user, args) {
  const { channelId } = await api.openChannel(channel || "game");
  const result = await api.form(channelId, user, "game new", args);
  return { ...result, channelId };
}
