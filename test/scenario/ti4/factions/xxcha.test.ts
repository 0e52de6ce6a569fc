/**
 * The Xxcha Kingdom (faction sheet): Quash (LRR 8.2, an agenda thrown away), Peace Accords (after
 * Diplomacy, LRR 32), Nullification Field (a turn ended on activation, LRR 89.1), the Loncara Ssodu's space
 * cannon reaching adjacent systems (LRR 77.3c). Tactical positions: seat 3 at home 310, adjacent to 207, 309
 * and 311 (test/support/ti4Tactical.ts); agenda positions: test/support/ti4Agenda.ts.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { peaceAccordsPlanets } from "../../../../src/engine/ti4/factions/xxcha.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { cannonDice } from "../../../../src/engine/ti4/tactical/spaceCannon.ts";
import { play } from "../../../support/ti4.ts";
import { agendaPhase, apply, refusal, waiting } from "../../../support/ti4Agenda.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, HOME, learnFor, position, put, SEAT, space } from "../../../support/ti4Tactical.ts";

const XXCHA = 1;
type Player = Ti4State["players"][number];

describe("Xxcha: Quash (faction sheet)", () => {
  const AGENDAS = ["economic_equality", "conscription", "fleet_regulations"] as never[];

  function xxchaAt(seat: number) {
    return agendaPhase(AGENDAS, (s) => giveFaction(s, seat, "xxcha"));
  }

  it("throws the revealed agenda away for a strategy token, and the next one is voted on instead", () => {
    const played = xxchaAt(XXCHA);
    expect(waiting(played.state)).toEqual([{ seat: XXCHA, kind: "quash" }]);
    const tokens = played.state.players[XXCHA]?.tokens.strategy as number;
    const quashed = apply(played, { type: "quash", seat: XXCHA, quash: true });
    expect(quashed.state.decks.agenda.discard[0]).toBe("economic_equality");
    expect(quashed.state.players[XXCHA]?.tokens.strategy).toBe(tokens - 1);
    // The next agenda is revealed, and Quash is offered on it too.
    expect(waiting(quashed.state)).toEqual([{ seat: XXCHA, kind: "quash" }]);
    const kept = apply(quashed, { type: "quash", seat: XXCHA, quash: false });
    const vote = kept.state.stack.at(-1);
    expect(vote?.kind === "ti4AgendaVote" && vote.agenda).toBe("conscription");
    expect(waiting(kept.state)[0]?.kind).not.toBe("quash");
    expect(replayLog<Ti4>(kept.events)).toEqual(kept.state);
  });

  it("is not offered without a strategy token nor to another faction, and is refused once the pool is empty", () => {
    const broke = agendaPhase(AGENDAS, (s) => {
      giveFaction(s, XXCHA, "xxcha");
      (s.players[XXCHA] as Player).tokens.strategy = 0;
    });
    expect(waiting(broke.state).map((w) => w.kind)).not.toContain("quash");
    const none = agendaPhase(AGENDAS, (s) => {
      for (const p of s.players) if (p.faction === "xxcha") p.faction = "sol";
    });
    expect(waiting(none.state).map((w) => w.kind)).not.toContain("quash");
    const played = xxchaAt(XXCHA);
    (played.state.players[XXCHA] as Player).tokens.strategy = 0;
    expect(refusal(played, { type: "quash", seat: XXCHA, quash: true })).toEqual([
      "ERR_TI4_NO_STRATEGY_TOKEN",
      "LRR 20",
    ]);
  });
});

describe("Xxcha: Peace Accords (faction sheet)", () => {
  /** Seat 3 as the Xxcha holding Diplomacy, playing it on its home. */
  function diplomacy(faction: "xxcha" | "l1z1x", edit?: (s: Ti4State) => void) {
    const s = position((s) => {
      giveFaction(s, SEAT, faction);
      (s.players[SEAT] as Player).strategyCards = [{ card: "diplomacy", played: false }];
      edit?.(s);
    });
    const begun = play(s, { type: "strategicAction", seat: SEAT, card: "diplomacy" });
    const chosen = play(begun.state, { type: "chooseDiplomacySystem", seat: SEAT, system: HOME });
    return { start: s, state: chosen.state, events: [...begun.events, ...chosen.events] };
  }

  it("takes a planet without units next to the Xxcha's after the primary, exhausted", () => {
    const at = diplomacy("xxcha");
    const [decision] = pendingDecisions<Ti4>(at.state);
    expect(decision?.kind).toBe("peaceAccords");
    const offered = peaceAccordsPlanets(at.state, SEAT);
    expect(decision?.choices).toEqual(offered);
    const planet = offered[0] as string;
    expect(planet).toBeDefined();
    const done = play(at.state, { type: "peaceAccords", seat: SEAT, planet: planet as never });
    expect(done.state.players[SEAT]?.planets[planet as never]).toEqual({ exhausted: true });
    // The strategic action goes on to the secondaries.
    expect(pendingDecisions<Ti4>(done.state).map((d) => d.kind)).toContain("useSecondary");
    const log: Ti4["event"][] = [{ type: "gameCreated", state: at.start }, ...at.events, ...done.events];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("refuses a planet holding units or Mecatol Rex, and is not offered to another faction", () => {
    const at = diplomacy("xxcha", (s) => {
      const planet = planetsAt(s, "207")[0] ?? planetsAt(s, "309")[0] ?? planetsAt(s, "311")[0];
      if (planet) put(s, planetsAt(s, "207").length > 0 ? "207" : "309", { infantry: 1 }, 2, planet);
    });
    const guarded = ["207", "309", "311"]
      .flatMap((p) => planetsAt(at.state, p))
      .find((planet) =>
        ["207", "309", "311"].some((p) => (at.state.board[p]?.planets[planet] ?? []).length > 0),
      );
    expect(guarded).toBeDefined();
    expect(peaceAccordsPlanets(at.state, SEAT)).not.toContain(guarded);
    const refused = applyCommand<Ti4>(
      at.state,
      { type: "peaceAccords", seat: SEAT, planet: guarded as never },
      CTX,
    );
    expect(refused.ok ? null : refused.error.code).toBe("ERR_TI4_PEACE_ACCORDS_PLANET");
    const mecatol = applyCommand<Ti4>(
      at.state,
      { type: "peaceAccords", seat: SEAT, planet: "mr" as never },
      CTX,
    );
    expect(mecatol.ok ? null : mecatol.error.code).toBe("ERR_TI4_PEACE_ACCORDS_PLANET");
    // Declining takes nothing.
    const declined = play(at.state, { type: "peaceAccords", seat: SEAT, planet: null });
    expect(Object.keys(declined.state.players[SEAT]?.planets ?? {})).toEqual(
      Object.keys(at.state.players[SEAT]?.planets ?? {}),
    );

    const other = diplomacy("l1z1x", (s) => {
      for (const p of s.players) if (p.faction === "xxcha") p.faction = "sol";
    });
    expect(pendingDecisions<Ti4>(other.state).map((d) => d.kind)).not.toContain("peaceAccords");
  });
});

describe("Xxcha: Nullification Field (its card)", () => {
  const guarded = (edit?: (s: Ti4State) => void) =>
    position((s) => {
      giveFaction(s, XXCHA, "xxcha");
      learnFor(s, XXCHA, "nf");
      put(s, "207", { cruiser: 1 }, XXCHA);
      put(s, HOME, { carrier: 1 });
      edit?.(s);
    });

  it("ends the active player's turn for an exhausted card and a strategy token", () => {
    const s = guarded();
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "207" });
    expect(pendingDecisions<Ti4>(activated.state)[0]).toMatchObject({
      kind: "nullificationField",
      seat: XXCHA,
    });
    const tokens = s.players[XXCHA]?.tokens.strategy as number;
    const ended = play(activated.state, { type: "nullificationField", seat: XXCHA, use: true });
    expect(ended.state.players[XXCHA]?.exhaustedTechnologies).toEqual(["nf"]);
    expect(ended.state.players[XXCHA]?.tokens.strategy).toBe(tokens - 1);
    // No movement was asked: the carrier is still home, the token stays in 207, the next turn has begun.
    expect(space(ended.state, HOME)).toEqual({ carrier: 1 });
    expect(ended.state.board["207"]?.commandTokens).toContain(SEAT);
    expect(ended.state.stack).toHaveLength(1);
    expect(pendingDecisions<Ti4>(ended.state)[0]?.seat).not.toBe(SEAT);
    const log: Ti4["event"][] = [{ type: "gameCreated", state: s }, ...activated.events, ...ended.events];
    expect(replayLog<Ti4>(log)).toEqual(ended.state);
  });

  it("may be declined, and is not offered exhausted, without a token, or away from the Xxcha's ships", () => {
    const declined = play(play(guarded(), { type: "tacticalAction", seat: SEAT, system: "207" }).state, {
      type: "nullificationField",
      seat: XXCHA,
      use: false,
    });
    expect(pendingDecisions<Ti4>(declined.state)[0]?.kind).toBe("moveShips");
    const kinds = (s: Ti4State, system = "207") =>
      pendingDecisions<Ti4>(play(s, { type: "tacticalAction", seat: SEAT, system }).state).map((d) => d.kind);
    expect(kinds(guarded((s) => ((s.players[XXCHA] as Player).exhaustedTechnologies = ["nf"])))).toEqual([
      "moveShips",
    ]);
    expect(kinds(guarded((s) => ((s.players[XXCHA] as Player).tokens.strategy = 0)))).toEqual(["moveShips"]);
    expect(kinds(guarded(), "309")).toEqual(["moveShips"]);
  });
});

describe("Xxcha: the Loncara Ssodu (its sheet)", () => {
  it("fires its space cannon, 3 dice hitting on 5, into an adjacent system", () => {
    const s = position((s) => {
      giveFaction(s, XXCHA, "xxcha");
      put(s, HOME, { flagship: 1 }, XXCHA);
    });
    expect(cannonDice(s, XXCHA, "207")).toEqual([
      { unit: "flagship", hitsOn: 5 },
      { unit: "flagship", hitsOn: 5 },
      { unit: "flagship", hitsOn: 5 },
    ]);
    // Another faction's flagship has no space cannon.
    const other = position((s) => put(s, HOME, { flagship: 1 }, 2));
    expect(cannonDice(other, 2, "207")).toEqual([]);
  });
});
