/**
 * TE "Expansion Integration": with Thunder's Edge, Codex I's five reworded faction notes replace the printed
 * ones (thundersEdge/codexNotes.ts, transactions/noteTable.ts `noteRulesOf`). Greyfire Mutagen Ω is played as
 * a ground combat begins; Cybernetic Enhancements Ω as command tokens are gained in the status phase; Stymie
 * Ω, War Funding Ω and Acquiescence Ω are refused with their reason. A game without the box keeps the printed
 * cards. Each case is played from a real position, replayed from the log, and answered by the bot.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { giveFaction } from "../../../../support/ti4GiveFaction.ts";
import { botUntil, endAllScoring, send, toStatusPhase } from "../../../../support/ti4Status.ts";
import { position, put, SEAT } from "../../../../support/ti4Tactical.ts";
import {
  actionPhase,
  edited,
  type Game,
  giveNote,
  noteWindowFor,
  player,
  refusal,
  refusalText,
  replayed,
  setFaction,
  step,
  turnOf,
} from "../../../../support/ti4Trade.ts";

const YIN = 1;
const WELLON = "wellon" as Ti4PlanetId;

function withTe(s: Ti4State): void {
  s.config = { ...s.config, boxes: [...s.config.boxes, "te"] };
}

/**
 * Seat 3 holds the Yin's Greyfire Mutagen and lands 2 infantry on Wellon in 311, held by seat 0 (not the
 * Yin) with 2 infantry; the game runs to the start of the ground combat.
 */
function landing(te: boolean): Game {
  const s = position((s) => {
    if (te) withTe(s);
    giveFaction(s, YIN, "yin");
    giveNote(s, YIN, "greyfire", SEAT);
    s.board["311"] = { space: [], planets: { wellon: [] }, commandTokens: [] };
    player(s, 0).planets.wellon = { exhausted: false };
    put(s, "311", { infantry: 2 }, 0, "wellon");
    put(s, "311", { carrier: 1, infantry: 2 });
  });
  let game = edited({ state: s, events: [] }, () => {});
  game = step(game, { type: "tacticalAction", seat: SEAT, system: "311" });
  // The printed card is offered as the system is activated; this walk keeps it.
  if (noteWindowFor(game.state, SEAT)) game = step(game, { type: "passPromissoryNote", seat: SEAT });
  while (pendingDecisions<Ti4>(game.state)[0]?.kind === "moveShips")
    game = step(game, { type: "moveShips", seat: SEAT, moves: [] });
  return step(game, {
    type: "commitGroundForces",
    seat: SEAT,
    landings: [{ planet: WELLON, infantry: 2 }],
  });
}

describe("Greyfire Mutagen \u03a9 (TE Expansion Integration; LRR 69)", () => {
  it("as the ground combat begins, 1 of the opponent's infantry is replaced by 1 of the holder's; replayed", () => {
    const game = landing(true);
    expect(noteWindowFor(game.state, SEAT)).toBe(true);
    expect(game.state.stack.at(-1)).toMatchObject({ moment: "groundCombatStarted", planet: WELLON });
    const window = pendingDecisions<Ti4>(game.state)[0];
    if (!window) throw new Error("no decision");
    expect(ti4Answers(game.state, window)[0]).toEqual({
      type: "playPromissoryNote",
      seat: SEAT,
      note: "greyfire",
      owner: YIN,
    });
    const played = step(game, { type: "playPromissoryNote", seat: SEAT, note: "greyfire", owner: YIN });
    const wellon = (s: Ti4State, seat: number) => unitsIn(s.board["311"], seat, WELLON).infantry ?? 0;
    const replaced = played.events.filter((e) => e.type === "ti4UnitsRemoved" || e.type === "ti4UnitsPlaced");
    expect(replaced.slice(0, 2)).toMatchObject([
      { type: "ti4UnitsRemoved", seat: 0, units: { infantry: 1 }, reason: "returned" },
      { type: "ti4UnitsPlaced", seat: SEAT, units: { infantry: 1 } },
    ]);
    // LRR 69.3: back with the Yin at once.
    expect(player(played.state, YIN).secret.promissoryNotes).toContain("greyfire");
    expect(wellon(played.state, 0) + wellon(played.state, SEAT)).toBeLessThanOrEqual(4);
    expect(replayed(played)).toEqual(played.state);
  });

  it("in a game without Thunder's Edge the printed card is played at the activation instead, never here", () => {
    const game = landing(false);
    expect(
      game.state.stack.some((f) => f.kind === "ti4NoteWindow" && f.moment === "groundCombatStarted"),
    ).toBe(false);
  });

  it("in a Thunder's Edge game, the printed card's moment is gone: no window as the system is activated", () => {
    const s = position((s) => {
      withTe(s);
      giveFaction(s, YIN, "yin");
      giveNote(s, YIN, "greyfire", SEAT);
      s.board["311"] = { space: [], planets: { wellon: [] }, commandTokens: [] };
      put(s, "311", { infantry: 2 }, YIN, "wellon");
      put(s, "311", { carrier: 1, infantry: 2 });
    });
    const game = step({ state: s, events: [] }, { type: "tacticalAction", seat: SEAT, system: "311" });
    expect(game.state.stack.some((f) => f.kind === "ti4NoteWindow")).toBe(false);
  });
});

describe("Stymie \u03a9, War Funding \u03a9, Acquiescence \u03a9 (TE Expansion Integration): not carried out yet", () => {
  it("refused with the reason in a Thunder's Edge game, the state unchanged; the printed Stymie stays an action without the box", () => {
    const table = (te: boolean) =>
      edited(actionPhase(), (draft) => {
        if (te) withTe(draft);
        turnOf(draft, 1);
        setFaction(draft, 0, "arborec");
        setFaction(draft, 2, "mentak");
        giveNote(draft, 0, "stymie", 1);
        // Another ACTION note in hand, so that the command is open and the refusal says why.
        giveNote(draft, 2, "pop", 1);
      });
    const actionNotes = (state: Ti4State) =>
      pendingDecisions<Ti4>(state).find((d) => d.kind === "playPromissoryNote")?.choices ?? [];
    const te = table(true);
    expect(refusal(te.state, { type: "playPromissoryNote", seat: 1, note: "stymie", owner: 0 })).toEqual([
      "ERR_TI4_NOTE_NOT_BUILT",
      "TE Expansion Integration",
    ]);
    expect(
      refusalText(te.state, { type: "playPromissoryNote", seat: 1, note: "stymie", owner: 0 }),
    ).toContain("Stymie \u03a9");
    // Not offered as an action either; the printed Stymie is, without the box.
    expect(actionNotes(te.state)).toEqual(["pop@2"]);
    expect(actionNotes(table(false).state)).toEqual(expect.arrayContaining(["stymie@0", "pop@2"]));
  });
});

describe("Cybernetic Enhancements \u03a9 (TE Expansion Integration; LRR 81.5)", () => {
  const L1Z1X = 0;
  const HOLDER = 1;
  /** Every seat has passed; seat 1 holds the L1Z1X's note; the status phase runs to its token step. */
  function toTokens(te: boolean) {
    const scoring = toStatusPhase(3, (s) => {
      if (te) withTe(s);
      setFaction(s, L1Z1X, "l1z1x");
      if (player(s, 2).faction === "l1z1x") setFaction(s, 2, "hacan");
      giveNote(s, L1Z1X, "ce", HOLDER);
    });
    return botUntil(endAllScoring(scoring), (s) =>
      s.stack.some((f) => f.kind === "ti4NoteWindow" || f.kind === "ti4CommandTokens"),
    );
  }

  it("played as command tokens are gained in the status phase: 1 more token, then back to the L1Z1X; replayed", () => {
    const at = toTokens(true);
    expect(at.state.stack.at(-1)).toMatchObject({
      kind: "ti4NoteWindow",
      moment: "statusCommandTokensGained",
    });
    expect(noteWindowFor(at.state, HOLDER)).toBe(true);
    const window = pendingDecisions<Ti4>(at.state)[0];
    if (!window) throw new Error("no decision");
    expect(ti4Answers(at.state, window)[0]).toEqual({
      type: "playPromissoryNote",
      seat: HOLDER,
      note: "ce",
      owner: L1Z1X,
    });
    const before = player(at.state, HOLDER).tokens.tactic;
    const played = send(at, { type: "playPromissoryNote", seat: HOLDER, note: "ce", owner: L1Z1X });
    expect(player(played.state, HOLDER).tokens.tactic).toBe(before + 1);
    expect(player(played.state, L1Z1X).secret.promissoryNotes).toContain("ce");
    // The arrangement of the sheet follows, with the 2 tokens everyone gains.
    expect(played.state.stack.at(-1)?.kind).toBe("ti4CommandTokens");
    const [created, ...rest] = played.events;
    if (created?.type !== "gameCreated") throw new Error("no start");
    expect(replayLog<Ti4>([created, ...rest])).toEqual(played.state);
  });

  it("without Thunder's Edge the printed card keeps its own moment: no window in the status phase", () => {
    const at = toTokens(false);
    expect(at.state.stack.some((f) => f.kind === "ti4NoteWindow")).toBe(false);
  });
});
