/**
 * Views for the renderer's tests. `tableView` is written out by hand (galaxy, units, players, tokens), so
 * golden images do not move when the engine's setup changes; only fields the map never draws come from
 * a created game.
 */
import type { PlanetId } from "../../../src/content/index.ts";
import type { Force, PlayerState, SystemState } from "../../../src/engine/state.ts";
import { view } from "../../../src/engine/view.ts";
import type { BoardToken, MapSystem, MapView } from "../../../src/render/index.ts";
import { startState } from "../../../src/render/samples.ts";

/** Ring 0 to 2: Mecatol Rex, three homes on ring 2, and one of each kind of tile worth drawing. */
const GALAXY: Record<string, string> = {
  "000": "mecatol-rex",
  "101": "quann",
  "102": "asteroid-field",
  "103": "rigel",
  "104": "nebula",
  "105": "arcturus-sumerian",
  "106": "ion-storm",
  "201": "home-hacan",
  "202": "lodor",
  "203": "supernova",
  "204": "empty-alpha-wormhole",
  "205": "home-sol",
  "206": "hopes-end",
  "207": "mirage",
  "208": "bereg-lirta-iv",
  "209": "home-jolnar",
  "210": "empty",
  "211": "primor",
  "212": "lazar-sakulag",
};

function system(
  tile: string,
  space: Force[] = [],
  planets: Record<string, Force[]> = {},
  counters: number[] = [],
): MapSystem {
  return {
    tile: tile as SystemState["tile"],
    space,
    planets: planets as SystemState["planets"],
    commandCounters: counters,
  };
}

export const FACE_DOWN_TOKENS: BoardToken[] = [
  { kind: "domainCounter", faceUp: false, id: "hostile-locals-2", planet: "lazar" },
  { kind: "artifact", faceUp: false, id: "lazax-armory", planet: "sakulag" },
  { kind: "domainCounter", faceUp: false, id: "natural-wealth-4" },
];

function board(): Record<string, MapSystem> {
  const b: Record<string, MapSystem> = {};
  for (const [label, tile] of Object.entries(GALAXY)) b[label] = system(tile);
  b["000"] = system(
    "mecatol-rex",
    [{ seat: 1, units: { dreadnought: 2, cruiser: 1 }, damaged: { dreadnought: 1 } }],
    {
      "mecatol-rex": [{ seat: 1, units: { groundForce: 3, shockTroop: 1 } }],
    },
    [1],
  );
  b["201"] = system("home-hacan", [{ seat: 0, units: { carrier: 2, cruiser: 1, fighter: 2 } }], {
    arretze: [{ seat: 0, units: { groundForce: 2, spaceDock: 1 } }],
    hercant: [{ seat: 0, units: { groundForce: 1, pds: 1 } }],
    kamdorn: [{ seat: 0, units: { groundForce: 1 } }],
  });
  b["205"] = system("home-sol", [{ seat: 1, units: { carrier: 1, destroyer: 1, fighter: 1 } }], {
    jord: [{ seat: 1, units: { groundForce: 4, spaceDock: 1 } }],
  });
  b["209"] = system("home-jolnar", [{ seat: 2, units: { warSun: 1, carrier: 2 } }], {
    jol: [{ seat: 2, units: { groundForce: 1, pds: 1 } }],
    nar: [{ seat: 2, units: { groundForce: 1, pds: 1, spaceDock: 1 } }],
  });
  // A battle at 101: two fleets, one Dreadnought damaged.
  b["101"] = system(
    "quann",
    [
      { seat: 0, units: { dreadnought: 2, destroyer: 2 }, damaged: { dreadnought: 1 } },
      { seat: 2, units: { cruiser: 3, fighter: 3 } },
    ],
    { quann: [{ seat: 0, units: { groundForce: 2 } }] },
    [0, 2],
  );
  b["212"] = {
    ...system("lazar-sakulag", [{ seat: 2, units: { carrier: 1, groundForce: 2 } }]),
    tokens: FACE_DOWN_TOKENS,
  };
  b["206"] = system("hopes-end", [], { "hopes-end": [{ seat: 1, units: { shockTroop: 2 } }] }, [1]);
  b["104"] = system("nebula", [{ seat: 2, units: { destroyer: 1 } }], {}, [2, 0, 1]);
  return b;
}

function player(
  base: PlayerState | ReturnType<typeof view>["players"][number],
  fields: Partial<PlayerState>,
) {
  return { ...base, ...fields };
}

/** Three players in round 4 with a battle, tokens, played cards and scored objectives. */
export function tableView(): MapView {
  const created = view(startState(3, "render-fixture"), null);
  const planets = (ids: string[], exhausted: string[] = []) =>
    Object.fromEntries(ids.map((id) => [id as PlanetId, { exhausted: exhausted.includes(id) }]));
  const [a, b, c] = created.players;
  return {
    ...created,
    phase: "action",
    round: 4,
    speaker: 1,
    winners: [],
    galaxy: GALAXY as MapView["galaxy"],
    board: board(),
    objectives: [
      { id: "b1-5-planets", scoredBy: [0, 2] },
      { id: "b1-3-specialties", scoredBy: [] },
    ],
    players: [
      player(a!, {
        name: "Alice",
        race: "hacan",
        color: "orange",
        home: "201",
        vp: 4,
        tradeGoods: 7,
        passed: false,
        counters: { strategy: 2, command: 1, fleet: 3 },
        technologies: ["antimass-deflectors", "sarween-tools"],
        strategyCards: [{ card: "trade", played: true }],
        planets: planets(["arretze", "hercant", "kamdorn", "quann"], ["quann"]),
      }),
      player(b!, {
        name: "Bogdan",
        race: "sol",
        color: "blue",
        home: "205",
        vp: 5,
        tradeGoods: 1,
        passed: true,
        counters: { strategy: 1, command: 0, fleet: 4 },
        technologies: ["hylar-v-assault-laser"],
        strategyCards: [{ card: "warfare", played: false }],
        planets: planets(["jord", "mecatol-rex", "hopes-end"]),
      }),
      player(c!, {
        name: "Chiara",
        race: "jolnar",
        color: "white",
        home: "209",
        vp: 3,
        tradeGoods: 0,
        passed: false,
        counters: { strategy: 3, command: 2, fleet: 3 },
        technologies: ["enviro-compensator", "cybernetics", "deep-space-cannon"],
        strategyCards: [{ card: "technology", played: false }],
        planets: planets(["jol", "nar", "lazar"]),
      }),
    ],
  } as MapView;
}
