/**
 * The Yin alliance card (TE "Alliance Reference Cards", Codex III's Brother Omar): it stands in for a green
 * prerequisite, and its holder, researching a technology another player owns, may return 1 infantry to
 * reinforcements to skip its prerequisites (LRR 90.8).
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { type Game, researcher, step } from "../../../../support/allianceResearch.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

/** The Technology card's primary begun for its holder; `card`: the Yin card placed; `others` owned by the next seat. */
function researching(card: boolean, others: string[] = []): { game: Game; seat: number } {
  const { game, seat } = researcher((s, at) => {
    const p = s.players[at];
    if (p && card) p.allianceCards = ["yin"];
    const next = s.players[(at + 1) % s.players.length];
    if (next) next.technologies = others as never;
  });
  return { game: step(game, { type: "strategicAction", seat, card: "technology" }), seat };
}

/** A planet of `seat` with an infantry of theirs on it. */
function infantryPlanet(state: Ti4State, seat: number): { position: string; planet: Ti4PlanetId } {
  for (const [position, system] of Object.entries(state.board))
    for (const planet of Object.keys(system.planets) as Ti4PlanetId[])
      if ((unitsIn(system, seat, planet).infantry ?? 0) > 0) return { position, planet };
  throw new Error(`seat ${seat} has no infantry on a planet`);
}

function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

describe("TE alliance card: Yin (a green prerequisite; an infantry skips prerequisites)", () => {
  it("stands in for one green prerequisite for its holder, for nobody else", () => {
    const held = researching(true);
    const done = step(held.game, { type: "research", seat: held.seat, technology: "dxa" });
    expect(done.state.players[held.seat]?.technologies).toEqual(["dxa"]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    const bare = researching(false);
    expect(refusal(bare.game.state, { type: "research", seat: bare.seat, technology: "dxa" })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
  });

  it("returns an infantry to skip every prerequisite of a technology another player owns; the log replays", () => {
    const { game, seat } = researching(true, ["hm"]);
    const at = infantryPlanet(game.state, seat);
    const before = unitsIn(game.state.board[at.position], seat, at.planet).infantry ?? 0;
    expect(refusal(game.state, { type: "research", seat, technology: "hm" })?.[0]).toBe(
      "ERR_TI4_PREREQUISITES",
    );
    const done = step(game, { type: "research", seat, technology: "hm", infantryReturned: at });
    expect(done.state.players[seat]?.technologies).toEqual(["hm"]);
    expect(unitsIn(done.state.board[at.position], seat, at.planet).infantry ?? 0).toBe(before - 1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses the infantry without the card, for a technology nobody else owns, and where none stands", () => {
    const bare = researching(false, ["hm"]);
    const at = infantryPlanet(bare.game.state, bare.seat);
    const research = (seat: number, technology: "hm" | "x89", where = at): Ti4Command => ({
      type: "research",
      seat,
      technology,
      infantryReturned: where,
    });
    expect(refusal(bare.game.state, research(bare.seat, "hm"))?.[0]).toBe("ERR_TI4_NO_INFANTRY_SKIP");
    const held = researching(true, ["hm"]);
    expect(refusal(held.game.state, research(held.seat, "x89"))?.[0]).toBe("ERR_TI4_NOBODY_ELSE_OWNS");
    const empty = { position: at.position, planet: "mecatolrex" as Ti4PlanetId };
    expect(refusal(held.game.state, research(held.seat, "hm", empty))?.[0]).toBe("ERR_TI4_NO_INFANTRY_THERE");
  });
});
