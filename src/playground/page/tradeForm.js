// The transaction form of a TI4 seat that may trade now (LRR 94): the player to trade with, what to give
// (trade goods, commodities, a promissory note from the hand, action cards where the Hacan let them
// change hands) and what to ask for (the other's goods, commodities, a note of their colour). A seat holding
// Black Market Dealings may tick it: then its relics, action cards and unscored secret objectives may be
// given, and the other's relics and secret objectives (how many) asked for. It builds
// /ti4 act's proposeTransaction command; values the seat cannot offer are refused here with a sentence
// and nothing is sent (the browser's own checks are off, so the sentence is ours). The engine judges the rest, and a refusal comes back with the rule's sentence.
import { el } from "./dom.js";

const NO_NOTE = "";

function numberField(name, label, most) {
  return el(
    "label",
    { class: "goods" },
    el("input", {
      type: "number",
      min: 0,
      max: most,
      step: 1,
      value: 0,
      "data-field": name,
      "aria-label": label,
    }),
    ` ${label} (of ${most})`,
  );
}

function noteSelect(name, label, notes) {
  return el(
    "label",
    {},
    `${label}: `,
    el(
      "select",
      { "data-field": name, "aria-label": label },
      el("option", { value: NO_NOTE }, "none"),
      notes.map((n) => el("option", { value: `${n.note}@${n.owner}` }, n.label)),
    ),
  );
}

/** The number typed in a field, or null when it is not a whole number of 0 or more. */
function wholeOf(form, name) {
  const text = form.querySelector(`[data-field="${name}"]`).value.trim();
  if (text === "") return 0;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

function noteOf(form, name) {
  const value = form.querySelector(`[data-field="${name}"]`).value;
  if (value === NO_NOTE) return null;
  const [note, owner] = value.split("@");
  return { note, owner: Number(owner) };
}

function ticked(form, attribute) {
  return [...form.querySelectorAll(`input[${attribute}]:checked`)].map((i) => i.getAttribute(attribute));
}

/**
 * What the Black Market part of the form holds: { played, give, receive } with relics, secret objective
 * counts and action cards, or { problem }.
 */
function marketOf(form, offer, partner) {
  const none = { played: false, give: {}, receive: {}, cards: [] };
  if (!offer.blackMarket) return none;
  const played = form.querySelector("[data-field=blackMarket]").checked;
  const giveSecrets = wholeOf(form, "giveSecrets");
  const askSecrets = wholeOf(form, "askSecrets");
  if (giveSecrets === null || askSecrets === null)
    return { problem: "Amounts are whole numbers, 0 or more." };
  const giveRelics = ticked(form, "data-give-relic");
  const askRelics = ticked(form, "data-ask-relic");
  const cards = ticked(form, "data-market-card");
  const named = giveSecrets + askSecrets + giveRelics.length + askRelics.length + cards.length > 0;
  if (!played)
    return named
      ? {
          problem:
            "Relics, secret objectives and action cards change hands only with Black Market Dealings played: tick it, or clear them.",
        }
      : none;
  if (giveSecrets > offer.blackMarket.secretObjectives)
    return {
      problem: `You hold ${offer.blackMarket.secretObjectives} unscored secret objectives: you cannot give ${giveSecrets}.`,
    };
  const theirs = partner.secretObjectives ?? 0;
  if (askSecrets > theirs)
    return {
      problem: `${partner.name} holds ${theirs} unscored secret objectives: you cannot ask for ${askSecrets}.`,
    };
  return {
    played,
    give: { relics: giveRelics, secretObjectives: giveSecrets },
    receive: { relics: askRelics, secretObjectives: askSecrets },
    cards,
  };
}

/** The proposal the form holds, or the sentence saying what is wrong with it. */
export function proposalOf(form, offer) {
  const partner = offer.partners.find(
    (p) => String(p.seat) === form.querySelector("[data-field=with]").value,
  );
  if (!partner) return { problem: "Choose the player to trade with." };
  const counts = {};
  for (const name of ["giveGoods", "giveCommodities", "askGoods", "askCommodities"]) {
    counts[name] = wholeOf(form, name);
    if (counts[name] === null) return { problem: "Amounts are whole numbers, 0 or more." };
  }
  if (counts.giveGoods > offer.tradeGoods)
    return { problem: `You have ${offer.tradeGoods} trade goods: you cannot give ${counts.giveGoods}.` };
  if (counts.giveCommodities > offer.commodities)
    return {
      problem: `You have ${offer.commodities} commodities: you cannot give ${counts.giveCommodities}.`,
    };
  if (counts.askGoods > partner.tradeGoods)
    return {
      problem: `${partner.name} has ${partner.tradeGoods} trade goods: you cannot ask for ${counts.askGoods}.`,
    };
  if (counts.askCommodities > partner.commodities)
    return {
      problem: `${partner.name} has ${partner.commodities} commodities: you cannot ask for ${counts.askCommodities}.`,
    };
  const market = marketOf(form, offer, partner);
  if (market.problem) return { problem: market.problem };
  const hacanCards = ticked(form, "data-card");
  if (hacanCards.length > 0 && !partner.actionCards && !market.played)
    return { problem: `Action cards change hands only in a transaction with the Hacan (LRR 94.3a).` };
  const cards = [...new Set([...hacanCards, ...market.cards])];
  const give = {
    tradeGoods: counts.giveGoods,
    commodities: counts.giveCommodities,
    promissoryNote: noteOf(form, "giveNote"),
    actionCards: cards,
    ...market.give,
  };
  const receive = {
    tradeGoods: counts.askGoods,
    commodities: counts.askCommodities,
    promissoryNote: noteOf(form, "askNote"),
    actionCards: [],
    ...market.receive,
  };
  const empty = (side) =>
    side.tradeGoods === 0 &&
    side.commodities === 0 &&
    side.promissoryNote === null &&
    side.actionCards.length === 0 &&
    (side.relics ?? []).length === 0 &&
    (side.secretObjectives ?? 0) === 0;
  if (empty(give) && empty(receive)) return { problem: "Give or ask for something: both sides are empty." };
  return { fields: { with: partner.seat, give, receive, ...(market.played ? { blackMarket: true } : {}) } };
}

function checkbox(attribute, value, label) {
  return el(
    "label",
    { class: "card" },
    el("input", { type: "checkbox", [attribute]: value, "aria-label": label }),
    ` ${label}`,
  );
}

/** The Black Market Dealings part: the card to tick, then what it lets the seat give and ask for. */
function marketFieldset(market, askedMarket) {
  return el(
    "fieldset",
    { "data-testid": "black-market" },
    el("legend", {}, "Black Market Dealings"),
    el(
      "label",
      {},
      el("input", {
        type: "checkbox",
        "data-field": "blackMarket",
        "aria-label": "play Black Market Dealings",
      }),
      " Play Black Market Dealings from your hand on this proposal (it is discarded whether or not the terms are accepted)",
    ),
    el("p", { class: "note" }, "You give:"),
    numberField("giveSecrets", "unscored secret objectives given", market.secretObjectives),
    market.relics.map((r) => checkbox("data-give-relic", r.id, `${r.name} (relic given)`)),
    market.actionCards.map((c) => checkbox("data-market-card", c.id, `${c.name} (action card given)`)),
    el("p", { class: "note" }, "You ask for:"),
    askedMarket,
  );
}

export function tradeForm(offer, sendForm) {
  const problem = el("p", { class: "problem", "data-testid": "trade-problem", role: "alert", hidden: true });
  const asked = el("span", {});
  const partnerSelect = el(
    "select",
    { "data-field": "with", "aria-label": "trade with" },
    offer.partners.map((p) => el("option", { value: p.seat }, p.name)),
  );
  const askedMarket = el("span", {});
  const drawAsked = () => {
    const partner = offer.partners.find((p) => String(p.seat) === partnerSelect.value) ?? offer.partners[0];
    asked.replaceChildren(
      numberField("askGoods", "trade goods asked", partner.tradeGoods),
      numberField("askCommodities", "commodities asked", partner.commodities),
      noteSelect("askNote", "note asked", partner.notes),
    );
    if (offer.blackMarket)
      askedMarket.replaceChildren(
        numberField("askSecrets", "unscored secret objectives asked", partner.secretObjectives ?? 0),
        ...(partner.relics ?? []).map((r) => checkbox("data-ask-relic", r.id, `${r.name} (relic asked)`)),
      );
  };
  partnerSelect.addEventListener("change", drawAsked);
  drawAsked();
  const form = el(
    "form",
    { class: "trade-form", "data-testid": "trade-form", novalidate: true },
    el("p", { class: "note" }, "Propose a transaction (LRR 94): the other player accepts or declines."),
    el("label", {}, "Trade with: ", partnerSelect),
    el(
      "fieldset",
      {},
      el("legend", {}, "You give"),
      numberField("giveGoods", "trade goods given", offer.tradeGoods),
      numberField("giveCommodities", "commodities given", offer.commodities),
      noteSelect("giveNote", "note given", offer.notes),
      offer.actionCards.map((c) =>
        el(
          "label",
          { class: "card" },
          el("input", { type: "checkbox", "data-card": c.id, "aria-label": c.name }),
          ` ${c.name}`,
        ),
      ),
    ),
    el("fieldset", {}, el("legend", {}, "You ask for"), asked),
    offer.blackMarket ? marketFieldset(offer.blackMarket, askedMarket) : [],
    problem,
    el("button", { type: "submit", class: "primary", "data-testid": "propose" }, "Propose"),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const built = proposalOf(form, offer);
    problem.hidden = built.problem === undefined;
    problem.textContent = built.problem ?? "";
    if (built.fields)
      sendForm("ti4 act", { command: "proposeTransaction", fields: JSON.stringify(built.fields) });
  });
  return form;
}
