/** Rule moments of research (LRR 90) that alliance abilities answer (TE "Alliance Reference Cards"). */
import type { Ti4TechColor } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";

export interface Ti4AllianceResearchHooks {
  /**
   * LRR 90.8: technologies of a colour a card lets `seat` count as owned for prerequisites (the Yin alliance
   * card, a green one), by colour. Answers are added.
   */
  prerequisiteStandIns: (state: Ti4State, seat: Seat) => Partial<Record<Ti4TechColor, number>>;
  /**
   * LRR 90.8: true when `seat`, researching a technology another player owns, may return 1 of its infantry
   * to reinforcements to skip every prerequisite (the Yin alliance card); any answer is enough.
   */
  infantrySkipsPrerequisites: (state: Ti4State, seat: Seat) => boolean;
  /** The other players whose cards let `seat` pay 1 less for a research (the Deepwrought alliance card). Joined. */
  researchDiscountGivers: (state: Ti4State, seat: Seat) => readonly Seat[];
  /** `researcher` has paid 1 less by `giver`'s card: what `giver` gains for it. Each answers in book order. */
  researchDiscountTaken: (tx: Tx<Ti4>, giver: Seat, researcher: Seat) => void;
}
