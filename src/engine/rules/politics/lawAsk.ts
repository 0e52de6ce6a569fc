/**
 * Asking players a law's choice: the card choice frame of rules/cards/choice.ts. The choice tables are
 * merged when a choice is first asked (choice.ts, politicalChoices.ts), so the law files may import it
 * although choice.ts reaches them back through those tables.
 */
export { askCardChoice as askLawChoice } from "../cards/choice.ts";
