/**
 * The Thunder's Edge expedition as a module (TE rulebook, "Thunder's Edge Expedition"):
 * - set-up step 7 sets the token out expedition side up (setOut.ts, called by the set-up);
 * - at the end of a turn (hook `turnEnding`) a player who could pay an unclaimed slice is offered the
 *   expedition, and commits (`commitToExpedition`) or not (`declineExpedition`): a decision, since the
 *   rulebook says "may", asked only when there is a slice they can pay;
 * - the first slice a player claims gains them their faction's breakthrough (`gainBreakthrough`, which
 *   tells the hook point `breakthroughGained`);
 * - the sixth slice claimed completes it: the final claimer places Thunder's Edge (completion.ts).
 */
import {
  breakthroughAbilityNotPlayed,
  ti4Breakthrough,
  ti4BreakthroughOf,
} from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { isRuleError, type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import {
  BREAKTHROUGH_ABILITIES_NEED_POK,
  BREAKTHROUGH_ABILITIES_PLAYED,
  breakthroughFace,
} from "./breakthroughs.ts";
import {
  COMPLETION_COMMANDS,
  COMPLETION_FRAMES,
  completeExpedition,
  foldThundersEdgePlaced,
} from "./completion.ts";
import { EXPEDITION_COSTS, expeditionOpen, payableSlices, paySlice, unclaimedSlices } from "./expedition.ts";
import type { Ti4ExpeditionOfferFrame } from "./frames.ts";
import { playsThundersEdge } from "./inPlay.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

const RULE = "TE Thunder's Edge Expedition";

/**
 * TE "Breakthroughs and Synergy": `seat` gains its faction's breakthrough (nothing when it holds it already
 * or its faction has none), then the hook point `breakthroughGained` hears of it (The Fracture's roll).
 */
export function gainBreakthrough(tx: Ti4Tx, seat: Seat, reason: string): void {
  const player = tx.state.players[seat];
  const card = player?.faction ? ti4BreakthroughOf(player.faction) : undefined;
  if (!card || player?.breakthrough) return;
  tx.emit({ type: "ti4BreakthroughGained", seat, breakthrough: card.id, reason });
  for (const answer of hookAnswers(tx.state, "breakthroughGained")) answer(tx, seat);
}

/** Hook `turnEnding`: the expedition offered to a player who could pay one of its unclaimed slices. */
function offerExpedition(state: Ti4State, seat: Seat): ((tx: Ti4Tx) => void) | undefined {
  if (!expeditionOpen(state) || state.players[seat]?.eliminated) return undefined;
  if (payableSlices(state, seat).length === 0) return undefined;
  return (tx) => tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4ExpeditionOffer", seat } });
}

const offer: FrameRules<Ti4, Ti4ExpeditionOfferFrame> = {
  decisions: (state, frame) => [
    {
      kind: "commitToExpedition",
      seat: frame.seat,
      simultaneous: false,
      prompt: "commit to the Thunder's Edge expedition: claim a slice and pay its cost",
      choices: payableSlices(state, frame.seat),
    },
    { kind: "declineExpedition", seat: frame.seat, simultaneous: false, prompt: "end your turn" },
  ],
  advance(tx, frame) {
    // Nothing left to pay (the offer outlived what the seat held): the turn simply ends.
    if (expeditionOpen(tx.state) && payableSlices(tx.state, frame.seat).length > 0) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function offerFrame(tx: Ti4Tx, seat: Seat): Ti4ExpeditionOfferFrame | RuleError {
  const frame = tx.state.stack.at(-1);
  if (!playsThundersEdge(tx.state))
    return ruleError(
      "ERR_TI4_NOT_THUNDERS_EDGE",
      RULE,
      "This game does not play Thunder's Edge: there is no expedition.",
    );
  if (frame?.kind !== "ti4ExpeditionOffer" || frame.seat !== seat)
    return ruleError(
      "ERR_TI4_EXPEDITION_NOT_NOW",
      RULE,
      "You commit to the expedition only at the end of your own turn.",
    );
  return frame;
}

function commitToExpedition(tx: Ti4Tx, command: CommandOf<"commitToExpedition">): RuleError | undefined {
  const { seat, slice } = command;
  const frame = offerFrame(tx, seat);
  if (isRuleError(frame)) return frame;
  const paid = paySlice(tx, seat, command);
  if (paid) return paid;
  const first = !Object.values(tx.state.thundersEdge?.claims ?? {}).includes(seat);
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4ExpeditionSliceClaimed", seat, slice });
  // The sixth slice completes the expedition; its steps wait under what the breakthrough brings.
  if (unclaimedSlices(tx.state).length === 0) completeExpedition(tx, seat);
  if (first) gainBreakthrough(tx, seat, `the Thunder's Edge expedition (${EXPEDITION_COSTS[slice]})`);
  return undefined;
}

function declineExpedition(tx: Ti4Tx, command: CommandOf<"declineExpedition">): RuleError | undefined {
  const frame = offerFrame(tx, command.seat);
  if (isRuleError(frame)) return frame;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

/**
 * A breakthrough's own ability is used where it acts (its own command, or by itself at its moment:
 * thundersEdge/breakthroughs/), so asking here is refused with a sentence: how a played one is used, or that
 * it is not played yet (the card's synergy is: synergy.ts). Open to any seat at any time, so never offered.
 */
function useBreakthrough(tx: Ti4Tx, command: CommandOf<"useBreakthrough">): RuleError | undefined {
  const BREAKTHROUGHS = "TE Breakthroughs and Synergy";
  if (!playsThundersEdge(tx.state))
    return ruleError(
      "ERR_TI4_NOT_THUNDERS_EDGE",
      BREAKTHROUGHS,
      "This game does not play Thunder's Edge: there are no breakthroughs.",
    );
  const held = tx.state.players[command.seat]?.breakthrough;
  if (!held)
    return ruleError(
      "ERR_TI4_NO_BREAKTHROUGH",
      BREAKTHROUGHS,
      "You hold no breakthrough yet: claim a slice of the Thunder's Edge expedition to gain yours.",
    );
  const face = breakthroughFace(tx.state, command.seat) ?? held;
  const how = BREAKTHROUGH_ABILITIES_PLAYED[face];
  if (how)
    return ruleError(
      "ERR_TI4_BREAKTHROUGH_ELSEWHERE",
      BREAKTHROUGHS,
      `Your breakthrough ${face === held ? ti4Breakthrough(held).name : (ti4Breakthrough(held).back?.name ?? face)} is played where it acts: ${how}`,
      { breakthrough: held },
    );
  const pok = BREAKTHROUGH_ABILITIES_NEED_POK[held];
  const why = pok ? `Your breakthrough ${ti4Breakthrough(held).name} is not played: ${pok}` : undefined;
  return ruleError(
    "ERR_TI4_BREAKTHROUGH_NOT_PLAYED",
    BREAKTHROUGHS,
    why ?? breakthroughAbilityNotPlayed(held),
    {
      breakthrough: held,
    },
  );
}

export const TI4_THUNDERS_EDGE_EXPEDITION: Ti4Module = {
  id: "thundersEdgeExpedition",
  commands: { commitToExpedition, declineExpedition, useBreakthrough, ...COMPLETION_COMMANDS },
  frames: { ti4ExpeditionOffer: offer, ...COMPLETION_FRAMES },
  events: {
    ti4ThundersEdgeSetOut(draft: Ti4State) {
      draft.thundersEdge = { side: "expedition", claims: {} };
    },
    ti4ExpeditionSliceClaimed(draft: Ti4State, e: { seat: Seat; slice: keyof typeof EXPEDITION_COSTS }) {
      const token = draft.thundersEdge ?? { side: "expedition", claims: {} };
      token.claims[e.slice] = e.seat;
      draft.thundersEdge = token;
    },
    ti4BreakthroughGained(draft: Ti4State, e: Extract<Ti4EventOf, { type: "ti4BreakthroughGained" }>) {
      const player = draft.players[e.seat];
      if (player) player.breakthrough = e.breakthrough;
    },
    ti4ThundersEdgePlaced: foldThundersEdgePlaced,
  },
  hooks: { turnEnding: offerExpedition },
};

type Ti4EventOf = Ti4["event"];
