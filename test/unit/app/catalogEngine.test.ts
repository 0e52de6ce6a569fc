/**
 * Commands typed from the catalog are the ones the engine accepts: a tactical action played end to end
 * from typed lines (activation, a move with a pick-up from a planet, landings), and a parse that names a
 * planet the rules then check.
 */
import { describe, expect, it } from "vitest";
import { isArgError, readLine } from "../../../src/app/catalog/index.ts";
import { getPlanet, type PlanetId } from "../../../src/content/index.ts";
import type { Command } from "../../../src/engine/index.ts";
import type { Scenario } from "../../support/engine.ts";
import { expectReplayMatches, play } from "../../support/engine.ts";
import { tableOf } from "../../support/table.ts";
import {
  clearGalaxy,
  given,
  homeOf,
  inward,
  lab,
  onPlanet,
  place,
  space,
  tiles,
  waitingOn,
} from "../../support/tactical.ts";

/** Types a line for a seat, as the playground's command box does, and plays it. */
function send(game: Scenario, seat: number, line: string): void {
  const request = readLine(line, tableOf(game.state));
  if (isArgError(request)) throw new Error(request.argError);
  if (request.kind !== "play") throw new Error(`${line} is not a game command`);
  play(game, { ...request.command, seat } as Command);
}

describe("a tactical action typed from the catalog", () => {
  it("activates, moves a Carrier picking up Ground Forces from a home planet, and lands them", () => {
    const g = lab(["hacan", "sol", "letnev"]);
    clearGalaxy(g);
    const me = g.seat.hacan as number;
    const h = homeOf(g, me);
    const a = inward(h);
    tiles(g, { [a]: "abyz-fria" });
    place(g, me, h, { carrier: 1 });
    place(g, me, h, { groundForce: 2 }, "arretze");
    const carriersAtHome = space(g, h, me).carrier ?? 0;
    const onArretze = onPlanet(g, h, "arretze", me).groundForce ?? 0;

    send(g, me, `/ti turn tactical position:${a}`);
    expect(waitingOn(g)).toEqual(["moveUnits"]);
    send(g, me, `/ti tactical move units:"1 CV from ${h}" pickup:"2 inf from Arretze"`);
    expect(space(g, h, me).carrier).toBe(carriersAtHome - 1);
    expect(onPlanet(g, h, "arretze", me).groundForce ?? 0).toBe(onArretze - 2);
    expect(waitingOn(g)).toEqual(["landUnits"]);
    send(g, me, '/ti tactical land units:"1 gf on abyz; 1 gf on Fria"');
    expect(onPlanet(g, a, "abyz", me)).toEqual({ groundForce: 1 });
    expect(onPlanet(g, a, "fria", me)).toEqual({ groundForce: 1 });
    expect(g.state.players[me]?.planets.abyz).toBeDefined();
    expectReplayMatches(g);
  });

  it("produces at the home Space Dock, paid with planets named as players write them and Trade Goods", () => {
    const g = lab(["hacan", "sol", "letnev"]);
    const me = g.seat.hacan as number;
    const h = homeOf(g, me);
    const planets = g.state.board[h]?.planets ?? {};
    const dock = Object.keys(planets).find((p) =>
      planets[p as PlanetId]?.some((f) => f.seat === me && (f.units.spaceDock ?? 0) > 0),
    ) as PlanetId;
    given(g, { type: "tradeGoodsGained", seat: me, amount: 2, reason: "scenario" });
    const fightersBefore = space(g, h, me).fighter ?? 0;
    const groundBefore = onPlanet(g, h, dock, me).groundForce ?? 0;
    const goodsBefore = g.state.players[me]?.tradeGoods ?? 0;

    send(g, me, `/ti turn tactical position:${h}`);
    send(g, me, "/ti tactical move");
    if (waitingOn(g).includes("landUnits")) send(g, me, "/ti tactical land");
    expect(waitingOn(g)).toEqual(["produceUnits"]);
    send(
      g,
      me,
      `/ti tactical produce units:"2 fighters, 2 gf" dock:"${getPlanet(dock).name.toUpperCase()}" planets:"hercant" trade-goods:1`,
    );
    expect(space(g, h, me).fighter).toBe(fightersBefore + 2);
    expect(onPlanet(g, h, dock, me).groundForce).toBe(groundBefore + 2);
    expect(g.state.players[me]?.planets.hercant?.exhausted).toBe(true);
    expect(g.state.players[me]?.tradeGoods).toBe(goodsBefore - 1);
    expectReplayMatches(g);
  });
});
