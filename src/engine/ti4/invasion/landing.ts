/**
 * The invasion step's two choices (LRR 49.1-49.2): the bombardment made (LRR 15, 65) and the ground forces
 * committed to the active system's planets, with the custodians token taken from Mecatol Rex first when
 * the active player lands there (LRR 27.2-27.4: 6 influence, 1 victory point).
 */
import type { Ti4PlanetId, Ti4UnitType } from "../../../content/ti4/index.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";

import { openCardWindow } from "../actionCards/windows.ts";
import { bombardmentForbidden, demilitarized } from "../agenda/laws.ts";
import { planetsAt } from "../board/galaxy.ts";
import { bombardmentUsed, unitBombardmentHits } from "../combat/hits.ts";
import { hitNeutralUnits } from "../combat/neutral.ts";
import { assignAfterUnitRoll, rollForUnitAbility } from "../combat/unitAbilityRolls.ts";
import type { Ti4Command } from "../commands.ts";
import { pay } from "../economy/spend.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { allyLandingsRefused, landAllyForces } from "../thundersEdge/allianceCarry.ts";
import { engagedDefenders } from "../thundersEdge/coexist.ts";
import { coexistingCommitRefused } from "../thundersEdge/coexistEngagement.ts";
import type { Ti4InvasionFrame } from "./frames.ts";
import {
  bombardablePlanets,
  bombardmentUnits,
  committableInSpace,
  defendersOn,
  fightersCommittable,
  MECATOL_REX,
  shielded,
  unitsWhere,
} from "./reads.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

/** LRR 27.2: what taking the custodians token costs, in influence. */
export const CUSTODIANS_COST = 6;

/** LRR 27.2: what taking the custodians token costs `seat`: 6, or less when an ability lowers it (hook `custodiansCost`). */
export function custodiansCostFor(state: Ti4State, seat: Seat): number {
  return Math.min(CUSTODIANS_COST, ...hookAnswers(state, "custodiansCost").map((cost) => cost(state, seat)));
}

function invasionFrame(tx: Ti4Tx): Ti4InvasionFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Invasion") throw new Error("an invasion's choices are made only in its step");
  return frame;
}

function sumUnits(lists: Ti4UnitCounts[]): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const units of lists)
    for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][])
      out[type] = (out[type] ?? 0) + (n ?? 0);
  return out;
}

function bombardRefused(
  tx: Ti4Tx,
  frame: Ti4InvasionFrame,
  command: CommandOf<"bombard">,
): RuleError | undefined {
  const { seat, system } = frame;
  const open = bombardablePlanets(tx.state, seat, system);
  for (const { planet } of command.targets) {
    if (open.includes(planet)) continue;
    if (planetsAt(tx.state, system).includes(planet) && shielded(tx.state, seat, system, planet))
      return ruleError(
        "ERR_TI4_PLANETARY_SHIELD",
        "LRR 65",
        `${planet} holds a unit with PLANETARY SHIELD: it cannot be bombarded unless your War Sun is in the system.`,
        { planet },
      );
    // Conventions of War For (agenda/laws.ts).
    if (planetsAt(tx.state, system).includes(planet) && bombardmentForbidden(tx.state, planet))
      return ruleError(
        "ERR_TI4_CONVENTIONS_OF_WAR",
        "Conventions of War",
        `Conventions of War is in play: ${planet} is a cultural planet and cannot be bombarded.`,
        { planet },
      );
    return ruleError(
      "ERR_TI4_NOTHING_TO_BOMBARD",
      "LRR 15",
      `${planet} is not a planet of the active system with another player's (or neutral) ground forces on it.`,
      { planet },
    );
  }
  const have = bombardmentUnits(tx.state, seat, system);
  const used = sumUnits(command.targets.map((t) => t.units));
  for (const [type, n] of Object.entries(used) as [Ti4UnitType, number][])
    if (n > (have[type] ?? 0))
      return ruleError(
        "ERR_TI4_BOMBARDMENT_UNITS",
        "LRR 15",
        `You have ${have[type] ?? 0} ${type} with BOMBARDMENT in the active system, and each bombards one planet: not ${n}.`,
        { type },
      );
  return undefined;
}

/** LRR 15: each target planet is bombarded; its defender destroys one ground force per hit. */
export function bombard(tx: Ti4Tx, command: CommandOf<"bombard">): RuleError | undefined {
  const frame = invasionFrame(tx);
  const refused = bombardRefused(tx, frame, command);
  if (refused) return refused;
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "commit" } });
  // The bombardment is one use of the units' BOMBARDMENT, made planet by planet: dice an ability adds to it
  // ("one of those units rolls 1 extra die": Plasma Scoring) go with the first planet named [our reading].
  let diceAdded = false;
  for (const target of command.targets) {
    const units = unitsWhere(target.units, () => true);
    if (Object.keys(units).length === 0) continue;
    const place = { position: frame.system, planet: target.planet };
    // TE "Coexist": the controller's ground forces take the hits, a coexisting player's when alone there.
    const defender =
      engagedDefenders(tx.state, frame.seat, frame.system, target.planet)[0] ??
      defendersOn(tx.state, frame.seat, frame.system, target.planet)[0];
    const rolled = rollForUnitAbility(tx, {
      seat: frame.seat,
      place,
      units,
      kind: "bombardment",
      reason: "bombardment",
      noAddedDice: diceAdded,
    });
    diceAdded = true;
    const hits = unitBombardmentHits(tx.state, frame.seat, rolled.hits);
    bombardmentUsed(tx, frame.seat, place);
    // The moment after the roll (combat/unitAbilityRolls.ts) may change its dice before the hits count.
    if (defender !== undefined)
      assignAfterUnitRoll(tx, { seat: defender, place, hits, reason: "bombardment" }, rolled);
    // TE "Neutral Units": neutral ground forces take bombardment hits by the reference card's order.
    else hitNeutralUnits(tx, place, hits, ["infantry", "mech"]);
  }
  return undefined;
}

type Landing = { planet: Ti4PlanetId; units: Ti4UnitCounts };

function commitRefused(tx: Ti4Tx, frame: Ti4InvasionFrame, landings: Landing[], custodians: boolean) {
  const planets = planetsAt(tx.state, frame.system);
  const seen = new Set<Ti4PlanetId>();
  for (const { planet } of landings) {
    if (!planets.includes(planet))
      return ruleError(
        "ERR_TI4_NOT_IN_SYSTEM",
        "LRR 49.2",
        `${planet} is not a planet of the active system.`,
        {
          planet,
        },
      );
    if (seen.has(planet))
      return ruleError(
        "ERR_TI4_PLANET_TWICE",
        "LRR 49.2",
        `${planet} is named twice: name each planet once.`,
        {
          planet,
        },
      );
    seen.add(planet);
    // Demilitarized Zone: no unit lands on the planet (agenda/laws.ts).
    if (demilitarized(tx.state, planet))
      return ruleError(
        "ERR_TI4_DEMILITARIZED",
        "Demilitarized Zone",
        `${planet} is a demilitarized zone: no ground force may land on it.`,
        { planet },
      );
  }
  const have = committableInSpace(tx.state, frame.seat, frame.system);
  const used = sumUnits(landings.map((l) => l.units));
  if ((used.fighter ?? 0) > 0 && !fightersCommittable(tx.state, frame.seat, frame.system))
    return ruleError(
      "ERR_TI4_FIGHTERS_NOT_GROUND_FORCES",
      "LRR 49.2",
      "Fighters are not ground forces: only an ability (the Naalu's Matriarch in the active system) lets them be committed to a planet.",
      { type: "fighter" },
    );
  for (const [type, n] of Object.entries(used) as [Ti4UnitType, number][])
    if (n > (have[type] ?? 0))
      return ruleError(
        "ERR_TI4_COMMIT_TOO_MANY",
        "LRR 49.2",
        `You have ${have[type] ?? 0} ${type} in the active system's space area to commit, not ${n}.`,
        { type },
      );
  const toMecatol = seen.has(MECATOL_REX);
  if (custodians && !tx.state.custodiansOnMecatol)
    return ruleError("ERR_TI4_NO_CUSTODIANS", "LRR 27", "The custodians token has already left Mecatol Rex.");
  if (custodians && !toMecatol)
    return ruleError(
      "ERR_TI4_CUSTODIANS_LAND",
      "LRR 27.2",
      "Whoever removes the custodians token must commit at least one ground force to Mecatol Rex.",
    );
  if (toMecatol && tx.state.custodiansOnMecatol && !custodians)
    return ruleError(
      "ERR_TI4_CUSTODIANS",
      "LRR 27.1",
      "The custodians token is on Mecatol Rex: spend 6 influence to remove it before landing there.",
    );
  return undefined;
}

/** LRR 49.2, 27: ground forces move from the space area to the planets named; none ends the invasion. */
export function commitGroundForces(
  tx: Ti4Tx,
  command: CommandOf<"commitGroundForces">,
): RuleError | undefined {
  const frame = invasionFrame(tx);
  const { seat } = command;
  const landings: Landing[] = command.landings
    .map((l) => ({
      planet: l.planet,
      units: unitsWhere(
        { infantry: l.infantry ?? 0, mech: l.mech ?? 0, fighter: l.fighter ?? 0 },
        () => true,
      ),
    }))
    .filter((l) => Object.keys(l.units).length > 0);
  const refused = commitRefused(tx, frame, landings, command.custodians !== undefined);
  if (refused) return refused;
  // TE "Alliance Movement and Control": the ally's ground forces committed with the active player's.
  const allied = (command.allied ?? [])
    .map((l) => ({
      planet: l.planet,
      units: unitsWhere({ infantry: l.infantry ?? 0, mech: l.mech ?? 0 }, () => true),
    }))
    .filter((l) => Object.keys(l.units).length > 0);
  const allyRefused = allyLandingsRefused(tx.state, seat, frame.system, allied);
  if (allyRefused) return allyRefused;
  // TE "Coexist": coexisting units committed against their planet, to end their coexistence.
  const coexisting = command.coexisting ?? [];
  const notCoexisting = coexisting.length > 0 && coexistingCommitRefused(tx.state, frame, coexisting);
  if (notCoexisting) return notCoexisting;
  if (command.custodians) {
    const cost = custodiansCostFor(tx.state, seat);
    const paid = pay(tx, seat, command.custodians, "influence", cost, "the custodians token");
    if (paid) return paid;
    tx.emit({ type: "ti4CustodiansRemoved", seat });
    tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: "the custodians token" });
  }
  landAllyForces(tx, seat, frame.system, allied);
  if (landings.length === 0 && coexisting.length === 0) {
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  const landed = landings.map((l) => l.planet);
  const committed = [...landed, ...coexisting.filter((p) => !landed.includes(p))];
  const ending = coexisting.length > 0 ? { endingCoexistence: [...coexisting] } : {};
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, step: "spaceCannonDefense", committed, ...ending } });
  for (const { planet, units } of landings)
    tx.emit({
      type: "ti4UnitsMoved",
      seat,
      from: { position: frame.system },
      to: { position: frame.system, planet },
      units,
    });
  // LRR 49.2: the owners of the planets landed on may answer (Parley).
  openCardWindow(tx, "afterGroundForcesCommitted", seat);
  // The active player's own "after you commit" abilities (Ragh's Call), pushed last so they resolve first
  // (LRR 1.19: in the action phase the active player acts first in a shared window).
  for (const answer of hookAnswers(tx.state, "groundForcesCommitted"))
    answer(tx, { seat, system: frame.system, planets: committed });
  return undefined;
}
