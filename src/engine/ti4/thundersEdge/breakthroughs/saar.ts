/**
 * The Clan of Saar's breakthrough, Deorbit Barrage (TE "Breakthroughs and Synergy"; the card's text as the
 * community bot's breakthrough data gives it): as an action (LRR 22, a component action), its holder
 * exhausts the card and spends any amount of resources to name a planet up to 2 systems from an asteroid
 * field holding its ships; it rolls one die per resource spent, and each roll of 4 or more is a hit on a
 * ground force on that planet.
 *
 * Read here: "2 systems away" counts by adjacency (LRR 6, wormholes included) from the asteroid field;
 * the planet named holds another player's ground forces (the first such player in seat order takes the
 * hits) [recalled: the card names no owner]. The hits destroy that player's ground forces, infantry
 * first; Mecatol plays no Prophecy of Kings, so there are no mechs to sustain damage (LRR 87). The dice
 * come from the game's seeded generator, logged in `ti4DeorbitBarrageRolled`. The card is readied as the
 * status phase ends (breakthroughs.ts).
 */
import { TI4_GROUND_FORCE_TYPES, TI4_SHIP_TYPES, type Ti4PlanetId } from "../../../../content/ti4/index.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { Decision } from "../../../kernel/decision.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { rollD10 } from "../../../rng.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import { boardPlanets } from "../../actionCards/effect.ts";
import { destroyUnitsDirectly } from "../../board/destroyed.ts";
import { countUnits, unitsIn } from "../../board/forces.ts";
import { systemAt, systemPositions, ti4Neighbours } from "../../board/galaxy.ts";
import type { Ti4Command } from "../../commands.ts";
import { pay } from "../../economy/spend.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import { takeComponentAction } from "../../round/actionPhase.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../../state.ts";
import { breakthroughReady, exhaustBreakthrough } from "../breakthroughs.ts";

const RULE = "TE Breakthroughs and Synergy: Deorbit Barrage";

/** A die hits on this or more. */
export const DEORBIT_BARRAGE_HITS_ON = 4;
/** How far from the asteroid field the planet may be. */
const REACH = 2;

/** The systems up to 2 away from an asteroid field holding `seat`'s ships. */
function inReach(state: Ti4State, seat: Seat): Set<PositionLabel> {
  const fields = systemPositions(state).filter(
    (position) =>
      systemAt(state, position)?.anomalies.includes("asteroidField") &&
      countUnits(unitsIn(state.board[position], seat), TI4_SHIP_TYPES) > 0,
  );
  const reached = new Set(fields);
  let edge = fields;
  for (let step = 0; step < REACH; step++) {
    edge = edge.flatMap((p) => ti4Neighbours(state, p)).filter((p) => !reached.has(p));
    for (const p of edge) reached.add(p);
  }
  return reached;
}

/** The first other player with ground forces on `planet`, in seat order (undefined: none). */
function defenderOn(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
  planet: Ti4PlanetId,
): Seat | undefined {
  return (state.board[position]?.planets[planet] ?? []).find(
    (force) => force.seat !== seat && countUnits(force.units, TI4_GROUND_FORCE_TYPES) > 0,
  )?.seat;
}

/** The planets `seat` may barrage: in reach, holding another player's ground forces. */
export function deorbitBarrageTargets(
  state: Ti4State,
  seat: Seat,
): { planet: Ti4PlanetId; position: string }[] {
  const reach = inReach(state, seat);
  return boardPlanets(state).filter(
    ({ planet, position }) => reach.has(position) && defenderOn(state, seat, position, planet) !== undefined,
  );
}

function componentActions(state: Ti4State, seat: Seat): Decision<Ti4>[] {
  if (!breakthroughReady(state, seat, "saarbt")) return [];
  const targets = deorbitBarrageTargets(state, seat);
  if (targets.length === 0) return [];
  return [
    {
      kind: "deorbitBarrage",
      seat,
      simultaneous: false,
      prompt:
        "Deorbit Barrage: exhaust it and spend resources to roll that many dice at a planet's ground forces",
      choices: targets.map((t) => t.planet),
    },
  ];
}

/** Infantry first, then any other ground force, up to `hits` of them. */
function losses(units: Ti4UnitCounts, hits: number): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  let left = hits;
  for (const type of TI4_GROUND_FORCE_TYPES) {
    const n = Math.min(units[type] ?? 0, left);
    if (n > 0) out[type] = n;
    left -= n;
  }
  return out;
}

function deorbitBarrage(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "deorbitBarrage" }>,
): RuleError | undefined {
  const { seat, planet, dice } = command;
  if (!breakthroughReady(tx.state, seat, "saarbt"))
    return ruleError(
      "ERR_TI4_DEORBIT_BARRAGE",
      RULE,
      "Deorbit Barrage is used by exhausting your ready breakthrough card, and you hold it ready only as the Clan of Saar who gained it.",
    );
  const target = deorbitBarrageTargets(tx.state, seat).find((t) => t.planet === planet);
  if (!target)
    return ruleError(
      "ERR_TI4_DEORBIT_BARRAGE",
      RULE,
      `Deorbit Barrage names a planet holding another player's ground forces up to 2 systems from an asteroid field holding your ships, and ${planet} is not one.`,
      { planet },
    );
  if (dice < 1)
    return ruleError("ERR_TI4_DEORBIT_BARRAGE", RULE, "Spend at least 1 resource: each one is a die.");
  const taken = takeComponentAction(tx, seat);
  if (taken) return taken;
  const unpaid = pay(tx, seat, command.payment, "resources", dice, "Deorbit Barrage");
  if (unpaid) return unpaid;
  exhaustBreakthrough(tx, seat);
  const rolled = rollD10(tx.state.rng, dice);
  const hits = rolled.value.filter((d) => d >= DEORBIT_BARRAGE_HITS_ON).length;
  tx.emit({ type: "ti4DeorbitBarrageRolled", seat, planet, dice: rolled.value, hits, rng: rolled.rng });
  const defender = defenderOn(tx.state, seat, target.position, planet) as Seat;
  const units = losses(unitsIn(tx.state.board[target.position], defender, planet), hits);
  destroyUnitsDirectly(tx, {
    seat: defender,
    place: { position: target.position, planet },
    units,
    cause: "Deorbit Barrage",
  });
  return undefined;
}

export const TE_SAAR_BREAKTHROUGH: Ti4Module = {
  id: "breakthrough:saar",
  commands: { deorbitBarrage },
  events: { ti4DeorbitBarrageRolled() {} },
  hooks: { componentActions },
};
