/**
 * /ti odds read strictly and answered: typed fleets refused with a reason (unknown units with the nearest
 * name, counts of 0 or not whole, units that take no part), and the battles of a game's system, with its
 * players named.
 */
import { describe, expect, it } from "vitest";
import { readLine } from "../../../src/app/catalog/index.ts";
import { answerOdds, MAX_UNITS_A_SIDE, type OddsRequest } from "../../../src/app/odds.ts";
import { clearGalaxy, homeOf, inward, lab, place } from "../../support/tactical.ts";

function read(line: string): OddsRequest | string {
  const read = readLine(line);
  return "argError" in read ? read.argError : (read as OddsRequest);
}

function refusalOf(line: string, game: Parameters<typeof answerOdds>[1] = null): string {
  const request = read(line);
  if (typeof request === "string") return request;
  const answer = answerOdds(request, game);
  if (!("refused" in answer)) throw new Error(`${line} was answered: ${answer.text}`);
  return answer.refused;
}

function textOf(line: string, game: Parameters<typeof answerOdds>[1] = null): string {
  const request = read(line);
  if (typeof request === "string") throw new Error(request);
  const answer = answerOdds(request, game);
  if ("refused" in answer) throw new Error(answer.refused);
  return answer.text;
}

describe("/ti odds with typed fleets", () => {
  it("answers with the three chances, the units left and what was assumed", () => {
    const text = textOf('/ti odds attacker:"1 cruiser" defender:"1 destroyer"');
    expect(text).toContain(
      "Space Battle: 1 Cruiser attack 1 Destroyer (players without race abilities or technologies).",
    );
    expect(text).toContain("Attacker wins 61.5%; Defender wins 23.1%; both destroyed 15.4%.");
    expect(text).toContain("Units left on average: Attacker 0.62 Cruiser; Defender 0.23 Destroyer.");
    expect(text).toMatch(/Assumed: nobody retreats/);
    expect(textOf('/ti odds attacker:"2 gf, a dn" defender:"1 gf" invasion:true')).toContain(
      "Before the rounds: bombardment.",
    );
  });

  it.each([
    [
      'attacker:"2 crusier" defender:"1 dd"',
      /attacker: "2 crusier" is not a unit count. Did you mean "cruiser"\?/,
    ],
    ['attacker:"0 cruiser" defender:"1 dd"', /attacker: "0 cruiser": give each unit a count of at least 1/],
    ['attacker:"1 cruiser, 0 dd" defender:"1 dd"', /"0 dd": give each unit a count of at least 1/],
    ['attacker:"1.5 cruiser" defender:"1 dd"', /"1.5 cruiser" is not a unit count/],
    ['attacker:"-1 cruiser" defender:"1 dd"', /"-1 cruiser" is not a unit count/],
    [
      'attacker:"2 cruiser" defender:"3 destroyr"',
      /defender: "3 destroyr" is not a unit count. Did you mean "destroyer"\?/,
    ],
    ['attacker:"2 cruiser" defendr:"1 dd"', /has no option "defendr". Did you mean "defender"\?/],
    ['attacker:"2 cruiser"', /Name both fleets \(attacker and defender\)/],
    ['attacker:"2 cruiser" defender:"1 dd" planet:Jord', /A planet is named with the system it is in/],
    ['attacker:"2 gf" defender:"1 dd"', /attacker: Ground Forces take no part in this battle/],
    [
      'attacker:"1 damaged cruiser" defender:"1 dd"',
      /only units that sustain damage can be damaged, not Cruisers/,
    ],
    ['attacker:"2 cruiser" defender:"2 pds"', /defender: a Space Battle needs ships on both sides/],
    [
      'attacker:"2 dn" defender:"2 gf" invasion:true',
      /attacker: an invasion needs Ground Forces or Shock Troops/,
    ],
    ['attacker:"2 gf" defender:"1 cruiser" invasion:true', /defender: Cruisers take no part in this battle/],
    [`attacker:"${MAX_UNITS_A_SIDE + 1} fighter, 1 carrier" defender:"1 dd"`, /at most 40 units a side/],
    ['attacker:"2 cruiser" defender:"1 dd" system:204', /There is no game in this channel/],
  ])("refuses %s", (options, refused) => {
    expect(refusalOf(`/ti odds ${options}`)).toMatch(refused);
  });
});

describe("/ti odds in a system of the game", () => {
  function table() {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    for (const p of g.state.players) p.technologies = [];
    const [hacan, sol] = [g.seat.hacan as number, g.seat.sol as number];
    const asker = (seat: number) => ({ state: g.state, userId: g.state.players[seat]?.userId as string });
    return { g, hacan, sol, asker, home: homeOf(g, sol) };
  }

  it("attacks whoever is there, with the ships named, and names the players", () => {
    const { g, hacan, asker, home } = table();
    const text = textOf(`/ti odds system:${home} attacker:"3 cruiser, 1 dn"`, asker(hacan));
    expect(text).toMatch(
      new RegExp(`^Space Battle in ${home}: Player \\d \\(1 Dreadnought, 3 Cruiser\\) attacks Player \\d`),
    );
    expect(text).toContain("with their race abilities and technologies");
    // The Hacan's own ships already in a system fight when no fleet is named.
    const a = inward(homeOf(g, hacan));
    place(g, hacan, a, { cruiser: 2 });
    place(g, g.seat.sol as number, a, { destroyer: 1 });
    // 2 Cruisers against 1 Destroyer, as worked by hand in test/scenario/combatOdds.test.ts.
    expect(textOf(`/ti odds system:${a}`, asker(hacan))).toMatch(
      /^Player \d wins 96\.1%; Player \d wins 2\.3%/m,
    );
  });

  it("invades a planet its holder defends, bombarding and facing its PDS", () => {
    const { hacan, asker, home } = table();
    const text = textOf(`/ti odds system:${home} planet:Jord attacker:"4 gf, 1 ws"`, asker(hacan));
    expect(text).toMatch(
      /^Invasion Combat on Jord: Player \d \(1 War Sun, 4 Ground Force\) invades Player \d/,
    );
    expect(text).toContain("Before the rounds: bombardment");
  });

  it("refuses what does not make a battle there", () => {
    const { g, hacan, sol, asker, home } = table();
    const empty = inward(homeOf(g, hacan));
    expect(refusalOf(`/ti odds system:${empty}`, asker(hacan))).toBe(`Nobody else has ships in ${empty}.`);
    expect(refusalOf(`/ti odds system:${home} defender:"1 dd"`, asker(hacan))).toMatch(/leave defender out/);
    expect(refusalOf(`/ti odds system:${home}`, { state: g.state, userId: "someone" })).toMatch(
      /You have no seat/,
    );
    expect(refusalOf(`/ti odds system:${home} planet:Jord`, asker(sol))).toBe("You hold Jord yourself.");
    expect(refusalOf(`/ti odds system:${empty} planet:Jord`, asker(hacan))).toBe(`Jord is not in ${empty}.`);
    expect(refusalOf(`/ti odds system:${home} invasion:true`, asker(hacan))).toMatch(
      /Name the planet to invade/,
    );
    expect(refusalOf(`/ti odds system:${home} planet:Jord`, asker(hacan))).toMatch(
      /no Ground Forces or Shock Troops/,
    );
    expect(refusalOf(`/ti odds system:${home} attacker:"2 gf"`, asker(hacan))).toMatch(
      /Ground Forces take no part/,
    );
  });
});
