/**
 * /ti-politics ...: the Galactic Council (RR §20): playing an agenda from your hand, vetoing (Xxcha),
 * voting, breaking a tie as Speaker, Political's primary (which card goes back on top) and Assembly's
 * Senate choice (SE), and a law in play used (the Ministers; Short Term Truce bought off).
 */
import { bool, int, optionalSeat, planets, politicalCard, read, seat, str } from "./args.ts";
import type { ArgError, Args, CatalogCommand, CatalogOption } from "./types.ts";

const CHOICE: CatalogOption = {
  name: "choice",
  description: "for, against, a player or a planet; or abstain",
  kind: "string",
  value: "vote",
  required: true,
  autocomplete: "voteOption",
};
const CARD: CatalogOption = {
  name: "card",
  description: "Political Card",
  kind: "string",
  value: "politicalCard",
  required: true,
  autocomplete: "politicalCard",
};

/** The vote as read (votes.ts): the engine's words for the option, or null for abstaining. */
function voted(args: Args): string | null | ArgError {
  const choice = str(args, "choice");
  if (choice === undefined)
    return { argError: 'Name what you vote for: "for", "against", a player or planet.' };
  return choice === "abstain" ? null : choice;
}

export const POLITICS_COMMANDS: readonly CatalogCommand[] = [
  {
    group: "politics",
    name: "vote",
    description: "Cast all your votes for one option, or abstain",
    help: 'Votes are the influence of your ready planets, never split. Elect two players or planets: "Cara and Dan" (or seat letters, "B, D"). votes: optional check of your count.',
    options: [CHOICE, { name: "votes", description: "Your vote count (a check)", kind: "integer", min: 0 }],
    build(args) {
      const choice = voted(args);
      if (typeof choice === "object" && choice !== null) return choice;
      const votes = int(args, "votes");
      return {
        kind: "play",
        command: { type: "castVotes", choice, ...(votes !== undefined && choice !== null ? { votes } : {}) },
      };
    },
  },
  {
    group: "politics",
    name: "voice",
    description: "Call a vote for the Voice of the Council (or not)",
    help: "Voice of the Council option: before Political's or Assembly's primary, its player may call a vote; everyone votes for a player with /ti-politics vote.",
    options: [{ name: "decline", description: "true: call no vote", kind: "boolean" }],
    build: (args) => ({
      kind: "play",
      command: { type: "callCouncilVote", call: !(bool(args, "decline") ?? false) },
    }),
  },
  {
    group: "politics",
    name: "tiebreak",
    description: "Speaker: decide a tied vote",
    help: "The Speaker chooses one of the tied options.",
    options: [{ ...CHOICE, description: "One of the tied options" }],
    build(args) {
      const choice = voted(args);
      if (typeof choice === "object" && choice !== null) return choice;
      if (choice === null) return { argError: "The Speaker must choose one of the tied options." };
      return { kind: "play", command: { type: "breakTie", choice } };
    },
  },
  {
    group: "politics",
    name: "veto",
    description: "Xxcha: veto the agenda (or let it stand)",
    help: "The Xxcha may spend a Strategy Allocation counter to veto the agenda just read.",
    options: [{ name: "allow", description: "Let it stand instead", kind: "boolean" }],
    build: (args) => ({
      kind: "play",
      command: { type: "vetoAgenda", veto: !(bool(args, "allow") ?? false) },
    }),
  },
  {
    group: "politics",
    name: "play",
    description: "Play a Political Card from your hand as the agenda",
    help: "When you read the agenda (Assembly, Senate), play one of your Political Cards.",
    options: [CARD],
    build(args) {
      const card = politicalCard(str(args, "card"));
      return typeof card === "string" ? { kind: "play", command: { type: "playPoliticalCard", card } } : card;
    },
  },
  {
    group: "politics",
    name: "arrange",
    description: "Political: the card you put back on top",
    help: "You looked at the top Political Cards: the one you name goes back on top, the others to the bottom.",
    options: [{ ...CARD, description: "The card to put on top" }],
    build(args) {
      const top = politicalCard(str(args, "card"));
      return typeof top === "string" ? { kind: "play", command: { type: "arrangePoliticalDeck", top } } : top;
    },
  },
  {
    group: "politics",
    name: "senate",
    description: "Assembly's Senate: choose option a or b",
    help: "a) you take the Speaker token and the player named plays the agenda; b) the player named becomes Speaker and you play the agenda.",
    options: [
      {
        name: "option",
        description: "a or b",
        kind: "string",
        required: true,
        choices: [
          { name: "a: I am Speaker, they play the agenda", value: "a" },
          { name: "b: they are Speaker, I play the agenda", value: "b" },
        ],
      },
      {
        name: "player",
        description: "The other player",
        kind: "string",
        value: "player",
        required: true,
        autocomplete: "player",
      },
    ],
    build(args) {
      const option = str(args, "option")?.toLowerCase();
      const target = seat(args, "player");
      if (option !== "a" && option !== "b") return { argError: "Choose option a or b." };
      if (typeof target !== "number") return target;
      return { kind: "play", command: { type: "chooseSenateOption", option, target } };
    },
  },
  {
    group: "politics",
    name: "law",
    description: "Use a law in play (a Minister; pay off Short Term Truce), or decline",
    help: "Minister of War, Peace and Internal Security are used when the game asks (decline: true lets it be); Internal Security also on your turn, naming whose Ground Forces on Mecatol Rex (player) and how many (amount, up to 4). Short Term Truce: pay 10 influence with planets and tg.",
    options: [
      { ...CARD, description: "The law", autocomplete: "law" },
      { name: "decline", description: "true: do not use it now", kind: "boolean" },
      {
        name: "player",
        description: "Whose Ground Forces",
        kind: "string",
        value: "player",
        autocomplete: "player",
      },
      { name: "amount", description: "How many Ground Forces (up to 4)", kind: "integer", min: 1, max: 4 },
      {
        name: "planets",
        description: "Planets exhausted for their influence, comma-separated",
        kind: "string",
        value: "planets",
        autocomplete: "planet",
      },
      { name: "tg", description: "Trade Goods spent", kind: "integer", min: 0 },
    ],
    build(args) {
      const named = read({
        card: politicalCard(str(args, "card")),
        target: optionalSeat(args, "player"),
        paid: planets(str(args, "planets")),
      });
      if ("argError" in named) return named;
      const { card, target, paid } = named;
      const amount = int(args, "amount");
      const tradeGoods = int(args, "tg");
      const use = !(bool(args, "decline") ?? false);
      return {
        kind: "play",
        command: {
          type: "useLaw",
          card,
          use,
          ...(target !== undefined ? { target } : {}),
          ...(amount !== undefined ? { amount } : {}),
          ...(paid.length > 0 ? { planets: paid } : {}),
          ...(tradeGoods !== undefined ? { tradeGoods } : {}),
        },
      };
    },
  },
];
