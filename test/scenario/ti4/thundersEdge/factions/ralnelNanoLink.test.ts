/**
 * Nano-Link Permit, the Ral Nel Consortium's promissory note (LRR 69; the card, content/ti4/
 * promissoryNotes.te.ts): once its holder has activated a system, they may move their structures from
 * adjacent systems holding none of their command tokens onto planets they control in the active system;
 * then it goes back to the Ral Nel. Position: the note scenario table (test/support/ti4Notes.ts) with the
 * Thunder's Edge box, seat 0 the Ral Nel, seat 1 holding the note and activating its home system.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { countUnits, unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { planetsAt, ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { TE_NANO_LINK } from "../../../../../src/engine/ti4/factions/ralnelNanoLink.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { noteHeld } from "../../../../support/ti4Notes.ts";
import {
  CTX,
  type Game,
  noteWindowFor,
  player,
  playInNoteWindow,
  replayed,
  step,
} from "../../../../support/ti4Trade.ts";

/** The sentence a refused command gets; the state is left as it was. */
function refusedWith(state: Ti4State, command: Ti4Command): string | null {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  expect(state).toEqual(before);
  return result.ok ? null : result.error.message;
}

type Boxes = Ti4State["config"]["boxes"];

/** The boxes a game plays (fixed at creation; a test edits them to set its table). */
function boxes(draft: Ti4State, list: Boxes): void {
  (draft.config as { boxes: Boxes }).boxes = list;
}

interface Scene {
  game: Game;
  home: string;
  homePlanet: Ti4PlanetId;
  next: string;
  nextPlanet: Ti4PlanetId;
}

/**
 * Seat 1 (holding the note, on its turn, in a game with Thunder's Edge) has a PDS and a space dock on a
 * planet of a system next to its home, which holds no token of theirs.
 */
function scene(edit: (draft: Ti4State, s: Omit<Scene, "game">) => void = () => {}): Scene {
  const found: Partial<Omit<Scene, "game">> = {};
  const game = noteHeld("ralnel", "nanolink", (draft) => {
    boxes(draft, [...draft.config.boxes.filter((b) => b !== "te"), "te"]);
    const home = player(draft, 1).home as string;
    const homePlanet = planetsAt(draft, home).find((p) => player(draft, 1).planets[p]) as Ti4PlanetId;
    const next = ti4Neighbours(draft, home).find(
      (p) => planetsAt(draft, p).length > 0 && !draft.board[p]?.commandTokens.length,
    ) as string;
    const nextPlanet = planetsAt(draft, next)[0] as Ti4PlanetId;
    const board = draft.board[next] ?? { space: [], planets: {}, commandTokens: [] };
    board.planets[nextPlanet] = [{ seat: 1, units: { pds: 1, spaceDock: 1 } }];
    draft.board[next] = board;
    // The home planet has room for a space dock only if it has none: take any away.
    const there = draft.board[home]?.planets[homePlanet] ?? [];
    for (const force of there)
      if (force.seat === 1) {
        delete force.units.spaceDock;
        delete force.units.pds;
      }
    Object.assign(found, { home, homePlanet, next, nextPlanet });
    edit(draft, found as Omit<Scene, "game">);
  });
  return { game, ...(found as Omit<Scene, "game">) };
}

describe("TE faction: the Ral Nel's Nano-Link Permit (LRR 69)", () => {
  it("after its holder activates a system, their structures move in from an adjacent system; it goes back; replays", () => {
    const s = scene();
    let game = step(s.game, { type: "tacticalAction", seat: 1, system: s.home });
    expect(noteWindowFor(game.state, 1)).toBe(true);
    game = playInNoteWindow(game, 1, "nanolink", 0);
    // LRR 69.3: back in the Ral Nel's hand as it is played.
    expect(player(game.state, 0).secret.promissoryNotes).toContain("nanolink");
    expect(player(game.state, 1).secret.promissoryNotes).not.toContain("nanolink@0");
    const asked = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "nanoLinkMove");
    expect(asked?.choices).toEqual([
      `${s.nextPlanet}:pds:${s.homePlanet}`,
      `${s.nextPlanet}:spaceDock:${s.homePlanet}`,
    ]);
    game = step(game, {
      type: "nanoLinkMove",
      seat: 1,
      from: s.nextPlanet,
      unit: "spaceDock",
      to: s.homePlanet,
    });
    game = step(game, { type: "nanoLinkMove", seat: 1, from: s.nextPlanet, unit: "pds", to: s.homePlanet });
    expect(countUnits(unitsIn(game.state.board[s.next], 1, s.nextPlanet))).toBe(0);
    expect(unitsIn(game.state.board[s.home], 1, s.homePlanet)).toMatchObject({ pds: 1, spaceDock: 1 });
    // Nothing left to move: only "done" is asked, and it hands the tactical action back.
    expect(pendingDecisions<Ti4>(game.state).map((d) => d.kind)).toEqual(["nanoLinkDone"]);
    game = step(game, { type: "nanoLinkDone", seat: 1 });
    expect(game.state.stack.some((f) => f.kind === "teNanoLink")).toBe(false);
    expect(game.state.stack.some((f) => f.kind === "ti4Tactical")).toBe(true);
    expect(replayed(game)).toEqual(game.state);
  });

  it("refuses a structure from a system holding the holder's token and onto a planet not theirs; nothing changes", () => {
    const s = scene();
    let game = step(s.game, { type: "tacticalAction", seat: 1, system: s.home });
    game = playInNoteWindow(game, 1, "nanolink", 0);
    const notTheirs = planetsAt(game.state, s.next)[0] as Ti4PlanetId;
    expect(
      refusedWith(game.state, {
        type: "nanoLinkMove",
        seat: 1,
        from: s.nextPlanet,
        unit: "pds",
        to: notTheirs,
      }),
    ).toMatch(/Nano-Link Permit moves your structure/);
    // A structure in a system holding their token: nothing is left to move, so the game refuses it as not
    // asked; the note's own check refuses it with its rule, emitting nothing.
    const tokened = structuredClone(game.state);
    tokened.board[s.next]?.commandTokens.push(1);
    const fromTokened: Ti4Command = {
      type: "nanoLinkMove",
      seat: 1,
      from: s.nextPlanet,
      unit: "pds",
      to: s.homePlanet,
    };
    expect(refusedWith(tokened, fromTokened)).toMatch(/Not now/);
    const tx = beginTx<Ti4>(tokened, CTX);
    const refused = TE_NANO_LINK.commands?.nanoLinkMove?.(tx, fromTokened as never);
    expect(refused).toMatchObject({ code: "ERR_TI4_NANO_LINK_MOVE", rule: "LRR 69" });
    expect(tx.events).toEqual([]);
    // Outside the note's play, the move is not asked for and is refused.
    expect(
      refusedWith(s.game.state, {
        type: "nanoLinkMove",
        seat: 1,
        from: s.nextPlanet,
        unit: "pds",
        to: s.homePlanet,
      }),
    ).toMatch(/Not now/);
  });

  it("is not offered with the holder's token in the adjacent system, nor without Thunder's Edge", () => {
    const tokened = scene((draft, found) => draft.board[found.next]?.commandTokens.push(1));
    const activated = step(tokened.game, { type: "tacticalAction", seat: 1, system: tokened.home });
    expect(activated.state.stack.some((f) => f.kind === "ti4NoteWindow")).toBe(false);
    const base = scene((draft) => {
      boxes(
        draft,
        draft.config.boxes.filter((b) => b !== "te"),
      );
    });
    const plain = step(base.game, { type: "tacticalAction", seat: 1, system: base.home });
    expect(plain.state.stack.some((f) => f.kind === "ti4NoteWindow")).toBe(false);
  });

  it("the bot declines the moves once the note is played, so the game goes on", () => {
    const s = scene();
    let game = step(s.game, { type: "tacticalAction", seat: 1, system: s.home });
    game = playInNoteWindow(game, 1, "nanolink", 0);
    const done = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "nanoLinkDone");
    expect(ti4Answers(game.state, done as never)).toEqual([{ type: "nanoLinkDone", seat: 1 }]);
  });
});
