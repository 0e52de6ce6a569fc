/**
 * The answers Domain Counters ask for, as card choices (choices.ts): each rule checks an answer, carries
 * it out and lists the legal answers (the bot's candidates and the deadline's default, the first).
 * The frame's data names the lander, the planet, its system and the counter.
 */
import {
  type DomainCounterId,
  getDomainCounter,
  getPlanet,
  getUnit,
  type PlanetId,
  type UnitType,
} from "../../../content/index.ts";
import type { CardChoiceAnswer, CardChoiceRule, CardChoiceTable } from "../../choices.ts";
import type { Frame } from "../../frames.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { destroyUnits, loseCargo, removeUnsupportedFighters } from "../../rules/combat/losses.ts";
import { researchableTechnologies } from "../../rules/technology/research.ts";
import {
  containsCounts,
  count,
  docksFloat,
  plasticLeft,
  spaceUnits,
  tidy,
  totalUnits,
  unitsIn,
} from "../../rules/units.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import { faceDownAmong, faceDownOn } from "./board.ts";
import { landingFails } from "./outcome.ts";
import { SCOUTING_CHOICES } from "./scouting.ts";

type ChoiceFrame = Extract<Frame, { kind: "cardChoice" }>;

export interface CounterAt {
  seat: Seat;
  planet: PlanetId;
  position: PositionLabel;
  counter: DomainCounterId;
}

export function counterAt(frame: ChoiceFrame): CounterAt {
  const d = frame.data;
  return {
    seat: d.seat as Seat,
    planet: d.planet as PlanetId,
    position: d.position as PositionLabel,
    counter: d.counter as DomainCounterId,
  };
}

function refused(c: CounterAt, message: string): RuleError {
  return ruleError("ERR_DOMAIN_ANSWER", `${getDomainCounter(c.counter).name} (SE p.20)`, message);
}

/**
 * A yes-or-no answer: `yes` carries the counter's gift out while `room` allows it (asked again at the
 * answer: another landing of the same action may have used the room); the gift comes first.
 */
function yesOrNo(
  yes: string,
  room: (state: GameState, c: CounterAt) => boolean,
  give: (tx: Parameters<CardChoiceRule["resolve"]>[0], c: CounterAt) => void,
): CardChoiceRule {
  return {
    check(state, frame, _seat, a) {
      const c = counterAt(frame);
      if (a.choice === yes && !room(state, c)) return refused(c, "There is no room for it any more.");
      return a.choice === yes || a.choice === "none" ? undefined : refused(c, `Answer ${yes} or none.`);
    },
    resolve: (tx, frame, _seat, a) => {
      if (a.choice === yes) give(tx, counterAt(frame));
    },
    options: (state, frame) =>
      room(state, counterAt(frame)) ? [{ choice: yes }, { choice: "none" }] : [{ choice: "none" }],
  };
}

export function dockRoom(state: GameState, seat: Seat, position: PositionLabel, planet: PlanetId): boolean {
  const onPlanet = (state.board[position]?.planets[planet] ?? []).some(
    (f) => count(f.units, "spaceDock") > 0,
  );
  return plasticLeft(state, seat, "spaceDock") !== 0 && (docksFloat(state, seat) || !onPlanet);
}

export function pdsRoom(state: GameState, seat: Seat, position: PositionLabel, planet: PlanetId): boolean {
  const pds = count(unitsIn(state.board[position]?.planets[planet], seat), "pds");
  return pds < 2 && plasticLeft(state, seat, "pds") !== 0;
}

function place(
  tx: Parameters<CardChoiceRule["resolve"]>[0],
  c: CounterAt,
  units: UnitCounts,
  onPlanet: boolean,
): void {
  const where = onPlanet ? { planet: c.planet } : {};
  const reason = getDomainCounter(c.counter).name;
  tx.emit({ type: "unitsPlaced", seat: c.seat, position: c.position, ...where, units, reason });
}

// ---- Hidden Factory: free ships worth up to 2 resources, in this system

const FACTORY_TYPES: readonly UnitType[] = ["cruiser", "destroyer", "fighter"];

function worth(units: UnitCounts): number {
  return Object.entries(units).reduce((sum, [t, n]) => {
    const unit = getUnit(t as UnitType);
    return sum + Math.ceil((n ?? 0) / (unit.unitsPerCost ?? 1)) * (unit.cost ?? 99);
  }, 0);
}

function factoryRefusal(state: GameState, seat: Seat, units: UnitCounts): string | undefined {
  if (Object.keys(units).some((t) => !FACTORY_TYPES.includes(t as UnitType)))
    return "Name Cruisers, Destroyers or Fighters: nothing else fits in 2 resources.";
  if (worth(units) > 2) return "Those ships are worth more than 2 resources.";
  const short = Object.entries(units).find(([t, n]) => {
    const left = plasticLeft(state, seat, t as UnitType);
    return left !== null && left < (n ?? 0);
  });
  return short
    ? `You have too few ${getUnit(short[0] as UnitType).name}s left in reinforcements.`
    : undefined;
}

export function hiddenFactoryOptions(state: GameState, seat: Seat): CardChoiceAnswer[] {
  const sets: UnitCounts[] = [
    { cruiser: 1 },
    { destroyer: 2 },
    { destroyer: 1, fighter: 2 },
    { destroyer: 1 },
    {},
  ];
  return sets.filter((u) => factoryRefusal(state, seat, u) === undefined).map((units) => ({ units }));
}

const hiddenFactory: CardChoiceRule = {
  check(state, frame, seat, a) {
    const why = factoryRefusal(state, seat, tidy(a.units ?? {}));
    return why ? refused(counterAt(frame), why) : undefined;
  },
  resolve(tx, frame, _seat, a) {
    const c = counterAt(frame);
    const units = tidy(a.units ?? {});
    if (totalUnits(units) === 0) return;
    place(tx, c, units, false);
    removeUnsupportedFighters(tx, c.seat, c.position);
  },
  options: (state, frame) => hiddenFactoryOptions(state, counterAt(frame).seat),
};

// ---- Automated Defense System: the ships lost (step "ships"), the free PDS (step "pds")

const SHIP_ORDER: readonly UnitType[] = [
  "fighter",
  "destroyer",
  "cruiser",
  "carrier",
  "dreadnought",
  "warSun",
];

/** Ways to lose `n` ships here, the cheapest first. */
export function adsShipOptions(
  state: GameState,
  seat: Seat,
  position: PositionLabel,
  n: number,
): UnitCounts[] {
  const ships = spaceUnits(state, position, seat);
  const types = SHIP_ORDER.filter((t) => count(ships, t) > 0);
  return types.map((first) => {
    const lost: UnitCounts = {};
    let left = n;
    for (const t of [first, ...types.filter((x) => x !== first)]) {
      const take = Math.min(left, count(ships, t) - count(lost, t));
      if (take > 0) lost[t] = (lost[t] ?? 0) + take;
      left -= Math.max(0, take);
    }
    return lost;
  });
}

const automatedDefenseSystem: CardChoiceRule = {
  check(state, frame, seat, a) {
    const c = counterAt(frame);
    if (frame.data.step === "pds") {
      if (a.choice === "pds" && !pdsRoom(state, seat, c.position, c.planet))
        return refused(c, "There is no room for another PDS of yours there.");
      return a.choice === "pds" || a.choice === "none" ? undefined : refused(c, "Answer pds or none.");
    }
    const units = tidy(a.units ?? {});
    const ships = Number(frame.data.ships);
    const only = Object.keys(units).every((t) => SHIP_ORDER.includes(t as UnitType));
    if (!only || totalUnits(units) !== ships || !containsCounts(spaceUnits(state, c.position, seat), units))
      return refused(c, `Name ${ships} of your ships in ${c.position}.`);
    return undefined;
  },
  resolve(tx, frame, _seat, a) {
    const c = counterAt(frame);
    if (frame.data.step === "pds") {
      if (a.choice === "pds") place(tx, c, { pds: 1 }, true);
      return;
    }
    destroyUnits(tx, c.seat, c.position, null, tidy(a.units ?? {}), getDomainCounter(c.counter).name);
    loseCargo(tx, c.seat, c.position);
  },
  options(state, frame) {
    const c = counterAt(frame);
    if (frame.data.step === "pds")
      return pdsRoom(state, c.seat, c.position, c.planet)
        ? [{ choice: "pds" }, { choice: "none" }]
        : [{ choice: "none" }];
    return adsShipOptions(state, c.seat, c.position, Number(frame.data.ships)).map((units) => ({ units }));
  },
};

// ---- Technological Society, Native Intelligence, Hostage Situation

const technologicalSociety: CardChoiceRule = {
  check(state, frame, _seat, a) {
    const c = counterAt(frame);
    const open = researchableTechnologies(state, c.seat);
    return a.choice !== undefined && open.includes(a.choice as (typeof open)[number])
      ? undefined
      : refused(c, "Name a technology the lander does not own and has the prerequisites for.");
  },
  resolve(tx, frame, _seat, a) {
    const c = counterAt(frame);
    tx.emit({
      type: "technologyGained",
      seat: c.seat,
      technology: a.choice as string,
      via: "technologicalSociety",
    });
  },
  options: (state, frame) =>
    researchableTechnologies(state, counterAt(frame).seat).map((choice) => ({ choice })),
};

function allFaceDown(state: GameState): PlanetId[] {
  return faceDownAmong(
    state,
    Object.values(state.board).flatMap((s) => Object.keys(s.planets) as PlanetId[]),
  );
}

const nativeIntelligence: CardChoiceRule = {
  check(state, frame, _seat, a) {
    const [planet, ...more] = a.planets ?? [];
    return planet !== undefined && more.length === 0 && allFaceDown(state).includes(planet)
      ? undefined
      : refused(counterAt(frame), "Name one planet that holds a face-down Domain Counter.");
  },
  resolve(tx, _frame, seat, a) {
    const planet = (a.planets ?? [])[0] as PlanetId;
    const face = faceDownOn(tx.state, planet);
    if (face) tx.emit({ type: "domainCountersSeen", seat, counters: { [planet]: face.id } });
  },
  options: (state) => allFaceDown(state).map((planet) => ({ planets: [planet] })),
};

/** What a Hostage Situation's lander holds now (two landings in one system may both ask). */
function canPay(state: GameState, frame: ChoiceFrame): boolean {
  return (state.players[counterAt(frame).seat]?.tradeGoods ?? 0) >= Number(frame.data.ransom);
}

const hostageSituation: CardChoiceRule = {
  check(state, frame, _seat, a) {
    const c = counterAt(frame);
    if (a.choice === "pay" && !canPay(state, frame))
      return refused(c, `You hold fewer than ${Number(frame.data.ransom)} Trade Goods: the landing is lost.`);
    return a.choice === "pay" || a.choice === "lose" ? undefined : refused(c, "Answer pay or lose.");
  },
  resolve(tx, frame, _seat, a) {
    const c = counterAt(frame);
    const name = getDomainCounter(c.counter).name;
    if (a.choice === "lose") {
      landingFails(tx, c.seat, c.position, c.planet, name);
      return;
    }
    const amount = Number(frame.data.ransom);
    tx.emit({
      type: "tradeGoodsSpent",
      seat: c.seat,
      amount,
      reason: `${name} on ${getPlanet(c.planet).name}`,
    });
  },
  options: (state, frame) =>
    canPay(state, frame) ? [{ choice: "pay" }, { choice: "lose" }] : [{ choice: "lose" }],
};

export const DOMAIN_CHOICES: CardChoiceTable = {
  technologicalSociety,
  industrialSociety: yesOrNo(
    "spaceDock",
    (state, c) => dockRoom(state, c.seat, c.position, c.planet),
    (tx, c) => {
      place(tx, c, { spaceDock: 1 }, !docksFloat(tx.state, c.seat));
    },
  ),
  nativeIntelligence,
  hiddenFactory,
  hostageSituation,
  automatedDefenseSystem,
  ...SCOUTING_CHOICES,
};
