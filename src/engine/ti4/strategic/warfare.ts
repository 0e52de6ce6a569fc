/**
 * Warfare (LRR 99, digest §11). The primary takes one of the holder's command tokens off the board and
 * returns it to their command sheet, then lets them rearrange the sheet (LRR 99.1; the token goes back
 * through reinforcements into the pool they choose). The secondary uses the PRODUCTION of one space dock
 * in the follower's home system, without putting a token there (LRR 99.2): it pushes the production step
 * `{ kind: "ti4Production", seat, system }` of the tactical action, whose rules are that step's module.
 */
import type { Ti4PlanetId } from "../../../content/ti4/index.ts";
import type { FrameRules } from "../../kernel/book.ts";
import { bookOf } from "../../kernel/book.ts";
import type { Tx } from "../../kernel/tx.ts";
import type { Seat } from "../../kernel/types.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import { unitsIn } from "../board/forces.ts";
import type { Ti4Command } from "../commands.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State } from "../state.ts";
import type { Ti4StrategyCardRules } from "./cards.ts";
import { pushTokenArrangement } from "./commandSheet.ts";
import type { Ti4WarfareFrame } from "./frames.ts";

/** The systems holding one of the seat's command tokens. */
export function tokensOnBoard(state: Ti4State, seat: Seat): string[] {
  return Object.entries(state.board)
    .filter(([, system]) => system.commandTokens.includes(seat))
    .map(([position]) => position);
}

const retrieving: FrameRules<Ti4, Ti4WarfareFrame> = {
  decisions: (state, frame) => [
    {
      kind: "retrieveCommandToken",
      seat: frame.seat,
      simultaneous: false,
      prompt: "take one of your command tokens off the board",
      choices: tokensOnBoard(state, frame.seat),
    },
  ],
};

type Retrieve = Extract<Ti4Command, { type: "retrieveCommandToken" }>;

function retrieveCommandToken(tx: Tx<Ti4>, command: Retrieve): RuleError | undefined {
  const { seat, system } = command;
  if (system === null || !tokensOnBoard(tx.state, seat).includes(system))
    return ruleError(
      "ERR_TI4_NO_TOKEN_THERE",
      "LRR 99.1",
      system === null
        ? "You have command tokens on the board: name the system one comes off."
        : `You have no command token in ${system}.`,
    );
  tx.emit({ type: "ti4FramePopped" });
  tx.emit({ type: "ti4CommandTokensRemoved", seat, positions: [system] });
  pushTokenArrangement(tx, { seats: [seat], gain: 1, redistribute: true, reason: "warfare" });
  return undefined;
}

/** A space dock of the seat's in its home system, on a planet (or, as set-up leaves it, in its space area). */
function homeDock(state: Ti4State, seat: Seat): boolean {
  const home = state.players[seat]?.home;
  if (!home) return false;
  const system = state.board[home];
  const places = [undefined, ...(Object.keys(system?.planets ?? {}) as Ti4PlanetId[])];
  return places.some((planet) => (unitsIn(system, seat, planet).spaceDock ?? 0) > 0);
}

export const WARFARE: Ti4StrategyCardRules = {
  card: "warfare",
  primary(tx, seat) {
    if (tokensOnBoard(tx.state, seat).length > 0)
      tx.emit({ type: "ti4FramePushed", frame: { kind: "ti4Warfare", seat } });
    // None on the board: nothing comes off, and the sheet may still be rearranged.
    else pushTokenArrangement(tx, { seats: [seat], gain: 0, redistribute: true, reason: "warfare" });
  },
  secondary(tx, seat) {
    const home = tx.state.players[seat]?.home as string;
    tx.emit({
      type: "ti4FramePushed",
      frame: { kind: "ti4Production", seat, system: home, reason: "warfare" },
    });
  },
  cannotFollow(state, _frame, seat) {
    if (!bookOf<Ti4>(state).frames.ti4Production)
      return ruleError(
        "ERR_TI4_PRODUCTION_NOT_PLAYED",
        "LRR 99.2",
        "Warfare's secondary uses PRODUCTION, which this table's rules do not play yet.",
      );
    if (!homeDock(state, seat))
      return ruleError(
        "ERR_TI4_NO_HOME_DOCK",
        "LRR 99.2",
        "Warfare's secondary uses a space dock in your home system, and you have none there.",
      );
    return undefined;
  },
  module: {
    commands: { retrieveCommandToken },
    frames: { ti4Warfare: retrieving },
  },
};
