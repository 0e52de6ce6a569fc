/**
 * Thunder's Edge relics (TE rulebook "Relics", "Purge"; LRR 73, 70, 34): the relic deck of a TE game, a
 * relic drawn for a planet card with a relic icon (face up, public), Book of Latvinia's research as it is
 * gained and its purge for a point or the speaker token, relics readied in the status phase, and the relics
 * not carried out yet refused with their reason and kept out of the deck.
 */
import { describe, expect, it } from "vitest";
import { type Ti4PlanetId, type Ti4RelicId, ti4RelicDeck } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { hookAnswers } from "../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { TE_RELICS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/thundersEdge/relicsNotBuilt.ts";
import { answer, refusal, run } from "../../support/ti4FactionBoard.ts";
import { learn, position, SEAT } from "../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];

/** Seat 3's turn in a game playing Thunder's Edge, with the relic deck given. */
function teTurn(relics: Ti4RelicId[], edit: (s: Ti4State) => void = () => {}): Ti4State {
  return position((s) => {
    (s as { config: Ti4State["config"] }).config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    s.decks.relics = relics;
    edit(s);
  });
}

const player = (s: Ti4State, seat = SEAT) => s.players[seat] as Player;

describe("TE Relics: the relic deck", () => {
  it("holds Thunder's Edge's seven relics and the three Codex IV relics it reprints, without PoK", () => {
    const deck = ti4RelicDeck(["base", "te"]);
    expect(deck).toHaveLength(10);
    expect(deck).toEqual(
      expect.arrayContaining(["heartofixth", "thesilverflame", "bookoflatvinia", "neuraloop"]),
    );
    expect(ti4RelicDeck(["base"])).toEqual([]);
  });

  it("leaves out at set-up the relics not carried out yet, each with its reason", () => {
    const dealt = ti4RelicDeck(["base", "te"]).filter((id) => !TE_RELICS_NOT_YET_CARRIED_OUT[id]);
    expect([...dealt].sort()).toEqual(
      [
        "bookoflatvinia",
        "heartofixth",
        "lightrailordnance",
        "metalivoidarmaments",
        "metalivoidshielding",
        "neuraloop",
        "quantumcore",
        "thesilverflame",
        "thetriad",
      ].sort(),
    );
    for (const reason of Object.values(TE_RELICS_NOT_YET_CARRIED_OUT)) expect(reason).toMatch(/not/);
  });
});

describe("TE Relics: drawing for a relic icon", () => {
  it("draws the top relic face up for whoever first takes a planet card with a relic icon, once", () => {
    const s = teTurn(["bookoflatvinia"], (d) => {
      player(d).planets["cocytus" as Ti4PlanetId] = { exhausted: true };
    });
    const drawn = run(s, () => {});
    expect(drawn.events).toContainEqual({
      type: "ti4RelicDrawn",
      seat: SEAT,
      relic: "bookoflatvinia",
      reason: "the relic icon of cocytus",
    });
    expect(player(drawn.state).relics).toEqual([{ id: "bookoflatvinia" }]);
    expect(drawn.state.decks.relics).toEqual([]);
    // Gaining Book of Latvinia opens its research.
    expect(drawn.state.stack.at(-1)).toEqual({ kind: "teLatvinia", seat: SEAT });
    // The card does not go back to the deck: no second draw.
    const again = run(drawn.state, () => {});
    expect(again.events.filter((e) => e.type === "ti4RelicDrawn")).toEqual([]);
  });

  it("draws nothing in a game without Thunder's Edge", () => {
    const s = position((d) => {
      d.decks.relics = ["bookoflatvinia"];
      player(d).planets["cocytus" as Ti4PlanetId] = { exhausted: true };
    });
    expect(run(s, () => {}).events).toEqual([]);
  });
});

describe("TE Relics: Book of Latvinia", () => {
  const gained = () =>
    run(
      teTurn(["bookoflatvinia"], (d) => {
        player(d).planets["cocytus" as Ti4PlanetId] = { exhausted: true };
      }),
      () => {},
    ).state;

  it("researches up to 2 technologies without prerequisites as it is gained", () => {
    const s = gained();
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "chooseLatviniaTechnologies");
    expect(decision?.choices).toContain("nm");
    expect(decision?.choices).not.toContain("asc");
    const bot = ti4Answers(s, decision as never)[0];
    expect(bot).toMatchObject({ type: "chooseLatviniaTechnologies", seat: SEAT });
    const done = answer(s, { type: "chooseLatviniaTechnologies", seat: SEAT, technologies: ["nm", "ps"] });
    expect(player(done.state).technologies).toEqual(expect.arrayContaining(["nm", "ps"]));
    expect(done.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
  });

  it("refuses a technology with prerequisites, or more than 2", () => {
    const s = gained();
    expect(refusal(s, { type: "chooseLatviniaTechnologies", seat: SEAT, technologies: ["asc"] })).toEqual([
      "ERR_TI4_LATVINIA",
      "TE Relics",
    ]);
    expect(
      refusal(s, { type: "chooseLatviniaTechnologies", seat: SEAT, technologies: ["nm", "sdn", "pa"] }),
    ).toEqual(["ERR_TI4_LATVINIA", "TE Relics"]);
  });

  it("is purged as an action for 1 victory point with technologies of all 4 colours", () => {
    const s = teTurn([], (d) => {
      player(d).relics = [{ id: "bookoflatvinia" }];
      learn(d, "nm", "ps", "sdn", "amd");
    });
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useRelicAction");
    expect(decision?.choices).toEqual(["bookoflatvinia"]);
    expect(ti4Answers(s, decision as never)).toEqual([
      { type: "useRelicAction", seat: SEAT, relic: "bookoflatvinia" },
    ]);
    const vp = player(s).vp;
    const done = answer(s, { type: "useRelicAction", seat: SEAT, relic: "bookoflatvinia" });
    expect(done.events).toContainEqual({ type: "ti4RelicPurged", seat: SEAT, relic: "bookoflatvinia" });
    expect(player(done.state).vp).toBe(vp + 1);
    expect(player(done.state).relics).toEqual([]);
  });

  it("gives the speaker token instead without all 4 colours (and the bot keeps it then)", () => {
    const s = teTurn([], (d) => {
      player(d).relics = [{ id: "bookoflatvinia" }];
      d.speaker = 0;
    });
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useRelicAction");
    expect(ti4Answers(s, decision as never)).toEqual([]);
    const done = answer(s, { type: "useRelicAction", seat: SEAT, relic: "bookoflatvinia" });
    expect(done.state.speaker).toBe(SEAT);
    expect(player(done.state).vp).toBe(player(s).vp);
  });

  it("refuses a relic not carried out yet, with its reason, and changes nothing", () => {
    const s = teTurn([], (d) => {
      player(d).relics = [{ id: "bookoflatvinia" }];
    });
    expect(refusal(s, { type: "useRelicAction", seat: SEAT, relic: "circletofthevoid" })).toEqual([
      "ERR_TI4_RELIC_NOT_BUILT",
      "TE Relics",
    ]);
  });
});

describe("TE Relics: exhausted relics", () => {
  it("are readied as the status phase ends", () => {
    const s = teTurn([], (d) => {
      player(d).relics = [{ id: "bookoflatvinia", exhausted: true }];
    });
    const readied = run(s, (tx) => {
      for (const answer of hookAnswers(tx.state, "statusPhaseEnded")) answer(tx);
    });
    expect(readied.events).toContainEqual({
      type: "ti4RelicsReadied",
      seat: SEAT,
      relics: ["bookoflatvinia"],
    });
    expect(player(readied.state).relics).toEqual([{ id: "bookoflatvinia" }]);
  });
});
