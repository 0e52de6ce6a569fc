/**
 * The base game's agendas the engine carries out (content/ti4/agendas.base*.ts; LRR 7): each directive's
 * effect and each law's outcome when resolved, and the lasting effect of a law as the query other areas
 * call (agenda/laws.ts). Most outcomes here are settled by the speaker after everyone abstains (LRR 8.19),
 * which resolves them like a vote would; the ones that read who voted what are voted.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4AgendaId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { ti4Faction, ti4Planet } from "../../../src/content/ti4/index.ts";
import {
  actionCardHandLimit,
  bombardmentForbidden,
  demilitarized,
  fighterBonusOf,
  fleetPoolLimit,
  lawInPlay,
  lawOwner,
  ministerOf,
  nebulaeOpen,
  pdsLimitPerPlanet,
  planetValues,
  productionForbiddenOn,
  unitsPerCost,
  warSunsSustainDamage,
  wormholesClosedToMovement,
} from "../../../src/engine/ti4/agenda/laws.ts";
import { systemAt, ti4Neighbours, wormholesAt } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import {
  agendaPhase,
  apply,
  type Played,
  passCardWindows,
  refusal,
  replays,
  vote,
  waiting,
} from "../../support/ti4Agenda.ts";

/**
 * Everyone abstains; the speaker settles the agenda (LRR 8.19). With a single outcome on offer there is
 * nothing to settle: it is resolved at once.
 */
function decide(played: Played, outcome: string): Played {
  const abstained = vote(played, {});
  const top = abstained.state.stack.at(-1);
  if (top?.kind !== "ti4AgendaVote" || !top.tied) return abstained;
  return passCardWindows(apply(abstained, { type: "chooseOutcome", seat: abstained.state.speaker, outcome }));
}

function deal(state: Ti4State, seat: number, n: number): Ti4ActionCardId[] {
  const cards = state.decks.action.draw.splice(0, n);
  state.players[seat]?.secret.actionCards.push(...cards);
  return cards;
}

function homePlanets(state: Ti4State, seat: number): Ti4PlanetId[] {
  return ti4Faction(state.players[seat]?.faction as string).homePlanets as Ti4PlanetId[];
}

function infantryOn(state: Ti4State, seat: number, planet: Ti4PlanetId): number {
  const home = state.players[seat]?.home as string;
  return state.board[home]?.planets[planet]?.find((f) => f.seat === seat)?.units.infantry ?? 0;
}

const SECOND: Ti4AgendaId = "conscription";

describe("Directives: trade goods and victory points", () => {
  it("Economic Equality Against: every trade good returned", () => {
    let played = agendaPhase(["economic_equality", SECOND], (s) => {
      for (const p of s.players) p.tradeGoods = 4;
    });
    played = decide(played, "against");
    expect(played.state.players.map((p) => p.tradeGoods)).toEqual([0, 0, 0, 0]);
    replays(played);
  });

  it("Seed of an Empire: the most points gain 1 (For), the fewest gain 1 (Against), ties included", () => {
    const edit = (s: Ti4State) => {
      s.players.forEach((p, i) => {
        p.vp = [3, 3, 1, 2][i] as number;
      });
    };
    const most = decide(agendaPhase(["seed_empire", SECOND], edit), "for");
    expect(most.state.players.map((p) => p.vp)).toEqual([4, 4, 1, 2]);
    const fewest = decide(agendaPhase(["seed_empire", SECOND], edit), "against");
    expect(fewest.state.players.map((p) => p.vp)).toEqual([3, 3, 2, 2]);
    replays(fewest);
  });

  it("Mutiny: those who voted For gain 1 point if it passes, lose 1 if it fails", () => {
    let played = agendaPhase(["mutiny", SECOND], (s) => {
      for (const p of s.players) p.vp = 2;
    });
    const s = played.state.speaker;
    const voter = (s + 1) % 4;
    played = vote(played, { [voter]: "for" });
    expect(played.state.players[voter]?.vp).toBe(3);
    expect(played.state.players.filter((p) => p.vp === 2)).toHaveLength(3);

    // The voter For outvoted by the speaker's Against (one planet of 1 influence against the speaker's).
    let lost = agendaPhase(["mutiny", SECOND], (st) => {
      for (const p of st.players) p.vp = 2;
      st.players[voter] = {
        ...(st.players[voter] as (typeof st.players)[number]),
        planets: { quann: { exhausted: false } },
      };
    });
    lost = vote(lost, { [voter]: "for", [s]: "against" });
    expect(lost.state.players[voter]?.vp).toBe(1);
    replays(lost);
  });
});

describe("Directives: objectives, planets and units", () => {
  it("Incentive Program: For reveals the next stage I objective, Against the next stage II", () => {
    const start = agendaPhase(["incentive", SECOND]);
    const nextOne = start.state.decks.stageOne[0];
    const one = decide(start, "for");
    expect(one.state.objectives.at(-1)).toEqual({ id: nextOne, scoredBy: [] });
    const nextTwo = start.state.decks.stageTwo[0];
    const two = decide(agendaPhase(["incentive", SECOND]), "against");
    expect(two.state.objectives.at(-1)).toEqual({ id: nextTwo, scoredBy: [] });
    replays(two);
  });

  it("Compensated Disarmament: the elected planet's ground forces destroyed, a trade good each to its controller", () => {
    let played = agendaPhase(["disarmament", SECOND]);
    const seat = 0;
    const planet = homePlanets(played.state, seat).find(
      (p) => infantryOn(played.state, seat, p) > 0,
    ) as Ti4PlanetId;
    const lost = infantryOn(played.state, seat, planet);
    expect(lost).toBeGreaterThan(0);
    played = decide(played, planet);
    expect(infantryOn(played.state, seat, planet)).toBe(0);
    expect(played.state.players[seat]?.tradeGoods).toBe(lost);
    replays(played);
  });

  it("Swords to Plowshares: For halves each planet's infantry (rounded up) for trade goods; Against adds 1 to each planet", () => {
    const start = agendaPhase(["plowshares", SECOND]);
    const seat = 0;
    const planets = homePlanets(start.state, seat);
    const before = planets.map((p) => infantryOn(start.state, seat, p));
    const halved = decide(start, "for");
    expect(planets.map((p) => infantryOn(halved.state, seat, p))).toEqual(
      before.map((n) => n - Math.ceil(n / 2)),
    );
    expect(halved.state.players[seat]?.tradeGoods).toBe(before.reduce((t, n) => t + Math.ceil(n / 2), 0));
    const added = decide(agendaPhase(["plowshares", SECOND]), "against");
    expect(planets.map((p) => infantryOn(added.state, seat, p))).toEqual(before.map((n) => n + 1));
    replays(added);
  });
});

describe("Directives: the laws in play and the council", () => {
  const withLaw = (s: Ti4State) => {
    s.laws = [{ agenda: "conscription", elected: null, owner: null }];
    s.decks.agenda.draw = s.decks.agenda.draw.filter((id) => id !== "conscription");
  };

  it("Judicial Abolishment: the elected law leaves play for the discard pile", () => {
    let played = agendaPhase(["abolishment", "mutiny"], withLaw);
    played = decide(played, "conscription");
    expect(lawInPlay(played.state, "conscription")).toBe(false);
    expect(played.state.decks.agenda.discard.slice(0, 2).sort()).toEqual(["abolishment", "conscription"]);
    replays(played);
  });

  it("Miscount Disclosed: the elected law is voted on again, and is out of play if it fails", () => {
    let played = agendaPhase(["miscount", "mutiny"], withLaw);
    played = decide(played, "conscription");
    const top = played.state.stack.at(-1);
    expect(top?.kind === "ti4AgendaVote" ? top.agenda : null).toBe("conscription");
    played = decide(played, "against");
    expect(lawInPlay(played.state, "conscription")).toBe(false);
    // Then the phase's second agenda, as usual.
    const next = played.state.stack.at(-1);
    expect(next?.kind === "ti4AgendaVote" ? next.agenda : null).toBe("mutiny");
    const again = decide(decide(agendaPhase(["miscount", "mutiny"], withLaw), "conscription"), "for");
    expect(again.state.laws).toEqual([{ agenda: "conscription", elected: null, owner: null }]);
    replays(again);
  });

  it("New Constitution For: every law discarded; home planets exhausted as the next strategy phase begins", () => {
    let played = agendaPhase(["constitution", "mutiny"], withLaw);
    played = decide(played, "for");
    expect(played.state.laws).toEqual([]);
    played = decide(played, "against");
    expect(played.state.phase).toBe("strategy");
    for (const player of played.state.players)
      for (const planet of homePlanets(played.state, player.seat))
        expect(player.planets[planet]?.exhausted).toBe(true);
    replays(played);
  });

  it("Public Execution: the elected loses their action cards and the speaker token, and cannot vote on the next agenda", () => {
    let played = agendaPhase(["execution", SECOND], (s) => {
      deal(s, s.speaker, 2);
    });
    const s = played.state.speaker;
    played = decide(played, String(s));
    expect(played.state.players[s]?.secret.actionCards).toEqual([]);
    expect(played.state.decks.action.discard).toHaveLength(2);
    expect(played.state.speaker).toBe((s + 1) % 4);
    const top = played.state.stack.at(-1);
    expect(top?.kind === "ti4AgendaVote" ? top.order : null).toEqual([(s + 2) % 4, (s + 3) % 4, (s + 1) % 4]);
    replays(played);
  });
});

describe("Directives and laws: action cards", () => {
  it("Unconventional Measures: For, those who voted For draw 2; Against, they throw away their hands", () => {
    let played = agendaPhase(["unconventional", SECOND]);
    const s = played.state.speaker;
    const voter = (s + 1) % 4;
    const top = played.state.decks.action.draw.slice(0, 2);
    played = vote(played, { [voter]: "for" });
    expect(played.state.players[voter]?.secret.actionCards).toEqual(top);
    expect(
      played.events.filter((e) => e.type === "ti4ActionCardsDrawn").every((e) => "to" in e && e.to === voter),
    ).toBe(true);
    replays(played);
  });

  it("Conventions of War: Against makes its voters discard their hands; For forbids bombarding cultural planets", () => {
    let played = agendaPhase(["conventions", SECOND], (st) => {
      deal(st, (st.speaker + 1) % 4, 2);
    });
    const voter = (played.state.speaker + 1) % 4;
    played = vote(played, { [voter]: "against" });
    expect(played.state.players[voter]?.secret.actionCards).toEqual([]);
    const passed = decide(agendaPhase(["conventions", SECOND]), "for");
    expect(bombardmentForbidden(passed.state, "quann")).toBe(true);
    expect(bombardmentForbidden(passed.state, "vefutii")).toBe(false);
    replays(played);
  });

  it("Executive Sanctions: Against discards a card at random from each hand; For caps hands at 3", () => {
    let played = agendaPhase(["sanctions", SECOND], (st) => {
      for (const p of st.players) deal(st, p.seat, 2);
    });
    played = decide(played, "against");
    expect(played.state.players.map((p) => p.secret.actionCards.length)).toEqual([1, 1, 1, 1]);
    expect(played.state.decks.action.discard).toHaveLength(4);
    replays(played);
    const passed = decide(agendaPhase(["sanctions", SECOND]), "for");
    expect(actionCardHandLimit(passed.state)).toBe(3);
  });

  it("Publicize Weapon Schematics: Against, owners of War Sun discard their hands; For, war suns cannot sustain damage", () => {
    let played = agendaPhase(["schematics", SECOND], (st) => {
      st.players[1]?.technologies.push("ws");
      deal(st, 1, 2);
      deal(st, 2, 2);
    });
    played = decide(played, "against");
    expect(played.state.players[1]?.secret.actionCards).toEqual([]);
    expect(played.state.players[2]?.secret.actionCards).toHaveLength(2);
    replays(played);
    const passed = decide(agendaPhase(["schematics", SECOND]), "for");
    expect(warSunsSustainDamage(passed.state)).toBe(false);
  });
});

describe("Laws: command tokens and movement", () => {
  it("Fleet Regulations: For caps fleet pools at 4 (the excess returned); Against gives each pool 1 token", () => {
    let played = agendaPhase(["regulations", SECOND], (st) => {
      (st.players[0] as Ti4State["players"][number]).tokens.fleet = 6;
    });
    played = decide(played, "for");
    expect(played.state.players[0]?.tokens.fleet).toBe(4);
    expect(fleetPoolLimit(played.state)).toBe(4);
    replays(played);
    const start = agendaPhase(["regulations", SECOND]);
    const against = decide(start, "against");
    expect(against.state.players.map((p) => p.tokens.fleet)).toEqual(
      start.state.players.map((p) => p.tokens.fleet + 1),
    );
  });

  it("Shared Research: Against puts a token from reinforcements in each home system; For opens nebulae", () => {
    const played = decide(agendaPhase(["shared_research", SECOND]), "against");
    for (const player of played.state.players)
      expect(played.state.board[player.home as string]?.commandTokens).toContain(player.seat);
    replays(played);
    expect(nebulaeOpen(decide(agendaPhase(["shared_research", SECOND]), "for").state)).toBe(true);
  });

  it("Enforced Travel Ban: Against destroys each PDS in or next to a wormhole system; For closes wormholes to movement", () => {
    let pdsAt: { position: string; planet: Ti4PlanetId } | null = null;
    let played = agendaPhase(["travel_ban", SECOND], (st) => {
      for (const position of Object.keys(st.galaxy).filter((p) => wormholesAt(st, p).length > 0)) {
        for (const near of [position, ...ti4Neighbours(st, position)]) {
          const planet = systemAt(st, near)?.planets[0];
          if (planet && !pdsAt) pdsAt = { position: near, planet };
        }
      }
      if (!pdsAt) return;
      const { position, planet } = pdsAt as { position: string; planet: Ti4PlanetId };
      const system = st.board[position] ?? { space: [], planets: {}, commandTokens: [] };
      st.board[position] = system;
      system.planets[planet] = [{ seat: 0, units: { pds: 1, infantry: 1 } }];
    });
    expect(pdsAt).not.toBeNull();
    const { position, planet } = pdsAt as unknown as { position: string; planet: Ti4PlanetId };
    played = decide(played, "against");
    expect(played.state.board[position]?.planets[planet]).toEqual([{ seat: 0, units: { infantry: 1 } }]);
    replays(played);
    expect(wormholesClosedToMovement(decide(agendaPhase(["travel_ban", SECOND]), "for").state)).toBe(true);
  });
});

describe("Laws: the council, objectives and elected holders", () => {
  it("Representative Government: For, each player casts exactly 1 vote, exhausting nothing", () => {
    let played = agendaPhase(["representative_government", "mutiny"]);
    played = decide(played, "for");
    const s = played.state.speaker;
    const voter = (s + 1) % 4;
    const planet = Object.keys(played.state.players[voter]?.planets ?? {})[0] as Ti4PlanetId;
    expect(refusal(played, { type: "castVotes", seat: voter, outcome: "for", planets: [planet] })).toEqual([
      "ERR_TI4_ONE_VOTE_EACH",
      "Representative Government",
    ]);
    played = vote(played, { [voter]: "for", [(s + 2) % 4]: "for", [s]: "against" }, true);
    expect(
      played.events.filter((e) => e.type === "ti4VotesCast").map((e) => ("votes" in e ? e.votes : 0)),
    ).toEqual([1, 1, 1]);
    expect(played.state.players[voter]?.planets[planet]?.exhausted).toBe(false);
    replays(played);
  });

  it("Representative Government Against: its voters exhaust their cultural planets as the next strategy phase begins", () => {
    let played = agendaPhase(["representative_government", "mutiny"], (st) => {
      (st.players[(st.speaker + 1) % 4] as Ti4State["players"][number]).planets.quann = { exhausted: false };
    });
    const voter = (played.state.speaker + 1) % 4;
    played = vote(played, { [voter]: "against" });
    played = decide(played, "against");
    expect(played.state.phase).toBe("strategy");
    expect(played.state.players[voter]?.planets.quann?.exhausted).toBe(true);
    replays(played);
  });

  it("Classified Document Leaks: the elected scored secret objective becomes public", () => {
    let played = agendaPhase(["classified", SECOND], (st) => {
      st.players[2]?.scoredObjectives.push("ans");
    });
    expect(
      refusal(played, {
        type: "castVotes",
        seat: (played.state.speaker + 1) % 4,
        outcome: "corner",
        planets: [],
      })?.[0],
    ).toBe("ERR_TI4_NOT_AN_OUTCOME");
    played = decide(played, "ans");
    expect(played.state.objectives.at(-1)).toEqual({ id: "ans", scoredBy: [2], leaked: true });
    expect(played.state.laws).toEqual([{ agenda: "classified", elected: "ans", owner: null }]);
    replays(played);
  });

  it("The Ministers and Prophecy of Ixth: the elected player holds the law, read by the areas it touches", () => {
    for (const minister of [
      "minister_commerce",
      "minister_exploration",
      "minister_industry",
      "minister_policy",
      "minister_sciences",
    ] as const) {
      const played = decide(agendaPhase([minister, SECOND]), "2");
      expect(played.state.laws).toEqual([{ agenda: minister, elected: "2", owner: 2 }]);
      expect(ministerOf(played.state, minister)).toBe(2);
    }
    const ixth = decide(agendaPhase(["prophecy", SECOND]), "1");
    expect(lawOwner(ixth.state, "prophecy")).toBe(1);
    expect([fighterBonusOf(ixth.state, 1), fighterBonusOf(ixth.state, 2)]).toEqual([1, 0]);
    replays(ixth);
  });

  it("Regulated Conscription For: a fighter's or infantry's cost buys one unit; Against discards it", () => {
    const passed = decide(agendaPhase(["conscription", "mutiny"]), "for");
    expect(unitsPerCost(passed.state, 2)).toBe(1);
    const failed = decide(agendaPhase(["conscription", "mutiny"]), "against");
    expect(unitsPerCost(failed.state, 2)).toBe(2);
    expect(failed.state.decks.agenda.discard[0]).toBe("conscription");
  });
});

describe("Laws attached to a planet (base game only)", () => {
  /** A planet of the trait on the board, given to seat 0 with 2 infantry and a PDS on it. */
  function givePlanet(trait: string) {
    let found: { position: string; planet: Ti4PlanetId } | null = null;
    const edit = (st: Ti4State) => {
      for (const position of Object.keys(st.galaxy))
        for (const planet of systemAt(st, position)?.planets ?? [])
          if (!found && ti4Planet(planet).traits.includes(trait as never)) found = { position, planet };
      if (!found) return;
      const { position, planet } = found as { position: string; planet: Ti4PlanetId };
      (st.players[0] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
      const system = st.board[position] ?? { space: [], planets: {}, commandTokens: [] };
      st.board[position] = system;
      system.planets[planet] = [{ seat: 0, units: { infantry: 2, pds: 1 } }];
    };
    return { edit, where: () => found as unknown as { position: string; planet: Ti4PlanetId } };
  }

  it("Senate Sanctuary and Terraforming Initiative: the planet's values grow, and its votes with them", () => {
    const cultural = givePlanet("cultural");
    let played = decide(agendaPhase(["senate_sanctuary", "mutiny"], cultural.edit), cultural.where().planet);
    const { planet } = cultural.where();
    expect(planetValues(played.state, planet).influence).toBe(ti4Planet(planet).influence + 2);
    played = vote(played, { 0: "for" });
    const cast = played.events.filter((e) => e.type === "ti4VotesCast").at(-1);
    const total = Object.keys(played.state.players[0]?.planets ?? {}).reduce(
      (sum, p) => sum + ti4Planet(p as Ti4PlanetId).influence,
      2,
    );
    expect(cast && "votes" in cast ? cast.votes : null).toBe(total);
    replays(played);

    const hazardous = givePlanet("hazardous");
    const terraformed = decide(
      agendaPhase(["terraforming_initiative", SECOND], hazardous.edit),
      hazardous.where().planet,
    );
    const h = hazardous.where().planet;
    expect(planetValues(terraformed.state, h)).toEqual({
      resources: ti4Planet(h).resources + 1,
      influence: ti4Planet(h).influence + 1,
    });
  });

  it("Core Mining destroys 1 infantry and adds 2 resources; Demilitarized Zone destroys every unit there", () => {
    const mine = givePlanet("industrial");
    const mined = decide(agendaPhase(["core_mining", SECOND], mine.edit), mine.where().planet);
    const m = mine.where();
    expect(mined.state.board[m.position]?.planets[m.planet]).toEqual([
      { seat: 0, units: { infantry: 1, pds: 1 } },
    ]);
    expect(planetValues(mined.state, m.planet).resources).toBe(ti4Planet(m.planet).resources + 2);
    replays(mined);

    const zone = givePlanet("cultural");
    const cleared = decide(agendaPhase(["demilitarized_zone", SECOND], zone.edit), zone.where().planet);
    const z = zone.where();
    expect(cleared.state.board[z.position]?.planets[z.planet]).toEqual([]);
    expect(demilitarized(cleared.state, z.planet)).toBe(true);
    replays(cleared);
  });

  it("Holy Planet of Ixth: its controller gains 1 point, which follows the planet to its next controller", () => {
    const holy = givePlanet("cultural");
    const played = decide(agendaPhase(["holy_planet_of_ixth", SECOND], holy.edit), holy.where().planet);
    const { planet } = holy.where();
    expect(played.state.players[0]?.vp).toBe(1);
    expect(productionForbiddenOn(played.state, planet)).toBe(true);
    // Control passes to seat 1 (as an invasion would): the point goes with it at the next step.
    const taken = structuredClone(played.state);
    delete (taken.players[0] as Ti4State["players"][number]).planets[planet];
    (taken.players[1] as Ti4State["players"][number]).planets[planet] = { exhausted: true };
    const s = taken.speaker;
    const next = apply(
      { state: taken, events: [{ type: "gameCreated", state: taken }] },
      { type: "abstain", seat: (s + 1) % 4 },
    );
    expect(next.state.players.slice(0, 2).map((p) => p.vp)).toEqual([0, 1]);
    expect(next.state.laws?.find((l) => l.agenda === "holy_planet_of_ixth")?.owner).toBe(1);
    replays(next);
  });
});

describe("Committee Formation", () => {
  const held = (st: Ti4State) => {
    st.laws = [{ agenda: "committee", elected: "1", owner: 1 }];
    st.decks.agenda.draw = st.decks.agenda.draw.filter((id) => id !== "committee");
  };

  it("lets its owner name the elected player before any vote, discarding it; nobody votes", () => {
    let played = agendaPhase(["minister_policy", SECOND], held);
    expect(waiting(played.state)).toEqual([{ seat: 1, kind: "electByCommittee" }]);
    expect(refusal(played, { type: "electByCommittee", seat: 1, player: 9 })?.[0]).toBe(
      "ERR_TI4_NOT_AN_OUTCOME",
    );
    played = apply(played, { type: "electByCommittee", seat: 1, player: 1 });
    expect(played.events.some((e) => e.type === "ti4VotesCast")).toBe(false);
    expect(ministerOf(played.state, "minister_policy")).toBe(1);
    expect(lawInPlay(played.state, "committee")).toBe(false);
    expect(played.state.decks.agenda.discard).toContain("committee");
    replays(played);
  });

  it("may be kept: the council then votes as usual, and it is not offered on a For/Against agenda", () => {
    let played = agendaPhase(["minister_policy", "mutiny"], held);
    played = apply(played, { type: "electByCommittee", seat: 1 });
    const s = played.state.speaker;
    expect(waiting(played.state)[0]).toEqual({ seat: (s + 1) % 4, kind: "castVotes" });
    played = decide(played, "2");
    expect(lawInPlay(played.state, "committee")).toBe(true);
    expect(waiting(played.state)[0]?.kind).toBe("castVotes");
    replays(played);
  });
});

describe("Homeland Defense Act", () => {
  /** Seat 0 with a PDS on each of two home planets, seat 1 with 2 on one; nobody else with any. */
  const pds = (st: Ti4State) => {
    for (const system of Object.values(st.board))
      for (const forces of Object.values(system.planets))
        for (const force of forces ?? []) delete force.units.pds;
    const put = (seat: number, planet: Ti4PlanetId, n: number) => {
      const system = st.board[st.players[seat]?.home as string];
      if (!system) return;
      const forces = system.planets[planet] ?? [];
      system.planets[planet] = forces;
      const force = forces.find((f) => f.seat === seat);
      if (force) force.units.pds = n;
      else forces.push({ seat, units: { pds: n } });
    };
    const [a, b] = homePlanets(st, 0);
    put(0, a as Ti4PlanetId, 1);
    put(0, b as Ti4PlanetId, 1);
    put(1, homePlanets(st, 1)[0] as Ti4PlanetId, 2);
  };
  const pdsOf = (st: Ti4State, seat: number) =>
    Object.values(st.board).reduce(
      (n, system) =>
        n +
        Object.values(system.planets).reduce(
          (m, forces) =>
            m + (forces ?? []).filter((f) => f.seat === seat).reduce((k, f) => k + (f.units.pds ?? 0), 0),
          0,
        ),
      0,
    );

  it("Against: each player destroys one PDS, choosing the planet when theirs stand on several", () => {
    let played = decide(agendaPhase(["defense_act", SECOND], pds), "against");
    expect(pdsOf(played.state, 1)).toBe(1);
    expect(waiting(played.state)).toEqual([{ seat: 0, kind: "destroyPds" }]);
    expect(refusal(played, { type: "destroyPds", seat: 0, planet: "quann" })).toEqual([
      "ERR_TI4_NO_PDS_THERE",
      "Homeland Defense Act",
    ]);
    const [a] = homePlanets(played.state, 0);
    played = apply(played, { type: "destroyPds", seat: 0, planet: a as Ti4PlanetId });
    expect(pdsOf(played.state, 0)).toBe(1);
    expect(played.state.stack.at(-1)?.kind).toBe("ti4AgendaVote");
    replays(played);
  });

  it("For: no limit of PDS per planet", () => {
    const played = decide(agendaPhase(["defense_act", SECOND]), "for");
    expect(pdsLimitPerPlanet(played.state)).toBe(Number.POSITIVE_INFINITY);
  });
});
