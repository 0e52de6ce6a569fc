/**
 * A TI4 payment typed as words (LRR 75, 47: planets exhausted and trade goods spent), rather than as JSON:
 * `planets=quann,lodor tg=2`. The parts are separated by spaces or by `;` (`planets=quann;tg=2`, for a
 * payment written inside /ti4 act's fields without quotes); `planets=` lists planet ids separated by
 * commas, `tg=` (or `tradegoods=`) is a whole number of trade goods, the bare word `triad` spends
 * Thunder's Edge's relic The Triad as a planet is spent (engine/ti4/thundersEdge/triad.ts), and `oceans=`
 * lists the Deepwrought's ocean cards spent (thundersEdge/oceanCards.ts); a part left out spends none of it,
 * and `none` is a payment of nothing. Nothing else is read: an unknown part, a part given twice, an id
 * that names no TI4 planet or a count that is not a whole number is refused with a sentence saying so.
 * Whether the seat may exhaust those planets and holds those goods is the engine's to say
 * (economy/spend.ts).
 */
import { z } from "zod";
import {
  isTi4PlanetId,
  TE_OCEAN_IDS,
  type TeOceanId,
  type Ti4PlanetId,
  teOceanCard,
  ti4Planet,
} from "../../content/ti4/index.ts";
import type { Ti4Payment } from "../../engine/ti4/economy/spend.ts";
import { payment as paymentForm } from "../../engine/ti4/forms.ts";
import type { Ti4State } from "../../engine/ti4/state.ts";
import { readyOceans } from "../../engine/ti4/thundersEdge/oceanCards.ts";
import { keepsRelic, relicReady } from "../../engine/ti4/thundersEdge/relicsHeld.ts";
import { triadWorth } from "../../engine/ti4/thundersEdge/triad.ts";

export const PAYMENT_EXAMPLE = "planets=quann,lodor tg=2";

const HOW = `write a payment as planets=<ids separated by commas> and tg=<trade goods> (and triad for The Triad, oceans=<ocean cards> for the Deepwrought), e.g. ${PAYMENT_EXAMPLE}, or none`;

/** The payment a player typed, or the sentence saying why it cannot be read. */
export function readTi4Payment(text: string): Ti4Payment | { problem: string } {
  const typed = text.trim();
  if (typed === "") return { problem: `The payment is empty: ${HOW}.` };
  if (typed.toLowerCase() === "none") return { planets: [], tradeGoods: 0 };
  const parts = typed.split(/[\s;]+/).filter((p) => p !== "");
  let planets: Ti4PlanetId[] | undefined;
  let tradeGoods: number | undefined;
  let triad = false;
  let oceans: TeOceanId[] | undefined;
  for (const part of parts) {
    if (part.toLowerCase() === "triad") {
      if (triad) return { problem: "The payment names triad twice: The Triad is spent once." };
      triad = true;
      continue;
    }
    const at = part.indexOf("=");
    if (at <= 0) return { problem: `Could not read "${part}" in the payment: ${HOW}.` };
    const name = part.slice(0, at).toLowerCase();
    const value = part.slice(at + 1);
    if (name === "planets" || name === "planet") {
      if (planets !== undefined)
        return { problem: "The payment names its planets twice: give planets= once." };
      const ids = value.split(",").map((id) => id.trim());
      if (value === "" || ids.some((id) => id === ""))
        return {
          problem: `"planets=${value}" leaves a planet out: list planet ids separated by commas (planets=quann,lodor), or leave planets= out.`,
        };
      const unknown = ids.find((id) => !isTi4PlanetId(id));
      if (unknown !== undefined)
        return { problem: `There is no TI4 planet "${unknown}" (planets= takes planet ids, e.g. quann).` };
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined)
        return { problem: `The payment names ${twice} twice: a planet is exhausted once.` };
      planets = ids as Ti4PlanetId[];
    } else if (name === "oceans" || name === "ocean") {
      if (oceans !== undefined)
        return { problem: "The payment names its ocean cards twice: give oceans= once." };
      const ids = value.split(",").map((id) => id.trim());
      const unknown = ids.find((id) => !(TE_OCEAN_IDS as readonly string[]).includes(id));
      if (value === "" || unknown !== undefined)
        return {
          problem: `"oceans=${value}" names no ocean card${unknown ? ` "${unknown}"` : ""}: the ocean cards are ${TE_OCEAN_IDS.join(", ")}.`,
        };
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice !== undefined)
        return { problem: `The payment names ${twice} twice: a card is exhausted once.` };
      oceans = ids as TeOceanId[];
    } else if (name === "tg" || name === "tradegoods") {
      if (tradeGoods !== undefined) return { problem: "The payment gives tg= twice: give it once." };
      if (!/^\d{1,3}$/.test(value))
        return { problem: `"${part}" is not a number of trade goods: write a whole number, e.g. tg=2.` };
      tradeGoods = Number(value);
    } else {
      return {
        problem: `A payment has no part "${name}=": its parts are planets=, tg=, oceans= and the word triad.`,
      };
    }
  }
  return {
    planets: planets ?? [],
    tradeGoods: tradeGoods ?? 0,
    ...(triad ? { triad } : {}),
    ...(oceans ? { oceans } : {}),
  };
}

function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** Whether a command field's schema is a payment (engine/ti4/forms.ts `payment`). */
export function isPaymentField(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && unwrapped(schema) === paymentForm;
}

/** A payment as the words that type it (the playground's payment form fills them in). */
export function paymentWords(paid: Ti4Payment): string {
  const parts = [
    ...(paid.planets.length > 0 ? [`planets=${paid.planets.join(",")}`] : []),
    ...(paid.tradeGoods > 0 ? [`tg=${paid.tradeGoods}`] : []),
    ...(paid.oceans?.length ? [`oceans=${paid.oceans.join(",")}`] : []),
    ...(paid.triad ? ["triad"] : []),
  ];
  return parts.length > 0 ? parts.join(" ") : "none";
}

/** What a person asked to pay may pay with (the playground's payment form): their ready planets, goods. */
export interface Ti4PaymentOffer {
  seat: number;
  /** The decision paid for, and its command's start as typed (the payment option follows it). */
  kind: string;
  line: string;
  /** Whether the payment is the command's only field (the form sends it at once), or more follow. */
  complete: boolean;
  planets: { id: string; name: string; resources: number; influence: number }[];
  tradeGoods: number;
  /** Whether the seat holds The Triad ready (Thunder's Edge), to spend as a planet worth its value. */
  triad?: { worth: number };
  /** The Deepwrought's ready ocean cards, each spent as a planet worth its values. */
  oceans?: { id: string; name: string; resources: number; influence: number }[];
}

function oceansOffered(state: Ti4State, seat: number): Pick<Ti4PaymentOffer, "oceans"> {
  const ready = readyOceans(state, seat);
  if (ready.length === 0) return {};
  return {
    oceans: ready.map((id) => {
      const card = teOceanCard(id);
      return { id, name: card.name, resources: card.resources, influence: card.influence };
    }),
  };
}

/** The payment offers for the decisions of a TI4 game that a person pays in (never a bot's). */
export function ti4PaymentOffers(
  state: Ti4State,
  open: readonly { seat: number; kind: string }[],
  fieldsOf: (kind: string) => { all: string[]; paid: string[] },
): Ti4PaymentOffer[] {
  return open.flatMap((d) => {
    const { all, paid } = fieldsOf(d.kind);
    const player = state.players[d.seat];
    if (paid.length !== 1 || !player || player.userId.startsWith("bot:")) return [];
    const planets = (Object.entries(player.planets) as [Ti4PlanetId, { exhausted: boolean } | undefined][])
      .filter(([, card]) => card && !card.exhausted)
      .map(([id]) => {
        const planet = ti4Planet(id);
        return { id, name: planet.name, resources: planet.resources, influence: planet.influence };
      });
    return [
      {
        seat: d.seat,
        kind: d.kind,
        line: `/ti4 act command:${d.kind}`,
        complete: all.length === 1,
        planets,
        tradeGoods: player.tradeGoods,
        ...(keepsRelic(state, d.seat, "thetriad") && relicReady(state, d.seat, "thetriad")
          ? { triad: { worth: triadWorth() } }
          : {}),
        ...oceansOffered(state, d.seat),
      },
    ];
  });
}
