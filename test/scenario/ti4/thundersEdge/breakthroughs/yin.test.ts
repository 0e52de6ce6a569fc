/**
 * TE "Breakthroughs and Synergy": Yin Ascendant (Yin Brotherhood). As it is gained, and each time its holder
 * scores a public objective, they take the alliance card of a random faction nobody plays (TE "Alliance
 * Reference Cards"; thundersEdge/breakthroughs/yin.ts, allianceDraws.ts), drawn with the game's seeded
 * generator. Which card comes is never named here: the draw is random, and the list of played abilities grows.
 */
import { describe, expect, it } from "vitest";
import { TI4_ALLIANCE_CARDS, type Ti4AllianceCardId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import { initiativeOrder } from "../../../../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { allianceCardsOf } from "../../../../../src/engine/ti4/thundersEdge/allianceCards.ts";
import { unplayedFactionCards } from "../../../../../src/engine/ti4/thundersEdge/allianceDraws.ts";
import { gainBreakthrough } from "../../../../../src/engine/ti4/thundersEdge/expeditionModule.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { run } from "../../../../support/ti4FactionBoard.ts";
import { CTX, scorer, send, toStatusPhase } from "../../../../support/ti4Status.ts";

type Drawn = Extract<Ti4Event, { type: "ti4AllianceCardDrawn" }>;
const draws = (events: readonly Ti4Event[]) =>
  events.filter((e): e is Drawn => e.type === "ti4AllianceCardDrawn");

/** The status phase of a Thunder's Edge game of three, its first scorer holding Yin Ascendant, "Develop Weaponry" revealed. */
function scoring(edit: (s: Ti4State) => void = () => {}) {
  return toStatusPhase(3, (s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    s.objectives = [{ id: "develop", scoredBy: [] }];
    const first = s.players[initiativeOrder(s)[0] as number] as Ti4PlayerState;
    first.breakthrough = "yinbt";
    first.technologies.push("dd2", "cv2");
    edit(s);
  });
}

describe("TE Breakthroughs and Synergy: Yin Ascendant (Yin Brotherhood)", () => {
  it("draws an unused faction's alliance card as it is gained, into the holder's play area; the log replays", () => {
    const at = eventGame(["yin", "sol", "xxcha"], [], 0);
    const pool = unplayedFactionCards(at.state);
    expect(pool).not.toContain("yin");
    expect(pool).not.toContain("sol");
    const done = run(at.state, (tx) => gainBreakthrough(tx, 0, "test"));
    const [drawn] = draws(done.events);
    expect(drawn?.rng).toBeDefined();
    expect(pool).toContain(drawn?.card);
    expect(done.state.players[0]?.allianceCards).toEqual([drawn?.card]);
    expect(allianceCardsOf(done.state, 1)).toEqual([]);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: at.state }, ...done.events])).toEqual(done.state);
    // The same seed draws the same card.
    expect(run(at.state, (tx) => gainBreakthrough(tx, 0, "test")).state.players[0]?.allianceCards).toEqual([
      drawn?.card,
    ]);
  });

  it("draws again each time its holder scores a public objective, never a card already held", () => {
    const at = scoring();
    const seat = scorer(at.state);
    const before = allianceCardsOf(at.state, seat);
    const done = send(at, { type: "scoreObjective", seat, objective: "develop" });
    const [drawn] = draws(done.events.slice(at.events.length));
    expect(drawn?.seat).toBe(seat);
    const card = drawn?.card as Ti4AllianceCardId;
    expect(before).not.toContain(card);
    expect(done.state.players.some((p) => p.faction === card)).toBe(false);
    expect(allianceCardsOf(done.state, seat)).toEqual([...before, card]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("gives nothing when every unused card is held already (the draw is logged empty)", () => {
    const at = scoring((s) => {
      const other = s.players.find((p) => p.breakthrough !== "yinbt") as Ti4PlayerState;
      other.allianceCards = TI4_ALLIANCE_CARDS.map((c) => c.id);
    });
    const seat = scorer(at.state);
    const done = send(at, { type: "scoreObjective", seat, objective: "develop" });
    expect(draws(done.events.slice(at.events.length))).toEqual([
      { type: "ti4AllianceCardDrawn", seat, card: null, reason: "Yin Ascendant" },
    ]);
    expect(done.state.players[seat]?.allianceCards).toBeUndefined();
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("leaves out the Firmament's flip side and the Keleres' shared card when they are played", () => {
    const at = eventGame(["yin", "firmament", "sol"], [], 0, (s) => {
      (s.players[2] as Ti4PlayerState).faction = "keleresm";
    });
    const pool = unplayedFactionCards(at.state);
    expect(pool).not.toContain("obsidian");
    expect(pool).not.toContain("firmament");
    expect(pool).not.toContain("keleres");
    expect(pool).toHaveLength(TI4_ALLIANCE_CARDS.length - 4);
  });

  it("is played where it acts: used as a component, it is refused saying so, state unchanged", () => {
    const at = eventGame(["yin", "sol", "xxcha"], [], 0, (s) => {
      (s.players[0] as Ti4PlayerState).breakthrough = "yinbt";
    });
    const before = structuredClone(at.state);
    const result = applyCommand<Ti4>(at.state, { type: "useBreakthrough", seat: 0 }, CTX);
    expect(result.ok ? null : [result.error.code, result.error.rule]).toEqual([
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      "TE Breakthroughs and Synergy",
    ]);
    expect(result.ok ? "" : result.error.message).toMatch(/alliance card of a random faction/);
    expect(at.state).toEqual(before);
  });
});
