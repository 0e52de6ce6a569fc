/**
 * The Nekro Virus (faction sheet): Propagation (LRR 90: 3 command tokens instead of a research) and
 * Galactic Threat's bar on voting (LRR 8.16). Tactical positions: test/support/ti4Tactical.ts (seat 3);
 * agenda positions: test/support/ti4Agenda.ts.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { votingOrder } from "../../../../src/engine/ti4/agenda/vote.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { play } from "../../../support/ti4.ts";
import { agendaPhase, apply, refusal, vote, waiting } from "../../../support/ti4Agenda.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX, position, SEAT } from "../../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];

describe("Nekro: Propagation (faction sheet)", () => {
  function technology(faction: "nekro" | "l1z1x") {
    const s = position((s) => {
      giveFaction(s, SEAT, faction);
      if (faction === "l1z1x") for (const p of s.players) if (p.faction === "nekro") p.faction = "sol";
      (s.players[SEAT] as Player).strategyCards = [{ card: "technology", played: false }];
    });
    const begun = play(s, { type: "strategicAction", seat: SEAT, card: "technology" });
    return { start: s, ...begun };
  }

  it("gains 3 command tokens where the Nekro would research, and offers no research", () => {
    const at = technology("nekro");
    const [decision] = pendingDecisions<Ti4>(at.state);
    expect(decision).toMatchObject({ kind: "arrangeCommandTokens", seat: SEAT });
    const tokens = at.state.players[SEAT]?.tokens as Player["tokens"];
    const arranged = play(at.state, {
      type: "arrangeCommandTokens",
      seat: SEAT,
      tactic: tokens.tactic + 2,
      fleet: tokens.fleet,
      strategy: tokens.strategy + 1,
    });
    expect(arranged.state.players[SEAT]?.tokens).toEqual({
      tactic: tokens.tactic + 2,
      fleet: tokens.fleet,
      strategy: tokens.strategy + 1,
    });
    expect(arranged.state.players[SEAT]?.technologies).toEqual([]);
    // The paid second research is not offered: the secondaries come next.
    expect(pendingDecisions<Ti4>(arranged.state).map((d) => d.kind)).not.toContain("research");
    const log: Ti4["event"][] = [{ type: "gameCreated", state: at.start }, ...at.events, ...arranged.events];
    expect(replayLog<Ti4>(log)).toEqual(arranged.state);
  });

  it("refuses a research from the Nekro, and leaves other factions' research alone", () => {
    const at = technology("nekro");
    const refused = applyCommand<Ti4>(at.state, { type: "research", seat: SEAT, technology: "gd" }, CTX);
    expect(refused.ok).toBe(false);
    const other = technology("l1z1x");
    expect(pendingDecisions<Ti4>(other.state).map((d) => d.kind)).toEqual(["research"]);
  });
});

describe("Nekro: Galactic Threat, no votes (faction sheet)", () => {
  const AGENDAS = ["economic_equality", "conscription"] as never[];
  const NEKRO = 2;

  function predicting() {
    return agendaPhase(AGENDAS, (s) => {
      giveFaction(s, NEKRO, "nekro");
      for (const p of s.players) if (p.faction === "xxcha") p.faction = "sol";
      for (const p of s.players) p.technologies = [];
      (s.players[0] as Player).technologies = ["gd", "vax" as never];
      (s.players[1] as Player).technologies = ["amd"];
    });
  }

  it("pays a prediction come true with a technology of a player who voted for it, once a phase", () => {
    const played = predicting();
    expect(waiting(played.state)).toEqual([{ seat: NEKRO, kind: "predictOutcome" }]);
    const predicted = apply(played, { type: "predictOutcome", seat: NEKRO, outcome: "for" });
    // Seat 0 votes for, seats 1 and 3 abstain: "for" wins.
    const voted = vote(predicted, { 0: "for" });
    const [decision] = pendingDecisions<Ti4>(voted.state);
    expect(decision).toMatchObject({ kind: "takeTechnology", seat: NEKRO });
    // Seat 0's Gravity Drive, not seat 1's (who did not vote for it), nor a faction technology.
    expect(decision?.choices).toEqual(["gd"]);
    expect(refusal(voted, { type: "takeTechnology", seat: NEKRO, technology: "amd" })).toEqual([
      "ERR_TI4_NOT_THEIR_TECHNOLOGY",
      "LRR 90",
    ]);
    const paid = apply(voted, { type: "takeTechnology", seat: NEKRO, technology: "gd" });
    expect(paid.state.players[NEKRO]?.technologies).toEqual(["gd"]);
    // The second agenda: no prediction this phase.
    expect(waiting(paid.state).map((w) => w.kind)).not.toContain("predictOutcome");
    expect(replayLog<Ti4>(paid.events)).toEqual(paid.state);
  });

  it("refuses an outcome the agenda does not offer, and pays nothing for a wrong prediction", () => {
    const played = predicting();
    expect(refusal(played, { type: "predictOutcome", seat: NEKRO, outcome: "maybe" })).toEqual([
      "ERR_TI4_NOT_AN_OUTCOME",
      "LRR 8.22",
    ]);
    const predicted = apply(played, { type: "predictOutcome", seat: NEKRO, outcome: "against" });
    const voted = vote(predicted, { 0: "for", 1: "for" });
    expect(pendingDecisions<Ti4>(voted.state).map((d) => d.kind)).not.toContain("takeTechnology");
    expect(voted.state.players[NEKRO]?.technologies).toEqual([]);
  });

  it("never asks the Nekro to vote, and asks everyone else", () => {
    const asked = agendaPhase(AGENDAS, (s) => {
      giveFaction(s, 2, "nekro");
      for (const p of s.players) if (p.faction === "xxcha") p.faction = "sol";
    });
    const played = apply(asked, { type: "predictOutcome", seat: 2, outcome: null });
    const top = played.state.stack.at(-1);
    expect(top?.kind).toBe("ti4AgendaVote");
    if (top?.kind === "ti4AgendaVote") {
      expect(top.order).not.toContain(2);
      expect(top.order).toHaveLength(3);
    }
    expect(waiting(played.state).map((w) => w.seat)).not.toContain(2);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);

    const plain = agendaPhase(AGENDAS, (s) => {
      for (const p of s.players) if (p.faction === "nekro" || p.faction === "xxcha") p.faction = "sol";
    });
    expect(votingOrder(plain.state)).toHaveLength(4);
  });
});
