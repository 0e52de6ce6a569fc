/**
 * The commands that carry a game through its round: the race draft and the galaxy built by the players
 * (setup/), the Strategy Phase, the actions of the Action Phase and the Status Phase (rules/).
 */
import type { ObjectiveId, PlanetId, RaceId, StrategyCardId, SystemId, TechId } from "../../content/index.ts";
import { command, count, counterSplit, id, listOf, orNull, position, record, units } from "./forms.ts";

/** SE Option 15: units put in a system's space (`position`), or on a planet (`planet`, its system found). */
const earlyPlacement = record({ position: position.optional(), planet: id<PlanetId>().optional(), units });

export const PHASE_COMMANDS = [
  command("pickRace", { race: id<RaceId>() }),
  command("placeGalaxyTile", { tile: id<SystemId>(), position }),
  /** SE Option 15 (Simulated Early Turns): a system claimed with a counter; null declines the second. */
  command("claimEarlySystem", { position: orNull(position) }),
  /** SE Option 15: units and at most one technology bought with the Home System's resources plus 3. */
  command("buyEarlyUnits", { units, technology: orNull(id<TechId>()) }),
  /** SE Option 15: where units go outside their places at home; the rest stays in the Home System. */
  command("placeEarlyUnits", { placements: listOf(earlyPlacement) }),
  /** `bonus`: the Bonus Counters on the card taken as command counters; the others become Trade Goods. */
  command("pickStrategyCard", { card: id<StrategyCardId>(), bonus: counterSplit.optional() }),
  command("strategicAction", { card: id<StrategyCardId>() }),
  command("tacticalAction", { position }),
  command("transferAction", { from: position, to: position }),
  command("pass", {}),
  command("skipTurn", {}),
  command("scoreObjectives", {
    publicObjective: orNull(id<ObjectiveId>()),
    secretObjective: orNull(id<ObjectiveId>()),
    /** Imperial II (a), SE p.17: further public objectives, for the seat that resolved it this round. */
    morePublicObjectives: listOf(id<ObjectiveId>()).optional(),
    /** Payment for "spend" objectives (rules/objectives): planets exhausted, Trade Goods, counters by area. */
    planets: listOf(id()).optional(),
    tradeGoods: count.optional(),
    counters: counterSplit.optional(),
  }),
  command("redistributeCounters", { counters: record({ strategy: count, fleet: count, command: count }) }),
  /** SE p.7: the planets exhausted for their refresh abilities (none: an empty list). */
  command("useRefreshAbilities", { planets: listOf(id<PlanetId>()) }),
] as const;
