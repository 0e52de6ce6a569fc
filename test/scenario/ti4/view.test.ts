/**
 * What a TI4 player may see (ti4View, ti4EventSeen): their own secrets, others' as counts, decks as
 * sizes, the face-down public objectives as counts, never the generator's state; the log shows a player
 * the secret objectives they drew and nobody else's.
 */
import { describe, expect, it } from "vitest";
import { ti4EventSeen, ti4View } from "../../../src/engine/ti4/view.ts";
import { create } from "../../support/ti4.ts";

describe("TI4 hidden information", () => {
  const { state, events } = create(4, {}, "view-1");

  it("shows a player their own secrets and the others' as counts", () => {
    const seen = ti4View(state, 1);
    expect(seen.players[1]?.secret).toEqual(state.players[1]?.secret);
    expect(seen.players[0]?.secret).toEqual({
      actionCards: 0,
      secretObjectives: 0,
      promissoryNotes: state.players[0]?.secret.promissoryNotes.length,
      secretObjectivesDrawn: 2,
    });
    expect("rng" in seen).toBe(false);
    expect(seen.decks.stageOne).toBe(3);
    expect(seen.decks.secretObjectives).toBe(state.decks.secretObjectives.length);
    // Nothing secret is anywhere in the public view's text.
    const text = JSON.stringify(ti4View(state, null));
    for (const p of state.players)
      for (const id of p.secret.secretObjectivesDrawn ?? []) expect(text).not.toContain(`"${id}"`);
    for (const id of state.decks.stageOne) expect(text).not.toContain(`"${id}"`);
  });

  it("tells a player the secret objectives they drew in the log, and nobody else", () => {
    const drawn = events.filter((e) => e.type === "ti4SecretObjectivesDrawn");
    expect(drawn).toHaveLength(4);
    for (const event of drawn) {
      if (event.type !== "ti4SecretObjectivesDrawn") continue;
      expect(ti4EventSeen(event, event.seat)).toEqual(event);
      expect(ti4EventSeen(event, (event.seat + 1) % 4)).toBeNull();
      expect(ti4EventSeen(event, null)).toBeNull();
    }
    const publicLog = JSON.stringify(events.map((e) => ti4EventSeen(e, null)));
    // No generator state is shown: neither the seed's nor any later one.
    const first = events[0];
    if (first?.type !== "gameCreated") throw new Error("a log begins with gameCreated");
    expect(publicLog).not.toContain(JSON.stringify(first.state.rng));
    expect(publicLog).not.toContain(JSON.stringify(state.rng));
    for (const id of state.decks.action.draw.slice(0, 5)) expect(publicLog).not.toContain(`"${id}"`);
  });
});
