/**
 * A seeded property test of the whole engine: games of 3 to 8 players driven by a mix of the bot's legal
 * commands and random ones (well-formed with random arguments, and malformed). After every step:
 * - `apply` returned a result, never threw;
 * - a refusal is a RuleError and left the state exactly as it was;
 * - an accepted command leaves every invariant of invariants.ts holding;
 * - every so often, and when a game ends, replaying the events rebuilds the state exactly.
 * MECATOL_FUZZ_STEPS sets the number of steps per player count (default keeps the file near 15 s).
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { botCommand } from "../../src/engine/bot/policy.ts";
import {
  apply,
  type Command,
  createGame,
  decisions,
  type GameEvent,
  type GameSettings,
  type GameState,
  isRuleError,
  replay,
  waitingFor,
} from "../../src/engine/index.ts";
import { brokenInvariants } from "../../src/engine/invariants.ts";
import { CTX } from "../support/engine.ts";
import { deepFreeze, FUZZ_SETTINGS, type Rand, rand, randomCommand } from "../support/fuzz.ts";

const STEPS = Number(process.env.MECATOL_FUZZ_STEPS ?? 500);
const REPLAY_EVERY = 150;

/** Each player count starts on another of the fuzz settings, so every set is played even when no game ends. */
function settingsFor(players: number, gameNo: number): GameSettings {
  return FUZZ_SETTINGS[(players + gameNo) % FUZZ_SETTINGS.length] as GameSettings;
}

/** Frozen states make any rule that writes to the state it was given throw, so the test finds it. */

interface Game {
  state: GameState;
  events: GameEvent[];
}

function newGame(players: number, seed: string, settings: GameSettings): Game {
  const seats = Array.from({ length: players }, (_, i) => ({ userId: `fuzz:${i}`, name: `Fuzz ${i + 1}` }));
  // The fuzz also plays the parts already built of options a real creation refuses (variant cards...).
  let created = createGame({ seed, players: seats, settings: { boxes: ["base", "se"], ...settings } }, CTX, {
    unfinishedOptions: true,
  });
  if (!created.ok) created = createGame({ seed, players: seats, settings: { boxes: ["base", "se"] } }, CTX);
  if (!created.ok) throw new Error(`game refused: ${created.error.message}`);
  return { state: deepFreeze(created.state), events: [...created.events] };
}

/** Half the steps the bot's legal command for a waiting seat, half a random one. */
function nextCommand(game: Game, r: Rand): { command: unknown; fromBot: boolean } {
  if (r.chance(0.5)) {
    const waiting = waitingFor(game.state);
    if (waiting.length > 0) {
      const command = botCommand(game.state, r.pick(waiting), CTX);
      if (command) return { command, fromBot: true };
    }
  }
  return { command: randomCommand(game.state, r), fromBot: false };
}

/**
 * A one-click "follow" is listed exactly when the engine accepts it as it stands: a button drawn for it
 * works, and a secondary that needs more (or a counter the seat lacks) is not offered bare.
 */
function listedFollowRefused(state: GameState): string | null {
  const top = state.stack.at(-1);
  if (top?.kind !== "strategicAction") return null;
  for (const d of decisions(state).filter((x) => x.kind === "answerSecondary")) {
    const plain = { type: "answerSecondary", seat: d.seat, card: top.card, follow: true } as Command;
    const accepted = apply(state, plain, CTX).ok;
    if (accepted !== (d.choices ?? []).includes("follow"))
      return `seat ${d.seat} on ${top.card}: follow listed ${!accepted} but accepted ${accepted}`;
  }
  return null;
}

interface Figures {
  steps: number;
  accepted: number;
  refused: number;
  games: number;
  codes: Set<string>;
  /** Random (not bot) commands accepted, by type: how far the fuzz reaches past the guard. */
  randomAccepted: Record<string, number>;
  rounds: number[];
}

/** Runs `steps` steps; returns the first broken property (with what is needed to find it again), or null. */
function run(players: number, seed: string, steps: number, figures: Figures): string | null {
  const r = rand(seed);
  let gameNo = 0;
  let game = newGame(players, `${seed}-${gameNo}`, settingsFor(players, gameNo));
  let sinceReplay = 0;
  for (let step = 0; step < steps; step++) {
    figures.steps += 1;
    const where = `${seed} game ${gameNo} step ${step}`;
    const { command, fromBot } = nextCommand(game, r);
    const before = fromBot ? null : JSON.stringify(game.state);
    let result: ReturnType<typeof apply>;
    try {
      result = apply(game.state, command as Command, CTX);
    } catch (error) {
      return `${where}: apply threw ${(error as Error).stack ?? error} on ${JSON.stringify(command)}`;
    }
    if (!result.ok) {
      figures.refused += 1;
      figures.codes.add(result.error.code);
      if (fromBot) return `${where}: the bot's command was refused: ${result.error.message}`;
      if (
        !isRuleError(result.error) ||
        !/^ERR_[A-Z0-9_]+$/.test(result.error.code) ||
        !result.error.message
      ) {
        return `${where}: a refusal that is not a proper RuleError: ${JSON.stringify(result.error)}`;
      }
      if (JSON.stringify(game.state) !== before) {
        return `${where}: refused ${JSON.stringify(command)} (${result.error.code}) but the state changed`;
      }
      continue;
    }
    figures.accepted += 1;
    if (!fromBot) {
      const type = (command as Command).type;
      figures.randomAccepted[type] = (figures.randomAccepted[type] ?? 0) + 1;
    }
    const broken = brokenInvariants(result.state, result.events);
    if (broken.length > 0) {
      return `${where}: after ${JSON.stringify(command)}: ${broken.slice(0, 5).join("; ")}`;
    }
    game = { state: deepFreeze(result.state), events: [...game.events, ...result.events] };
    const unanswerable = listedFollowRefused(game.state);
    if (unanswerable) return `${where}: ${unanswerable}`;
    sinceReplay += 1;
    const finished = game.state.phase === "finished";
    if (sinceReplay >= REPLAY_EVERY || finished) {
      sinceReplay = 0;
      if (!isDeepStrictEqual(replay(game.events), game.state))
        return `${where}: replay differs from the state`;
    }
    if (finished) {
      figures.rounds.push(game.state.round);
      gameNo += 1;
      figures.games += 1;
      game = newGame(players, `${seed}-${gameNo}`, settingsFor(players, gameNo));
    }
  }
  figures.rounds.push(game.state.round);
  if (!isDeepStrictEqual(replay(game.events), game.state)) return `${seed}: replay differs at the end`;
  return null;
}

describe("the engine under random and malformed commands", () => {
  for (const players of [3, 4, 5, 6, 7, 8]) {
    it(`holds its properties with ${players} players`, () => {
      const figures: Figures = {
        steps: 0,
        accepted: 0,
        refused: 0,
        games: 0,
        codes: new Set(),
        randomAccepted: {},
        rounds: [],
      };
      const started = performance.now();
      const failure = run(players, `fuzz-${players}p`, STEPS, figures);
      if (process.env.MECATOL_FUZZ_REPORT) {
        const ms = Math.round(performance.now() - started);
        const { codes, ...rest } = figures;
        console.log(JSON.stringify({ players, ms, ...rest, codes: codes.size }));
      }
      expect(failure).toBeNull();
      expect(figures.steps).toBe(STEPS);
      // The mix must exercise both sides: accepted commands move the game, refusals test the guard.
      expect(figures.accepted).toBeGreaterThan(STEPS / 5);
      expect(figures.refused).toBeGreaterThan(STEPS / 5);
      expect(figures.codes.has("ERR_MALFORMED")).toBe(true);
    }, 120_000);
  }
});

describe("the malformed-command guard", () => {
  const game = newGame(4, "guard", {});
  const refusal = (command: unknown) => {
    const result = apply(game.state, command as Command, CTX);
    return result.ok ? null : result.error;
  };

  it("refuses castVotes without a choice as ERR_MALFORMED instead of throwing", () => {
    const error = refusal({ type: "castVotes", seat: 0 });
    expect(error?.code).toBe("ERR_MALFORMED");
    expect(error?.message).toContain("`choice`");
  });

  it("names the field and the form expected", () => {
    expect(refusal({ type: "giveTradeGoods", seat: 0, to: 1, amount: -2 })?.message).toBe(
      "Malformed command: `amount` must be a whole number, 0 or more.",
    );
    expect(refusal({ type: "pass", seat: "0" })?.params).toMatchObject({ field: "seat" });
    expect(refusal({ type: "nope", seat: 0 })?.params).toMatchObject({ field: "type" });
    expect(refusal(null)?.code).toBe("ERR_MALFORMED");
    const nested = refusal({
      type: "moveUnits",
      seat: 0,
      moves: [{ from: "101", units: { carrier: -1 } }],
    });
    expect(nested?.params).toMatchObject({ field: "moves[0].units.carrier" });
  });

  it("lets well-formed commands through to the rules", () => {
    // Well formed but not this seat's turn: the rules answer, not the guard.
    expect(refusal({ type: "pass", seat: 0 })?.code).not.toBe("ERR_MALFORMED");
    expect(refusal({ type: "pass", seat: 9 })?.code).toBe("ERR_NO_SEAT");
  });
});

describe("brokenInvariants", () => {
  /** A game in its first Action Phase, played by the bot. */
  function actionPhase(): GameState {
    let { state } = newGame(4, "invariants", {});
    while (state.phase !== "action") {
      const seat = waitingFor(state)[0] as number;
      const command = botCommand(state, seat, CTX);
      if (!command) throw new Error("the bot cannot reach the Action Phase");
      const result = apply(state, command, CTX);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    return structuredClone(state);
  }
  const sound = actionPhase();
  const broken = (change: (s: GameState) => void) => {
    const s = structuredClone(sound);
    change(s);
    return brokenInvariants(s).join("; ");
  };
  const home = (s: GameState, seat: number) => s.board[s.players[seat]?.home as string];

  it("finds nothing wrong in a game the bot played", () => {
    expect(brokenInvariants(sound)).toEqual([]);
  });

  it("finds each broken fact", () => {
    expect(broken((s) => ((s.players[1] as { tradeGoods: number }).tradeGoods = -1))).toMatch(
      /-1 Trade Goods/,
    );
    expect(broken((s) => (s.tradeGoodSupply += 1))).toMatch(/Trade Goods do not add up/);
    expect(
      broken((s) => {
        const force = home(s, 0)?.space.find((f) => f.seat === 0);
        if (force) force.units.dreadnought = 6;
      }),
    ).toMatch(/seat 0 has 6 dreadnought on the board; the limit is 5/);
    expect(
      broken((s) => {
        const planet = Object.keys(s.players[0]?.planets ?? {})[0] as string;
        (s.players[1]?.planets as Record<string, unknown>)[planet] = { exhausted: false };
      }),
    ).toMatch(/is held by seats 0 and 1/);
    expect(
      broken((s) => ((s.players[2] as { counters: { command: number } }).counters.command = 17)),
    ).toMatch(/seat 2 uses \d+ command counters/);
    expect(
      broken((s) => {
        const card = s.decks.action.draw[0];
        if (card) s.players[3]?.secret.actionCards.push(card, card, card, card, card, card);
      }),
    ).toMatch(/Action Card .* is in \d+ places/);
    expect(
      broken((s) => {
        const held = s.players[0]?.strategyCards[0];
        if (held) s.players[1]?.strategyCards.push({ ...held });
      }),
    ).toMatch(/Strategy Card .* is in two places/);
    expect(
      broken((s) => {
        const force = home(s, 1)?.space.find((f) => f.seat === 1);
        if (force) force.units.fighter = 40;
      }),
    ).toMatch(/unsupported Fighter/);
  });
});
