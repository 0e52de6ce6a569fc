/**
 * Neuraloop (a Codex IV relic Thunder's Edge reprints; TE rulebook "Relics", "Purge"; the card as public
 * rulings give it): when a public objective is revealed, its holder may purge one of their relics (Neuraloop
 * itself or another) to discard that objective and put in its place a random objective from an objective
 * deck. Our reading [recalled]:
 *  - the window opens after the status phase's reveal (LRR 81.2); the reveals of an agenda or a galactic
 *    event do not open it yet, and the replacement opens no second window;
 *  - the decks are the public objective decks dealt at set-up (stage I and stage II); the secret objective
 *    deck is refused with its reason, as a secret objective made public is not carried out here.
 */
import type { Ti4ObjectiveId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Decision } from "../../kernel/decision.ts";
import type { Tx } from "../../kernel/tx.ts";
import { pick } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { TeNeuraloopFrame } from "./forms.ts";
import { playsThundersEdge } from "./inPlay.ts";
import { purgeRelic } from "./relics.ts";
import { holdsRelic, relicsOf } from "./relicsHeld.ts";

type Ti4Tx = Tx<Ti4>;
type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;
const RULE = "TE Relics";
const DECKS = ["stageOne", "stageTwo"] as const;

/** The public objective decks Neuraloop may draw from now (those not empty). */
export function neuraloopDecks(state: Ti4State): (typeof DECKS)[number][] {
  return DECKS.filter((deck) => state.decks[deck].length > 0);
}

/** Hook `publicObjectiveRevealed`: Neuraloop's holder is asked, when there is a deck to draw from. */
function offerNeuraloop(tx: Ti4Tx, objective: Ti4ObjectiveId): void {
  if (!playsThundersEdge(tx.state) || neuraloopDecks(tx.state).length === 0) return;
  const holder = tx.state.players.find((p) => !p.eliminated && holdsRelic(tx.state, p.seat, "neuraloop"));
  if (holder)
    tx.emit({ type: "ti4FramePushed", frame: { kind: "teNeuraloop", seat: holder.seat, objective } });
}

const window: FrameRules<Ti4, TeNeuraloopFrame> = {
  decisions: (state, frame): Decision<Ti4>[] => [
    {
      kind: "useNeuraloop",
      seat: frame.seat,
      simultaneous: false,
      prompt: `Neuraloop: purge a relic to replace ${frame.objective} with a random objective of a deck (${neuraloopDecks(state).join(", ")})`,
      choices: relicsOf(state, frame.seat),
    },
    {
      kind: "declineNeuraloop",
      seat: frame.seat,
      simultaneous: false,
      prompt: "keep the objective revealed",
    },
  ],
  advance: () => false,
};

function neuraloopFrame(tx: Ti4Tx): TeNeuraloopFrame {
  const frame = tx.state.stack.at(-1);
  // apply has checked that the command answers the top frame's decision.
  if (frame?.kind !== "teNeuraloop") throw new Error("Neuraloop is answered only in its window");
  return frame;
}

function useNeuraloop(tx: Ti4Tx, command: CommandOf<"useNeuraloop">): RuleError | undefined {
  const frame = neuraloopFrame(tx);
  const { seat, relic, deck } = command;
  const held = relicsOf(tx.state, seat).find((id) => id === relic);
  if (!held)
    return ruleError("ERR_TI4_NEURALOOP", RULE, `Neuraloop purges one of your relics; ${relic} is not one.`);
  if (deck === "secretObjectives")
    return ruleError(
      "ERR_TI4_NEURALOOP_DECK",
      RULE,
      "Neuraloop drawing from the secret objective deck is not carried out yet: draw from stage I or stage II.",
    );
  const open = neuraloopDecks(tx.state);
  const from = open.find((d) => d === deck);
  if (!from)
    return ruleError(
      "ERR_TI4_NEURALOOP_DECK",
      RULE,
      `Neuraloop draws from an objective deck with cards left: ${open.join(" or ")}, not ${deck}.`,
    );
  tx.emit({ type: "ti4FramePopped" });
  purgeRelic(tx, seat, held);
  const drawn = pick(tx.state.rng, tx.state.decks[from]);
  tx.emit({
    type: "ti4ObjectiveReplaced",
    seat,
    discarded: frame.objective,
    objective: drawn.value,
    deck: from,
    rng: drawn.rng,
  });
  return undefined;
}

function declineNeuraloop(tx: Ti4Tx): RuleError | undefined {
  neuraloopFrame(tx);
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const TE_NEURALOOP: Ti4Module = {
  id: "teNeuraloop",
  commands: { useNeuraloop, declineNeuraloop },
  frames: { teNeuraloop: window },
  events: {
    ti4ObjectiveReplaced(draft: Ti4State, e: { discarded: Ti4ObjectiveId; objective: Ti4ObjectiveId }) {
      draft.objectives = draft.objectives.filter((o) => o.id !== e.discarded);
      draft.decks.stageOne = draft.decks.stageOne.filter((id) => id !== e.objective);
      draft.decks.stageTwo = draft.decks.stageTwo.filter((id) => id !== e.objective);
      draft.objectives.push({ id: e.objective, scoredBy: [] });
    },
  },
  hooks: { publicObjectiveRevealed: offerNeuraloop },
};
