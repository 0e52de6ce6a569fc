/**
 * Autocomplete for the new catalog options: players by name sending their seat letter, the asker's own Political
 * Cards, and the options of a vote (here a tie for the Speaker) by the names players read.
 */
import { describe, expect, it } from "vitest";
import { suggest } from "../../../src/app/autocomplete.ts";
import { evolve } from "../../../src/engine/evolve.ts";
import type { GameEvent, GameState } from "../../../src/engine/index.ts";
import { newScenario } from "../../support/engine.ts";

const place = { guildId: "guild", channelId: "channel" };

function storeWith(state: GameState) {
  return { loadByChannel: async () => ({ status: "active", state, meta: {} }) as never };
}

function evolved(state: GameState, ...events: GameEvent[]): GameState {
  return events.reduce((s, e) => evolve(structuredClone(s), e), state);
}

const base = newScenario(3, {}, "autocomplete").state;
const actor = (seat: number) => ({ userId: base.players[seat]?.userId as string, name: "x" });

describe("autocomplete for the new options", () => {
  it("offers the other players by name, sending the seat letter the map prints", async () => {
    const found = await suggest(storeWith(base), place, actor(0), "player", "");
    expect(found.map((s) => s.value)).toEqual(["B", "C"]);
    expect(found[0]?.name).toContain(`B: ${base.players[1]?.name}`);
    const typed = await suggest(storeWith(base), place, actor(0), "player", base.players[2]?.name ?? "");
    expect(typed[0]?.value).toBe("C");
  });

  it("offers only the asker's own Political Cards", async () => {
    const state = evolved(base, { type: "politicalCardsDrawn", seat: 1, cards: ["minister-of-war"] });
    expect(await suggest(storeWith(state), place, actor(1), "politicalCard", "")).toEqual([
      { name: "Minister of War", value: "minister-of-war" },
    ]);
    expect(await suggest(storeWith(state), place, actor(0), "politicalCard", "")).toEqual([]);
  });

  it("offers the tied options to the Speaker by player name, without abstaining", async () => {
    const speaker = base.speaker;
    const tie: GameEvent = {
      type: "framePushed",
      frame: {
        kind: "agenda",
        source: "drawn",
        reader: speaker,
        card: "minister-of-war",
        step: "tie",
        order: [],
        votes: [],
        extra: [],
        tied: ["0", "2"],
        resume: false,
      } as never,
    };
    const state = evolved(base, tie);
    const found = await suggest(storeWith(state), place, actor(speaker), "voteOption", "");
    expect(found).toEqual([
      { name: state.players[0]?.name, value: "A" },
      { name: state.players[2]?.name, value: "C" },
    ]);
    const other = (speaker + 1) % 3;
    expect(await suggest(storeWith(state), place, actor(other), "voteOption", "")).toEqual([]);
  });
});
