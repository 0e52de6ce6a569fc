/**
 * SE Option 7, Space Mines (options/spaceMines/): a mine laid in the production step, paid with planets
 * exhausted for resources and Trade Goods; and, when mines of several owners lie where ships entered, the
 * one cleared after the dice (`owner` null: the neutral mine).
 */
import { command, count, id, listOf, orNull, position } from "./forms.ts";

export const SPACE_MINE_COMMANDS = [
  command("laySpaceMine", {
    /** The system: needed only in a transfer action (one of its two systems). */
    position: position.optional(),
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
  }),
  command("removeSpaceMine", { owner: orNull(count) }),
] as const;
