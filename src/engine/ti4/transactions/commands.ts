/** Trading's commands: a transaction proposed and answered (LRR 94), a promissory note played or let go (LRR 69). */
import type { Ti4ActionCardId, Ti4ObjectiveId, Ti4TechnologyId } from "../../../content/ti4/index.ts";
import { command, count, flag, listOf, orNull, record, seat, text } from "../../commands/forms.ts";
import { ti4Id } from "../forms.ts";

/** A note by card id and the seat whose colour it is. */
const noteRef = record({ note: ti4Id("promissoryNote"), owner: seat });

/**
 * One side of a transaction: goods, commodities, at most one note, action cards (only with the Hacan),
 * technologies (only under Age of Commerce).
 */
const offer = record({
  tradeGoods: count,
  commodities: count,
  promissoryNote: orNull(noteRef),
  actionCards: listOf(ti4Id<Ti4ActionCardId>("actionCard")),
  /** Age of Commerce (a galactic event): non-faction technologies shared. */
  technologies: listOf(ti4Id<Ti4TechnologyId>("technology")).optional(),
  /** Black Market Dealings (TE action card): relics, by id. */
  relics: listOf(text).optional(),
  /** Black Market Dealings: how many unscored secret objectives (the giver picks which once agreed). */
  secretObjectives: count.optional(),
});

export const TI4_TRANSACTION_COMMANDS = [
  /** LRR 94: terms offered to another player: what `seat` gives and what it asks for. */
  command("proposeTransaction", {
    with: seat,
    give: offer,
    receive: offer,
    /** The proposer plays Black Market Dealings (TE action card) from hand on these terms. */
    blackMarket: flag.optional(),
  }),
  /** LRR 94.4: the other player agrees to the terms or declines them. */
  command("answerTransaction", { accept: flag }),
  /** LRR 69.2: a note held is played at its moment (or, for an ACTION note, as the turn's action). */
  command("playPromissoryNote", { note: ti4Id("promissoryNote"), owner: seat }),
  /** A note's moment let go without playing it. */
  command("passPromissoryNote", {}),
  /** Black Market Dealings: the unscored secret objectives the giver hands over, as many as agreed. */
  command("giveSecretObjectives", { objectives: listOf(ti4Id<Ti4ObjectiveId>("objective")) }),
] as const;
