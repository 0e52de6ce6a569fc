// The small forms for the steps of a tactical action: move fleets in, land Ground Forces, produce units.
// The server lists what the player has (GET .../tactical); the page only counts what is typed into a
// `/ti tactical ...` line and sends it like the command box does. The engine judges the move: a refusal
// comes back with the rule's sentence, as for a typed command.
import { el } from "./dom.js";

/** A number input for one unit type, named by its command word. */
function countInput(unit, group, label) {
  return el(
    "label",
    { class: "unit-count" },
    el("input", {
      type: "number",
      min: 0,
      max: unit.count ?? 99,
      step: 1,
      value: 0,
      "data-group": group,
      "data-word": unit.word,
      "aria-label": label,
    }),
    ` ${unit.name}${unit.count !== null ? ` (of ${unit.count})` : unit.cost !== undefined ? ` (cost ${unit.cost})` : ""}`,
  );
}

/** "2 cv, 1 dn" from the inputs of one group ("" when all are 0). */
function countsOf(form, group) {
  return [...form.querySelectorAll(`input[data-group="${CSS.escape(group)}"]`)]
    .map((input) => ({ word: input.dataset.word, n: Number(input.value) || 0 }))
    .filter((u) => u.n > 0)
    .map((u) => `${u.n} ${u.word}`)
    .join(", ");
}

const quoted = (value) => (/\s/.test(value) ? `"${value}"` : value);

function moveLine(form, data) {
  const fleets = data.fleets
    .map((f) => ({ from: f.from, units: countsOf(form, f.from) }))
    .filter((f) => f.units !== "")
    .map((f) => `${f.units} from ${f.from}`);
  return fleets.length > 0 ? `/ti tactical move units:"${fleets.join("; ")}"` : "/ti tactical move";
}

function landLine(form, data) {
  const landings = data.planets
    .map((p) => ({ planet: p.id, units: countsOf(form, p.id) }))
    .filter((l) => l.units !== "")
    .map((l) => `${l.units} on ${l.planet}`);
  return landings.length > 0 ? `/ti tactical land units:"${landings.join("; ")}"` : "/ti tactical land";
}

function produceLine(form) {
  const units = countsOf(form, "produce");
  if (units === "") return "/ti tactical produce";
  const onto = form.querySelector("select[name=onto]")?.value;
  const parts = [`/ti tactical produce units:"${units}${onto ? ` onto ${onto}` : ""}"`];
  const dock = form.querySelector("select[name=dock]")?.value;
  if (dock) parts.push(`dock:${quoted(dock)}`);
  const paid = [...form.querySelectorAll("input[name=pay]:checked")].map((c) => c.value);
  if (paid.length > 0) parts.push(`planets:"${paid.join(", ")}"`);
  const goods = Number(form.querySelector("input[name=trade-goods]")?.value) || 0;
  if (goods > 0) parts.push(`trade-goods:${goods}`);
  return parts.join(" ");
}

function moveFields(data) {
  if (data.fleets.length === 0)
    return [el("p", { class: "note" }, "None of your fleets is near enough to move in.")];
  return data.fleets.map((f) =>
    el(
      "fieldset",
      { class: "fleet", "data-from": f.from },
      el("legend", {}, `From ${f.name}`),
      f.units.map((u) => countInput(u, f.from, `${u.name} from ${f.from}`)),
    ),
  );
}

function landFields(data) {
  if (data.units.length === 0 || data.planets.length === 0)
    return [el("p", { class: "note" }, "You have no Ground Forces or PDS in this system's space to land.")];
  return [
    el("p", { class: "note" }, `In space: ${data.units.map((u) => `${u.count} ${u.name}`).join(", ")}.`),
    ...data.planets.map((p) =>
      el(
        "fieldset",
        { class: "planet", "data-planet": p.id },
        el("legend", {}, `On ${p.name}`),
        data.units.map((u) => countInput({ ...u, count: u.count }, p.id, `${u.name} on ${p.name}`)),
      ),
    ),
  ];
}

function produceFields(data) {
  if (data.docks.length === 0) return [el("p", { class: "note" }, "You have no Space Dock in this system.")];
  return [
    el(
      "label",
      {},
      "Space Dock ",
      el(
        "select",
        { name: "dock" },
        data.docks.map((d) => el("option", { value: d.id }, d.name)),
      ),
    ),
    el(
      "fieldset",
      { class: "build" },
      el("legend", {}, "Build"),
      data.units.map((u) => countInput(u, "produce", `${u.name} to build`)),
    ),
    el(
      "label",
      {},
      "New Ground Forces and PDS go ",
      el(
        "select",
        { name: "onto" },
        el("option", { value: "" }, "onto the dock's planet"),
        data.onto.map((p) => el("option", { value: p.id }, p.id === "space" ? p.name : `onto ${p.name}`)),
      ),
    ),
    el(
      "fieldset",
      { class: "pay" },
      el("legend", {}, "Exhaust to pay"),
      data.planets.length === 0 ? el("span", { class: "note" }, "No ready planets.") : null,
      data.planets.map((p) =>
        el(
          "label",
          {},
          el("input", { type: "checkbox", name: "pay", value: p.id }),
          ` ${p.name} (${p.resources})`,
        ),
      ),
      el(
        "label",
        {},
        "Trade Goods ",
        el("input", { type: "number", name: "trade-goods", min: 0, max: data.tradeGoods, value: 0 }),
        ` of ${data.tradeGoods}`,
      ),
    ),
  ];
}

const FORMS = {
  move: {
    title: (d) => `Move ships into ${d.positionName}`,
    fields: moveFields,
    line: moveLine,
    send: "Move",
  },
  land: {
    title: (d) => `Land on planets of ${d.position}`,
    fields: landFields,
    line: landLine,
    send: "Land",
  },
  produce: {
    title: (d) => `Produce in ${d.position}`,
    fields: produceFields,
    line: produceLine,
    send: "Produce",
  },
};

/** The form for `data` (from the API); `send(line)` runs the command line it builds. */
export function tacticalForm(data, send) {
  const kind = FORMS[data.kind];
  if (!kind) return null;
  const preview = el("code", { class: "line", "data-testid": "tactical-line" });
  const form = el(
    "form",
    // novalidate: counts beyond what is there are the engine's to refuse, with the rule's sentence.
    { class: `tactical ${data.kind}`, "data-testid": `${data.kind}-form`, novalidate: true },
    el("h3", {}, kind.title(data)),
    kind.fields(data),
    el("p", { class: "preview" }, "Sends ", preview),
    el("button", { type: "submit", class: "choice primary" }, kind.send),
  );
  const update = () => {
    preview.textContent = kind.line(form, data);
  };
  // A dock floating in space (Saar) has no planet of its own: its Ground Forces need a place named.
  const dock = form.querySelector("select[name=dock]");
  const onto = form.querySelector("select[name=onto]");
  const placeForDock = () => {
    if (dock && onto && dock.value === "space" && onto.value === "") onto.value = data.onto[0]?.id ?? "";
  };
  dock?.addEventListener("change", placeForDock);
  placeForDock();
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send(kind.line(form, data));
  });
  update();
  return form;
}
