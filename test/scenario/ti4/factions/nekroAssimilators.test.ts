/**
 * The Nekro Virus's Valefar Assimilators X and Y (faction technologies; LRR 90, 97.1a): a prediction of
 * Galactic Threat come true may put an assimilator token on a faction technology of a voter instead of
 * gaining a technology; the copy counts as the Nekro's, and a copied unit upgrade turns over their unit.
 * Refusals, the bot's answer, and the replay. Agenda positions: test/support/ti4Agenda.ts.
 */
import { describe, expect, it } from "vitest";
import { applyCommand } from "../../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import { infantryReturnsOn } from "../../../../src/engine/ti4/factions/infantryReturn.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { ownsTechnology } from "../../../../src/engine/ti4/technology/owned.ts";
import { ti4UnitFor } from "../../../../src/engine/ti4/units.ts";
import { agendaPhase, apply, refusal, vote } from "../../../support/ti4Agenda.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { CTX } from "../../../support/ti4Tactical.ts";

type Player = Ti4State["players"][number];
const AGENDAS = ["economic_equality", "conscription"] as never[];
const NEKRO = 2;

/** Seat 0 owns Gravity Drive, L4 Disruptors, Advanced Carrier II and Magmus Reactor; the Nekro own `own`. */
function paying(own: string[], placed?: Player["assimilated"]) {
  const played = agendaPhase(AGENDAS, (s) => {
    giveFaction(s, NEKRO, "nekro");
    for (const p of s.players) if (p.faction === "xxcha") p.faction = "sol";
    for (const p of s.players) p.technologies = [];
    (s.players[0] as Player).technologies = ["gd", "l4", "ac2", "mr"];
    const nekro = s.players[NEKRO] as Player;
    nekro.technologies = own as never[];
    if (placed) nekro.assimilated = placed;
  });
  const predicted = apply(played, { type: "predictOutcome", seat: NEKRO, outcome: "for" });
  return vote(predicted, { 0: "for" });
}

describe("Nekro: Valefar Assimilators (faction technologies)", () => {
  it("copies a voter's faction technology under the first free token; the copy is theirs", () => {
    const voted = paying(["vax", "vay"]);
    const [decision] = pendingDecisions<Ti4>(voted.state);
    expect(decision).toMatchObject({ kind: "takeTechnology", seat: NEKRO });
    // Magmus Reactor is offered too: muaat.ts reads a copy of it (nekroCopiesBase.test.ts).
    expect(decision?.choices).toEqual(["ac2", "gd", "l4", "mr"]);
    const copied = apply(voted, { type: "takeTechnology", seat: NEKRO, technology: "l4" });
    const nekro = copied.state.players[NEKRO];
    expect(nekro?.technologies).toEqual(["vax", "vay"]);
    expect(nekro?.assimilated).toEqual({ vax: "l4" });
    expect(ownsTechnology(copied.state, NEKRO, "l4")).toBe(true);
    expect(ownsTechnology(copied.state, NEKRO, "ac2")).toBe(false);
    expect(replayLog<Ti4>(copied.events)).toEqual(copied.state);
  });

  it("turns over the Nekro's carrier for a copied Advanced Carrier II (LRR 97.1a), while they own the card", () => {
    const voted = paying(["vax", "vay"]);
    expect(ti4UnitFor(voted.state, NEKRO, "carrier").id).toBe("carrier");
    const copied = apply(voted, {
      type: "takeTechnology",
      seat: NEKRO,
      technology: "ac2",
      assimilator: "vay",
    });
    expect(copied.state.players[NEKRO]?.assimilated).toEqual({ vay: "ac2" });
    expect(ti4UnitFor(copied.state, NEKRO, "carrier").id).toBe("sol_carrier2");
    const lost = structuredClone(copied.state);
    (lost.players[NEKRO] as Player).technologies = ["vax"];
    expect(ti4UnitFor(lost, NEKRO, "carrier").id).toBe("carrier");
  });

  it("refuses a token on a generic technology, an assimilator not owned, and an unnamed move", () => {
    const voted = paying(["vax"]);
    expect(
      refusal(voted, { type: "takeTechnology", seat: NEKRO, technology: "gd", assimilator: "vax" }),
    ).toEqual(["ERR_TI4_ASSIMILATOR_TARGET", "LRR 90"]);
    expect(
      refusal(voted, { type: "takeTechnology", seat: NEKRO, technology: "l4", assimilator: "vay" }),
    ).toEqual(["ERR_TI4_ASSIMILATOR_NOT_OWNED", "LRR 90"]);
    // Prototype War Sun II may be copied, but no voter owns it.
    expect(refusal(voted, { type: "takeTechnology", seat: NEKRO, technology: "pws2" })).toEqual([
      "ERR_TI4_NOT_THEIR_TECHNOLOGY",
      "LRR 90",
    ]);
    // Floating Factory II is never copied, and the refusal says why.
    const floating = applyCommand<Ti4>(
      voted.state,
      { type: "takeTechnology", seat: NEKRO, technology: "ffac2" },
      CTX,
    );
    expect(floating.ok).toBe(false);
    if (!floating.ok) {
      expect(floating.error.code).toBe("ERR_TI4_NOT_ASSIMILABLE");
      expect(floating.error.message).toContain("stands in a space area");
    }
    const full = paying(["vax", "vay"], { vax: "nes", vay: "vpw" });
    const unnamed = applyCommand<Ti4>(
      full.state,
      { type: "takeTechnology", seat: NEKRO, technology: "l4" },
      CTX,
    );
    expect(unnamed.ok).toBe(false);
    if (!unnamed.ok) expect(unnamed.error.message).toContain("name the one to move");
    expect(full.state.players[NEKRO]?.assimilated).toEqual({ vax: "nes", vay: "vpw" });
    const moved = apply(full, { type: "takeTechnology", seat: NEKRO, technology: "l4", assimilator: "vay" });
    expect(moved.state.players[NEKRO]?.assimilated).toEqual({ vax: "nes", vay: "l4" });
    expect(ownsTechnology(moved.state, NEKRO, "vpw")).toBe(false);
  });

  it("a copied Spec Ops II brings the Nekro's infantry back on a 5, only while the token rests on it", () => {
    const copying = paying(["vax"], { vax: "so2" });
    expect(infantryReturnsOn(copying.state, NEKRO)).toBe(5);
    expect(ti4UnitFor(copying.state, NEKRO, "infantry").id).toBe("sol_infantry2");
    expect(infantryReturnsOn(paying(["vay"], { vax: "so2" }).state, NEKRO)).toBeNull();
  });

  it("without an assimilator, offers no faction technology", () => {
    const voted = paying([]);
    expect(pendingDecisions<Ti4>(voted.state)[0]?.choices).toEqual(["gd"]);
  });

  it("the bot names the free token for a faction technology", () => {
    const voted = paying(["vax", "vay"], { vax: "nes" });
    const [decision] = pendingDecisions<Ti4>(voted.state);
    if (!decision) throw new Error("no decision");
    const answers = ti4Answers(voted.state, decision);
    expect(answers).toContainEqual({
      type: "takeTechnology",
      seat: NEKRO,
      technology: "l4",
      assimilator: "vay",
    });
    expect(answers).toContainEqual({ type: "takeTechnology", seat: NEKRO, technology: "gd" });
    for (const command of answers) expect(applyCommand<Ti4>(voted.state, command, CTX).ok).toBe(true);
  });
});
