/**
 * Tactical actions (RR §8, §10, §11, §13, §15): activation, movement along legal routes, capacity, Fleet
 * Supply, landings and planet control, Trade Stations (SE), and the race technologies that answer an
 * activation. Boards are set up with engine events, so every game here replays exactly.
 */
import { describe, expect, it } from "vitest";
import type { SystemId } from "../../src/content/index.ts";
import type { Command } from "../../src/engine/index.ts";
import { expectReplayMatches, play, refuse } from "../support/engine.ts";
import {
  activateAndMove,
  clearGalaxy,
  given,
  homeOf,
  inward,
  type Lab,
  lab,
  learn,
  onPlanet,
  owns,
  place,
  space,
  tiles,
  waitingOn,
} from "../support/tactical.ts";

/** Hacan (no movement technologies) act first; Sol and Letnev are the neighbours. */
function hacanLab(): Lab & { h: string; a: string; b: string; far: string; me: number } {
  const game = lab(["hacan", "sol", "letnev"]);
  clearGalaxy(game);
  const h = homeOf(game, game.seat.hacan!);
  const a = inward(h);
  const b = inward(a);
  // The ring-2 system opposite `a`: three or more systems from home.
  const far = `2${String(((Number(a.slice(1)) + 5) % 12) + 1).padStart(2, "0")}`;
  return Object.assign(game, { h, a, b, far, me: game.seat.hacan! });
}

type Setup = ReturnType<typeof hacanLab>;
type Move = Extract<Command, { type: "moveUnits" }>["moves"][number];

describe("activating a system (RR §8 step 1)", () => {
  it("puts a counter from the Command Pool on the system and asks for movement", () => {
    const g = hacanLab();
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    expect(g.state.players[g.me]?.counters.command).toBe(2);
    expect(g.state.board[g.a]?.commandCounters).toEqual([g.me]);
    expect(waitingOn(g)).toEqual(["moveUnits"]);
    expectReplayMatches(g);
  });

  const refusals: [string, (g: Setup) => void, string][] = [
    [
      "with an empty Command Pool",
      (g) =>
        given(g, { type: "commandCountersSpent", seat: g.me, counters: { command: 3 }, reason: "scenario" }),
      "ERR_NO_COMMAND_COUNTER",
    ],
    [
      "a system already holding your counter",
      (g) => given(g, { type: "systemActivated", seat: g.me, position: g.a, from: "reinforcements" }),
      "ERR_ALREADY_ACTIVATED",
    ],
    ["a Supernova", (g) => tiles(g, { [g.a]: "supernova" }), "ERR_CANNOT_ACTIVATE"],
    ["an Asteroid Field", (g) => tiles(g, { [g.a]: "asteroid-field" }), "ERR_CANNOT_ACTIVATE"],
    [
      "a system holding units of the player named by Diplomacy",
      (g) => {
        given(g, { type: "diplomaticEnvoySent", seat: g.seat.sol!, target: g.me });
        place(g, g.seat.sol!, g.a, { destroyer: 1 });
      },
      "ERR_DIPLOMACY",
    ],
  ];
  it.each(refusals)("refuses %s", (_name, setup, code) => {
    const g = hacanLab();
    setup(g);
    refuse(g, { type: "tacticalAction", seat: g.me, position: g.a }, code);
  });
});

describe("movement (RR §10, §11)", () => {
  const rows: [string, (g: Setup) => { to: string; move: Move }, string | null][] = [
    [
      "a Cruiser moves 2 through empty space",
      (g) => ({ to: g.b, move: { from: g.h, units: { cruiser: 1 } } }),
      null,
    ],
    [
      "a Carrier moves only 1",
      (g) => ({ to: g.b, move: { from: g.h, units: { carrier: 1 } } }),
      "ERR_OUT_OF_RANGE",
    ],
    [
      "XRD Transporters give Carriers +1",
      (g) => {
        learn(g, g.me, "xrd-transporters");
        return { to: g.b, move: { from: g.h, units: { carrier: 1 } } };
      },
      null,
    ],
    ["enemy ships block the way", (g) => blockA(g, { cruiser: 1 }), "ERR_BLOCKED"],
    [
      "Light/Wave Deflector flies past enemy ships",
      (g) => {
        learn(g, g.me, "light-wave-deflector");
        return blockA(g, { cruiser: 1 });
      },
      null,
    ],
    ["enemy Fighters alone do not block", (g) => blockA(g, { fighter: 1 }), null],
    [
      "enemy Fighters block when their owner has Advanced Fighters",
      (g) => {
        learn(g, g.seat.letnev!, "advanced-fighters-se");
        return blockA(g, { fighter: 1 });
      },
      "ERR_BLOCKED",
    ],
    ["an Asteroid Field cannot be crossed", (g) => through(g, "asteroid-field"), "ERR_ASTEROID_FIELD"],
    [
      "Antimass Deflectors cross an Asteroid Field",
      (g) => {
        learn(g, g.me, "antimass-deflectors");
        return through(g, "asteroid-field");
      },
      null,
    ],
    ["a Supernova cannot be crossed", (g) => through(g, "supernova"), "ERR_SUPERNOVA"],
    ["a Nebula is entered only by activating it", (g) => through(g, "nebula"), "ERR_NEBULA"],
    ["an Ion Storm cannot be crossed", (g) => through(g, "ion-storm"), "ERR_ION_STORM"],
    [
      "Maneuvering Jets cross an Ion Storm",
      (g) => {
        learn(g, g.me, "maneuvering-jets");
        return through(g, "ion-storm");
      },
      null,
    ],
    [
      "each step goes to an adjacent system",
      (g) => ({ to: g.b, move: { from: g.h, units: { cruiser: 1 }, path: [g.far] } }),
      "ERR_NOT_ADJACENT",
    ],
    [
      "matching wormholes are adjacent",
      (g) => {
        tiles(g, { [g.a]: "empty-alpha-wormhole", [g.far]: "lodor" });
        return { to: g.far, move: { from: g.h, units: { cruiser: 1 }, path: [g.a] } };
      },
      null,
    ],
    [
      "without the wormholes that system is out of reach",
      (g) => ({ to: g.far, move: { from: g.h, units: { cruiser: 1 } } }),
      "ERR_OUT_OF_RANGE",
    ],
    [
      "a ship leaving a Nebula moves 1",
      (g) => {
        tiles(g, { [g.a]: "nebula" });
        place(g, g.me, g.a, { cruiser: 1 });
        return { to: "000", move: { from: g.a, units: { cruiser: 1 } } };
      },
      "ERR_OUT_OF_RANGE",
    ],
    [
      "ships in a system activated earlier this round stay put",
      (g) => {
        given(g, { type: "systemActivated", seat: g.me, position: g.a, from: "reinforcements" });
        place(g, g.me, g.a, { cruiser: 1 });
        return { to: g.b, move: { from: g.a, units: { cruiser: 1 } } };
      },
      "ERR_SHIPS_FROZEN",
    ],
  ];

  function blockA(g: Setup, units: Record<string, number>): { to: string; move: Move } {
    place(g, g.seat.letnev!, g.a, units);
    return { to: g.b, move: { from: g.h, units: { cruiser: 1 } } };
  }

  function through(g: Setup, tile: SystemId): { to: string; move: Move } {
    tiles(g, { [g.a]: tile });
    return { to: g.b, move: { from: g.h, units: { cruiser: 1 } } };
  }

  it.each(rows)("%s", (_name, setup, code) => {
    const g = hacanLab();
    const { to, move } = setup(g);
    play(g, { type: "tacticalAction", seat: g.me, position: to });
    const command = { type: "moveUnits" as const, seat: g.me, moves: [move] };
    if (code) {
      refuse(g, command, code);
      return;
    }
    play(g, command);
    expect(space(g, to, g.me)).toMatchObject(move.units);
    expectReplayMatches(g);
  });

  it("lets Muaat ships pass through a Supernova (but never stop there)", () => {
    const g = lab(["muaat", "sol", "letnev"]);
    clearGalaxy(g);
    const h = homeOf(g, g.seat.muaat!);
    tiles(g, { [inward(h)]: "supernova" });
    place(g, g.seat.muaat!, h, { cruiser: 1 });
    activateAndMove(g, g.seat.muaat!, inward(inward(h)), [{ from: h, units: { cruiser: 1 } }]);
    expect(space(g, inward(inward(h)), g.seat.muaat!)).toEqual({ cruiser: 1 });
    expectReplayMatches(g);
  });
});

describe("carrying units (RR §2.3, §10.3)", () => {
  const arretze = (n: number) => ({ planet: "arretze" as const, units: { groundForce: n } });
  it("a Carrier takes Fighters and Ground Forces picked up on the way, up to 6", () => {
    const g = hacanLab();
    activateAndMove(g, g.me, g.a, [
      {
        from: g.h,
        units: { carrier: 1, fighter: 2 },
        pickUp: [
          arretze(2),
          { planet: "hercant", units: { groundForce: 1 } },
          { planet: "kamdorn", units: { groundForce: 1 } },
        ],
      },
    ]);
    expect(space(g, g.a, g.me)).toEqual({ carrier: 1, fighter: 2, groundForce: 4 });
    expect(onPlanet(g, g.h, "arretze", g.me)).toEqual({ spaceDock: 1 });
    expectReplayMatches(g);
  });

  const refusals: [string, (g: Setup) => Move, string][] = [
    [
      "a seventh unit has no room",
      (g) => {
        place(g, g.me, g.h, { groundForce: 3 }, "arretze");
        return { from: g.h, units: { carrier: 1, fighter: 2 }, pickUp: [arretze(5)] };
      },
      "ERR_CAPACITY",
    ],
    [
      "a Cruiser carries nothing",
      (g) => ({ from: g.h, units: { cruiser: 1 }, pickUp: [arretze(1)] }),
      "ERR_CAPACITY",
    ],
    ["Fighters do not fly alone", (g) => ({ from: g.h, units: { fighter: 2 } }), "ERR_CAPACITY"],
    [
      "Ground Forces move only aboard ships",
      (g) => ({ from: g.h, units: {}, pickUp: [arretze(1)] }),
      "ERR_CAPACITY",
    ],
    [
      "Fighters are not left behind without a Carrier or Space Dock",
      (g) => {
        place(g, g.me, g.b, { carrier: 1, fighter: 2 });
        return { from: g.b, units: { carrier: 1 } };
      },
      "ERR_LEFT_BEHIND",
    ],
    [
      "units are picked up only on the route",
      (g) => {
        place(g, g.me, g.far, { groundForce: 1 });
        return { from: g.h, units: { carrier: 1 }, pickUp: [{ position: g.far, units: { groundForce: 1 } }] };
      },
      "ERR_PICK_UP",
    ],
  ];
  it.each(refusals)("refuses: %s", (_name, setup, code) => {
    const g = hacanLab();
    const move = setup(g);
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    refuse(g, { type: "moveUnits", seat: g.me, moves: [move] }, code);
  });

  it("Stasis Capsules let a Cruiser carry one Ground Force", () => {
    const g = hacanLab();
    learn(g, g.me, "stasis-capsules");
    activateAndMove(g, g.me, g.a, [{ from: g.h, units: { cruiser: 1 }, pickUp: [arretze(1)] }]);
    expect(space(g, g.a, g.me)).toEqual({ cruiser: 1, groundForce: 1 });
    expectReplayMatches(g);
  });

  it("Advanced Fighters fly on their own, and count against Fleet Supply beyond capacity", () => {
    const g = hacanLab();
    learn(g, g.me, "advanced-fighters-se");
    place(g, g.me, g.a, { destroyer: 2 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    refuse(
      g,
      { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { fighter: 2 } }] },
      "ERR_FLEET_SUPPLY",
    );
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { fighter: 1 } }] });
    expect(space(g, g.a, g.me)).toEqual({ destroyer: 2, fighter: 1 });
  });
});

describe("Jol-Nar's Spatial Conduit Network (race technology)", () => {
  it("jumps once a round between two systems they control", () => {
    const g = lab(["jolnar", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.jolnar!;
    const h = homeOf(g, me);
    const far = `2${String(((Number(inward(h).slice(1)) + 5) % 12) + 1).padStart(2, "0")}`;
    tiles(g, { [far]: "lodor" });
    owns(g, me, "lodor");
    place(g, me, far, { cruiser: 1 });
    play(g, { type: "tacticalAction", seat: me, position: far });
    const move = { type: "moveUnits" as const, seat: me, moves: [{ from: h, units: { carrier: 1 } }] };
    refuse(g, move, "ERR_OUT_OF_RANGE");
    refuse(g, { ...move, conduit: true }, "ERR_CONDUIT");
    learn(g, me, "spatial-conduit-network");
    play(g, { ...move, conduit: true });
    expect(space(g, far, me)).toEqual({ cruiser: 1, carrier: 1 });
    expect(g.state.players[me]?.abilitiesUsed).toEqual({ spatialConduitNetwork: 1 });
    expectReplayMatches(g);
  });
});

describe("Fleet Supply where ships end (RR §15)", () => {
  it("counts the ships already there, Fighters aside", () => {
    const g = hacanLab();
    place(g, g.me, g.a, { destroyer: 2, fighter: 1 });
    play(g, { type: "tacticalAction", seat: g.me, position: g.a });
    const both = { type: "moveUnits" as const, seat: g.me, moves: [{ from: g.h, units: { carrier: 2 } }] };
    const message = refuse(g, both, "ERR_FLEET_SUPPLY");
    expect(message).toContain("allows 3");
    play(g, { type: "moveUnits", seat: g.me, moves: [{ from: g.h, units: { carrier: 1 } }] });
    expectReplayMatches(g);
  });

  it("lets each Letnev fleet hold one ship more", () => {
    const g = lab(["letnev", "sol", "hacan"]);
    clearGalaxy(g);
    const h = homeOf(g, g.seat.letnev!);
    place(g, g.seat.letnev!, inward(h), { destroyer: 3 });
    activateAndMove(g, g.seat.letnev!, inward(h), [{ from: h, units: { dreadnought: 1 } }]);
    expect(space(g, inward(h), g.seat.letnev!)).toEqual({ dreadnought: 1, destroyer: 3 });
    expectReplayMatches(g);
  });
});

describe("Warfare's secondary, Patrols (RR §6)", () => {
  function patrolLab() {
    const g = lab(["hacan", "sol", "letnev"], {
      picks: {
        hacan: ["initiative", "warfare"],
        sol: ["diplomacy", "political"],
        letnev: ["logistics", "trade"],
      },
    });
    clearGalaxy(g);
    const sol = g.seat.sol!;
    const home = homeOf(g, sol);
    play(g, { type: "strategicAction", seat: g.seat.hacan!, card: "warfare" });
    expect(waitingOn(g)).toEqual(["answerSecondary", "answerSecondary"]);
    return { g, sol, home, out: inward(home) };
  }
  const follow = (sol: number, patrols: unknown) =>
    ({ type: "answerSecondary", seat: sol, card: "warfare", follow: true, choice: { patrols } }) as Command;

  it("moves a Destroyer into an adjacent empty system, which gets a counter from reinforcements", () => {
    const { g, sol, home, out } = patrolLab();
    play(g, follow(sol, [{ from: home, to: out, unit: "destroyer" }]));
    expect(space(g, out, sol)).toEqual({ destroyer: 1 });
    expect(g.state.board[out]?.commandCounters).toEqual([sol]);
    expect(g.state.players[sol]?.counters.strategy).toBe(1);
    play(g, { type: "answerSecondary", seat: g.seat.letnev!, card: "warfare", follow: false });
    expectReplayMatches(g);
  });

  const refusals: [string, (p: ReturnType<typeof patrolLab>) => unknown][] = [
    ["a Carrier", (p) => [{ from: p.home, to: p.out, unit: "carrier" }]],
    [
      "a system that is not empty",
      (p) => {
        place(p.g, p.g.seat.letnev!, p.out, { groundForce: 1 }, undefined);
        return [{ from: p.home, to: p.out, unit: "destroyer" }];
      },
    ],
    [
      "a Special System (never empty)",
      (p) => {
        tiles(p.g, { [p.out]: "nebula" });
        return [{ from: p.home, to: p.out, unit: "destroyer" }];
      },
    ],
    ["a system that is not adjacent", (p) => [{ from: p.home, to: inward(p.out), unit: "destroyer" }]],
    ["three ships", (p) => Array.from({ length: 3 }, () => ({ from: p.home, to: p.out, unit: "destroyer" }))],
  ];
  it.each(refusals)("refuses to patrol with or into %s", (_name, setup) => {
    const p = patrolLab();
    refuse(p.g, follow(p.sol, setup(p)), "ERR_PATROL");
  });
});
