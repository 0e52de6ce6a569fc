/**
 * The commands of strategic actions (LRR 82) and of the command sheet (LRR 20): a player's answer about a
 * secondary, and each card's own questions (strategic/cards.ts and the card files).
 */
import type { Ti4AgendaId, Ti4PlanetId } from "../../../content/ti4/index.ts";
import { command, count, listOf, oneOf, position, record, seat } from "../../commands/forms.ts";
import { payment, ti4Id, ti4Units } from "../forms.ts";

export const TI4_STRATEGIC_COMMANDS = [
  /** LRR 20.2, 81.5, 99.1: the new size of each pool of the command sheet. */
  command("arrangeCommandTokens", { tactic: count, fleet: count, strategy: count }),
  /**
   * LRR 82.2: use the secondary of the strategy card being played; `note` (TE Mindsieve): a promissory note
   * from the hand given to the card's holder instead of the strategy token.
   */
  command("useSecondary", { note: record({ note: ti4Id("promissoryNote"), owner: seat }).optional() }),
  /** LRR 82.2: do not use it. */
  command("declineSecondary", {}),
  /** LRR 52: influence spent on command tokens, 1 for every 3 (an empty payment buys none). */
  command("buyCommandTokens", { payment }),
  /** LRR 32.1: Diplomacy's system, other than Mecatol Rex's, holding a planet of the player's. */
  command("chooseDiplomacySystem", { system: position }),
  /** LRR 32.2-32.3: exhausted planets of the player's, readied. */
  command("readyPlanets", { planets: listOf(ti4Id<Ti4PlanetId>("planet")) }),
  /** LRR 66.1: the player who takes the speaker token. */
  command("chooseSpeaker", { player: seat }),
  /** LRR 66.1: the two agendas looked at, put back: `top` in order from the top, `bottom` then under the deck. */
  command("placeAgendas", {
    top: listOf(ti4Id<Ti4AgendaId>("agenda")),
    bottom: listOf(ti4Id<Ti4AgendaId>("agenda")),
  }),
  /**
   * LRR 24: Construction's structures. The primary names 1 or 2 (a PDS or a space dock, then a PDS);
   * a follower names the system its strategy token goes to and at most 1 structure on a planet there.
   */
  command("construct", {
    system: position.optional(),
    structures: listOf(
      record({ planet: ti4Id<Ti4PlanetId>("planet"), unit: oneOf(["pds", "spaceDock"] as const) }),
    ),
  }),
  /** LRR 92.3: the other players who may use Trade's secondary without a strategy token. */
  command("chooseTradeFollowers", { players: listOf(seat) }),
  /** LRR 99.1: the system a token of the player's comes off (null: none on the board). */
  command("retrieveCommandToken", { system: position.nullable() }),
  /** LRR 37: the ships other than fighters removed from the system over the fleet pool, as many as it is over. */
  command("removeExcessShips", { units: ti4Units }),
] as const;
