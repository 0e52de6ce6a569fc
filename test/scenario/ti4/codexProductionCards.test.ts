/**
 * Codex I's War Machine (LRR 68, 67; content/ti4/actionCards.codex.ts; actionCards/codexProduction.ts):
 * played as its holder's units use PRODUCTION (the production step opens a quiet window for them), their
 * units' total PRODUCTION on that step gains 4 and the combined cost of what they produce there loses 1,
 * or 5 under the galactic event Wild, Wild Galaxy. Refused outside its moment and to another player (state
 * unchanged); the bot's choice; a replay from the log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { planetsAt } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import { productionCostIn } from "../../../src/engine/ti4/production/cost.ts";
import { producersIn } from "../../../src/engine/ti4/production/producers.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import { activateQuietly } from "../../support/ti4.ts";
import { cardRefusal, passSabotage } from "../../support/ti4CardPlays.ts";
import { type Played, send } from "../../support/ti4Status.ts";
import { CTX, HOME, position, put, SEAT } from "../../support/ti4Tactical.ts";

const OTHER = 0;
const NO_PAYMENT = { planets: [], tradeGoods: 0 };

/** SEAT's home with a space dock on its planet and a carrier above; the hands given; `wild`: the event. */
function docked(hands: Partial<Record<number, Ti4ActionCardId[]>>, wild = false): Played {
  const state = position((s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    for (const p of s.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
    put(s, HOME, { spaceDock: 1 }, SEAT, planetsAt(s, HOME)[0] as Ti4PlanetId);
    put(s, HOME, { carrier: 1 });
    if (wild) s.galacticEvents = ["wild_wild_galaxy"];
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

/** SEAT activates their home and answers nothing until the production step's first question. */
function toProduction(start: Played): Played {
  const result = activateQuietly(start.state, SEAT, HOME);
  return { state: result.state, events: [...start.events, ...result.events] };
}

const played = (at: Played) =>
  passSabotage(send(at, { type: "playActionCard", seat: SEAT, card: "war_machine" }));

describe("War Machine (Codex I action card; LRR 2, 68, 67)", () => {
  it("adds 4 to the step's PRODUCTION and takes 1 off the combined cost", () => {
    const at = toProduction(docked({ [SEAT]: ["war_machine"] }));
    expect(at.state.stack.at(-1)).toMatchObject({ timing: "whenProducing", awaiting: [SEAT] });
    const base = producersIn(at.state, SEAT, HOME).total;
    const boosted = played(at);
    expect(pendingDecisions<Ti4>(boosted.state).map((d) => d.kind)).toContain("produceUnits");
    expect(producersIn(boosted.state, SEAT, HOME).total).toBe(base + 4);
    // Two fighters cost 1 (LRR 26): nothing to pay now.
    expect(productionCostIn(boosted.state, SEAT, HOME, { fighter: 2 })).toBe(0);
    expect(productionCostIn(boosted.state, SEAT, HOME, { cruiser: 1 })).toBe(1);
    const made = send(boosted, {
      type: "produceUnits",
      seat: SEAT,
      units: { fighter: 2 },
      payment: NO_PAYMENT,
    });
    expect(made.state.board[HOME]?.space.find((f) => f.seat === SEAT)?.units.fighter).toBe(2);
    expect(replayLog<Ti4>(made.events)).toEqual(made.state);
    // Without the card the limit and the price are the sheet's.
    const plain = toProduction(docked({}));
    expect(producersIn(plain.state, SEAT, HOME).total).toBe(base);
    expect(productionCostIn(plain.state, SEAT, HOME, { cruiser: 1 })).toBe(2);
  });

  it("takes 5 off under Wild, Wild Galaxy", () => {
    const boosted = played(toProduction(docked({ [SEAT]: ["war_machine"] }, true)));
    expect(productionCostIn(boosted.state, SEAT, HOME, { dreadnought: 1 })).toBe(0);
    expect(productionCostIn(boosted.state, SEAT, HOME, { carrier: 1, dreadnought: 1 })).toBe(2);
    expect(replayLog<Ti4>(boosted.events)).toEqual(boosted.state);
  });

  it("is refused before the units use Production, or by another player; the state unchanged", () => {
    const idle = docked({ [SEAT]: ["war_machine"] });
    const untouched = structuredClone(idle.state);
    expect(cardRefusal(idle, SEAT, "war_machine")?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(idle.state).toEqual(untouched);
    const at = toProduction(docked({ [SEAT]: ["war_machine"], [OTHER]: ["war_machine"] }));
    expect(at.state.stack.at(-1)).toMatchObject({ awaiting: [SEAT] });
    const before = structuredClone(at.state);
    expect(cardRefusal(at, OTHER, "war_machine")).not.toBeNull();
    expect(at.state).toEqual(before);
    // With no producing unit in the system there is no window, and no War Machine.
    const empty = toProduction(
      (() => {
        const start = docked({ [SEAT]: ["war_machine"] });
        const home = start.state.board[HOME];
        if (home) for (const forces of Object.values(home.planets)) forces?.splice(0);
        return {
          state: start.state,
          events: [{ type: "gameCreated" as const, state: structuredClone(start.state) }],
        };
      })(),
    );
    expect(empty.state.stack.some((f) => f.kind === "ti4CardWindow")).toBe(false);
  });

  it("the bot plays it when it has resources to spend", () => {
    const at = toProduction(docked({ [SEAT]: ["war_machine"] }));
    expect(ti4BotMove(at.state, SEAT, CTX)?.command).toEqual({
      type: "playActionCard",
      seat: SEAT,
      card: "war_machine",
    });
  });
});
