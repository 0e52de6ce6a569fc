/**
 * Anti-Intellectual Revolution (agenda/revolution.ts): For, a researcher destroys 1 of their ships other
 * than a fighter; Against, each player exhausts 1 planet per technology they own as the next strategy phase
 * begins. Each applied, a refusal, and the log replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4AgendaId, Ti4PlanetId, Ti4TechnologyId } from "../../../src/content/ti4/index.ts";
import { TI4_AGENDAS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/agenda/effects.ts";
import { shipsToLose } from "../../../src/engine/ti4/agenda/revolution.ts";
import { forcesIn } from "../../../src/engine/ti4/board/forces.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { agendaPhase, apply, decide, refusal, replays } from "../../support/ti4Agenda.ts";

const SECOND: Ti4AgendaId = "conscription";

function shipsOf(state: Ti4State, seat: number, position: string, ship: "destroyer"): number {
  return forcesIn(state.board[position]).find((f) => f.seat === seat)?.units[ship] ?? 0;
}

describe("Anti-Intellectual Revolution, For", () => {
  it("makes a player who researches destroy 1 of their ships other than a fighter", () => {
    expect(TI4_AGENDAS_NOT_YET_CARRIED_OUT).not.toContain("revolution");
    const start = agendaPhase(["conventions", SECOND], (state) => {
      state.laws = [{ agenda: "revolution", elected: null, owner: null }];
      state.stack.push({ kind: "ti4Research", seat: 1, cost: 0, optional: true, reason: "a test" });
    });
    const owned = start.state.players[1]?.technologies ?? [];
    const tech = (["amd", "sdn", "nm", "ps"] as Ti4TechnologyId[]).find((t) => !owned.includes(t));
    const researched = apply(start, { type: "research", seat: 1, technology: tech as Ti4TechnologyId });
    expect(researched.state.stack.at(-1)).toEqual({ kind: "ti4RevolutionShip", seat: 1 });
    const [at] = shipsToLose(researched.state, 1);
    if (!at) throw new Error("the seat starts with ships");
    const ship = at.ships[0] as "destroyer";
    const elsewhere = researched.state.players[2]?.home as string;
    expect(
      refusal(researched, { type: "loseShipToRevolution", seat: 1, position: elsewhere, ship: "warSun" }),
    ).toEqual(["ERR_TI4_REVOLUTION_SHIP", "Anti-Intellectual Revolution"]);
    const before = shipsOf(researched.state, 1, at.position, ship);
    const lost = apply(researched, { type: "loseShipToRevolution", seat: 1, position: at.position, ship });
    expect(shipsOf(lost.state, 1, at.position, ship)).toBe(before - 1);
    expect(lost.state.stack.at(-1)?.kind).not.toBe("ti4RevolutionShip");
    replays(lost);
  });
});

describe("Anti-Intellectual Revolution, Against", () => {
  it("exhausts 1 planet per technology owned as the next strategy phase begins", () => {
    const start = agendaPhase(["revolution", SECOND], (state) => {
      const player = state.players[0] as Ti4State["players"][number];
      player.technologies = player.technologies.slice(0, 1);
      const [first] = Object.values(player.planets);
      player.planets.mecatolrex = { ...(first as NonNullable<typeof first>), exhausted: false };
    });
    const voted = decide(start, "against");
    expect(voted.state.laws ?? []).not.toContainEqual(expect.objectContaining({ agenda: "revolution" }));
    const next = decide(voted, "for");
    expect(next.state.phase).toBe("strategy");
    expect(next.state.stack.at(-1)).toMatchObject({ kind: "ti4RevolutionPlanets" });
    const top = next.state.stack.at(-1) as { waiting: number[] };
    expect(top.waiting).toContain(0);
    // Those owning as many technologies as they have planets exhaust them all.
    for (const player of next.state.players)
      if (!top.waiting.includes(player.seat))
        expect(Object.values(player.planets).every((card) => card.exhausted)).toBe(true);
    expect(refusal(next, { type: "exhaustForRevolution", seat: 0, planets: [] })).toEqual([
      "ERR_TI4_REVOLUTION_PLANETS",
      "Anti-Intellectual Revolution",
    ]);
    const planet: Ti4PlanetId = "mecatolrex";
    const done = apply(next, { type: "exhaustForRevolution", seat: 0, planets: [planet] });
    expect(done.state.players[0]?.planets.mecatolrex?.exhausted).toBe(true);
    expect(Object.values(done.state.players[0]?.planets ?? {}).filter((c) => c.exhausted)).toHaveLength(1);
    replays(done);
  });
});
