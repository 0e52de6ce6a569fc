/**
 * The five faction promissory notes Codex I reworded, played in place of the printed cards in a game with
 * Thunder's Edge (TE "Expansion Integration": "find and replace each corresponding component"; the wording:
 * content/ti4/promissoryNotes.factions.ts, each note's `revision`). noteTable.ts's `noteRulesOf` hands these
 * rules out in such a game; a game without the box plays the printed notes (factions/*.ts).
 *
 * Carried out:
 * - Cybernetic Enhancements Ω (L1Z1X): played as its holder gains command tokens in the status phase (LRR
 *   81.5), it gains them 1 more token from reinforcements, put in their tactic pool before they arrange their
 *   sheet; then it goes back to the L1Z1X (LRR 69.3).
 * - Greyfire Mutagen Ω (Yin): played as a ground combat its holder fights begins, when the other side is not
 *   the Yin and has 2 or more ground forces on the planet: 1 of that side's infantry goes back to its
 *   reinforcements and 1 of the holder's own infantry takes its place; then it goes back to the Yin.
 * Not carried out yet, so held and traded but refused when played, with the reason:
 * - Stymie Ω (after another player's ships move into a system holding the holder's units: a window after
 *   movement that the tactical action does not open to notes yet);
 * - War Funding Ω (after both sides roll in a space combat: rerolls of the opponent's dice, which the combat
 *   rounds do not offer to notes yet);
 * - Acquiescence Ω (a secondary ability resolved without its command token when the Winnu resolve a strategic
 *   action: the strategic action does not ask notes for that yet).
 */
import { countUnits, unitsIn } from "../board/forces.ts";
import { commandTokenReinforcements } from "../strategic/commandSheet.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";
import { ti4Reinforcements } from "../units.ts";

const GROUND_FORCES = ["infantry", "mech"] as const;

/** Cybernetic Enhancements Ω: 1 more command token as the holder gains theirs in the status phase. */
export const CYBERNETIC_ENHANCEMENTS_OMEGA: Ti4NoteRules = {
  moment: "statusCommandTokensGained",
  playableAt: (state, holder) => commandTokenReinforcements(state, holder) > 0,
  play(tx, holder) {
    tx.emit({
      type: "ti4CommandTokensChanged",
      seat: holder,
      pools: { tactic: 1 },
      reason: "Cybernetic Enhancements \u03a9",
    });
  },
};

/** The holder's opponent in the ground combat beginning on the window's planet, if the holder fights it. */
function greyfireTarget(
  holder: number,
  window: { trigger: number; opponent?: number; planet?: string },
): number | undefined {
  if (window.planet === undefined || window.opponent === undefined) return undefined;
  if (window.trigger === holder) return window.opponent;
  if (window.opponent === holder) return window.trigger;
  return undefined;
}

/** Greyfire Mutagen Ω: 1 of the opponent's infantry replaced by 1 of the holder's, as a ground combat begins. */
export const GREYFIRE_MUTAGEN_OMEGA: Ti4NoteRules = {
  moment: "groundCombatStarted",
  playableAt(state, holder, owner, window) {
    const other = greyfireTarget(holder, window);
    if (other === undefined || other === owner || window.system === undefined || window.planet === undefined)
      return false;
    const theirs = unitsIn(state.board[window.system], other, window.planet);
    return (
      countUnits(theirs, GROUND_FORCES) >= 2 &&
      (theirs.infantry ?? 0) > 0 &&
      ti4Reinforcements(state, holder, "infantry") > 0
    );
  },
  play(tx, holder, _owner, window) {
    if (!window || window.system === undefined || window.planet === undefined) return;
    const other = greyfireTarget(holder, window);
    if (other === undefined) return;
    const place = { position: window.system, planet: window.planet };
    tx.emit({ type: "ti4UnitsRemoved", seat: other, place, units: { infantry: 1 }, reason: "returned" });
    tx.emit({
      type: "ti4UnitsPlaced",
      seat: holder,
      place,
      units: { infantry: 1 },
      reason: "Greyfire Mutagen \u03a9",
    });
  },
};

const notYet = (why: string): Ti4NoteRules => ({ notCarriedOut: why });

/** Every Codex I note, by the printed card's id: the rules a Thunder's Edge game plays it by. */
export const CODEX_NOTE_RULES: Readonly<Record<string, Ti4NoteRules>> = {
  ce: CYBERNETIC_ENHANCEMENTS_OMEGA,
  greyfire: GREYFIRE_MUTAGEN_OMEGA,
  stymie: notYet(
    "Stymie \u03a9 is played after another player's ships move into a system holding your units, a moment the tactical action does not open to notes yet",
  ),
  war_funding: notYet(
    "War Funding \u03a9 rerolls the opponent's dice once both sides have rolled in a space combat, which the combat rounds do not offer to notes yet",
  ),
  acq: notYet(
    "Acquiescence \u03a9 lets you resolve a secondary ability without its command token when the Winnu resolve a strategic action, which the strategic action does not ask notes for yet",
  ),
};
