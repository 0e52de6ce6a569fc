// The small forms for the steps of a tactical action: move fleets in, land Ground Forces, produce units.
// The server lists only what could go (GET .../tactical): ships that can reach, what they may carry and
// pick up within their room aboard, what a dock can build. The page only counts what is chosen into a
// `/ti tactical ...` line and sends it like the command box does. The engine judges the whole answer: a
// refusal comes back with the rule's sentence, as for a typed command.
import { el } from "./dom.js";

/** "(of 3)", "(of 8, 6 can go)", "(cost 3)": how many there are and may go, or what one costs. */
function countNote(unit) {
  if (unit.count === null) return unit.cost !== undefined ? ` (cost ${unit.cost})` : "";
  const max = unit.max ?? unit.count;
  return ` (of ${unit.count}${max < unit.count ? `, ${max} can go` : ""})`;
}

/** A number input for one unit type, named by its command word; a pick-up names its planet. */
function countInput(unit, group, label) {
  return el(
    "label",
    { class: "unit-count" },
    el("input", {
      type: "number",
      min: 0,
      max: unit.max ?? unit.count ?? 99,
      step: 1,
      value: 0,
      "data-group": group,
      "data-word": unit.word,
      "data-planet": unit.planet,
      "data-likely": unit.likely,
      "aria-label": label,
    }),
    ` ${unit.name}${unit.planet ? ` from ${unit.planet}` : ""}${countNote(unit)}`,
  );
}

/** "2 cv, 1 dn" from the inputs of one group ("" when all are 0); pick-ups by planet. */
function countsOf(form, group, planet) {
  const inputs = [...form.querySelectorAll(`input[data-group="${CSS.escape(group)}"]`)];
  return inputs
    .filter((input) => (input.dataset.planet ?? "") === (planet ?? ""))
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
  const planets = (f) => [...new Set(f.units.filter((u) => u.planet).map((u) => u.planet))];
  const pickUps = data.fleets.flatMap((f) =>
    planets(f)
      .map((planet) => ({ planet, units: countsOf(form, f.from, planet) }))
      .filter((p) => p.units !== "")
      .map((p) => `${p.units} from ${p.planet} with ${f.from}`),
  );
  if (fleets.length === 0 && pickUps.length === 0) return "/ti tactical move";
  const pickUp = pickUps.length > 0 ? ` pickup:"${pickUps.join("; ")}"` : "";
  return `/ti tactical move units:"${fleets.join("; ")}"${pickUp}`;
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
  // SE Option 9: the planets given a Colony or a Refinery.
  const facilities = [...form.querySelectorAll("select[name=facility]")].filter((s) => s.value !== "");
  if (units === "" && facilities.length === 0) return "/ti tactical produce";
  const parts = ["/ti tactical produce"];
  if (units !== "") {
    const onto = form.querySelector("select[name=onto]")?.value;
    parts.push(`units:"${units}${onto ? ` onto ${onto}` : ""}"`);
    const dock = form.querySelector("select[name=dock]")?.value;
    if (dock) parts.push(`dock:${quoted(dock)}`);
  }
  for (const kind of ["colony", "refinery"]) {
    const planets = facilities.filter((s) => s.value === kind).map((s) => s.dataset.planet);
    if (planets.length > 0) parts.push(`${kind}:"${planets.join(", ")}"`);
  }
  const paid = [...form.querySelectorAll("input[name=pay]:checked")].map((c) => c.value);
  if (paid.length > 0) parts.push(`planets:"${paid.join(", ")}"`);
  const goods = Number(form.querySelector("input[name=trade-goods]")?.value) || 0;
  if (goods > 0) parts.push(`trade-goods:${goods}`);
  return parts.join(" ");
}

/** Sets a fleet's counts to everything that can go, within the room aboard. */
function takeAll(event) {
  const fieldset = event.target.closest("fieldset");
  for (const input of fieldset.querySelectorAll("input[data-likely]")) input.value = input.dataset.likely;
  fieldset.closest("form").dispatchEvent(new Event("input"));
}

function moveFields(data) {
  if (data.fleets.length === 0)
    return [el("p", { class: "note" }, "None of your ships can reach this system.")];
  return data.fleets.map((f) => {
    const aboard = f.units.filter((u) => !u.planet);
    const pickUps = f.units.filter((u) => u.planet);
    return el(
      "fieldset",
      { class: "fleet", "data-from": f.from },
      el("legend", {}, `From ${f.name}`),
      el(
        "button",
        { type: "button", class: "choice secondary all", "data-testid": `all-${f.from}`, onclick: takeAll },
        "All that can go",
      ),
      aboard.map((u) => countInput(u, f.from, `${u.name} from ${f.from}`)),
      pickUps.length > 0 ? el("span", { class: "note" }, "Pick up:") : null,
      pickUps.map((u) => countInput(u, f.from, `${u.name} picked up from ${u.planet}`)),
    );
  });
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

/** SE Option 9: one choice per planet that may take a Facility (none, a Colony, a Refinery). */
function facilityFields(data) {
  if (data.facilities.length === 0) return [];
  const names = { colony: "a Colony", refinery: "a Refinery" };
  return [
    el(
      "fieldset",
      { class: "facilities" },
      el("legend", {}, "Facilities (1 resource each)"),
      data.facilities.map((f) =>
        el(
          "label",
          {},
          `${f.name}: `,
          el(
            "select",
            { name: "facility", "data-planet": f.id },
            el("option", { value: "" }, "none"),
            f.kinds.map((k) => el("option", { value: k }, names[k])),
          ),
        ),
      ),
    ),
  ];
}

function produceFields(data) {
  if (data.docks.length === 0 && data.facilities.length === 0)
    return [el("p", { class: "note" }, "You have no Space Dock in this system.")];
  const docks = data.docks.length === 0 ? [] : dockFields(data);
  return [...docks, ...facilityFields(data), payFields(data)];
}

function dockFields(data) {
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
  ];
}

function payFields(data) {
  return el(
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
  );
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
