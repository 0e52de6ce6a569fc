/**
 * /ti odds in a TI4 game (app/ti4/odds.ts): the space combat of a system (LRR 78) or the ground combat of
 * a planet (LRR 42), the asker attacking; an ability that changes the combat and is not counted is named
 * in a sentence; a planet not in the system is refused.
 */
import { describe, expect, it } from "vitest";
import { tableNeeded } from "../../../src/app/catalog/index.ts";
import { ODDS_COMMAND } from "../../../src/app/catalog/oddsCommand.ts";
import { ti4FleetCounts } from "../../../src/app/catalog/ti4Units.ts";
import { answerTi4Odds } from "../../../src/app/ti4/odds.ts";
import type { Ti4State, Ti4UnitCounts } from "../../../src/engine/ti4/state.ts";
import { giveFaction } from "../../support/ti4GiveFaction.ts";
import { HOME, HOME_PLANET, position, put, SEAT } from "../../support/ti4Tactical.ts";

function table(edit: (s: Ti4State) => void): { state: Ti4State; userId: string } {
  const state = position((s) => {
    giveFaction(s, SEAT, "xxcha");
    giveFaction(s, 0, "winnu");
    edit(s);
  });
  return { state, userId: state.players[SEAT]?.userId as string };
}

const wins = (t: string) => Number(/wins (\d+\.\d)%/.exec(t)?.[1]);

const ships = (mine: Ti4UnitCounts, theirs: Ti4UnitCounts) => (s: Ti4State) => {
  put(s, HOME, mine, SEAT);
  put(s, HOME, theirs, 0);
};

describe("/ti odds in a TI4 game", () => {
  it("counts the space combat, saying what it assumes (LRR 78, 87)", () => {
    const { state, userId } = table(ships({ cruiser: 1 }, { cruiser: 1 }));
    const answer = answerTi4Odds(state, userId, { kind: "odds", system: HOME });
    expect("text" in answer).toBe(true);
    const text = (answer as { text: string }).text;
    expect(text).toMatch(new RegExp(`^Space combat in ${HOME} \\(LRR 78\\): .+ \\(1 Cruiser\\) attacks`));
    expect(text).toContain("wins 37.5%");
    expect(text).toContain("both destroyed 25.0%");
    expect(text).toContain("No shots before the rounds.");
    expect(text).toContain("SUSTAIN DAMAGE first (LRR 87)");
    expect(text).not.toContain("Not counted");
  });

  it("answers a typed attacker in a system nobody has units in: nobody to fight", () => {
    const { state, userId } = table((s) => {
      delete s.board[HOME];
    });
    const typed = { units: { dreadnought: 3 }, damaged: {} };
    expect(answerTi4Odds(state, userId, { kind: "odds", system: HOME, ti4Attacker: typed })).toEqual({
      refused: `Nobody else has ships in ${HOME}.`,
    });
  });

  it("names an ability that changes the combat and is not counted (the Mentak's Ambush)", () => {
    const { state, userId } = table((s) => {
      giveFaction(s, 0, "mentak");
      ships({ destroyer: 1 }, { cruiser: 2 })(s);
    });
    const text = (answerTi4Odds(state, userId, { kind: "odds", system: HOME }) as { text: string }).text;
    expect(text).toContain("Not counted: the Mentak's Ambush");
    expect(text).toContain("Before the first round: anti-fighter barrage, on fighters alone (LRR 10).");
  });

  it("counts the ground combat on a planet, with the ground forces aboard landing (LRR 42)", () => {
    const { state, userId } = table((s) => {
      put(s, HOME, { infantry: 2, carrier: 1 }, SEAT);
      put(s, HOME, { infantry: 1 }, 0, HOME_PLANET);
    });
    const answer = answerTi4Odds(state, userId, { kind: "odds", system: HOME, planet: HOME_PLANET as never });
    const text = (answer as { text: string }).text;
    expect(text).toMatch(/^Ground combat on .+ \(LRR 42\): .+ \(2 Infantry\) invades .+ \(1 Infantry\)/);
    expect(text).toContain("space cannon defense (LRR 49.3) is left out");
    expect(text).toContain("No shots before the rounds.");
  });

  it("counts a dreadnought's bombardment before the ground combat (LRR 15)", () => {
    const invade = (ships: Ti4UnitCounts) =>
      table((s) => {
        put(s, HOME, { infantry: 2, ...ships }, SEAT);
        put(s, HOME, { infantry: 2 }, 0, HOME_PLANET);
      });
    const ask = ({ state, userId }: ReturnType<typeof table>) =>
      (
        answerTi4Odds(state, userId, { kind: "odds", system: HOME, planet: HOME_PLANET as never }) as {
          text: string;
        }
      ).text;
    const bombarded = ask(invade({ carrier: 1, dreadnought: 1 }));
    const plain = ask(invade({ carrier: 1 }));
    expect(bombarded).toContain("Before the first round: bombardment (LRR 15).");
    expect(wins(bombarded)).toBeGreaterThan(wins(plain));
  });

  it("counts space cannon offense before the space combat (LRR 77)", () => {
    const { state, userId } = table((s) => {
      ships({ cruiser: 2 }, { cruiser: 1 })(s);
      put(s, HOME, { pds: 2 }, 0, HOME_PLANET);
    });
    const text = (answerTi4Odds(state, userId, { kind: "odds", system: HOME }) as { text: string }).text;
    const plain = table(ships({ cruiser: 2 }, { cruiser: 1 }));
    const without = (
      answerTi4Odds(plain.state, plain.userId, { kind: "odds", system: HOME }) as { text: string }
    ).text;
    expect(text).toContain("Before the first round: space cannon offense (LRR 77).");
    expect(wins(text)).toBeLessThan(wins(without));
  });

  it("lands the Naalu's fighters with their ground forces when the Matriarch is there", () => {
    const naalu = (flagship: number) =>
      table((s) => {
        giveFaction(s, SEAT, "naalu");
        put(s, HOME, { infantry: 1, carrier: 1, fighter: 2, ...(flagship ? { flagship } : {}) }, SEAT);
        put(s, HOME, { infantry: 2 }, 0, HOME_PLANET);
      });
    const ask = ({ state, userId }: ReturnType<typeof table>, typed?: Ti4UnitCounts) =>
      (
        answerTi4Odds(state, userId, {
          kind: "odds",
          system: HOME,
          planet: HOME_PLANET as never,
          ...(typed ? { ti4Attacker: { units: typed, damaged: {} } as never } : {}),
        }) as { text: string }
      ).text;
    const withMatriarch = ask(naalu(1));
    expect(withMatriarch).toMatch(/\(1 Infantry, 2 Fighters\) invades/);
    expect(ask(naalu(0))).toMatch(/\(1 Infantry\) invades/);
    expect(wins(withMatriarch)).toBeGreaterThan(wins(ask(naalu(0))));
    expect(ask(naalu(1), { infantry: 1, fighter: 1 })).toMatch(/\(1 Infantry, 1 Fighter\) invades/);
    expect(
      answerTi4Odds(naalu(0).state, naalu(0).userId, {
        kind: "odds",
        system: HOME,
        planet: HOME_PLANET as never,
        ti4Attacker: { units: { fighter: 1 }, damaged: {} } as never,
      }),
    ).toEqual({ refused: "attacker: Fighters take no part in this combat; name only Infantry, Mechs." });
  });

  it("refuses a planet not in the system, and a system nobody else holds ships in", () => {
    const { state, userId } = table(ships({ cruiser: 1 }, {}));
    const before = structuredClone(state);
    expect(answerTi4Odds(state, userId, { kind: "odds", system: HOME, planet: "jord" as never })).toEqual({
      refused: `Jord is not in ${HOME}.`,
    });
    expect(answerTi4Odds(state, userId, { kind: "odds", system: HOME })).toEqual({
      refused: `Nobody else has ships in ${HOME}.`,
    });
    expect(state).toEqual(before);
  });

  it("counts a typed attacker in TI4's unit words in place of the asker's ships there, as TI3's odds do", () => {
    const { state, userId } = table(ships({ cruiser: 1 }, { cruiser: 1 }));
    const typed = ti4FleetCounts("2 dn, a damaged dn");
    expect(typed).toEqual({ units: { dreadnought: 3 }, damaged: { dreadnought: 1 } });
    const answer = answerTi4Odds(state, userId, { kind: "odds", system: HOME, ti4Attacker: typed as never });
    const text = (answer as { text: string }).text;
    expect(text).toMatch(/\(3 Dreadnoughts\) attacks .+ \(1 Cruiser\)/);
    const plain = (answerTi4Odds(state, userId, { kind: "odds", system: HOME }) as { text: string }).text;
    expect(wins(text)).toBeGreaterThan(wins(plain));
  });

  it("lands the typed ground forces, and refuses ships or undamageable damage in a typed attacker", () => {
    const { state, userId } = table((s) => put(s, HOME, { infantry: 1 }, 0, HOME_PLANET));
    const ground = { kind: "odds" as const, system: HOME, planet: HOME_PLANET as never };
    const landed = answerTi4Odds(state, userId, {
      ...ground,
      ti4Attacker: { units: { infantry: 3 }, damaged: {} },
    });
    expect((landed as { text: string }).text).toMatch(/\(3 Infantry\) invades .+ \(1 Infantry\)/);
    // A base game without Prophecy of Kings: no mech on the sheet.
    expect(
      answerTi4Odds(state, userId, { ...ground, ti4Attacker: { units: { mech: 1 }, damaged: {} } }),
    ).toEqual({
      refused: "attacker: your unit sheet has no Mechs in this game.",
    });
    expect(
      answerTi4Odds(state, userId, {
        ...ground,
        ti4Attacker: { units: { carrier: 1, infantry: 2 }, damaged: {} },
      }),
    ).toEqual({ refused: "attacker: Carriers take no part in this combat; name only Infantry, Mechs." });
    expect(
      answerTi4Odds(state, userId, {
        ...ground,
        ti4Attacker: { units: { infantry: 2 }, damaged: { infantry: 1 } },
      }),
    ).toEqual({ refused: "attacker: only units with SUSTAIN DAMAGE can be damaged (LRR 87), not Infantry." });
    expect(ti4FleetCounts("0 mech")).toHaveProperty("argError");
    expect(ti4FleetCounts("2 ground force")).toHaveProperty("argError");
  });

  it("reads /ti odds' attacker in TI4's words at a TI4 table, and in TI3's elsewhere", () => {
    const ti4 = { ruleset: "ti4" } as never;
    expect(ODDS_COMMAND.build({ system: HOME, attacker: "2 cv, 3 inf, 1 mech" }, ti4)).toEqual({
      kind: "odds",
      system: HOME,
      ti4Attacker: { units: { carrier: 2, infantry: 3, mech: 1 }, damaged: {} },
    });
    expect(ODDS_COMMAND.build({ system: HOME, attacker: "2 cv", defender: "1 dd" }, ti4)).toHaveProperty(
      "argError",
    );
    expect(ODDS_COMMAND.build({ attacker: "2 cv", defender: "1 dd" })).toMatchObject({
      attacker: { units: { carrier: 2 } },
    });
    // The game is read with the command even when its system is a number, so the attacker is read in
    // the edition that game plays, never in the other one.
    expect(tableNeeded(ODDS_COMMAND, { system: "301", attacker: "3 dreadnought" })).toBe(true);
  });
});
