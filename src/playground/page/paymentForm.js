// The payment form of a TI4 decision that costs resources or influence: the seat's ready planets to tick
// and a number of trade goods, written as /ti4 act's payment option (planets=a,b tg=2, or none). A
// command paid with nothing else to give is sent at once; one with other fields (a technology, the units
// to produce) is put in the command box with its payment, for the player to finish there. The engine
// judges the payment: a refusal comes back with the rule's sentence, as for a typed command.
import { el } from "./dom.js";

/** The ticked ocean cards (the Deepwrought's), as the payment's oceans= part. */
function oceansOf(form) {
  const oceans = [...form.querySelectorAll("input[data-ocean]:checked")].map((i) => i.dataset.ocean);
  return oceans.length > 0 ? [`oceans=${oceans.join(",")}`] : [];
}

/** The payment words of the ticked planets and the goods ("none" when nothing is chosen). */
function paymentOf(form) {
  const planets = [...form.querySelectorAll("input[data-planet]:checked")].map((i) => i.dataset.planet);
  const goods = Number(form.querySelector("input[data-goods]")?.value ?? 0);
  const parts = [
    ...(planets.length > 0 ? [`planets=${planets.join(",")}`] : []),
    ...(goods > 0 ? [`tg=${goods}`] : []),
    ...oceansOf(form),
    ...(form.querySelector("input[data-triad]:checked") ? ["triad"] : []),
  ];
  return parts.length > 0 ? parts.join(" ") : "none";
}

export function paymentForm(offer, send, prefill) {
  const form = el(
    "form",
    { class: "payment-form", "data-testid": "payment-form", "data-kind": offer.kind },
    el(
      "p",
      { class: "note" },
      `Pay for ${offer.kind}: tick the planets to exhaust and the trade goods to spend.`,
    ),
    ...offer.planets.map((p) =>
      el(
        "label",
        { class: "planet" },
        el("input", { type: "checkbox", "data-planet": p.id, "aria-label": p.name }),
        ` ${p.name} (${p.resources} resources, ${p.influence} influence)`,
      ),
    ),
    el(
      "label",
      { class: "goods" },
      el("input", {
        type: "number",
        min: 0,
        max: offer.tradeGoods,
        step: 1,
        value: 0,
        "data-goods": "1",
        "aria-label": "trade goods",
      }),
      ` trade goods (of ${offer.tradeGoods})`,
    ),
    ...(offer.oceans ?? []).map((o) =>
      el(
        "label",
        { class: "planet" },
        el("input", { type: "checkbox", "data-ocean": o.id, "aria-label": o.name }),
        ` ${o.name} (ocean card: ${o.resources} resources, ${o.influence} influence)`,
      ),
    ),
    ...(offer.triad
      ? [
          el(
            "label",
            { class: "planet" },
            el("input", { type: "checkbox", "data-triad": "1", "aria-label": "The Triad" }),
            ` The Triad (relic: ${offer.triad.worth} resources or ${offer.triad.worth} influence)`,
          ),
        ]
      : []),
    el(
      "button",
      { type: "submit", class: "primary", "data-testid": "pay" },
      offer.complete ? "Pay" : "Pay, then finish in the box",
    ),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const line = `${offer.line} payment:"${paymentOf(form)}"`;
    if (offer.complete) send(line);
    else prefill(`${line} fields:`);
  });
  return form;
}
