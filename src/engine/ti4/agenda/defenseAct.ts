/**
 * Homeland Defense Act (base game law): For lifts the limit of PDS per planet (laws.ts pdsLimitPerPlanet);
 * Against makes every player destroy one of their PDS. A player whose PDS all stand on one planet has no
 * choice and loses one there at once; the others choose the planet, all at the same time.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { everyone, forAgainst, type Ti4AgendaEffect, type Ti4Tx } from "./effect.ts";
import type { Ti4PdsToDestroyFrame } from "./frames.ts";

/** The planets holding a seat's PDS, with their positions. */
export function pdsPlanets(state: Ti4State, seat: Seat): { position: string; planet: Ti4PlanetId }[] {
  return Object.entries(state.board).flatMap(([position, system]) =>
    (Object.entries(system.planets) as [Ti4PlanetId, Ti4State["board"][string]["planets"][Ti4PlanetId]][])
      .filter(([, forces]) => (forces ?? []).some((f) => f.seat === seat && (f.units.pds ?? 0) > 0))
      .map(([planet]) => ({ position, planet })),
  );
}

function destroyOnePds(tx: Ti4Tx, seat: Seat, position: string, planet: Ti4PlanetId): void {
  tx.emit({
    type: "ti4UnitsRemoved",
    seat,
    place: { position, planet },
    units: { pds: 1 },
    reason: "destroyed",
  });
}

function defenseActAgainst(tx: Ti4Tx): void {
  const waiting: Seat[] = [];
  for (const seat of everyone(tx.state)) {
    const places = pdsPlanets(tx.state, seat);
    const [only] = places;
    if (places.length === 1 && only) destroyOnePds(tx, seat, only.position, only.planet);
    if (places.length > 1) waiting.push(seat);
  }
  if (waiting.length > 0) tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4PdsToDestroy", waiting } });
}

export const DEFENSE_ACT_EFFECT: Ti4AgendaEffect = forAgainst(null, defenseActAgainst);

const pdsToDestroy: FrameRules<Ti4, Ti4PdsToDestroyFrame> = {
  decisions: (state, frame) =>
    frame.waiting.map((seat) => ({
      kind: "destroyPds",
      seat,
      simultaneous: true,
      prompt: "choose the planet whose PDS is destroyed (Homeland Defense Act)",
      choices: pdsPlanets(state, seat).map((p) => p.planet),
    })),
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function destroyPds(tx: Ti4Tx, command: Extract<Ti4Command, { type: "destroyPds" }>): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4PdsToDestroy") throw new Error("a PDS is chosen only for Homeland Defense Act");
  const place = pdsPlanets(tx.state, command.seat).find((p) => p.planet === command.planet);
  if (!place)
    return ruleError(
      "ERR_TI4_NO_PDS_THERE",
      "Homeland Defense Act",
      `You have no PDS on ${command.planet}: choose a planet holding one of yours.`,
      { planet: command.planet },
    );
  destroyOnePds(tx, command.seat, place.position, place.planet);
  const waiting = frame.waiting.filter((seat) => seat !== command.seat);
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, waiting } });
  return undefined;
}

export const TI4_DEFENSE_ACT: KernelModule<Ti4> = {
  id: "defenseAct",
  commands: { destroyPds },
  frames: { ti4PdsToDestroy: pdsToDestroy },
};
