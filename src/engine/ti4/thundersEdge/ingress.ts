/**
 * TE "Breakthroughs and Synergy" and "The Fracture": the roll on gaining a breakthrough and the ingress tokens
 * placed when The Fracture comes into play.
 *
 * A seat that gains its breakthrough while The Fracture is set aside rolls one die from the game's seeded
 * generator (logged); on 1 or 10 it brings The Fracture into play (fracture.ts) and places ingress tokens,
 * one decision per token (frame `ti4PlaceIngress`, command `placeIngress`):
 * - with synergy: for each synergy colour of its breakthrough, in the card's order, three systems holding a
 *   planet of that technology specialty, as many as it can (one token a system, six at most);
 * - without synergy (the Nekro Virus, or another ability): four planets of four different specialties in
 *   four different systems, as many as there are;
 * then a last token goes to the Thunder's Edge system if the expedition has placed it (expedition.ts), else
 * to Mecatol Rex's.
 * Systems of The Fracture hold no ingress (it is reached through them).
 */
import {
  TI4_TECH_COLORS,
  type Ti4PlanetId,
  type Ti4TechColor,
  ti4BreakthroughOf,
  ti4Planet,
} from "../../../content/ti4/index.ts";
import type { PositionLabel } from "../../galaxy/hex.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import { mecatolPosition, planetsAt, systemPositions } from "../board/galaxy.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import { bringFractureIntoPlay, inFracture, TI4_FRACTURE_EVENTS } from "./fracture.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { TI4_NEUTRAL_EVENTS } from "./neutral.ts";

/** `seat` places ingress tokens; `colours` null: no synergy; `counted` the specialty of each token placed. */
export interface Ti4PlaceIngressFrame {
  kind: "ti4PlaceIngress";
  seat: Seat;
  colours: Ti4TechColor[] | null;
  counted: Ti4TechColor[];
}

const RULE = "TE The Fracture";

/** The systems outside The Fracture, without an ingress, holding a planet of `specialty`. */
function systemsWith(state: Ti4State, specialty: Ti4TechColor): PositionLabel[] {
  const ingress = state.fracture?.ingress ?? [];
  return systemPositions(state).filter(
    (position) =>
      !inFracture(state, position) &&
      !ingress.includes(position) &&
      planetsAt(state, position).some((p) => ti4Planet(p as Ti4PlanetId).specialties.includes(specialty)),
  );
}

/** The specialties the next token may be placed for (empty: the seat's tokens are all placed). */
export function ingressSpecialties(state: Ti4State, frame: Ti4PlaceIngressFrame): Ti4TechColor[] {
  const able = (c: Ti4TechColor) => systemsWith(state, c).length > 0;
  if (frame.colours === null) {
    if (frame.counted.length >= 4) return [];
    return TI4_TECH_COLORS.filter((c) => !frame.counted.includes(c) && able(c));
  }
  if (frame.counted.length >= 6) return [];
  const next = frame.colours.find((c) => frame.counted.filter((k) => k === c).length < 3 && able(c));
  return next ? [next] : [];
}

/** The systems the next token may go to, with the specialty each would count for. */
export function ingressChoices(
  state: Ti4State,
  frame: Ti4PlaceIngressFrame,
): [PositionLabel, Ti4TechColor][] {
  return ingressSpecialties(state, frame).flatMap((c) =>
    systemsWith(state, c).map((p): [PositionLabel, Ti4TechColor] => [p, c]),
  );
}

const placeIngressFrame: FrameRules<Ti4, Ti4PlaceIngressFrame> = {
  decisions: (state, frame) => {
    const specialties = ingressSpecialties(state, frame);
    if (specialties.length === 0) return [];
    return [
      {
        kind: "placeIngress",
        seat: frame.seat,
        simultaneous: false,
        prompt: `place an ingress token in a system with a ${specialties.join(" or ")} specialty (TE The Fracture)`,
        choices: [...new Set(ingressChoices(state, frame).map(([p]) => p))],
      },
    ];
  },
  advance(tx, frame) {
    if (ingressSpecialties(tx.state, frame).length > 0) return false;
    // Finally: the Thunder's Edge system if it is in play, else Mecatol Rex.
    const last = tx.state.thundersEdge?.position ?? mecatolPosition(tx.state);
    if (last != null && !tx.state.fracture?.ingress.includes(last))
      tx.emit({ type: "ti4IngressPlaced", seat: null, position: last });
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

type PlaceIngress = Extract<Ti4Command, { type: "placeIngress" }>;

function placeIngress(tx: Tx<Ti4>, command: PlaceIngress): RuleError | undefined {
  const frame = tx.state.stack.at(-1);
  if (frame?.kind !== "ti4PlaceIngress") throw new Error("an ingress answers its own frame");
  const specialties = ingressSpecialties(tx.state, frame);
  const specialty = command.specialty as Ti4TechColor;
  if (!specialties.includes(specialty))
    return ruleError(
      "ERR_TI4_INGRESS_SPECIALTY",
      RULE,
      frame.colours === null
        ? `Each ingress goes to a planet of a specialty not used yet: ${specialties.join(", ")}, not ${specialty}.`
        : `Your synergy places three ingress tokens for each of its colours in turn: this one is for ${specialties.join(", ")}, not ${specialty}.`,
      { specialty },
    );
  if (!systemsWith(tx.state, specialty).includes(command.position))
    return ruleError(
      "ERR_TI4_INGRESS_SYSTEM",
      RULE,
      `An ingress goes to a system outside The Fracture, without one already, holding a planet with the ${specialty} specialty: ${command.position} is not such a system.`,
      { position: command.position, specialty },
    );
  tx.emit({ type: "ti4IngressPlaced", seat: frame.seat, position: command.position, specialty });
  tx.emit({ type: "ti4FrameUpdated", frame: { ...frame, counted: [...frame.counted, specialty] } });
  return undefined;
}

/** TE "Breakthroughs and Synergy": a seat has gained its breakthrough; while The Fracture is set aside, it rolls. */
function breakthroughGained(tx: Tx<Ti4>, seat: Seat): void {
  if (!playsThundersEdge(tx.state) || tx.state.fracture) return;
  const rolled = rollD10(tx.state.rng, 1);
  const die = rolled.value[0] ?? 2;
  tx.emit({ type: "ti4FractureRolled", seat, die, rng: rolled.rng });
  if (die !== 1 && die !== 10) return;
  fractureComesIntoPlay(tx, seat);
}

/**
 * TE "The Fracture": it comes into play for `seat`, who then places ingress tokens by the two colours of
 * their faction's breakthrough (its synergy).
 */
export function fractureComesIntoPlay(tx: Tx<Ti4>, seat: Seat): void {
  bringFractureIntoPlay(tx, seat);
  const faction = tx.state.players[seat]?.faction;
  const synergy = faction ? (ti4BreakthroughOf(faction)?.synergy ?? null) : null;
  const frame: Ti4PlaceIngressFrame = {
    kind: "ti4PlaceIngress",
    seat,
    colours: synergy ? [...synergy] : null,
    counted: [],
  };
  tx.emit({ type: "ti4FramePushed", frame });
}

export const TI4_FRACTURE: Ti4Module = {
  id: "fracture",
  commands: { placeIngress },
  events: { ...TI4_FRACTURE_EVENTS, ...TI4_NEUTRAL_EVENTS },
  frames: { ti4PlaceIngress: placeIngressFrame },
  hooks: {
    breakthroughGained,
    // TE "Thunder's Edge Expedition": Thunder's Edge cannot be placed in The Fracture.
    thundersEdgePlacementRefused: (state, position) =>
      inFracture(state, position)
        ? ruleError(
            "ERR_TI4_THUNDERS_EDGE_PLACEMENT",
            "TE Thunder's Edge Expedition",
            "Thunder's Edge cannot be placed in The Fracture.",
          )
        : undefined,
  },
};

/** The bot places each token in the first system offered (the galaxy's order). */
export const FRACTURE_ANSWERS: Ti4Answers = {
  placeIngress: (state, decision) => {
    const frame = state.stack.at(-1);
    if (frame?.kind !== "ti4PlaceIngress") return [];
    return ingressChoices(state, frame).map(([position, specialty]) => ({
      type: "placeIngress",
      seat: decision.seat,
      position,
      specialty,
    }));
  },
};
