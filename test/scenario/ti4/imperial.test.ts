/**
 * Imperial (LRR 45, digest §11): the primary scores one public objective the holder meets (45.1), then
 * gives 1 victory point for Mecatol Rex or else a secret objective (45.2); the secondary draws a secret
 * objective for a strategy token (45.3).
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4PlayerState, Ti4State } from "../../../src/engine/ti4/state.ts";
import { ti4EventSeen } from "../../../src/engine/ti4/view.ts";
import { create, finishSetup, play } from "../../support/ti4.ts";
import { botUntil, CTX, type Played, send } from "../../support/ti4Status.ts";

const CARDS = ["imperial", "warfare", "leadership"];

/** Three players holding Imperial, Warfare and Leadership; Imperial's holder takes the turn; `edit` shapes it. */
function imperialTurn(edit: (s: Ti4State, holder: Ti4PlayerState) => void): Played {
  let { state } = finishSetup(create(3, {}, "imperial-3"));
  for (const card of [...CARDS, "trade", "technology", "diplomacy"]) {
    const seat = pendingDecisions<Ti4>(state)[0]?.seat as number;
    state = play(state, { type: "pickStrategyCard", seat, card: card as never }).state;
  }
  const draft = structuredClone(state);
  const holder = draft.players.find((p) =>
    p.strategyCards.some((c) => c.card === "imperial"),
  ) as Ti4PlayerState;
  draft.stack[draft.stack.length - 1] = { kind: "ti4ActionPhase", current: holder.seat, acted: false };
  edit(draft, holder);
  return { state: draft, events: [{ type: "gameCreated", state: structuredClone(draft) }] };
}

function declineAll(at: Played): Played {
  let now = at;
  for (const d of pendingDecisions<Ti4>(at.state).filter((d) => d.kind === "declineSecondary"))
    now = send(now, { type: "declineSecondary", seat: d.seat });
  return now;
}

describe("TI4 Imperial (LRR 45)", () => {
  it("scores a public objective the holder meets, then draws a secret objective without Mecatol Rex", () => {
    const at = imperialTurn((s, holder) => {
      s.objectives = [
        { id: "trade_routes", scoredBy: [] },
        { id: "develop", scoredBy: [] },
      ];
      holder.tradeGoods = 5;
    });
    const seat = (at.state.stack.at(-1) as { current: number }).current;
    const played = send(at, { type: "strategicAction", seat, card: "imperial" });
    const offer = pendingDecisions<Ti4>(played.state).find((d) => d.kind === "scoreObjective");
    expect(offer?.choices).toEqual(["trade_routes"]);
    const notMet = applyCommand<Ti4>(
      played.state,
      { type: "scoreObjective", seat, objective: "develop" },
      CTX,
    );
    expect(notMet.ok ? null : notMet.error.code).toBe("ERR_TI4_OBJECTIVE_NOT_MET");
    const secrets = at.state.players[seat]?.secret.secretObjectives.length as number;
    const scored = send(played, { type: "scoreObjective", seat, objective: "trade_routes" });
    const player = scored.state.players[seat] as Ti4PlayerState;
    expect(player.vp).toBe(1);
    expect(player.tradeGoods).toBe(0);
    expect(player.secret.secretObjectives).toHaveLength(secrets + 1);
    const drawn = scored.events.find((e) => e.type === "ti4SecretObjectiveDrawn");
    expect(ti4EventSeen(drawn as never, (seat + 1) % 3)).toBeNull();
    const done = declineAll(scored);
    expect(done.state.players[seat]?.strategyCards.find((c) => c.card === "imperial")?.played).toBe(true);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });

  it("gives 1 victory point with Mecatol Rex, and asks nothing of a holder who meets no objective (LRR 45.2)", () => {
    const at = imperialTurn((s, holder) => {
      s.objectives = [{ id: "develop", scoredBy: [] }];
      holder.planets.mecatolrex = { exhausted: false };
    });
    const seat = (at.state.stack.at(-1) as { current: number }).current;
    const played = send(at, { type: "strategicAction", seat, card: "imperial" });
    expect(pendingDecisions<Ti4>(played.state).some((d) => d.kind === "scoreObjective")).toBe(false);
    expect(played.state.players[seat]?.vp).toBe(1);
    expect(played.state.players[seat]?.secret.secretObjectives).toEqual(
      at.state.players[seat]?.secret.secretObjectives,
    );
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("lets the holder score nothing, and others draw a secret objective for a strategy token (LRR 45.3)", () => {
    const at = imperialTurn((s, holder) => {
      s.objectives = [{ id: "trade_routes", scoredBy: [] }];
      holder.tradeGoods = 5;
    });
    const seat = (at.state.stack.at(-1) as { current: number }).current;
    const other = (seat + 1) % 3;
    let now = send(at, { type: "strategicAction", seat, card: "imperial" });
    now = send(now, { type: "endScoring", seat });
    expect(now.state.players[seat]?.vp).toBe(0);
    const tokens = now.state.players[other]?.tokens.strategy as number;
    const secrets = now.state.players[other]?.secret.secretObjectives.length as number;
    now = send(now, { type: "useSecondary", seat: other });
    now = botUntil(now, (s) => s.stack.at(-1)?.kind === "ti4ActionPhase");
    expect(now.state.players[other]?.tokens.strategy).toBe(tokens - 1);
    expect(now.state.players[other]?.secret.secretObjectives).toHaveLength(secrets + 1);
    expect(replayLog<Ti4>(now.events)).toEqual(now.state);
  });
});
