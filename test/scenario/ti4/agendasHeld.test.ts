/**
 * Base-game laws that grant a use later (agenda/researchTeams.ts, agenda/offices.ts; LRR 7): the four
 * Research Teams (a prerequisite of their colour ignored by exhausting the card, LRR 90.8), Imperial
 * Arbiter (strategy cards traded as the strategy phase ends, LRR 84), Minister of Peace (a turn ended once
 * a system holding another player's units is activated, LRR 89.1) and Minister of War (a token back and
 * another action, LRR 3). Each: it works, a refusal, and the log replayed.
 */
import { describe, expect, it } from "vitest";
import {
  TI4_AGENDAS,
  type Ti4AgendaId,
  type Ti4PlanetId,
  ti4Faction,
  ti4Planet,
} from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { rollD10 } from "../../../src/engine/rng.ts";
import { TI4_AGENDAS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/agenda/effects.ts";
import { addUnits, forcesAt, systemOn, unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import {
  positionOfPlanet,
  systemAt,
  systemPositions,
  ti4Neighbours,
} from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { agendaPhase, apply, type Played, refusal, replays, vote, waiting } from "../../support/ti4Agenda.ts";
import { actionPhase } from "../../support/ti4Tactical.ts";

const SECOND: Ti4AgendaId = "conscription";

function decide(played: Played, outcome: string): Played {
  const abstained = vote(played, {});
  const top = abstained.state.stack.at(-1);
  if (top?.kind !== "ti4AgendaVote" || !top.tied) return abstained;
  // "" stands for the first outcome offered.
  const chosen = outcome === "" ? (top.tied[0] as string) : outcome;
  return apply(abstained, { type: "chooseOutcome", seat: abstained.state.speaker, outcome: chosen });
}

/** A state edited by hand, as the start of a log. */
function from(state: Ti4State): Played {
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** Seat 1 takes a planet of `trait` on the board that nobody controls (a fresh game holds home planets only). */
function givePlanet(trait: "industrial" | "hazardous") {
  return (s: Ti4State) => {
    const held = new Set(s.players.flatMap((p) => Object.keys(p.planets)));
    const planet = systemPositions(s)
      .flatMap((position) => systemAt(s, position)?.planets ?? [])
      .find((p) => !held.has(p) && ti4Planet(p).traits.includes(trait));
    if (!planet) throw new Error(`no ${trait} planet on the board`);
    (s.players[1] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
  };
}

/** The base-game agendas carried out by this file's areas (two more of the brief's stay out: below). */
const TEN = [
  "redistribution",
  "artifact",
  "arbiter",
  "minister_peace",
  "minister_war",
  "rt_biotic",
  "rt_cybernetic",
  "rt_propulsion",
  "rt_warfare",
] as const;

describe("Research Team: Biotic", () => {
  it("is attached to an industrial planet; its controller exhausts it for 1 green prerequisite", () => {
    const start = agendaPhase(["rt_biotic", SECOND], givePlanet("industrial"));
    expect(TI4_AGENDAS_NOT_YET_CARRIED_OUT).not.toContain("rt_biotic");
    const top = start.state.stack.at(-1);
    const offered = top?.kind === "ti4AgendaVote" ? top : null;
    expect(offered).not.toBeNull();
    const elected = decide(start, "");
    const planet = elected.state.laws?.find((l) => l.agenda === "rt_biotic")?.elected as Ti4PlanetId;
    expect(planet).toBeTruthy();
    const seat = elected.state.players.findIndex((p) => p.planets[planet]);
    // Seat researches Dacxive Animators (1 green) owning no technology, every planet exhausted.
    const s = structuredClone(elected.state);
    for (const p of s.players) p.technologies = [];
    for (const card of Object.values(s.players[seat]?.planets ?? {})) card.exhausted = true;
    s.stack.push({ kind: "ti4Research", seat, cost: 0, optional: false, reason: "a test" });
    const research = from(s);
    expect(refusal(research, { type: "research", seat, technology: "dxa" })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
    // The card stands for a green prerequisite only, and only for the planet's controller.
    expect(refusal(research, { type: "research", seat, technology: "gd", teams: ["rt_biotic"] })).toEqual([
      "ERR_TI4_SPECIALTY_NOT_NEEDED",
      "Research Team, LRR 90.8",
    ]);
    const done = apply(research, { type: "research", seat, technology: "dxa", teams: ["rt_biotic"] });
    expect(done.state.players[seat]?.technologies).toContain("dxa");
    expect(done.state.laws?.find((l) => l.agenda === "rt_biotic")?.exhausted).toBe(true);
    replays(done);
  });

  it("an exhausted team, or another player's, stands for nothing", () => {
    const elected = decide(agendaPhase(["rt_biotic", SECOND], givePlanet("industrial")), "");
    const planet = elected.state.laws?.find((l) => l.agenda === "rt_biotic")?.elected as Ti4PlanetId;
    const seat = elected.state.players.findIndex((p) => p.planets[planet]);
    const other = (seat + 1) % 4;
    const s = structuredClone(elected.state);
    for (const p of s.players) p.technologies = [];
    s.stack.push({ kind: "ti4Research", seat: other, cost: 0, optional: false, reason: "a test" });
    expect(
      refusal(from(s), { type: "research", seat: other, technology: "dxa", teams: ["rt_biotic"] }),
    ).toEqual(["ERR_TI4_NO_RESEARCH_TEAM", "Research Team, LRR 90"]);
    const law = s.laws?.find((l) => l.agenda === "rt_biotic");
    if (law) law.exhausted = true;
    (s.stack.at(-1) as { seat: number }).seat = seat;
    expect(refusal(from(s), { type: "research", seat, technology: "dxa", teams: ["rt_biotic"] })).toEqual([
      "ERR_TI4_NO_RESEARCH_TEAM",
      "Research Team, LRR 90",
    ]);
  });

  it("the other three teams elect their kind of planet and are in the deck", () => {
    for (const team of ["rt_cybernetic", "rt_propulsion", "rt_warfare"] as const) {
      expect(TI4_AGENDAS_NOT_YET_CARRIED_OUT).not.toContain(team);
      const start = agendaPhase(
        [team, SECOND],
        givePlanet(team === "rt_warfare" ? "hazardous" : "industrial"),
      );
      const top = start.state.stack.at(-1);
      const choices = pendingDecisions<Ti4>(start.state).find((d) => d.kind === "castVotes")?.choices ?? [];
      expect(top?.kind).toBe("ti4AgendaVote");
      const kind = team === "rt_warfare" ? "hazardous" : "industrial";
      expect(choices.length).toBeGreaterThan(0);
      for (const planet of choices) expect(ti4Planet(planet as Ti4PlanetId).traits).toContain(kind);
    }
  });
});

describe("the base game's agendas", () => {
  it("every one of the ten added here is in the deck", () => {
    for (const agenda of TEN) expect(TI4_AGENDAS_NOT_YET_CARRIED_OUT).not.toContain(agenda);
  });

  it("every base-game agenda is in the deck, The Crown of Thalnos and Anti-Intellectual Revolution too", () => {
    const base = TI4_AGENDAS.filter((a) => a.box === "base").map((a) => a.id);
    expect(base.filter((id) => TI4_AGENDAS_NOT_YET_CARRIED_OUT.includes(id))).toEqual([]);
    const start = agendaPhase([]);
    const dealt = start.events[0]?.type === "gameCreated" ? start.events[0].state.decks.agenda.draw : [];
    expect(dealt).toContain("revolution");
    expect(dealt).toContain("crown_of_thalnos");
  });
});

/** The agenda phase with `law` elected onto `owner`, played on through the next strategy phase's picks. */
function electedThenPicked(law: Ti4AgendaId, owner: number): Played {
  let played = decide(decide(agendaPhase([law, SECOND]), String(owner)), "against");
  for (let i = 0; i < 8 && played.state.stack.at(-1)?.kind === "ti4StrategyPhase"; i++) {
    const d = pendingDecisions<Ti4>(played.state)[0];
    if (d?.kind !== "pickStrategyCard") break;
    played = apply(played, { type: "pickStrategyCard", seat: d.seat, card: d.choices?.[0] as never });
  }
  return played;
}

describe("Imperial Arbiter", () => {
  it("as the strategy phase ends its owner may trade strategy cards, discarding it", () => {
    const played = electedThenPicked("arbiter", 0);
    expect(waiting(played.state)).toEqual([
      { seat: 0, kind: "useImperialArbiter" },
      { seat: 0, kind: "keepLaw" },
    ]);
    const mine = played.state.players[0]?.strategyCards[0]?.card as string;
    const theirs = played.state.players[2]?.strategyCards[0]?.card as string;
    // Not the owner: the kernel refuses; a card not held by another player: the card's rule refuses.
    expect(
      refusal(played, {
        type: "useImperialArbiter",
        seat: 2,
        give: theirs as never,
        take: mine as never,
      })?.[0],
    ).toMatch(/^ERR_NOT/);
    expect(
      refusal(played, { type: "useImperialArbiter", seat: 0, give: mine as never, take: mine as never }),
    ).toEqual(["ERR_TI4_ARBITER_TRADE", "Imperial Arbiter"]);
    const traded = apply(played, {
      type: "useImperialArbiter",
      seat: 0,
      give: mine as never,
      take: theirs as never,
    });
    expect(traded.state.players[0]?.strategyCards.map((c) => c.card)).toContain(theirs);
    expect(traded.state.players[0]?.strategyCards.map((c) => c.card)).not.toContain(mine);
    expect(traded.state.players[2]?.strategyCards.map((c) => c.card)).toContain(mine);
    expect(traded.state.laws?.some((l) => l.agenda === "arbiter")).toBe(false);
    expect(traded.state.phase).toBe("action");
    replays(traded);
  });

  it("kept, it stays in play; it is never offered during the votes", () => {
    const start = decide(agendaPhase(["arbiter", SECOND]), "0");
    expect(
      refusal(start, { type: "useImperialArbiter", seat: 0, give: "warfare", take: "imperial" })?.[0],
    ).toMatch(/^ERR_NOT/);
    const played = electedThenPicked("arbiter", 0);
    const kept = apply(played, { type: "keepLaw", seat: 0 });
    expect(kept.state.laws?.find((l) => l.agenda === "arbiter")?.owner).toBe(0);
    expect(kept.state.phase).toBe("action");
    replays(kept);
  });
});

/** The first turn of the action phase (seat 3 acting) with `law` held by `owner`. */
function holding(law: Ti4AgendaId, owner: number, edit?: (s: Ti4State) => void): Played {
  const s = actionPhase();
  s.laws = [...(s.laws ?? []), { agenda: law, elected: String(owner), owner }];
  edit?.(s);
  return from(s);
}

describe("Minister of Peace", () => {
  const ACTIVE = 3;
  const withShips = (s: Ti4State) => addUnits(forcesAt(systemOn(s, "000")), 1, { cruiser: 1 });

  it("ends the active player's turn once they activate a system holding another player's units", () => {
    const played = holding("minister_peace", 1, withShips);
    const activated = apply(played, { type: "tacticalAction", seat: ACTIVE, system: "000" });
    expect(waiting(activated.state)).toEqual([
      { seat: 1, kind: "useMinisterOfPeace" },
      { seat: 1, kind: "keepLaw" },
    ]);
    expect(refusal(activated, { type: "useMinisterOfPeace", seat: ACTIVE })?.[0]).toMatch(/^ERR_NOT/);
    const ended = apply(activated, { type: "useMinisterOfPeace", seat: 1 });
    expect(ended.state.stack.some((f) => f.kind === "ti4Tactical")).toBe(false);
    expect(ended.state.board["000"]?.commandTokens).toContain(ACTIVE);
    expect(ended.state.laws?.some((l) => l.agenda === "minister_peace")).toBe(false);
    const top = ended.state.stack.at(-1);
    expect(top?.kind === "ti4ActionPhase" && top.current !== ACTIVE).toBe(true);
    replays(ended);
  });

  it("is not offered for a system holding no one else's units, and kept it stays", () => {
    const quiet = apply(holding("minister_peace", 1), {
      type: "tacticalAction",
      seat: ACTIVE,
      system: "000",
    });
    expect(waiting(quiet.state).map((w) => w.kind)).not.toContain("useMinisterOfPeace");
    const activated = apply(holding("minister_peace", 1, withShips), {
      type: "tacticalAction",
      seat: ACTIVE,
      system: "000",
    });
    const kept = apply(activated, { type: "keepLaw", seat: 1 });
    expect(kept.state.stack.some((f) => f.kind === "ti4Tactical")).toBe(true);
    expect(kept.state.laws?.find((l) => l.agenda === "minister_peace")?.owner).toBe(1);
    replays(kept);
  });
});

describe("Minister of War", () => {
  const OWNER = 3;

  /** Seat 3's first action: a tactical action, every step answered with the bot's first answer. */
  function afterTactical(): Played {
    let played = apply(holding("minister_war", OWNER), {
      type: "tacticalAction",
      seat: OWNER,
      system: "000",
    });
    for (let i = 0; i < 30; i++) {
      const d = pendingDecisions<Ti4>(played.state)[0];
      if (!d || d.kind === "useMinisterOfWar") break;
      const answer = ti4Answers(played.state, d)[0];
      if (!answer) throw new Error(`unexpected decision ${d.kind}`);
      played = apply(played, answer);
    }
    return played;
  }

  it("after its owner's action: a token back from the board and one more action", () => {
    const played = afterTactical();
    expect(waiting(played.state)).toEqual([
      { seat: OWNER, kind: "useMinisterOfWar" },
      { seat: OWNER, kind: "keepLaw" },
    ]);
    expect(refusal(played, { type: "useMinisterOfWar", seat: OWNER, position: "101" })).toEqual([
      "ERR_TI4_NO_TOKEN_THERE",
      "Minister of War",
    ]);
    expect(refusal(played, { type: "useMinisterOfWar", seat: 0, position: "000" })?.[0]).toMatch(/^ERR_NOT/);
    const again = apply(played, { type: "useMinisterOfWar", seat: OWNER, position: "000" });
    expect(again.state.board["000"]?.commandTokens ?? []).not.toContain(OWNER);
    expect(again.state.laws?.some((l) => l.agenda === "minister_war")).toBe(false);
    expect(waiting(again.state).map((w) => w.kind)).toContain("tacticalAction");
    expect(waiting(again.state)[0]?.seat).toBe(OWNER);
    replays(again);
  });

  it("kept, the turn passes on and the card stays", () => {
    const kept = apply(afterTactical(), { type: "keepLaw", seat: OWNER });
    const top = kept.state.stack.at(-1);
    expect(top?.kind === "ti4ActionPhase" && top.current !== OWNER).toBe(true);
    expect(kept.state.laws?.find((l) => l.agenda === "minister_war")?.owner).toBe(OWNER);
    replays(kept);
  });
});

describe("Colonial Redistribution", () => {
  /** Seat 1 holds an industrial planet with 2 infantry; seat 2 is ahead on points. */
  function board(s: Ti4State) {
    givePlanet("industrial")(s);
    const planet = Object.keys(s.players[1]?.planets ?? {}).find((p) => !isHome(s, p)) as Ti4PlanetId;
    addUnits(forcesAt(systemOn(s, positionOfPlanet(s, planet) as string), planet), 1, { infantry: 2 });
    (s.players[2] as Ti4State["players"][number]).vp = 1;
  }
  const isHome = (s: Ti4State, planet: string) =>
    s.players.some((p) => p.faction && ti4Faction(p.faction).homePlanets.includes(planet as never));

  it("destroys the planet's units; its controller names a player with fewest points, who may put 1 infantry", () => {
    const start = agendaPhase(["redistribution", SECOND], board);
    const choices = pendingDecisions<Ti4>(start.state).find((d) => d.kind === "castVotes")?.choices ?? [];
    const planet = choices.find((p) => start.state.players[1]?.planets[p as Ti4PlanetId]) as Ti4PlanetId;
    expect(planet).toBeTruthy();
    const at = positionOfPlanet(start.state, planet) as string;
    const elected = decide(start, planet);
    expect(unitsIn(elected.state.board[at], 1, planet).infantry ?? 0).toBe(0);
    expect(waiting(elected.state)).toEqual([{ seat: 1, kind: "nameColonist" }]);
    expect(refusal(elected, { type: "nameColonist", seat: 1, player: 2 })).toEqual([
      "ERR_TI4_NOT_FEWEST_POINTS",
      "Colonial Redistribution",
    ]);
    const named = apply(elected, { type: "nameColonist", seat: 1, player: 3 });
    expect(waiting(named.state)).toEqual([{ seat: 3, kind: "placeColonist" }]);
    const placed = apply(named, { type: "placeColonist", seat: 3, place: true });
    expect(unitsIn(placed.state.board[at], 3, planet).infantry).toBe(1);
    expect(placed.state.players[3]?.planets[planet]).toEqual({ exhausted: true });
    expect(placed.state.players[1]?.planets[planet]).toBeUndefined();
    replays(placed);
  });
});

describe("Ixthian Artifact", () => {
  /** The generator moved on until the next die falls in [low, high]. */
  function dieBetween(low: number, high: number) {
    return (s: Ti4State) => {
      let rng = s.rng;
      for (let i = 0; i < 50; i++) {
        const die = rollD10(rng, 1).value[0] as number;
        if (die >= low && die <= high) break;
        rng = rollD10(rng, 1).rng;
      }
      s.rng = rng;
    };
  }

  it("For, 6 to 10: every player may research 2 technologies, from the speaker on", () => {
    const played = decide(agendaPhase(["artifact", SECOND], dieBetween(6, 10)), "for");
    const rolled = played.events.find((e) => e.type === "ti4ArtifactRolled");
    expect(rolled && "result" in rolled ? rolled.result : 0).toBeGreaterThanOrEqual(6);
    const research = played.state.stack.filter((f) => f.kind === "ti4Research");
    expect(research).toHaveLength(8);
    expect(research.at(-1)?.kind === "ti4Research" && research.at(-1)).toMatchObject({
      seat: played.state.speaker,
    });
    replays(played);
  });

  it("For, 1 to 5: Mecatol Rex's system emptied, 3 units lost in each system next to it", () => {
    let next = "";
    const start = agendaPhase(["artifact", SECOND], (s) => {
      dieBetween(1, 5)(s);
      const mecatol = positionOfPlanet(s, "mecatolrex") as string;
      const [near, far] = ti4Neighbours(s, mecatol);
      next = near as string;
      addUnits(forcesAt(systemOn(s, mecatol)), 3, { cruiser: 1 });
      addUnits(forcesAt(systemOn(s, near as string)), 1, { destroyer: 2, fighter: 2 });
      addUnits(forcesAt(systemOn(s, far as string)), 2, { carrier: 1 });
    });
    const played = decide(start, "for");
    const mecatol = positionOfPlanet(played.state, "mecatolrex") as string;
    expect(unitsIn(played.state.board[mecatol], 3).cruiser ?? 0).toBe(0);
    expect(waiting(played.state)).toEqual([{ seat: 1, kind: "loseArtifactUnits" }]);
    expect(
      refusal(played, {
        type: "loseArtifactUnits",
        seat: 1,
        position: next,
        losses: [{ units: { fighter: 2 } }],
      }),
    ).toEqual(["ERR_TI4_ARTIFACT_LOSSES", "Ixthian Artifact"]);
    const done = apply(played, {
      type: "loseArtifactUnits",
      seat: 1,
      position: next,
      losses: [{ units: { fighter: 2, destroyer: 1 } }],
    });
    expect(unitsIn(done.state.board[next], 1)).toMatchObject({ destroyer: 1 });
    expect(waiting(done.state).map((w) => w.kind)).not.toContain("loseArtifactUnits");
    replays(done);
  });
});
