/**
 * The Ministers (RR §20, Elect a player laws) and the moments their holders are asked (lawUse.ts runs
 * the question and the answer):
 * - Minister of War: before the first round of each of his Space Battles he may spend a Strategy
 *   Allocation counter for one hit on the enemy fleet that draws no return fire; the law stays.
 * - Minister of Peace: when a fleet moves into a system holding another player's ships, neither fleet
 *   his, he may discard the law to stop the move: the ships go back whence they came (with what they
 *   picked up), and the system stays activated.
 * - Minister of Internal Security: at any time he may discard the law to destroy up to 4 Ground Forces on
 *   Mecatol Rex. Offered beside his own turn, and asked as an Invasion Combat on Mecatol Rex begins.
 *   Interpretation: one player's Ground Forces per use (named when several players have some there);
 *   Shock Troops count as Ground Forces (SE p.10) and go after them.
 */
import { getPoliticalCard, type PoliticalCardId } from "../../../../content/index.ts";
import type { Decision } from "../../../decisions.ts";
import type { GameEvent } from "../../../events.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { GameState, PositionLabel, Seat } from "../../../state.ts";
import type { Tx } from "../../../tx.ts";
import { pushCasualties } from "../../combat/casualties.ts";
import type { InvasionFrame, SpaceBattleFrame } from "../../combat/frames.ts";
import { destroyUnits } from "../../combat/losses.ts";
import { MECATOL_REX } from "../../objectives/board.ts";
import { nameOf, player } from "../../players.ts";
import { count, positionOfPlanet, seatsWithShips } from "../../units.ts";
import type { LawUseFrame } from "../frames.ts";
import { electedSeats, lawInPlay } from "../laws.ts";
import type { LawPower, UseLaw } from "./lawUse.ts";

/** Minister of Internal Security: the Ground Forces one use destroys at most. */
export const INTERNAL_SECURITY_LIMIT = 4;

/** The law in play with this effect key and its one holder still in the game. */
export function heldLaw(state: GameState, effect: string): { card: PoliticalCardId; seat: Seat } | undefined {
  const law = lawInPlay(state, effect);
  const seat = law ? electedSeats(law)[0] : undefined;
  if (!law || seat === undefined || player(state, seat).eliminated) return undefined;
  return { card: law.card, seat };
}

/** Asks the holder whether he uses the law now; the procedure under way waits beneath the question. */
export function askLawUse(
  tx: Tx,
  frame: Omit<LawUseFrame, "kind" | "moves" | "lifts"> & Partial<LawUseFrame>,
) {
  tx.emit({ type: "framePushed", frame: { moves: [], lifts: [], ...frame, kind: "lawUse" } });
}

function discard(tx: Tx, card: PoliticalCardId, seat: Seat): void {
  tx.emit({ type: "lawRepealed", card, reason: `${nameOf(tx.state, seat)} used it` });
}

// ---- Minister of War

/** A Space Battle opens (hooks/combat.ts spaceBattleOpening): its holder, fighting in it, is asked. */
export function ministerOfWarAsked(tx: Tx, battle: SpaceBattleFrame): void {
  const held = heldLaw(tx.state, "ministerOfWar");
  if (!held || (held.seat !== battle.attacker && held.seat !== battle.defender)) return;
  const against = held.seat === battle.attacker ? battle.defender : battle.attacker;
  const bothFleets = [held.seat, against].every((s) => seatsWithShips(tx.state, battle.position).includes(s));
  if (!bothFleets || player(tx.state, held.seat).counters.strategy < 1) return;
  askLawUse(tx, { card: held.card, seat: held.seat, position: battle.position, against });
}

const ministerOfWar: LawPower = {
  check(state, seat) {
    if (player(state, seat).counters.strategy >= 1) return undefined;
    return ruleError(
      "ERR_MINISTER_OF_WAR",
      "RR §20 Minister of War",
      "Minister of War costs a Strategy Allocation counter, and yours is empty.",
    );
  },
  use(tx, seat, _command, asked) {
    if (!asked || asked.against === null) return;
    tx.emit({ type: "commandCountersSpent", seat, counters: { strategy: 1 }, reason: "Minister of War" });
    const volley = {
      shooter: seat,
      target: asked.against,
      roll: "ministerOfWar" as const,
      dice: [],
      hits: 1,
    };
    pushCasualties(tx, {
      position: asked.position,
      planet: null,
      on: "ships",
      volleys: [volley],
      reason: "Minister of War",
    });
  },
};

// ---- Minister of Peace

/**
 * Ships of `seat` just moved into the system he activated (hooks/tactical.ts fleetMovedIn): where another
 * player's ships wait there and the holder owns neither fleet, he is asked.
 */
export function ministerOfPeaceAsked(
  tx: Tx,
  seat: Seat,
  position: PositionLabel,
  events: readonly GameEvent[],
) {
  const held = heldLaw(tx.state, "ministerOfPeace");
  const moves = events.flatMap((e) => (e.type === "unitsMoved" && e.seat === seat ? [e] : []));
  if (!held || held.seat === seat || !moves.some((m) => m.to === position)) return;
  const others = seatsWithShips(tx.state, position).filter((s) => s !== seat);
  if (others.length === 0 || others.includes(held.seat)) return;
  askLawUse(tx, {
    card: held.card,
    seat: held.seat,
    position,
    against: seat,
    moves: moves.map(({ from, to, path, units, damaged }) => ({
      from,
      to,
      path,
      units,
      ...(damaged ? { damaged } : {}),
    })),
    lifts: events.flatMap((e) =>
      e.type === "unitsLifted" && e.seat === seat
        ? [{ position: e.position, planet: e.planet, units: e.units }]
        : [],
    ),
  });
}

const ministerOfPeace: LawPower = {
  check: () => undefined,
  use(tx, seat, _command, asked) {
    if (!asked || asked.against === null) return;
    discard(tx, asked.card, seat);
    const mover = asked.against;
    for (const m of [...asked.moves].reverse()) {
      const back = { seat: mover, from: m.to, to: m.from, path: [...m.path].reverse(), units: m.units };
      tx.emit({ type: "unitsMoved", ...back, ...(m.damaged ? { damaged: m.damaged } : {}) });
    }
    for (const l of [...asked.lifts].reverse())
      tx.emit({ type: "unitsLanded", seat: mover, position: l.position, planet: l.planet, units: l.units });
  },
};

// ---- Minister of Internal Security

/** Ground Forces and Shock Troops on Mecatol Rex, by player. */
export function mecatolGround(state: GameState): { seat: Seat; ground: number; shock: number }[] {
  const position = positionOfPlanet(state, MECATOL_REX);
  const forces = position === null ? [] : (state.board[position]?.planets[MECATOL_REX] ?? []);
  return forces
    .map((f) => ({
      seat: f.seat,
      ground: count(f.units, "groundForce"),
      shock: count(f.units, "shockTroop"),
    }))
    .filter((f) => f.ground + f.shock > 0);
}

/** An Invasion Combat begins (hooks/combat.ts invasionStarting): on Mecatol Rex, the holder is asked. */
export function internalSecurityAsked(tx: Tx, invasion: InvasionFrame): void {
  const held = heldLaw(tx.state, "ministerOfInternalSecurity");
  if (!held || invasion.planet !== MECATOL_REX) return;
  if (!mecatolGround(tx.state).some((f) => f.seat !== held.seat)) return;
  askLawUse(tx, { card: held.card, seat: held.seat, position: invasion.position, against: null });
}

/** Beside the holder's own turn: one answer per player with Ground Forces on Mecatol Rex. */
function internalSecurityOffers(state: GameState, seat: Seat): Decision[] {
  const held = heldLaw(state, "ministerOfInternalSecurity");
  const targets = mecatolGround(state).map((f) => f.seat);
  if (held?.seat !== seat || targets.length === 0) return [];
  const name = getPoliticalCard(held.card).name;
  return [
    {
      kind: "useLaw",
      seat,
      simultaneous: false,
      optional: true,
      prompt: `optionally discard ${name} to destroy up to ${INTERNAL_SECURITY_LIMIT} Ground Forces on Mecatol Rex`,
      choices: targets.map((target) => `use.${held.card}.${target}`),
    },
  ];
}

function securityTarget(state: GameState, command: UseLaw): { seat: Seat; n: number } | RuleError {
  const rule = "RR §20 Minister of Internal Security";
  const forces = mecatolGround(state);
  const named = command.target ?? (forces.length === 1 ? forces[0]?.seat : undefined);
  const force = forces.find((f) => f.seat === named);
  if (!force) {
    const whose = forces.map((f) => `${nameOf(state, f.seat)} (seat ${f.seat})`).join(", ") || "nobody's";
    return ruleError("ERR_INTERNAL_SECURITY", rule, `Name whose Ground Forces on Mecatol Rex go: ${whose}.`);
  }
  const n = command.amount ?? Math.min(INTERNAL_SECURITY_LIMIT, force.ground + force.shock);
  if (n < 1 || n > INTERNAL_SECURITY_LIMIT || n > force.ground + force.shock) {
    return ruleError(
      "ERR_INTERNAL_SECURITY",
      rule,
      `Destroy from 1 to ${Math.min(INTERNAL_SECURITY_LIMIT, force.ground + force.shock)} of those Ground Forces.`,
    );
  }
  return { seat: force.seat, n };
}

const ministerOfInternalSecurity: LawPower = {
  check: (state, _seat, command) => {
    const target = securityTarget(state, command);
    return "code" in target ? target : undefined;
  },
  use(tx, seat, command) {
    const target = securityTarget(tx.state, command);
    const position = positionOfPlanet(tx.state, MECATOL_REX);
    if ("code" in target || position === null) return;
    discard(tx, command.card, seat);
    const here = tx.state.board[position]?.planets[MECATOL_REX]?.find((f) => f.seat === target.seat)?.units;
    const ground = Math.min(target.n, count(here, "groundForce"));
    const units = { groundForce: ground, shockTroop: target.n - ground };
    destroyUnits(tx, target.seat, position, MECATOL_REX, units, "Minister of Internal Security");
  },
  offers: internalSecurityOffers,
};

export const MINISTERS: Readonly<Record<string, LawPower>> = {
  ministerOfWar,
  ministerOfPeace,
  ministerOfInternalSecurity,
};
