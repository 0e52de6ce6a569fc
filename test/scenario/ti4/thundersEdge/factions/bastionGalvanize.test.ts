/**
 * The Last Bastion's Galvanize, Phoenix Standard and Raise the Standard (their sheet and promissory note,
 * content/ti4/factionAbilities.te.ts, promissoryNotes.te.ts; factions/bastionGalvanize.ts): a galvanized
 * unit rolls 1 extra die; as a combat ends the Bastion may galvanize 1 of their units that took part in it,
 * and the holder of Raise the Standard likewise, returning the card. Played, refused with the state
 * unchanged, replayed; the token follows its unit and goes with it.
 */
import { describe, expect, it } from "vitest";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { ti4DiceShapes, ti4RollDice } from "../../../../../src/engine/ti4/combat/dice.ts";
import { GALVANIZE_TOKENS } from "../../../../../src/engine/ti4/factions/bastionGalvanize.ts";
import { brokenTi4Invariants } from "../../../../../src/engine/ti4/invariants.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4Force, Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import {
  answer,
  emptySystems,
  put,
  refusal,
  run,
  spaceCombatWon,
} from "../../../../support/ti4FactionBoard.ts";

const RULE = "TE Last Bastion: Phoenix Standard";
const BASTION = 0;
const OTHER = 1;

type Player = Ti4State["players"][number];

function game(edit?: (s: Ti4State) => void): Ti4State {
  return eventGame(["bastion", "sol", "xxcha"], [], BASTION, edit).state;
}

function offered(state: Ti4State) {
  return pendingDecisions<Ti4>(state).find((d) => d.kind === "phoenixStandard");
}

function forceOf(state: Ti4State, position: string, seat: number): Ti4Force | undefined {
  return state.board[position]?.space.find((f) => f.seat === seat);
}

describe(`${RULE}: galvanizing a unit as a combat ends`, () => {
  it("offers the Bastion's ships left in the space area; the cruiser galvanized is kept, and replays", () => {
    const at = spaceCombatWon(game(), BASTION);
    const system = (at.state.stack.at(-1) as { place: { position: string } }).place.position;
    expect(at.state.stack.at(-1)).toEqual({
      kind: "ti4PhoenixStandard",
      seat: BASTION,
      place: { position: system },
      source: "phoenixStandard",
    });
    expect(offered(at.state)?.choices).toEqual(["cruiser", "none"]);
    const done = answer(at.state, { type: "phoenixStandard", seat: BASTION, unit: "cruiser" });
    expect(forceOf(done.state, system, BASTION)?.galvanized).toEqual({ cruiser: 1 });
    expect(done.state.stack.some((f) => f.kind === "ti4PhoenixStandard")).toBe(false);
    expect(brokenTi4Invariants(done.state)).toEqual([]);
  });

  it("may be declined: nothing is galvanized", () => {
    const at = spaceCombatWon(game(), BASTION);
    const system = (at.state.stack.at(-1) as { place: { position: string } }).place.position;
    const done = answer(at.state, { type: "phoenixStandard", seat: BASTION, unit: "none" });
    expect(forceOf(done.state, system, BASTION)?.galvanized).toBeUndefined();
  });

  it("the bot galvanizes its strongest unit offered", () => {
    const at = spaceCombatWon(game(), BASTION);
    const decision = offered(at.state);
    expect(decision && ti4Answers(at.state, decision)[0]).toEqual({
      type: "phoenixStandard",
      seat: BASTION,
      unit: "cruiser",
    });
  });

  it("refuses a unit that did not take part, a unit already galvanized, and the command out of its moment", () => {
    const at = spaceCombatWon(game(), BASTION);
    expect(refusal(at.state, { type: "phoenixStandard", seat: BASTION, unit: "dreadnought" })).toEqual([
      "ERR_TI4_GALVANIZE",
      RULE,
    ]);
    // Another seat is not asked: the kernel refuses it before the rule.
    expect(refusal(at.state, { type: "phoenixStandard", seat: OTHER, unit: "cruiser" })?.[0]).toBe(
      "ERR_NOT_YOUR_TURN",
    );
    // The cruiser already carries a token: it gets no second one.
    const tokened = structuredClone(at.state);
    const system = (tokened.stack.at(-1) as { place: { position: string } }).place.position;
    (forceOf(tokened, system, BASTION) as Ti4Force).galvanized = { cruiser: 1 };
    expect(refusal(tokened, { type: "phoenixStandard", seat: BASTION, unit: "cruiser" })).toEqual([
      "ERR_TI4_GALVANIZE",
      RULE,
    ]);
  });

  it("asks nothing of a faction without the ability, nor once all 8 tokens are on the board", () => {
    const other = spaceCombatWon(game(), OTHER);
    expect(offered(other.state)).toBeUndefined();
    const full = spaceCombatWon(
      game((s) => {
        const at = emptySystems(s).at(-1) as string;
        put(s, at, BASTION, { fighter: GALVANIZE_TOKENS });
        (forceOf(s, at, BASTION) as Ti4Force).galvanized = { fighter: GALVANIZE_TOKENS };
      }),
      BASTION,
    );
    expect(offered(full.state)).toBeUndefined();
  });
});

describe("TE Last Bastion: Raise the Standard", () => {
  it("its holder galvanizes 1 unit that fought, and the card goes back to the Bastion", () => {
    const state = game((s) => {
      const bastion = s.players[BASTION] as Player;
      bastion.secret.promissoryNotes = bastion.secret.promissoryNotes.filter((n) => n !== "raisethestandard");
      (s.players[OTHER] as Player).secret.promissoryNotes.push(`raisethestandard@${BASTION}`);
    });
    const at = spaceCombatWon(state, OTHER);
    expect(at.state.stack.at(-1)).toMatchObject({ kind: "ti4NoteWindow", moment: "combatEnded" });
    const decision = pendingDecisions<Ti4>(at.state).find((d) => d.kind === "playPromissoryNote");
    expect(decision?.seat).toBe(OTHER);
    const played = answer(at.state, {
      type: "playPromissoryNote",
      seat: OTHER,
      note: "raisethestandard",
      owner: BASTION,
    });
    expect(played.state.stack.at(-1)).toMatchObject({
      kind: "ti4PhoenixStandard",
      seat: OTHER,
      source: "raiseTheStandard",
    });
    // Played, it galvanizes: declining is refused with the state unchanged.
    expect(offered(played.state)?.choices).toEqual(["cruiser"]);
    expect(refusal(played.state, { type: "phoenixStandard", seat: OTHER, unit: "none" })).toEqual([
      "ERR_TI4_GALVANIZE",
      "TE Last Bastion: Raise the Standard",
    ]);
    const system = (played.state.stack.at(-1) as { place: { position: string } }).place.position;
    const done = answer(played.state, { type: "phoenixStandard", seat: OTHER, unit: "cruiser" });
    expect(forceOf(done.state, system, OTHER)?.galvanized).toEqual({ cruiser: 1 });
    expect(done.state.players[OTHER]?.secret.promissoryNotes).not.toContain(`raisethestandard@${BASTION}`);
    expect(done.state.players[BASTION]?.secret.promissoryNotes).toContain("raisethestandard");
  });
});

describe("TE Last Bastion: Galvanize, the extra die and the token", () => {
  function galvanizedCruisers(): { state: Ti4State; at: string } {
    let at = "";
    const state = game((s) => {
      at = emptySystems(s)[0] as string;
      put(s, at, BASTION, { cruiser: 2 });
      (forceOf(s, at, BASTION) as Ti4Force).galvanized = { cruiser: 1 };
    });
    return { state, at };
  }

  it("a galvanized unit rolls 1 die more in combat (LRR 18 with Galvanize)", () => {
    const { state, at } = galvanizedCruisers();
    const place = { position: at };
    expect(ti4DiceShapes(state, BASTION, { cruiser: 2 }, "combat", { place })[0]?.dice).toBe(3);
    expect(ti4DiceShapes(state, BASTION, { cruiser: 1 }, "combat", { place })[0]?.dice).toBe(2);
    expect(
      ti4RollDice(state, BASTION, { cruiser: 2 }, "combat", state.rng, { place }).groups[0]?.rolls,
    ).toHaveLength(3);
    // Elsewhere, or with no token, the sheet's dice alone.
    expect(ti4DiceShapes(state, OTHER, { cruiser: 2 }, "combat", { place })[0]?.dice).toBe(2);
  });

  it("the token goes with its unit as it moves, and the ungalvanized unit is lost first", () => {
    const { state, at } = galvanizedCruisers();
    const to = emptySystems(state)[0] as string;
    const moved = run(state, (tx) =>
      tx.emit({
        type: "ti4UnitsMoved",
        seat: BASTION,
        from: { position: at },
        to: { position: to },
        units: { cruiser: 2 },
        galvanized: { cruiser: 1 },
      }),
    );
    expect(forceOf(moved.state, to, BASTION)?.galvanized).toEqual({ cruiser: 1 });
    const lost = run(moved.state, (tx) =>
      tx.emit({
        type: "ti4UnitsRemoved",
        seat: BASTION,
        place: { position: to },
        units: { cruiser: 1 },
        reason: "destroyed",
      }),
    );
    expect(forceOf(lost.state, to, BASTION)?.galvanized).toEqual({ cruiser: 1 });
    const gone = run(lost.state, (tx) =>
      tx.emit({
        type: "ti4UnitsRemoved",
        seat: BASTION,
        place: { position: to },
        units: { cruiser: 1 },
        reason: "destroyed",
      }),
    );
    expect(unitsIn(gone.state.board[to], BASTION).cruiser).toBeUndefined();
    expect(forceOf(gone.state, to, BASTION)).toBeUndefined();
    expect(brokenTi4Invariants(gone.state)).toEqual([]);
  });

  it("the invariants catch a token without its unit", () => {
    const { state, at } = galvanizedCruisers();
    (forceOf(state, at, BASTION) as Ti4Force).galvanized = { cruiser: 3 };
    expect(brokenTi4Invariants(state).join()).toContain("galvanized");
  });
});
