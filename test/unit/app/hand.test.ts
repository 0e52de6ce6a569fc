import { describe, expect, it } from "vitest";
import { handOf, handText } from "../../../src/app/hand.ts";
import { getActionCard, getObjective, getPoliticalCard } from "../../../src/content/index.ts";
import type { GameState } from "../../../src/engine/index.ts";
import { startState } from "../../../src/render/samples.ts";

/** A three-player game where the first seat holds one card of each kind. */
function holding(): GameState {
  const state = structuredClone(startState(3, "hand"));
  const me = state.players[0]!;
  me.secret.actionCards = ["sabotage"];
  me.secret.politicalCards = ["ancient-artifact"];
  return state;
}

describe("a player's hand", () => {
  it("lists each card with its text, when it plays or what it is worth", () => {
    const state = holding();
    const hand = handOf(state, state.players[0]!.userId);
    const secret = getObjective(state.players[0]!.secret.secretObjectives[0]!);
    expect(hand).toEqual([
      {
        title: "Action Cards",
        cards: [
          {
            name: "Sabotage",
            note: expect.stringMatching(/^Play: right after another player plays an Action Card/),
            text: getActionCard("sabotage").text,
          },
        ],
      },
      {
        title: "Secret Objectives",
        cards: [{ name: secret.name, note: `${secret.vp} VP`, text: secret.text }],
      },
      {
        title: "Political Cards",
        cards: [
          {
            name: getPoliticalCard("ancient-artifact").name,
            note: getPoliticalCard("ancient-artifact").kind === "law" ? "Law" : "Directive",
            text: getPoliticalCard("ancient-artifact").text,
          },
        ],
      },
    ]);
  });

  it("reads as one line of names per kind, then the texts", () => {
    const state = holding();
    const text = handText(handOf(state, state.players[0]!.userId) ?? []);
    const lines = text.split("\n");
    expect(lines.slice(0, 3)).toEqual([
      "Action Cards: Sabotage",
      `Secret Objectives: ${getObjective(state.players[0]!.secret.secretObjectives[0]!).name}`,
      `Political Cards: ${getPoliticalCard("ancient-artifact").name}`,
    ]);
    expect(lines[3]).toBe("");
    expect(lines[4]).toBe(
      `• Sabotage (${handOf(state, state.players[0]!.userId)?.[0]?.cards[0]?.note}): ${getActionCard("sabotage").text}`,
    );
    expect(lines).toHaveLength(7);
  });

  it("says none for an empty kind, and shows nobody else's cards", () => {
    const state = holding();
    const other = state.players[1]!;
    other.secret.actionCards = [];
    const hand = handOf(state, other.userId) ?? [];
    expect(handText(hand).split("\n")[0]).toBe("Action Cards: none");
    expect(JSON.stringify(hand)).not.toContain("Sabotage");
    expect(handOf(state, "discord:not-seated")).toBeNull();
  });
});
