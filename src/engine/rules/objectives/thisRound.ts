/**
 * Objectives that look back over the current round (achievements.ts keeps the record), and the cards
 * that are never claimed with a scoring command: Imperium Rex ends the game when revealed (RR §22), an
 * artifact's card follows control of its planet (SE p.9, options/artifacts.ts) and the Voice of the Council
 * goes to the winner of a council vote (SE p.11, options/voiceOfTheCouncil.ts).
 */
import { nameOf } from "../players.ts";
import { achievementsThisRound, type RoundAchievements } from "./achievements.ts";
import { neighbours } from "./board.ts";
import { type Claimant, metIf, notClaimable, plural, type RequirementChecks } from "./outcome.ts";

function mine<T extends { seat: number }>(
  c: Claimant,
  pick: (r: RoundAchievements) => readonly T[],
): readonly T[] {
  const record = achievementsThisRound(c.state);
  return record ? pick(record).filter((entry) => entry.seat === c.seat) : [];
}

function distinct<T>(items: readonly T[]): number {
  return new Set(items).size;
}

export const THIS_ROUND_CHECKS: Pick<
  RequirementChecks,
  | "destroySpaceDocksThisRound"
  | "takeNeighboursLastDockPlanet"
  | "winInvasionsThisRound"
  | "gainPlanetsThisRound"
  | "winSpaceBattlesThisRound"
> = {
  destroySpaceDocksThisRound: (c, r) => {
    const owners = distinct(mine(c, (a) => a.docksDestroyed).map((d) => d.owner));
    const whose =
      r.players === 1 ? "an opponent's Space Dock" : `Space Docks of ${r.players} different players`;
    return metIf(
      c,
      owners >= r.players,
      () => `Destroy ${whose} in combat this round: you destroyed docks of ${plural(owners, "player")}.`,
    );
  },
  takeNeighboursLastDockPlanet: (c) => {
    const around = neighbours(c.state, c.seat);
    const taken = mine(c, (a) => a.lastDocksTaken).filter((t) => around.includes(t.from));
    return metIf(
      c,
      taken.length > 0,
      () =>
        `Take the planet holding a neighbour's last Space Dock this round: you took none from ${around.map((s) => nameOf(c.state, s)).join(" or ")}.`,
    );
  },
  winInvasionsThisRound: (c, r) => {
    const won = distinct(mine(c, (a) => a.invasionsWon).map((w) => w.planet));
    return metIf(
      c,
      won >= r.count,
      () =>
        `${r.count === 1 ? "Win an invasion of a planet" : `Win invasions of ${r.count} planets`} defended by a Ground Force this round: you won ${won}.`,
    );
  },
  gainPlanetsThisRound: (c, r) => {
    const gained = distinct(mine(c, (a) => a.planetsGained).map((g) => g.planet));
    return metIf(
      c,
      gained >= r.count,
      () => `Take control of ${r.count} planets this round: you took ${gained}.`,
    );
  },
  winSpaceBattlesThisRound: (c, r) => {
    const battles = mine(c, (a) => a.spaceBattlesWon).filter((b) => b.enemyShips >= r.minEnemyShips);
    const won = distinct(battles.map((b) => b.position));
    const what = r.count === 1 ? "a Space Battle" : `Space Battles in ${r.count} different systems`;
    return metIf(
      c,
      won >= r.count,
      () => `Win ${what} this round, each against ${r.minEnemyShips} or more enemy ships: you won ${won}.`,
    );
  },
};

export const SPECIAL_CHECKS: Pick<
  RequirementChecks,
  "controlArtifactPlanet" | "winCouncilVote" | "revealEndsGame"
> = {
  controlArtifactPlanet: (c) =>
    notClaimable(c, "is never claimed: it goes at once to whoever controls its artifact's planet (SE p.9)"),
  winCouncilVote: (c) =>
    notClaimable(c, "is never claimed: it goes to the winner of a council vote (SE p.11)"),
  revealEndsGame: (c) => notClaimable(c, "is never scored: revealing it ends the game (RR §22)"),
};
