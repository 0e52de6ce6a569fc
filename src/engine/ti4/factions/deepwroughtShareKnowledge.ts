/**
 * Share Knowledge, the Deepwrought Scholarate's promissory note (content/ti4/promissoryNotes.te.ts; LRR 69):
 * ACTION, its holder lays it face up in their play area and takes one technology the Deepwrought own that is
 * neither a faction technology nor a unit upgrade, and that the holder does not own yet (frame
 * `teShareKnowledge`, command `shareKnowledge`). The holder owns it as their own card until the end of the
 * status phase [our reading of "it is yours": it counts wherever owning a technology counts, prerequisites and
 * objectives included]; then it leaves them and the note goes back to the Deepwrought.
 *
 * The bot plays it only when its turn would otherwise be passed (as any ACTION note) and takes the first
 * technology offered, in the Deepwrought's order.
 */
import { type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { returnNote } from "../transactions/noteRules.ts";
import { playAreaHolderOf } from "../transactions/notes.ts";

const RULE = "LRR 69";
const NOTE = "shareknowledge";

export const SHARE_KNOWLEDGE_COMMANDS = [
  /** Share Knowledge, as it is played: the Deepwrought's technology the holder takes until the status phase ends. */
  command("shareKnowledge", { technology: ti4Id<Ti4TechnologyId>("technology") }),
] as const;

/** Share Knowledge is being played by `seat`: which of the `owner`'s technologies they take is asked. */
export interface TeShareKnowledgeFrame {
  kind: "teShareKnowledge";
  seat: Seat;
  owner: Seat;
}

export type TeShareKnowledgeEvent =
  /** Share Knowledge: `seat` owns `technology` until the end of the status phase. */
  | { type: "teKnowledgeShared"; seat: Seat; technology: Ti4TechnologyId }
  /** The end of the status phase: the shared technology leaves `seat`. */
  | { type: "teKnowledgeReturned"; seat: Seat; technology: Ti4TechnologyId };

/** The technologies `holder` may take from `owner`: neither faction technologies nor unit upgrades, not owned. */
export function shareableTechnologies(state: Ti4State, holder: Seat, owner: Seat): Ti4TechnologyId[] {
  const own = new Set(state.players[holder]?.technologies ?? []);
  return (state.players[owner]?.technologies ?? []).filter((id) => {
    const technology = ti4Technology(id);
    return technology.faction === null && technology.upgrades === null && !own.has(id);
  });
}

export const SHARE_KNOWLEDGE_NOTE: Ti4NoteRules = {
  moment: "action",
  laidOutWhenPlayed: true,
  whyNotAction: (state, holder, owner) =>
    shareableTechnologies(state, holder, owner).length > 0
      ? undefined
      : ruleError(
          "ERR_TI4_SHARE_KNOWLEDGE_NOTHING",
          RULE,
          "Share Knowledge takes a technology the Deepwrought own that is neither a faction technology nor a unit upgrade, and that you do not own: there is none.",
        ),
  play(tx, holder, owner) {
    const frame: TeShareKnowledgeFrame = { kind: "teShareKnowledge", seat: holder, owner };
    tx.emit({ type: "ti4FramePushed", frame });
  },
};

const shareKnowledgeFrame: FrameRules<Ti4, TeShareKnowledgeFrame> = {
  decisions: (state, frame) => [
    {
      kind: "shareKnowledge",
      seat: frame.seat,
      simultaneous: false,
      prompt: "Share Knowledge: take one of the Deepwrought's technologies until the end of the status phase",
      choices: shareableTechnologies(state, frame.seat, frame.owner),
    },
  ],
};

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function shareKnowledge(tx: Tx<Ti4>, command: CommandOf<"shareKnowledge">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "teShareKnowledge" || frame.seat !== command.seat)
    return ruleError(
      "ERR_TI4_SHARE_KNOWLEDGE_NOT_ASKED",
      RULE,
      "A technology is taken with Share Knowledge only as the note is played.",
    );
  if (!shareableTechnologies(tx.state, frame.seat, frame.owner).includes(command.technology))
    return ruleError(
      "ERR_TI4_SHARE_KNOWLEDGE_TECHNOLOGY",
      RULE,
      `Share Knowledge takes a technology the Deepwrought own that is neither a faction technology nor a unit upgrade, and that you do not own: ${command.technology} is not one.`,
      { technology: command.technology },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "teKnowledgeShared", seat: command.seat, technology: command.technology });
  return undefined;
}

/** The end of the status phase: the technology leaves its holder and the note goes back to the Deepwrought. */
function shareEnds(tx: Tx<Ti4>): void {
  for (const player of tx.state.players) {
    const technology = player.sharedKnowledge;
    if (technology !== undefined) tx.emit({ type: "teKnowledgeReturned", seat: player.seat, technology });
  }
  for (const owner of tx.state.players) {
    const holder = playAreaHolderOf(tx.state, { note: NOTE, owner: owner.seat });
    if (holder !== null) returnNote(tx, holder, NOTE, owner.seat);
  }
}

export const SHARE_KNOWLEDGE_ANSWERS: Ti4Answers = {
  shareKnowledge: (_state, d) =>
    (d.choices ?? []).map((technology) => ({
      type: "shareKnowledge" as const,
      seat: d.seat,
      technology: technology as Ti4TechnologyId,
    })),
};

export const TE_SHARE_KNOWLEDGE: Ti4Module = {
  id: "faction:deepwrought:shareKnowledge",
  commands: { shareKnowledge },
  frames: { teShareKnowledge: shareKnowledgeFrame },
  events: {
    teKnowledgeShared(draft: Ti4State, e: Extract<TeShareKnowledgeEvent, { type: "teKnowledgeShared" }>) {
      const player = playerOf(draft, e.seat);
      player.technologies.push(e.technology);
      player.sharedKnowledge = e.technology;
    },
    teKnowledgeReturned(draft: Ti4State, e: Extract<TeShareKnowledgeEvent, { type: "teKnowledgeReturned" }>) {
      const player = playerOf(draft, e.seat);
      player.technologies = player.technologies.filter((t) => t !== e.technology);
      const exhausted = (player.exhaustedTechnologies ?? []).filter((t) => t !== e.technology);
      if (exhausted.length > 0) player.exhaustedTechnologies = exhausted;
      else delete player.exhaustedTechnologies;
      delete player.sharedKnowledge;
    },
  },
  hooks: { statusPhaseEnded: shareEnds },
};
