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
import { agendaPhase, waiting } from "../../../support/ti4Agenda.ts";
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

  it("never asks the Nekro to vote, and asks everyone else", () => {
    const played = agendaPhase(AGENDAS, (s) => {
      giveFaction(s, 2, "nekro");
      for (const p of s.players) if (p.faction === "xxcha") p.faction = "sol";
    });
    const vote = played.state.stack.at(-1);
    expect(vote?.kind).toBe("ti4AgendaVote");
    if (vote?.kind === "ti4AgendaVote") {
      expect(vote.order).not.toContain(2);
      expect(vote.order).toHaveLength(3);
    }
    expect(waiting(played.state).map((w) => w.seat)).not.toContain(2);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);

    const plain = agendaPhase(AGENDAS, (s) => {
      for (const p of s.players) if (p.faction === "nekro" || p.faction === "xxcha") p.faction = "sol";
    });
    expect(votingOrder(plain.state)).toHaveLength(4);
  });
});
