/**
 * Politics (rules/politics): a vote names "for", "against" or a candidate, or abstains (null); the
 * Speaker breaks ties; Political Cards are played and arranged; Assembly's Senate options; a law used.
 */
import type { PlanetId, PoliticalCardId } from "../../content/index.ts";
import { command, count, flag, id, listOf, oneOf, orNull, text } from "./forms.ts";

export const POLITICS_COMMANDS = [
  command("castVotes", { choice: orNull(text), votes: count.optional(), tradeGoods: count.optional() }),
  command("breakTie", { choice: text }),
  command("vetoAgenda", { veto: flag }),
  command("playPoliticalCard", { card: id<PoliticalCardId>() }),
  command("arrangePoliticalDeck", { top: id<PoliticalCardId>() }),
  command("chooseSenateOption", { option: oneOf(["a", "b"]), target: count }),
  /**
   * A law in play used by its holder (rules/politics/laws/lawUse.ts): the Ministers, or Short Term Truce
   * scrapped for 10 influence. `use: false` declines a use the game asks about. Minister of Internal
   * Security names whose Ground Forces (`target`) and how many (`amount`); the truce is paid with
   * `planets` exhausted for their influence and `tradeGoods`.
   */
  command("useLaw", {
    card: id<PoliticalCardId>(),
    use: flag,
    target: count.optional(),
    amount: count.optional(),
    planets: listOf(id<PlanetId>()).optional(),
    tradeGoods: count.optional(),
  }),
] as const;
