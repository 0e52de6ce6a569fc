/**
 * Thunder's Edge's action cards of movement (LRR 2 "Action Cards", LRR 58 "Movement"; the cards' texts,
 * TE rulebook "Components": 20 action cards, and content/ti4/actionCards.te.ts): Rescue, played right after
 * another player's ships move into a system where its holder has ships (the afterMovement window), moves one
 * of the holder's ships there, with what it carries, from a system holding none of their command tokens.
 * Each with its refusals (state unchanged), and replayed from its log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../src/content/ti4/index.ts";
import { applyCommand } from "../../../src/engine/kernel/apply.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { planetsAt, ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { cardRefusal, passSabotage } from "../../support/ti4CardPlays.ts";
import { type Played, send } from "../../support/ti4Status.ts";
import { CTX, HOME, position, put, SEAT, space } from "../../support/ti4Tactical.ts";

const OTHER = 0;

/** A system next to the active player's home, away from Mecatol Rex and the homes, with one planet. */
function activeSystem(s: Ti4State): string {
  const homes = s.players.map((p) => p.home);
  return ti4Neighbours(s, HOME).find(
    (p) => p !== "000" && !homes.includes(p) && planetsAt(s, p).length === 1,
  ) as string;
}

/** A system next to the active one, neither the home nor another home nor Mecatol Rex: the rescuer's. */
function rescuersSystem(s: Ti4State, active: string): string {
  const homes = s.players.map((p) => p.home);
  return ti4Neighbours(s, active).find(
    (p) => p !== "000" && p !== HOME && !homes.includes(p) && ti4Neighbours(s, p).includes(active),
  ) as string;
}

/**
 * A Thunder's Edge game: SEAT's dreadnought at home; OTHER's destroyer in the active system; in a system
 * next to it OTHER's carrier with a fighter and an infantry, and a destroyer (no room: they ride on the
 * carrier). OTHER holds `card`.
 */
function rescueTable(card: Ti4ActionCardId = "rescue", edit: (s: Ti4State) => void = () => {}): Played {
  const state = position((s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    for (const p of s.players) p.secret.actionCards = p.seat === OTHER ? [card] : [];
    const active = activeSystem(s);
    const from = rescuersSystem(s, active);
    for (const at of [active, from]) {
      const board = s.board[at];
      if (board) {
        board.space = [];
        board.commandTokens = [];
        for (const planet of Object.keys(board.planets))
          (board.planets as Record<string, unknown>)[planet] = [];
      }
    }
    put(s, HOME, { dreadnought: 1 });
    put(s, active, { destroyer: 1 }, OTHER);
    put(s, from, { carrier: 1, destroyer: 1, fighter: 1, infantry: 1 }, OTHER);
    edit(s);
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

function moved(start: Played): Played {
  const system = activeSystem(start.state);
  const activated = send(start, { type: "tacticalAction", seat: SEAT, system });
  return send(activated, {
    type: "moveShips",
    seat: SEAT,
    moves: [{ from: HOME, units: { dreadnought: 1 } }],
  });
}

describe("Rescue (Thunder's Edge action card; LRR 2, 58)", () => {
  it("moves a ship of the holder, with what rides on it, into the system another player's ships just entered", () => {
    const start = rescueTable();
    const active = activeSystem(start.state);
    const from = rescuersSystem(start.state, active);
    const after = moved(start);
    expect(after.state.stack.at(-1)).toMatchObject({
      kind: "ti4CardWindow",
      timing: "afterMovement",
      awaiting: [OTHER],
    });
    const played = passSabotage(
      send(after, { type: "playActionCard", seat: OTHER, card: "rescue", system: from, unit: "carrier" }),
    );
    expect(space(played.state, active, OTHER)).toEqual({ destroyer: 1, carrier: 1, fighter: 1, infantry: 1 });
    expect(space(played.state, from, OTHER)).toEqual({ destroyer: 1 });
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused for a ship not there, out of a system holding the holder's token, and before any move", () => {
    const after = moved(rescueTable());
    const from = rescuersSystem(after.state, activeSystem(after.state));
    const before = structuredClone(after.state);
    expect(cardRefusal(after, OTHER, "rescue", { system: from, unit: "dreadnought" })?.code).toBe(
      "ERR_TI4_CARD_PLAY",
    );
    expect(after.state).toEqual(before);
    const tokened = moved(
      rescueTable("rescue", (s) => {
        s.board[rescuersSystem(s, activeSystem(s))]?.commandTokens.push(OTHER);
      }),
    );
    // With the token there no play is possible: the window does not even ask.
    expect(tokened.state.stack.at(-1)?.kind).not.toBe("ti4CardWindow");
    // Before the active player's ships move, Rescue has no moment.
    const start = rescueTable();
    const activated = send(start, { type: "tacticalAction", seat: SEAT, system: activeSystem(start.state) });
    const untouched = structuredClone(activated.state);
    expect(cardRefusal(activated, OTHER, "rescue", { system: from, unit: "carrier" })).not.toBeNull();
    expect(activated.state).toEqual(untouched);
  });

  it("is refused, naming the system, when the holder's token lies in the ship's system", () => {
    const after = moved(rescueTable());
    const from = rescuersSystem(after.state, activeSystem(after.state));
    const tokened = structuredClone(after.state);
    tokened.board[from]?.commandTokens.push(OTHER);
    const untouched = structuredClone(tokened);
    const result = applyCommand<Ti4>(
      tokened,
      { type: "playActionCard", seat: OTHER, card: "rescue", system: from, unit: "carrier" },
      CTX,
    );
    expect(result.ok ? null : result.error.message).toContain("command token");
    expect(tokened).toEqual(untouched);
  });
});
