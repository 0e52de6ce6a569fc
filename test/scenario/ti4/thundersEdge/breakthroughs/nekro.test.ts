/**
 * TE "Breakthroughs and Synergy": Valefar Assimilator Z (Nekro Virus). Where Technological Singularity or
 * Galactic Threat would give the Nekro another player's technology, they may put a Z token on that player's
 * faction sheet instead (placeZToken); their flagship then has that faction's flagship text, read through
 * flagshipHasAbilityOf (factions/flagshipText.ts, nekroFlagshipZ.ts). Placed, refused with the state
 * unchanged (the Winnu's sheet by name), replayed, answered by the bot, and the borrowed texts read.
 */
import { describe, expect, it } from "vitest";
import type { FactionId } from "../../../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import { flagshipHasAbilityOf } from "../../../../../src/engine/ti4/factions/flagshipText.ts";
import { hookAnswers } from "../../../../../src/engine/ti4/hooks/index.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { answer, clash, playOut, refusal, run, withFactions } from "../../factions/baseClash.ts";

const RULE = "TE Breakthroughs and Synergy: Valefar Assimilator Z";
const NEKRO = 1;

const singularityAsked = (s: Ti4State) =>
  pendingDecisions<Ti4>(s).some((d) => d.kind === "technologicalSingularity");

/** Seat 0 (`opponent`) attacks the Nekro (seat 1, holding the card unless told) in 310, in a TE game. */
function start(opponent: FactionId, opts: { card?: boolean; placed?: FactionId[] } = {}): Ti4State {
  const state = withFactions(opponent, "nekro");
  state.config = { ...state.config, boxes: ["base", "te"] };
  const attacker = state.players[0] as Ti4State["players"][number];
  const nekro = state.players[NEKRO] as Ti4State["players"][number];
  attacker.technologies = ["gd", "amd"];
  nekro.technologies = nekro.technologies.filter((t) => t !== "gd" && t !== "amd");
  if (opts.card !== false) nekro.breakthrough = "nekrobt";
  if (opts.placed) nekro.zAssimilated = opts.placed;
  return clash(state, { fighter: 6, carrier: 3 }, { dreadnought: 3, warSun: 1 });
}

/** The moment Technological Singularity is offered. */
function atSingularity(state: Ti4State): Ti4State {
  return playOut(state, { type: "tacticalAction", seat: 0, system: "310" }, (s) => !singularityAsked(s))
    .state;
}

describe(`${RULE} (Nekro Virus)`, () => {
  it("offers a Z token on the opponent's sheet beside the technology; placed, the Nekro flagship has that flagship's text", () => {
    const at = atSingularity(start("sardakk"));
    const offer = pendingDecisions<Ti4>(at).find((d) => d.kind === "placeZToken");
    expect(offer).toMatchObject({ seat: NEKRO, optional: true, choices: ["0"] });
    // The bot, asked, names the sheet offered.
    expect(offer && ti4Answers(at, offer)).toEqual([{ type: "placeZToken", seat: NEKRO, player: 0 }]);
    const placed = answer(at, { type: "placeZToken", seat: NEKRO, player: 0 }).state;
    expect(placed.players[NEKRO]?.zAssimilated).toEqual(["sardakk"]);
    // Instead of the technology: none gained, the window closed, the once-a-combat use spent.
    expect(placed.players[NEKRO]?.technologies).not.toContain("gd");
    expect(singularityAsked(placed)).toBe(false);
    expect(placed.singularityCombats).toEqual(["310"]);
    expect(flagshipHasAbilityOf(placed, NEKRO, "sardakk")).toBe(true);
    expect(flagshipHasAbilityOf(placed, NEKRO, "nekro")).toBe(true);
    expect(flagshipHasAbilityOf(placed, 0, "nekro")).toBe(false);
    // C'morran N'orr's +1 reaches the Nekro's other ships with their flagship, without Unrelenting's +1.
    const board = structuredClone(placed);
    const ships = board.board["310"]?.space.find((f) => f.seat === NEKRO);
    if (ships) ships.units.flagship = 1;
    const modifier = (s: Ti4State, type: "dreadnought" | "flagship") =>
      hookAnswers(s, "combatRollModifier").reduce(
        (n, m) => n + m(s, { seat: NEKRO, type, kind: "combat", place: { position: "310" } }),
        0,
      );
    expect(modifier(board, "dreadnought")).toBe(1);
    expect(modifier(board, "flagship")).toBe(0);
    const without = structuredClone(board);
    delete (without.players[NEKRO] as Ti4State["players"][number]).zAssimilated;
    expect(modifier(without, "dreadnought")).toBe(0);
  });

  it("is refused on the Winnu's sheet by name, on another player's, on a sheet already marked, and without the card (state unchanged)", () => {
    const winnu = atSingularity(start("winnu"));
    expect(pendingDecisions<Ti4>(winnu).find((d) => d.kind === "placeZToken")?.choices).toEqual([]);
    expect(refusal(winnu, { type: "placeZToken", seat: NEKRO, player: 0 })).toEqual([
      "ERR_TI4_FLAGSHIP_NOT_BORROWED",
      RULE,
    ]);
    const at = atSingularity(start("sardakk"));
    expect(refusal(at, { type: "placeZToken", seat: NEKRO, player: 2 })).toEqual(["ERR_TI4_VALEFAR_Z", RULE]);
    const marked = atSingularity(start("sardakk", { placed: ["sardakk"] }));
    expect(refusal(marked, { type: "placeZToken", seat: NEKRO, player: 0 })).toEqual([
      "ERR_TI4_VALEFAR_Z",
      RULE,
    ]);
    const noCard = atSingularity(start("sardakk", { card: false }));
    expect(pendingDecisions<Ti4>(noCard).some((d) => d.kind === "placeZToken")).toBe(false);
    expect(refusal(noCard, { type: "placeZToken", seat: NEKRO, player: 0 })?.[0]).toBe("ERR_NOT_NOW");
    expect(refusal(at, { type: "placeZToken", seat: 0, player: 0 })?.[0]).toBe("ERR_NOT_YOUR_TURN");
  });

  it("offers Galactic Threat's voters' sheets, a voter owning a technology offered", () => {
    const state = start("mentak");
    const pushed = run(state, (tx) =>
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4GalacticThreatPaid", seat: NEKRO, technologies: ["gd"], voters: [0, 2] },
      }),
    ).state;
    const offer = pendingDecisions<Ti4>(pushed).find((d) => d.kind === "placeZToken");
    expect(offer?.choices).toEqual(["0"]);
    const placed = answer(pushed, { type: "placeZToken", seat: NEKRO, player: 0 }).state;
    expect(placed.players[NEKRO]?.zAssimilated).toEqual(["mentak"]);
    expect(placed.stack.some((f) => f.kind === "ti4GalacticThreatPaid")).toBe(false);
    // The Fourth Moon's text: other players' ships in the Nekro flagship's system lose SUSTAIN DAMAGE.
    const there = placed.board["310"]?.space.find((f) => f.seat === NEKRO);
    if (there) there.units.flagship = 1;
    const blocked = (seat: number) =>
      hookAnswers(placed, "sustainDamageBlocked").some((b) =>
        b(placed, { seat, type: "dreadnought", place: { position: "310" } }),
      );
    expect(blocked(0)).toBe(true);
    expect(blocked(NEKRO)).toBe(false);
  });

  it("reads the borrowed texts through one function: Jol-Nar's extra hits, Letnev's shields, Naalu's fighters, Yssaril's passage", () => {
    const state = start("sardakk", { placed: ["jolnar", "letnev", "naalu", "yssaril"] });
    const there = state.board["310"]?.space.find((f) => f.seat === NEKRO);
    if (there) there.units.flagship = 1;
    const roll = { seat: NEKRO, type: "flagship" as const, kind: "combat" as const };
    expect(hookAnswers(state, "extraHitsOnRoll").reduce((n, h) => n + h(state, roll, [9, 3]), 0)).toBe(2);
    expect(hookAnswers(state, "planetaryShieldsCancelled").some((h) => h(state, NEKRO, "310"))).toBe(true);
    expect(hookAnswers(state, "fightersCommittedAsGroundForces").some((h) => h(state, NEKRO, "310"))).toBe(
      true,
    );
    expect(hookAnswers(state, "mayPassShips").some((h) => h(state, NEKRO, ["flagship"]))).toBe(true);
    // Without the card (or the TE box), the tokens give nothing.
    const bare = structuredClone(state);
    delete (bare.players[NEKRO] as Ti4State["players"][number]).breakthrough;
    expect(hookAnswers(bare, "mayPassShips").some((h) => h(bare, NEKRO, ["flagship"]))).toBe(false);
    expect(flagshipHasAbilityOf(bare, NEKRO, "jolnar")).toBe(false);
  });
});
