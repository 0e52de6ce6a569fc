/**
 * The Deepwrought's ocean cards spent (TE faction sheet, Oceanbound; thundersEdge/oceanCards.ts): a ready ocean
 * card is exhausted to pay its resource or its influence, as a planet card is; the status phase readies it.
 */
import { describe, expect, it } from "vitest";
import { paymentWords, readTi4Payment, ti4PaymentOffers } from "../../../../../src/app/ti4/payment.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { cheapestPayment } from "../../../../../src/engine/ti4/economy/spend.ts";
import { TE_DEEPWROUGHT } from "../../../../../src/engine/ti4/factions/deepwrought.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { coexisting } from "../../../../support/coexistScene.ts";
import { answer, refusal, run } from "../../../../support/ti4FactionBoard.ts";

/** The Deepwrought hold Brine Pool, ready, and stand at their production step with nothing else to spend. */
function atProduction() {
  const scene = coexisting();
  const { state, system, planet } = scene;
  const force = state.board[system]?.planets[planet]?.find((f) => f.seat === 0);
  if (!force) throw new Error("no coexisting force");
  force.units.spaceDock = 1;
  const me = state.players[0] as Ti4State["players"][number];
  for (const card of Object.values(me.planets)) card.exhausted = true;
  me.tradeGoods = 0;
  state.stack = [
    state.stack[0] as Ti4State["stack"][number],
    { kind: "ti4Production", seat: 0, system, reason: "production" },
  ];
  return { ...scene, state };
}

function produceInfantry(planet: string, payment: object): Ti4Command {
  return {
    type: "produceUnits",
    seat: 0,
    units: { infantry: 2 },
    payment,
    placements: [{ planet, infantry: 2 }],
  } as Ti4Command;
}

describe("TE Oceanbound: ocean cards spent as planet cards are", () => {
  it("a ready ocean card pays 1 resource and is exhausted; replays", () => {
    const { state, planet } = atProduction();
    expect(state.players[0]?.oceans).toEqual([{ id: "brinepool" }]);
    const made = answer(
      state,
      produceInfantry(planet, { planets: [], tradeGoods: 0, oceans: ["brinepool"] }),
    );
    expect(made.events).toContainEqual({ type: "ti4OceansExhausted", seat: 0, oceans: ["brinepool"] });
    expect(made.state.players[0]?.oceans).toEqual([{ id: "brinepool", exhausted: true }]);
  });

  it("an ocean card not held, named twice or exhausted is refused, the state unchanged", () => {
    const { state, planet } = atProduction();
    expect(
      refusal(state, produceInfantry(planet, { planets: [], tradeGoods: 0, oceans: ["coralreef"] })),
    ).toEqual(["ERR_TI4_OCEAN", "TE The Deepwrought Scholarate: Oceanbound"]);
    expect(
      refusal(
        state,
        produceInfantry(planet, { planets: [], tradeGoods: 0, oceans: ["brinepool", "brinepool"] }),
      ),
    ).toEqual(["ERR_TI4_OCEAN", "TE The Deepwrought Scholarate: Oceanbound"]);
    const spent = structuredClone(state);
    for (const card of spent.players[0]?.oceans ?? []) card.exhausted = true;
    expect(
      refusal(spent, produceInfantry(planet, { planets: [], tradeGoods: 0, oceans: ["brinepool"] })),
    ).toEqual(["ERR_TI4_OCEAN", "TE The Deepwrought Scholarate: Oceanbound"]);
    // Without the card, nothing pays: the payment falls short.
    expect(refusal(state, produceInfantry(planet, { planets: [], tradeGoods: 0 }))?.[0]).toBe(
      "ERR_TI4_UNDERPAID",
    );
  });

  it("the bot's payment spends a ready ocean card before trade goods", () => {
    const { state } = atProduction();
    expect(cheapestPayment(state, 0, "influence", 1)).toEqual({
      planets: [],
      tradeGoods: 0,
      oceans: ["brinepool"],
    });
    expect(cheapestPayment(state, 0, "resources", 2)).toBeNull();
  });

  it("the status phase readies exhausted ocean cards (LRR 81.6); replays", () => {
    const { state, planet } = atProduction();
    const made = answer(
      state,
      produceInfantry(planet, { planets: [], tradeGoods: 0, oceans: ["brinepool"] }),
    );
    const readied = run(made.state, (tx) => TE_DEEPWROUGHT.hooks?.statusPhaseEnded?.(tx));
    expect(readied.events).toContainEqual({ type: "ti4OceansReadied", seat: 0, oceans: ["brinepool"] });
    expect(readied.state.players[0]?.oceans).toEqual([{ id: "brinepool" }]);
  });
});

describe("TE Oceanbound: ocean cards on the surfaces (app/ti4/payment.ts)", () => {
  it("a typed payment names them with oceans=, and the words a form writes read back the same", () => {
    const { state, planet } = atProduction();
    const typed = readTi4Payment("oceans=brinepool");
    expect(typed).toEqual({ planets: [], tradeGoods: 0, oceans: ["brinepool"] });
    expect(paymentWords(typed as never)).toBe("oceans=brinepool");
    // The typed payment is the one the engine takes.
    const made = answer(state, produceInfantry(planet, typed));
    expect(made.state.players[0]?.oceans).toEqual([{ id: "brinepool", exhausted: true }]);
  });

  it("refuses a card that is not an ocean card, an empty list and a card named twice", () => {
    const problem = (text: string) => (readTi4Payment(text) as { problem?: string }).problem;
    expect(problem("oceans=atlantis")).toMatch(
      /names no ocean card "atlantis": the ocean cards are brinepool/,
    );
    expect(problem("oceans=")).toMatch(/names no ocean card/);
    expect(problem("oceans=brinepool,brinepool")).toMatch(/names brinepool twice/);
    expect(problem("oceans=brinepool oceans=coralreef")).toMatch(/ocean cards twice/);
  });

  it("a person's payment form offers the ready ocean cards only", () => {
    const { state } = atProduction();
    const human = structuredClone(state);
    (human.players[0] as Ti4State["players"][number]).userId = "playground:alice";
    const fields = () => ({ all: ["units", "payment", "placements"], paid: ["payment"] });
    const offer = (s: Ti4State) => ti4PaymentOffers(s, [{ seat: 0, kind: "produceUnits" }], fields)[0];
    expect(offer(human)?.oceans).toEqual([
      { id: "brinepool", name: "Brine Pool", resources: 1, influence: 1 },
    ]);
    for (const card of human.players[0]?.oceans ?? []) card.exhausted = true;
    expect(offer(human)?.oceans).toBeUndefined();
  });
});
