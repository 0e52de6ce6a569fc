/**
 * Nothing by hand: a game holds only cards Mecatol carries out. Every deck a game may be created with
 * (each box, each available option, 3 to 8 players) passes; a deck holding a card with no rule is refused
 * at creation with the card's name, and nothing is created.
 */
import { describe, expect, it } from "vitest";
import type { Box } from "../../../src/content/index.ts";
import {
  AUTOMATED_ACTION_CARD_EFFECTS,
  AUTOMATED_POLITICAL_CARD_EFFECTS,
} from "../../../src/engine/effects/automated.ts";
import { availableOptions, createGame } from "../../../src/engine/index.ts";
import { checkDecksBuilt } from "../../../src/engine/setup/decksBuilt.ts";
import { CTX } from "../../support/engine.ts";

const BOXES: Box[][] = [["base"], ["base", "se"]];

describe("the cards a game may hold", () => {
  it("are all carried out by the engine, in every box, option and player count", () => {
    for (const boxes of BOXES)
      for (const option of [null, ...availableOptions()])
        for (let playerCount = 3; playerCount <= 8; playerCount++)
          expect(checkDecksBuilt(boxes, { options: option ? [option] : [], playerCount })).toBeUndefined();
  });

  it("refuses a deck holding a card with no rule, naming it", () => {
    const action = new Set([...AUTOMATED_ACTION_CARD_EFFECTS].filter((e) => e !== "goodYear"));
    const refused = checkDecksBuilt(
      ["base"],
      { playerCount: 4 },
      {
        action,
        political: AUTOMATED_POLITICAL_CARD_EFFECTS,
      },
    );
    expect(refused).toMatchObject({
      code: "ERR_NOT_BUILT",
      message:
        "Mecatol does not carry out Good Year yet, so no game can be created with the components that hold it.",
    });
    const political = new Set([...AUTOMATED_POLITICAL_CARD_EFFECTS].filter((e) => e !== "imperialMandate"));
    expect(
      checkDecksBuilt(["base"], { playerCount: 4 }, { action: AUTOMATED_ACTION_CARD_EFFECTS, political })
        ?.message,
    ).toContain("Imperial Mandate");
  });

  it("lets a game be created with every box", () => {
    const seats = [0, 1, 2, 3].map((i) => ({ userId: `u${i}`, name: `P${i + 1}` }));
    for (const boxes of BOXES)
      expect(createGame({ seed: "decks", players: seats, settings: { boxes } }, CTX).ok).toBe(true);
  });
});
