/**
 * Ixthian Artifact (base game directive). For: the speaker rolls 1 die (the game's seeded generator, the
 * roll logged). On 6 to 10 every player may research up to 2 technologies [recalled: at no cost, as the
 * card names none], each in turn from the speaker clockwise. On 1 to 5 every unit in Mecatol Rex's system
 * is destroyed, and in each system adjacent to it (LRR 6) every player with units there destroys 3 of them:
 * all of them when they have 3 or fewer, else of their choice (`ti4ArtifactLosses`, all at once). Against:
 * nothing happens.
 */
import type { Ti4UnitType } from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { KernelModule } from "../../kernel/assemble.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { destroyUnitsDirectly } from "../board/destroyed.ts";
import type { Ti4Place } from "../board/forces.ts";
import { positionOfPlanet, ti4Neighbours } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import { pushResearch } from "../technology/research.ts";
import { everyone, forAgainst, type Ti4Tx } from "./effect.ts";
import type { Ti4ArtifactLossesFrame } from "./frames.ts";

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;
const LOST = 3;

/** A seat's units in a system, place by place (space, then each planet). */
export function unitsByPlace(
  state: Ti4State,
  seat: Seat,
  position: PositionLabel,
): { place: Ti4Place; units: Ti4UnitCounts }[] {
  const system = state.board[position];
  if (!system) return [];
  const places: { place: Ti4Place; forces: typeof system.space }[] = [
    { place: { position }, forces: system.space },
    ...Object.entries(system.planets).map(([planet, forces]) => ({
      place: { position, planet } as Ti4Place,
      forces: forces ?? [],
    })),
  ];
  return places.flatMap(({ place, forces }) =>
    forces
      .filter((f) => f.seat === seat && Object.values(f.units).some((n) => n))
      .map((f) => ({ place, units: { ...f.units } })),
  );
}

function count(units: Ti4UnitCounts): number {
  return Object.values(units).reduce((a: number, b) => a + (b ?? 0), 0);
}

function destroyAll(tx: Ti4Tx, seat: Seat, position: PositionLabel): void {
  for (const { place, units } of unitsByPlace(tx.state, seat, position))
    destroyUnitsDirectly(tx, { seat, place, units, cause: "Ixthian Artifact" });
}

function seatsIn(state: Ti4State, position: PositionLabel): Seat[] {
  return everyone(state).filter((seat) => unitsByPlace(state, seat, position).length > 0);
}

function devastation(tx: Ti4Tx): void {
  const mecatol = positionOfPlanet(tx.state, "mecatolrex");
  if (mecatol === null) return;
  for (const seat of seatsIn(tx.state, mecatol)) destroyAll(tx, seat, mecatol);
  const waiting: { seat: Seat; position: PositionLabel }[] = [];
  for (const position of ti4Neighbours(tx.state, mecatol))
    for (const seat of seatsIn(tx.state, position)) {
      const total = unitsByPlace(tx.state, seat, position).reduce((sum, u) => sum + count(u.units), 0);
      if (total <= LOST) destroyAll(tx, seat, position);
      else waiting.push({ seat, position });
    }
  if (waiting.length > 0) tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ArtifactLosses", waiting } });
}

function artifactFor(tx: Ti4Tx): void {
  const speaker = tx.state.speaker;
  const rolled = rollD10(tx.state.rng, 1);
  const result = rolled.value[0] ?? 1;
  tx.emit({ type: "ti4ArtifactRolled", seat: speaker, result, rng: rolled.rng });
  if (result <= 5) {
    devastation(tx);
    return;
  }
  // From the speaker clockwise: pushed in reverse, so the speaker's comes first; two each.
  const n = tx.state.players.length;
  const order = Array.from({ length: n }, (_, i) => (speaker + i) % n).filter((s) =>
    everyone(tx.state).includes(s),
  );
  for (const seat of [...order].reverse())
    for (let i = 0; i < 2; i++)
      pushResearch(tx, { seat, cost: 0, optional: true, reason: "Ixthian Artifact" });
}

const artifactLosses: FrameRules<Ti4, Ti4ArtifactLossesFrame> = {
  decisions: (_state, frame) =>
    [...new Set(frame.waiting.map((w) => w.seat))].map((seat) => ({
      kind: "loseArtifactUnits" as const,
      seat,
      simultaneous: true,
      prompt: `destroy ${LOST} of your units in each system named next to Mecatol Rex (Ixthian Artifact)`,
      choices: frame.waiting.filter((w) => w.seat === seat).map((w) => w.position),
    })),
  advance(tx, frame) {
    if (frame.waiting.length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function loseArtifactUnits(tx: Ti4Tx, command: CommandOf<"loseArtifactUnits">): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4ArtifactLosses") throw new Error("Ixthian Artifact's losses answer its own frame");
  const { seat, position, losses } = command;
  if (!frame.waiting.some((w) => w.seat === seat && w.position === position))
    return ruleError("ERR_TI4_ARTIFACT_LOSSES", "Ixthian Artifact", `You owe no losses in ${position}.`, {
      position,
    });
  const there = unitsByPlace(tx.state, seat, position);
  let named = 0;
  for (const loss of losses) {
    const at = there.find((u) => (u.place.planet ?? null) === (loss.planet ?? null));
    for (const [type, n] of Object.entries(loss.units) as [Ti4UnitType, number][]) {
      named += n;
      if (n > (at?.units[type] ?? 0))
        return ruleError(
          "ERR_TI4_ARTIFACT_LOSSES",
          "Ixthian Artifact",
          `You have ${at?.units[type] ?? 0} ${type} ${loss.planet ? `on ${loss.planet}` : "in space"} there, not ${n}.`,
          { type },
        );
    }
  }
  if (named !== LOST)
    return ruleError(
      "ERR_TI4_ARTIFACT_LOSSES",
      "Ixthian Artifact",
      `Destroy exactly ${LOST} of your units in ${position}, not ${named}.`,
      { position },
    );
  for (const loss of losses)
    if (count(loss.units) > 0)
      destroyUnitsDirectly(tx, {
        seat,
        place: loss.planet ? { position, planet: loss.planet } : { position },
        units: { ...loss.units },
        cause: "Ixthian Artifact",
      });
  const waiting = frame.waiting.filter((w) => w.seat !== seat || w.position !== position);
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, waiting } });
  return undefined;
}

export const ARTIFACT_EFFECT = {
  ...forAgainst(null, null),
  after: (tx: Ti4Tx, r: { outcome: string }) => {
    if (r.outcome === "for") artifactFor(tx);
  },
};

export const TI4_ARTIFACT: KernelModule<Ti4> = {
  id: "artifact",
  commands: { loseArtifactUnits },
  frames: { ti4ArtifactLosses: artifactLosses },
};
