/**
 * The table of promissory notes the engine carries out, by card id (noteRules.ts says how an entry plugs
 * in): the generic notes, then the faction notes, each written in its faction's file. The faction notes
 * are the printed base cards; a game with Thunder's Edge plays Codex I's five reworded notes in their place
 * (TE "Expansion Integration"; thundersEdge/codexNotes.ts).
 *
 * Not in the table yet, so held and traded but refused when played: Alliance (it shares a commander, and
 * commanders are a Prophecy of Kings component the engine does not have).
 */
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { areAllied } from "../board/allies.ts";
import { STYMIE_NOTE } from "../factions/arborecStymie.ts";
import { RAISE_THE_STANDARD } from "../factions/bastionGalvanize.ts";
import { SEVER_NOTE } from "../factions/crimsonSever.ts";
import { SHARE_KNOWLEDGE_NOTE } from "../factions/deepwroughtShareKnowledge.ts";
import { BLACK_OPS_NOTE } from "../factions/firmamentBlackOps.ts";
import { CREUSS_IFF } from "../factions/ghostWormholes.ts";
import { TRADE_CONVOYS } from "../factions/hacan.ts";
import { RESEARCH_AGREEMENT } from "../factions/jolnar.ts";
import { CYBERNETIC_ENHANCEMENTS } from "../factions/l1z1x.ts";
import { WAR_FUNDING_NOTE } from "../factions/letnevWarFunding.ts";
import { PROMISE_OF_PROTECTION } from "../factions/mentak.ts";
import { FIRES_OF_THE_GASHLAI } from "../factions/muaat.ts";
import { GIFT_OF_PRESCIENCE } from "../factions/naalu.ts";
import { ANTIVIRUS_NOTE } from "../factions/nekroAntivirus.ts";
import { MALEVOLENCY_NOTE } from "../factions/obsidianMalevolency.ts";
import { NANO_LINK_NOTE } from "../factions/ralnelNanoLink.ts";
import { RAGHS_CALL } from "../factions/saarRaghsCall.ts";
import { TEKKLAR_LEGION } from "../factions/sardakkTekklar.ts";
import { MILITARY_SUPPORT } from "../factions/sol.ts";
import { ACQUIESCENCE } from "../factions/winnuAcquiescence.ts";
import { POLITICAL_FAVOR } from "../factions/xxchaPoliticalFavor.ts";
import { GREYFIRE_MUTAGEN } from "../factions/yinGreyfire.ts";
import { SPY_NET } from "../factions/yssarilSpyNet.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { codexRevisionsInPlay } from "../thundersEdge/codex.ts";
import { CODEX_NOTE_RULES } from "../thundersEdge/codexNotes.ts";
import { GENERIC_NOTE_RULES } from "./genericNotes.ts";
import type { Ti4NoteRules } from "./noteRules.ts";

/** The faction notes built so far, by card id (content/ti4/promissoryNotes.factions.ts). */
const FACTION_NOTE_RULES: Readonly<Record<string, Ti4NoteRules>> = {
  acq: ACQUIESCENCE,
  antivirus: ANTIVIRUS_NOTE,
  ce: CYBERNETIC_ENHANCEMENTS,
  convoys: TRADE_CONVOYS,
  favor: POLITICAL_FAVOR,
  fires: FIRES_OF_THE_GASHLAI,
  gift: GIFT_OF_PRESCIENCE,
  greyfire: GREYFIRE_MUTAGEN,
  iff: CREUSS_IFF,
  malevolency: MALEVOLENCY_NOTE,
  ms: MILITARY_SUPPORT,
  nanolink: NANO_LINK_NOTE,
  pop: PROMISE_OF_PROTECTION,
  ra: RESEARCH_AGREEMENT,
  ragh: RAGHS_CALL,
  sever: SEVER_NOTE,
  shareknowledge: SHARE_KNOWLEDGE_NOTE,
  spynet: SPY_NET,
  stymie: STYMIE_NOTE,
  tekklar: TEKKLAR_LEGION,
  war_funding: WAR_FUNDING_NOTE,
  blackops: BLACK_OPS_NOTE,
  raisethestandard: RAISE_THE_STANDARD,
};

const NOTE_RULES: Readonly<Record<string, Ti4NoteRules>> = { ...GENERIC_NOTE_RULES, ...FACTION_NOTE_RULES };

/**
 * How a note is carried out in this game, or undefined when the engine does not play it yet: the Codex
 * card's rules where Thunder's Edge swaps it in, the printed card's otherwise.
 */
export function noteRulesOf(note: string, state: Pick<Ti4State, "config">): Ti4NoteRules | undefined {
  if (codexRevisionsInPlay(state) && Object.hasOwn(CODEX_NOTE_RULES, note)) return CODEX_NOTE_RULES[note];
  return Object.hasOwn(NOTE_RULES, note) ? NOTE_RULES[note] : undefined;
}

/**
 * A promissory note `receiver` has just been given (in a transaction or by an ability): one that lies face up
 * once received (Support for the Throne) does so at once (LRR 69), unless it is their own or comes from their
 * ally, whose notes are held but not resolved (TE "Alliance Transactions").
 */
export function noteReceived(tx: Tx<Ti4>, receiver: Seat, note: { note: string; owner: Seat }): void {
  const rules = noteRulesOf(note.note, tx.state);
  if (!rules?.onReceived || receiver === note.owner || areAllied(tx.state, receiver, note.owner)) return;
  tx.emit({ type: "ti4PromissoryNoteLaidOut", seat: receiver, note: note.note, owner: note.owner });
  rules.onReceived(tx, receiver, note.owner);
}
