/**
 * Magen Defense Grid (technology/generic/magenDefenseGrid.ts, magenDefenseGridOmega.ts). As printed, without
 * Thunder's Edge: as each round of a ground combat starts on a planet where its holder has a unit with
 * PLANETARY SHIELD, they may exhaust it and their opponent makes no combat roll that round. Magen Defense Grid
 * ΩΩ, with the box: an activation of a system holding the holder's structures puts 1 infantry with each, and
 * a ground combat beginning on a planet holding one produces 1 hit on the opponent's ground forces. Played
 * through the kernel from real set-ups; every log replayed.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4 } from "../../../../src/app/ti4/narrate.ts";
import type { Ti4PlanetId } from "../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { activateQuietly, openSystem, play } from "../../../support/ti4.ts";
import {
  answer,
  emptySystems,
  learn,
  put,
  refusal,
  run,
  withFactions,
} from "../../../support/ti4FactionBoard.ts";
import { CTX, learnFor, position, put as putAt, SEAT } from "../../../support/ti4Tactical.ts";

const ATTACKER = 0;
const DEFENDER = 1;
const TE = ["base", "te"] as const;

/**
 * A ground combat on a planet of an empty system: the attacker's 4 infantry against the defender's 4 and a
 * PDS (none with `shield: false`), the defender holding the printed card unless `holder` says another seat.
 */
function groundCombat(opts: { holder?: number | null; shield?: boolean; te?: boolean } = {}) {
  const state = withFactions("mentak", "nekro", "sol");
  for (const player of state.players) {
    player.technologies = [];
    player.secret.actionCards = [];
  }
  const holder = opts.holder === undefined ? DEFENDER : opts.holder;
  if (holder !== null) learn(state, holder, "md");
  if (opts.te) state.config = { ...state.config, boxes: [...TE] };
  const position = emptySystems(state).find((p) => planetsAt(state, p).length > 0) as string;
  const planet = planetsAt(state, position)[0] as Ti4PlanetId;
  put(state, position, ATTACKER, { infantry: 4 }, planet);
  put(state, position, DEFENDER, { infantry: 4, ...(opts.shield === false ? {} : { pds: 1 }) }, planet);
  const at = run(state, (tx) =>
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4GroundCombat", seat: ATTACKER, system: position, planet },
    }),
  );
  return { ...at, position, planet };
}

const use = (seat: number): Ti4Command => ({ type: "magenDefenseGrid", seat, answer: "use" });
const decline = (seat: number): Ti4Command => ({ type: "magenDefenseGrid", seat, answer: "decline" });

function asked(state: Ti4State) {
  return pendingDecisions<Ti4>(state).find((d) => d.kind === "magenDefenseGrid");
}

/** Who rolled combat dice in each round of the ground combat, round by round. */
function rollersByRound(events: readonly Ti4Event[]): number[][] {
  const rounds: number[][] = [];
  for (const e of events) {
    if (e.type === "ti4CombatRoundBegan") rounds.push([]);
    if (e.type === "ti4DiceRolled" && e.reason === "groundCombat") rounds.at(-1)?.push(e.seat);
  }
  return rounds;
}

describe("Magen Defense Grid as printed (no Thunder's Edge)", () => {
  it("asks its holder with a PDS there as the first round starts; used, the opponent does not roll that round", () => {
    const at = groundCombat();
    expect(at.state.stack.at(-1)).toMatchObject({
      kind: "ti4MagenDefenseGrid",
      seat: DEFENDER,
      opponent: ATTACKER,
    });
    const decision = asked(at.state);
    expect(decision).toMatchObject({ seat: DEFENDER, choices: ["use", "decline"] });
    // The bot stops the roll.
    expect(ti4Answers(at.state, decision as never)[0]).toEqual(use(DEFENDER));
    const done = answer(at.state, use(DEFENDER));
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: DEFENDER, technology: "md" });
    expect(done.state.players[DEFENDER]?.exhaustedTechnologies).toContain("md");
    // The table is told why only one side rolls.
    expect(narrateTi4(done.events, done.state)).toContain(
      `${done.state.players[DEFENDER]?.name} exhausts Magen Defense Grid: ${done.state.players[ATTACKER]?.name} makes no combat roll this round`,
    );
    const rounds = rollersByRound([...at.events, ...done.events]);
    // Round 1: the defender alone rolls; the card is exhausted, so the next rounds both roll, unasked.
    expect(rounds[0]).toEqual([DEFENDER]);
    for (const round of rounds.slice(1)) expect(round).toEqual([ATTACKER, DEFENDER]);
    expect(asked(done.state)).toBeUndefined();
    expect(replayLog<Ti4>([{ type: "gameCreated", state: at.state }, ...done.events])).toEqual(done.state);
  });

  it("declined, both sides roll and the card stays ready; a refused answer leaves the state as it was", () => {
    const at = groundCombat();
    expect(asked(at.state)).toMatchObject({ seat: DEFENDER });
    expect(refusal(at.state, use(ATTACKER))).not.toBeNull();
    let state = at.state;
    const events = [...at.events];
    for (let i = 0; i < 20 && asked(state); i++) {
      const done = answer(state, decline(DEFENDER));
      state = done.state;
      events.push(...done.events);
    }
    expect(asked(state)).toBeUndefined();
    expect(state.players[DEFENDER]?.exhaustedTechnologies ?? []).not.toContain("md");
    const rounds = rollersByRound(events);
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) expect(round).toEqual([ATTACKER, DEFENDER]);
  });

  it("asks nobody without a unit with PLANETARY SHIELD there, without the card, or with Thunder's Edge", () => {
    for (const at of [
      groundCombat({ shield: false }),
      groundCombat({ holder: null }),
      groundCombat({ holder: ATTACKER }),
      groundCombat({ te: true }),
    ]) {
      expect(
        at.events.some((e) => e.type === "ti4FramePushed" && e.frame.kind === "ti4MagenDefenseGrid"),
      ).toBe(false);
      expect(rollersByRound(at.events)[0]).toEqual([ATTACKER, DEFENDER]);
    }
  });
});

describe("Magen Defense Grid \u03a9\u03a9 (Thunder's Edge)", () => {
  let open = "";
  let planet = "" as Ti4PlanetId;
  const OWNER = 0;

  /** Seat 0's PDS, space dock and 2 infantry on an open planet it controls; seat 3's carrier of 4 infantry there. */
  function fortified(opts: { te?: boolean; magen?: boolean } = {}): Ti4State {
    return position((s) => {
      open = openSystem(s);
      planet = planetsAt(s, open)[0] as Ti4PlanetId;
      if (opts.te !== false) s.config = { ...s.config, boxes: [...TE] };
      (s.players[OWNER] as Ti4State["players"][number]).technologies = [];
      if (opts.magen !== false) learnFor(s, OWNER, "md");
      putAt(s, open, { carrier: 1, infantry: 4 });
      putAt(s, open, { pds: 1, spaceDock: 1, infantry: 2 }, OWNER, planet);
      (s.players[OWNER] as Ti4State["players"][number]).planets[planet] = { exhausted: false };
      for (const player of s.players) player.secret.actionCards = [];
    });
  }

  it("another player's activation of the system puts 1 infantry with each of the holder's structures", () => {
    const start = fortified();
    const done = play(start, { type: "tacticalAction", seat: SEAT, system: open });
    expect(done.events).toContainEqual({
      type: "ti4UnitsPlaced",
      seat: OWNER,
      place: { position: open, planet },
      units: { infantry: 2 },
      reason: "Magen Defense Grid \u03a9\u03a9",
    });
    const force = done.state.board[open]?.planets[planet]?.find((f) => f.seat === OWNER);
    expect(force?.units.infantry).toBe(4);
    expect(replayLog<Ti4>([{ type: "gameCreated", state: start }, ...done.events])).toEqual(done.state);
    // Without the card, or without the box (the printed card), nothing is put there.
    for (const other of [fortified({ magen: false }), fortified({ te: false })]) {
      const quiet = play(other, { type: "tacticalAction", seat: SEAT, system: open });
      expect(quiet.events.some((e) => e.type === "ti4UnitsPlaced")).toBe(false);
    }
  });

  it("as the ground combat begins there, 1 hit on the invader's infantry before any round; not without it", () => {
    const landed = (start: Ti4State) => {
      const active = activateQuietly(start, SEAT, open, "ti4Invasion");
      const done = applyCommand<Ti4>(
        active.state,
        { type: "commitGroundForces", seat: SEAT, landings: [{ planet, infantry: 4 }] },
        CTX,
      );
      if (!done.ok) throw new Error(done.error.message);
      expect(
        replayLog<Ti4>([{ type: "gameCreated", state: start }, ...active.events, ...done.events]),
      ).toEqual(done.state);
      return done;
    };
    const magenHit = (events: readonly Ti4Event[]) => {
      const firstRound = events.findIndex((e) => e.type === "ti4CombatRoundBegan");
      return events
        .slice(0, firstRound < 0 ? events.length : firstRound)
        .filter(
          (e) =>
            e.type === "ti4FramePushed" &&
            e.frame.kind === "ti4AssignHits" &&
            e.frame.reason === "groundCombat" &&
            e.frame.seat === SEAT,
        );
    };
    const held = landed(fortified());
    expect(magenHit(held.events)).toEqual([
      {
        type: "ti4FramePushed",
        frame: {
          kind: "ti4AssignHits",
          seat: SEAT,
          place: { position: open, planet },
          hits: 1,
          reason: "groundCombat",
          only: ["infantry"],
        },
      },
    ]);
    expect(held.events.some((e) => e.type === "ti4CombatRoundBegan")).toBe(true);
    expect(magenHit(landed(fortified({ magen: false })).events)).toEqual([]);
    // The printed card, without the box, asks its holder instead (a PDS stands there).
    const printed = landed(fortified({ te: false }));
    expect(magenHit(printed.events)).toEqual([]);
    expect(asked(printed.state)).toMatchObject({ seat: OWNER });
  });
});
