/**
 * The Silver Flame, a Thunder's Edge relic (thundersEdge/silverFlame.ts): as an action its holder purges it and
 * rolls 1 die; a 10 gains 1 victory point; anything else purges their home system and everything in it, bars
 * them from scoring public objectives, and brings The Fracture into play. Played, refused with the state
 * unchanged, replayed (the support's `answer` replays every event); the bot never uses it.
 */
import { describe, expect, it } from "vitest";
import type { Ti4ObjectiveId, Ti4PlanetId } from "../../../src/content/ti4/index.ts";
import { pendingDecisions } from "../../../src/engine/kernel/flow.ts";
import { type RngState, rollD10, seedRng } from "../../../src/engine/rng.ts";
import { planetsAt, systemPositions } from "../../../src/engine/ti4/board/galaxy.ts";
import { ti4Answers } from "../../../src/engine/ti4/bot.ts";
import { brokenTi4Invariants } from "../../../src/engine/ti4/invariants.ts";
import { scoreRefusal } from "../../../src/engine/ti4/objectives/scoring.ts";
import type { Ti4 } from "../../../src/engine/ti4/ruleset.ts";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { fractureInPlay } from "../../../src/engine/ti4/thundersEdge/fracture.ts";
import { TE_RELICS_NOT_YET_CARRIED_OUT } from "../../../src/engine/ti4/thundersEdge/relicsNotBuilt.ts";
import { answer, refusal } from "../../support/ti4FactionBoard.ts";
import { learn, position, put, SEAT } from "../../support/ti4Tactical.ts";

const RULE = "TE Relics: The Silver Flame";
const USE = { type: "useRelicAction", seat: SEAT, relic: "thesilverflame" } as const;

type Player = Ti4State["players"][number];
const player = (s: Ti4State, seat = SEAT) => s.players[seat] as Player;

/** A generator whose next d10 shows `wanted` (or not, with `not`). */
function rngRolling(test: (die: number) => boolean): RngState {
  for (let i = 0; i < 1000; i++) {
    const rng = seedRng(`silver-${i}`);
    if (test(rollD10(rng, 1).value[0] as number)) return rng;
  }
  throw new Error("no seed found");
}

/** Seat 3's turn in a Thunder's Edge game, holding The Silver Flame, the die set by `rng`. */
function holding(rng: RngState, edit: (s: Ti4State) => void = () => {}): Ti4State {
  return position((s) => {
    (s as { config: Ti4State["config"] }).config = { ...s.config, boxes: [...s.config.boxes, "te"] };
    player(s).relics = [{ id: "thesilverflame" }];
    s.rng = rng;
    edit(s);
  });
}

describe(`${RULE}: the action`, () => {
  it("is offered as a relic action, and the bot never takes it", () => {
    const s = holding(
      rngRolling((d) => d === 10),
      (d) => learn(d, "nm", "ps", "sdn", "amd"),
    );
    const decision = pendingDecisions<Ti4>(s).find((d) => d.kind === "useRelicAction");
    expect(decision?.choices).toEqual(["thesilverflame"]);
    expect(ti4Answers(s, decision as never)).toEqual([]);
  });

  it("on a 10: the relic is purged and its holder gains 1 victory point, nothing else", () => {
    const s = holding(rngRolling((d) => d === 10));
    const home = player(s).home as string;
    const done = answer(s, USE);
    expect(done.events).toContainEqual({ type: "ti4RelicPurged", seat: SEAT, relic: "thesilverflame" });
    expect(done.events).toContainEqual(
      expect.objectContaining({
        type: "ti4RelicDiceRolled",
        seat: SEAT,
        relic: "thesilverflame",
        rolls: [10],
      }),
    );
    expect(player(done.state).vp).toBe(player(s).vp + 1);
    expect(player(done.state).relics).toEqual([]);
    expect(done.state.galaxy[home]).toBeDefined();
    expect(player(done.state).publicScoringLost).toBeUndefined();
    expect(fractureInPlay(done.state)).toBe(false);
  });

  it("on anything else: the home system and everything in it is purged, publics are barred, The Fracture enters", () => {
    const s = holding(
      rngRolling((d) => d < 10),
      (d) => {
        const home = player(d).home as string;
        put(d, home, { carrier: 1, fighter: 2 });
        put(d, home, { cruiser: 1 }, 0);
        const planet = planetsAt(d, home)[0] as Ti4PlanetId;
        put(d, home, { infantry: 2, spaceDock: 1 }, SEAT, planet);
      },
    );
    const home = player(s).home as string;
    const planets = planetsAt(s, home);
    const done = answer(s, USE);
    const after = done.state;
    // The tile leaves the board, with its units (anyone's) and planets.
    expect(after.galaxy[home]).toBeUndefined();
    expect(after.board[home]).toBeUndefined();
    expect(systemPositions(after)).not.toContain(home);
    for (const planet of planets) {
      expect(after.purged?.planets).toContain(planet);
      expect(player(after).planets[planet]).toBeUndefined();
    }
    // Purged units never come back to reinforcements.
    expect(after.purgedShips?.[String(SEAT)]).toMatchObject({
      carrier: 1,
      fighter: 2,
      infantry: 2,
      spaceDock: 1,
    });
    expect(after.purgedShips?.["0"]).toMatchObject({ cruiser: 1 });
    expect(player(after).publicScoringLost).toBe(true);
    expect(fractureInPlay(after)).toBe(true);
    expect(player(after).vp).toBe(player(s).vp);
    expect(brokenTi4Invariants(after)).toEqual([]);
  });

  it("bars public objectives from then on, secret ones still scored (objectives/scoring.ts)", () => {
    const s = holding(rngRolling((d) => d < 10));
    const done = answer(s, USE);
    const revealed = (done.state.objectives[0]?.id ?? "corner") as Ti4ObjectiveId;
    expect(scoreRefusal(done.state, SEAT, revealed, "status")?.code).toBe("ERR_TI4_PUBLIC_SCORING_LOST");
  });
});

describe(`${RULE}: refusals`, () => {
  it("is refused without the relic, with the state unchanged", () => {
    const s = holding(
      rngRolling((d) => d < 10),
      (d) => {
        player(d).relics = [];
      },
    );
    expect(refusal(s, USE)?.[0]).toMatch(/^ERR_/);
  });

  it("is no longer listed as not built, so it is dealt into the relic deck", () => {
    expect(TE_RELICS_NOT_YET_CARRIED_OUT.thesilverflame).toBeUndefined();
  });
});
