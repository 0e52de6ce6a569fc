/**
 * The promissory notes every colour has in the base game (LRR 69, digest §7; content/ti4/promissoryNotes.ts):
 * Ceasefire, Trade Agreement, Political Secret and Support for the Throne. The digest recalls their gist;
 * the card texts are the content file's. Each rule is cited above it; Alliance (Prophecy of Kings) shares a
 * commander, which the engine does not have yet, and so has no entry: it is held and traded, never played.
 */
import type { Seat } from "../../kernel/types.ts";
import { ruleError } from "../../ruleError.ts";
import { agendaVoteFrame } from "./agendaReads.ts";
import { hasUnitsIn } from "./neighbours.ts";
import { returnNote, type Ti4NoteRules } from "./noteRules.ts";

/**
 * Ceasefire [recalled]: played once the owner has activated a system where the holder has units; the owner
 * may then move no units into that system during this tactical action (the movement step refuses them,
 * movementIntoSystemRefused).
 */
const CEASEFIRE: Ti4NoteRules = {
  moment: "systemActivated",
  playableAt: (state, holder, owner, window) =>
    window.trigger === owner && window.system !== undefined && hasUnitsIn(state, holder, window.system),
  whenWindowCloses(tx, holder, owner, window) {
    const top = tx.state.stack.at(-1);
    if (top?.kind !== "ti4Tactical" || top.seat !== owner || top.system !== window.system) return;
    tx.emit({
      type: "ti4FrameUpdated",
      frame: { ...top, ceasefireBy: [...(top.ceasefireBy ?? []), holder] },
    });
  },
};

/**
 * Trade Agreement [recalled]: played when the owner replenishes commodities; the commodities just gained go
 * to the holder, for whom they are trade goods (LRR 21.5: commodities given to another become trade goods).
 */
const TRADE_AGREEMENT: Ti4NoteRules = {
  moment: "commoditiesReplenished",
  playableAt: (_state, _holder, owner, window) => window.trigger === owner,
  play(tx, holder, owner, window) {
    const amount = Math.min(window?.amount ?? 0, tx.state.players[owner]?.commodities ?? 0);
    if (amount <= 0) return;
    tx.emit({ type: "ti4CommoditiesChanged", seat: owner, amount: -amount, reason: "trade agreement" });
    tx.emit({ type: "ti4TradeGoodsChanged", seat: holder, amount, reason: "trade agreement" });
  },
};

/**
 * Political Secret [recalled]: played when an agenda is revealed; until it is resolved the owner casts no
 * votes (and plays no action cards and uses no faction abilities: `silencedThisAgenda`, agendaReads.ts,
 * for the areas that offer those at the agenda's moments).
 */
const POLITICAL_SECRET: Ti4NoteRules = {
  moment: "agendaRevealed",
  playableAt(state, _holder, owner) {
    const vote = agendaVoteFrame(state);
    return vote?.order.slice(vote.index).includes(owner) ?? false;
  },
  whenWindowCloses(tx, _holder, owner) {
    const top = tx.state.stack.at(-1);
    if (top?.kind !== "ti4AgendaVote") return;
    const done = top.order.slice(0, top.index);
    const left = top.order.slice(top.index).filter((seat) => seat !== owner);
    tx.emit({
      type: "ti4FrameUpdated",
      frame: { ...top, order: [...done, ...left], silenced: [...(top.silenced ?? []), owner] },
    });
  },
};

/**
 * Support for the Throne [recalled]: a player other than the owner who receives it lays it face up and gains
 * 1 victory point; when that player activates a system holding the owner's units, they lose the point and
 * the note goes back. The owner's elimination takes the point back too (round/elimination.ts).
 */
const SUPPORT_FOR_THE_THRONE: Ti4NoteRules = {
  onReceived(tx, holder) {
    tx.emit({ type: "ti4VictoryPointsGained", seat: holder, points: 1, reason: "support for the throne" });
  },
  afterHolderActivates(tx, holder, owner, system) {
    if (!hasUnitsIn(tx.state, owner, system)) return;
    tx.emit({ type: "ti4VictoryPointsGained", seat: holder, points: -1, reason: "support for the throne" });
    returnNote(tx, holder, "support_for_the_throne", owner);
  },
};

export const GENERIC_NOTE_RULES: Readonly<Record<string, Ti4NoteRules>> = {
  ceasefire: CEASEFIRE,
  trade_agreement: TRADE_AGREEMENT,
  political_secret: POLITICAL_SECRET,
  support_for_the_throne: SUPPORT_FOR_THE_THRONE,
};

/** LRR 58, Ceasefire: the refusal the movement step gives the owner. */
export function ceasefireRefusal(by: readonly Seat[], system: string, names: (seat: Seat) => string) {
  return ruleError(
    "ERR_TI4_CEASEFIRE",
    "LRR 69.2",
    `${by.map(names).join(" and ")} played your Ceasefire on ${system}: you may not move units into it during this tactical action.`,
    { system },
  );
}
