/**
 * The agenda-phase window of secret objectives (objectives/agendaMoments.ts; LRR 61.4-61.5, 61.7): Drive the
 * Debate offered when an agenda elects its holder, Dictate Policy when a third law enters play; each
 * scored, refused where its moment has not come, and the log replayed.
 */
import { describe, expect, it } from "vitest";
import type { Ti4AgendaId, Ti4ObjectiveId } from "../../../src/content/ti4/index.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { agendaPhase, apply, decide, refusal, replays } from "../../support/ti4Agenda.ts";

const SECOND: Ti4AgendaId = "conscription";

function holding(seat: number, objective: Ti4ObjectiveId) {
  return (state: Ti4State) => {
    // Both agenda-phase secrets come with Prophecy of Kings.
    state.config = { ...state.config, boxes: ["base", "pok"] };
    const player = state.players[seat] as Ti4State["players"][number];
    player.secret.secretObjectives = [objective];
    state.decks.secretObjectives = state.decks.secretObjectives.filter((id) => id !== objective);
  };
}

describe("Drive the Debate", () => {
  it("is offered to the player an agenda elects, and scored in the agenda phase", () => {
    const played = decide(agendaPhase(["secret", SECOND], holding(2, "dtd")), "2");
    expect(played.state.players[2]?.secret.objectiveMoments).toEqual(["dtd"]);
    expect(played.state.stack.at(-1)).toMatchObject({ kind: "ti4ObjectiveMoment", seat: 2 });
    const vp = played.state.players[2]?.vp ?? 0;
    const scored = apply(played, { type: "scoreObjective", seat: 2, objective: "dtd" });
    expect(scored.state.players[2]?.scoredObjectives).toContain("dtd");
    expect(scored.state.players[2]?.vp).toBe(vp + 1);
    expect(scored.state.players[2]?.secret.objectiveMoments).toBeUndefined();
    expect(scored.state.stack.at(-1)?.kind).not.toBe("ti4ObjectiveMoment");
    replays(scored);
  });

  it("is refused to a player no agenda elected, and a public objective is not scored in the agenda phase", () => {
    const played = decide(agendaPhase(["secret", SECOND], holding(1, "dtd")), "2");
    expect(played.state.players[1]?.secret.objectiveMoments).toBeUndefined();
    expect(refusal(played, { type: "scoreObjective", seat: 1, objective: "dtd" })).toEqual([
      "ERR_TI4_OBJECTIVE_NOT_MET",
      "LRR 61.5",
    ]);
    const publicOne = played.state.objectives[0]?.id as Ti4ObjectiveId;
    expect(refusal(played, { type: "scoreObjective", seat: 1, objective: publicOne })).toEqual([
      "ERR_TI4_PUBLIC_IN_STATUS",
      "LRR 61.4",
    ]);
  });
});

describe("Dictate Policy", () => {
  const twoLaws = (state: Ti4State) => {
    holding(3, "dp")(state);
    state.laws = [
      { agenda: "conventions", elected: null, owner: null },
      { agenda: "sanctions", elected: null, owner: null },
    ];
  };

  it("is offered once a third law enters play, and let go when its holder passes", () => {
    const start = agendaPhase(["travel_ban", SECOND], twoLaws);
    expect(refusal(start, { type: "scoreObjective", seat: 3, objective: "dp" })).toEqual([
      "ERR_TI4_OBJECTIVE_NOT_MET",
      "LRR 61.4",
    ]);
    const played = decide(start, "for");
    expect(played.state.laws).toHaveLength(3);
    expect(played.state.players[3]?.secret.objectiveMoments).toEqual(["dp"]);
    const passed = apply(played, { type: "endScoring", seat: 3 });
    expect(passed.state.players[3]?.secret.objectiveMoments).toBeUndefined();
    // The condition still holds: its holder may score it on their own in the agenda phase (LRR 61.5).
    const scored = apply(passed, { type: "scoreObjective", seat: 3, objective: "dp" });
    expect(scored.state.players[3]?.scoredObjectives).toContain("dp");
    replays(scored);
  });
});
