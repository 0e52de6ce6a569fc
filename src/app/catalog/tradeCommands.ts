import { actionCards, bool, int, read, seat, str } from "./args.ts";
import type { CatalogCommand, CatalogOption } from "./types.ts";

const PLAYER: CatalogOption = {
  name: "player",
  description: "The other player",
  kind: "string",
  value: "player",
  required: true,
  autocomplete: "player",
};
const PROPOSAL: CatalogOption = {
  name: "proposal",
  description: "Proposal number (#)",
  kind: "integer",
  required: true,
  min: 1,
};
const CONTRACT = { kind: "integer", required: true, min: 0, max: 9 } as const;

export const TRADE_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "trade",
    name: "propose",
    description: "Propose a trade agreement: your contract for theirs",
    help: "Name the partner and the values of the two contracts exchanged: you collect 'receive', they collect 'give'.",
    options: [
      PLAYER,
      { name: "give", description: "Value of your contract", ...CONTRACT },
      { name: "receive", description: "Value of their contract", ...CONTRACT },
    ],
    build(args) {
      const partner = seat(args, "player");
      const give = int(args, "give");
      const receive = int(args, "receive");
      if (typeof partner !== "number") return partner;
      if (give === undefined || receive === undefined)
        return { argError: "Give both contract values, e.g. give:2 receive:3." };
      return { kind: "play", command: { type: "proposeTradeAgreement", partner, give, receive } };
    },
  },
  {
    group: "trade",
    name: "answer",
    description: "Accept (or refuse) a trade proposal made to you",
    help: "Proposals are numbered (#1, #2 ...) in the prompt; accept forms the agreement (the Trade holder may have to approve).",
    options: [PROPOSAL, { name: "refuse", description: "Refuse instead", kind: "boolean" }],
    build(args) {
      const proposal = int(args, "proposal");
      if (proposal === undefined) return { argError: "Give the proposal's number, e.g. proposal:1." };
      return {
        kind: "play",
        command: { type: "answerTradeProposal", proposal, accept: !(bool(args, "refuse") ?? false) },
      };
    },
  },
  {
    group: "trade",
    name: "approve",
    description: "Trade holder: approve (or veto) an agreement",
    help: "The Trade card's holder approves every new agreement between two other players, unless one is the Hacan.",
    options: [PROPOSAL, { name: "veto", description: "Veto instead", kind: "boolean" }],
    build(args) {
      const proposal = int(args, "proposal");
      if (proposal === undefined) return { argError: "Give the proposal's number, e.g. proposal:1." };
      return {
        kind: "play",
        command: { type: "approveTradeAgreement", proposal, approve: !(bool(args, "veto") ?? false) },
      };
    },
  },
  {
    group: "trade",
    name: "done",
    description: "Finish trading: make no more proposals",
    help: "Negotiations close once nobody can still form an agreement.",
    options: [],
    build: () => ({ kind: "play", command: { type: "finishTrading" } }),
  },
  {
    group: "trade",
    name: "break",
    description: "Break a trade agreement (Status Phase)",
    help: "Both contracts go back to their owners.",
    options: [PLAYER],
    build(args) {
      const partner = seat(args, "player");
      return typeof partner === "number"
        ? { kind: "play", command: { type: "breakTradeAgreement", partner } }
        : partner;
    },
  },
  {
    group: "trade",
    name: "give-tg",
    description: "Give Trade Goods to another player",
    help: "RR §17: Trade Goods may be given to another player at any time.",
    options: [
      PLAYER,
      { name: "amount", description: "How many", kind: "integer", required: true, min: 1, max: 52 },
    ],
    build(args) {
      const to = seat(args, "player");
      const amount = int(args, "amount");
      if (typeof to !== "number") return to;
      if (amount === undefined || amount < 1)
        return { argError: "Give how many Trade Goods, e.g. amount:2." };
      return { kind: "play", command: { type: "giveTradeGoods", to, amount } };
    },
  },
  {
    group: "trade",
    name: "give-cards",
    description: "Give Action Cards (trading with the Hacan)",
    help: "In the Status Phase, Action Cards change hands in a trade with the Hacan.",
    options: [
      PLAYER,
      {
        name: "cards",
        description: "Action Cards, comma-separated",
        kind: "string",
        value: "actionCards",
        required: true,
        autocomplete: "actionCard",
      },
    ],
    build(args) {
      const named = read({ to: seat(args, "player"), cards: actionCards(str(args, "cards")) });
      if ("argError" in named) return named;
      if (named.cards.length === 0) return { argError: "Name one or more Action Cards from your hand." };
      return { kind: "play", command: { type: "giveActionCards", ...named } };
    },
  },
];
