/**
 * TE Galactic Events: Zealous Orthodoxy. The first player to have scored 2 secret objectives gains 1 victory
 * point, and every other player places that player's faction's alliance card in their play area (TE "Alliance
 * Reference Cards"); it happens once. The card's "Alliance" promissory note is a Prophecy of Kings note, which
 * Mecatol does not deal.
 */
import { describe, expect, it } from "vitest";
import { checkTi4Settings } from "../../../../../src/app/ti4/lobby.ts";
import { ti4AllianceCardOf } from "../../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { initiativeOrder } from "../../../../../src/engine/ti4/round/initiative.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { allianceCardsOf } from "../../../../../src/engine/ti4/thundersEdge/allianceCards.ts";
import { scorer, send, toStatusPhase } from "../../../../support/ti4Status.ts";

/** Five dreadnoughts in `player`'s home space (Gather a Mighty Fleet is met). */
function fleet(s: Ti4State, player: Ti4PlayerState): void {
  const system = s.board[player.home as string];
  system?.space.push({ seat: player.seat, units: { dreadnought: 5 } });
}

/**
 * The status phase of a Thunder's Edge game of three: the first two scorers have each scored one secret
 * ("Destroy Their Greatest Ship") and hold Gather a Mighty Fleet, met.
 */
function scoring(events: Ti4State["galacticEvents"] = ["zealous_orthodoxy"]) {
  return toStatusPhase(3, (s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    s.galacticEvents = events;
    for (const seat of initiativeOrder(s).slice(0, 2)) {
      const player = s.players[seat] as Ti4PlayerState;
      player.scoredObjectives = ["dtgs"];
      player.vp = 1;
      player.secret.secretObjectives = ["gamf"];
      fleet(s, player);
    }
  });
}

describe("TE Galactic Events: Zealous Orthodoxy", () => {
  it("gives the first to score 2 secrets a point, and their alliance card to every other player; the log replays", () => {
    const at = scoring();
    const seat = scorer(at.state);
    const done = send(at, { type: "scoreObjective", seat, objective: "gamf" });
    expect(done.state.players[seat]?.vp).toBe(3);
    expect(done.state.zealousOrthodoxy).toBe(seat);
    const card = ti4AllianceCardOf(done.state.players[seat]?.faction as never).id;
    for (const player of done.state.players)
      expect(allianceCardsOf(done.state, player.seat)).toEqual(player.seat === seat ? [] : [card]);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("happens once: the next player to reach 2 secrets gains only the secret's point", () => {
    const at = scoring();
    const first = scorer(at.state);
    const scored = send(at, { type: "scoreObjective", seat: first, objective: "gamf" });
    const one = send(scored, { type: "endScoring", seat: first });
    const second = scorer(one.state);
    const two = send(one, { type: "scoreObjective", seat: second, objective: "gamf" });
    expect(two.state.players[second]?.vp).toBe(2);
    expect(two.state.zealousOrthodoxy).toBe(first);
    expect(allianceCardsOf(two.state, first)).toEqual([]);
    expect(replayLog<Ti4>(two.events)).toEqual(two.state);
  });

  it("does nothing when the event is not in play", () => {
    const at = scoring([]);
    const seat = scorer(at.state);
    const done = send(at, { type: "scoreObjective", seat, objective: "gamf" });
    expect(done.state.players[seat]?.vp).toBe(2);
    expect(done.state.zealousOrthodoxy).toBeUndefined();
    expect(done.state.players.every((p) => p.allianceCards === undefined)).toBe(true);
  });

  it("is played: a table may choose it at creation", () => {
    expect(checkTi4Settings({ boxes: ["base", "te"], galacticEvents: ["zealous_orthodoxy"] })).toBeNull();
  });
});
