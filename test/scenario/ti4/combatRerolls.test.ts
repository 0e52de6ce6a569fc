/**
 * The moment after a combat roll (LRR 74 rerolls, LRR 56 modifiers; combat/afterRoll.ts): Munitions
 * Reserves (paid as a space combat round begins, LRR 78.3), Wrath of Kenara (+1 a die for a trade good),
 * Fire Team (an action card after a ground combat roll, LRR 42) and The Crown of Thalnos (a law: rerolls
 * whose misses destroy units). Seat 0 attacks seat 1 in system 310 (baseClash.ts).
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { TI4_AGENDAS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/agenda/effects.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4AfterRollFrame } from "../../../src/engine/ti4/combat/afterRoll.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { hookAnswers } from "../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { fight } from "../../support/ti4FactionBoard.ts";
import { player } from "../../support/ti4Trade.ts";
import { answer, clash, planetOf310, playOut, refusal, run, withFactions } from "./factions/baseClash.ts";

type Units = Parameters<typeof clash>[1];

const afterRoll = (s: Ti4State): Ti4AfterRollFrame | undefined => {
  const top = s.stack.at(-1);
  return top?.kind === "ti4AfterRoll" ? top : undefined;
};
const notYet = (s: Ti4State) => afterRoll(s) === undefined && s.stack.some((f) => f.kind.endsWith("Combat"));

/** A space combat in 310 with no action cards in hand, played by the bot up to a decision of `kind`. */
function spaceCombat(attacker: Units, defender: Units, edit: (s: Ti4State) => void) {
  const state = clash(withFactions("hacan", "letnev"), attacker, defender);
  for (const p of state.players) p.secret.actionCards = [];
  edit(state);
  return fight(state, 0, "310").state;
}

/** Plays `first`, if any, then the bot's answers until the moment after a roll is asked (replays checked). */
function untilMoment(state: Ti4State, first?: Ti4Command) {
  if (first) return playOut(state, first, notYet);
  let now = state;
  for (let i = 0; i < 100 && notYet(now); i++) {
    const decision = pendingDecisions<Ti4>(now)[0];
    const next = decision ? ti4Answers(now, decision)[0] : undefined;
    if (!next) break;
    now = answer(now, next).state;
  }
  return { state: now };
}

function set(frame: Ti4AfterRollFrame | undefined, rolls: number[][]): Ti4AfterRollFrame {
  if (!frame) throw new Error("no moment after a roll");
  rolls.forEach((r, i) => {
    const g = frame.groups[i];
    if (g) g.rolls = r;
  });
  return frame;
}

function settled(events: readonly Ti4Event[]) {
  return events.flatMap((e) => (e.type === "ti4CombatRollSettled" ? [e] : []));
}

describe("Munitions Reserves (Letnev)", () => {
  const letnevFleet = { dreadnought: 2, cruiser: 3, destroyer: 2 };
  const open = () =>
    spaceCombat({ cruiser: 2 }, letnevFleet, (s) => {
      player(s, 1).tradeGoods = 3;
      player(s, 0).tradeGoods = 0;
    });

  it("asks the Letnev with 2 trade goods as the round begins; paid, they reroll the dice they name (LRR 78.3, 74)", () => {
    const start = open();
    const asked = pendingDecisions<Ti4>(start);
    expect(asked.map((d) => [d.kind, d.seat])).toEqual([["munitionsReserves", 1]]);
    // The bot pays: its fleet's rerolled misses are worth more than a hit on average.
    expect(ti4Answers(start, asked[0] as never)[0]).toEqual({
      type: "munitionsReserves",
      seat: 1,
      pay: true,
    });
    const paid = untilMoment(start, { type: "munitionsReserves", seat: 1, pay: true });
    expect(player(paid.state, 1).tradeGoods).toBe(1);
    const frame = afterRoll(paid.state);
    // The Hacan (attacker) rolled first and could do nothing: not asked; the Letnev are.
    expect(frame?.seat).toBe(1);
    expect(pendingDecisions<Ti4>(paid.state).map((d) => [d.kind, d.seat, d.choices])).toEqual([
      ["modifyCombatDice", 1, ["munitionsReserves"]],
      ["keepCombatDice", 1, undefined],
    ]);
    const state = structuredClone(paid.state);
    // dreadnoughts (5), cruisers (7), destroyers (9), lowest value first: two misses named.
    set(afterRoll(state), [
      [1, 9],
      [2, 8, 8],
      [3, 9],
    ]);
    const done = answer(state, {
      type: "modifyCombatDice",
      seat: 1,
      ability: "munitionsReserves",
      dice: [0, 2],
    });
    const rerolled = done.events.find((e) => e.type === "ti4CombatDiceRerolled");
    expect(rerolled).toMatchObject({ seat: 1, ability: "munitionsReserves", dice: [0, 2], before: [1, 2] });
    expect(done.state.rng).not.toEqual(state.rng);
    // Used once on this roll: the moment settles the hits from the dice as they stand.
    expect(afterRoll(done.state)).toBeUndefined();
    const after = rerolled?.type === "ti4CombatDiceRerolled" ? rerolled.after : [];
    const hits =
      [after[0] ?? 0, 9].filter((d) => d >= 5).length +
      [after[1] ?? 0, 8, 8].filter((d) => d >= 7).length +
      1;
    expect(settled(done.events)).toEqual([
      { type: "ti4CombatRollSettled", seat: 1, hits, nonFightersFirst: 0 },
    ]);
  });

  it("declined, or without the trade goods, nothing is rerolled; a reroll not paid for is refused", () => {
    const start = open();
    const declined = playOut(start, { type: "munitionsReserves", seat: 1, pay: false }, notYet);
    expect(player(declined.state, 1).tradeGoods).toBe(3);
    expect(afterRoll(declined.state)).toBeUndefined();
    expect(declined.events.some((e) => e.type === "ti4CombatDiceRerolled")).toBe(false);
    const poor = spaceCombat({ cruiser: 2 }, letnevFleet, (s) => {
      player(s, 1).tradeGoods = 1;
    });
    expect(pendingDecisions<Ti4>(poor).some((d) => d.kind === "munitionsReserves")).toBe(false);
    // At a moment the Crown offers, Munitions Reserves not paid for is refused with its reason.
    const crowned = structuredClone(
      untilMoment(
        spaceCombat({ cruiser: 2 }, letnevFleet, (s) => {
          player(s, 1).tradeGoods = 0;
          s.laws = [{ agenda: "crown_of_thalnos", elected: "1", owner: 1 }];
        }),
      ).state,
    );
    expect(afterRoll(crowned)?.seat).toBe(1);
    const command: Ti4Command = {
      type: "modifyCombatDice",
      seat: 1,
      ability: "munitionsReserves",
      dice: [0],
    };
    expect(refusal(crowned, command)).toEqual(["ERR_TI4_DICE_ABILITY", "LRR 74"]);
  });
});

describe("Wrath of Kenara (Hacan flagship)", () => {
  const open = (tradeGoods: number) =>
    spaceCombat({ flagship: 1, cruiser: 2 }, { destroyer: 3 }, (s) => {
      player(s, 0).tradeGoods = tradeGoods;
      player(s, 1).tradeGoods = 0;
    });

  it("applies +1 to each die named for 1 trade good each, and the hits count it (LRR 56)", () => {
    const start = open(2);
    const moment = untilMoment(start);
    const state = structuredClone(moment.state);
    // The flagship (7 x2) and the cruisers (7), one group of 7s in the roll's order.
    const frame = set(afterRoll(state), afterRoll(state)?.groups.map((g) => g.rolls.map(() => 6)) ?? []);
    expect(frame.seat).toBe(0);
    const dice = [0, 1];
    // The bot adds +1 to the dice that miss by one, as far as its trade goods go.
    const asked = pendingDecisions<Ti4>(state)[0];
    expect(ti4Answers(state, asked as never)[0]).toEqual({
      type: "modifyCombatDice",
      seat: 0,
      ability: "wrathOfKenara",
      dice,
    });
    const done = answer(state, { type: "modifyCombatDice", seat: 0, ability: "wrathOfKenara", dice });
    expect(player(done.state, 0).tradeGoods).toBe(0);
    expect(done.events).toContainEqual({
      type: "ti4CombatDiceModified",
      seat: 0,
      ability: "wrathOfKenara",
      dice,
      amount: 1,
    });
    expect(settled(done.events)[0]).toMatchObject({ seat: 0, hits: 2 });
  });

  it("refuses more dice than the trade goods pay for, and is not offered without the flagship", () => {
    const moment = untilMoment(open(1));
    const command: Ti4Command = { type: "modifyCombatDice", seat: 0, ability: "wrathOfKenara", dice: [0, 1] };
    expect(refusal(moment.state, command)).toEqual(["ERR_TI4_DICE_TRADE_GOODS", "LRR 74"]);
    const wrong: Ti4Command = { type: "modifyCombatDice", seat: 0, ability: "wrathOfKenara", dice: [7] };
    expect(refusal(moment.state, wrong)).toEqual(["ERR_TI4_DICE_MODIFY", "LRR 74"]);
    const none = spaceCombat({ cruiser: 2 }, { destroyer: 3 }, (s) => {
      player(s, 0).tradeGoods = 3;
    });
    expect(afterRoll(untilMoment(none).state)).toBeUndefined();
  });
});

describe("The Crown of Thalnos (law)", () => {
  it("is carried out now: in the deck of a base game", () => {
    expect(TI4_AGENDAS_NOT_YET_CARRIED_OUT).not.toContain("crown_of_thalnos");
  });

  it("lets its owner reroll dice; each rerolled die that misses destroys a unit of its type", () => {
    const start = spaceCombat({ cruiser: 3 }, { destroyer: 3 }, (s) => {
      s.laws = [{ agenda: "crown_of_thalnos", elected: "0", owner: 0 }];
    });
    const moment = untilMoment(start);
    const state = structuredClone(moment.state);
    set(afterRoll(state), [[1, 2, 9]]);
    const cruisers = (s: Ti4State) => s.board["310"]?.space.find((f) => f.seat === 0)?.units.cruiser ?? 0;
    // The bot rerolls only dice likelier to hit than not (cruisers hit on 7: 40%): it keeps them.
    const asked = pendingDecisions<Ti4>(state)[0];
    expect(ti4Answers(state, asked as never)[0]).toEqual({ type: "keepCombatDice", seat: 0 });
    const done = answer(state, {
      type: "modifyCombatDice",
      seat: 0,
      ability: "crownOfThalnos",
      dice: [0, 1],
    });
    const rerolled = done.events.find((e) => e.type === "ti4CombatDiceRerolled");
    const after = rerolled?.type === "ti4CombatDiceRerolled" ? rerolled.after : [];
    const missed = after.filter((d) => d < 7).length;
    // The price is paid at once, before the roll's hits are settled (the defender's roll follows).
    const until = done.events.findIndex((e) => e.type === "ti4CombatRollSettled");
    const removed = done.events.slice(0, until).filter((e) => e.type === "ti4UnitsRemoved");
    expect(removed).toEqual(
      missed === 0
        ? []
        : [
            {
              type: "ti4UnitsRemoved",
              seat: 0,
              place: { position: "310" },
              units: { cruiser: missed },
              reason: "destroyed",
            },
          ],
    );
    expect(cruisers(state)).toBe(3);
  });

  it("asks nobody when its owner is not in the combat; a reroll naming no die is refused", () => {
    const elsewhere = spaceCombat({ cruiser: 3 }, { destroyer: 3 }, (s) => {
      s.laws = [{ agenda: "crown_of_thalnos", elected: "2", owner: 2 }];
    });
    expect(afterRoll(untilMoment(elsewhere).state)).toBeUndefined();
    const start = spaceCombat({ cruiser: 3 }, { destroyer: 3 }, (s) => {
      s.laws = [{ agenda: "crown_of_thalnos", elected: "0", owner: 0 }];
    });
    const moment = untilMoment(start);
    const command: Ti4Command = { type: "modifyCombatDice", seat: 0, ability: "crownOfThalnos", dice: [] };
    expect(refusal(moment.state, command)).toEqual(["ERR_TI4_DICE_MODIFY", "LRR 74"]);
  });
});

describe("Fire Team (action card)", () => {
  function groundCombat(hand: string[]) {
    const state = withFactions("hacan", "letnev");
    for (const p of state.players) p.secret.actionCards = [];
    player(state, 0).secret.actionCards = hand as never;
    const planet = planetOf310(state);
    const forces = state.board["310"]?.planets[planet];
    forces?.splice(
      0,
      forces.length,
      { seat: 1, units: { infantry: 4 } },
      { seat: 0, units: { infantry: 4 } },
    );
    const place = { position: "310", planet };
    return run(state, (tx) => {
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4GroundCombat", seat: 0, system: "310", planet } });
      for (const hook of hookAnswers(tx.state, "groundCombatStarts"))
        hook(tx, { place, attacker: 0, defender: 1 });
    }).state;
  }

  it("after your ground combat roll, rerolls your dice that missed (LRR 42, 74)", () => {
    const open = groundCombat(["fire_team"]);
    // The seeded roll misses at least once, so the roller alone is asked, in the quiet afterRoll window.
    const top = open.stack.at(-1);
    expect(open.stack.at(-2)?.kind).toBe("ti4AfterRoll");
    expect(top).toMatchObject({ timing: "afterRoll", awaiting: [0] });
    const asked = pendingDecisions<Ti4>(open).find((d) => d.kind === "playActionCard");
    const play = ti4Answers(open, asked as never)[0];
    expect(play).toEqual({ type: "playActionCard", seat: 0, card: "fire_team" });
    const done = answer(open, play as Ti4Command);
    const rerolled = done.events.find((e) => e.type === "ti4CombatDiceRerolled");
    expect(rerolled).toMatchObject({ seat: 0, ability: "fireTeam" });
    expect(player(done.state, 0).secret.actionCards).toEqual([]);
  });

  it("is refused outside the moment after your own ground combat roll", () => {
    const state = spaceCombat({ cruiser: 2 }, { destroyer: 2 }, (s) => {
      player(s, 0).secret.actionCards = ["fire_team"];
    });
    const command: Ti4Command = { type: "playActionCard", seat: 0, card: "fire_team" };
    expect(refusal(state, command)).toEqual(["ERR_TI4_CARD_TIMING", "LRR 2"]);
  });
});
