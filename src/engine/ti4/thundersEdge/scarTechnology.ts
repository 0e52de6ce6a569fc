/**
 * TE "Entropic Scar Anomaly": at the start of the status phase, a player who has ships in an entropic scar
 * may spend a token from their strategy pool to gain one of their faction technologies (gained, not
 * researched: no prerequisites). Asked of each such player in turn, from the first seat (our reading: the
 * rulebook gives no order), before the scoring.
 */
import {
  type FactionId,
  TI4_SHIP_TYPES,
  type Ti4TechnologyId,
  ti4FactionTechnologies,
  ti4Technology,
} from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { countUnits, unitsIn } from "../board/forces.ts";
import { systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { isEntropicScar } from "./entropicScar.ts";
import type { Ti4ScarTechnologyFrame } from "./tiles.commands.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE Entropic Scar Anomaly";

/** The faction technologies `seat` does not own yet. */
function unownedFactionTechnologies(state: Ti4State, seat: Seat): Ti4TechnologyId[] {
  const player = state.players[seat];
  if (!player?.faction) return [];
  return ti4FactionTechnologies(player.faction as FactionId, state.config.boxes)
    .map((tech) => tech.id)
    .filter((id) => !player.technologies.includes(id));
}

/** Whether `seat` has ships in an entropic scar, a strategy-pool token and a faction technology to gain. */
export function scarTechnologyOpen(state: Ti4State, seat: Seat): boolean {
  const player = state.players[seat];
  if (!player || player.eliminated || player.tokens.strategy < 1) return false;
  if (unownedFactionTechnologies(state, seat).length === 0) return false;
  return systemPositions(state).some(
    (position) =>
      isEntropicScar(state, position) && countUnits(unitsIn(state.board[position], seat), TI4_SHIP_TYPES) > 0,
  );
}

const scarFrame: FrameRules<Ti4, Ti4ScarTechnologyFrame> = {
  decisions: (state, frame) => [
    {
      kind: "gainScarTechnology",
      seat: frame.seat,
      simultaneous: false,
      prompt: "entropic scar: spend a strategy token to gain one of your faction technologies",
      choices: unownedFactionTechnologies(state, frame.seat),
    },
    { kind: "declineScarTechnology", seat: frame.seat, simultaneous: false, prompt: "gain nothing" },
  ],
};

/** Why `seat` is not being offered the scar's technology now, or undefined. */
function notOffered(state: Ti4State, seat: Seat): RuleError | undefined {
  const frame = state.stack.at(-1);
  if (frame?.kind === "ti4ScarTechnology" && frame.seat === seat) return undefined;
  return ruleError(
    "ERR_TI4_SCAR_NOT_NOW",
    RULE,
    "The entropic scar's technology is offered only at the start of the status phase.",
  );
}

function gainScarTechnology(
  tx: Ti4Tx,
  command: Extract<Ti4Command, { type: "gainScarTechnology" }>,
): RuleError | undefined {
  const notNow = notOffered(tx.state, command.seat);
  if (notNow) return notNow;
  if (!unownedFactionTechnologies(tx.state, command.seat).includes(command.technology))
    return ruleError(
      "ERR_TI4_SCAR_NOT_FACTION_TECHNOLOGY",
      RULE,
      `${ti4Technology(command.technology).name} is not one of your faction technologies that you do not own yet.`,
      { technology: command.technology },
    );
  const reason = "entropic scar";
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4CommandTokensChanged", seat: command.seat, pools: { strategy: -1 }, reason });
  tx.emit({ type: "ti4TechnologiesGained", seat: command.seat, technologies: [command.technology] });
  return undefined;
}

function declineScarTechnology(tx: Ti4Tx, command: Extract<Ti4Command, { type: "declineScarTechnology" }>) {
  const notNow = notOffered(tx.state, command.seat);
  if (notNow) return notNow;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const TE_SCAR_TECHNOLOGY: Ti4Module = {
  id: "te:entropicScarTechnology",
  commands: { gainScarTechnology, declineScarTechnology },
  frames: { ti4ScarTechnology: scarFrame },
  hooks: {
    statusPhaseStarted(tx) {
      // Pushed last seat first, so the first seat answers first.
      const seats = tx.state.players.map((p) => p.seat).filter((seat) => scarTechnologyOpen(tx.state, seat));
      for (const seat of seats.reverse())
        tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ScarTechnology", seat } });
    },
  },
};

/** The bot gains the first faction technology offered. */
export const SCAR_TECHNOLOGY_ANSWERS: Ti4Answers = {
  gainScarTechnology: (_state, d) =>
    (d.choices ?? []).slice(0, 1).map((technology) => ({
      type: "gainScarTechnology",
      seat: d.seat,
      technology: technology as Ti4TechnologyId,
    })),
  declineScarTechnology: (_state, d) => [{ type: "declineScarTechnology", seat: d.seat }],
};
