/**
 * Elimination (LRR 33, digest §15): a player with no ground forces on the board, no unit with PRODUCTION
 * and no planets is out of the game (33.1). What they had goes as the rule says (33.2-33.8):
 *  - their units and command tokens leave the board (their components go back to the box);
 *  - the laws in their play area are discarded; their action cards are discarded;
 *  - their strategy cards go back to the common area;
 *  - their unscored secret objectives are shuffled back into the deck;
 *  - the promissory notes of their colour leave the game, those of other colours go back to their owners;
 *  - the speaker token, if theirs, passes to the next player on their left.
 * From then on the turn order, the windows, the votes and the bots leave them out (they read `eliminated`,
 * and an eliminated player counts as passed); 33.9's strategy card count is in strategyPhase.ts. When one
 * player alone is left, the game cannot go on and they win.
 *
 * Checked as a standing rule between actions (the action phase between turns, the status and agenda
 * phases): the frames of an action under way name their players, so a player left with nothing in the middle
 * of one is eliminated as it ends. Captured units (PoK) are not held by the engine yet.
 */
import { TI4_GROUND_FORCE_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { shuffle } from "../../rng.ts";
import { keptInByAlly, winnersWith } from "../board/allies.ts";
import { countUnits } from "../board/forces.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { ti4UnitFor, ti4UnitsOnBoard } from "../units.ts";
import { nextTurn } from "./actionPhase.ts";
import { leaderOnPoints } from "./victory.ts";

type Ti4Tx = Tx<Ti4>;

/** The frames between actions, where a player's elimination interrupts nothing. */
const BETWEEN_ACTIONS = new Set(["ti4ActionPhase", "ti4StatusPhase", "ti4AgendaPhase"]);

/** LRR 33.1: no ground forces on the board, no unit with PRODUCTION, no planets (or an event says so: eliminatedByEvent). */
export function mustBeEliminated(state: Ti4State, seat: Seat): boolean {
  const player = state.players[seat];
  if (!player || player.eliminated || player.faction === null) return false;
  if (hookAnswers(state, "eliminatedByEvent").some((answer) => answer(state, seat))) return true;
  if (Object.keys(player.planets).length > 0) return false;
  if (keptInByAlly(state, seat)) return false;
  const units = ti4UnitsOnBoard(state, seat);
  if (countUnits(units, TI4_GROUND_FORCE_TYPES) > 0) return false;
  const types = (Object.keys(units) as Ti4UnitType[]).filter((t) => (units[t] ?? 0) > 0);
  return !types.some((t) => ti4UnitFor(state, seat, t).production !== null);
}

/** LRR 33.2: every unit and command token of the seat leaves the board. */
function clearBoard(tx: Ti4Tx, seat: Seat): void {
  const tokens: string[] = [];
  for (const [position, system] of Object.entries(tx.state.board)) {
    const places: [Ti4UnitCounts, string | undefined][] = [
      ...system.space
        .filter((f) => f.seat === seat)
        .map((f) => [f.units, undefined] as [Ti4UnitCounts, undefined]),
      ...Object.entries(system.planets).flatMap(([planet, forces]) =>
        (forces ?? [])
          .filter((f) => f.seat === seat)
          .map((f) => [f.units, planet] as [Ti4UnitCounts, string]),
      ),
    ];
    for (const [units, planet] of places) {
      if (countUnits(units) === 0) continue;
      const place = planet === undefined ? { position } : { position, planet: planet as never };
      tx.emit({ type: "ti4UnitsRemoved", seat, place, units: { ...units }, reason: "returned" });
    }
    if (system.commandTokens.includes(seat)) tokens.push(position);
  }
  if (tokens.length > 0) tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: tokens });
}

/** LRR 33.4-33.8: cards, notes, laws and the speaker token. */
function clearCards(tx: Ti4Tx, seat: Seat): void {
  const player = tx.state.players[seat];
  if (!player) return;
  const cards = [...player.secret.actionCards];
  const secrets = [...player.secret.secretObjectives];
  const notes = [...player.secret.promissoryNotes];
  const area = [...(player.promissoryPlayArea ?? [])];
  if (cards.length > 0)
    tx.emit({ type: "ti4ActionCardsDiscarded", seat, cards, reason: "elimination (LRR 33)" });
  for (const objective of secrets) tx.emit({ type: "ti4SecretObjectiveReturned", seat, objective, to: seat });
  if (secrets.length > 0) {
    const drawn = shuffle(tx.state.rng, tx.state.decks.secretObjectives);
    tx.emit({ type: "ti4SecretDeckShuffled", secretObjectives: drawn.value, rng: drawn.rng });
  }
  // Notes of other colours, in hand ("note@owner") or face up in the play area, go back to their owners.
  for (const held of notes) {
    const [note, owner] = held.split("@");
    if (note && owner !== undefined)
      tx.emit({ type: "ti4PromissoryNoteReturned", seat, note, owner: Number(owner) });
  }
  for (const ref of area)
    if (ref.owner !== seat)
      tx.emit({ type: "ti4PromissoryNoteReturned", seat, note: ref.note, owner: ref.owner });
  // Support for the Throne [recalled: the owner's elimination takes the point back, as an activation of
  // their system does]: whoever holds the eliminated player's note loses its point; the note leaves the game.
  for (const other of tx.state.players)
    if (
      other.seat !== seat &&
      (other.promissoryPlayArea ?? []).some((n) => n.note === "support_for_the_throne" && n.owner === seat)
    )
      tx.emit({
        type: "ti4VictoryPointsGained",
        seat: other.seat,
        points: -1,
        reason: "support for the throne",
      });
  for (const law of tx.state.laws ?? [])
    if (law.owner === seat) tx.emit({ type: "ti4LawRepealed", agenda: law.agenda });
  if (tx.state.speaker === seat) {
    const n = tx.state.players.length;
    for (let i = 1; i < n; i++) {
      const left = (seat + i) % n;
      if (!tx.state.players[left]?.eliminated) {
        tx.emit({ type: "ti4SpeakerPassed", seat: left });
        break;
      }
    }
  }
}

function eliminate(tx: Ti4Tx, seat: Seat): void {
  const top = tx.state.stack.at(-1);
  // The turn goes on from the eliminated player's place in the order, as it stood before.
  const turn = top?.kind === "ti4ActionPhase" && top.current === seat ? nextTurn(tx.state, seat) : undefined;
  clearBoard(tx, seat);
  clearCards(tx, seat);
  tx.emit({ type: "ti4PlayerEliminated", seat });
  if (top?.kind !== "ti4ActionPhase" || turn === undefined) return;
  if (turn === null || turn === seat) tx.emit({ type: "ti4FrameUpdated", frame: { ...top, acted: true } });
  else {
    tx.emit({ type: "ti4FrameUpdated", frame: { kind: "ti4ActionPhase", current: turn, acted: false } });
    tx.emit({ type: "ti4TurnBegan", seat: turn });
  }
}

function eliminationCheck(tx: Ti4Tx): boolean {
  const { state } = tx;
  if (state.phase === "setup" || state.phase === "finished") return false;
  if (!BETWEEN_ACTIONS.has(state.stack.at(-1)?.kind ?? "")) return false;
  const out = state.players.find((p) => mustBeEliminated(state, p.seat));
  if (!out) return false;
  eliminate(tx, out.seat);
  const left = tx.state.players.filter((p) => !p.eliminated);
  // Nobody left to play against: the last player standing wins (LRR 98.4's order if somehow none is); in
  // the Alliance variant, the last pair of allies standing wins together.
  const first = left[0]?.seat ?? leaderOnPoints(tx.state);
  const side = winnersWith(tx.state, first);
  if (left.every((p) => side.includes(p.seat))) tx.emit({ type: "ti4GameWon", seats: side });
  return true;
}

export const TI4_ELIMINATION: KernelModule<Ti4> = {
  id: "elimination",
  standing: [eliminationCheck],
  events: {
    ti4PlayerEliminated(draft: Ti4State, e: { seat: Seat }) {
      const player = draft.players[e.seat];
      if (!player) throw new Error(`no seat ${e.seat} in this game`);
      player.eliminated = true;
      player.passed = true;
      // LRR 33.5: strategy cards back to the common area.
      for (const held of player.strategyCards) draft.strategyPool.push({ card: held.card, tradeGoods: 0 });
      player.strategyCards = [];
      // LRR 33.6: the notes of their colour leave the game, wherever they are.
      player.secret.promissoryNotes = [];
      delete player.promissoryPlayArea;
      delete player.secret.objectiveMoments;
      for (const other of draft.players) {
        other.secret.promissoryNotes = other.secret.promissoryNotes.filter((n) => !n.endsWith(`@${e.seat}`));
        const area = (other.promissoryPlayArea ?? []).filter((n) => n.owner !== e.seat);
        if (area.length > 0) other.promissoryPlayArea = area;
        else delete other.promissoryPlayArea;
      }
    },
  },
};
