/**
 * Thunder's Edge legendary planet ability cards (TE rulebook "Legendary Planets"; LRR 53, 34): the card
 * passes with its planet and keeps its side, the status phase readies it, A Song Like Marrow's point follows
 * Styx, and each card's ability in its window (the end of the holder's turn, as they pass, as an action),
 * with the cards not carried out refused with their reason. The planets are staged on the players' sheets.
 */
import { describe, expect, it } from "vitest";
import { isTi4PlanetId, type Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { unitsIn } from "../../../src/engine/ti4/board/forces.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { hookAnswers } from "../../../src/engine/ti4/hooks/index.ts";
import { ti4PlayOut } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { legendaryCardsOf } from "../../../src/engine/ti4/thundersEdge/legendary.ts";
import { answer, CTX, refusal, run } from "../../support/ti4FactionBoard.ts";
import { HOME, position, put, SEAT } from "../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];
const player = (s: Ti4State, seat = SEAT) => s.players[seat] as Player;
const planet = (id: string) => id as Ti4PlanetId;

/** Seat 3's turn in a game playing Thunder's Edge, holding the legendary planets named. */
function teTurn(planets: string[], edit: (s: Ti4State) => void = () => {}): Ti4State {
  return position((s) => {
    (s as { config: Ti4State["config"] }).config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    for (const id of planets) player(s).planets[planet(id)] = { exhausted: false };
    edit(s);
  });
}

/** Seat 3's action is done: the end of its turn comes (the action phase's frame marked acted). */
function endTurn(s: Ti4State) {
  return run(s, (tx) => {
    const top = tx.state.stack.at(-1);
    if (top?.kind !== "ti4ActionPhase") throw new Error("not a turn");
    tx.emit({ type: "ti4FrameUpdated", frame: { ...top, acted: true } });
  });
}

/** Seat 3 has played its strategy cards and passes. */
function passes(s: Ti4State) {
  for (const card of player(s).strategyCards) card.played = true;
  return answer(s, { type: "pass", seat: SEAT });
}

const kinds = (s: Ti4State) => pendingDecisions<Ti4>(s).map((d) => d.kind);

describe("TE Legendary Planets: the cards", () => {
  it("are held by whoever controls the planet, only in a game playing Thunder's Edge", () => {
    expect(legendaryCardsOf(teTurn(["mecatolrex"]), SEAT)).toEqual(["mecatolrex"]);
    const base = position((s) => {
      player(s).planets[planet("mecatolrex")] = { exhausted: false };
    });
    expect(legendaryCardsOf(base, SEAT)).toEqual([]);
  });

  it("pass with the planet and keep their exhausted side, then are readied in the status phase", () => {
    const s = teTurn([], (d) => {
      player(d, 0).planets[planet("mecatolrex")] = { exhausted: false };
      d.exhaustedLegendary = [planet("mecatolrex")];
    });
    const taken = run(s, (tx) =>
      tx.emit({
        type: "ti4PlanetGained",
        seat: SEAT,
        planet: planet("mecatolrex"),
        exhausted: true,
        from: 0,
      }),
    );
    expect(legendaryCardsOf(taken.state, SEAT)).toEqual(["mecatolrex"]);
    expect(taken.state.exhaustedLegendary).toEqual(["mecatolrex"]);
    // Exhausted, it is not offered at the end of the new holder's turn.
    player(taken.state).secret.secretObjectives = [...player(taken.state).secret.secretObjectives];
    expect(kinds(endTurn(taken.state).state)).not.toContain("useLegendaryAbility");
    const readied = run(taken.state, (tx) => {
      for (const answer of hookAnswers(tx.state, "statusPhaseEnded")) answer(tx);
    });
    expect(readied.events).toContainEqual({ type: "ti4LegendaryReadied", planets: ["mecatolrex"] });
    expect(readied.state.exhaustedLegendary).toBeUndefined();
  });
});

describe("TE Legendary Planets: A Song Like Marrow (Styx)", () => {
  it("gains its holder 1 victory point, and moves the point when another player takes Styx", () => {
    const s = teTurn(["styx"]);
    const vp = player(s).vp;
    const gained = run(s, () => {});
    expect(player(gained.state).vp).toBe(vp + 1);
    expect(gained.state.songLikeMarrow).toBe(SEAT);
    const taken = run(gained.state, (tx) =>
      tx.emit({ type: "ti4PlanetGained", seat: 0, planet: planet("styx"), exhausted: true, from: SEAT }),
    );
    expect(player(taken.state).vp).toBe(vp);
    expect(player(taken.state, 0).vp).toBe(player(s, 0).vp + 1);
    expect(taken.state.songLikeMarrow).toBe(0);
  });
});

describe("TE Legendary Planets: at the end of your turn", () => {
  const withSecret = (s: Ti4State) => {
    player(s).secret.secretObjectives = [s.decks.secretObjectives[5] as never];
    s.decks.secretObjectives = s.decks.secretObjectives.filter((_, i) => i !== 5);
  };

  it("The Galactic Council (Mecatol Rex): a secret objective discarded for the top one of the deck", () => {
    const s = endTurn(teTurn(["mecatolrex"], withSecret)).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(decision?.choices).toEqual(["mecatolrex"]);
    // The bot keeps its secrets: it closes the window.
    expect(ti4Answers(s, decision as never)).toEqual([]);
    const held = player(s).secret.secretObjectives[0] as string;
    const top = s.decks.secretObjectives[0];
    const done = answer(s, {
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: planet("mecatolrex"),
      target: held,
    });
    expect(player(done.state).secret.secretObjectives).toEqual([top]);
    expect(done.state.decks.secretObjectives.at(-1)).toBe(held);
    expect(done.state.exhaustedLegendary).toEqual(["mecatolrex"]);
    // The window closed by itself, and the next player's turn began.
    expect(done.state.stack.at(-1)).toMatchObject({ kind: "ti4ActionPhase" });
    expect(pendingDecisions<Ti4>(done.state)[0]?.seat).not.toBe(SEAT);
  });

  it("refuses a secret objective the holder lacks, a card held by nobody at the table, and one not carried out", () => {
    const s = endTurn(teTurn(["mecatolrex"], withSecret)).state;
    const rule = "TE Legendary Planets";
    expect(
      refusal(s, {
        type: "useLegendaryAbility",
        seat: SEAT,
        planet: planet("mecatolrex"),
        target: "nothing",
      }),
    ).toEqual(["ERR_TI4_LEGENDARY_TARGET", rule]);
    expect(refusal(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("faunus") })).toEqual([
      "ERR_TI4_LEGENDARY",
      rule,
    ]);
    expect(refusal(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("styx") })).toEqual([
      "ERR_TI4_LEGENDARY_PASSIVE",
      rule,
    ]);
  });

  it("The Acropolis (Emelpar): another exhausted component readied, the bot its best planet", () => {
    const s = endTurn(
      teTurn(["emelpar"], (d) => {
        const home = player(d).planets[planet("0.0.0")];
        if (home) home.exhausted = true;
      }),
    ).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(ti4Answers(s, decision as never)[0]).toEqual({
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: "emelpar",
      target: "planet:0.0.0",
    });
    const done = answer(s, ti4Answers(s, decision as never)[0] as never);
    expect(player(done.state).planets[planet("0.0.0")]).toEqual({ exhausted: false });
  });

  it("Jupiter Brain (Thunder's Edge): one more action on the same turn", () => {
    const s = endTurn(teTurn(["thundersedge"])).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(ti4Answers(s, decision as never)).toEqual([
      { type: "useLegendaryAbility", seat: SEAT, planet: "thundersedge" },
    ]);
    const done = answer(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("thundersedge") });
    expect(done.state.stack.at(-1)).toEqual({ kind: "ti4ActionPhase", current: SEAT, acted: false });
    expect(kinds(done.state)).toContain("tacticalAction");
    // Its second end of turn offers nothing: the card is exhausted.
    expect(kinds(endTurn(done.state).state)).not.toContain("useLegendaryAbility");
  });

  it("closes when the holder uses nothing", () => {
    const s = endTurn(teTurn(["thundersedge"])).state;
    const done = answer(s, { type: "closeLegendaryWindow", seat: SEAT });
    expect(pendingDecisions<Ti4>(done.state)[0]?.seat).not.toBe(SEAT);
    expect(done.state.exhaustedLegendary).toBeUndefined();
  });
});

describe("TE Legendary Planets: as you pass", () => {
  it("4X41D 'Hyperion' V1 (Ordinian): 1 action card and 1 command token", () => {
    const s = passes(teTurn(["ordinian"])).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(decision?.choices).toEqual(["ordinian"]);
    const hand = player(s).secret.actionCards.length;
    const done = answer(s, {
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: planet("ordinian"),
      target: "fleet",
    });
    expect(player(done.state).secret.actionCards).toHaveLength(hand + 1);
    expect(player(done.state).tokens.fleet).toBe(player(s).tokens.fleet + 1);
  });

  it("is not offered at the end of a turn, and a passing card is refused there", () => {
    const s = endTurn(teTurn(["ordinian", "thundersedge"])).state;
    expect(pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility")?.choices).toEqual([
      "thundersedge",
    ]);
    expect(
      refusal(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("ordinian"), target: "fleet" }),
    ).toEqual(["ERR_TI4_LEGENDARY_TIMING", "TE Legendary Planets"]);
  });

  it("Maxis Central Control (Faunus): an empty planet, not a home or legendary one, taken", () => {
    const s = passes(teTurn(["faunus"])).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    const bot = ti4Answers(s, decision as never)[0] as { target: string };
    expect(bot).toMatchObject({ type: "useLegendaryAbility", planet: "faunus" });
    expect(bot.target).not.toBe("mecatolrex");
    const done = answer(s, bot as never);
    expect(player(done.state).planets[planet(bot.target)]).toEqual({ exhausted: true });
    expect(
      refusal(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("faunus"), target: "mecatolrex" }),
    ).toEqual(["ERR_TI4_LEGENDARY_TARGET", "TE Legendary Planets"]);
  });

  it("Aurex Mechanica (Industrex): a ship of an owned unit upgrade placed where the holder has ships", () => {
    const s = passes(
      teTurn(["industrex"], (d) => {
        player(d).technologies.push("dn2" as never);
        put(d, HOME, { carrier: 1 });
      }),
    ).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(ti4Answers(s, decision as never)[0]).toEqual({
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: "industrex",
      target: `dreadnought@${HOME}`,
    });
    const done = answer(s, ti4Answers(s, decision as never)[0] as never);
    expect(done.events).toContainEqual({
      type: "ti4UnitsPlaced",
      seat: SEAT,
      place: { position: HOME },
      units: { dreadnought: 1 },
      reason: "Aurex Mechanica",
    });
  });
});

describe("TE Legendary Planets: as an action", () => {
  it("The Nucleus (Avernus): Star Forge's units where a war sun is, no token spent", () => {
    const s = teTurn(["avernus"], (d) => put(d, HOME, { warSun: 1 }));
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(decision?.choices).toEqual(["avernus"]);
    const strategy = player(s).tokens.strategy;
    const done = answer(s, {
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: planet("avernus"),
      target: `fighters@${HOME}`,
    });
    expect(done.events).toContainEqual({
      type: "ti4UnitsPlaced",
      seat: SEAT,
      place: { position: HOME },
      units: { fighter: 2 },
      reason: "The Nucleus",
    });
    expect(player(done.state).tokens.strategy).toBe(strategy);
    expect(done.state.exhaustedLegendary).toEqual(["avernus"]);
  });
});

describe("TE Legendary Planets: Dok 'N Pic's Salvage Yard (Garbozia)", () => {
  it("lays a card of the discard pile on the card as its holder passes", () => {
    const s = passes(
      teTurn(["garbozia"], (d) => {
        d.decks.action.discard = ["war_effort", "sabo", "war_effort"];
      }),
    ).state;
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useLegendaryAbility");
    expect(decision?.choices).toEqual(["garbozia"]);
    // The bot lays the first card offered.
    expect(ti4Answers(s, decision as never)[0]).toMatchObject({ planet: "garbozia", target: "war_effort" });
    expect(
      refusal(s, {
        type: "useLegendaryAbility",
        seat: SEAT,
        planet: planet("garbozia"),
        target: "messiah",
      })?.[0],
    ).toBe("ERR_TI4_LEGENDARY_TARGET");
    const done = answer(s, {
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: planet("garbozia"),
      target: "war_effort",
    });
    expect(done.state.salvageYard).toEqual(["war_effort"]);
    expect(done.state.decks.action.discard).toEqual(["war_effort", "sabo"]);
    expect(done.state.exhaustedLegendary).toEqual(["garbozia"]);
  });

  it("plays a card lying there as though in hand, exhausted or not, and purges it", () => {
    const s = teTurn(["garbozia"], (d) => {
      put(d, HOME, { carrier: 1 });
      d.salvageYard = ["war_effort"];
      d.exhaustedLegendary = [planet("garbozia")];
    });
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "playSalvagedCard");
    expect(decision?.choices).toEqual(["war_effort"]);
    const [bot] = ti4Answers(s, decision as never);
    expect(bot).toMatchObject({ type: "playSalvagedCard", seat: SEAT, card: "war_effort" });
    const hand = [...player(s).secret.actionCards];
    let now = answer(s, bot as never).state;
    // Sabotage's window may open over it: everyone passes.
    for (let i = 0; i < 8 && now.stack.at(-1)?.kind === "ti4CardWindow"; i++) {
      const top = now.stack.at(-1) as { awaiting: number[] };
      now = answer(now, { type: "passCardWindow", seat: top.awaiting[0] as number }).state;
    }
    expect(now.salvageYard).toBeUndefined();
    expect(now.decks.action.discard).not.toContain("war_effort");
    expect(player(now).secret.actionCards).toEqual(hand);
    expect(unitsIn(now.board[HOME], SEAT).cruiser).toBe(1);
  });

  it("is refused for a card not on it, and not offered to a player without Garbozia", () => {
    const s = teTurn(["garbozia"], (d) => {
      put(d, HOME, { carrier: 1 });
      d.salvageYard = ["war_effort"];
    });
    expect(refusal(s, { type: "playSalvagedCard", seat: SEAT, card: "messiah" })?.[0]).toMatch(
      /ERR_TI4_SALVAGE_YARD|ERR_NOT_NOW/,
    );
    const other = teTurn([], (d) => {
      put(d, HOME, { carrier: 1 });
      d.salvageYard = ["war_effort"];
      player(d, 0).planets[planet("garbozia")] = { exhausted: false };
    });
    expect(pendingDecisions<Ti4>(other).some((d) => d.kind === "playSalvagedCard")).toBe(false);
    expect(refusal(other, { type: "playSalvagedCard", seat: SEAT, card: "war_effort" })?.[0]).toBe(
      "ERR_NOT_NOW",
    );
  });
});

describe("TE Legendary Planets: after you activate a system", () => {
  /** Seat 3 holds Tempesta and 2 cruisers (move 2) at home, 3 systems from Mecatol Rex ("000"). */
  const refinery = (edit: (s: Ti4State) => void = () => {}) =>
    teTurn(["tempesta"], (d) => {
      put(d, HOME, { cruiser: 2 });
      edit(d);
    });
  const activate = (s: Ti4State) => answer(s, { type: "tacticalAction", seat: SEAT, system: "000" });

  it("Ionian Fuel Refinery (Tempesta): one ship has +1 move for this tactical action", () => {
    const activated = activate(refinery());
    expect(activated.state.stack.at(-1)).toMatchObject({
      kind: "teLegendaryWindow",
      moment: "afterActivation",
    });
    const decision = pendingDecisions<Ti4>(activated.state).find((d) => d.kind === "useLegendaryAbility");
    expect(decision?.choices).toEqual(["tempesta"]);
    // The bot uses it: one more cruiser reaches Mecatol Rex.
    expect(ti4Answers(activated.state, decision as never)[0]).toEqual({
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: planet("tempesta"),
    });
    const used = answer(activated.state, {
      type: "useLegendaryAbility",
      seat: SEAT,
      planet: planet("tempesta"),
    });
    expect(used.state.exhaustedLegendary).toEqual(["tempesta"]);
    expect(used.state.stack.findLast((f) => f.kind === "ti4Tactical")).toMatchObject({
      ionianFuelRefinery: true,
    });
    // One cruiser goes 3 systems; two would need two bonuses.
    const move = (n: number) => ({
      type: "moveShips" as const,
      seat: SEAT,
      moves: [{ from: HOME, units: { cruiser: n } }],
    });
    expect(refusal(used.state, move(2))?.[0]).toBe("ERR_TI4_OUT_OF_RANGE");
    const moved = answer(used.state, move(1));
    expect(unitsIn(moved.state.board["000"], SEAT).cruiser).toBe(1);
  });

  it("closes unused, the move then out of range; the bot keeps it when it brings nothing more", () => {
    const activated = activate(refinery());
    const closed = answer(activated.state, { type: "closeLegendaryWindow", seat: SEAT });
    expect(closed.state.exhaustedLegendary ?? []).toEqual([]);
    expect(
      refusal(closed.state, {
        type: "moveShips",
        seat: SEAT,
        moves: [{ from: HOME, units: { cruiser: 1 } }],
      })?.[0],
    ).toBe("ERR_TI4_OUT_OF_RANGE");
    // Ships already within reach: the +1 adds nothing, and the bot does not spend the card.
    const near = answer(refinery(), { type: "tacticalAction", seat: SEAT, system: "207" });
    const asked = pendingDecisions<Ti4>(near.state).find((d) => d.kind === "useLegendaryAbility");
    expect(ti4Answers(near.state, asked as never)).toEqual([]);
  });

  it("is refused as an action, exhausted, and when not held; no window opens without it", () => {
    // The Nucleus opens legendary abilities as an action: Tempesta's is not one of them.
    const s = teTurn(["tempesta", "avernus"], (d) => put(d, HOME, { warSun: 1 }));
    expect(refusal(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("tempesta") })).toEqual([
      "ERR_TI4_LEGENDARY_TIMING",
      "TE Legendary Planets",
    ]);
    const spent = activate(refinery((d) => (d.exhaustedLegendary = [planet("tempesta")])));
    expect(spent.state.stack.at(-1)?.kind).not.toBe("teLegendaryWindow");
    expect(
      refusal(spent.state, { type: "useLegendaryAbility", seat: SEAT, planet: planet("tempesta") })?.[0],
    ).toBe("ERR_NOT_NOW");
    const none = activate(teTurn([], (d) => put(d, HOME, { cruiser: 1 })));
    expect(none.state.stack.at(-1)?.kind).not.toBe("teLegendaryWindow");
  });

  it("A Song Like Marrow (Styx) is never used: refused as a standing rule, not as a part not built", () => {
    const s = teTurn(["styx", "avernus"], (d) => put(d, HOME, { warSun: 1 }));
    expect(refusal(s, { type: "useLegendaryAbility", seat: SEAT, planet: planet("styx") })).toEqual([
      "ERR_TI4_LEGENDARY_PASSIVE",
      "TE Legendary Planets",
    ]);
  });
});

// A whole bot play-out reads every planet of the sheets from the content: it runs once the Thunder's Edge
// planets are content (their tiles), and is skipped until then.
describe("TE Legendary Planets: the bot", () => {
  it.skipIf(!isTi4PlanetId("thundersedge"))(
    "answers every window through a round of bot play, using the cards that gain it something",
    () => {
      const s = teTurn(["thundersedge", "ordinian", "emelpar", "mecatolrex"]);
      const played = ti4PlayOut(s, CTX, 400);
      expect(played.stuck).toBe(false);
      const used = played.commands.filter((c) => c.type === "useLegendaryAbility").map((c) => c.planet);
      expect(used).toEqual(expect.arrayContaining(["thundersedge", "ordinian"]));
      expect(used).not.toContain("mecatolrex");
      expect(replayLog<Ti4>([{ type: "gameCreated", state: s }, ...played.events])).toEqual(played.state);
    },
  );
});
