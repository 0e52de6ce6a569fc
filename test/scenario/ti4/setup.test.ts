/**
 * TI4's set-up as decisions, through the kernel (LRR "Setup", digest §2): speaker, factions dealt or
 * drafted, the galaxy laid out or built by the players, home systems with starting units, technologies and
 * promissory notes, decks, public objectives and the secret objective each player keeps. Every game here
 * is replayed from its log and must equal the state played.
 */
import { describe, expect, it } from "vitest";
import {
  TI4_SHIP_TYPES,
  type Ti4ObjectiveId,
  ti4Faction,
  ti4Planet,
  ti4Technology,
} from "../../../src/content/ti4/index.ts";
import "../../../src/engine/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { createTi4Game, type Ti4Settings } from "../../../src/engine/ti4/setup/create.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

describe("TI4 set-up (LRR Setup)", () => {
  it("deals factions, lays out a balanced galaxy and waits for every player's secret objective at once", () => {
    let { state } = create(6, {});
    // A faction sheet's own choices (the Winnu's technology, the Saar's infantry) come first.
    while (state.stack.at(-1)?.kind === "ti4StartingChoices") {
      const [answer] = ti4Answers(state, pendingDecisions<Ti4>(state)[0] as never);
      state = play(state, answer as Ti4Command).state;
    }
    const waiting = pendingDecisions<Ti4>(state);
    expect(waiting.map((d) => d.kind)).toEqual(Array(6).fill("keepSecretObjective"));
    expect(waiting.every((d) => d.simultaneous && d.choices === undefined)).toBe(true);
    // Six different factions, each home settled on its layout position with its sheet's units.
    const factions = state.players.map((p) => p.faction);
    expect(new Set(factions).size).toBe(6);
    for (const player of state.players) {
      const sheet = ti4Faction(player.faction as string);
      expect(state.galaxy[player.home as string]?.tile).toBe(sheet.boardTile ?? sheet.homeSystem);
      const system = state.board[player.home as string];
      const ships = Object.entries(system?.space.find((f) => f.seat === player.seat)?.units ?? {});
      for (const [type, n] of ships)
        if (TI4_SHIP_TYPES.includes(type as never)) expect(n).toBe(sheet.startingFleet.units[type as never]);
      expect(Object.keys(player.planets).sort()).toEqual([...sheet.homePlanets].sort());
      expect(player.tokens).toEqual({ tactic: 3, fleet: 3, strategy: 2 });
      // The base game's four generic notes (Alliance comes with Prophecy of Kings) and the faction's own.
      expect(player.secret.promissoryNotes).toEqual([
        "ceasefire",
        "trade_agreement",
        "political_secret",
        "support_for_the_throne",
        ...sheet.promissoryNotes,
      ]);
      expect(player.secret.secretObjectivesDrawn).toHaveLength(2);
    }
    // The custodians token on Mecatol Rex; 2 stage I revealed of the 5 dealt; 5 stage II face down.
    expect(state.custodiansOnMecatol).toBe(true);
    expect(state.galaxy["000"]?.tile).toBe("18");
    expect(state.objectives).toHaveLength(2);
    expect(state.decks.stageOne).toHaveLength(3);
    expect(state.decks.stageTwo).toHaveLength(5);
    expect(state.decks.action.draw).toHaveLength(80);
  });

  it("keeps one secret objective per player, shuffles the others back and begins round 1", () => {
    const made = create(4, {});
    const done = finishSetup(made);
    expect(done.state.phase).toBe("strategy");
    expect(done.state.round).toBe(1);
    expect(done.state.stack.map((f) => f.kind)).toEqual(["ti4StrategyPhase"]);
    for (const p of done.state.players) expect(p.secret.secretObjectives).toHaveLength(1);
    const kept = done.state.players.flatMap((p) => p.secret.secretObjectives);
    expect(done.state.decks.secretObjectives.some((id) => kept.includes(id))).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses a secret objective the player did not draw, and one kept twice", () => {
    const { state } = create(3, {});
    const other = state.players[1]?.secret.secretObjectivesDrawn?.[0] as Ti4ObjectiveId;
    const refused = applyCommand<Ti4>(state, { type: "keepSecretObjective", seat: 0, objective: other }, CTX);
    expect(refused.ok || refused.error.code).toBe("ERR_TI4_SECRET_NOT_DRAWN");
    const mine = state.players[0]?.secret.secretObjectivesDrawn?.[0] as Ti4ObjectiveId;
    const kept = play(state, { type: "keepSecretObjective", seat: 0, objective: mine });
    const again = applyCommand<Ti4>(
      kept.state,
      { type: "keepSecretObjective", seat: 0, objective: mine },
      CTX,
    );
    expect(again.ok || again.error.code).toBe("ERR_NOT_YOUR_TURN");
  });

  it("drafts factions in turn from the speaker, refusing one already taken", () => {
    const made = create(3, { factionAssignment: "draft" });
    const first = pendingDecisions<Ti4>(made.state);
    expect(first).toHaveLength(1);
    expect(first[0]?.seat).toBe(made.state.speaker);
    expect(first[0]?.choices).toHaveLength(17);
    const picked = play(made.state, { type: "pickFaction", seat: made.state.speaker, faction: "hacan" });
    const second = pendingDecisions<Ti4>(picked.state)[0];
    expect(second?.seat).toBe((made.state.speaker + 1) % 3);
    const taken = applyCommand<Ti4>(
      picked.state,
      { type: "pickFaction", seat: second?.seat as number, faction: "hacan" },
      CTX,
    );
    expect(taken.ok || taken.error.code).toBe("ERR_TI4_FACTION_TAKEN");
    const done = finishSetup({ state: picked.state, events: [...made.events, ...picked.events] });
    expect(done.state.players[made.state.speaker]?.faction).toBe("hacan");
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("has the players build the galaxy in snake order from the speaker, refusing an illegal placement", () => {
    const made = create(4, { galaxyMode: "playerBuilt" });
    const decision = pendingDecisions<Ti4>(made.state)[0];
    expect(decision?.kind).toBe("placeSystem");
    expect(decision?.seat).toBe(made.state.speaker);
    const frame = made.state.stack.at(-1);
    if (frame?.kind !== "ti4GalaxyBuild") throw new Error("no galaxy build");
    const tile = frame.hands[made.state.speaker]?.[0] as string;
    const outer = applyCommand<Ti4>(
      made.state,
      { type: "placeSystem", seat: made.state.speaker, tile, position: "301" },
      CTX,
    );
    expect(outer.ok).toBe(false);
    const done = finishSetup(made);
    expect(done.state.phase).toBe("strategy");
    // Every position of the layout is filled: 1 + 6 + 12 + 18 for three rings.
    expect(Object.keys(done.state.galaxy)).toHaveLength(37);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("asks the Winnu for their starting technology and the Saar where their infantry stand", () => {
    const made = create(3, { factionAssignment: "draft" });
    let state = made.state;
    const events = [...made.events];
    for (const faction of ["winnu", "saar", "hacan"] as const) {
      const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
      const picked = play(state, { type: "pickFaction", seat, faction });
      state = picked.state;
      events.push(...picked.events);
    }
    const asked = pendingDecisions<Ti4>(state)
      .map((d) => d.kind)
      .sort();
    expect(asked).toEqual(["chooseStartingTechnologies", "placeStartingGroundForces"]);
    const winnu = state.players.find((p) => p.faction === "winnu")?.seat as number;
    const saar = state.players.find((p) => p.faction === "saar")?.seat as number;
    const two = applyCommand<Ti4>(
      state,
      { type: "chooseStartingTechnologies", seat: winnu, technologies: ["amd", "nm"] },
      CTX,
    );
    expect(two.ok || two.error.code).toBe("ERR_TI4_STARTING_TECHNOLOGIES");
    // A base game offers the base box's technologies without prerequisites only, by name.
    const offered = pendingDecisions<Ti4>(state).find((d) => d.kind === "chooseStartingTechnologies");
    expect([...(offered?.choices ?? [])].sort()).toEqual(["amd", "nm", "ps", "st"]);
    const pok = applyCommand<Ti4>(
      state,
      { type: "chooseStartingTechnologies", seat: winnu, technologies: ["det"] },
      CTX,
    );
    expect(pok.ok || pok.error.message).toMatch(/from Antimass Deflectors \(amd\), /);
    expect(pok.ok || pok.error.message).not.toMatch(/Dark Energy Tap/);
    const wrong = applyCommand<Ti4>(
      state,
      { type: "placeStartingGroundForces", seat: saar, placements: [{ planet: "lisisii", infantry: 5 }] },
      CTX,
    );
    expect(wrong.ok || wrong.error.code).toBe("ERR_TI4_STARTING_GROUND_FORCES");
    const chose = play(state, { type: "chooseStartingTechnologies", seat: winnu, technologies: ["nm"] });
    const placed = play(chose.state, {
      type: "placeStartingGroundForces",
      seat: saar,
      placements: [
        { planet: "lisisii", infantry: 3 },
        { planet: "ragh", infantry: 1 },
      ],
    });
    expect(chose.state.players[winnu]?.technologies).toEqual(["nm"]);
    const home = placed.state.board[placed.state.players[saar]?.home as string];
    expect(home?.planets.lisisii?.[0]?.units.infantry).toBe(3);
    expect(home?.planets.ragh?.[0]?.units.infantry).toBe(1);
    // The Saar's space dock floats in space (their Floating Factory).
    expect(home?.space[0]?.units.spaceDock).toBe(1);
    const done = finishSetup({ state: placed.state, events: [...events, ...chose.events, ...placed.events] });
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("refuses settings no rule of ours plays, creating nothing", () => {
    const args = (settings: Ti4Settings) =>
      createTi4Game(
        {
          seed: "x",
          players: [
            { userId: "a", name: "A" },
            { userId: "b", name: "B" },
            { userId: "c", name: "C" },
          ],
          settings,
        },
        CTX,
      );
    const codes = [
      args({ vpTarget: 12 }),
      args({ options: ["franken"] }),
      args({ boxes: ["pok"] }),
      args({ boxes: ["base", "thunder" as never] }),
      args({ galaxyMode: "mapString", mapString: "1 2 3" }),
    ].map((r) => (r.ok ? "created" : r.error.code));
    expect(codes).toEqual([
      "ERR_TI4_VP_TARGET",
      "ERR_TI4_OPTION",
      "ERR_TI4_BOX",
      "ERR_TI4_BOX",
      expect.stringMatching(/^ERR_/),
    ]);
  });

  it("refuses a malformed command with the field and its form", () => {
    const { state } = create(3, {});
    const bad = applyCommand<Ti4>(
      state,
      { type: "keepSecretObjective", seat: 0, objective: 7 } as never,
      CTX,
    );
    expect(bad.ok || bad.error.code).toBe("ERR_MALFORMED");
    expect(bad.ok || bad.error.message).toContain("`objective`");
  });

  it("answers a malformed id with a real id of the field's kind: a technology for a technology, a planet for a planet", () => {
    const { state } = create(3, {});
    const message = (command: object) => {
      const bad = applyCommand<Ti4>(state, command as never, CTX);
      return bad.ok ? "" : bad.error.message;
    };
    const technology = message({ type: "research", seat: 0, technology: "no such!" });
    expect(technology).toContain("`technology` must be a technology id such as");
    const techExample = /such as "([^"]+)"/.exec(technology)?.[1] ?? "";
    expect(ti4Technology(techExample as never).id).toBe(techExample);
    const planet = message({ type: "destroyPds", seat: 0, planet: "bad planet" });
    expect(planet).toContain("`planet` must be a planet id such as");
    const planetExample = /such as "([^"]+)"/.exec(planet)?.[1] ?? "";
    expect(ti4Planet(planetExample as never).id).toBe(planetExample);
  });

  it("builds the base game's five-player galaxy in turn, its red tile next to Mecatol Rex laid first", () => {
    const made = create(5, { galaxyMode: "playerBuilt" });
    expect(made.state.galaxy["101"]).toBeDefined();
    const done = finishSetup(made);
    expect(Object.keys(done.state.galaxy)).toHaveLength(37);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("replays the same game from the same seed, and another game from another", () => {
    const pok: Ti4Settings = { boxes: ["base", "pok"] };
    const one = finishSetup(create(5, pok, "seed-a"));
    const two = finishSetup(create(5, pok, "seed-a"));
    const three = finishSetup(create(5, pok, "seed-b"));
    expect(two.state).toEqual(one.state);
    expect(three.state.galaxy).not.toEqual(one.state.galaxy);
  });
});
