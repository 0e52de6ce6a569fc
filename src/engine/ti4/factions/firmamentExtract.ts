/**
 * Extract's later part (a plot card, face up once the Firmament have become the Obsidian; content/ti4/
 * plots.te.ts; Marionettes: the players whose tokens lie on a plot are its puppeted players): when a puppeted
 * player gains a non-faction technology, the Obsidian may spend 4 resources (LRR 75) to gain it too. Its
 * first part, as it is revealed, is in firmamentPlotReveals.ts.
 *
 * The moment is read after each command, as a standing check (as Pillage reads its own): every
 * `ti4TechnologiesGained` of a puppeted player in the command's events since Extract last asked in it, however
 * the technology came (researched, a transaction, an action card, a relic) [our reading: "gains" is any gain,
 * LRR 90.1 [recalled]]. Each technology is asked about in a frame of its own, at once, before play goes on;
 * none is asked about when the Obsidian already own it or cannot pay 4 resources. A technology gained before
 * the plot lay face up is not asked about: The Blade's Orchestra's reveal gives one of those instead.
 */
import { type Ti4TechnologyId, ti4Technology } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { Ti4Command } from "../commands.ts";
import { cheapestPayment, pay } from "../economy/spend.ts";
import type { Ti4Event } from "../events.ts";
import type { Ti4Module } from "../hooks/index.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4ExtractOfferFrame } from "./firmament.frames.ts";
import { puppetedThrough } from "./firmamentPlotEffects.ts";

type Ti4Tx = Tx<Ti4>;
type ExtractCopy = Extract<Ti4Command, { type: "extractCopy" }>;
const RULE = "TE Marionettes: Extract";

/** What Extract's later part costs: 4 resources. */
export const EXTRACT_PRICE = 4;

/** Extract's own events in a command: a frame of its asking pushed. */
function extractOwn(event: Ti4Event): boolean {
  return event.type === "ti4FramePushed" && event.frame.kind === "ti4ExtractOffer";
}

/** The non-faction technologies each seat gained in the command since Extract last asked in it. */
function gained(tx: Ti4Tx): { from: Seat; technology: Ti4TechnologyId }[] {
  const since = tx.events.slice(tx.events.findLastIndex(extractOwn) + 1);
  return since.flatMap((event) =>
    event.type === "ti4TechnologiesGained"
      ? event.technologies
          .filter((technology) => ti4Technology(technology).faction === null)
          .map((technology) => ({ from: event.seat, technology }))
      : [],
  );
}

/** Whether `seat` (the Obsidian) could take `technology` now: not owned, and 4 resources to pay. */
function offerable(state: Ti4State, seat: Seat, technology: Ti4TechnologyId): boolean {
  if ((state.players[seat]?.technologies ?? []).includes(technology)) return false;
  return cheapestPayment(state, seat, "resources", EXTRACT_PRICE) !== null;
}

/** Standing check: a frame for each non-faction technology a puppeted player of a face-up Extract just gained. */
export function extractOffers(tx: Ti4Tx): boolean {
  if (tx.state.phase === "finished") return false;
  const holders = tx.state.players
    .filter((p) => !p.eliminated)
    .map((p) => ({ seat: p.seat, puppets: puppetedThrough(tx.state, p.seat, "extract") }))
    .filter((h) => h.puppets.length > 0);
  if (holders.length === 0) return false;
  let pushed = false;
  for (const { from, technology } of gained(tx))
    for (const { seat, puppets } of holders) {
      if (!puppets.includes(from) || !offerable(tx.state, seat, technology)) continue;
      const frame: Ti4ExtractOfferFrame = { kind: "ti4ExtractOffer", seat, from, technology };
      tx.emit({ type: "ti4FramePushed", frame });
      pushed = true;
    }
  return pushed;
}

const offering: FrameRules<Ti4, Ti4ExtractOfferFrame> = {
  decisions: (state, f) => [
    {
      kind: "extractCopy",
      seat: f.seat,
      simultaneous: false,
      prompt: `Extract: ${state.players[f.from]?.name ?? `seat ${f.from}`} has gained ${ti4Technology(f.technology).name}; spend ${EXTRACT_PRICE} resources to gain it too, or decline`,
    },
  ],
  advance(tx, f) {
    // Gained meanwhile by other means, or no longer payable: nothing is left to ask.
    if (offerable(tx.state, f.seat, f.technology)) return false;
    tx.emit({ type: "ti4FramePopped" });
    return true;
  },
};

function extractCopy(tx: Ti4Tx, command: ExtractCopy): RuleError | undefined {
  const top = tx.state.stack.at(-1);
  if (top?.kind !== "ti4ExtractOffer" || top.seat !== command.seat)
    return ruleError(
      "ERR_TI4_EXTRACT",
      RULE,
      "Extract copies a technology only as a puppeted player gains it.",
    );
  if (command.payment === null) {
    tx.emit({ type: "ti4FramePopped" });
    return undefined;
  }
  const name = ti4Technology(top.technology).name;
  const unpaid = pay(tx, command.seat, command.payment, "resources", EXTRACT_PRICE, `Extract (${name})`);
  if (unpaid) return unpaid;
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4TechnologiesGained", seat: command.seat, technologies: [top.technology] });
  return undefined;
}

export const TI4_FIRMAMENT_EXTRACT: Ti4Module = {
  id: "firmamentExtract",
  commands: { extractCopy },
  frames: { ti4ExtractOffer: offering },
  standing: [extractOffers],
};
