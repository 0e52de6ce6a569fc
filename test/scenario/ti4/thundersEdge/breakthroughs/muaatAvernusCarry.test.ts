/**
 * TE "Breakthroughs and Synergy": Stellar Genesis (Embers of Muaat), its second ability: after a war sun of
 * the holder's moves out of or through Avernus's system into a non-home system, the Avernus token may go
 * with it, the units on the planet with it (thundersEdge/breakthroughs/muaat.ts); offered, carried, left,
 * refused with the state unchanged, replayed, and answered by the bot.
 */
import { describe, expect, it } from "vitest";
import type { Ti4PlanetId, Ti4TechnologyId } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../../../src/engine/ti4/state.ts";
import { play } from "../../../../support/ti4.ts";
import { CTX, HOME, position, put, SEAT } from "../../../../support/ti4Tactical.ts";

const RULE = "TE Breakthroughs and Synergy: Stellar Genesis";
const AVERNUS = "avernus" as Ti4PlanetId;
/** Avernus's system, on the way from the Muaat's home (310) to the active system (104). */
const AT = "207";

/** The Muaat (seat 3) holding Stellar Genesis, Avernus placed in 207 with an infantry of theirs on it. */
function board(opts: { card?: boolean; pws2?: boolean } = {}): Ti4State {
  const { card = true, pws2 = false } = opts;
  return position((s) => {
    const muaat = s.players[SEAT] as Ti4State["players"][number];
    muaat.faction = "muaat";
    s.config = { ...s.config, boxes: ["base", "te"] };
    if (card) muaat.breakthrough = "muaatbt";
    if (pws2) muaat.technologies = ["pws2" as Ti4TechnologyId];
    s.avernus = AT;
    muaat.planets[AVERNUS] = { exhausted: false };
    put(s, AT, { infantry: 1 }, SEAT, AVERNUS);
  });
}

/** The tactical action into 104 with `moves`; the refusal's code and rule, or the state and its log. */
function moveInto(s: Ti4State, moves: { from: string; units: Ti4UnitCounts; path?: string[] }[]) {
  const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "104" });
  const moved = applyCommand<Ti4>(activated.state, { type: "moveShips", seat: SEAT, moves } as never, CTX);
  if (!moved.ok) throw new Error(moved.error.message);
  const log: Ti4Event[] = [{ type: "gameCreated", state: s }, ...activated.events, ...moved.events];
  return { state: moved.state, log };
}

function answer(state: Ti4State, command: Ti4Command, log: Ti4Event[]) {
  const before = structuredClone(state);
  const result = applyCommand<Ti4>(state, command, CTX);
  if (!result.ok) {
    expect(state).toEqual(before);
    return { refused: [result.error.code, result.error.rule] as const };
  }
  const all = [...log, ...result.events];
  expect(replayLog<Ti4>(all)).toEqual(result.state);
  return { state: result.state };
}

const asked = (s: Ti4State) => pendingDecisions<Ti4>(s).find((d) => d.kind === "carryAvernus");

describe(`${RULE}: Avernus moves with a war sun`, () => {
  it("offers the move after a war sun leaves Avernus's system; carried, the token and its infantry are in the active system", () => {
    const s = board();
    put(s, AT, { warSun: 1 });
    const moved = moveInto(s, [{ from: AT, units: { warSun: 1 } }]);
    const decision = asked(moved.state);
    expect(decision).toMatchObject({ seat: SEAT, choices: ["carry", "leave"] });
    // The bot carries a planet it controls.
    expect(decision && ti4Answers(moved.state, decision)[0]).toEqual({
      type: "carryAvernus",
      seat: SEAT,
      carry: true,
    });
    const done = answer(moved.state, { type: "carryAvernus", seat: SEAT, carry: true }, moved.log);
    const state = done.state as Ti4State;
    expect(state.avernus).toBe("104");
    expect(planetsAt(state, "104")).toContain(AVERNUS);
    expect(planetsAt(state, AT)).not.toContain(AVERNUS);
    expect(state.board["104"]?.planets[AVERNUS]).toEqual([
      expect.objectContaining({ seat: SEAT, units: { infantry: 1 } }),
    ]);
    expect(state.board[AT]?.planets[AVERNUS]).toBeUndefined();
    expect(state.players[SEAT]?.planets[AVERNUS]).toEqual({ exhausted: false });
    expect(asked(state)).toBeUndefined();
  });

  it("offers it to a war sun passing through Avernus's system; left, the token stays", () => {
    const s = board({ pws2: true });
    put(s, HOME, { warSun: 1 });
    const moved = moveInto(s, [{ from: HOME, units: { warSun: 1 }, path: [AT] }]);
    expect(asked(moved.state)).toBeDefined();
    const done = answer(moved.state, { type: "carryAvernus", seat: SEAT, carry: false }, moved.log);
    expect(done.state?.avernus).toBe(AT);
    expect(planetsAt(done.state as Ti4State, AT)).toContain(AVERNUS);
    expect(asked(done.state as Ti4State)).toBeUndefined();
  });

  it("is not offered to other ships, to a war sun from elsewhere, or without the card", () => {
    const carrier = board();
    put(carrier, AT, { carrier: 1 });
    expect(asked(moveInto(carrier, [{ from: AT, units: { carrier: 1 } }]).state)).toBeUndefined();
    const elsewhere = board({ pws2: true });
    put(elsewhere, "105", { warSun: 1 });
    const from105 = moveInto(elsewhere, [{ from: "105", units: { warSun: 1 } }]);
    expect(asked(from105.state)).toBeUndefined();
    const noCard = board({ card: false });
    put(noCard, AT, { warSun: 1 });
    expect(asked(moveInto(noCard, [{ from: AT, units: { warSun: 1 } }]).state)).toBeUndefined();
  });

  it("refuses the move when not offered, and to another player (state unchanged)", () => {
    const s = board();
    put(s, AT, { warSun: 1 });
    const moved = moveInto(s, [{ from: AT, units: { warSun: 1 } }]);
    const other = answer(moved.state, { type: "carryAvernus", seat: 0, carry: true }, moved.log);
    expect(other.refused?.[0]).toBe("ERR_NOT_YOUR_TURN");
    const activated = play(s, { type: "tacticalAction", seat: SEAT, system: "104" });
    const early = answer(activated.state, { type: "carryAvernus", seat: SEAT, carry: true }, []);
    expect(early.refused?.[0]).toBe("ERR_NOT_NOW");
  });
});
