/**
 * The Obsidian (TE faction sheet, the Firmament turned over by Puppets of the Blade): Neural Parasite and
 * Planesplitter (their faction technologies), Malevolency (their promissory note), The Reaping (their
 * breakthrough), and Heaven's Hollow (a flagship with no printed ability).
 */
import { describe, expect, it } from "vitest";
import { ti4Unit } from "../../../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../../../src/engine/kernel/apply.ts";
import type { Decision } from "../../../../../src/engine/kernel/decision.ts";
import { replayLog } from "../../../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../../../src/engine/kernel/flow.ts";
import { beginTx } from "../../../../../src/engine/kernel/tx.ts";
import { mecatolPosition } from "../../../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../../../src/engine/ti4/bot.ts";
import type { Ti4Command } from "../../../../../src/engine/ti4/commands.ts";
import { TI4_OBSIDIAN_MALEVOLENCY } from "../../../../../src/engine/ti4/factions/obsidianMalevolency.ts";
import { TI4_OBSIDIAN_REAPING } from "../../../../../src/engine/ti4/factions/obsidianReaping.ts";
import { TI4_OBSIDIAN_TECHNOLOGIES } from "../../../../../src/engine/ti4/factions/obsidianTechs.ts";
import { ti4BotMove } from "../../../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../../../src/engine/ti4/state.ts";
import { TE_FACTION_PARTS_NOT_YET_CARRIED_OUT } from "../../../../../src/engine/ti4/thundersEdge/notBuilt.ts";
import { TI4_PROMISSORY_NOTES_MODULE } from "../../../../../src/engine/ti4/transactions/promissoryNotes.ts";
import { eventGame } from "../../../../support/ti4Events.ts";
import { actionPhaseCopy, homeOf } from "../../../../support/ti4Factions.ts";
import { CTX, type Played, send } from "../../../../support/ti4Status.ts";

type Player = Ti4State["players"][number];
const FACTIONS = ["firmament", "sol", "xxcha", "letnev"] as const;

/** Seat 0 holds a plot (Assail) on seat 1, both Firmament technologies and its breakthrough. */
function plotted(s: Ti4State): void {
  const firmament = s.players[0] as Player;
  firmament.plots = [{ on: [1], objective: "eap" }];
  firmament.secret.plotCards = ["assail"];
  firmament.technologies.push("planesplitter-firm", "parasite-firm");
  firmament.breakthrough = "firmamentbt";
}

/** The Firmament turned into the Obsidian (seat 0) by Puppets of the Blade, then `edit`, `seat` to act. */
function obsidianGame(seat: number, edit?: (s: Ti4State) => void): Played {
  const flipped = send(eventGame(FACTIONS, [], 0, plotted), { type: "puppetsOfTheBlade", seat: 0 });
  return actionPhaseCopy(flipped, seat, edit);
}

/** Runs a hook answer on `at` and returns the game after it (its events added to the log). */
function withHook(at: Played, run: (tx: ReturnType<typeof beginTx<Ti4>>) => void): Played {
  const tx = beginTx<Ti4>(at.state, CTX);
  run(tx);
  return { state: tx.state, events: [...at.events, ...tx.events] };
}

function refused(at: Played, command: Ti4Command): string | undefined {
  const before = structuredClone(at.state);
  const result = applyCommand<Ti4>(at.state, command, CTX);
  expect(at.state).toEqual(before);
  return result.ok ? undefined : result.error.code;
}

function decisionOf(state: Ti4State, kind: string): Decision<Ti4> {
  const found = pendingDecisions<Ti4>(state).find((d) => d.kind === kind);
  if (!found) throw new Error(`no ${kind} decision`);
  return found;
}

const tech = TI4_OBSIDIAN_TECHNOLOGIES.hooks ?? {};
const note = TI4_OBSIDIAN_MALEVOLENCY.hooks ?? {};
const reaping = TI4_OBSIDIAN_REAPING.hooks ?? {};

/** `count` infantry of `seat` on the planet `planet` of seat 0's home system. */
function infantryAtHome(s: Ti4State, seat: number, planet: "cronoshollow" | "tallinhollow", count = 1): void {
  s.board[homeOf(s, 0)]?.planets[planet]?.push({ seat, units: { infantry: count } });
}

describe("The Obsidian: Neural Parasite (TE faction technology)", () => {
  it("turns over with the Firmament's card and is never researched", () => {
    const at = obsidianGame(0);
    expect(at.state.players[0]?.technologies).toContain("parasite-obs");
    expect(at.state.players[0]?.technologies).toContain("planesplitter-obs");
  });

  it("destroys the one infantry of another player in reach at the start of the Obsidian's turn; replays", () => {
    const at = obsidianGame(0, (s) => infantryAtHome(s, 1, "tallinhollow", 2));
    const done = withHook(at, (tx) => tech.turnStarted?.(tx, 0));
    expect(done.events.slice(at.events.length)).toEqual([
      expect.objectContaining({
        type: "ti4UnitsRemoved",
        seat: 1,
        units: { infantry: 1 },
        reason: "destroyed",
      }),
    ]);
    const left = done.state.board[homeOf(done.state, 0)]?.planets.tallinhollow?.find((f) => f.seat === 1);
    expect(left?.units.infantry).toBe(1);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // Another seat's turn, or no one else's infantry in reach: nothing.
    expect(withHook(at, (tx) => tech.turnStarted?.(tx, 1)).events).toEqual(at.events);
    const alone = obsidianGame(0);
    expect(withHook(alone, (tx) => tech.turnStarted?.(tx, 0)).events).toEqual(alone.events);
  });

  it("lets the Obsidian choose among several, the bot answering; refuses another infantry, unchanged", () => {
    const at = obsidianGame(0, (s) => {
      infantryAtHome(s, 1, "tallinhollow");
      infantryAtHome(s, 2, "cronoshollow");
    });
    const asked = withHook(at, (tx) => tech.turnStarted?.(tx, 0));
    expect(asked.state.stack.at(-1)?.kind).toBe("teNeuralParasite");
    const home = homeOf(at.state, 0);
    const far = mecatolPosition(at.state) ?? "000";
    expect(refused(asked, { type: "neuralParasite", seat: 0, position: far, planet: null, owner: 3 })).toBe(
      "ERR_TI4_NEURAL_PARASITE",
    );
    // Outside its moment it answers no decision (engine-model: commands are answers).
    expect(
      refused(at, { type: "neuralParasite", seat: 0, position: home, planet: "cronoshollow", owner: 2 }),
    ).toBe("ERR_NOT_NOW");
    const done = send(asked, {
      type: "neuralParasite",
      seat: 0,
      position: home,
      planet: "cronoshollow",
      owner: 2,
    });
    expect(done.state.board[home]?.planets.cronoshollow?.some((f) => f.seat === 2)).toBe(false);
    expect(done.state.board[home]?.planets.tallinhollow?.some((f) => f.seat === 1)).toBe(true);
    expect(done.state.stack.some((f) => f.kind === "teNeuralParasite")).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    const bot = ti4Answers(asked.state, decisionOf(asked.state, "neuralParasite"));
    expect(applyCommand<Ti4>(asked.state, bot[0] as Ti4Command, CTX).ok).toBe(true);
  });
});

describe("The Obsidian: Planesplitter (TE faction technology)", () => {
  /** The Fracture in play with one ingress token, on Mecatol Rex. */
  const withIngress = (s: Ti4State) => {
    s.fracture = { positions: [], ingress: [mecatolPosition(s) ?? "000"] };
  };

  it("moves an ingress token next to the Obsidian's units as they perform a strategic action; replays", () => {
    const at = obsidianGame(0, withIngress);
    const asked = withHook(at, (tx) => tech.afterStrategyCardAbility?.(tx, 0, "leadership", "primary"));
    expect(asked.state.stack.at(-1)?.kind).toBe("tePlanesplitter");
    const home = homeOf(at.state, 0);
    const from = mecatolPosition(at.state) ?? "000";
    const done = send(asked, { type: "planesplitterMove", seat: 0, from, to: home });
    expect(done.state.fracture?.ingress).toEqual([home]);
    expect(done.state.stack.some((f) => f.kind === "tePlanesplitter")).toBe(false);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // A "may": declining moves nothing; the bot declines.
    const bot = ti4Answers(asked.state, decisionOf(asked.state, "planesplitterDecline"));
    const declined = send(asked, bot[0] as Ti4Command);
    expect(declined.state.fracture?.ingress).toEqual([from]);
  });

  it("refuses a system away from the Obsidian's units, or outside its moment; unchanged", () => {
    const at = obsidianGame(0, withIngress);
    const asked = withHook(at, (tx) => tech.afterStrategyCardAbility?.(tx, 0, "leadership", "primary"));
    const from = mecatolPosition(at.state) ?? "000";
    const away = homeOf(at.state, 2);
    expect(refused(asked, { type: "planesplitterMove", seat: 0, from, to: away })).toBe(
      "ERR_TI4_PLANESPLITTER",
    );
    expect(refused(at, { type: "planesplitterMove", seat: 0, from, to: homeOf(at.state, 0) })).toBe(
      "ERR_NOT_NOW",
    );
    // A secondary, another seat, or no Fracture in play: not asked.
    expect(
      withHook(at, (tx) => tech.afterStrategyCardAbility?.(tx, 0, "leadership", "secondary")).events,
    ).toEqual(at.events);
    expect(
      withHook(at, (tx) => tech.afterStrategyCardAbility?.(tx, 1, "leadership", "primary")).events,
    ).toEqual(at.events);
    const plain = obsidianGame(0);
    expect(
      withHook(plain, (tx) => tech.afterStrategyCardAbility?.(tx, 0, "leadership", "primary")).events,
    ).toEqual(plain.events);
  });
});

describe("The Obsidian: Planesplitter's window under Trade's choice (LRR 92.3, hook afterStrategyCardAbility)", () => {
  it("Trade's followers are written into the strategic action beneath the window; the window then opens; replays", () => {
    const at = obsidianGame(0, (s) => {
      s.fracture = { positions: [], ingress: [mecatolPosition(s) ?? "000"] };
      (s.players[0] as Player).strategyCards = [{ card: "trade", played: false }];
      // The Obsidian's turn, nothing else open (the expedition's offer at the end of Puppets' turn is gone).
      while (s.stack.length > 0 && s.stack.at(-1)?.kind !== "ti4ActionPhase") s.stack.pop();
      const phase = s.stack.at(-1);
      if (phase?.kind === "ti4ActionPhase") Object.assign(phase, { current: 0, acted: false });
    });
    const primary = send(at, { type: "strategicAction", seat: 0, card: "trade" });
    // The window was pushed as the primary began, Trade's choice after it: the choice is on top.
    const kinds = primary.state.stack.map((f) => f.kind);
    expect(kinds.slice(-3)).toEqual(["ti4StrategicAction", "tePlanesplitter", "ti4Trade"]);
    const chosen = send(primary, { type: "chooseTradeFollowers", seat: 0, players: [2] });
    expect(chosen.state.stack.at(-1)?.kind).toBe("tePlanesplitter");
    const action = chosen.state.stack.at(-2);
    expect(action?.kind === "ti4StrategicAction" && action.free).toEqual([2]);
    const declined = send(chosen, { type: "planesplitterDecline", seat: 0 });
    const secondary = declined.state.stack.at(-1);
    expect(secondary?.kind === "ti4StrategicAction" && secondary.step).toBe("secondary");
    expect(secondary?.kind === "ti4StrategicAction" && secondary.free).toEqual([2]);
    expect(replayLog<Ti4>(declined.events)).toEqual(declined.state);
  });
});

describe("The Obsidian: Malevolency (TE promissory note)", () => {
  /** Seat 1 has a destroyer in the Obsidian's home system (neighbours); the Obsidian have 1 trade good. */
  const neighbours = (s: Ti4State) => {
    s.board[homeOf(s, 0)]?.space.push({ seat: 1, units: { destroyer: 1 } });
    (s.players[0] as Player).tradeGoods = 1;
  };
  const ended = (at: Played, seat: number) =>
    withHook(at, (tx) => note.tacticalActionEnded?.(tx, { seat, system: homeOf(at.state, 0), gained: [] }));

  it("is given to a neighbour for 1 influence at the end of a tactical action, even by the Obsidian; replays", () => {
    const at = obsidianGame(0, neighbours);
    expect(at.state.players[0]?.secret.promissoryNotes).toContain("malevolency");
    const asked = ended(at, 0);
    expect(asked.state.stack.at(-1)?.kind).toBe("teMalevolency");
    const done = send(asked, {
      type: "malevolencyGive",
      seat: 0,
      to: 1,
      payment: { planets: [], tradeGoods: 1 },
    });
    expect(done.state.players[1]?.secret.promissoryNotes).toContain("malevolency@0");
    expect(done.state.players[0]?.secret.promissoryNotes).not.toContain("malevolency");
    expect(done.state.players[0]?.tradeGoods).toBe(0);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // The bot gives it away when it can pay.
    const bot = ti4Answers(asked.state, decisionOf(asked.state, "malevolencyGive"));
    expect(bot[0]).toMatchObject({ type: "malevolencyGive", to: 1 });
    expect(applyCommand<Ti4>(asked.state, bot[0] as Ti4Command, CTX).ok).toBe(true);
  });

  it("refuses a player who is no neighbour, an unpaid influence, a play from the hand; unchanged", () => {
    const at = obsidianGame(0, neighbours);
    const asked = ended(at, 0);
    const paid = { planets: [], tradeGoods: 1 };
    expect(refused(asked, { type: "malevolencyGive", seat: 0, to: 2, payment: paid })).toBe(
      "ERR_TI4_MALEVOLENCY",
    );
    expect(
      refused(asked, { type: "malevolencyGive", seat: 0, to: 1, payment: { planets: [], tradeGoods: 0 } }),
    ).toBe("ERR_TI4_UNDERPAID");
    expect(refused(at, { type: "malevolencyGive", seat: 0, to: 1, payment: paid })).toBe("ERR_NOT_NOW");
    const given = send(asked, { type: "malevolencyGive", seat: 0, to: 1, payment: paid });
    // Played from the hand: refused, by the note's own sentence where the play is open (LRR 69).
    const held = actionPhaseCopy(given, 1);
    expect(
      refused(held, { type: "playPromissoryNote", seat: 1, note: "malevolency", owner: 0 }),
    ).toBeDefined();
    const tx = beginTx<Ti4>(held.state, CTX);
    const play = TI4_PROMISSORY_NOTES_MODULE.commands?.playPromissoryNote;
    const error = play?.(tx, { type: "playPromissoryNote", seat: 1, note: "malevolency", owner: 0 });
    expect(error).toMatchObject({ code: "ERR_TI4_NOTE_NOT_PLAYED", rule: "LRR 69" });
    expect(tx.events).toEqual([]);
    // Nothing is asked without a neighbour or without 1 influence to spend.
    const alone = obsidianGame(0);
    expect(ended(alone, 0).events).toEqual(alone.events);
  });

  it("costs a holder other than the Obsidian 1 fleet pool token at the end of the status phase; replays", () => {
    const at = obsidianGame(0, (s) => {
      neighbours(s);
      const obsidian = s.players[0] as Player;
      obsidian.secret.promissoryNotes = obsidian.secret.promissoryNotes.filter((n) => n !== "malevolency");
      (s.players[1] as Player).secret.promissoryNotes.push("malevolency@0");
    });
    const fleet = at.state.players[1]?.tokens.fleet ?? 0;
    const done = withHook(at, (tx) => note.statusPhaseEnded?.(tx));
    expect(done.state.players[1]?.tokens.fleet).toBe(fleet - 1);
    expect(done.state.players[0]?.tokens.fleet).toBe(at.state.players[0]?.tokens.fleet);
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
    // The Obsidian holding their own card lose nothing.
    const home = obsidianGame(0);
    expect(withHook(home, (tx) => note.statusPhaseEnded?.(tx)).events).toEqual(home.events);
  });
});

describe("The Obsidian: The Reaping (TE breakthrough) and Heaven's Hollow", () => {
  const won = (at: Played, winner: number, loser: number) =>
    withHook(at, (tx) =>
      reaping.spaceCombatEnded?.(tx, {
        system: homeOf(at.state, 0),
        attacker: winner,
        defender: loser,
        winner,
        destroyed: {},
      }),
    );

  it("puts a trade good on the card for a combat won against a puppeted player, doubled as the status phase begins", () => {
    const at = obsidianGame(0);
    expect(at.state.players[0]?.breakthrough).toBe("firmamentbt");
    const once = won(at, 0, 1);
    const twice = withHook(once, (tx) =>
      reaping.groundCombatEnded?.(tx, {
        place: { position: homeOf(at.state, 0), planet: "cronoshollow" },
        attacker: 1,
        defender: 0,
        winner: 0,
      }),
    );
    expect(twice.state.players[0]?.breakthroughTradeGoods).toBe(2);
    const goods = twice.state.players[0]?.tradeGoods ?? 0;
    const reaped = withHook(twice, (tx) => reaping.statusPhaseStarted?.(tx));
    expect(reaped.state.players[0]?.tradeGoods).toBe(goods + 4);
    expect(reaped.state.players[0]?.breakthroughTradeGoods).toBeUndefined();
    expect(replayLog<Ti4>(reaped.events)).toEqual(reaped.state);
  });

  it("gives nothing against a player not puppeted, for a loss, or to the Firmament; using it is refused", () => {
    const at = obsidianGame(0);
    expect(won(at, 0, 2).events).toEqual(at.events);
    expect(won(at, 1, 0).events).toEqual(at.events);
    const firmament = eventGame(FACTIONS, [], 0, plotted);
    expect(won(firmament, 0, 1).events).toEqual(firmament.events);
    const used = refused(at, { type: "useBreakthrough", seat: 0 });
    expect(used).toBe("ERR_TI4_BREAKTHROUGH_ELSEWHERE");
  });

  it("Heaven's Hollow prints no ability: its values only; nothing of the Obsidian is listed as not built", () => {
    const flagship = ti4Unit("obsidian_flagship");
    expect(flagship.text ?? "").toBe("");
    expect(flagship.combat).toMatchObject({ hitsOn: 5, dice: 3 });
    expect(TE_FACTION_PARTS_NOT_YET_CARRIED_OUT.obsidian).toBeUndefined();
  });
});

/** The bots' moves (their policy: decisions weighed in order), seat after seat, until `until` holds. */
function botsUntil(start: Played, until: (s: Ti4State) => boolean, max = 2000): Played {
  let { state } = start;
  const events = [...start.events];
  for (let i = 0; i < max && !until(state); i++) {
    const seats = [...new Set(pendingDecisions<Ti4>(state).map((d) => d.seat))];
    const move = seats.map((seat) => ti4BotMove(state, seat, CTX)).find((m) => m !== null);
    if (!move) throw new Error(`the bots are stuck on ${pendingDecisions<Ti4>(state).map((d) => d.kind)}`);
    state = move.result.state;
    events.push(...move.result.events);
  }
  return { state, events };
}

describe("The Obsidian: a round played by the bots", () => {
  it("answers every new decision (Neural Parasite, Malevolency); the round ends and the log replays", () => {
    const at = obsidianGame(0, (s) => {
      infantryAtHome(s, 1, "tallinhollow", 3);
      infantryAtHome(s, 2, "cronoshollow", 3);
      s.board[homeOf(s, 0)]?.space.push({ seat: 1, units: { destroyer: 1 } });
      const obsidian = s.players[0] as Player;
      obsidian.secret.promissoryNotes = obsidian.secret.promissoryNotes.filter((n) => n !== "malevolency");
      (s.players[1] as Player).secret.promissoryNotes.push("malevolency@0");
      (s.players[1] as Player).tradeGoods = 3;
    });
    const round = at.state.round;
    const done = botsUntil(at, (s) => s.round > round || s.phase === "finished");
    expect(done.state.round > round || done.state.phase === "finished").toBe(true);
    const destroyed = done.events.filter(
      (e) =>
        e.type === "ti4UnitsRemoved" &&
        e.seat !== 0 &&
        e.units.infantry === 1 &&
        e.place.position === homeOf(at.state, 0),
    );
    expect(destroyed.length).toBeGreaterThan(0);
    // Seat 1, neighbour to the Obsidian, hands Malevolency back after a tactical action (the Obsidian may
    // trade it on later in the round).
    const given = done.events.filter((e) => e.type === "ti4PromissoryNoteGiven" && e.note === "malevolency");
    expect(given[0]).toEqual(expect.objectContaining({ giver: 1, receiver: 0, owner: 0 }));
    expect(replayLog<Ti4>(done.events)).toEqual(done.state);
  });
});
