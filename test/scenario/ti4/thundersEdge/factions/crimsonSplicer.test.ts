/**
 * Subatomic Splicer, the Crimson Rebellion's faction technology (TE faction sheet, content/ti4/
 * technologies.factions.te.ts): when one of their ships is destroyed, they may produce a ship of that type at
 * a space dock in their home system, paid as any production (LRR 67, 68), not while another player's ships
 * are there (LRR 67.6).
 */
import { describe, expect, it } from "vitest";
import { destroyUnitsDirectly } from "../../../../../src/engine/ti4/board/destroyed.ts";
import { ti4Neighbours } from "../../../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { TI4_PRODUCTION_ANSWERS } from "../../../../../src/engine/ti4/production/bot.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { answer, put, refusal, run } from "../../../../support/ti4FactionBoard.ts";
import { homeOf } from "../../../../support/ti4Factions.ts";

const FACTIONS = ["crimson", "hacan", "sol"] as const;
const CRIMSON = 0;
const HACAN = 1;

/** A system away from every home. */
function away(state: Ti4State): string {
  const homes = state.players.map((p) => p.home);
  const found = Object.keys(state.galaxy).find(
    (p) =>
      !homes.includes(p) &&
      !state.board[p]?.neutral &&
      !homes.some((h) => h !== null && h !== undefined && ti4Neighbours(state, h).includes(p)),
  );
  if (!found) throw new Error("no system away from the homes");
  return found;
}

/** Crimson's cruiser and destroyer in a system away from home, 1 hit to assign there; `splicer`: the tech. */
function hitAway(splicer: boolean, edit?: (s: Ti4State) => void) {
  let at = "";
  const state = eventGame(FACTIONS, [], CRIMSON, (s) => {
    at = away(s);
    put(s, at, CRIMSON, { cruiser: 1, destroyer: 1 });
    const crimson = s.players[CRIMSON] as Ti4State["players"][number];
    if (splicer) crimson.technologies.push("subatomic");
    crimson.tradeGoods = 4;
    // Room in the fleet pool for one more ship at home (LRR 37).
    crimson.tokens.fleet = 5;
    // Nothing the bot would keep its goods for, whatever the deal (objectives/aims.ts).
    crimson.secret.secretObjectives = [];
    s.objectives = [];
    edit?.(s);
  }).state;
  state.stack.push({
    kind: "ti4AssignHits",
    seat: CRIMSON,
    place: { position: at },
    hits: 1,
    reason: "spaceCombat",
  });
  return { state, at };
}

const loseCruiser: Ti4Command = { type: "assignHits", seat: CRIMSON, sustain: {}, destroy: { cruiser: 1 } };
const paid = (units: object, tradeGoods: number): Ti4Command =>
  ({ type: "produceUnits", seat: CRIMSON, units, payment: { planets: [], tradeGoods } }) as Ti4Command;

describe("The Crimson Rebellion: Subatomic Splicer (TE faction technology)", () => {
  it("offers a cruiser at home as their cruiser is destroyed; paid, it is placed there; replays", () => {
    const { state } = hitAway(true);
    const home = homeOf(state, CRIMSON);
    const lost = answer(state, loseCruiser);
    expect(lost.state.stack.at(-1)).toMatchObject({
      kind: "ti4Production",
      seat: CRIMSON,
      system: home,
      reason: "Subatomic Splicer",
      limit: 1,
      types: ["cruiser"],
    });
    const before = lost.state.board[home]?.space.find((f) => f.seat === CRIMSON)?.units.cruiser ?? 0;
    const made = answer(lost.state, paid({ cruiser: 1 }, 2));
    expect(made.state.board[home]?.space.find((f) => f.seat === CRIMSON)?.units.cruiser).toBe(before + 1);
    expect(made.state.players[CRIMSON]?.tradeGoods).toBe(2);
    expect(made.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsPlaced", seat: CRIMSON, reason: "Subatomic Splicer" }),
    );
  });

  it("refuses another type, more than were lost, and ships while another player's are at home (state unchanged)", () => {
    const lost = answer(hitAway(true).state, loseCruiser).state;
    expect(refusal(lost, paid({ destroyer: 1 }, 1))).toEqual(["ERR_TI4_PRODUCTION_TYPE", "LRR 68"]);
    expect(refusal(lost, paid({ cruiser: 2 }, 4))).toEqual(["ERR_TI4_PRODUCTION_LIMIT", "LRR 68"]);
    const home = homeOf(lost, CRIMSON);
    const guarded = structuredClone(lost);
    put(guarded, home, HACAN, { destroyer: 1 });
    expect(refusal(guarded, paid({ cruiser: 1 }, 2))).toEqual(["ERR_TI4_ENEMY_SHIPS", "LRR 67.6"]);
    // Producing nothing declines it.
    const declined = answer(lost, paid({}, 0));
    expect(declined.state.stack.some((f) => f.kind === "ti4Production")).toBe(false);
  });

  it("is answered by the bot: the ship again when it can pay, nothing otherwise", () => {
    const lost = answer(hitAway(true).state, loseCruiser).state;
    const decision = { kind: "produceUnits", seat: CRIMSON, simultaneous: false, prompt: "" } as never;
    const offers = TI4_PRODUCTION_ANSWERS.produceUnits?.(lost, decision) ?? [];
    expect(offers[0]).toMatchObject({ type: "produceUnits", units: { cruiser: 1 } });
    expect(offers.at(-1)).toMatchObject({ units: {} });
    // Two destroyed at once: two offered again, as the trade goods pay for them.
    const { state, at } = hitAway(true, (s) => {
      (s.players[CRIMSON] as Ti4State["players"][number]).tokens.fleet = 6;
    });
    state.stack.pop();
    put(state, at, CRIMSON, { cruiser: 1 });
    const two = run(state, (tx) =>
      destroyUnitsDirectly(tx, {
        seat: CRIMSON,
        place: { position: at },
        units: { cruiser: 2 },
        cause: "a test",
      }),
    ).state;
    expect(TI4_PRODUCTION_ANSWERS.produceUnits?.(two, decision)?.[0]).toMatchObject({
      units: { cruiser: 2 },
    });
  });

  it("does nothing without the technology, or without a space dock at home", () => {
    expect(answer(hitAway(false).state, loseCruiser).state.stack.at(-1)?.kind).not.toBe("ti4Production");
    const undocked = hitAway(true, (s) => {
      const home = s.players[CRIMSON]?.home as string;
      for (const forces of Object.values(s.board[home]?.planets ?? {}))
        for (const force of forces ?? []) if (force.seat === CRIMSON) delete force.units.spaceDock;
    });
    expect(answer(undocked.state, loseCruiser).state.stack.at(-1)?.kind).not.toBe("ti4Production");
  });

  it("answers ships destroyed directly too, one production step a type", () => {
    const { state, at } = hitAway(true);
    state.stack.pop();
    const done = run(state, (tx) =>
      destroyUnitsDirectly(tx, {
        seat: CRIMSON,
        place: { position: at },
        units: { cruiser: 1, destroyer: 1 },
        cause: "a test",
      }),
    );
    const pushed = done.events.flatMap((e) => (e.type === "ti4FramePushed" ? [e.frame] : []));
    expect(pushed).toEqual([
      expect.objectContaining({ kind: "ti4Production", types: ["cruiser"], limit: 1 }),
      expect.objectContaining({ kind: "ti4Production", types: ["destroyer"], limit: 1 }),
    ]);
  });
});
