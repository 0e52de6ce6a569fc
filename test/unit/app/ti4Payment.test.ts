/**
 * A TI4 payment typed as words (app/ti4/payment.ts), in /ti4 act's payment option or inside its fields:
 * planets= and tg= read strictly, a part left out spends none of it, and every bad input refused with a
 * sentence naming what is wrong; a value is never read as something the player did not write.
 */
import { describe, expect, it } from "vitest";
import { readLine } from "../../../src/app/catalog/index.ts";
import { paymentWords, readTi4Payment } from "../../../src/app/ti4/payment.ts";
import { paymentFields, readTi4Command, readTi4CommandPaid } from "../../../src/app/ti4/typedCommand.ts";
import { checkTi4CommandShape } from "../../../src/engine/ti4/commands.ts";

const problem = (read: unknown) => (read as { problem?: string }).problem;

describe("a typed TI4 payment", () => {
  it("reads planets and trade goods, in either order, separated by spaces or ;", () => {
    expect(readTi4Payment("planets=quann,lodor tg=2")).toEqual({
      planets: ["quann", "lodor"],
      tradeGoods: 2,
    });
    expect(readTi4Payment("tg=1;planets=quann")).toEqual({ planets: ["quann"], tradeGoods: 1 });
    expect(readTi4Payment("  TG=3  ")).toEqual({ planets: [], tradeGoods: 3 });
    expect(readTi4Payment("tradegoods=0 planet=lodor")).toEqual({ planets: ["lodor"], tradeGoods: 0 });
    expect(readTi4Payment("none")).toEqual({ planets: [], tradeGoods: 0 });
    expect(readTi4Payment("planets=quann")).toEqual({ planets: ["quann"], tradeGoods: 0 });
  });

  it("refuses what it cannot read with a sentence naming the fault", () => {
    expect(problem(readTi4Payment(""))).toMatch(/The payment is empty/);
    expect(problem(readTi4Payment("quann"))).toMatch(/Could not read "quann" in the payment/);
    expect(problem(readTi4Payment("planets=quann tg=two"))).toMatch(
      /"tg=two" is not a number of trade goods/,
    );
    expect(problem(readTi4Payment("tg=-1"))).toMatch(/not a number of trade goods/);
    expect(problem(readTi4Payment("tg=1.5"))).toMatch(/not a number of trade goods/);
    expect(problem(readTi4Payment("tg=2 tg=3"))).toMatch(/gives tg= twice/);
    expect(problem(readTi4Payment("planets=quann planets=lodor"))).toMatch(/names its planets twice/);
    expect(problem(readTi4Payment("planets="))).toMatch(/leaves a planet out/);
    expect(problem(readTi4Payment("planets=quann,,lodor"))).toMatch(/leaves a planet out/);
    expect(problem(readTi4Payment("planets=quann,quann"))).toMatch(/names quann twice/);
    expect(problem(readTi4Payment("planets=atlantis"))).toMatch(/There is no TI4 planet "atlantis"/);
    expect(problem(readTi4Payment("influence=3"))).toMatch(
      /no part "influence=": its parts are planets=, tg=, oceans= and the word triad/,
    );
    expect(problem(readTi4Payment("=3"))).toMatch(/Could not read "=3"/);
  });

  it("reads the word triad as spending Thunder's Edge's The Triad, once", () => {
    expect(readTi4Payment("planets=quann triad")).toEqual({ planets: ["quann"], tradeGoods: 0, triad: true });
    expect(readTi4Payment("TRIAD;tg=1")).toEqual({ planets: [], tradeGoods: 1, triad: true });
    expect(readTi4Payment("planets=quann")).not.toHaveProperty("triad");
    expect(problem(readTi4Payment("triad triad"))).toMatch(/names triad twice/);
    expect(problem(readTi4Payment("triads"))).toMatch(/Could not read "triads"/);
    expect(paymentWords({ planets: [], tradeGoods: 2, triad: true })).toBe("tg=2 triad");
    expect(readTi4Payment(paymentWords({ planets: [], tradeGoods: 0, triad: true }))).toEqual({
      planets: [],
      tradeGoods: 0,
      triad: true,
    });
  });

  it("writes a payment back as the words that type it", () => {
    expect(paymentWords({ planets: ["quann", "lodor"] as never, tradeGoods: 2 })).toBe(
      "planets=quann,lodor tg=2",
    );
    expect(paymentWords({ planets: [], tradeGoods: 0 })).toBe("none");
    const words = paymentWords({ planets: ["quann"] as never, tradeGoods: 1 });
    expect(readTi4Payment(words)).toEqual({ planets: ["quann"], tradeGoods: 1 });
  });
});

describe("a payment inside /ti4 act", () => {
  it("is read in fields, quoted or joined by ;, into a command the engine's schema accepts", () => {
    const quoted = readTi4Command("buyCommandTokens", 'payment:"planets=quann tg=1"');
    expect(quoted).toEqual({ type: "buyCommandTokens", payment: { planets: ["quann"], tradeGoods: 1 } });
    expect(checkTi4CommandShape({ players: [{}] }, { ...quoted, seat: 0 })).toBeUndefined();
    expect(readTi4Command("research", "technology:gravitydrive payment:planets=quann;tg=2")).toEqual({
      type: "research",
      technology: "gravitydrive",
      payment: { planets: ["quann"], tradeGoods: 2 },
    });
  });

  it("says how to join a payment's parts when they were split by a space, and names the field in a refusal", () => {
    expect(problem(readTi4Command("buyCommandTokens", "payment:planets=quann tg=1"))).toMatch(
      /a payment's parts go together, in quotes/,
    );
    expect(problem(readTi4Command("buyCommandTokens", "payment:tg=x"))).toMatch(/^payment: "tg=x" is not/);
  });

  it("is read from the payment option into the command's one payment field", () => {
    expect(paymentFields("research")).toEqual(["payment"]);
    expect(paymentFields("pass")).toEqual([]);
    expect(readTi4CommandPaid("buyCommandTokens", "", "planets=quann,lodor tg=2")).toEqual({
      type: "buyCommandTokens",
      payment: { planets: ["quann", "lodor"], tradeGoods: 2 },
    });
    expect(problem(readTi4CommandPaid("pass", "", "tg=1"))).toMatch(/pass takes no payment/);
    expect(problem(readTi4CommandPaid("buyCommandTokens", 'payment:"tg=1"', "tg=1"))).toMatch(/given twice/);
    expect(problem(readTi4CommandPaid("buyCommandTokens", "", "tg=lots"))).toMatch(/^payment: "tg=lots"/);
    // Without a payment option the fields are read as they are.
    expect(readTi4CommandPaid("pass", "", undefined)).toEqual({ type: "pass" });
  });

  it("carries The Triad through /ti4 act into a command the engine's schema accepts", () => {
    const read = readTi4CommandPaid("buyCommandTokens", "", "triad tg=1");
    expect(read).toEqual({ type: "buyCommandTokens", payment: { planets: [], tradeGoods: 1, triad: true } });
    expect(checkTi4CommandShape({ players: [{}] }, { ...read, seat: 0 })).toBeUndefined();
  });

  it("is typed as a line, the payment option quoted", () => {
    const read = readLine('/ti4 act command:buyCommandTokens payment:"planets=quann tg=1"');
    expect(read).toEqual({
      kind: "ti4Play",
      command: { type: "buyCommandTokens", payment: { planets: ["quann"], tradeGoods: 1 } },
    });
    const bad = readLine("/ti4 act command:buyCommandTokens payment:planets=nowhere");
    expect((bad as { argError?: string }).argError).toMatch(/There is no TI4 planet "nowhere"/);
  });
});
