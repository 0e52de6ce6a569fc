/**
 * The agenda phase's commands (LRR 8): a player's votes, an abstention, and the speaker's choice on a tie.
 * An outcome is named as the decision lists it: "for" or "against", an elected player's seat as text
 * ("2"), a planet's id, a law's id or a secret objective's id.
 */
import type { Ti4PlanetId, Ti4StrategyCardId } from "../../../content/ti4/index.ts";
import { command, count, flag, listOf, oneOf, position, record, seat } from "../../commands/forms.ts";
import { ti4Id, ti4Units } from "../forms.ts";
import { REVOLUTION_SHIPS } from "./revolution.ts";

export const TI4_AGENDA_COMMANDS = [
  /**
   * LRR 8.6-8.8: exhaust planets for their influence, every vote to one outcome. `tradeGoods` is there
   * only so that trying to vote with them is refused with the rule (LRR 8.10), not as a malformed command.
   */
  command("castVotes", {
    outcome: ti4Id("outcome"),
    planets: listOf(ti4Id<Ti4PlanetId>("planet")),
    tradeGoods: count.optional(),
  }),
  /** LRR 8.12: cast no votes on this agenda. */
  command("abstain", {}),
  /** LRR 8.19: the speaker settles a tie, or an agenda nobody voted on. */
  command("chooseOutcome", { outcome: ti4Id("outcome") }),
  /**
   * Committee Formation's owner, before the votes on an agenda electing a player: discard it to name the
   * player elected (nobody votes), or leave `player` out to keep it and let the council vote.
   */
  command("electByCommittee", { player: seat.optional() }),
  /** Homeland Defense Act Against: the planet whose PDS is destroyed. */
  command("destroyPds", { planet: ti4Id<Ti4PlanetId>("planet") }),
  /** Arms Reduction For: the dreadnoughts and cruisers over the limit destroyed, system by system. */
  /** Wormhole Research Against: the pool a command token is returned from. */
  command("returnCommandToken", { pool: oneOf(["tactic", "fleet", "strategy"] as const) }),
  command("reduceArms", { ships: listOf(record({ position, units: ti4Units })) }),
  /** Imperial Arbiter, as the strategy phase ends: discard it to trade `give` for another player's `take`. */
  command("useImperialArbiter", {
    give: ti4Id<Ti4StrategyCardId>("strategyCard"),
    take: ti4Id<Ti4StrategyCardId>("strategyCard"),
  }),
  /** Minister of Peace, once a system holding another player's units is activated: end that turn. */
  command("useMinisterOfPeace", {}),
  /** Minister of War, once an action of its owner is done: the token in `position` back, another action. */
  command("useMinisterOfWar", { position }),
  /** Colonial Redistribution: the planet's controller names a player with the fewest victory points. */
  command("nameColonist", { player: seat }),
  /** Colonial Redistribution: the named player puts 1 infantry on the planet, or not. */
  command("placeColonist", { place: flag }),
  /** Ixthian Artifact on 1-5: the 3 units destroyed in `position`, in space (no planet) or on planets. */
  command("loseArtifactUnits", {
    position,
    losses: listOf(record({ planet: ti4Id<Ti4PlanetId>("planet").optional(), units: ti4Units })),
  }),
  /** Anti-Intellectual Revolution For, after a research: the ship other than a fighter destroyed. */
  command("loseShipToRevolution", { position, ship: oneOf(REVOLUTION_SHIPS) }),
  /** Anti-Intellectual Revolution Against: the planets exhausted, 1 per technology owned. */
  command("exhaustForRevolution", { planets: listOf(ti4Id<Ti4PlanetId>("planet")) }),
  /** Keep the law offered (Imperial Arbiter, Minister of Peace or of War) for a later moment. */
  command("keepLaw", {}),
] as const;
