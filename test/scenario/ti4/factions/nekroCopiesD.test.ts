/**
 * The Nekro Virus's Valefar Assimilators (LRR 90.16-90.22) copying the Yin's, the Yssaril's and the Creuss's
 * faction technologies: with the token on the technology the Nekro use it as its faction would (an ability
 * that exhausts exhausts the assimilator card carrying the copy); with the assimilator card but no token on
 * it, they do not. Yin Spinner, Mageon Implants, Transparasteel Plating and Wormhole Generator from a real
 * game's first turn (test/support/ti4Tactical.ts: the Nekro at seat 3, home 310); Impulse Core and
 * Dimensional Splicer from the faction boards' combats. Every stretch is replayed from its log.
 */
import { describe, expect, it } from "vitest";
import type { FactionId, Ti4ActionCardId, Ti4TechnologyId } from "../../../../src/content/ti4/index.ts";
import { replayLog } from "../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../src/engine/kernel/flow.ts";
import { actionCardsBarred, openCardWindow } from "../../../../src/engine/ti4/actionCards/windows.ts";
import { unitsIn } from "../../../../src/engine/ti4/board/forces.ts";
import { wormholesAt } from "../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../src/engine/ti4/commands.ts";
import type { Ti4Event } from "../../../../src/engine/ti4/events.ts";
import { greyfireSilenced } from "../../../../src/engine/ti4/factions/yinGreyfire.ts";
import type { Ti4 } from "../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../src/engine/ti4/state.ts";
import { TI4_ASSIMILABLE_TECHNOLOGIES } from "../../../../src/engine/ti4/technology/owned.ts";
import { ti4SeatState } from "../../../../src/engine/ti4/view.ts";
import { activateQuietly, play } from "../../../support/ti4.ts";
import {
  answer,
  emptySystems,
  fight,
  put as putFor,
  refusal,
  run,
  withFactions,
} from "../../../support/ti4FactionBoard.ts";
import { giveFaction } from "../../../support/ti4GiveFaction.ts";
import { HOME, HOME_PLANET, position, put, SEAT } from "../../../support/ti4Tactical.ts";
import { withFactions as attackerAgainst, clash, inSpaceCombat, playOut } from "./baseClash.ts";

type Player = Ti4State["players"][number];
const player = (s: Ti4State, seat: number) => s.players[seat] as Player;

/**
 * `seat` plays the Nekro owning Valefar Assimilator X; with `token` its token rests on `technology`, which
 * `owner` (playing `faction`) owns.
 */
function nekroWith(
  s: Ti4State,
  seat: number,
  technology: Ti4TechnologyId,
  token: boolean,
  owner: number,
  faction: FactionId,
) {
  giveFaction(s, seat, "nekro");
  giveFaction(s, owner, faction);
  player(s, owner).technologies.push(technology);
  player(s, seat).technologies = ["vax"];
  if (token) player(s, seat).assimilated = { vax: technology };
}

const kinds = (s: Ti4State) => pendingDecisions<Ti4>(s).map((d) => d.kind);
const framesPushed = (events: readonly Ti4Event[]) =>
  events.flatMap((e) => (e.type === "ti4FramePushed" ? [e.frame.kind] : []));

describe("Nekro copies: the assimilable list", () => {
  it("holds the Yin's, the Yssaril's and the Creuss's faction technologies", () => {
    expect(TI4_ASSIMILABLE_TECHNOLOGIES).toEqual(
      expect.arrayContaining(["yso", "ic", "tp", "mi", "wg", "ds"]),
    );
  });
});

describe("Nekro copy of Yin Spinner (yin.ts)", () => {
  /** The Nekro produce 2 fighters at home; seat 0, the Yin, own Yin Spinner. */
  function produced(token: boolean, greyfire = false) {
    const s = position((s) => {
      nekroWith(s, SEAT, "yso", token, 0, "yin");
      put(s, HOME, { spaceDock: 1 }, SEAT, HOME_PLANET);
      player(s, SEAT).tradeGoods = 5;
      // The Yin's Greyfire Mutagen face up in a play area: it switches off the Yin's, not the Nekro's.
      if (greyfire) player(s, 1).promissoryPlayArea = [{ note: "greyfire", owner: 0 }];
    });
    const at = activateQuietly(s, SEAT, HOME);
    const done = play(at.state, {
      type: "produceUnits",
      seat: SEAT,
      units: { fighter: 2 },
      payment: { planets: [], tradeGoods: 1 },
    } as Ti4Command);
    return { start: s, state: done.state, events: [...at.events, ...done.events] };
  }

  it("places up to 2 infantry after the Nekro produce, as the bot chooses; replayed", () => {
    const at = produced(true);
    const decision = pendingDecisions<Ti4>(at.state)[0];
    expect(decision).toMatchObject({ kind: "yinSpinner", seat: SEAT });
    if (!decision) throw new Error("not offered");
    const [bot] = ti4Answers(ti4SeatState(at.state, SEAT), decision);
    expect(bot).toMatchObject({ type: "yinSpinner", seat: SEAT });
    const done = play(at.state, {
      type: "yinSpinner",
      seat: SEAT,
      placements: [{ position: HOME, planet: HOME_PLANET as never, infantry: 2 }],
    });
    expect(unitsIn(done.state.board[HOME], SEAT, HOME_PLANET as never)).toMatchObject({ infantry: 2 });
    const log: Ti4Event[] = [{ type: "gameCreated", state: at.start }, ...at.events, ...done.events];
    expect(replayLog<Ti4>(log)).toEqual(done.state);
  });

  it("is not switched off by the Yin's Greyfire Mutagen, which silences the Yin only", () => {
    const at = produced(true, true);
    expect(greyfireSilenced(at.start, 0)).toBe(true);
    expect(greyfireSilenced(at.start, SEAT)).toBe(false);
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "yinSpinner", seat: SEAT });
  });

  it("is not offered to a Nekro whose assimilator token is not on it", () => {
    const at = produced(false);
    expect(framesPushed(at.events)).not.toContain("ti4YinSpinner");
    expect(kinds(at.state)).not.toContain("yinSpinner");
  });
});

describe("Nekro copy of Impulse Core (yinImpulseCore.ts)", () => {
  const NEKRO = 0;
  const YIN = 1;
  const asked = (s: Ti4State) => kinds(s).includes("yinImpulseCore");

  /** The Nekro (seat 0) attack the Yin (seat 1, owning Impulse Core) in 310. */
  function start(token: boolean) {
    const state = attackerAgainst("nekro", "yin");
    nekroWith(state, NEKRO, "ic", token, YIN, "yin");
    return clash(state, { destroyer: 2, dreadnought: 3 }, { carrier: 1, dreadnought: 1 });
  }
  const activate: Ti4Command = { type: "tacticalAction", seat: NEKRO, system: "310" };

  it("destroys a Nekro destroyer as the combat starts for 1 hit on a non-fighter ship", () => {
    const at = playOut(start(true), activate, (s) => !asked(s));
    expect(pendingDecisions<Ti4>(at.state)[0]).toMatchObject({ kind: "yinImpulseCore", seat: NEKRO });
    const used = answer(at.state, { type: "yinImpulseCore", seat: NEKRO, unit: "destroyer" });
    expect(used.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsRemoved", seat: NEKRO, units: { destroyer: 1 } }),
    );
    expect(used.events).toContainEqual(
      expect.objectContaining({
        type: "ti4FramePushed",
        frame: expect.objectContaining({ kind: "ti4AssignHits", seat: YIN, hits: 1, nonFightersFirst: 1 }),
      }),
    );
    // Impulse Core does not exhaust.
    expect(used.events.some((e) => e.type === "ti4TechnologyExhausted")).toBe(false);
  });

  it("is not asked of a Nekro whose assimilator token is not on it", () => {
    const done = playOut(start(false), activate, inSpaceCombat);
    // The combat was fought, and Impulse Core never asked.
    expect(framesPushed(done.events)).toContain("ti4SpaceCombat");
    expect(framesPushed(done.events)).not.toContain("ti4YinImpulseCore");
  });
});

describe("Nekro copy of Transparasteel Plating (yssaril.ts)", () => {
  const PASSED = 0;
  const PLAYING = 1;

  /** The Nekro (SEAT) on their turn have just played a card; seat 0 has passed, seat 1 has not. */
  function cardPlayed(token: boolean) {
    const state = position((s) => {
      nekroWith(s, SEAT, "tp", token, 2, "yssaril");
      player(s, PASSED).passed = true;
      for (const seat of [PASSED, PLAYING]) player(s, seat).secret.actionCards = ["sabo"];
    });
    return run(state, (tx) => {
      const card = state.decks.action.draw[0] as Ti4ActionCardId;
      tx.emit({
        type: "ti4FramePushed",
        frame: { kind: "ti4ActionCardPlay", seat: SEAT, card, play: {}, asAction: true, cancelled: false },
      });
      openCardWindow(tx, "whenActionCardPlayed", SEAT);
    });
  }
  const awaiting = (s: Ti4State) => {
    const top = s.stack.at(-1);
    return top?.kind === "ti4CardWindow" ? top.awaiting : [];
  };

  it("bars a player who has passed from playing action cards during the Nekro's turn", () => {
    const played = cardPlayed(true);
    expect(awaiting(played.state)).toEqual([PLAYING]);
    expect(actionCardsBarred(played.state, PASSED)).toMatchObject({
      code: "ERR_TI4_TRANSPARASTEEL",
      rule: "LRR 2",
    });
    expect(actionCardsBarred(played.state, PLAYING)).toBeUndefined();
  });

  it("bars nobody for a Nekro whose assimilator token is not on it", () => {
    const played = cardPlayed(false);
    expect(awaiting(played.state)).toEqual([PASSED, PLAYING]);
    expect(actionCardsBarred(played.state, PASSED)).toBeUndefined();
  });
});

describe("Nekro copy of Mageon Implants (yssarilMageon.ts, offered by yssaril.ts)", () => {
  const VICTIM = 0;

  /** The Nekro's turn (SEAT); seat 0 holds 2 action cards; seat 2, the Yssaril, own Mageon Implants. */
  function nekroTurn(token: boolean) {
    let cards: Ti4ActionCardId[] = [];
    const s = position((draft) => {
      nekroWith(draft, SEAT, "mi", token, 2, "yssaril");
      for (const p of draft.players) p.secret.actionCards = [];
      cards = draft.decks.action.draw.splice(0, 2) as Ti4ActionCardId[];
      player(draft, VICTIM).secret.actionCards.push(...cards);
    });
    return { s, cards };
  }

  it("is a component action that exhausts the assimilator card; the bot uses it", () => {
    const { s, cards } = nekroTurn(true);
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "mageonImplants");
    expect(offered).toMatchObject({ seat: SEAT, choices: [String(VICTIM)] });
    if (!offered) throw new Error("not offered");
    expect(ti4Answers(ti4SeatState(s, SEAT), offered)[0]).toEqual({
      type: "mageonImplants",
      seat: SEAT,
      target: VICTIM,
    });
    const looked = answer(s, { type: "mageonImplants", seat: SEAT, target: VICTIM });
    expect(looked.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "vax" });
    expect(looked.state.players[SEAT]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(looked.state.players[SEAT]?.secret.handSeen).toEqual({ seat: VICTIM, cards });
    const card = cards[1] as Ti4ActionCardId;
    const took = answer(looked.state, { type: "mageonTake", seat: SEAT, card });
    expect(took.state.players[SEAT]?.secret.actionCards).toEqual([card]);
  });

  it("is refused once the assimilator card is exhausted", () => {
    const { s } = nekroTurn(true);
    player(s, SEAT).exhaustedTechnologies = ["vax"];
    expect(kinds(s)).not.toContain("mageonImplants");
  });

  it("is not offered to a Nekro whose assimilator token is not on it", () => {
    const { s } = nekroTurn(false);
    expect(kinds(s)).not.toContain("mageonImplants");
    expect(refusal(s, { type: "mageonImplants", seat: SEAT, target: VICTIM })).toEqual([
      "ERR_NOT_NOW",
      "Mecatol",
    ]);
  });
});

describe("Nekro copy of Wormhole Generator (ghostWormholes.ts)", () => {
  /** The Nekro's turn (SEAT); seat 0, the Creuss, own Wormhole Generator. */
  const nekroTurn = (token: boolean) => position((s) => nekroWith(s, SEAT, "wg", token, 0, "ghost"));
  const open = (s: Ti4State) =>
    emptySystems(s).find((p) => p !== HOME && !s.players.some((pl) => pl.home === p)) as string;

  it("puts one of the Creuss's tokens (our reading) and exhausts the assimilator card; the bot uses it", () => {
    const s = nekroTurn(true);
    const at = open(s);
    const offered = pendingDecisions<Ti4>(s).find((d) => d.kind === "wormholeGenerator");
    expect(offered).toMatchObject({ seat: SEAT });
    expect(offered?.choices).toContain(at);
    if (!offered) throw new Error("not offered");
    expect(ti4Answers(ti4SeatState(s, SEAT), offered)[0]).toMatchObject({
      type: "wormholeGenerator",
      seat: SEAT,
    });
    const done = answer(s, { type: "wormholeGenerator", seat: SEAT, token: "beta", system: at });
    expect(done.events).toContainEqual({ type: "ti4TechnologyExhausted", seat: SEAT, technology: "vax" });
    expect(done.state.players[SEAT]?.exhaustedTechnologies).toEqual(["vax"]);
    expect(done.state.creussWormholes).toEqual({ beta: at });
    expect(wormholesAt(done.state, at)).toEqual(["beta"]);
  });

  it("is not offered, and so refused, to a Nekro whose assimilator card is exhausted or whose token is not on it", () => {
    const exhausted = nekroTurn(true);
    player(exhausted, SEAT).exhaustedTechnologies = ["vax"];
    const plain = nekroTurn(false);
    for (const s of [exhausted, plain]) {
      expect(kinds(s)).not.toContain("wormholeGenerator");
      expect(refusal(s, { type: "wormholeGenerator", seat: SEAT, token: "alpha", system: open(s) })).toEqual([
        "ERR_NOT_NOW",
        "Mecatol",
      ]);
    }
  });
});

describe("Nekro copy of Dimensional Splicer (ghostSplicer.ts)", () => {
  /** The Nekro (seat 0) attack Sol's ships in a wormhole system; seat 2, the Creuss, own the technology. */
  function fought(token: boolean) {
    const state = withFactions("nekro", "sol", "hacan");
    nekroWith(state, 0, "ds", token, 2, "ghost");
    const at = emptySystems(state)[0] as string;
    (state.galaxy as Record<string, { tile: string }>)[at] = { tile: "39" };
    putFor(state, at, 0, { destroyer: 1 });
    putFor(state, at, 1, { cruiser: 1, carrier: 1 });
    return fight(state, 0, at);
  }

  it("gives the Nekro its hit as the combat begins in a wormhole system", () => {
    const done = fought(true);
    expect(framesPushed(done.events)).toContain("ti4Splice");
    const decision = pendingDecisions<Ti4>(done.state)[0];
    expect(decision).toMatchObject({ kind: "dimensionalSplice", seat: 0 });
    if (!decision) throw new Error("not asked");
    expect(ti4Answers(done.state, decision)[0]).toMatchObject({ type: "dimensionalSplice", seat: 0 });
    const aimed = answer(done.state, { type: "dimensionalSplice", seat: 0, unit: "carrier" });
    expect(aimed.events).toContainEqual(
      expect.objectContaining({ type: "ti4UnitsRemoved", seat: 1, units: { carrier: 1 } }),
    );
  });

  it("gives nothing to a Nekro whose assimilator token is not on it", () => {
    expect(framesPushed(fought(false).events)).not.toContain("ti4Splice");
  });
});
