/**
 * The tactical offers (src/app/offers) and the menus drawn from them (src/app/picks.ts, Discord's
 * src/discord/picks.ts): every system offered for activation is one the engine activates, reachable ones
 * first; a fleet offers only ships that can reach and cargo within the room aboard, never ships in a
 * system activated earlier; the picks of the menus, read back from a drawn message, make a command the
 * engine accepts, and so does each option alone.
 */
import type { APIActionRowComponent, APIComponentInMessageActionRow } from "discord.js";
import { describe, expect, it } from "vitest";
import { requestFor } from "../../../src/app/answers.ts";
import { suggest } from "../../../src/app/autocomplete.ts";
import { type Pending, pendingOf } from "../../../src/app/pending.ts";
import { type Picks, pickFormOf, picksRequest } from "../../../src/app/picks.ts";
import { tacticalForm } from "../../../src/app/tacticalForms.ts";
import type { AppRequest } from "../../../src/app/types.ts";
import { controlsFor } from "../../../src/discord/controls.ts";
import { gameShort, MAX_CUSTOM_ID_LENGTH } from "../../../src/discord/customId.ts";
import { picksOn } from "../../../src/discord/picks.ts";
import { apply, type Command, type GameState } from "../../../src/engine/index.ts";
import { CTX, play } from "../../support/engine.ts";
import { invasionScene } from "../../support/invasionScene.ts";
import { clearGalaxy, given, homeOf, inward, lab, place } from "../../support/tactical.ts";

const GAME_ID = "5ce4e0a1-0000-4000-8000-000000000000";
type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

function verdict(state: GameState, seat: number, request: AppRequest | { argError: string }): string {
  if ("argError" in request) return `not read: ${request.argError}`;
  if (request.kind !== "play") return `not a move: ${request.kind}`;
  const result = apply(state, { ...request.command, seat } as Command, CTX);
  return result.ok ? "accepted" : result.error.code;
}

function activated() {
  const g = invasionScene();
  play(g, { type: "tacticalAction", seat: g.me, position: g.target });
  return g;
}

function offers<S extends string>(pending: Pending, step: S) {
  const found = pending.tactical;
  if (found?.step !== step) throw new Error(`no ${step} offers: ${JSON.stringify(found)}`);
  return found as Extract<NonNullable<Pending["tactical"]>, { step: S }>;
}

describe("the systems offered for a tactical action", () => {
  it("are each activated by the engine, the invasion target first and reached from both fleets", () => {
    const g = invasionScene();
    const pending = pendingOf(GAME_ID, g.state);
    const systems = offers(pending, "activate").systems;
    expect(systems[0]).toMatchObject({ position: g.target, reachedFrom: [g.fleetAt, g.home].sort() });
    for (const s of systems) {
      const result = apply(g.state, { type: "tacticalAction", seat: g.me, position: s.position }, CTX);
      expect(result.ok, s.position).toBe(true);
    }
    const reachable = systems.findIndex((s) => s.reachedFrom.length === 0);
    expect(systems.slice(reachable).every((s) => s.reachedFrom.length === 0)).toBe(true);
    // Not map order: the first unreachable system comes after every reachable one.
    expect(systems.map((s) => s.position)).not.toEqual(systems.map((s) => s.position).sort());
  });

  it("leaves out a system already holding the player's command counter", () => {
    const g = invasionScene();
    given(g, { type: "systemActivated", seat: g.me, position: g.fleetAt, from: "reinforcements" });
    const systems = offers(pendingOf(GAME_ID, g.state), "activate").systems;
    expect(systems.map((s) => s.position)).not.toContain(g.fleetAt);
    // The Carrier there is frozen: the target is reached from home only.
    expect(systems.find((s) => s.position === g.target)?.reachedFrom).toEqual([g.home]);
  });

  it("are the buttons' answers: at most 25, each labelled with where the ships come from", () => {
    const g = invasionScene();
    const pending = pendingOf(GAME_ID, g.state);
    const decision = pending.decisions.find((d) => d.kind === "tacticalAction");
    const request = requestFor("tacticalAction", g.target, pending);
    expect(verdict(g.state, g.me, request)).toBe("accepted");
    expect(decision).toBeDefined();
  });
});

describe("the positions suggested while typing /ti turn tactical", () => {
  const at = { guildId: "guild", channelId: "channel" };
  const storeWith = (state: GameState) => ({
    loadByChannel: async () => ({ status: "active", state, meta: {} }) as never,
  });

  it("put the systems the asker's fleets reach first, not map order; others keep every position", async () => {
    const g = invasionScene();
    const me = { userId: g.state.players[g.me]?.userId as string, name: "Hacan" };
    const found = await suggest(storeWith(g.state), at, me, "position", "");
    expect(found[0]?.value).toBe(g.target);
    expect(found[0]?.name).toContain(`your ships at ${[g.fleetAt, g.home].sort().join(", ")} can reach it`);
    // Typing narrows the same ranking: "2" puts 2xx positions first, the reachable among them leading.
    const typed = await suggest(storeWith(g.state), at, me, "position", g.target.slice(0, 1));
    expect(typed[0]?.value).toBe(g.target);
    const other = { userId: g.state.players[g.sol]?.userId as string, name: "Sol" };
    const theirs = await suggest(storeWith(g.state), at, other, "position", "");
    expect(theirs.map((s) => s.value)).toEqual([...theirs.map((s) => s.value)].sort());
  });
});

describe("the fleets offered to move in", () => {
  it("never offer ships in a system the player activated earlier this round", () => {
    const g = invasionScene();
    given(g, { type: "systemActivated", seat: g.me, position: g.fleetAt, from: "reinforcements" });
    play(g, { type: "tacticalAction", seat: g.me, position: g.target });
    const fleets = offers(pendingOf(GAME_ID, g.state), "move").fleets;
    expect(fleets.map((f) => f.from)).toEqual([g.home]);
  });

  it("offer no more Ground Forces than the ships that can reach have room for", () => {
    const g = invasionScene();
    // A lone Cruiser carries nothing; a Carrier (room 6) next to eight Ground Forces on a planet.
    place(g, g.me, g.fleetAt, { cruiser: 1, groundForce: 6 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.target });
    const fleet = offers(pendingOf(GAME_ID, g.state), "move").fleets.find((f) => f.from === g.fleetAt);
    const ground = fleet?.units.find((u) => u.type === "groundForce" && u.planet === undefined);
    expect(ground).toMatchObject({ count: 8, max: 6, likely: 6 });
  });

  it("offer the Ground Forces on the fleet's planets as pick-ups, within the room left", () => {
    const g = activated();
    const home = offers(pendingOf(GAME_ID, g.state), "move").fleets.find((f) => f.from === g.home);
    const pickUps = home?.units.filter((u) => u.planet !== undefined) ?? [];
    expect(pickUps.length).toBeGreaterThan(0);
    const likely = pickUps.reduce((n, u) => n + u.likely, 0);
    expect(likely).toBeLessThanOrEqual(6 * 2);
  });
});

/**
 * An option picked with what must go with it: in a move, the likeliest answer of its fleet (its ships and
 * what they carry, for cargo cannot move alone and cargo left in space is stranded); in production, all
 * the payment offered.
 */
function alone(pending: Pending, kind: string, key: string, value: string): Picks {
  const form = pickFormOf(pending, kind);
  const fleet =
    pending.tactical?.step === "move" ? pending.tactical.fleets.find((f) => f.from === key) : null;
  const likely = (fleet?.units ?? []).flatMap((u) => {
    const tag = u.planet ? `${u.word}@${u.planet}` : u.word;
    return Array.from({ length: u.likely }, (_, i) => `${tag}.${i + 1}`);
  });
  const values = [...new Set([...likely, value])];
  const pay = kind === "produceUnits" ? form?.pickers.find((p) => p.key === "pay") : undefined;
  return new Map([
    [key, values],
    ...(pay ? [["pay", pay.options.map((o) => o.value)] as [string, string[]]] : []),
  ]);
}

describe("the menus of a step answered in several parts", () => {
  const steps: [string, () => { state: GameState; me: number }][] = [
    ["moveUnits", activated],
    [
      "landUnits",
      () => {
        const g = activated();
        play(g, {
          type: "moveUnits",
          seat: g.me,
          moves: [{ from: g.fleetAt, units: { carrier: 1, groundForce: 2 } }],
        });
        return g;
      },
    ],
    [
      "produceUnits",
      () => {
        const g = invasionScene();
        play(g, { type: "tacticalAction", seat: g.me, position: g.home });
        play(g, { type: "moveUnits", seat: g.me, moves: [] });
        return g;
      },
    ],
  ];

  it.each(steps)(
    "%s: each option, with what must go with it, makes a command the engine accepts",
    (kind, build) => {
      const g = build();
      const pending = pendingOf(GAME_ID, g.state);
      const form = pickFormOf(pending, kind);
      expect(form?.pickers.length).toBeGreaterThan(0);
      for (const picker of form?.pickers ?? []) {
        if (picker.key === "pay") continue;
        expect(picker.options.length).toBeLessThanOrEqual(25);
        for (const option of picker.options) {
          const request = picksRequest(pending, kind, alone(pending, kind, picker.key, option.value));
          expect(verdict(g.state, g.me, request), `${picker.key} ${option.label}`).toBe("accepted");
        }
      }
    },
  );

  it.each(steps)("%s: picks drawn on Discord are read back from the message and sent", (kind, build) => {
    const g = build();
    const pending = pendingOf(GAME_ID, g.state);
    const form = pickFormOf(pending, kind);
    const first = form?.pickers[0];
    if (!form || !first) throw new Error("no menu");
    const picks = alone(pending, kind, first.key, first.options.at(-1)?.value ?? "");
    const rows = controlsFor(pending, picks) as Row[];
    expect(rows.length).toBeLessThanOrEqual(5);
    const ids = rows.flatMap((r) => r.components.map((c) => ("custom_id" in c ? c.custom_id : "")));
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(MAX_CUSTOM_ID_LENGTH);
    expect(ids.some((id) => id.startsWith("v1:snd:"))).toBe(true);
    const read = picksOn(rows, gameShort(GAME_ID), kind);
    expect(read).toEqual(picks);
    expect(verdict(g.state, g.me, picksRequest(pending, kind, read))).toBe("accepted");
  });

  it("refuses picks that are no longer offered, and a send with nothing picked, changing nothing", () => {
    const g = activated();
    const pending = pendingOf(GAME_ID, g.state);
    expect(picksRequest(pending, "moveUnits", new Map([[g.fleetAt, ["dn.1"]]]))).toEqual({
      argError: "That choice is no longer available: see /ti game status.",
    });
    expect(picksRequest(pending, "moveUnits", new Map())).toMatchObject({ argError: /Pick what moves/ });
  });
});

describe("reach as the movement rules give it", () => {
  it("counts the High Alert token's +1: a Carrier (move 1) is offered two systems away only with it", () => {
    const moveOffer = (alert: boolean) => {
      const g = lab(["letnev", "sol", "hacan"]);
      clearGalaxy(g);
      const me = g.seat.letnev as number;
      const h = homeOf(g, me);
      const far = inward(inward(h));
      if (alert) given(g, { type: "highAlertPlaced", seat: me, position: h });
      play(g, { type: "tacticalAction", seat: me, position: far });
      const fleet = offers(pendingOf(GAME_ID, g.state), "move").fleets.find((f) => f.from === h);
      return fleet?.units.map((u) => u.type) ?? [];
    };
    expect(moveOffer(false)).not.toContain("carrier");
    expect(moveOffer(true)).toContain("carrier");
  });
});

describe("the playground's move form", () => {
  it("lists only the fleets that can move, with their pick-ups up to the room aboard", () => {
    const g = invasionScene();
    given(g, { type: "systemActivated", seat: g.me, position: g.fleetAt, from: "reinforcements" });
    play(g, { type: "tacticalAction", seat: g.me, position: g.target });
    const userId = g.state.players[g.me]?.userId as string;
    const form = tacticalForm(g.state, userId);
    if (form?.kind !== "move") throw new Error(`no move form: ${JSON.stringify(form)}`);
    expect(form.fleets.map((f) => f.from)).toEqual([g.home]);
    const pickUps = form.fleets[0]?.units.filter((u) => u.planet !== undefined) ?? [];
    expect(pickUps.length).toBeGreaterThan(0);
    // Two Carriers at home: room for 12 between them.
    for (const u of pickUps) expect(u.max).toBeLessThanOrEqual(Math.min(u.count ?? 0, 12));
    // Another player is shown no form: it is not their step.
    expect(tacticalForm(g.state, g.state.players[g.sol]?.userId as string)).toBeNull();
  });
});

describe("production offers", () => {
  it("offer Saar's floating docks Ground Forces, placed where the rules let them go", () => {
    const g = lab(["saar", "sol", "hacan"]);
    const saar = g.seat.saar as number;
    const home = homeOf(g, saar);
    play(g, { type: "tacticalAction", seat: saar, position: home });
    play(g, { type: "moveUnits", seat: saar, moves: [] });
    const pending = pendingOf(GAME_ID, g.state);
    const dock = offers(pending, "produce").docks[0];
    expect(dock?.dock).toBe("space");
    expect(dock?.units.map((u) => u.type)).toContain("groundForce");
    const form = pickFormOf(pending, "produceUnits");
    const pay = form?.pickers.find((p) => p.key === "pay")?.options.map((o) => o.value) ?? [];
    const picks = new Map([
      ["dock.space", ["gf.1"]],
      ["pay", pay],
    ]);
    expect(verdict(g.state, saar, picksRequest(pending, "produceUnits", picks))).toBe("accepted");
  });

  it("offer the Facilities a planet may take (SE Option 9), which a pick alone builds", () => {
    const g = lab(["sol", "hacan", "letnev"], { settings: { options: ["facilities"] } });
    clearGalaxy(g);
    const sol = g.seat.sol as number;
    const a = inward(homeOf(g, sol));
    given(g, { type: "galaxyTilesPlaced", tiles: { [a]: "abyz-fria" } });
    given(g, { type: "planetGained", seat: sol, planet: "abyz", from: null, exhausted: false, round: 0 });
    play(g, { type: "tacticalAction", seat: sol, position: a });
    play(g, { type: "moveUnits", seat: sol, moves: [{ from: homeOf(g, sol), units: { destroyer: 1 } }] });
    const pending = pendingOf(GAME_ID, g.state);
    expect(offers(pending, "produce").facilities).toEqual([
      { planet: "abyz", name: "Abyz", kinds: ["colony", "refinery"] },
    ]);
    const form = pickFormOf(pending, "produceUnits");
    const built = form?.pickers.find((p) => p.key === "facility")?.options ?? [];
    expect(built.map((o) => o.label)).toEqual(["Build a Colony on Abyz", "Build a Refinery on Abyz"]);
    const picks = new Map([
      ["facility", ["f.refinery.abyz"]],
      ["pay", ["p.abyz"]],
    ]);
    expect(verdict(g.state, sol, picksRequest(pending, "produceUnits", picks))).toBe("accepted");
  });
});

describe("the one-press landings", () => {
  it("land every Ground Force aboard on one planet, and the invasion is fought", () => {
    const g = activated();
    play(g, {
      type: "moveUnits",
      seat: g.me,
      moves: [{ from: g.fleetAt, units: { carrier: 1, groundForce: 2 } }],
    });
    const pending = pendingOf(GAME_ID, g.state);
    const request = requestFor("landUnits", "abyz", pending);
    expect(request).toMatchObject({ kind: "play", command: { type: "landUnits" } });
    if ("argError" in request || request.kind !== "play") throw new Error("not a landing");
    const events = play(g, { ...request.command, seat: g.me } as Command);
    expect(events.filter((e) => e.type === "combatRolled").length).toBeGreaterThan(0);
    expect(g.state.players[g.me]?.planets.abyz).toBeDefined();
  });
});
