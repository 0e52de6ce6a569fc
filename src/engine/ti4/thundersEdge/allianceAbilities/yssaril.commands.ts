/** The Yssaril alliance card's command (yssaril.ts), listed with all in commands.ts. */
import { command, oneOf } from "../../../commands/forms.ts";

/** What the card lets its holder look at: one of these sets of the active player's, or nothing. */
export const YSSARIL_GLIMPSES = ["actionCards", "promissoryNotes", "secretObjectives", "none"] as const;

export const YSSARIL_ALLIANCE_COMMANDS = [
  /** The Yssaril card's holder looks at one set of the active player's hidden cards, or at none. */
  command("glimpseWithYssarilCard", { what: oneOf(YSSARIL_GLIMPSES) }),
] as const;
