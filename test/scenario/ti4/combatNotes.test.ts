/**
 * The faction notes played in combat (LRR 69, 78, 42, 18): War Funding as a round of space combat begins
 * (the Letnev pay 2 trade goods, the holder rerolls its missed combat dice that round) and Tekklar Legion as
 * a ground combat begins (+1 to the holder's combat rolls, -1 to the N'orr's against them). Seat 0 (Hacan)
 * attacks seat 1 in system 310 (baseClash.ts).
 */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { hookAnswers } from "../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { answer, fight } from "../../support/ti4FactionBoard.ts";
import {
  actionPhase,
  edited,
  giveNote,
  player,
  setFaction,
  refusal as tradeRefusal,
  turnOf,
} from "../../support/ti4Trade.ts";
import { clash, planetOf310, playOut, rolls, run, withFactions } from "./factions/baseClash.ts";

const noteWindow = (s: Ti4State) => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4NoteWindow" ? top : undefined;
};
const inCombat = (kind: string) => (s: Ti4State) => s.stack.some((f) => f.kind === kind);

/** Seat 1 holds seat 0's note on its turn in the action phase (with an ACTION note, so it is asked). */
function outOfMoment(faction: FactionId, note: string) {
  const game = edited(actionPhase(), (draft) => {
    turnOf(draft, 1);
    setFaction(draft, 0, faction);
    setFaction(draft, 2, "mentak");
    giveNote(draft, 0, note, 1);
    giveNote(draft, 2, "pop", 1);
  });
  return tradeRefusal(game.state, { type: "playPromissoryNote", seat: 1, note, owner: 0 });
}

/** The note's owner, on their turn, tries to play their own note. */
function ownNote(faction: FactionId, note: string) {
  const game = edited(actionPhase(), (draft) => {
    turnOf(draft, 0);
    setFaction(draft, 0, faction);
    setFaction(draft, 2, "mentak");
    giveNote(draft, 2, "pop", 0);
  });
  return tradeRefusal(game.state, { type: "playPromissoryNote", seat: 0, note, owner: 0 });
}

describe("War Funding", () => {
  function scene(tradeGoods: number) {
    const state = clash(withFactions("hacan", "letnev"), { cruiser: 4, dreadnought: 1 }, { destroyer: 3 });
    for (const p of state.players) p.secret.actionCards = [];
    giveNote(state, 1, "war_funding", 0);
    player(state, 1).tradeGoods = tradeGoods;
    const started = fight(state, 0, "310").state;
    // The Letnev's own Munitions Reserves is asked first (letnevMunitions.ts): declined here.
    if (started.stack.at(-1)?.kind !== "ti4MunitionsReserves") return started;
    return answer(started, { type: "munitionsReserves", seat: 1, pay: false }).state;
  }

  it("is offered as a round of space combat begins; the Letnev pay 2, the holder rerolls its misses, and it goes back", () => {
    const open = scene(3);
    expect(noteWindow(open)?.moment).toBe("spaceCombatRoundStarted");
    const asked = pendingDecisions<Ti4>(open).find((d) => d.kind === "playPromissoryNote");
    expect(asked).toMatchObject({ seat: 0, choices: ["war_funding@1"] });
    const command = { type: "playPromissoryNote", seat: 0, note: "war_funding", owner: 1 } as const;
    const done = playOut(open, command, inCombat("ti4SpaceCombat"));
    expect(done.events).toContainEqual({
      type: "ti4PromissoryNoteLaidOut",
      seat: 0,
      note: "war_funding",
      owner: 1,
    });
    expect(player(done.state, 1).tradeGoods).toBe(1);
    // The round's combat rolls: the holder's missed dice are rolled again; the Letnev's are not.
    const [mine, theirs] = rolls(done.events).filter((e) => e.roll === "combat");
    expect(mine?.seat).toBe(0);
    for (const g of mine?.groups ?? []) {
      const first = g.rolls.length - (g.rerolled?.length ?? 0);
      expect(g.rerolled?.every((d) => d < g.hitsOn) ?? true).toBe(true);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(g.hits).toBe(g.rolls.filter((d) => d >= g.hitsOn).length);
    }
    expect(mine?.groups.some((g) => (g.rerolled?.length ?? 0) > 0)).toBe(true);
    expect(theirs?.groups.every((g) => g.rerolled === undefined)).toBe(true);
    // Back to the Letnev once the round (or the combat) is over; later rounds reroll nothing.
    expect(player(done.state, 0).promissoryPlayArea ?? []).toEqual([]);
    expect(player(done.state, 1).secret.promissoryNotes).toContain("war_funding");
    const later = rolls(done.events)
      .filter((e) => e.roll === "combat" && e.seat === 0)
      .slice(1);
    for (const e of later) expect(e.groups.every((g) => g.rerolled === undefined)).toBe(true);
  });

  it("is not offered when the Letnev cannot pay, and is refused out of its moment and to its owner", () => {
    expect(noteWindow(scene(1))).toBeUndefined();
    expect(outOfMoment("letnev", "war_funding")).toEqual(["ERR_TI4_NOTE_NOT_NOW", "LRR 69.2"]);
    expect(ownNote("letnev", "war_funding")).toEqual(["ERR_TI4_OWN_NOTE", "LRR 69.2"]);
  });
});

describe("Tekklar Legion", () => {
  function scene(defender: "sardakk" | "nekro") {
    const state = withFactions("hacan", defender);
    for (const p of state.players) p.secret.actionCards = [];
    const planet = planetOf310(state);
    const owner = defender === "sardakk" ? 1 : 2;
    if (owner === 2) player(state, 2).faction = "sardakk";
    giveNote(state, owner, "tekklar", 0);
    const forces = state.board["310"]?.planets[planet];
    forces?.splice(
      0,
      forces.length,
      { seat: 1, units: { infantry: 6 } },
      { seat: 0, units: { infantry: 6 } },
    );
    const place = { position: "310", planet };
    return run(state, (tx) => {
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4GroundCombat", seat: 0, system: "310", planet } });
      for (const answer of hookAnswers(tx.state, "groundCombatStarts"))
        answer(tx, { place, attacker: 0, defender: 1 });
    }).state;
  }

  it("gives the holder +1 for the whole ground combat and the N'orr -1 against them, then goes back", () => {
    const open = scene("sardakk");
    expect(noteWindow(open)?.moment).toBe("groundCombatStarted");
    const command = { type: "playPromissoryNote", seat: 0, note: "tekklar", owner: 1 } as const;
    const done = playOut(open, command, inCombat("ti4GroundCombat"));
    const combat = rolls(done.events).filter((e) => e.roll === "combat");
    expect(combat.length).toBeGreaterThan(1);
    // Seat 0 +1; the N'orr's Unrelenting +1 and the note's -1 cancel out.
    for (const e of combat) for (const g of e.groups) expect(g.modifier).toBe(e.seat === 0 ? 1 : undefined);
    expect(player(done.state, 0).promissoryPlayArea ?? []).toEqual([]);
    expect(player(done.state, 1).secret.promissoryNotes).toContain("tekklar");
  });

  it("leaves a non-N'orr opponent's rolls alone, and is refused outside its moment and to its owner", () => {
    const open = scene("nekro");
    const command = { type: "playPromissoryNote", seat: 0, note: "tekklar", owner: 2 } as const;
    const done = playOut(open, command, inCombat("ti4GroundCombat"));
    for (const e of rolls(done.events).filter((r) => r.roll === "combat"))
      for (const g of e.groups) expect(g.modifier).toBe(e.seat === 0 ? 1 : undefined);
    expect(player(done.state, 2).secret.promissoryNotes).toContain("tekklar");
    expect(outOfMoment("sardakk", "tekklar")).toEqual(["ERR_TI4_NOTE_NOT_NOW", "LRR 69.2"]);
    expect(ownNote("sardakk", "tekklar")).toEqual(["ERR_TI4_OWN_NOTE", "LRR 69.2"]);
  });
});
