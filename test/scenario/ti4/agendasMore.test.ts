/**
 * Base-game agendas added to the deck after the first set (agenda/moreAgendas.ts, lawOutcomes.ts; LRR 7):
 * Archived Secret, The Crown of Emphidia, Arms Reduction and Wormhole Reconstruction's Against. Each
 * outcome applied, a refusal, and the log replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4AgendaId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { ti4Faction } from "../../../src/content/ti4/index.ts";
import { beginTx } from "../../../src/engine/kernel/tx.ts";
import { TI4_AGENDAS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/agenda/effects.ts";
import { afterCombatEnded } from "../../../src/engine/ti4/agenda/moreAgendas.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { systemPositions, wormholesAt } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import {
  agendaPhase,
  apply,
  CTX,
  type Played,
  refusal,
  replays,
  vote,
  waiting,
} from "../../support/ti4Agenda.ts";

const SECOND: Ti4AgendaId = "conscription";

function decide(played: Played, outcome: string): Played {
  const abstained = vote(played, {});
  const top = abstained.state.stack.at(-1);
  if (top?.kind !== "ti4AgendaVote" || !top.tied) return abstained;
  return apply(abstained, { type: "chooseOutcome", seat: abstained.state.speaker, outcome });
}

describe("Archived Secret", () => {
  it("the elected player draws the top secret objective; only a player may be elected", () => {
    const start = agendaPhase(["secret", SECOND]);
    expect(TI4_AGENDAS_NOT_YET_CARRIED_OUT).not.toContain("secret");
    const top = start.state.decks.secretObjectives[0];
    const before = start.state.players[2]?.secret.secretObjectives.length ?? 0;
    const voter = start.state.stack.at(-1)?.kind === "ti4AgendaVote" ? start.state : null;
    expect(voter).not.toBeNull();
    const seat = (start.state.speaker + 1) % 4;
    expect(refusal(start, { type: "castVotes", seat, outcome: "7", planets: [] })).toEqual([
      "ERR_TI4_NOT_AN_OUTCOME",
      "LRR 8.8-8.11",
    ]);
    const played = decide(start, "2");
    expect(played.state.players[2]?.secret.secretObjectives).toHaveLength(before + 1);
    expect(played.state.players[2]?.secret.secretObjectives).toContain(top);
    replays(played);
  });
});

describe("The Crown of Emphidia", () => {
  it("gives its owner 1 point, which goes to whoever takes a planet of the owner's home system", () => {
    const played = decide(agendaPhase(["crown_of_emphidia", SECOND]), "0");
    expect(played.state.players[0]?.vp).toBe(1);
    expect(played.state.laws?.find((l) => l.agenda === "crown_of_emphidia")?.owner).toBe(0);
    // Another vote goes by: nobody took the home, the crown stays.
    const taken = structuredClone(played.state);
    const home = ti4Faction(taken.players[0]?.faction as string).homePlanets[0] as Ti4PlanetId;
    delete (taken.players[0] as Ti4State["players"][number]).planets[home];
    (taken.players[3] as Ti4State["players"][number]).planets[home] = { exhausted: true };
    const voter = taken.stack.at(-1)?.kind === "ti4AgendaVote" ? (taken.speaker + 1) % 4 : null;
    expect(voter).not.toBeNull();
    const next = apply(
      { state: taken, events: [{ type: "gameCreated", state: taken }] },
      { type: "abstain", seat: voter as number },
    );
    expect([next.state.players[0]?.vp, next.state.players[3]?.vp]).toEqual([0, 1]);
    expect(next.state.laws?.find((l) => l.agenda === "crown_of_emphidia")?.owner).toBe(3);
    replays(next);
  });
});

describe("Shard of the Throne", () => {
  it("gives its owner 1 point, which goes to whoever wins a combat against them", () => {
    const played = decide(agendaPhase(["shard_of_the_throne", SECOND]), "1");
    expect(played.state.players[1]?.vp).toBe(1);
    // A combat between seats 2 and 3: the shard stays.
    const tx = beginTx<Ti4>(played.state, CTX);
    afterCombatEnded(tx, 2, [2, 3]);
    expect(tx.events).toEqual([]);
    // Seat 2 wins a combat against the owner: the card and its point go to seat 2.
    afterCombatEnded(tx, 2, [2, 1]);
    afterCombatEnded(tx, null, [2, 3]);
    expect([tx.state.players[1]?.vp, tx.state.players[2]?.vp]).toEqual([0, 1]);
    expect(tx.state.laws?.find((l) => l.agenda === "shard_of_the_throne")?.owner).toBe(2);
    replays({ state: tx.state, events: [...played.events, ...(tx.events as Played["events"])] });
  });
});

describe("Arms Reduction", () => {
  /** Seat 1: 3 dreadnoughts in its home; seat 2: 3 dreadnoughts split over its home and Mecatol Rex. */
  const fleets = (s: Ti4State) => {
    const home1 = s.players[1]?.home as string;
    const home2 = s.players[2]?.home as string;
    for (const seat of [1, 2]) {
      const system = systemOn(s, s.players[seat]?.home as string);
      for (const f of system.space) if (f.seat === seat) f.units.dreadnought = 0;
    }
    addUnits(forcesAt(systemOn(s, home1)), 1, { dreadnought: 3 });
    addUnits(forcesAt(systemOn(s, home2)), 2, { dreadnought: 2 });
    addUnits(forcesAt(systemOn(s, "000")), 2, { dreadnought: 1 });
  };

  it("For: a player with every extra ship in one system loses it at once; others choose, all at once", () => {
    const played = decide(agendaPhase(["arms_reduction", SECOND], fleets), "for");
    const home1 = played.state.players[1]?.home as string;
    expect(unitsIn(played.state.board[home1], 1).dreadnought).toBe(2);
    expect(waiting(played.state)).toEqual([{ seat: 2, kind: "reduceArms" }]);
    const home2 = played.state.players[2]?.home as string;
    expect(
      refusal(played, {
        type: "reduceArms",
        seat: 2,
        ships: [{ position: "000", units: { dreadnought: 2 } }],
      }),
    ).toEqual(["ERR_TI4_ARMS_REDUCTION", "Arms Reduction"]);
    expect(
      refusal(played, { type: "reduceArms", seat: 2, ships: [{ position: home2, units: { cruiser: 1 } }] }),
    ).toEqual(["ERR_TI4_ARMS_REDUCTION", "Arms Reduction"]);
    const done = apply(played, {
      type: "reduceArms",
      seat: 2,
      ships: [{ position: "000", units: { dreadnought: 1 } }],
    });
    expect(unitsIn(done.state.board["000"], 2).dreadnought ?? 0).toBe(0);
    expect(unitsIn(done.state.board[home2], 2).dreadnought).toBe(2);
    expect(waiting(done.state).map((w) => w.kind)).not.toContain("reduceArms");
    replays(done);
  });

  it("Against: each planet with a technology specialty is exhausted as the next strategy phase begins", () => {
    const played = decide(agendaPhase(["arms_reduction", SECOND]), "against");
    const frame = played.state.stack.find((f) => f.kind === "ti4AgendaPhase");
    const later = frame?.kind === "ti4AgendaPhase" ? (frame.exhaustAtStrategyPhase ?? []) : [];
    expect(later.map((l) => l.seat)).toEqual([0, 1, 2, 3]);
    replays(played);
  });
});

describe("Wormhole Reconstruction", () => {
  it("Against: a command token in each wormhole system where a player has ships; For stays in play", () => {
    const withShips = (s: Ti4State) => {
      const at = systemPositions(s).find((p) => wormholesAt(s, p).length > 0) as string;
      expect(at).toBeDefined();
      addUnits(forcesAt(systemOn(s, at)), 1, { cruiser: 1 });
      return at;
    };
    let at = "";
    const played = decide(
      agendaPhase(["wormhole_recon", SECOND], (s) => {
        at = withShips(s);
      }),
      "against",
    );
    expect(played.state.board[at]?.commandTokens).toContain(1);
    replays(played);
    const passed = decide(agendaPhase(["wormhole_recon", SECOND]), "for");
    expect(passed.state.laws?.map((l) => l.agenda)).toContain("wormhole_recon");
  });
});

describe("Wormhole Research", () => {
  const ships = (s: Ti4State) => {
    const at = systemPositions(s).find((p) => wormholesAt(s, p).some((w) => w === "alpha" || w === "beta"));
    addUnits(forcesAt(systemOn(s, at as string)), 1, { cruiser: 2 });
    return at as string;
  };

  it("For: players with ships in a wormhole system may research 1 technology; then those ships are destroyed", () => {
    let at = "";
    const played = decide(
      agendaPhase(["wormhole_research", SECOND], (s) => {
        at = ships(s);
      }),
      "for",
    );
    expect(waiting(played.state)).toEqual([
      { seat: 1, kind: "research" },
      { seat: 1, kind: "declineResearch" },
    ]);
    expect(unitsIn(played.state.board[at], 1).cruiser).toBe(2);
    const done = apply(played, { type: "declineResearch", seat: 1 });
    expect(unitsIn(done.state.board[at], 1).cruiser ?? 0).toBe(0);
    replays(done);
  });

  it("Against: each voter Against returns 1 command token from the pool they choose", () => {
    const start = agendaPhase(["wormhole_research", SECOND]);
    const voter = (start.state.speaker + 1) % 4;
    const played = vote(start, { [voter]: "against" });
    expect(waiting(played.state)).toEqual([{ seat: voter, kind: "returnCommandToken" }]);
    const before = played.state.players[voter]?.tokens.strategy ?? 0;
    const emptied = structuredClone(played.state);
    (emptied.players[voter] as Ti4State["players"][number]).tokens.fleet = 0;
    expect(
      refusal({ state: emptied, events: [] }, { type: "returnCommandToken", seat: voter, pool: "fleet" }),
    ).toEqual(["ERR_TI4_POOL_EMPTY", "Wormhole Research"]);
    const done = apply(played, { type: "returnCommandToken", seat: voter, pool: "strategy" });
    expect(done.state.players[voter]?.tokens.strategy).toBe(before - 1);
    expect(waiting(done.state).map((w) => w.kind)).not.toContain("returnCommandToken");
    replays(done);
  });
});
