/**
 * The production step of a tactical action (LRR 89.5, 68, 67, digest §4.6), also run for any ability that
 * pushes its frame: the active player produces units with the PRODUCTION of their units in the system, pays
 * their cost in resources (economy/spend.ts), and places them, ships in the space area and ground forces
 * where a producing unit allows (producers.ts). Producing nothing is an answer; with no producing unit the
 * step passes by itself. The Last Bastion's The Icon may send the ships elsewhere (factions/bastionIcon.ts).
 */
import { TI4_SHIP_TYPES, type Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { RuleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { pay } from "../economy/spend.ts";
import { exhaustTheIcon } from "../factions/bastionIcon.ts";
import { hookAnswers } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { productionCostIn, productionCostOff } from "./cost.ts";
import type { Ti4ProductionFrame } from "./frames.ts";
import { placementsOrDefault, producersIn, productionRefused } from "./producers.ts";
import { leftHere, placeAtDocks, sentToDocks, toDocksRefused } from "./toDocks.ts";

type Ti4Tx = Tx<Ti4>;
type ProduceUnits = Extract<Ti4Command, { type: "produceUnits" }>;

/**
 * The step's decision in words: where the units go, an ability's most for their cost (Integrated Economy),
 * and what abilities take off the combined cost paid (Sarween Tools, War Machine).
 */
function productionPrompt(state: Ti4State, frame: Ti4ProductionFrame): string {
  const where = frame.planet ? `on ${frame.planet} (ships in ${frame.system})` : `in ${frame.system}`;
  const most =
    frame.costAtMost !== undefined ? `, costing ${frame.costAtMost} in all at most (${frame.reason})` : "";
  const off = productionCostOff(state, frame.seat, frame.system);
  const paid =
    off > 0 ? `; you pay ${off} resource${off === 1 ? "" : "s"} less than their combined cost` : "";
  return `produce units ${where}${most} (or nothing)${paid}`;
}

const productionStep: FrameRules<Ti4, Ti4ProductionFrame> = {
  decisions(state, frame) {
    if (producersIn(state, frame.seat, frame.system).total === 0) return [];
    return [
      ...hookAnswers(state, "productionStepOffers").flatMap((offers) => [...offers(state, frame)]),
      { kind: "produceUnits", seat: frame.seat, simultaneous: false, prompt: productionPrompt(state, frame) },
    ];
  },
  advance(tx, frame) {
    // LRR 89.5: without a producing unit in the system there is nothing to decide.
    if (producersIn(tx.state, frame.seat, frame.system).total > 0) {
      if (frame.opened) return false;
      // The moment the units use PRODUCTION (Codex War Machine), asked once, only if anyone answers it.
      const acts = hookAnswers(tx.state, "productionStepOpening")
        .map((answer) => answer(tx.state, frame))
        .filter((act) => act !== undefined);
      if (acts.length === 0) return false;
      tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, opened: true } });
      for (const act of acts) act(tx);
      return true;
    }
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function productionFrame(tx: Ti4Tx): Ti4ProductionFrame {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4Production") throw new Error("units are produced only in the production step");
  return frame;
}

function onlyCounted(units: Ti4UnitCounts): Ti4UnitCounts {
  const out: Ti4UnitCounts = {};
  for (const [type, n] of Object.entries(units) as [Ti4UnitType, number][]) if (n) out[type] = n;
  return out;
}

/** TE The Icon (factions/bastionIcon.ts): the ability is exhausted and the ships, taken out of `toSpace`, go there. */
function placeWithTheIcon(
  tx: Ti4Tx,
  seat: number,
  shipsTo: PositionLabel,
  toSpace: Ti4UnitCounts,
  reason: string,
) {
  const ships: Ti4UnitCounts = {};
  for (const type of TI4_SHIP_TYPES)
    if (toSpace[type]) {
      ships[type] = toSpace[type];
      delete toSpace[type];
    }
  exhaustTheIcon(tx, seat);
  tx.emit({ type: "ti4UnitsPlaced", seat, place: { position: shipsTo }, units: ships, reason });
}

function produceUnits(tx: Ti4Tx, command: ProduceUnits): RuleError | undefined {
  const frame = productionFrame(tx);
  const { seat } = command;
  const position = frame.system;
  const units = onlyCounted(command.units);
  const toDocks = command.toDocks ?? [];
  const docksRefused = toDocksRefused(tx.state, seat, units, toDocks);
  if (docksRefused) return docksRefused;
  const here = leftHere(units, sentToDocks(toDocks));
  const placements = placementsOrDefault(tx.state, seat, position, here, command.placements);
  const shipsTo = command.shipsTo ?? position;
  const refused = productionRefused(tx.state, seat, position, units, placements, shipsTo, here);
  if (refused) return refused;
  const cost = productionCostIn(tx.state, seat, position, units);
  const reason = frame.reason ?? "production";
  // A planet's values swapped for this step (Hegemonic Trade Policy) count swapped in this payment only.
  const paid = pay(tx, seat, command.payment, "resources", cost, reason, frame.swapped);
  if (paid) return paid;
  const toSpace: Ti4UnitCounts = {};
  for (const type of TI4_SHIP_TYPES) if (here[type]) toSpace[type] = here[type];
  placeAtDocks(tx, seat, toDocks, reason);
  for (const p of placements) {
    const ground = onlyCounted({ infantry: p.infantry ?? 0, mech: p.mech ?? 0 });
    if (Object.keys(ground).length === 0) continue;
    if (p.planet === null) {
      for (const [type, n] of Object.entries(ground) as [Ti4UnitType, number][])
        toSpace[type] = (toSpace[type] ?? 0) + n;
    } else
      tx.emit({ type: "ti4UnitsPlaced", seat, place: { position, planet: p.planet }, units: ground, reason });
  }
  if (shipsTo !== position) placeWithTheIcon(tx, seat, shipsTo, toSpace, reason);
  if (Object.keys(toSpace).length > 0)
    tx.emit({ type: "ti4UnitsPlaced", seat, place: { position }, units: toSpace, reason });
  tx.emit({ type: "ti4FramePopped" });
  // LRR 68: what happens "after you produce units" (Yin Spinner) resolves before the next step.
  if (Object.values(units).some((n) => (n ?? 0) > 0))
    for (const answer of hookAnswers(tx.state, "afterUnitsProduced")) answer(tx, seat, position, units);
  return undefined;
}

export const TI4_PRODUCTION: KernelModule<Ti4> = {
  id: "production",
  commands: { produceUnits },
  frames: { ti4Production: productionStep },
};
