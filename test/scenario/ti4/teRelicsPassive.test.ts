/**
 * TE Relics that act by themselves while held (TE rulebook "Relics"): The Quantumcore (a breakthrough on
 * gaining it, synergy for every colour), Lightrail Ordnance (space docks with SPACE CANNON 5 (x2) reaching
 * adjacent systems), Metali Void Armaments (an anti-fighter barrage of 3 dice on 6) and Metali Void
 * Shielding (one ship without SUSTAIN DAMAGE sustains damage). Each changes nothing in a game without
 * Thunder's Edge; refusals leave the state unchanged; every stretch replays (run and answer check it).
 */
import { describe, expect, it } from "vitest";
import { ti4PaymentOffers } from "../../../src/app/ti4/payment.ts";
import type { Ti4PlanetId, Ti4RelicId } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { pushHitAssignment } from "../../../src/engine/ti4/combat/hits.ts";
import { hitTargets } from "../../../src/engine/ti4/combat/hitTargets.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { cannonDice } from "../../../src/engine/ti4/tactical/spaceCannon.ts";
import { missingPrerequisites } from "../../../src/engine/ti4/technology/research.ts";
import { ti4UnitFor } from "../../../src/engine/ti4/units.ts";
import { answer, fight, refusal, run } from "../../support/ti4FactionBoard.ts";
import { HOME, HOME_PLANET, learn, position, put, SEAT, space } from "../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];
const player = (s: Ti4State, seat = SEAT) => s.players[seat] as Player;

/** Seat 3's turn, playing Thunder's Edge unless `te` is false, holding `relics`. */
function holding(relics: Ti4RelicId[], edit: (s: Ti4State) => void = () => {}, te = true): Ti4State {
  return position((s) => {
    if (te) (s as { config: Ti4State["config"] }).config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    player(s).relics = relics.map((id) => ({ id }));
    for (const p of s.players) p.secret.actionCards = [];
    edit(s);
  });
}

describe("TE Relics: The Quantumcore", () => {
  it("gains its holder's faction breakthrough as it is drawn", () => {
    const s = holding([], (d) => {
      d.decks.relics = ["quantumcore"];
      player(d).planets["cocytus" as Ti4PlanetId] = { exhausted: true };
    });
    const drawn = run(s, () => {});
    expect(drawn.events).toContainEqual({
      type: "ti4BreakthroughGained",
      seat: SEAT,
      breakthrough: "l1z1xbt",
      reason: "The Quantumcore",
    });
    expect(player(drawn.state).relics).toEqual([{ id: "quantumcore" }]);
    expect(player(drawn.state).breakthrough).toBe("l1z1xbt");
  });

  it("gives synergy for every colour: any owned technology counts as a prerequisite of another colour", () => {
    const biotic = (d: Ti4State) => learn(d, "nm", "dxa");
    // Fleet Logistics needs 2 propulsion; Transit Diodes 2 cybernetic.
    expect(missingPrerequisites(holding([], biotic), SEAT, "fl")).toEqual({ propulsion: 2 });
    expect(missingPrerequisites(holding(["quantumcore"], biotic), SEAT, "fl")).toEqual({});
    expect(missingPrerequisites(holding(["quantumcore"], biotic), SEAT, "td")).toEqual({});
    // One technology stands for one prerequisite.
    const one = holding(["quantumcore"], (d) => learn(d, "nm"));
    expect(missingPrerequisites(one, SEAT, "fl")).toEqual({ propulsion: 1 });
    // Without Thunder's Edge the relic gives nothing.
    expect(missingPrerequisites(holding(["quantumcore"], biotic, false), SEAT, "fl")).toEqual({
      propulsion: 2,
    });
  });

  it("has no action to take: using it is refused, the state unchanged", () => {
    const s = holding(["quantumcore"]);
    expect(pendingDecisions<Ti4>(s).some((d) => d.kind === "useRelicAction")).toBe(false);
    expect(refusal(s, { type: "useRelicAction", seat: SEAT, relic: "quantumcore" })?.[0]).toBe("ERR_NOT_NOW");
  });
});

describe("TE Relics: Lightrail Ordnance", () => {
  const dock = (d: Ti4State) => put(d, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);

  it("gives its holder's space docks SPACE CANNON 5 (x2), reaching adjacent systems", () => {
    const s = holding(["lightrailordnance"], dock);
    const next = ti4Neighbours(s, HOME)[0] as string;
    expect(ti4UnitFor(s, SEAT, "spaceDock").spaceCannon).toEqual({
      hitsOn: 5,
      dice: 2,
      reachesAdjacent: true,
    });
    expect(cannonDice(s, SEAT, next)).toEqual([
      { unit: "spaceDock", hitsOn: 5 },
      { unit: "spaceDock", hitsOn: 5 },
    ]);
    expect(cannonDice(holding([], dock), SEAT, next)).toEqual([]);
    expect(cannonDice(holding(["lightrailordnance"], dock, false), SEAT, next)).toEqual([]);
  });

  it("fires in space cannon offense at another player's ships next door", () => {
    let next = "";
    const before = holding(["lightrailordnance"], (d) => {
      dock(d);
      next = ti4Neighbours(d, HOME)[0] as string;
      put(d, next, { destroyer: 3 }, 0);
    });
    const s = run(before, (tx) =>
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4SpaceCannonOffense", seat: 0, system: next } }),
    ).state;
    const asked = pendingDecisions<Ti4>(s).find((d) => d.kind === "fireSpaceCannon" && d.seat === SEAT);
    expect(asked?.choices).toEqual(["0"]);
    // A wrong target is refused and changes nothing.
    expect(refusal(s, { type: "fireSpaceCannon", seat: SEAT, target: 1 })?.[0]).toBe("ERR_TI4_CANNON_TARGET");
    const fired = answer(s, { type: "fireSpaceCannon", seat: SEAT, target: 0 });
    const shot = fired.events.find((e) => e.type === "ti4SpaceCannonFired");
    expect(shot).toMatchObject({ seat: SEAT, target: 0, position: next });
    expect(shot?.type === "ti4SpaceCannonFired" && shot.rolls.map((r) => r.unit)).toEqual([
      "spaceDock",
      "spaceDock",
    ]);
  });
});

describe("TE Relics: Metali Void Armaments", () => {
  /** Seat 3 attacks seat 0 in 310 with ships without barrage; seat 0 has fighters. */
  const battle = (relics: Ti4RelicId[], te = true) =>
    holding(
      relics,
      (d) => {
        put(d, HOME, { cruiser: 2 }, SEAT);
        put(d, HOME, { carrier: 1, fighter: 3 }, 0);
      },
      te,
    );

  it("rolls 3 dice on 6 as its holder's barrage in the anti-fighter barrage step; hits go to fighters", () => {
    const started = fight(battle(["metalivoidarmaments"]), SEAT, HOME);
    const rolled = started.events.find((e) => e.type === "ti4RelicDiceRolled");
    expect(rolled).toMatchObject({ seat: SEAT, relic: "metalivoidarmaments", hitsOn: 6 });
    if (rolled?.type !== "ti4RelicDiceRolled") return;
    expect(rolled.rolls).toHaveLength(3);
    expect(rolled.hits).toBe(rolled.rolls.filter((d) => d >= 6).length);
    const fighters = 3 - Math.min(3, rolled.hits ?? 0);
    expect(space(started.state, HOME, 0).fighter ?? 0).toBe(fighters);
    expect(space(started.state, HOME, 0).carrier).toBe(1);
  });

  it("is no action of its own: using it is refused, the state unchanged", () => {
    const s = battle(["metalivoidarmaments"]);
    const use = { type: "useRelicAction", seat: SEAT, relic: "metalivoidarmaments" } as const;
    expect(refusal(s, use)?.[0]).toBe("ERR_NOT_NOW");
  });

  it("rolls nothing without the relic or without Thunder's Edge", () => {
    for (const s of [battle([]), battle(["metalivoidarmaments"], false)]) {
      const started = fight(s, SEAT, HOME);
      expect(started.events.some((e) => e.type === "ti4RelicDiceRolled")).toBe(false);
    }
  });
});

describe("TE Relics: Metali Void Shielding", () => {
  const hit = (s: Ti4State, hits: number) =>
    run(s, (tx) =>
      pushHitAssignment(tx, { seat: SEAT, place: { position: HOME }, hits, reason: "spaceCombat" }),
    ).state;
  const fleet = (relics: Ti4RelicId[], te = true) =>
    holding(relics, (d) => put(d, HOME, { cruiser: 2, destroyer: 1 }, SEAT), te);

  it("lets a single ship without SUSTAIN DAMAGE sustain damage when its holder's ships take hits", () => {
    const s = hit(fleet(["metalivoidshielding"]), 2);
    expect(hitTargets(s, { seat: SEAT, place: { position: HOME } })).toMatchObject({
      mayDamage: { cruiser: 1 },
      shieldable: ["cruiser", "destroyer"],
    });
    // The bot sustains with it and loses the cheapest ship.
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "assignHits");
    const bot = ti4Answers(s, decision as never)[0];
    expect(bot).toMatchObject({ sustain: { cruiser: 1 }, destroy: { destroyer: 1 } });
    // The holder chooses which: here the destroyer sustains and a cruiser is destroyed.
    const done = answer(s, {
      type: "assignHits",
      seat: SEAT,
      sustain: { destroyer: 1 },
      destroy: { cruiser: 1 },
    });
    expect(space(done.state, HOME)).toMatchObject({ cruiser: 1, destroyer: 1 });
    expect(done.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsDamaged", seat: SEAT, units: { destroyer: 1 } }),
    );
  });

  it("refuses a second ship sustaining, and any without the relic, the state unchanged", () => {
    const s = hit(fleet(["metalivoidshielding"]), 2);
    const two = {
      type: "assignHits",
      seat: SEAT,
      sustain: { cruiser: 1, destroyer: 1 },
      destroy: {},
    } as const;
    expect(refusal(s, two)).toEqual(["ERR_TI4_VOID_SHIELDING", "TE Relics"]);
    const plain = hit(fleet([]), 2);
    const one = { type: "assignHits", seat: SEAT, sustain: { cruiser: 1 }, destroy: { cruiser: 1 } } as const;
    expect(refusal(plain, one)).toEqual(["ERR_TI4_NO_SUSTAIN_DAMAGE", "LRR 87"]);
    const base = hit(fleet(["metalivoidshielding"], false), 2);
    expect(refusal(base, one)).toEqual(["ERR_TI4_NO_SUSTAIN_DAMAGE", "LRR 87"]);
  });
});

describe("TE Relics: Neuraloop", () => {
  /** The status phase reaching its reveal, seat 3 holding `relics`. */
  const revealing = (relics: Ti4RelicId[], te = true) =>
    run(
      holding(relics, () => {}, te),
      (tx) => tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4StatusPhase", step: "reveal" } }),
    );

  it("lets its holder purge a relic to replace the objective just revealed with a random one of a deck", () => {
    const s = revealing(["neuraloop", "quantumcore"]).state;
    const revealed = s.objectives.at(-1)?.id;
    expect(s.stack.at(-1)).toEqual({ kind: "teNeuraloop", seat: SEAT, objective: revealed });
    const asked = pendingDecisions<Ti4>(s).map((d) => [d.kind, d.seat, d.choices]);
    expect(asked).toEqual([
      ["useNeuraloop", SEAT, ["neuraloop", "quantumcore"]],
      ["declineNeuraloop", SEAT, undefined],
    ]);
    const stageTwo = [...s.decks.stageTwo];
    const done = answer(s, { type: "useNeuraloop", seat: SEAT, relic: "quantumcore", deck: "stageTwo" });
    const replaced = done.events.find((e) => e.type === "ti4ObjectiveReplaced");
    expect(replaced).toMatchObject({ seat: SEAT, discarded: revealed, deck: "stageTwo" });
    if (replaced?.type !== "ti4ObjectiveReplaced") return;
    expect(stageTwo).toContain(replaced.objective);
    expect(done.state.objectives.map((o) => o.id)).not.toContain(revealed);
    expect(done.state.objectives.at(-1)).toEqual({ id: replaced.objective, scoredBy: [] });
    expect(done.state.decks.stageTwo).not.toContain(replaced.objective);
    expect(player(done.state).relics).toEqual([{ id: "neuraloop" }]);
    expect(done.state.stack.some((f) => f.kind === "teNeuraloop")).toBe(false);
  });

  it("refuses a relic not held, the secret deck and an unknown deck, the state unchanged; the bot keeps the objective", () => {
    const s = revealing(["neuraloop"]).state;
    const use = (relic: string, deck: string) => ({ type: "useNeuraloop", seat: SEAT, relic, deck }) as const;
    expect(refusal(s, use("quantumcore", "stageOne"))).toEqual(["ERR_TI4_NEURALOOP", "TE Relics"]);
    expect(refusal(s, use("neuraloop", "secretObjectives"))).toEqual(["ERR_TI4_NEURALOOP_DECK", "TE Relics"]);
    expect(refusal(s, use("neuraloop", "agenda"))).toEqual(["ERR_TI4_NEURALOOP_DECK", "TE Relics"]);
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "declineNeuraloop");
    const bot = ti4Answers(s, decision as never);
    expect(bot).toEqual([{ type: "declineNeuraloop", seat: SEAT }]);
    const kept = answer(s, bot[0] as never);
    expect(kept.state.objectives).toEqual(s.objectives);
    expect(player(kept.state).relics).toEqual([{ id: "neuraloop" }]);
  });

  it("opens no window without the relic or without Thunder's Edge", () => {
    for (const done of [revealing([]), revealing(["neuraloop"], false)])
      expect(done.state.stack.some((f) => f.kind === "teNeuraloop")).toBe(false);
  });
});

describe("TE Relics: The Triad", () => {
  /** Seat 3 asked to research for 6 resources, with 3 trade goods, holding `relics`. */
  const researching = (relics: { id: Ti4RelicId; exhausted?: boolean }[], te = true) =>
    holding(
      [],
      (d) => {
        player(d).relics = relics;
        player(d).tradeGoods = 3;
        d.stack.push({ kind: "ti4Research", seat: SEAT, cost: 6, optional: false, reason: "a test" });
      },
      te,
    );
  const research = { type: "research", seat: SEAT, technology: "nm" } as const;

  it("is spent like a planet card worth 3 resources (no relic fragments without PoK), and exhausted", () => {
    const s = researching([{ id: "thetriad" }]);
    const done = answer(s, { ...research, payment: { planets: [], tradeGoods: 3, triad: true } });
    expect(player(done.state).technologies).toContain("nm");
    expect(done.events).toContainEqual({ type: "ti4RelicExhausted", seat: SEAT, relic: "thetriad" });
    expect(player(done.state).relics).toEqual([{ id: "thetriad", exhausted: true }]);
    expect(player(done.state).tradeGoods).toBe(0);
  });

  it("refuses it exhausted, not held, or without Thunder's Edge, and an underpayment, the state unchanged", () => {
    const paid = { ...research, payment: { planets: [], tradeGoods: 3, triad: true } };
    expect(refusal(researching([{ id: "thetriad", exhausted: true }]), paid)).toEqual([
      "ERR_TI4_TRIAD",
      "TE Relics",
    ]);
    expect(refusal(researching([]), paid)).toEqual(["ERR_TI4_TRIAD", "TE Relics"]);
    expect(refusal(researching([{ id: "thetriad" }], false), paid)).toEqual(["ERR_TI4_TRIAD", "TE Relics"]);
    const short = { ...research, payment: { planets: [], tradeGoods: 2, triad: true } };
    expect(refusal(researching([{ id: "thetriad" }]), short)?.[0]).toBe("ERR_TI4_UNDERPAID");
  });

  it("is offered in a person's payment form only while held ready in a Thunder's Edge game", () => {
    const offer = (s: Ti4State) => {
      const human = structuredClone(s);
      player(human).userId = "playground:alice";
      const fields = () => ({ all: ["technology", "payment"], paid: ["payment"] });
      return ti4PaymentOffers(human, [{ seat: SEAT, kind: "research" }], fields)[0];
    };
    expect(offer(researching([{ id: "thetriad" }]))?.triad).toEqual({ worth: 3 });
    expect(offer(researching([{ id: "thetriad", exhausted: true }]))?.triad).toBeUndefined();
    expect(offer(researching([{ id: "thetriad" }], false))?.triad).toBeUndefined();
    expect(offer(researching([]))?.triad).toBeUndefined();
  });

  it("may be ignored: the bot pays without it", () => {
    const s = researching([{ id: "thetriad" }]);
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "research");
    expect(decision).toBeDefined();
    for (const command of ti4Answers(s, decision as never))
      expect((command as { payment?: { triad?: boolean } }).payment?.triad).toBeUndefined();
  });
});
