/**
 * Creating a game (RR §3): the players are seated, the decks shuffled, a random Speaker chosen, and then
 * races, galaxy and starting forces are set up, by the bot or through the players' decisions, before the
 * first Strategy Phase. Everything is an event, so `replay` rebuilds the setup exactly.
 */
import {
  actionDeck,
  objectiveDeck,
  politicalDeck,
  publicDeckCounts,
  publicDeckFor,
  secretObjectiveDeck,
} from "../../content/index.ts";
import type { GameEvent } from "../events.ts";
import { advance } from "../flow.ts";
import { answers } from "../hooks/index.ts";
import { pick, type RngState, seedRng, shuffle } from "../rng.ts";
import type { RuleError } from "../ruleError.ts";
import { type GameConfig, type GameState, type PlayerState, STATE_FORMAT_VERSION } from "../state.ts";
import { beginTx, type EngineContext, type Tx } from "../tx.ts";
import { type CreationChecks, type GameSettings, resolveConfig } from "./config.ts";
import { checkMapString } from "./galaxySetup.ts";
import { assignRaces } from "./races.ts";

export interface NewGameInput {
  seed: string;
  players: readonly { userId: string; name: string }[];
  settings: GameSettings;
}

export type CreateGameResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: RuleError };

/** Trade Goods in the box: 40 in the base game, 12 more with Shattered Empire (RR §1). */
export function tradeGoodsInBox(config: GameConfig): number {
  return 40 + (config.boxes.includes("se") ? 12 : 0);
}

/** A refusal (a setting the rules or this rulebook do not allow) creates nothing. */
export function createGame(
  input: NewGameInput,
  ctx: EngineContext,
  checks: CreationChecks = {},
): CreateGameResult {
  const config = resolveConfig(input.settings, input.players.length, checks);
  if ("kind" in config) return { ok: false, error: config };
  const badMap = checkMapString(config, input.players.length);
  if (badMap) return { ok: false, error: badMap };
  const tx = beginTx(initialState(config, input), ctx);
  tx.emit({ type: "gameCreated", state: initialState(config, input) });
  shuffleDecks(tx);
  const speaker = pick(
    tx.state.rng,
    tx.state.players.map((p) => p.seat),
  );
  tx.emit({ type: "speakerChanged", seat: speaker.value, rng: speaker.rng });
  const refused = assignRaces(tx);
  if (refused) return { ok: false, error: refused };
  advance(tx);
  return { ok: true, state: tx.state, events: tx.events };
}

function initialState(config: GameConfig, input: NewGameInput): GameState {
  return {
    format: STATE_FORMAT_VERSION,
    config,
    rng: seedRng(input.seed),
    phase: "setup",
    round: 0,
    speaker: 0,
    players: input.players.map((p, seat) => newPlayer(seat, p.userId, p.name)),
    galaxy: {},
    board: {},
    initiativeLastRound: null,
    strategyPool: config.strategyCards.map((card) => ({ card, bonus: 0 })),
    decks: {
      action: { draw: [], discard: [] },
      political: { draw: [], discard: [] },
      objectives: [],
      secretObjectives: [],
      faceDownSystems: {},
    },
    objectives: [],
    tradeGoodSupply: tradeGoodsInBox(config),
    tradeAgreements: [],
    stack: [],
    winners: [],
  };
}

function newPlayer(seat: number, userId: string, name: string): PlayerState {
  return {
    seat,
    userId,
    name,
    race: null,
    color: null,
    home: null,
    vp: 0,
    counters: { strategy: 0, fleet: 0, command: 0 },
    tradeGoods: 0,
    planets: {},
    technologies: [],
    strategyCards: [],
    passed: false,
    tradeContracts: [0, 0],
    scoredObjectives: [],
    eliminated: false,
    secret: { actionCards: [], secretObjectives: [], politicalCards: [], galaxyTiles: [] },
  };
}

function expand<Id extends string>(deck: readonly { id: Id; copies: number }[]): Id[] {
  return deck.flatMap((entry) => Array.from({ length: entry.copies }, () => entry.id));
}

function shuffled<T>(tx: Tx, items: readonly T[]): { cards: T[]; rng: RngState } {
  const { value, rng } = shuffle(tx.state.rng, items);
  return { cards: value, rng };
}

function shuffleDecks(tx: Tx): void {
  const { boxes, options } = tx.state.config;
  const setup = { options, playerCount: tx.state.players.length };
  const action = shuffled(tx, expand(actionDeck(boxes, setup)));
  tx.emit({ type: "deckShuffled", deck: "action", cards: action.cards, rng: action.rng });
  const political = shuffled(tx, expand(politicalDeck(boxes, setup)));
  tx.emit({ type: "deckShuffled", deck: "political", cards: political.cards, rng: political.rng });
  const secrets = shuffled(
    tx,
    secretObjectiveDeck(boxes).map((o) => o.id),
  );
  tx.emit({ type: "deckShuffled", deck: "secretObjectives", cards: secrets.cards, rng: secrets.rng });
  const publicDeck = buildObjectiveDeck(tx);
  tx.emit({ type: "deckShuffled", deck: "objectives", cards: publicDeck.cards, rng: publicDeck.rng });
  // Age of Empire (RR §24.2) deals the deck face up.
  for (const built of answers(tx.state, "objectiveDeckBuilt")) built(tx);
}

/**
 * RR §3 step 7: shuffle Stage II without the game-ending card, take 3 (more with the options), shuffle the
 * game-ending card into them; put the Stage I cards on top.
 */
function buildObjectiveDeck(tx: Tx): { cards: string[]; rng: RngState } {
  const { options } = tx.state.config;
  const deck = publicDeckFor(options);
  const counts = publicDeckCounts(options);
  const stage2 = objectiveDeck("stage2", deck);
  const ender = counts.gameEnder ? stage2.find((o) => o.endsGame) : undefined;
  const s2 = shuffle(
    tx.state.rng,
    stage2.filter((o) => !o.endsGame).map((o) => o.id),
  );
  const bottom = shuffle(s2.rng, [...s2.value.slice(0, counts.stage2), ...(ender ? [ender.id] : [])]);
  const s1 = shuffle(
    bottom.rng,
    objectiveDeck("stage1", deck).map((o) => o.id),
  );
  return { cards: [...s1.value.slice(0, counts.stage1), ...bottom.value], rng: s1.rng };
}
