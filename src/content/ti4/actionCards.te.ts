/**
 * Thunder's Edge's Action Cards: 14 cards in 20 copies (TE rulebook "Components": 20 action cards). Names,
 * copies and timings from shared/data/ti4/action_cards.json, checked against the public card list of the
 * expansion; every text is our own. Several cards lean on Thunder's Edge rules of their own: neutral units
 * (Mercenary Contract, Pirate Fleet, Pirate Contract), coexistence (Exchange Program, Crash Landing) and
 * breakthroughs (Brilliance).
 */
import type { Ti4ActionCardData } from "./actionCards.ts";

export const TI4_ACTION_CARDS_TE = [
  {
    id: "lieinwait",
    name: "Lie in Wait",
    timing: "afterNeighboursTransaction",
    text: "Two of your neighbours have just completed a transaction with each other: look through both of their hands of action cards and take one card from each.",
  },
  {
    id: "exchangeprogram",
    name: "Exchange Program",
    timing: "action",
    text: "Pick another player. If you both agree, each of you puts 1 infantry from reinforcements into coexistence on a planet the other controls that holds the other's ground forces; if you do not agree, each of you discards a token from your fleet pool.",
  },
  {
    id: "puppetsonastring",
    name: "Puppets on a String",
    timing: "endOfTurn",
    text: "A turn has just ended and you have already passed: take one action.",
  },
  {
    id: "extremeduress",
    name: "Extreme Duress",
    timing: "startOfAnotherTurn",
    text: "Another player begins a turn holding a readied strategy card: unless the action they take next is a strategic action, they discard every action card in hand, give you all their trade goods and show you their secret objectives.",
  },
  {
    id: "mercenarycontract",
    name: "Mercenary Contract",
    timing: "action",
    text: "Spend 2 trade goods: put 2 neutral infantry on a planet that is not a home planet, is not yours and holds no units. Whoever controlled it puts its planet card back in the planet deck.",
  },
  {
    id: "strategize",
    name: "Strategize",
    copies: 4,
    timing: "action",
    text: "Resolve the secondary ability of a strategy card that is readied or that nobody chose, paying for it as usual.",
  },
  {
    id: "rescue",
    name: "Rescue",
    timing: "afterMovement",
    text: "Ships have just moved into a system where you have ships: move 1 of your ships there (with what it carries) from a system that holds none of your command tokens.",
  },
  {
    id: "piratefleet",
    name: "Pirate Fleet",
    timing: "action",
    text: "Spend 3 resources: put a neutral carrier, cruiser and destroyer and 2 neutral fighters in a system that is not a home system and holds no ships but neutral ones.",
  },
  {
    id: "brilliance",
    name: "Brilliance",
    timing: "action",
    text: "Either ready one of your planets that has a technology specialty, or pick a player who then gains their breakthrough.",
  },
  {
    id: "blackmarketdealing",
    name: "Black Market Dealings",
    timing: "duringTransaction",
    text: "In the transaction you are arranging, relics, action cards and unscored secret objectives may change hands too. Nothing can cancel this card.",
  },
  {
    id: "piratecontract",
    name: "Pirate Contract",
    copies: 4,
    timing: "action",
    text: "Put 1 neutral destroyer in a system that is not a home system and holds no ships but neutral ones.",
  },
  {
    id: "crashlanding",
    name: "Crash Landing",
    timing: "whenLastShipDestroyed",
    text: "Your last ship in the active system is being destroyed: put 1 of your ground forces from its space area onto a planet of that system other than Mecatol Rex, coexisting with anyone already there.",
  },
  {
    id: "crisis",
    name: "Crisis",
    timing: "endOfTurn",
    text: "A turn has just ended and at least 2 players have not passed: whoever would play next loses that turn.",
  },
  {
    id: "overrule",
    name: "Overrule",
    timing: "action",
    text: "Resolve the primary ability of a strategy card that is readied or that nobody chose.",
  },
] as const satisfies readonly Ti4ActionCardData[];
