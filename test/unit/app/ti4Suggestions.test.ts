/**
 * What `/ti4 act` suggests to the asker (app/ti4/suggestions.ts): the commands the game waits on from
 * them, and their fields' values named in words, their own secrets included, never another seat's.
 */
import { describe, expect, it } from "vitest";
import { ti4CommandSuggestions, ti4FieldSuggestions } from "../../../src/app/ti4/suggestions.ts";
import { ti4Objective } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";

describe("/ti4 act's suggestions", () => {
  it("at set-up, offers each player the secret objectives they drew, and no one else's", () => {
    let { state } = create(3, {}, "suggest-1");
    // The set-up's first answers, until the secret objectives are dealt.
    for (
      let i = 0;
      i < 100 && !pendingDecisions<Ti4>(state).some((d) => d.kind === "keepSecretObjective");
      i++
    ) {
      const decision = pendingDecisions<Ti4>(state)[0];
      const [command] = decision ? ti4Answers(state, decision) : [];
      if (!command) break;
      state = play(state, command).state;
    }
    const waiting = pendingDecisions<Ti4>(state).find((d) => d.kind === "keepSecretObjective");
    expect(waiting).toBeDefined();
    const seat = waiting?.seat as number;
    expect(ti4CommandSuggestions(state, seat)).toContainEqual({
      name: `keepSecretObjective — ${waiting?.prompt}`,
      value: "keepSecretObjective",
    });
    const mine = state.players[seat]?.secret.secretObjectivesDrawn ?? [];
    const theirs = state.players.flatMap((p) =>
      p.seat === seat ? [] : (p.secret.secretObjectivesDrawn ?? []),
    );
    const offered = ti4FieldSuggestions(state, seat);
    expect(offered.map((s) => s.value).sort()).toEqual(mine.map((id) => `objective:${id}`).sort());
    for (const id of mine) expect(offered.map((s) => s.words)).toContain(ti4Objective(id).name);
    for (const id of theirs) expect(offered.map((s) => s.value)).not.toContain(`objective:${id}`);
  });

  it("offers the strategy cards left to the player picking, by number and name, and nothing to the others", () => {
    const { state } = finishSetup(create(4, {}, "suggest-2"));
    const picker = pendingDecisions<Ti4>(state).find((d) => d.kind === "pickStrategyCard")?.seat as number;
    const offered = ti4FieldSuggestions(state, picker);
    expect(offered).toContainEqual({
      name: "card:leadership — Leadership (pickStrategyCard)",
      value: "card:leadership",
      words: "Leadership",
    });
    expect(offered).toHaveLength(state.strategyPool.length);
    const other = (picker + 1) % 4;
    expect(ti4FieldSuggestions(state, other)).toEqual([]);
    expect(ti4CommandSuggestions(state, other)).toEqual([]);
  });
});
