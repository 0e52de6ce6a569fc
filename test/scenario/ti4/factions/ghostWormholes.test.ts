/**
 * The Creuss wormhole tokens (factions/ghostWormholes.ts): Wormhole Generator, an ACTION (LRR 22), and the
 * Creuss IFF, a promissory note played at the start of its holder's turn (LRR 69), each put or move a token
 * into a system with a planet its user controls or a non-home system without other players' ships; the token
 * is a wormhole of its type there (LRR 101), so systems with the same wormhole become adjacent (LRR 6.1).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { whileSteady } from "../../../../src/engine/kernel/steady.ts";
import { ti4Neighbours, wormholesAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { ti4SeatState } from "../../../../src/engine/ti4/view.ts";
import { answer, emptySystems, refusal } from "../../../support/ti4FactionBoard.ts";
import { HOME, learn, position, put, SEAT, tile } from "../../../support/ti4Tactical.ts";
import {
  actionPhase,
  edited,
  giveNote,
  player,
  replayed,
  setFaction,
  startTurnOf,
  step,
  refusal as tradeRefusal,
  waiting,
} from "../../../support/ti4Trade.ts";

function creussTurn(
  faction: "ghost" | "l1z1x" = "ghost",
  owned = true,
  edit: (s: Ti4State) => void = () => {},
) {
  return position((s) => {
    (s.players[SEAT] as Ti4State["players"][number]).faction = faction;
    if (owned) learn(s, "wg");
    edit(s);
  });
}

/** A non-home system without units, far from the active home. */
function open(s: Ti4State): string {
  return emptySystems(s).find((p) => p !== HOME && !s.players.some((pl) => pl.home === p)) as string;
}

describe("Wormhole Generator (Creuss technology, ACTION)", () => {
  it("is a component action: exhausted, it puts a token that is a wormhole of its system (LRR 22, 101)", () => {
    const s = creussTurn();
    const at = open(s);
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "wormholeGenerator");
    expect(offered?.choices).toContain(at);
    expect(offered?.choices).toContain(HOME);
    // A far system with an alpha wormhole tile (Lodor) becomes adjacent to the token's system.
    const lodor = emptySystems(s).find((p) => p !== at && !ti4Neighbours(s, at).includes(p)) as string;
    tile(s, lodor, "26");
    expect(ti4Neighbours(s, at)).not.toContain(lodor);
    const done = answer(s, { type: "wormholeGenerator", seat: SEAT, token: "alpha", system: at });
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "wg" });
    expect(done.state.creussWormholes).toEqual({ alpha: at });
    expect(wormholesAt(done.state, at)).toEqual(["alpha"]);
    expect(ti4Neighbours(done.state, at)).toContain(lodor);
    // The action is the turn's: the next player's turn follows.
    expect(done.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase" });
    expect(done.state.stack.at(-1)).not.toMatchObject({ current: SEAT });
  });

  it("moves a token already on the board; a read remembered before the move is not kept after it", () => {
    const s = creussTurn();
    const [from, to] = [open(s), HOME];
    s.creussWormholes = { beta: from };
    whileSteady(() => {
      expect(wormholesAt(s, from)).toEqual(["beta"]);
      const moved = answer(s, { type: "wormholeGenerator", seat: SEAT, token: "beta", system: to });
      expect(wormholesAt(moved.state, from)).toEqual([]);
      expect(wormholesAt(moved.state, to)).toContain("beta");
    });
  });

  it("refuses another player's home, a system with other players' ships, and the token's own system", () => {
    const s = creussTurn();
    const other = s.players.find((p) => p.seat !== SEAT)?.home as string;
    expect(refusal(s, { type: "wormholeGenerator", seat: SEAT, token: "alpha", system: other })).toEqual([
      "ERR_TI4_CREUSS_WORMHOLE_PLACE",
      "LRR 22",
    ]);
    const guarded = open(s);
    put(s, guarded, { destroyer: 1 }, (SEAT + 1) % s.players.length);
    expect(refusal(s, { type: "wormholeGenerator", seat: SEAT, token: "alpha", system: guarded })).toEqual([
      "ERR_TI4_CREUSS_WORMHOLE_PLACE",
      "LRR 22",
    ]);
    s.creussWormholes = { gamma: HOME };
    expect(refusal(s, { type: "wormholeGenerator", seat: SEAT, token: "gamma", system: HOME })).toEqual([
      "ERR_TI4_CREUSS_WORMHOLE_THERE",
      "LRR 22",
    ]);
  });

  it("is offered to nobody else, nor once exhausted", () => {
    const kinds = (state: Ti4State) => pendingDecisions<Ti4>(state).map((d) => d.kind);
    expect(kinds(creussTurn("l1z1x"))).not.toContain("wormholeGenerator");
    expect(kinds(creussTurn("ghost", false))).not.toContain("wormholeGenerator");
    const spent = creussTurn("ghost", true, (s) => {
      (s.players[SEAT] as Ti4State["players"][number]).exhaustedTechnologies = ["wg"];
    });
    expect(kinds(spent)).not.toContain("wormholeGenerator");
    expect(refusal(spent, { type: "wormholeGenerator", seat: SEAT, token: "alpha", system: HOME })).toEqual([
      "ERR_NOT_NOW",
      "Mecatol",
    ]);
  });

  it("is answered by the bot from its own view: a token not yet placed, into its home system", () => {
    const s = creussTurn();
    s.creussWormholes = { alpha: open(s) };
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "wormholeGenerator");
    if (!offered) throw new Error("not offered");
    expect(ti4Answers(ti4SeatState(s, SEAT), offered)[0]).toEqual({
      type: "wormholeGenerator",
      seat: SEAT,
      token: "beta",
      system: HOME,
    });
  });
});

describe("Creuss IFF (Creuss promissory note)", () => {
  const held = () =>
    edited(actionPhase(), (draft) => {
      setFaction(draft, 0, "ghost");
      giveNote(draft, 0, "iff", 1);
    });

  it("at the start of its holder's turn: a token put where the holder chooses, then the note goes back (LRR 69.3)", () => {
    let game = startTurnOf(held(), 1);
    expect(waiting(game.state)).toEqual([
      { seat: 1, kind: "playPromissoryNote" },
      { seat: 1, kind: "passPromissoryNote" },
    ]);
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "iff", owner: 0 });
    expect(waiting(game.state)).toEqual([{ seat: 1, kind: "placeCreussWormhole" }]);
    expect(player(game.state, 0).secret.promissoryNotes).toContain("iff");
    const home = player(game.state, 1).home as string;
    game = step(game, { type: "placeCreussWormhole", seat: 1, token: "gamma", system: home });
    expect(game.state.creussWormholes).toEqual({ gamma: home });
    expect(wormholesAt(game.state, home)).toContain("gamma");
    expect(waiting(game.state).some((w) => w.seat === 1 && w.kind === "tacticalAction")).toBe(true);
    expect(replayed(game)).toEqual(game.state);
  });

  it("refuses the Creuss home system for the holder, leaving the state as it was", () => {
    let game = startTurnOf(held(), 1);
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "iff", owner: 0 });
    const before = structuredClone(game.state);
    const creussHome = player(game.state, 0).home as string;
    expect(
      tradeRefusal(game.state, { type: "placeCreussWormhole", seat: 1, token: "alpha", system: creussHome }),
    ).toEqual(["ERR_TI4_CREUSS_WORMHOLE_PLACE", "LRR 69"]);
    expect(game.state).toEqual(before);
  });

  it("is answered by the bot: played, and the token put in the holder's home system", () => {
    let game = startTurnOf(held(), 1);
    const play = pendingDecisions<Ti4>(game.state).find((d) => d.kind === "playPromissoryNote");
    if (!play) throw new Error("not offered");
    expect(ti4Answers(ti4SeatState(game.state, 1), play)[0]).toMatchObject({ note: "iff", owner: 0 });
    game = step(game, { type: "playPromissoryNote", seat: 1, note: "iff", owner: 0 });
    const ask = pendingDecisions<Ti4>(game.state)[0];
    if (!ask) throw new Error("not asked");
    expect(ti4Answers(ti4SeatState(game.state, 1), ask)[0]).toEqual({
      type: "placeCreussWormhole",
      seat: 1,
      token: "alpha",
      system: player(game.state, 1).home,
    });
  });
});
