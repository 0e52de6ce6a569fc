/**
 * Malevolency, the Obsidian's promissory note (content/ti4/promissoryNotes.te.ts; LRR 69). It is never
 * played from the hand: it acts while held.
 *  - At the end of one of its holder's tactical actions (hook tacticalActionEnded), the holder may spend 1
 *    influence (LRR 47) to give it to one of their neighbours (LRR 60), the Obsidian too when it is back in
 *    their hand (frame `teMalevolency`, commands `malevolencyGive` and `malevolencyKeep`). Given to the
 *    Obsidian, it goes home (LRR 69.5). Asked only when the holder has a neighbour and 1 influence to spend.
 *  - At the end of the status phase (LRR 81, hook statusPhaseEnded), a holder who is not the Obsidian removes
 *    1 command token from their fleet pool to their reinforcements (none when the pool is empty [our reading]).
 * Text: AsyncTI4/TI4_map_generator_bot@04d4f23da84a738dfb462b06dd937ca365175dc4:src/main/resources/data/promissory_notes/thunders_edge.json
 * (the data's summary, "ACTION: give it to a neighbour", names another moment; we follow that card text).
 *
 * The bot gives it away when it can pay: a holder other than the Obsidian to the Obsidian if they are
 * neighbours, else to its first neighbour; the Obsidian to its first neighbour [our own choice].
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, pay, spendable } from "../economy/spend.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";
import { areNeighbours } from "../transactions/neighbours.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { notesInHand } from "../transactions/notes.ts";
import type { TeMalevolencyFrame } from "./obsidian.commands.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;
const RULE = "TE Malevolency";
const NOTE = "malevolency";

/** In the notes table: held, never played; playing it is refused with this sentence. */
export const MALEVOLENCY_NOTE: Ti4NoteRules = {
  notPlayed:
    "it acts while you hold it: at the end of your tactical actions you may pay 1 influence to give it to a neighbour, and at the end of the status phase a holder other than the Obsidian loses 1 fleet pool token.",
};

/** The seat whose Malevolency `seat` holds in hand, or undefined. */
export function malevolencyOwnerHeldBy(state: Ti4State, seat: Seat): Seat | undefined {
  return notesInHand(state, seat).find((n) => n.note === NOTE)?.owner;
}

/** The neighbours `seat` may give the card to (LRR 60). */
export function malevolencyReceivers(state: Ti4State, seat: Seat): Seat[] {
  return state.players
    .filter((p) => !p.eliminated && p.seat !== seat && areNeighbours(state, seat, p.seat))
    .map((p) => p.seat);
}

function tacticalActionEnded(tx: Ti4Tx, action: { seat: Seat }): void {
  const { seat } = action;
  if (!playsThundersEdge(tx.state)) return;
  const owner = malevolencyOwnerHeldBy(tx.state, seat);
  if (owner === undefined) return;
  if (spendable(tx.state, seat, "influence").total < 1) return;
  if (malevolencyReceivers(tx.state, seat).length === 0) return;
  const frame: TeMalevolencyFrame = { kind: "teMalevolency", seat, owner };
  tx.emit({ type: "ti4FramePushed", frame });
}

const frame: FrameRules<Ti4, TeMalevolencyFrame> = {
  decisions: (state, f) => [
    {
      kind: "malevolencyGive",
      seat: f.seat,
      simultaneous: false,
      prompt: "Malevolency: spend 1 influence to give the card to a neighbour",
      choices: malevolencyReceivers(state, f.seat).map(String),
    },
    { kind: "malevolencyKeep", seat: f.seat, simultaneous: false, prompt: "Malevolency: keep the card" },
  ],
};

function asked(state: Ti4State, seat: Seat): TeMalevolencyFrame | RuleError {
  const top = state.stack.at(-1);
  if (top?.kind === "teMalevolency" && top.seat === seat) return top;
  return ruleError(
    "ERR_TI4_MALEVOLENCY",
    RULE,
    "Malevolency changes hands only at the end of its holder's tactical action.",
  );
}

function malevolencyGive(tx: Ti4Tx, command: CommandOf<"malevolencyGive">): RuleError | undefined {
  const f = asked(tx.state, command.seat);
  if (f.kind === "ruleError") return f;
  if (!malevolencyReceivers(tx.state, command.seat).includes(command.to))
    return ruleError(
      "ERR_TI4_MALEVOLENCY",
      RULE,
      "Malevolency goes to one of your neighbours (LRR 60): that player is not one.",
      { to: command.to },
    );
  const paid = pay(tx, command.seat, command.payment, "influence", 1, "giving Malevolency");
  if (paid) return paid;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({
    type: "ti4PromissoryNoteGiven",
    giver: command.seat,
    receiver: command.to,
    note: NOTE,
    owner: f.owner,
  });
  return undefined;
}

function malevolencyKeep(tx: Ti4Tx, command: CommandOf<"malevolencyKeep">): RuleError | undefined {
  const f = asked(tx.state, command.seat);
  if (f.kind === "ruleError") return f;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/** LRR 81: each holder other than the Obsidian gives up 1 fleet pool token. */
function statusPhaseEnded(tx: Ti4Tx): void {
  if (!playsThundersEdge(tx.state)) return;
  for (const player of tx.state.players) {
    const owner = malevolencyOwnerHeldBy(tx.state, player.seat);
    if (owner === undefined || owner === player.seat || player.faction === "obsidian") continue;
    if (player.tokens.fleet < 1) continue;
    tx.emit({
      type: "ti4CommandTokensChanged",
      seat: player.seat,
      pools: { fleet: -1 },
      reason: "Malevolency",
    });
  }
}

function botGive(state: Ti4State, seat: Seat): Ti4Command[] {
  const payment = cheapestPayment(state, seat, "influence", 1);
  const owner = malevolencyOwnerHeldBy(state, seat);
  const receivers = malevolencyReceivers(state, seat);
  if (!payment || owner === undefined || receivers.length === 0) return [];
  const home = receivers.find((s) => s === owner);
  const to = home ?? receivers[0];
  if (to === undefined) return [];
  return [{ type: "malevolencyGive", seat, to, payment }];
}

export const MALEVOLENCY_ANSWERS: Ti4Answers = {
  malevolencyGive: (state, decision) => botGive(state, decision.seat),
  malevolencyKeep: (_state, decision) => [{ type: "malevolencyKeep", seat: decision.seat }],
};

export const TI4_OBSIDIAN_MALEVOLENCY: Ti4Module = {
  id: "obsidianMalevolency",
  commands: { malevolencyGive, malevolencyKeep },
  frames: { teMalevolency: frame },
  hooks: { tacticalActionEnded, statusPhaseEnded },
};
