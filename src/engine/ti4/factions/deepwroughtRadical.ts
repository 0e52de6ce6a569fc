/**
 * Radical Advancement, the Deepwrought's faction technology (content/ti4/technologies.factions.te.ts; the
 * card as Bshah11/DataCleaner@585713aafbc3b9ee6e60cbf8887187dc92e90f2b:StructuredData/factions/deepwrought_scholarate.md
 * gives it): at the start of the status phase (LRR 81), its holder may replace one of their technologies that
 * is not a unit upgrade with a technology of the same colour that has exactly 1 more prerequisite (frame
 * `teRadicalAdvancement`, commands `radicalAdvancement` and `declineRadicalAdvancement`).
 *
 * Our readings [recalled]: the new technology is gained, not researched (no prerequisite is checked and
 * nothing "when you research" answers); it comes from the holder's own deck (generic technologies and their
 * own faction's, LRR 90.4), never one they own or one Mecatol does not build; Radical Advancement may
 * replace itself (a fan ruling, tirules); a technology lent by Share Knowledge is not the holder's to replace.
 * The bot takes the first swap offered that keeps Radical Advancement, else declines.
 */
import { type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import { command } from "../../commands/forms.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Answers } from "../answer.ts";
import type { Ti4Command } from "../commands.ts";
import { ti4Id } from "../forms.ts";
import { hookAnswers, type Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import { playerOf, type Ti4State } from "../state.ts";
import { holdsFactionTechnology } from "../technology/owned.ts";
import { techDeckOf } from "../technology/research.ts";
import { playsThundersEdge } from "../thundersEdge/inPlay.ts";

type Ti4Tx = Tx<Ti4>;
const RULE = "TE The Deepwrought Scholarate: Radical Advancement";

export const RADICAL_ADVANCEMENT_COMMANDS = [
  /** Radical Advancement: replace `technology` (owned, not a unit upgrade) with `replacement`. */
  command("radicalAdvancement", {
    technology: ti4Id<Ti4TechnologyId>("technology"),
    replacement: ti4Id<Ti4TechnologyId>("technology"),
  }),
  /** Radical Advancement: replace nothing this status phase. */
  command("declineRadicalAdvancement", {}),
] as const;

/** Radical Advancement: as the status phase begins, `seat` may swap one technology. */
export interface TeRadicalAdvancementFrame {
  kind: "teRadicalAdvancement";
  seat: Seat;
}

export type TeRadicalAdvancementEvent =
  /** Radical Advancement: `technology` leaves `seat`, who gains `replacement` in its place. */
  {
    type: "teTechnologyReplaced";
    seat: Seat;
    technology: Ti4TechnologyId;
    replacement: Ti4TechnologyId;
  };

export interface RadicalSwap {
  technology: Ti4TechnologyId;
  replacement: Ti4TechnologyId;
}

function prerequisiteCount(id: Ti4TechnologyId): number {
  return Object.values(ti4Technology(id).prerequisites).reduce((sum: number, n) => sum + (n ?? 0), 0);
}

/** The technologies `seat` may gain in place of `technology`: same colour, exactly 1 more prerequisite. */
function replacementsFor(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): Ti4TechnologyId[] {
  const player = state.players[seat];
  const tech = ti4Technology(technology);
  if (!player || tech.upgrades !== null || tech.color === null || player.sharedKnowledge === technology)
    return [];
  const wanted = prerequisiteCount(technology) + 1;
  return techDeckOf(state, seat).filter((id) => {
    const other = ti4Technology(id);
    if (player.technologies.includes(id) || other.upgrades !== null || other.color !== tech.color)
      return false;
    if (prerequisiteCount(id) !== wanted) return false;
    return hookAnswers(state, "researchRefused").every((refused) => !refused(state, seat, id));
  });
}

/** Every swap Radical Advancement offers `seat` now, in the order the seat owns its technologies. */
export function radicalSwaps(state: Ti4State, seat: Seat): RadicalSwap[] {
  return (state.players[seat]?.technologies ?? []).flatMap((technology) =>
    replacementsFor(state, seat, technology).map((replacement) => ({ technology, replacement })),
  );
}

/** As the status phase begins: each holder with a swap to make is asked, the first seat first. */
function statusPhaseStarted(tx: Ti4Tx): void {
  if (!playsThundersEdge(tx.state)) return;
  const seats = tx.state.players
    .filter((p) => !p.eliminated && holdsFactionTechnology(tx.state, p.seat, "radical"))
    .map((p) => p.seat)
    .filter((seat) => radicalSwaps(tx.state, seat).length > 0);
  for (const seat of seats.reverse())
    tx.emit({ type: "ti4FramePushed", frame: { kind: "teRadicalAdvancement", seat } });
}

const radicalFrame: FrameRules<Ti4, TeRadicalAdvancementFrame> = {
  decisions: (state, frame) => [
    {
      kind: "radicalAdvancement",
      seat: frame.seat,
      simultaneous: false,
      prompt:
        "Radical Advancement: replace one of your technologies with one of its colour with exactly 1 more prerequisite",
      choices: [...new Set(radicalSwaps(state, frame.seat).map((s) => s.technology))],
    },
    { kind: "declineRadicalAdvancement", seat: frame.seat, simultaneous: false, prompt: "replace nothing" },
  ],
};

function notAsked(state: Ti4State, seat: Seat): RuleError | undefined {
  const frame = state.stack.at(-1);
  if (frame?.kind === "teRadicalAdvancement" && frame.seat === seat) return undefined;
  return ruleError(
    "ERR_TI4_RADICAL_NOT_NOW",
    RULE,
    "Radical Advancement is used at the start of the status phase, by the player who owns it.",
  );
}

type CommandOf<T extends Ti4Command["type"]> = Extract<Ti4Command, { type: T }>;

function radicalAdvancement(tx: Ti4Tx, command: CommandOf<"radicalAdvancement">): RuleError | undefined {
  const notNow = notAsked(tx.state, command.seat);
  if (notNow) return notNow;
  const { technology, replacement } = command;
  if (
    !radicalSwaps(tx.state, command.seat).some(
      (s) => s.technology === technology && s.replacement === replacement,
    )
  )
    return ruleError(
      "ERR_TI4_RADICAL_SWAP",
      RULE,
      `Radical Advancement replaces a technology you own that is not a unit upgrade with one of its colour, from your deck and not owned, with exactly 1 more prerequisite: ${technology} for ${replacement} is not such a swap.`,
      { technology, replacement },
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "teTechnologyReplaced", seat: command.seat, technology, replacement });
  return undefined;
}

function declineRadicalAdvancement(
  tx: Ti4Tx,
  command: CommandOf<"declineRadicalAdvancement">,
): RuleError | undefined {
  const notNow = notAsked(tx.state, command.seat);
  if (notNow) return notNow;
  tx.emit({ type: "ti4FramePopped" });
  return undefined;
}

export const TE_RADICAL_ADVANCEMENT: Ti4Module = {
  id: "faction:deepwrought:radicalAdvancement",
  commands: { radicalAdvancement, declineRadicalAdvancement },
  frames: { teRadicalAdvancement: radicalFrame },
  events: {
    teTechnologyReplaced(draft: Ti4State, e: TeRadicalAdvancementEvent) {
      const player = playerOf(draft, e.seat);
      player.technologies = player.technologies.map((t) => (t === e.technology ? e.replacement : t));
      const exhausted = (player.exhaustedTechnologies ?? []).filter((t) => t !== e.technology);
      if (exhausted.length > 0) player.exhaustedTechnologies = exhausted;
      else delete player.exhaustedTechnologies;
    },
  },
  hooks: { statusPhaseStarted },
};

/** The bot swaps up when it can keep Radical Advancement itself, else it declines. */
export const RADICAL_ADVANCEMENT_ANSWERS: Ti4Answers = {
  radicalAdvancement: (state, d) =>
    radicalSwaps(state, d.seat)
      .filter((s) => s.technology !== "radical")
      .slice(0, 1)
      .map((s) => ({ type: "radicalAdvancement" as const, seat: d.seat, ...s })),
  declineRadicalAdvancement: (_state, d) => [{ type: "declineRadicalAdvancement", seat: d.seat }],
};
