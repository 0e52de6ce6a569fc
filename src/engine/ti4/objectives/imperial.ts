/**
 * Imperial (LRR 45, digest §11), a card of the strategic action framework (strategic/cards.ts):
 *  - primary: the holder may score one public objective they meet (45.1, with every scoring rule but the
 *    status phase's limit: objectives/scoring.ts, window "imperial"); then 1 victory point if they control
 *    Mecatol Rex, otherwise they draw a secret objective (45.2);
 *  - secondary: 1 strategy token (the framework takes it) to draw a secret objective (45.3).
 * Over the limit of 3 secret objectives, the standing rule of scoring.ts asks for one back (LRR 61.19).
 */
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4StrategyCardRules } from "../strategic/cards.ts";
import type { Ti4ImperialFrame } from "./frames.ts";
import { drawSecretObjective, scorablePublicObjectives } from "./scoring.ts";

/** LRR 45.2: Mecatol Rex's point, or else a secret objective. */
function pointOrSecret(tx: Tx<Ti4>, seat: Seat): void {
  if (tx.state.players[seat]?.planets.mecatolrex)
    tx.emit({ type: "ti4VictoryPointsGained", seat, points: 1, reason: "Imperial: Mecatol Rex" });
  else drawSecretObjective(tx, seat);
}

const imperialScore: FrameRules<Ti4, Ti4ImperialFrame> = {
  decisions(state, frame) {
    if (frame.resolved) return [];
    const choices = scorablePublicObjectives(state, frame.seat, "imperial");
    return [
      {
        kind: "scoreObjective",
        seat: frame.seat,
        simultaneous: false,
        prompt: "score a public objective",
        choices,
      },
      { kind: "endScoring", seat: frame.seat, simultaneous: false, prompt: "score no objective" },
    ];
  },
  advance(tx, frame) {
    if (!frame.resolved) return false;
    tx.emit({ type: "ti4FramePopped" });
    pointOrSecret(tx, frame.seat);
    return true;
  },
};

export const IMPERIAL: Ti4StrategyCardRules = {
  card: "imperial",
  primary(tx, seat) {
    // Which public objectives a player meets is public: a holder who meets none is not asked.
    if (scorablePublicObjectives(tx.state, seat, "imperial").length === 0) pointOrSecret(tx, seat);
    else tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Imperial", seat } });
  },
  secondary: (tx, seat) => drawSecretObjective(tx, seat),
  module: { frames: { ti4Imperial: imperialScore } },
};
