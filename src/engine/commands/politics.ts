/**
 * Politics (rules/politics): a vote names "for", "against" or a candidate, or abstains (null); the
 * Speaker breaks ties; Political Cards are played and arranged; Assembly's Senate options.
 */
import type { PoliticalCardId } from "../../content/index.ts";
import { command, count, flag, id, oneOf, orNull, text } from "./forms.ts";

export const POLITICS_COMMANDS = [
  command("castVotes", { choice: orNull(text), votes: count.optional(), tradeGoods: count.optional() }),
  command("breakTie", { choice: text }),
  command("vetoAgenda", { veto: flag }),
  command("playPoliticalCard", { card: id<PoliticalCardId>() }),
  command("arrangePoliticalDeck", { top: id<PoliticalCardId>() }),
  command("chooseSenateOption", { option: oneOf(["a", "b"]), target: count }),
] as const;
