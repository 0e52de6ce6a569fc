/**
 * Promissory notes in play (LRR 69, digest §7): each player holds their colour's notes from set-up
 * (setup/evolve.ts) and trades them in transactions (transactions.ts). A note is played by whoever holds it,
 * never by the player of its colour (69.2), at the moment its text names; then it goes back to its owner's
 * hand (69.3), unless it lies face up in the holder's play area. How each note is carried out is its entry
 * in the table (noteTable.ts, noteRules.ts).
 *
 * A moment opens a window: the rule where it happens asks a hook point (afterSystemActivated,
 * afterCommoditiesReplenished, afterAgendaRevealed, turnStarted, afterTechnologyResearched,
 * endOfStrategyPhase, spaceCombatStarts, spaceCombatRoundStarts, groundCombatStarts, groundForcesCommitted), and when some player holds a note playable there a `ti4NoteWindow` frame asks
 * those players, all at once, to play it or let it go. Only holders are asked (as action cards' windows
 * ask only holders, actionCards/playable.ts): the engine cannot ask everyone at every activation without
 * stalling the table, and so a window shows that its players hold such a note.
 * A note marked ACTION is a component action (LRR 22), offered with componentActions.
 */
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { areAllied } from "../board/allies.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import { takeComponentAction } from "../round/actionPhase.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4NoteMoment, Ti4NoteOffer, Ti4NoteWindowFrame } from "./frames.ts";
import { ceasefireRefusal } from "./genericNotes.ts";
import { returnNote } from "./noteRules.ts";
import {
  holdsInHand,
  noteKey,
  noteLabel,
  noteNameIn,
  notePurged,
  notesInHand,
  sameNote,
  type Ti4NoteRef,
} from "./notes.ts";
import { noteRulesOf } from "./noteTable.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const MOMENT_WORDS: Readonly<Record<Ti4NoteMoment | "action", string>> = {
  systemActivated: "after a system is activated, as its text says whose",
  commoditiesReplenished: "when its owner replenishes commodities",
  agendaRevealed: "when an agenda is revealed",
  turnStarted: "at the start of a turn, as its text says whose",
  technologyResearched: "when its owner researches a technology",
  strategyPhaseEnded: "at the end of the strategy phase",
  spaceCombatStarted: "as a space combat you fight begins",
  spaceCombatRoundStarted: "as a round of space combat you fight begins",
  groundCombatStarted: "as a ground combat you fight begins",
  groundForcesCommitted: "after you commit ground forces to land on a planet",
  action: "as a component action on your turn",
  combatEnded: "as a combat you fought ends",
  statusCommandTokensGained: "when you gain command tokens in the status phase",
};

/**
 * TE "Alliance Transactions": a note received from one's ally cannot be resolved. Our reading: the notes of
 * the ally's colour [a note of a third player's colour passed on by the ally is not told apart: the hand
 * does not record who gave a note].
 */
function allyNote(state: Ti4State, seat: Seat, note: Ti4NoteRef): boolean {
  return areAllied(state, seat, note.owner);
}

/** The notes playable at a moment: each holder (never the note's owner, LRR 69.2) with each note. */
function offersAt(state: Ti4State, window: Ti4NoteWindowFrame): Ti4NoteOffer[] {
  const out: Ti4NoteOffer[] = [];
  for (const player of state.players) {
    if (player.eliminated) continue;
    for (const note of notesInHand(state, player.seat)) {
      if (note.owner === player.seat || allyNote(state, player.seat, note)) continue;
      const rules = noteRulesOf(note.note, state);
      const at = rules?.moment === window.moment || rules?.alsoAt?.includes(window.moment);
      if (at && rules?.playableAt?.(state, player.seat, note.owner, window))
        out.push({ seat: player.seat, note });
    }
  }
  return out;
}

/** Opens a moment's window when some holder may play a note there. */
function openWindow(
  tx: Ti4Tx,
  moment: Ti4NoteMoment,
  trigger: Seat,
  extra: Pick<
    Ti4NoteWindowFrame,
    "system" | "amount" | "technology" | "planet" | "planets" | "opponent"
  > = {},
): void {
  const window: Ti4NoteWindowFrame = {
    kind: "ti4NoteWindow",
    moment,
    trigger,
    ...extra,
    waiting: [],
    played: [],
  };
  const waiting = offersAt(tx.state, window);
  if (waiting.length > 0) tx.emit({ type: "ti4FramePushed", frame: { ...window, waiting } });
}

const noteWindow: FrameRules<Ti4, Ti4NoteWindowFrame> = {
  decisions(state, frame) {
    const seats = [...new Set(frame.waiting.map((o) => o.seat))];
    return seats.flatMap((seat): Decision<Ti4>[] => {
      const notes = frame.waiting.filter((o) => o.seat === seat).map((o) => o.note);
      const names = notes.map((n) => noteLabel(state, n)).join(" or ");
      return [
        {
          kind: "playPromissoryNote",
          seat,
          simultaneous: true,
          prompt: `play ${names}`,
          choices: notes.map((n) => noteKey(n, seat)),
        },
        { kind: "passPromissoryNote", seat, simultaneous: true, prompt: `keep ${names} for later` },
      ];
    });
  },
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    // The effects that reach the procedure beneath (the tactical action, the vote), in the order played.
    for (const played of frame.played)
      noteRulesOf(played.note.note, tx.state)?.whenWindowCloses?.(tx, played.seat, played.note.owner, frame);
    return true;
  },
};

/** Plays a held note: marked played, its effect, then back to its owner or face up in the play area. */
function resolve(tx: Ti4Tx, seat: Seat, note: Ti4NoteRef, window?: Ti4NoteWindowFrame): void {
  const rules = noteRulesOf(note.note, tx.state);
  tx.emit({ type: "ti4PromissoryNotePlayed", seat, note: note.note, owner: note.owner });
  rules?.play?.(tx, seat, note.owner, window);
  if (rules?.laidOutWhenPlayed)
    tx.emit({ type: "ti4PromissoryNoteLaidOut", seat, note: note.note, owner: note.owner });
  // LRR 69.3: once resolved it goes back to its owner, who may trade it again.
  else returnNote(tx, seat, note.note, note.owner);
}

function playPromissoryNote(tx: Ti4Tx, command: CommandOf<"playPromissoryNote">): RuleError | undefined {
  const { seat } = command;
  const note: Ti4NoteRef = { note: command.note, owner: command.owner };
  if (note.owner === seat)
    return ruleError(
      "ERR_TI4_OWN_NOTE",
      "LRR 69.2",
      "You cannot play a promissory note of your own colour: it is for the players you give it to.",
    );
  if (allyNote(tx.state, seat, note))
    return ruleError(
      "ERR_TI4_ALLY_NOTE",
      "TE Alliance Transactions",
      "You cannot resolve a promissory note received from your ally: hold it, or give it to another player.",
    );
  if (notePurged(tx.state, note))
    return ruleError(
      "ERR_TI4_NOTE_PURGED",
      "TE Purge",
      "That promissory note has been purged: it is out of the game and cannot be played.",
    );
  if (!holdsInHand(tx.state, seat, note))
    return ruleError(
      "ERR_TI4_NOTE_NOT_HELD",
      "LRR 69.2",
      "You do not hold that promissory note in your hand.",
    );
  const rules = noteRulesOf(note.note, tx.state);
  const name = noteNameIn(tx.state, note);
  if (rules?.notCarriedOut)
    return ruleError(
      "ERR_TI4_NOTE_NOT_BUILT",
      "TE Expansion Integration",
      `${name} is the card a game with Thunder's Edge plays, and it can be held and traded but not played yet: ${rules.notCarriedOut}.`,
    );
  if (rules?.notPlayed)
    return ruleError("ERR_TI4_NOTE_NOT_PLAYED", "LRR 69", `${name} is never played: ${rules.notPlayed}`);
  if (!rules?.moment)
    return ruleError(
      "ERR_TI4_NOTE_NOT_BUILT",
      "LRR 69",
      `${name} is not played from the hand${rules ? ": it acts as soon as you receive it" : " by this engine yet: it can be held and traded, not played"}.`,
    );
  const top = tx.state.stack.at(-1);
  if (top?.kind === "ti4NoteWindow") {
    const offer = top.waiting.find((o) => o.seat === seat && sameNote(o.note, note));
    if (offer) {
      tx.emit({
        type: "ti4FrameUpdated",
        frame: { ...top, waiting: top.waiting.filter((o) => o !== offer), played: [...top.played, offer] },
      });
      resolve(tx, seat, note, top);
      return undefined;
    }
  }
  if (rules.moment !== "action") {
    const when = [rules.moment, ...(rules.alsoAt ?? [])].map((m) => MOMENT_WORDS[m]).join(" or ");
    return ruleError("ERR_TI4_NOTE_NOT_NOW", "LRR 69.2", `${name} is played ${when}; not now.`);
  }
  const cannot = rules.whyNotAction?.(tx.state, seat, note.owner);
  if (cannot) return cannot;
  const spent = takeComponentAction(tx, seat);
  if (spent) return spent;
  resolve(tx, seat, note);
  return undefined;
}

function passPromissoryNote(tx: Ti4Tx, command: CommandOf<"passPromissoryNote">): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4NoteWindow") throw new Error("a note's moment is let go while it is open");
  tx.emit({
    type: "ti4FrameUpdated",
    frame: { ...top, waiting: top.waiting.filter((o) => o.seat !== command.seat) },
  });
  return undefined;
}

/** LRR 22, 69: the ACTION notes `seat` holds and may play as this turn's action. */
function noteActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  const notes = notesInHand(state, seat).filter((note) => {
    const rules = noteRulesOf(note.note, state);
    return (
      note.owner !== seat &&
      !allyNote(state, seat, note) &&
      rules?.moment === "action" &&
      !rules.whyNotAction?.(state, seat, note.owner)
    );
  });
  if (notes.length === 0) return [];
  return [
    {
      kind: "playPromissoryNote",
      seat,
      simultaneous: false,
      prompt: "play a promissory note as your action",
      choices: notes.map((n) => noteKey(n, seat)),
    },
  ];
}

/** LRR 58, Ceasefire: the owner's units stay out of the system it was played on. */
function ceasefire(state: Ti4State, seat: Seat, system: PositionLabel): RuleError | undefined {
  const tactical = state.stack.findLast((f) => f.kind === "ti4Tactical");
  if (tactical?.kind !== "ti4Tactical" || tactical.seat !== seat || tactical.system !== system)
    return undefined;
  const by = tactical.ceasefireBy ?? [];
  if (by.length === 0) return undefined;
  return ceasefireRefusal(by, system, (s) => state.players[s]?.name ?? `seat ${s}`);
}

function playerOf(draft: Ti4State, seat: Seat) {
  const player = draft.players[seat];
  if (!player) throw new Error(`no seat ${seat} in this game`);
  return player;
}

function takeFromHand(draft: Ti4State, seat: Seat, ref: Ti4NoteRef): boolean {
  const hand = playerOf(draft, seat).secret.promissoryNotes;
  const at = hand.indexOf(noteKey(ref, seat));
  if (at < 0) return false;
  hand.splice(at, 1);
  return true;
}

type NoteEvent = { seat: Seat; note: string; owner: Seat };

export const TI4_PROMISSORY_NOTES_MODULE: Ti4Module = {
  id: "promissoryNotes",
  commands: { playPromissoryNote, passPromissoryNote },
  frames: { ti4NoteWindow: noteWindow },
  events: {
    ti4PromissoryNotePlayed() {},
    ti4PromissoryNoteLaidOut(draft: Ti4State, e: NoteEvent) {
      const ref = { note: e.note, owner: e.owner };
      if (!takeFromHand(draft, e.seat, ref))
        throw new Error(`seat ${e.seat} lays out a note it does not hold`);
      const player = playerOf(draft, e.seat);
      player.promissoryPlayArea = [...(player.promissoryPlayArea ?? []), ref];
    },
    ti4PromissoryNoteReturned(draft: Ti4State, e: NoteEvent) {
      const ref = { note: e.note, owner: e.owner };
      if (!takeFromHand(draft, e.seat, ref)) {
        const player = playerOf(draft, e.seat);
        const area = (player.promissoryPlayArea ?? []).filter((n) => !sameNote(n, ref));
        if (area.length > 0) player.promissoryPlayArea = area;
        else delete player.promissoryPlayArea;
      }
      playerOf(draft, e.owner).secret.promissoryNotes.push(e.note);
    },
  },
  hooks: {
    componentActions: noteActions,
    afterSystemActivated(tx, seat, system) {
      // Notes face up in the active player's play area that answer an activation (Support for the Throne).
      for (const ref of [...(tx.state.players[seat]?.promissoryPlayArea ?? [])])
        noteRulesOf(ref.note, tx.state)?.afterHolderActivates?.(tx, seat, ref.owner, system);
      openWindow(tx, "systemActivated", seat, { system });
    },
    afterCommoditiesReplenished(tx, seat, amount) {
      openWindow(tx, "commoditiesReplenished", seat, { amount });
    },
    afterAgendaRevealed(tx) {
      openWindow(tx, "agendaRevealed", tx.state.speaker);
    },
    turnStarted(tx, seat) {
      openWindow(tx, "turnStarted", seat);
    },
    afterTechnologyResearched(tx, seat, technology) {
      openWindow(tx, "technologyResearched", seat, { technology });
    },
    endOfStrategyPhase(tx) {
      openWindow(tx, "strategyPhaseEnded", tx.state.speaker);
    },
    spaceCombatStarts(tx, { system, attacker, defender }) {
      openWindow(tx, "spaceCombatStarted", attacker, { system, opponent: defender });
    },
    spaceCombatRoundStarts(tx, combat) {
      const { system, attacker, defender } = combat;
      openWindow(tx, "spaceCombatRoundStarted", attacker, { system, opponent: defender });
    },
    groundCombatStarts(tx, combat) {
      const { place, attacker, defender } = combat;
      const at = { system: place.position, opponent: defender };
      openWindow(tx, "groundCombatStarted", attacker, place.planet ? { ...at, planet: place.planet } : at);
    },
    groundForcesCommitted(tx, { seat, system, planets }) {
      openWindow(tx, "groundForcesCommitted", seat, { system, planets: [...planets] });
    },
    movementIntoSystemRefused: ceasefire,
    statusCommandTokensGaining(tx) {
      openWindow(tx, "statusCommandTokensGained", tx.state.speaker);
    },
    spaceCombatEnded(tx, { system, attacker, defender }) {
      openWindow(tx, "combatEnded", attacker, { system, opponent: defender });
    },
    groundCombatEnded(tx, { place, attacker, defender }) {
      const at = { system: place.position, opponent: defender };
      openWindow(tx, "combatEnded", attacker, place.planet ? { ...at, planet: place.planet } : at);
    },
  },
};
