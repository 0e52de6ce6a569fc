/**
 * The bot plays fair (issue #29): for positions taken from seeded bot games, with every set of options the
 * fuzzers play, changing anything the waiting bot's seat may not see never changes the command it plays.
 * What is changed: the other players' Action Cards, unscored Secret Objectives, Political Cards and galaxy
 * tiles (dealt again from the same cards, with the decks they came from, so counts stay true), the order of
 * every deck (the objectives the seat is looking at stay on top), the face-down systems, Domain Counters and
 * Artifacts (which is where), what others are peeking at, the generator's state, and which of another
 * player's face-down Leaders is which. What the seat is looking at (Bureaucracy's two objectives, a hand
 * Disclosure shows, a deck Synchronicity or Determine Policy searches) keeps its cards, in another order.
 * Every bot level (bot/levels.ts) is checked on the same positions.
 * MECATOL_FAIR_POSITIONS sets the positions per game (default keeps the file near 15 s).
 */
import { describe, expect, it } from "vitest";
import { BOT_LEVELS } from "../../src/engine/bot/levels.ts";
import { botCommand, playOut } from "../../src/engine/bot/policy.ts";
import {
  type Command,
  createGame,
  type GameSettings,
  type GameState,
  type Seat,
  waitingFor,
} from "../../src/engine/index.ts";
import { CTX } from "../support/engine.ts";
import { FUZZ_SETTINGS, type Rand, rand, redeal, shuffled } from "../support/fuzz.ts";

const POSITIONS = Number(process.env.MECATOL_FAIR_POSITIONS ?? 25);
const STEP = 37;

function shuffledValues<V>(record: Partial<Record<string, V>> | undefined, r: Rand) {
  if (!record) return record;
  const keys = Object.keys(record);
  const values = shuffled(
    keys.map((k) => record[k] as V),
    r,
  );
  return Object.fromEntries(keys.map((k, i) => [k, values[i]]));
}

/** The same game with everything `seat` may not see changed at random. */
function perturbed(original: GameState, seat: Seat, r: Rand): GameState {
  const state = structuredClone(original);
  const others = state.players.filter((p) => p.seat !== seat);
  const { decks } = state;
  // What the seat is looking at now (a card choice it answers) is not changed, only its order.
  const top = state.stack.at(-1);
  const choosing = top?.kind === "cardChoice" && top.awaiting.includes(seat) ? top.effect : null;
  const disclosed = choosing === "disclosure" && top?.kind === "cardChoice" ? top.data.target : null;
  const actionDeckSeen = choosing === "synchronicity";
  const handsHidden = others.filter((p) => p.seat !== disclosed);
  const [actionDraw, ...actionHands] = redeal(
    [actionDeckSeen ? [] : decks.action.draw, ...handsHidden.map((p) => p.secret.actionCards)],
    r,
  );
  decks.action.draw = actionDeckSeen ? shuffled(decks.action.draw, r) : (actionDraw ?? []);
  handsHidden.forEach((p, i) => {
    p.secret.actionCards = actionHands[i] ?? [];
  });
  const politicalDeckSeen = choosing === "determinePolicy";
  const [politicalDraw, ...politicalHands] = redeal(
    [politicalDeckSeen ? [] : decks.political.draw, ...others.map((p) => p.secret.politicalCards)],
    r,
  );
  decks.political.draw = politicalDeckSeen ? shuffled(decks.political.draw, r) : (politicalDraw ?? []);
  others.forEach((p, i) => {
    p.secret.politicalCards = politicalHands[i] ?? [];
  });
  // Scored Secret Objectives are public; the others are dealt again with the deck.
  const unscored = others.map((p) =>
    p.secret.secretObjectives.filter((o) => !p.scoredObjectives.includes(o)),
  );
  const [secretDeck, ...secretHands] = redeal([decks.secretObjectives, ...unscored], r);
  decks.secretObjectives = secretDeck ?? [];
  others.forEach((p, i) => {
    const scored = p.secret.secretObjectives.filter((o) => p.scoredObjectives.includes(o));
    p.secret.secretObjectives = [...scored, ...(secretHands[i] ?? [])];
  });
  const [, ...tiles] = redeal([[], ...others.map((p) => p.secret.galaxyTiles)], r);
  others.forEach((p, i) => {
    p.secret.galaxyTiles = tiles[i] ?? [];
    if (p.secret.politicalPeek) p.secret.politicalPeek = shuffled(p.secret.politicalPeek, r);
    if (p.secret.actionCardsToDeal) p.secret.actionCardsToDeal = shuffled(p.secret.actionCardsToDeal, r);
  });
  // Bureaucracy's holder looks at the top two objectives while he chooses: those stay.
  const peeking = top?.kind === "strategicAction" && top.seat === seat && top.detail.stage === "drawn";
  const kept = peeking ? 2 : 0;
  decks.objectives = [...decks.objectives.slice(0, kept), ...shuffled(decks.objectives.slice(kept), r)];
  decks.faceDownSystems = shuffledValues(decks.faceDownSystems, r) as typeof decks.faceDownSystems;
  if (decks.domainCounters) decks.domainCounters = shuffledValues(decks.domainCounters, r);
  if (decks.artifacts) decks.artifacts = shuffledValues(decks.artifacts, r);
  state.rng = [r.int(2 ** 32), r.int(2 ** 32), r.int(2 ** 32), r.int(2 ** 32)];
  // Another player's face-down Leaders trade names among themselves (the captor sees his captives).
  const hidden = (state.leaders ?? []).filter(
    (l) => l.faceDown && l.seat !== seat && !(l.at.on === "captive" && l.at.captor === seat),
  );
  for (const owner of new Set(hidden.map((l) => l.seat))) {
    const mine = hidden.filter((l) => l.seat === owner);
    const ids = shuffled(
      mine.map((l) => l.id),
      r,
    );
    mine.forEach((l, i) => {
      l.id = ids[i] as string;
    });
  }
  return state;
}

/** Positions along a seeded bot game: every STEP commands, until the game ends or enough are taken. */
function positions(players: number, seed: string, settings: GameSettings): GameState[] {
  const seats = Array.from({ length: players }, (_, i) => ({ userId: `fair:${i}`, name: `Fair ${i + 1}` }));
  let created = createGame({ seed, players: seats, settings: { boxes: ["base", "se"], ...settings } }, CTX, {
    unfinishedOptions: true,
  });
  if (!created.ok) created = createGame({ seed, players: seats, settings: { boxes: ["base", "se"] } }, CTX);
  if (!created.ok) throw new Error(`game refused: ${created.error.message}`);
  const out: GameState[] = [];
  let state = created.state;
  while (out.length < POSITIONS && state.phase !== "finished") {
    out.push(state);
    const played = playOut(state, CTX, STEP);
    if (played.stuck) break;
    state = played.state;
  }
  return out;
}

describe("the bot decides from what its seat may see", () => {
  FUZZ_SETTINGS.forEach((settings, n) => {
    const players = 3 + ((n * 2) % 6);
    it(`${players} players, settings ${n}: hidden things changed, the same command`, () => {
      const r = rand(`fair-${n}`);
      let compared = 0;
      for (const state of positions(players, `fair-${n}`, settings)) {
        for (const seat of waitingFor(state)) {
          const commands = BOT_LEVELS.map((level) => botCommand(state, seat, CTX, level));
          for (let k = 0; k < 2; k++) {
            const other = perturbed(state, seat, r);
            BOT_LEVELS.forEach((level, i) => {
              const again: Command | null = botCommand(other, seat, CTX, level);
              const where = `${level}, round ${state.round}, seat ${seat}, ${state.stack.at(-1)?.kind}`;
              expect(again, where).toEqual(commands[i]);
              compared += 1;
            });
          }
        }
      }
      expect(compared).toBeGreaterThan(POSITIONS);
    });
  });
});
