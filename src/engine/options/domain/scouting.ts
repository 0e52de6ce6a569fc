/**
 * Scouting the counters before landing (RR §24.3, base p.33-34; SE errata p.13 for the razing's moment).
 *
 * Probing: right after the movement of a tactical action, a player with a Fighter in the system he
 * activated may look at all its face-down counters in secret; he may then land on none of those planets
 * in this activation. Lazax Survivors found so [recalled, base p.44]: the prober reveals them and gains
 * 1 victory point and 3 Action Cards, and the counter leaves the game.
 *
 * Razing: as the Planetary Landing step begins, each Dreadnought or War Sun of the active player there
 * may raze one face-down counter of the system: it leaves the game unresolved and that ship may not
 * bombard in this activation (Dreadnoughts raze first, interpretation); then a die per counter razed:
 * 1-7 nothing, 8-9 the razer loses 3 Action Cards at random, 10 the same and he exhausts every ready
 * planet. Razed Lazax Survivors are revealed instead and cost the razer every Action Card, every Trade
 * Good, every ready planet (exhausted) and his vote on the next agenda; no die is rolled then
 * (interpretation: the counter's own penalty replaces the die).
 */
import { getPlanet, type PlanetId } from "../../../content/index.ts";
import type { CardChoiceRule, CardChoiceTable } from "../../choices.ts";
import { pick, rollD10 } from "../../rng.ts";
import { ruleError } from "../../ruleError.ts";
import { askCardChoice } from "../../rules/actionCards/choice.ts";
import { drawActionCards } from "../../rules/actionCards/draw.ts";
import { count, planetsAt, spaceUnits } from "../../rules/units.ts";
import type { GameState, PlanetCard, PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { faceDownAmong, faceDownOn } from "./board.ts";

const LAZAX = "lazax-survivors";

function faceDownIn(state: GameState, position: PositionLabel): PlanetId[] {
  return faceDownAmong(state, planetsAt(state, position));
}

// ---- probing

/** hooks fleetMovedIn: the active player's ships are in; with a Fighter there he may probe. */
export function offerProbe(tx: Tx, seat: Seat, position: PositionLabel): void {
  if (count(spaceUnits(tx.state, position, seat), "fighter") === 0) return;
  if (faceDownIn(tx.state, position).length === 0) return;
  askCardChoice(tx, {
    effect: "domainProbe",
    prompt: `Distant Suns: probe the face-down Domain Counters of ${position} with your Fighters (you may not land on those planets this activation), or not`,
    awaiting: [seat],
    data: { position },
  });
}

function probe(tx: Tx, seat: Seat, position: PositionLabel): void {
  const planets = faceDownIn(tx.state, position);
  const seen = Object.fromEntries(planets.map((p) => [p, faceDownOn(tx.state, p)?.id]));
  tx.emit({ type: "domainCountersSeen", seat, counters: seen });
  tx.emit({ type: "domainPlanetsProbed", seat, position, planets });
  for (const planet of planets.filter((p) => seen[p] === LAZAX)) {
    tx.emit({ type: "domainCounterDiscarded", planet, counter: LAZAX, reason: "probed (Lazax Survivors)" });
    tx.emit({ type: "victoryPointsGained", seat, amount: 1, reason: "Lazax Survivors found by probing" });
    drawActionCards(tx, seat, 3);
  }
}

const domainProbe: CardChoiceRule = {
  check: (_s, _f, _seat, a) =>
    a.choice === "probe" || a.choice === "none"
      ? undefined
      : ruleError("ERR_DOMAIN_ANSWER", "RR §24.3 Probing", "Answer probe or none."),
  resolve(tx, frame, seat, a) {
    if (a.choice === "probe") probe(tx, seat, frame.data.position as PositionLabel);
  },
  // Not probing first: a probe bars landing on those planets, which the bot's landings would not know.
  options: () => [{ choice: "none" }, { choice: "probe" }],
};

/** hooks landingBlocked: no landing on a planet probed in this activation. */
export function probedPlanetBlocked(state: GameState, seat: Seat, planet: PlanetId) {
  const probed = state.distantSuns?.probed;
  if (!probed || probed.seat !== seat || probed.round !== state.round || !probed.planets.includes(planet))
    return undefined;
  const frame = state.stack.findLast((f) => f.kind === "tacticalAction");
  if (frame?.kind !== "tacticalAction" || frame.position !== probed.position) return undefined;
  return ruleError(
    "ERR_PROBED_PLANET",
    "RR §24.3 Probing",
    `You probed ${getPlanet(planet).name} in this activation: you may not land there now.`,
  );
}

// ---- razing

function razers(state: GameState, seat: Seat, position: PositionLabel): ("dreadnought" | "warSun")[] {
  const ships = spaceUnits(state, position, seat);
  const dn = Array.from({ length: count(ships, "dreadnought") }, () => "dreadnought" as const);
  return [...dn, ...Array.from({ length: count(ships, "warSun") }, () => "warSun" as const)];
}

/** hooks landingsBegin: Dreadnoughts and War Suns of the active player may raze counters there. */
export function offerRazing(tx: Tx, seat: Seat, position: PositionLabel): void {
  const ships = razers(tx.state, seat, position).length;
  if (ships === 0 || faceDownIn(tx.state, position).length === 0) return;
  askCardChoice(tx, {
    effect: "domainRaze",
    prompt: `Distant Suns: raze face-down Domain Counters of ${position}, one per Dreadnought or War Sun (up to ${ships}; a razing ship may not bombard this activation), or none`,
    awaiting: [seat],
    data: { position },
  });
}

function readyPlanets(state: GameState, seat: Seat): PlanetId[] {
  const held = state.players[seat]?.planets as Record<PlanetId, PlanetCard>;
  return (Object.keys(held) as PlanetId[]).filter((p) => !held[p]?.exhausted);
}

function exhaustAll(tx: Tx, seat: Seat, reason: string): void {
  const planets = readyPlanets(tx.state, seat);
  if (planets.length > 0) tx.emit({ type: "planetsExhausted", seat, planets, reason });
}

function loseCardsAtRandom(tx: Tx, seat: Seat, n: number): void {
  for (let i = 0; i < n; i++) {
    const hand = tx.state.players[seat]?.secret.actionCards ?? [];
    if (hand.length === 0) return;
    const drawn = pick(tx.state.rng, hand);
    tx.emit({ type: "actionCardLostAtRandom", seat, card: drawn.value, rng: drawn.rng });
  }
}

function razeLazax(tx: Tx, seat: Seat, planet: PlanetId): void {
  const reason = "razed Lazax Survivors";
  tx.emit({ type: "domainCounterDiscarded", planet, counter: LAZAX, reason });
  const p = tx.state.players[seat];
  if (p && p.secret.actionCards.length > 0)
    tx.emit({ type: "actionCardsDiscarded", seat, cards: [...p.secret.actionCards] });
  exhaustAll(tx, seat, reason);
  if (p && p.tradeGoods > 0) tx.emit({ type: "tradeGoodsSpent", seat, amount: p.tradeGoods, reason });
  tx.emit({ type: "domainVoteBarred", seat });
}

function raze(tx: Tx, seat: Seat, position: PositionLabel, planets: readonly PlanetId[]): void {
  const ships = razers(tx.state, seat, position);
  planets.forEach((planet, i) => {
    const lazax = faceDownOn(tx.state, planet)?.id === LAZAX;
    tx.emit({ type: "domainCounterRazed", seat, position, planet, ship: ships[i] ?? "dreadnought" });
    if (lazax) {
      razeLazax(tx, seat, planet);
      return;
    }
    tx.emit({ type: "domainCounterDiscarded", planet, counter: null, reason: "razed" });
    const [die] = rollDomainDie(tx, seat, planet);
    if (die >= 8) loseCardsAtRandom(tx, seat, 3);
    if (die === 10) exhaustAll(tx, seat, "razing (a 10)");
  });
}

function rollDomainDie(tx: Tx, seat: Seat, planet: PlanetId): [number] {
  const drawn = rollD10(tx.state.rng, 1);
  tx.emit({ type: "domainDiceRolled", seat, planet, reason: "razing", dice: drawn.value, rng: drawn.rng });
  return [drawn.value[0] as number];
}

const domainRaze: CardChoiceRule = {
  check(state, frame, seat, a) {
    const position = frame.data.position as PositionLabel;
    const named = a.planets ?? [];
    const open = faceDownIn(state, position);
    const ok =
      new Set(named).size === named.length &&
      named.every((p) => open.includes(p)) &&
      named.length <= razers(state, seat, position).length;
    return ok
      ? undefined
      : ruleError(
          "ERR_DOMAIN_ANSWER",
          "RR §24.3 Razing",
          `Name up to ${razers(state, seat, position).length} planet(s) of ${position} holding a face-down counter, or none.`,
        );
  },
  resolve(tx, frame, seat, a) {
    raze(tx, seat, frame.data.position as PositionLabel, a.planets ?? []);
  },
  // Razing risks the hand: the bot and the deadline leave the counters alone.
  options: () => [{ planets: [] }],
};

export const SCOUTING_CHOICES: CardChoiceTable = { domainProbe, domainRaze };
