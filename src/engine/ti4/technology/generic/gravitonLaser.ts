/**
 * Graviton Laser System, a generic cybernetic technology (content/ti4/technologies.generic.ts: exhaust it
 * before your units fire space cannon; their hits must then go to non-fighter ships if there are any).
 *
 * - Asked of its owner once they have chosen to fire space cannon offense at a player, before the roll
 *   (tactical/spaceCannon.ts holds the shot: hook point spaceCannonOffenseHeld), only with the card ready
 *   and only when the target's ships in the active system are both fighters and non-fighter ships: anywhere
 *   else the choice changes nothing, so nobody is asked.
 * - Exhausted (technology/exhaustion.ts), every hit of that roll, the dice added to it included, must go to
 *   a non-fighter ship while the target has one (the assignment's `nonFightersFirst`, combat/hits.ts, as
 *   LRR 78.6 reads such hits); declined, the roll is made as any other.
 * - Space cannon defense (LRR 77.6-77.8) hits only the ground forces committed to the planet, where the card
 *   cannot change anything: it is not asked there.
 * - The bot exhausts it whenever asked (it is asked only where it counts) [our own choice].
 */
import { TI4_SHIP_TYPES } from "../../../../content/ti4/index.ts";
import { command, oneOf } from "../../../commands/forms.ts";
import type { PositionLabel } from "../../../galaxy/hex.ts";
import type { FrameRules } from "../../../kernel/book.ts";
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { type RuleError, ruleError } from "../../../ruleError.ts";
import type { Ti4Answers } from "../../answer.ts";
import { unitsIn } from "../../board/forces.ts";
import type { Ti4Command } from "../../commands.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4SpaceCannonShot } from "../../hooks/spaceCannonOffense.ts";
import type { Ti4 } from "../../ruleset.ts";
import type { Ti4State } from "../../state.ts";
import { rollSpaceCannonOffense } from "../../tactical/spaceCannon.ts";
import { exhaustTechnology, technologyReady } from "../exhaustion.ts";

const RULE = "Graviton Laser System";

/** The moment before `seat`'s space cannon offense at `target`'s ships in `system` is rolled. */
export interface Ti4GravitonLaserFrame {
  kind: "ti4GravitonLaser";
  seat: Seat;
  target: Seat;
  system: PositionLabel;
}

export type Ti4GravitonLaserEvent =
  /** `seat` exhausted the card: the hits of its space cannon offense at `target` go to non-fighter ships first. */
  { type: "ti4GravitonLaserUsed"; seat: Seat; target: Seat; system: PositionLabel };

export const GRAVITON_LASER_COMMANDS = [
  /** Graviton Laser System, before a space cannon offense roll: exhaust it for the roll, or not. */
  command("gravitonLaser", { use: oneOf(["exhaust", "decline"] as const) }),
] as const;

/** Whether exhausting the card before this shot could change where its hits go. */
export function gravitonLaserCounts(state: Ti4State, shot: Ti4SpaceCannonShot): boolean {
  if (!technologyReady(state, shot.seat, "gls")) return false;
  const theirs = unitsIn(state.board[shot.system], shot.target);
  const fighters = theirs.fighter ?? 0;
  const others = TI4_SHIP_TYPES.filter((t) => t !== "fighter").reduce((n, t) => n + (theirs[t] ?? 0), 0);
  return fighters > 0 && others > 0;
}

const frame: FrameRules<Ti4, Ti4GravitonLaserFrame> = {
  decisions: (_state, f) => [
    {
      kind: "gravitonLaser",
      seat: f.seat,
      simultaneous: false,
      prompt:
        "Graviton Laser System: exhaust it so the hits of this space cannon roll go to non-fighter ships first (or decline)",
      choices: ["exhaust", "decline"],
    },
  ],
};

function gravitonLaser(
  tx: Tx<Ti4>,
  cmd: Extract<Ti4Command, { type: "gravitonLaser" }>,
): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4GravitonLaser")
    throw new Error("Graviton Laser System is answered only before a space cannon roll");
  const use = cmd.use === "exhaust";
  if (use && !technologyReady(tx.state, top.seat, "gls"))
    return ruleError("ERR_TI4_GRAVITON_LASER", RULE, "Your Graviton Laser System is exhausted already.");
  const { seat, target, system } = top;
  tx.emit({ type: "ti4FramePopped" });
  if (use) {
    exhaustTechnology(tx, seat, "gls");
    tx.emit({ type: "ti4GravitonLaserUsed", seat, target, system });
  }
  rollSpaceCannonOffense(tx, { seat, target, system }, use);
  return undefined;
}

export const GRAVITON_LASER_ANSWERS: Ti4Answers = {
  gravitonLaser: (_state, d) => [
    { type: "gravitonLaser", seat: d.seat, use: "exhaust" },
    { type: "gravitonLaser", seat: d.seat, use: "decline" },
  ],
};

export const TI4_GRAVITON_LASER: Ti4Module = {
  id: "technology:gravitonLaser",
  commands: { gravitonLaser },
  frames: { ti4GravitonLaser: frame },
  events: { ti4GravitonLaserUsed() {} },
  hooks: {
    spaceCannonOffenseHeld(tx, shot) {
      if (!gravitonLaserCounts(tx.state, shot)) return false;
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4GravitonLaser", ...shot } });
      return true;
    },
  },
};
