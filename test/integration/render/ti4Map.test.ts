/**
 * The TI4 map of a set-up game, probed by pixel: a home system in its owner's colour with their units, the
 * command token placed in the state drawn in its owner's colour beside the label, the custodians token on
 * Mecatol Rex, the panel's victory point target following the game's config, and a Creuss wormhole token.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ti4State } from "../../../src/engine/ti4/state.ts";
import { counterSlots } from "../../../src/render/layout.ts";
import { describeTi4Map } from "../../../src/render/ti4/describe.ts";
import { CREUSS_TOKEN_SLOT } from "../../../src/render/ti4/forces.ts";
import { CUSTODIANS_INK, TI4_PLAYER_INK, WORMHOLE_INK } from "../../../src/render/ti4/palette.ts";
import { renderTi4Map, ti4FullLayout, ti4MapTexts } from "../../../src/render/ti4/renderMap.ts";
import { ti4SampleGame } from "../../../src/render/ti4/samples.ts";
import { countColour, decode, type Pixels } from "./pixels.ts";

let state: Ti4State;
let pixels: Pixels;

/** The same game with player B's command token placed on Mecatol Rex. */
function withToken(base: Ti4State): Ti4State {
  const copy = structuredClone(base);
  copy.board["000"] = copy.board["000"] ?? { space: [], planets: {}, commandTokens: [] };
  copy.board["000"].commandTokens.push(1);
  return copy;
}

beforeAll(async () => {
  state = withToken(ti4SampleGame(6));
  const map = await renderTi4Map(state);
  pixels = await decode(map.png);
  expect([pixels.width, pixels.height]).toEqual([map.width, map.height]);
}, 60_000);

function box(x: number, y: number, r: number) {
  return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
}

describe("TI4 map of a set-up game: pixel probes", () => {
  it("draws each home system's units and control rings in its owner's colour, and no one else's", () => {
    const centres = ti4FullLayout(state).galaxy.centers;
    for (const player of state.players) {
      const c = centres.get(player.home!)!;
      const own = TI4_PLAYER_INK[player.color].fill;
      expect(countColour(pixels, box(c.x, c.y, 55), own), player.color).toBeGreaterThan(200);
      // the unit area under the planets (clear of wormhole art, whose blended edges may share a palette entry).
      const space = { x0: c.x - 60, y0: c.y + 4, x1: c.x + 60, y1: c.y + 60 };
      expect(countColour(pixels, space, own), `${player.color} ships`).toBeGreaterThan(100);
      for (const other of state.players) {
        if (other.seat === player.seat || other.color === "black") continue;
        expect(
          countColour(pixels, space, TI4_PLAYER_INK[other.color].fill),
          `${player.color} home: ${other.color}`,
        ).toBe(0);
      }
    }
  });

  it("writes every unit count of a home system's chips (the texts drawn are the state's counts)", () => {
    const texts = ti4MapTexts(state);
    const home = state.board[state.players[0]!.home!]!;
    for (const force of home.space)
      for (const n of Object.values(force.units)) if (n && n > 1) expect(texts).toContain(String(n));
  });

  it("draws the command token placed in the state in its owner's colour, and none where there is none", async () => {
    const centres = ti4FullLayout(state).galaxy.centers;
    const m = centres.get("000")!;
    const slot = counterSlots(17)[0]!;
    const red = TI4_PLAYER_INK[state.players[1]!.color].fill;
    expect(countColour(pixels, box(m.x + slot.x, m.y + slot.y, 8), red)).toBeGreaterThan(60);
    const without = await decode((await renderTi4Map(ti4SampleGame(6))).png);
    expect(countColour(without, box(m.x + slot.x, m.y + slot.y, 8), red)).toBe(0);
  }, 60_000);

  it("puts the custodians token on Mecatol Rex while it is there", async () => {
    const m = ti4FullLayout(state).galaxy.centers.get("000")!;
    // Mecatol Rex's planet disc is 30 px across at (0, -30); the token sits on its upper left.
    expect(countColour(pixels, box(m.x - 30, m.y - 60, 14), CUSTODIANS_INK.fill)).toBeGreaterThan(100);
    const taken = { ...state, custodiansOnMecatol: false };
    const after = await decode((await renderTi4Map(taken)).png);
    expect(countColour(after, box(m.x - 30, m.y - 60, 14), CUSTODIANS_INK.fill)).toBe(0);
  }, 60_000);

  it("shows the game's victory point target in the panel, 10 or 14", async () => {
    const layout = ti4FullLayout(state);
    expect(ti4MapTexts(state)).toContain("Play to 10 VP");
    const fourteen = { ...state, config: { ...state.config, vpTarget: 14 as const } };
    expect(ti4MapTexts(fourteen)).toContain("Play to 14 VP");
    expect(ti4MapTexts(fourteen)).toContain("0/14 VP");
    // The header's right end is redrawn: the image differs there and nowhere in the galaxy.
    const other = await decode((await renderTi4Map(fourteen)).png);
    const header = { x0: layout.panelX + 400, y0: 0, x1: layout.width, y1: 50 };
    const differ = (b: typeof header) => {
      let n = 0;
      for (let y = b.y0; y < b.y1; y++)
        for (let x = b.x0; x < b.x1; x++) {
          const i = (y * pixels.width + x) * 3;
          if (pixels.data[i] !== other.data[i] || pixels.data[i + 1] !== other.data[i + 1]) n++;
        }
      return n;
    };
    expect(differ(header)).toBeGreaterThan(20);
    expect(differ({ x0: 0, y0: 0, x1: layout.panelX, y1: layout.height })).toBe(0);
  }, 60_000);
});

describe("TI4 map: the Creuss wormhole tokens", () => {
  it("draws a token on the board in its wormhole's colour at the right of its tile, and none without it", async () => {
    const m = ti4FullLayout(state).galaxy.centers.get("000")!;
    const at = { x: m.x + CREUSS_TOKEN_SLOT.x, y: m.y + CREUSS_TOKEN_SLOT.y };
    const placed = await decode((await renderTi4Map({ ...state, creussWormholes: { beta: "000" } })).png);
    const beta = WORMHOLE_INK.beta.color;
    expect(countColour(placed, box(at.x, at.y, CREUSS_TOKEN_SLOT.r), beta)).toBeGreaterThan(40);
    expect(countColour(pixels, box(at.x, at.y, CREUSS_TOKEN_SLOT.r), beta)).toBe(0);
    expect(describeTi4Map({ ...state, creussWormholes: { beta: "000" } })).toContain(
      "Creuss wormhole token: beta",
    );
  }, 60_000);
});

describe("TI4 map: what a Thunder's Edge table has in play", () => {
  /** The sample game with two galactic events, allies, a relic (exhausted) and a breakthrough gained. */
  function withThingsInPlay(base: Ti4State): Ti4State {
    const copy = structuredClone(base);
    copy.galacticEvents = ["hidden_agenda", "wild_wild_galaxy"];
    copy.config = {
      ...copy.config,
      alliance: {
        pairs: [
          [0, 1],
          [2, 3],
          [4, 5],
        ],
      },
    };
    copy.players[0]!.relics = [{ id: "heartofixth", exhausted: true }];
    copy.players[2]!.breakthrough = "arborecbt";
    return copy;
  }

  it("lists the events, the allies, the relics and the breakthroughs in the panel and in words", () => {
    const texts = ti4MapTexts(withThingsInPlay(state));
    expect(texts).toContain("In play");
    expect(texts).toContain("Galactic events");
    expect(texts).toContain("Hidden Agenda; Wild, Wild Galaxy");
    expect(texts).toContain("A with B; C with D; E with F");
    expect(texts).toContain("A Heart of Ixth (exhausted)");
    expect(texts.some((t) => t.startsWith("C ") && t.includes("("))).toBe(false);
    // A base game's panel has no such section.
    expect(ti4MapTexts(state)).not.toContain("In play");
    const words = describeTi4Map(withThingsInPlay(state)).split("\n");
    expect(words).toContain("Galactic events: Hidden Agenda; Wild, Wild Galaxy.");
    expect(words).toContain("Relics: A Heart of Ixth (exhausted).");
  });

  it("draws the section below the strategy cards, leaving the galaxy's pixels as they were", async () => {
    const layout = ti4FullLayout(state);
    const drawn = await decode((await renderTi4Map(withThingsInPlay(state))).png);
    const grown = ti4FullLayout(withThingsInPlay(state));
    expect(grown.height).toBeGreaterThanOrEqual(layout.height);
    let differ = 0;
    let galaxyDiffer = 0;
    for (let y = 0; y < Math.min(pixels.height, drawn.height); y++)
      for (let x = 0; x < pixels.width; x++) {
        const i = (y * pixels.width + x) * 3;
        const same = pixels.data[i] === drawn.data[i] && pixels.data[i + 1] === drawn.data[i + 1];
        if (same) continue;
        if (x >= layout.panelX) differ++;
        else galaxyDiffer++;
      }
    expect(differ).toBeGreaterThan(500);
    expect(galaxyDiffer).toBe(0);
  }, 60_000);
});
