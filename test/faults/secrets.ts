/**
 * The secrets check shared by the quick and the long tests: a bot segment is played through the
 * GameService, and after every command nothing private (a player's Action Cards, Secret Objectives,
 * Political Cards or dealt galaxy tiles, the order of any deck, the generator state that decides the
 * next shuffle and the dice) may appear where someone else can read it: the public text, another
 * player's private message, the actor's reply, `view(state, seat)` for every other seat, the spectator
 * view, and the log and export any player can ask for.
 */
import { expect } from "vitest";
import type { Actor, Outcome, Place } from "../../src/app/types.ts";
import {
  ACTION_CARDS,
  getActionCard,
  getObjective,
  getPoliticalCard,
  OBJECTIVES,
  PLANETS,
  POLITICAL_CARDS,
  RACES,
  STRATEGY_CARDS,
  TECHNOLOGIES,
} from "../../src/content/index.ts";
import { apply, type GameState, view } from "../../src/engine/index.ts";
import type { FaultHarness } from "./harness.ts";
import { actorOf, CTX, nextBotCommand, seatless, startViaService } from "./helpers.ts";

/** Words the public may read anyway (planets, traits, races, cards on the table, technologies). */
const PUBLIC_WORDS = [
  ...PLANETS.map((p) => p.name),
  ...RACES.map((r) => r.name),
  ...STRATEGY_CARDS.map((c) => c.name),
  ...TECHNOLOGIES.map((t) => t.name),
  "Cultural",
  "Hazardous",
  "Industrial",
].map((w) => w.toLowerCase());

interface Secret {
  seat: number;
  id: string;
  name: string;
  what: string;
}

/**
 * Cards dealt face up for everyone to see (Core Stability's Status Phase deal): whoever picks one, the
 * table saw it, so its name is no secret once it is in a hand.
 */
function dealtFaceUp(state: GameState): string[] {
  return state.stack.flatMap((f) =>
    f.kind === "cardChoice" && f.effect === "coreStability" ? ((f.data.cards ?? []) as string[]) : [],
  );
}

/** Cards the table has seen face up so far in a segment (dealtFaceUp, gathered before and after each step). */
const SEEN_FACE_UP = new Set<string>();

/** What is public in a state anyway: discarded, revealed or scored cards, laws in play, cards seen face up. */
function publicIds(state: GameState): Set<string> {
  const ids = new Set<string>([
    ...state.decks.action.discard,
    ...state.decks.political.discard,
    ...state.objectives.map((o) => o.id),
    ...state.players.flatMap((p) => p.scoredObjectives),
  ]);
  for (const law of (state as { laws?: { card: string }[] }).laws ?? []) ids.add(law.card);
  for (const card of SEEN_FACE_UP) ids.add(card);
  return ids;
}

function secretsOf(state: GameState): Secret[] {
  const open = publicIds(state);
  const out: Secret[] = [];
  for (const p of state.players) {
    const add = (id: string, name: string, what: string) => {
      if (!open.has(id)) out.push({ seat: p.seat, id, name, what });
    };
    for (const id of p.secret.actionCards) add(id, getActionCard(id).name, "Action Card");
    // Master of Fate: the cards its player drew to deal, his alone until each is dealt.
    for (const id of p.secret.actionCardsToDeal ?? []) add(id, getActionCard(id).name, "Action Card to deal");
    for (const id of p.secret.secretObjectives) add(id, getObjective(id).name, "Secret Objective");
    for (const id of p.secret.politicalCards) add(id, getPoliticalCard(id).name, "Political Card");
    for (const id of p.secret.galaxyTiles) add(id, id, "galaxy tile");
  }
  return out;
}

/** Every card name, to leave out names that are part of another card's name ("Sabotage"). */
const CARD_NAMES = [...ACTION_CARDS, ...OBJECTIVES, ...POLITICAL_CARDS].map((c) => c.name.toLowerCase());

/**
 * A secret's name is checked in texts unless it is an everyday public word of the game or part of
 * another card's name; the views and the export are still checked for every secret's id.
 */
function nameIsDistinctive(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    !PUBLIC_WORDS.some((w) => w.includes(lower) || lower.includes(w)) &&
    !CARD_NAMES.some((other) => other !== lower && other.includes(lower))
  );
}

/**
 * The deck orders, as the JSON a leak would contain: three cards in a row from the top. A player looking
 * at the top Political Cards (RR §6 Political) may see that deck's top: not counted for that reader.
 */
function deckOrders(state: GameState, reader: number | null = null): string[] {
  const peeking = reader !== null && (state.players[reader]?.secret.politicalPeek?.length ?? 0) > 0;
  return [
    state.decks.action.draw,
    peeking ? [] : state.decks.political.draw,
    state.decks.objectives,
    state.decks.secretObjectives,
  ]
    .filter((deck) => deck.length >= 3)
    .map((deck) => JSON.stringify(deck.slice(0, 3)).slice(1, -1));
}

function expectNoSecretsIn(
  text: string,
  secrets: Secret[],
  reader: string,
  state: GameState,
  seat: number | null = null,
): void {
  // A card the reader holds too (several copies of an Action Card) may be named to them.
  const own = new Set(
    seat === null
      ? []
      : secretsOf(state)
          .filter((x) => x.seat === seat)
          .map((x) => x.id),
  );
  for (const s of secrets) {
    if (nameIsDistinctive(s.name) && !own.has(s.id))
      expect(text, `${reader} reads seat ${s.seat}'s ${s.what} ${s.name}`).not.toContain(s.name);
  }
  for (const order of deckOrders(state, seat))
    expect(text, `${reader} reads a deck's order`).not.toContain(order);
}

function expectNoSecretsInJson(
  json: string,
  secrets: Secret[],
  reader: string,
  state: GameState,
  seat: number | null = null,
): void {
  const own = new Set(
    seat === null
      ? []
      : secretsOf(state)
          .filter((x) => x.seat === seat)
          .map((x) => x.id),
  );
  for (const s of secrets.filter((x) => !own.has(x.id)))
    expect(json, `${reader} holds seat ${s.seat}'s ${s.what} ${s.id}`).not.toContain(`"${s.id}"`);
  for (const order of deckOrders(state, seat))
    expect(json, `${reader} holds a deck's order`).not.toContain(order);
  // The generator state lets anyone recompute every shuffle and die: it must never be shown.
  expect(json, `${reader} holds the generator state`).not.toContain(JSON.stringify(state.rng).slice(1, -1));
  expect(json, `${reader} holds a generator state`).not.toMatch(/"rng"/);
}

function checkOutcome(outcome: Outcome, state: GameState, actor: Actor, step: string): void {
  const secrets = secretsOf(state);
  const seatOf = (userId: string) => state.players.findIndex((p) => p.userId === userId);
  expectNoSecretsIn(outcome.publicText ?? "", secrets, `the channel (${step})`, state);
  const actorSeat = seatOf(actor.userId);
  expectNoSecretsIn(
    outcome.reply ?? "",
    secrets.filter((s) => s.seat !== actorSeat),
    `the actor's reply (${step})`,
    state,
  );
  for (const message of outcome.privateMessages) {
    const seat = seatOf(message.userId);
    expect(seat, `a private message to a stranger (${step})`).toBeGreaterThanOrEqual(0);
    expectNoSecretsIn(
      message.text,
      secrets.filter((s) => s.seat !== seat),
      `seat ${seat}'s private message (${step})`,
      state,
      seat,
    );
  }
  for (const ping of outcome.pings)
    expect(seatOf(ping), `ping of a stranger (${step})`).toBeGreaterThanOrEqual(0);
}

function checkViews(state: GameState, step: string): void {
  const secrets = secretsOf(state);
  expectNoSecretsInJson(JSON.stringify(view(state, null)), secrets, `the spectator view (${step})`, state);
  for (const p of state.players) {
    const others = secrets.filter((s) => s.seat !== p.seat);
    expectNoSecretsInJson(
      JSON.stringify(view(state, p.seat)),
      others,
      `seat ${p.seat}'s view (${step})`,
      state,
      p.seat,
    );
  }
}

/** Plays up to `steps` bot commands through the service, checking every outcome and view; returns the count. */
export async function secretsSegment(
  app: FaultHarness,
  place: Place,
  table: Actor[],
  seed: string,
  steps: number,
): Promise<number> {
  await startViaService(app.service, app.store, place, table, seed);
  SEEN_FACE_UP.clear();
  let played = 0;
  for (; played < steps; played++) {
    const before = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    for (const card of dealtFaceUp(before)) SEEN_FACE_UP.add(card);
    const command = nextBotCommand(before);
    if (!command) break;
    // Stop before the last command of a game: a finished game leaves its channel, and the log and
    // export below are asked for in the channel.
    const next = apply(before, command, CTX);
    if (next.ok && next.state.phase === "finished") break;
    const actor = actorOf(before, command.seat, table);
    const outcome = await app.service.handle(place, actor, { kind: "play", command: seatless(command) });
    expect(outcome.error, `${command.type}`).toBeUndefined();
    const after = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
    // Cards this very command dealt face up (Core Stability in the Status Phase it opened) are named in
    // its public lines: the table sees them as they are dealt.
    for (const card of dealtFaceUp(after)) SEEN_FACE_UP.add(card);
    const step = `step ${played}: ${command.type} by seat ${command.seat}`;
    checkOutcome(outcome, after, actor, step);
    checkViews(after, step);
  }
  // What any player may ask for: the log, the export and their own hand.
  const state = (await app.store.loadByChannel(place.guildId, place.channelId))?.state as GameState;
  const secrets = secretsOf(state);
  for (const actor of table) {
    const seat = state.players.findIndex((p) => p.userId === actor.userId);
    const others = secrets.filter((s) => s.seat !== seat);
    const log = await app.service.handle(place, actor, { kind: "log", last: 50 });
    expectNoSecretsIn(log.reply ?? "", others, `${actor.name}'s log`, state, seat);
    const hand = await app.service.handle(place, actor, { kind: "hand" });
    // The hand shows each of the holder's cards with its text, which may name another card (Faulty
    // Targeting Systems names Minelayers): those words are the holder's card, not another's secret.
    const ownTexts = (hand.hand ?? []).flatMap((g) => g.cards.map((c) => c.text));
    const handWords = ownTexts.reduce((text, t) => text.replaceAll(t, ""), hand.reply ?? "");
    expectNoSecretsIn(handWords, others, `${actor.name}'s hand`, state, seat);
    // The control: the same check finds a player's own secrets where they belong, in their hand.
    const own = secrets.filter((s) => s.seat === seat && s.what === "Secret Objective");
    expect(own.length).toBeGreaterThan(0);
    for (const s of own) expect(hand.reply).toContain(s.name);
    const exported = await app.service.handle(place, actor, { kind: "export" });
    expect(exported.file?.content.length ?? 0).toBeGreaterThan(0);
    expectNoSecretsInJson(exported.file?.content ?? "", secrets, `${actor.name}'s export`, state);
  }
  return played;
}
