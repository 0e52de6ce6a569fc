/**
 * The Nekro Virus's Technological Singularity (faction sheet): once in each combat, after one of their
 * opponent's units is destroyed in it (hook point hitsAssigned, LRR 87, 61.10), the Nekro may gain one of
 * that player's technologies. Combat is space combat, its anti-fighter barrage included (LRR 78, 10), and
 * ground combat (LRR 42); space cannon and bombardment are not combat. A technology gained is not
 * researched (no prerequisite, and Propagation does not replace it); a faction technology is offered only for
 * a Valefar Assimilator to copy, as for Galactic Threat (nekroAssimilators.ts).
 * The once-a-combat mark lasts until the tactical action ends (each combat place comes once in it). A player
 * with the Nekro's Antivirus face up is spared (nekroAntivirus.ts).
 * The bot copies an assimilable faction technology first while a token is not placed yet, otherwise
 * takes the technology with the most prerequisites.
 */
import { type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import { command, orNull } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Place } from "../board/forces.ts";
import { countUnits } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { technologiesOfVoters } from "./nekro.ts";
import { shieldedByAntivirus } from "./nekroAntivirus.ts";
import {
  assimilatorField,
  botAssimilator,
  checkAssimilator,
  freeAssimilator,
  gainOrAssimilate,
  notAssimilable,
} from "./nekroAssimilators.ts";
import { zTokenOffer } from "./nekroFlagshipZ.ts";

export const NEKRO_SINGULARITY_COMMANDS = [
  /** Technological Singularity: the technology gained from the opponent, or null to let the moment go. */
  command("technologicalSingularity", {
    technology: orNull(ti4Id<Ti4TechnologyId>("technology")),
    assimilator: assimilatorField,
  }),
] as const;

export type Ti4SingularityEvent =
  | { type: "ti4SingularityUsed"; seat: Seat; combat: string }
  | { type: "ti4SingularityCleared" };

/** The Nekro (`seat`) may gain one of `technologies`, owned by `from`, whose unit was destroyed in `combat`. */
export interface Ti4SingularityFrame {
  kind: "ti4TechnologicalSingularity";
  seat: Seat;
  from: Seat;
  combat: string;
  technologies: Ti4TechnologyId[];
}

/** The combat `place` is in, and the seat facing `seat` there; null outside a combat. */
function opponentInCombat(
  state: Ti4State,
  seat: Seat,
  place: Ti4Place,
): { opponent: Seat; combat: string } | null {
  for (const frame of [...state.stack].reverse()) {
    if (frame.kind === "ti4SpaceCombat" && place.planet === undefined && frame.system === place.position) {
      if (frame.defender === undefined) return null;
      const opponent = seat === frame.seat ? frame.defender : seat === frame.defender ? frame.seat : null;
      return opponent === null ? null : { opponent, combat: place.position };
    }
    if (
      frame.kind === "ti4GroundCombat" &&
      frame.system === place.position &&
      frame.planet === place.planet
    ) {
      if (frame.defender === undefined) return null;
      const opponent = seat === frame.seat ? frame.defender : seat === frame.defender ? frame.seat : null;
      return opponent === null ? null : { opponent, combat: `${place.position} ${place.planet}` };
    }
  }
  return null;
}

const singularityFrame: FrameRules<Ti4, Ti4SingularityFrame> = {
  decisions: (state, frame) => [
    {
      kind: "technologicalSingularity",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "Technological Singularity: gain one of your opponent's technologies (once this combat), or none",
      choices: [...frame.technologies, "none"],
    },
    ...zTokenOffer(state, frame.seat),
  ],
};

function technologicalSingularity(
  tx: Tx<Ti4>,
  command: Extract<Ti4Command, { type: "technologicalSingularity" }>,
): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4TechnologicalSingularity")
    throw new Error("Technological Singularity is answered only when the game asks");
  const { technology } = command;
  const copyRefused = technology === null ? undefined : notAssimilable(technology);
  if (copyRefused) return copyRefused;
  if (technology !== null && !frame.technologies.includes(technology))
    return ruleError(
      "ERR_TI4_SINGULARITY_TECHNOLOGY",
      "LRR 90",
      `Technological Singularity gains a technology your opponent owns and you do not (a faction technology only for an assimilator to copy): ${technology} is not one.`,
      { technology },
    );
  if (technology !== null) {
    const refused = checkAssimilator(tx.state, frame.seat, technology, command.assimilator);
    if (refused) return refused;
  }
  tx.emit({ type: "ti4FramePopped" });
  if (technology === null) return undefined;
  tx.emit({ type: "ti4SingularityUsed", seat: frame.seat, combat: frame.combat });
  gainOrAssimilate(tx, frame.seat, technology, command.assimilator);
  return undefined;
}

export const TI4_NEKRO_SINGULARITY: Ti4Module = {
  id: "nekroSingularity",
  commands: { technologicalSingularity },
  frames: { ti4TechnologicalSingularity: singularityFrame },
  events: {
    ti4SingularityUsed(draft: Ti4State, e: { combat: string }) {
      draft.singularityCombats = [...(draft.singularityCombats ?? []), e.combat];
    },
    ti4SingularityCleared(draft: Ti4State) {
      delete draft.singularityCombats;
    },
  },
  hooks: {
    hitsAssigned(tx, { seat, place, reason, destroyed }) {
      if (reason !== "spaceCombat" && reason !== "antiFighterBarrage" && reason !== "groundCombat") return;
      if (countUnits(destroyed) === 0) return;
      const found = opponentInCombat(tx.state, seat, place);
      if (!found || !hasFaction(tx.state, found.opponent, "nekro")) return;
      if (shieldedByAntivirus(tx.state, found.opponent, seat)) return;
      if ((tx.state.singularityCombats ?? []).includes(found.combat)) return;
      if (tx.state.stack.some((f) => f.kind === "ti4TechnologicalSingularity")) return;
      const technologies = technologiesOfVoters(tx.state, found.opponent, [seat]);
      if (technologies.length === 0) return;
      const frame: Ti4SingularityFrame = {
        kind: "ti4TechnologicalSingularity",
        seat: found.opponent,
        from: seat,
        combat: found.combat,
        technologies,
      };
      tx.emit({ type: "ti4FramePushed", frame });
    },
    tacticalActionEnded(tx) {
      if (tx.state.singularityCombats) tx.emit({ type: "ti4SingularityCleared" });
    },
  },
};

function prerequisiteCount(id: Ti4TechnologyId): number {
  return Object.values(ti4Technology(id).prerequisites).reduce<number>((sum, n) => sum + (n ?? 0), 0);
}

export const NEKRO_SINGULARITY_ANSWERS: Ti4Answers = {
  technologicalSingularity: (state, d) => {
    const frame = state.stack.at(-1);
    const none: Ti4Command = { type: "technologicalSingularity", seat: d.seat, technology: null };
    if (frame?.kind !== "ti4TechnologicalSingularity") return [none];
    const free = freeAssimilator(state, d.seat) !== undefined;
    const copy = free ? frame.technologies.find((t) => ti4Technology(t).faction !== null) : undefined;
    const best =
      copy ?? [...frame.technologies].sort((a, b) => prerequisiteCount(b) - prerequisiteCount(a))[0];
    if (!best) return [none];
    const take: Ti4Command = {
      type: "technologicalSingularity",
      seat: d.seat,
      technology: best,
      ...botAssimilator(state, d.seat, best),
    };
    return [take, none];
  },
};
