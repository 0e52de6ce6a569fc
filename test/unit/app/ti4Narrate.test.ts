/**
 * What a TI4 table is told (app/ti4/narrate.ts): from a real bot game, the public account tells moves, dice
 * with every die, losses and landings, and never a card only one seat may see; each player's private lines
 * tell them the action cards they drew.
 */
import { describe, expect, it } from "vitest";
import { narrateTi4, ti4PrivateLines } from "../../../src/app/ti4/narrate.ts";
import { TI4_UNIT_WORDS, type Ti4UnitType } from "../../../src/content/ti4/common.ts";
import { ti4Planet, ti4Technology } from "../../../src/content/ti4/index.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import { ti4PlayOut } from "../../../src/engine/ti4/policy.ts";
import { create } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };

describe("the TI4 account of a game", () => {
  const made = create(4, {}, "narrate-4");
  const played = ti4PlayOut(made.state, CTX, 900);
  const players = played.state.players.map((p, i) => ({ ...p, userId: `playground:p${i}` }));
  const state = { ...played.state, players };
  const account = narrateTi4(played.events, state);

  it("tells moves, every die rolled and what was won", () => {
    // Units are told in words, one or more ("1 Carrier", "2 Cruisers"), never by their ids.
    expect(account).toMatch(/moves \d+ [A-Z]\w+.* from .* to /);
    expect(account).not.toMatch(/\d+ (?:carrier|cruiser|warSun|spaceDock)\b/);
    const rolled = played.events.find((e) => e.type === "ti4DiceRolled");
    if (rolled?.type === "ti4DiceRolled") {
      const group = rolled.groups[0]!;
      const word = TI4_UNIT_WORDS[group.type as Ti4UnitType][group.rolls.length === 1 ? 0 : 1];
      expect(account).toContain(`${word} [${group.rolls.join(" ")}]`);
    }
    // A planet is told by its name.
    const gained = played.events.find((e) => e.type === "ti4PlanetGained");
    if (gained?.type === "ti4PlanetGained")
      expect(account).toContain(`gains control of ${ti4Planet(gained.planet).name}.`);
    expect(account).not.toMatch(/nobody took: \./);
  });

  it("names no action card in public, and tells each drawer their own", () => {
    const drawn = played.events.flatMap((e) => (e.type === "ti4ActionCardsDrawn" ? [e] : []));
    expect(drawn.length).toBeGreaterThan(0);
    for (const e of drawn) for (const card of e.cards) expect(account).not.toContain(`(${card})`);
    const first = drawn[0];
    const mine = ti4PrivateLines(played.events, state).find((m) => m.userId === `playground:p${first?.seat}`);
    expect(mine?.text).toContain("You draw the action card");
  });

  it("names technologies, elected players, planets and laws, never their ids", () => {
    const gained = played.events.find((e) => e.type === "ti4TechnologiesGained");
    expect(gained?.type).toBe("ti4TechnologiesGained");
    if (gained?.type === "ti4TechnologiesGained")
      expect(account).toContain(`gains ${gained.technologies.map((t) => ti4Technology(t).name).join(", ")}.`);
    const told = (events: Ti4Event[]) => narrateTi4(events, state);
    const [first, second] = state.players;
    expect(told([{ type: "ti4VotesCast", seat: 0, outcome: "1", votes: 3 }])).toBe(
      `${first?.name} casts 3 votes for ${second?.name}.`,
    );
    expect(told([{ type: "ti4VotesCast", seat: 0, outcome: "against", votes: 1 }])).toBe(
      `${first?.name} casts 1 vote for Against.`,
    );
    expect(
      told([{ type: "ti4AgendaResolved", agenda: "minister_war", outcome: "mecatolrex" } as Ti4Event]),
    ).toMatch(/: Mecatol Rex\.$/);
    expect(
      told([
        {
          type: "ti4ActionCardPlayed",
          seat: 0,
          card: "plague",
          play: { planet: "mecatolrex", target: 1 },
        } as Ti4Event,
      ]),
    ).toBe(`${first?.name} plays the action card Plague (Mecatol Rex, ${second?.name}).`);
  });

  it("tells what changes at the table: goods, secondaries, laws and notes, a given action card unnamed", () => {
    const told = (events: Ti4Event[]) => narrateTi4(events, state);
    const [first, second] = state.players.map((p) => p.name);
    expect(told([{ type: "ti4TradeGoodsChanged", seat: 0, amount: 3, reason: "trade" }])).toBe(
      `${first} gains 3 trade goods (trade).`,
    );
    expect(told([{ type: "ti4SecondaryAnswered", seat: 1, card: "leadership", follows: false }])).toBe(
      `${second} declines Leadership's secondary.`,
    );
    expect(
      told([{ type: "ti4LawEnacted", law: { agenda: "minister_war", elected: "1", owner: 1 } } as Ti4Event]),
    ).toBe(`Minister of War becomes law, electing ${second}.`);
    expect(told([{ type: "ti4PromissoryNotePlayed", seat: 1, note: "ceasefire", owner: 0 }])).toBe(
      `${second} plays ${first}'s Ceasefire.`,
    );
    const given = told([
      { type: "ti4ActionCardsGiven", giver: 0, receiver: 1, cards: ["plague"] } as Ti4Event,
    ]);
    expect(given).toBe(`${first} gives ${second} 1 action card.`);
    // Every account line of the bot game is a sentence: no event of a post is left untold in silence.
    expect(account.split("\n").every((l) => l.trim().length > 0)).toBe(true);
    expect(account).toMatch(/ (follows|declines) [A-Z]\w+/);
  });
});
