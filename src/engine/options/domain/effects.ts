/**
 * What each Domain Counter does when it is revealed by a landing (SE p.20 prints every face; RR §24.3).
 * Counters that need an answer ask it as a card choice (choices.ts: the command, the bot's and the
 * deadline's answers come with it); the natives' fights are natives.ts; every die comes from the game's
 * generator and is carried in a `domainDiceRolled` or `combatRolled` event.
 */
import { type DomainCounter, getPlanet, type PlanetId } from "../../../content/index.ts";
import { nextInt, rollD10 } from "../../rng.ts";
import { askCardChoice } from "../../rules/actionCards/choice.ts";
import { destroyUnits } from "../../rules/combat/losses.ts";
import { activePlayers, clockwiseFrom } from "../../rules/players.ts";
import { controllerOf, gainPlanet } from "../../rules/tactical/control.ts";
import { researchableTechnologies } from "../../rules/technology/research.ts";
import { gainTradeGoods } from "../../rules/trade/agreements.ts";
import {
  count,
  GROUND_TYPES,
  onlyTypes,
  plasticLeft,
  spaceUnits,
  totalUnits,
  unitsIn,
} from "../../rules/units.ts";
import type { PositionLabel, Seat } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { faceDownAmong } from "./board.ts";
import { adsShipOptions, dockRoom, hiddenFactoryOptions, pdsRoom } from "./choiceRules.ts";
import { startNativesCombat } from "./natives.ts";
import { discardCounter, landingFails } from "./outcome.ts";

export interface Reveal {
  seat: Seat;
  position: PositionLabel;
  planet: PlanetId;
  counter: DomainCounter;
}

function ground(tx: Tx, r: Reveal) {
  return onlyTypes(unitsIn(tx.state.board[r.position]?.planets[r.planet], r.seat), GROUND_TYPES);
}

/** Rolls dice that are not combat rolls, recorded with the generator's next state. */
export function rollDomainDice(tx: Tx, seat: Seat, planet: PlanetId, reason: string, n: number): number[] {
  const drawn = rollD10(tx.state.rng, n);
  tx.emit({ type: "domainDiceRolled", seat, planet, reason, dice: drawn.value, rng: drawn.rng });
  return drawn.value;
}

/** A card choice under the counter's own effect key (choiceRules.ts). */
function ask(tx: Tx, r: Reveal, prompt: string, awaiting: Seat[], data = {}): void {
  askCardChoice(tx, {
    effect: r.counter.effect,
    prompt: `${r.counter.name} on ${getPlanet(r.planet).name}: ${prompt}`,
    awaiting,
    data: { seat: r.seat, planet: r.planet, position: r.position, counter: r.counter.id, ...data },
  });
}

type Effect = (tx: Tx, r: Reveal) => void;

const EFFECTS: Readonly<Record<DomainCounter["effect"], Effect>> = {
  peacefulAnnexation() {},
  naturalWealth(tx, r) {
    gainTradeGoods(tx, r.seat, r.counter.value ?? 0, r.counter.name);
  },
  technologicalSociety(tx, r) {
    // The player on the lander's left chooses among the advances he could take (SE p.20).
    const left = clockwiseFrom(tx.state, r.seat)[1];
    if (left === undefined || researchableTechnologies(tx.state, r.seat).length === 0) return;
    ask(tx, r, "choose the free technology the lander gains", [left]);
  },
  industrialSociety(tx, r) {
    tx.emit({ type: "planetsRefreshed", seat: r.seat, planets: [r.planet] });
    if (dockRoom(tx.state, r.seat, r.position, r.planet))
      ask(tx, r, "place a free Space Dock here, or not", [r.seat]);
  },
  biohazard(tx, r) {
    // The first Ground Force to land dies; with none left the landing fails and the counter stays.
    const units = ground(tx, r);
    const first = count(units, "groundForce") > 0 ? "groundForce" : "shockTroop";
    destroyUnits(tx, r.seat, r.position, r.planet, { [first]: 1 }, r.counter.name);
    if (totalUnits(ground(tx, r)) === 0) landingFails(tx, r.seat, r.position, r.planet, r.counter.name);
    else discardCounter(tx, r.planet, r.counter, "the planet is taken");
  },
  radiation(tx, r) {
    landingFails(tx, r.seat, r.position, r.planet, r.counter.name);
  },
  hostileLocals(tx, r) {
    startNativesCombat(tx, r, "ground");
  },
  fighterAmbush(tx, r) {
    startNativesCombat(tx, r, "space");
  },
  lazaxSurvivors(tx, r) {
    // The lander takes the counter: 3 more votes on every later agenda (SE p.20).
    tx.emit({ type: "lazaxSurvivorsTaken", seat: r.seat, planet: r.planet });
  },
  settlers(tx, r) {
    const landed = ground(tx, r);
    tx.emit({ type: "unitsLifted", seat: r.seat, position: r.position, planet: r.planet, units: landed });
    const [die] = rollDomainDice(tx, r.seat, r.planet, r.counter.name, 1);
    if ((die ?? 0) >= 6) {
      settle(tx, r.seat, r);
      return;
    }
    const others = activePlayers(tx.state).filter((p) => p.seat !== r.seat);
    if (others.length === 0) return;
    const drawn = nextInt(tx.state.rng, others.length);
    const pick = others[drawn.value]?.seat as Seat;
    const reason = `a random opponent, one of ${others.length}`;
    tx.emit({
      type: "domainDiceRolled",
      seat: r.seat,
      planet: r.planet,
      reason,
      dice: [drawn.value + 1],
      rng: drawn.rng,
    });
    landingFails(tx, r.seat, r.position, r.planet, r.counter.name);
    settle(tx, pick, r);
  },
  wormholeDiscovery() {
    // The counter stays in the system: its wormhole joins movement (options/distantSuns.ts, adjacency).
  },
  nativeIntelligence(tx, r) {
    const anywhere = faceDownAmong(
      tx.state,
      Object.values(tx.state.board).flatMap((s) => Object.keys(s.planets) as PlanetId[]),
    );
    if (anywhere.length > 0) ask(tx, r, "name a planet whose face-down counter you look at", [r.seat]);
  },
  hiddenFactory(tx, r) {
    if (hiddenFactoryOptions(tx.state, r.seat).length > 1)
      ask(tx, r, "name free ships worth up to 2 resources to place here", [r.seat]);
  },
  hostageSituation(tx, r) {
    const landed = totalUnits(ground(tx, r));
    const tradeGoods = tx.state.players[r.seat]?.tradeGoods ?? 0;
    if (tradeGoods < landed) landingFails(tx, r.seat, r.position, r.planet, r.counter.name);
    else ask(tx, r, `pay ${landed} Trade Good(s) or lose the landing`, [r.seat], { ransom: landed });
  },
  automatedDefenseSystem(tx, r) {
    const hits = rollDomainDice(tx, r.seat, r.planet, r.counter.name, 2).filter((d) => d >= 6).length;
    const lost = Math.min(hits, count(ground(tx, r), "groundForce"));
    if (lost > 0) destroyUnits(tx, r.seat, r.position, r.planet, { groundForce: lost }, r.counter.name);
    const held = totalUnits(ground(tx, r)) > 0;
    if (!held) landingFails(tx, r.seat, r.position, r.planet, r.counter.name);
    else discardCounter(tx, r.planet, r.counter, "the planet is taken");
    if (held && pdsRoom(tx.state, r.seat, r.position, r.planet))
      ask(tx, r, "place a free PDS here, or not", [r.seat], { step: "pds" });
    const ships = Math.min(hits, totalUnits(shipsIn(tx, r)));
    if (ships === 0) return;
    const options = adsShipOptions(tx.state, r.seat, r.position, ships);
    if (options.length === 1) destroyUnits(tx, r.seat, r.position, null, options[0] ?? {}, r.counter.name);
    else ask(tx, r, `name ${ships} of your ships here that are lost`, [r.seat], { step: "ships", ships });
  },
};

function shipsIn(tx: Tx, r: Reveal) {
  const {
    groundForce: _g,
    shockTroop: _s,
    pds: _p,
    spaceDock: _d,
    ...ships
  } = spaceUnits(tx.state, r.position, r.seat);
  return ships;
}

/** Settlers: 2 free Ground Forces of this player on the planet, which is his. */
function settle(tx: Tx, seat: Seat, r: Reveal): void {
  const left = plasticLeft(tx.state, seat, "groundForce");
  const n = left === null ? 2 : Math.min(2, left);
  const reason = r.counter.name;
  if (n > 0)
    tx.emit({
      type: "unitsPlaced",
      seat,
      position: r.position,
      planet: r.planet,
      units: { groundForce: n },
      reason,
    });
  if (n > 0 && controllerOf(tx.state, r.planet) !== seat) gainPlanet(tx, seat, r.planet);
}

export function carryOut(tx: Tx, r: Reveal): void {
  EFFECTS[r.counter.effect](tx, r);
}
