/**
 * Research (LRR 90, digest §9) through the Technology card (LRR 91): prerequisites by colour, a planet's
 * specialty standing for one, only the player's own faction technologies, the primary's free research and
 * second one for 6 resources, the secondary's for a strategy token and 4 resources.
 */
import { describe, expect, it } from "vitest";
import { ti4FactionTechnologies, ti4GenericTechnologies } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { cheapestPayment } from "../../../src/engine/ti4/economy/spend.ts";
import type { Ti4Event } from "../../../src/engine/ti4/events.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { researchable } from "../../../src/engine/ti4/technology/research.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

const CTX = { now: "2026-12-05T00:00:00.000Z" };
const CARDS = ["imperial", "warfare", "leadership", "technology", "trade", "diplomacy"];

type Game = { state: Ti4State; events: Ti4Event[] };

function start(): { game: Game; seat: number } {
  let { state, events } = finishSetup(create(6, {}, "action-6"));
  for (const card of CARDS) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    const result = play(state, { type: "pickStrategyCard", seat, card: card as never });
    state = result.state;
    events = [...events, ...result.events];
  }
  const seat = state.players.findIndex((p) => p.strategyCards.some((c) => c.card === "technology"));
  const edited = structuredClone(state);
  const top = edited.stack.at(-1);
  if (top?.kind === "ti4ActionPhase") top.current = seat;
  // Owning no technology, so the prerequisites are plain to read.
  for (const p of edited.players) p.technologies = [];
  // Trade goods enough for the second research (LRR 91.1), whatever the home planets pay.
  (edited.players[seat] as Ti4State["players"][number]).tradeGoods = 6;
  return { game: { state: edited, events: [{ type: "gameCreated", state: structuredClone(edited) }] }, seat };
}

function step(game: Game, command: Ti4Command): Game {
  const result = play(game.state, command);
  return { state: result.state, events: [...game.events, ...result.events] };
}

function edited(game: Game, edit: (draft: Ti4State) => void): Game {
  const state = structuredClone(game.state);
  edit(state);
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

function refusal(state: Ti4State, command: Ti4Command) {
  const result = applyCommand<Ti4>(state, command, CTX);
  return result.ok ? null : [result.error.code, result.error.rule];
}

describe("research through Technology (LRR 90, 91)", () => {
  it("researches one free, refuses what the prerequisites or the faction forbid, and a second for 6", () => {
    const begun = start();
    const seat = begun.seat;
    let game = step(begun.game, { type: "strategicAction", seat, card: "technology" });
    expect(pendingDecisions<Ti4>(game.state).map((d) => d.kind)).toEqual(["research"]);
    // LRR 90.8: Gravity Drive needs a propulsion technology.
    expect(refusal(game.state, { type: "research", seat, technology: "gd" })).toEqual([
      "ERR_TI4_PREREQUISITES",
      "LRR 90.8",
    ]);
    // LRR 90.4: another faction's technology.
    const faction = game.state.players[seat]?.faction as string;
    const other = game.state.players.find((p) => p.faction !== faction)?.faction as string;
    const theirs = ti4FactionTechnologies(other as never, ["base"])[0]?.id as string;
    expect(refusal(game.state, { type: "research", seat, technology: theirs as never })).toEqual([
      "ERR_TI4_OTHER_FACTION_TECHNOLOGY",
      "LRR 90.4",
    ]);
    expect(researchable(game.state, seat)).toContain("amd");
    game = step(game, { type: "research", seat, technology: "amd" });
    expect(game.state.players[seat]?.technologies).toEqual(["amd"]);
    // The second costs 6 resources and may be declined; Gravity Drive is now open.
    expect(
      pendingDecisions<Ti4>(game.state)
        .map((d) => d.kind)
        .sort(),
    ).toEqual(["declineResearch", "research"]);
    expect(refusal(game.state, { type: "research", seat, technology: "amd" })).toEqual([
      "ERR_TI4_TECHNOLOGY_OWNED",
      "LRR 90.2",
    ]);
    const payment = cheapestPayment(game.state, seat, "resources", 6);
    if (payment) {
      game = step(game, { type: "research", seat, technology: "gd", payment });
      expect(game.state.players[seat]?.technologies).toEqual(["amd", "gd"]);
    } else {
      expect(
        refusal(game.state, {
          type: "research",
          seat,
          technology: "gd",
          payment: { planets: [], tradeGoods: 0 },
        }),
      ).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
      game = step(game, { type: "declineResearch", seat });
    }
    expect(game.state.stack.at(-1)?.kind).toBe("ti4StrategicAction");
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });

  it("lets a ready planet's specialty stand for a prerequisite, and a follower research for 4 resources", () => {
    const begun = start();
    const seat = begun.seat;
    // A planet with a propulsion specialty (Thibah) held by the holder.
    const withPlanet: Game = (() => {
      const state = structuredClone(begun.game.state);
      (state.players[seat] as Ti4State["players"][number]).planets.thibah = { exhausted: false };
      return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
    })();
    let game = step(withPlanet, { type: "strategicAction", seat, card: "technology" });
    expect(
      refusal(game.state, { type: "research", seat, technology: "fl", specialties: ["thibah"] }),
    ).toEqual(["ERR_TI4_PREREQUISITES", "LRR 90.8"]);
    game = step(game, { type: "research", seat, technology: "gd", specialties: ["thibah"] });
    expect(game.state.players[seat]?.planets.thibah?.exhausted).toBe(true);
    expect(game.state.players[seat]?.technologies).toEqual(["gd"]);
    game = step(game, { type: "declineResearch", seat });
    // Not Jol-Nar: its Brilliant resolves the primary instead (factions/jolnar.test.ts).
    const follower = pendingDecisions<Ti4>(game.state).find(
      (d) => d.kind === "useSecondary" && game.state.players[d.seat]?.faction !== "jolnar",
    )?.seat as number;
    const tokens = game.state.players[follower]?.tokens.strategy as number;
    game = step(game, { type: "useSecondary", seat: follower });
    for (const d of pendingDecisions<Ti4>(game.state).filter((d) => d.kind === "declineSecondary"))
      game = step(game, { type: "declineSecondary", seat: d.seat });
    expect(
      refusal(game.state, {
        type: "research",
        seat: follower,
        technology: "amd",
        payment: { planets: [], tradeGoods: 0 },
      }),
    ).toEqual(["ERR_TI4_UNDERPAID", "LRR 75"]);
    const payment = cheapestPayment(game.state, follower, "resources", 4);
    if (!payment) throw new Error("the follower was asked though it cannot pay");
    game = step(game, { type: "research", seat: follower, technology: "amd", payment });
    expect(game.state.players[follower]?.technologies).toEqual(["amd"]);
    expect(game.state.players[follower]?.tokens.strategy).toBe(tokens - 1);
    expect(game.state.stack.at(-1)?.kind).toBe("ti4ActionPhase");
    expect(replayLog<Ti4>(game.events)).toEqual(game.state);
  });

  it("offers and researches the Xxcha's and the Winnu's own technologies, Instinct Training and Hegemonic Trade Policy among them", () => {
    const begun = start();
    const seat = begun.seat;
    for (const [faction, own, other] of [
      ["xxcha", "it", "nf"],
      ["winnu", "htp", "lgf"],
    ] as const) {
      const playing = edited(begun.game, (draft) => {
        (draft.players[seat] as Ti4State["players"][number]).faction = faction;
        for (const p of draft.players) if (p.seat !== seat && p.faction === faction) p.faction = "hacan";
        // Every generic technology but one owned, so that no prerequisite stands in the way.
        (draft.players[seat] as Ti4State["players"][number]).technologies = ti4GenericTechnologies(["base"])
          .map((t) => t.id)
          .filter((id) => id !== "amd");
      });
      const game = step(playing, { type: "strategicAction", seat, card: "technology" });
      // LRR 90.4: the faction's two technologies beside the last generic one.
      expect([...researchable(game.state, seat)].sort()).toEqual(["amd", own, other].sort());
      const done = step(game, { type: "research", seat, technology: own });
      expect(done.state.players[seat]?.technologies).toContain(own);
      expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    }
  });
});
