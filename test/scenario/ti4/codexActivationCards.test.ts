/**
 * Codex I's action cards played right after a system is activated by players other than the active one
 * (LRR 89.1, 2; content/ti4/actionCards.codex.ts; actionCards/codexActivation.ts): Counterstroke takes its
 * holder's command token in the active system back to their tactic pool (LRR 20), Forward Supply Base pays
 * its holder 3 trade goods and another player 1 when another player activates a system holding their units
 * (LRR 93). The afterActivation window now asks those players too, only when they hold such a card they may
 * play. Solar Flare, the active player's, keeps other players' Space Cannon off their ships for the
 * movement (LRR 89.2, 77.2). Each with its refusals (state unchanged), the bot's choice, and a replay from the log.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ActionCardId } from "../../../src/content/ti4/index.ts";
import { replayLog } from "../../../src/engine/kernel/evolve.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { systemOn } from "../../../src/engine/ti4/board/forces.ts";
import { ti4Neighbours } from "../../../src/engine/ti4/board/galaxy.ts";
import type { Ti4Command } from "../../../src/engine/ti4/commands.ts";
import { ti4BotMove } from "../../../src/engine/ti4/policy.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { cardRefusal, passSabotage } from "../../support/ti4CardPlays.ts";
import { CTX, type Played, send } from "../../support/ti4Status.ts";
import { HOME, position, put, SEAT } from "../../support/ti4Tactical.ts";

const OTHER = 0;
const THIRD = 1;

function nextDoor(s: Ti4State): string {
  const homes = s.players.map((p) => p.home);
  return ti4Neighbours(s, HOME).find((p) => p !== "000" && !homes.includes(p)) as string;
}

/** A Thunder's Edge game at SEAT's first turn, with the hands given, the system next door emptied and edited. */
function table(hands: Record<number, Ti4ActionCardId[]>, edit: (s: Ti4State) => void = () => {}): Played {
  const state = position((s) => {
    s.config = { ...s.config, boxes: ["base", "te"] };
    for (const p of s.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
    const at = s.board[nextDoor(s)];
    if (at) {
      at.space = [];
      at.commandTokens = [];
    }
    edit(s);
  });
  return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
}

function activate(start: Played): Played {
  return send(start, { type: "tacticalAction", seat: SEAT, system: nextDoor(start.state) });
}

function tokenOf(seat: number) {
  return (s: Ti4State) => {
    systemOn(s, nextDoor(s)).commandTokens.push(seat);
  };
}

function botCommand(state: Ti4State, seat: number): Ti4Command | undefined {
  return ti4BotMove(state, seat, CTX)?.command;
}

describe("Counterstroke (Codex I action card; LRR 2, 20, 89.1)", () => {
  it("returns another player's command token in the active system to their tactic pool", () => {
    const start = table({ [OTHER]: ["counterstroke"] }, tokenOf(OTHER));
    const tactic = start.state.players[OTHER]?.tokens.tactic ?? 0;
    const activated = activate(start);
    expect(activated.state.stack.at(-1)).toMatchObject({ timing: "afterActivation", awaiting: [OTHER] });
    const played = passSabotage(
      send(activated, { type: "playActionCard", seat: OTHER, card: "counterstroke" }),
    );
    expect(played.state.board[nextDoor(played.state)]?.commandTokens).toEqual([SEAT]);
    expect(played.state.players[OTHER]?.tokens.tactic).toBe(tactic + 1);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("lets the active player take back the token just placed [recalled reading]", () => {
    const start = table({ [SEAT]: ["counterstroke"] });
    const tactic = start.state.players[SEAT]?.tokens.tactic ?? 0;
    const activated = activate(start);
    expect(activated.state.players[SEAT]?.tokens.tactic).toBe(tactic - 1);
    const played = passSabotage(
      send(activated, { type: "playActionCard", seat: SEAT, card: "counterstroke" }),
    );
    expect(played.state.board[nextDoor(played.state)]?.commandTokens).toEqual([]);
    expect(played.state.players[SEAT]?.tokens.tactic).toBe(tactic);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused with no token of its holder there, or outside its moment; the state unchanged", () => {
    // Forward Supply Base keeps OTHER's window open (a destroyer of theirs is there), so Counterstroke's
    // own refusal answers.
    const none = activate(
      table({ [OTHER]: ["counterstroke", "fsb"] }, (s) => put(s, nextDoor(s), { destroyer: 1 }, OTHER)),
    );
    expect(none.state.stack.at(-1)).toMatchObject({ timing: "afterActivation", awaiting: [OTHER] });
    const before = structuredClone(none.state);
    expect(cardRefusal(none, OTHER, "counterstroke")?.message).toMatch(/command token/);
    expect(none.state).toEqual(before);
    // Not a component action: on the holder's turn, before any activation.
    const idle = table({ [SEAT]: ["counterstroke"] }, tokenOf(SEAT));
    const untouched = structuredClone(idle.state);
    expect(cardRefusal(idle, SEAT, "counterstroke")?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(idle.state).toEqual(untouched);
  });

  it("a player holding it with no token there is not asked", () => {
    const activated = activate(table({ [OTHER]: ["counterstroke"] }));
    expect(activated.state.stack.at(-1)?.kind).not.toBe("ti4CardWindow");
  });

  it("the bot plays it when offered", () => {
    const activated = activate(table({ [OTHER]: ["counterstroke"] }, tokenOf(OTHER)));
    expect(botCommand(activated.state, OTHER)).toEqual({
      type: "playActionCard",
      seat: OTHER,
      card: "counterstroke",
    });
  });
});

describe("Forward Supply Base (Codex I action card; LRR 2, 89.1, 93)", () => {
  const withDestroyer = (s: Ti4State) => put(s, nextDoor(s), { destroyer: 1 }, OTHER);

  it("pays its holder 3 trade goods and another player of their choice 1", () => {
    const start = table({ [OTHER]: ["fsb"] }, withDestroyer);
    const goods = start.state.players.map((p) => p.tradeGoods);
    const activated = activate(start);
    const played = passSabotage(
      send(activated, { type: "playActionCard", seat: OTHER, card: "fsb", target: THIRD }),
    );
    expect(played.state.players[OTHER]?.tradeGoods).toBe((goods[OTHER] ?? 0) + 3);
    expect(played.state.players[THIRD]?.tradeGoods).toBe((goods[THIRD] ?? 0) + 1);
    expect(played.state.players[SEAT]?.tradeGoods).toBe(goods[SEAT]);
    expect(replayLog<Ti4>(played.events)).toEqual(played.state);
  });

  it("is refused naming its holder, or with no units there, or by the active player; the state unchanged", () => {
    const activated = activate(table({ [OTHER]: ["fsb"] }, withDestroyer));
    const before = structuredClone(activated.state);
    expect(cardRefusal(activated, OTHER, "fsb", { target: OTHER })?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(cardRefusal(activated, OTHER, "fsb")?.code).toBe("ERR_TI4_CARD_PLAY");
    expect(activated.state).toEqual(before);
    // Counterstroke keeps OTHER's window open; they have no units there.
    const empty = activate(table({ [OTHER]: ["fsb", "counterstroke"] }, tokenOf(OTHER)));
    const untouched = structuredClone(empty.state);
    expect(cardRefusal(empty, OTHER, "fsb", { target: THIRD })?.message).toMatch(/no units/);
    expect(empty.state).toEqual(untouched);
    // The active player's own activation (Flank Speed keeps the window open).
    const own = activate(table({ [SEAT]: ["fsb", "fs"] }, (s) => put(s, nextDoor(s), { destroyer: 1 })));
    const kept = structuredClone(own.state);
    expect(cardRefusal(own, SEAT, "fsb", { target: THIRD })?.message).toMatch(/another player/);
    expect(own.state).toEqual(kept);
  });

  it("the bot plays it, the trade good to the player with the fewest points", () => {
    const activated = activate(
      table({ [OTHER]: ["fsb"] }, (s) => {
        withDestroyer(s);
        for (const p of s.players) p.vp = p.seat === 4 ? 0 : 3;
      }),
    );
    expect(botCommand(activated.state, OTHER)).toEqual({
      type: "playActionCard",
      seat: OTHER,
      card: "fsb",
      target: 4,
    });
  });
});

describe("Solar Flare (Codex I action card; LRR 2, 89.2, 77.2)", () => {
  const ENEMY = 0;
  /** A PDS of ENEMY's on Tequran (207), a cruiser at SEAT's home, the hands given. */
  function cannonTable(hands: Record<number, Ti4ActionCardId[]>): Played {
    const state = position((s) => {
      s.config = { ...s.config, boxes: ["base", "te"] };
      for (const p of s.players) p.secret.actionCards = [...(hands[p.seat] ?? [])];
      put(s, HOME, { cruiser: 1 });
      put(s, "207", { pds: 1 }, ENEMY, "tequran");
    });
    return { state, events: [{ type: "gameCreated", state: structuredClone(state) }] };
  }
  const into207 = (start: Played) => send(start, { type: "tacticalAction", seat: SEAT, system: "207" });
  const move = (at: Played) =>
    send(at, { type: "moveShips", seat: SEAT, moves: [{ from: HOME, units: { cruiser: 1 } }] });

  it("keeps the others' Space Cannon off the active player's ships during the movement", () => {
    const activated = into207(cannonTable({ [SEAT]: ["solar_flare"] }));
    expect(activated.state.stack.at(-1)).toMatchObject({ timing: "afterActivation", awaiting: [SEAT] });
    const played = passSabotage(send(activated, { type: "playActionCard", seat: SEAT, card: "solar_flare" }));
    const moved = move(played);
    expect(pendingDecisions<Ti4>(moved.state).some((d) => d.kind === "fireSpaceCannon")).toBe(false);
    expect(moved.state.board["207"]?.space.find((f) => f.seat === SEAT)?.units.cruiser).toBe(1);
    expect(replayLog<Ti4>(moved.events)).toEqual(moved.state);
    // Without the card the PDS is offered its shot.
    const unplayed = move(into207(cannonTable({})));
    expect(pendingDecisions<Ti4>(unplayed.state)[0]).toMatchObject({ kind: "fireSpaceCannon", seat: ENEMY });
  });

  it("is refused before an activation, or to a player who did not activate; the state unchanged", () => {
    const idle = cannonTable({ [SEAT]: ["solar_flare"] });
    const untouched = structuredClone(idle.state);
    expect(cardRefusal(idle, SEAT, "solar_flare")?.code).toBe("ERR_TI4_CARD_TIMING");
    expect(idle.state).toEqual(untouched);
    // ENEMY holds it too: the window is the active player's, and ENEMY is not asked.
    const activated = into207(cannonTable({ [SEAT]: ["solar_flare"], [ENEMY]: ["solar_flare"] }));
    expect(activated.state.stack.at(-1)).toMatchObject({ awaiting: [SEAT] });
    const before = structuredClone(activated.state);
    expect(cardRefusal(activated, ENEMY, "solar_flare")).not.toBeNull();
    expect(activated.state).toEqual(before);
  });

  it("the bot plays it where another player's Space Cannon reaches, and not elsewhere", () => {
    const activated = into207(cannonTable({ [SEAT]: ["solar_flare"] }));
    expect(botCommand(activated.state, SEAT)).toEqual({
      type: "playActionCard",
      seat: SEAT,
      card: "solar_flare",
    });
    const quiet = activate(table({ [SEAT]: ["solar_flare"] }));
    expect(botCommand(quiet.state, SEAT)).toEqual({ type: "passCardWindow", seat: SEAT });
  });
});
