/**
 * Action Cards that act in a Space Battle, an Invasion Combat, a bombardment or PDS fire (RR §10 to
 * §13 with RR §19): their effects by effect key, listed by COMBAT_CARDS (combatCardHooks.ts).
 *
 * A card played in a battle finds it on the stack: its window (and its own play frame) sit above the
 * battle's frame (combat/battle.ts: currentBattle). What lasts a round or the whole battle is a
 * lasting effect naming the battle, read by the combat rules and ended with the battle. The windows of
 * the combat moments (right after movement, dice, damage or a loss, before a bombardment) are opened for
 * the players concerned by combat/combatCardWindow.ts.
 *
 * Still carried out by hand: Into the Breach (which Dreadnought takes the first hits cannot be told apart
 * by the unit counts), Military Foresight (needs a Status Phase step), Star of Death (no window before
 * landings yet) and Faulty Targeting Systems (Space Mines are not in play yet).
 */
import { getUnit, type PlanetId, UNIT_TYPES, type UnitType } from "../../../content/index.ts";
import type { CardChoiceRule } from "../../choices.ts";
import { adjacentPositions } from "../../galaxy/index.ts";
import { rollD10 } from "../../rng.ts";
import { type RuleError, ruleError } from "../../ruleError.ts";
import type { GameState, PositionLabel, Seat, UnitCounts } from "../../state.ts";
import type { Tx } from "../../tx.ts";
import { type Battle, currentBattle, opponentIn } from "../combat/battle.ts";
import { pushCasualties } from "../combat/casualties.ts";
import { activationUnderWindow, docksInRange } from "../combat/combatCardWindow.ts";
import { rollVolley, shotsOf } from "../combat/dice.ts";
import {
  adjacencyOptions,
  anomalyAt,
  canSustain,
  controllerOf,
  SHIP_TYPES,
  unitsAt,
} from "../combat/forces.ts";
import type { CasualtiesFrame, CombatDie, InvasionFrame } from "../combat/frames.ts";
import { groundCasualtyOrder } from "../combat/hooks.ts";
import { damageUnits, destroyUnits, loseCargo } from "../combat/losses.ts";
import { isCombatRoll } from "../combat/modifiers.ts";
import { canRetreat, executeRetreat, retreatDestinations } from "../combat/retreat.ts";
import { reinforcements } from "../counters.ts";
import { pdsFireBarred } from "../politics/lawRules.ts";
import { lawInPlay } from "../politics/laws.ts";
import { seatsWithUnits } from "../units.ts";
import type { ActionCardEffect, CardPlay } from "./cardPlay.ts";
import { nanoTechnologyRefusal, shieldedFromCard, unshieldedTypes } from "./cardTargets.ts";
import { askCardChoice } from "./choice.ts";
import { battleTag, retreatBarred } from "./combatCardEffects.ts";
import { startCardEffect } from "./lasting.ts";

const CONDITION = "ERR_CARD_CONDITION";

/** The battle the card is played in, if the player fights in it (and it is of the kind asked). */
function battleOf(state: GameState, play: CardPlay, kind?: Battle["kind"]): Battle | null {
  const battle = currentBattle(state);
  if (!battle || (kind && battle.kind !== kind)) return null;
  return play.seat === battle.attacker || play.seat === battle.defender ? battle : null;
}

function notInBattle(card: string, what: string): RuleError {
  return ruleError(CONDITION, card, `Play ${card} in ${what} you are fighting in.`);
}

/** Starts a card effect that lasts the battle (or one round of it), ended with the battle. */
function startBattleEffect(
  tx: Parameters<ActionCardEffect["resolve"]>[0],
  play: CardPlay,
  battle: Battle,
  effect: string,
  round?: number,
  target: Seat | null = null,
): void {
  startCardEffect(tx, {
    effect,
    seat: play.seat,
    target,
    system: battle.position,
    planets: battle.planet === null ? [] : [battle.planet],
    choice: battleTag(battle, round),
  });
}

/**
 * Morale Boost: all the player's units roll +1 in this one round of Space Battle or Invasion Combat (the
 * round about to begin: the first when played just before the battle). Combat rolls of the round only.
 */
const moraleBoost: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play)
      ? undefined
      : notInBattle("Morale Boost", "a Space Battle or Invasion Combat");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    startBattleEffect(tx, play, battle, "moraleBoost", battle.round);
  },
};

/**
 * Fighter Prototype: the player's Fighters in the battle's system roll +2 in the first round of the Space
 * Battle about to begin. interpretation: "one system" is the battle's system, "a single round" its first.
 */
const fighterPrototype: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle("Fighter Prototype", "a Space Battle about to begin");
    return undefined;
  },
  resolve(tx, play) {
    startBattleEffect(tx, play, battleOf(tx.state, play) as Battle, "fighterPrototype", 1);
  },
};

/** Flanking Tactic: the opponent in this Space Battle cannot retreat by any ability or card (retreat.ts). */
const flankingTactic: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, "spaceBattle")
      ? undefined
      : notInBattle("Flanking Tactic", "a Space Battle");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    startBattleEffect(tx, play, battle, "flankingTactic", undefined, opponentIn(battle, play.seat));
  },
};

/** Communications Breakdown: until this Space Battle ends, no Action Card but Sabotage (window.ts). */
const communicationsBreakdown: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, "spaceBattle")
      ? undefined
      : notInBattle("Communications Breakdown", "a Space Battle");
  },
  resolve(tx, play) {
    startBattleEffect(tx, play, battleOf(tx.state, play) as Battle, "communicationsBreakdown");
  },
};

/** The player's damaged Dreadnoughts and War Suns in the system the card names. */
function repairable(state: GameState, play: CardPlay): UnitCounts {
  if (play.system === null || !state.board[play.system]) return {};
  const damaged = unitsAt(state, play.system, null, play.seat).damaged;
  const out: UnitCounts = {};
  for (const type of ["dreadnought", "warSun"] as const) if (damaged[type]) out[type] = damaged[type];
  return out;
}

/** Emergency Repairs: every damaged Dreadnought and War Sun of the player in one system is repaired. */
const emergencyRepairs: ActionCardEffect = {
  check(state, play) {
    if (Object.keys(repairable(state, play)).length > 0) return undefined;
    return ruleError(
      CONDITION,
      "Emergency Repairs",
      "Name a system (by its position) where you have a damaged Dreadnought or War Sun.",
    );
  },
  resolve(tx, play) {
    const units = repairable(tx.state, play);
    const position = play.system as string;
    tx.emit({ type: "shipsRepaired", seat: play.seat, position, units, reason: "Emergency Repairs" });
  },
};

/** Enhanced Armor (an action): the player's Cruisers can sustain damage until the round ends (forces.ts). */
const enhancedArmor: ActionCardEffect = {
  check: () => undefined,
  resolve(tx, play) {
    startCardEffect(tx, { effect: "enhancedArmor", seat: play.seat });
  },
};

/** Ground Forces and Shock Troops (which count as Ground Forces: SE p.10) of a player on the planet. */
function groundOn(state: GameState, battle: Battle, seat: Seat): UnitCounts {
  const units = unitsAt(state, battle.position, battle.planet, seat).units;
  const out: UnitCounts = {};
  if (units.groundForce) out.groundForce = units.groundForce;
  if (units.shockTroop) out.shockTroop = units.shockTroop;
  return out;
}

function count(units: UnitCounts): number {
  return Object.values(units).reduce((n, v) => n + (v ?? 0), 0);
}

/**
 * Chemical Warfare: played by the invader with a Dreadnought in the system, just before the Invasion
 * Combat: half the defending Ground Forces, rounded up, are destroyed; PDS cannot prevent it.
 * interpretation: plain Ground Forces are lost before Shock Troops (the defender's cheapest first).
 */
const chemicalWarfare: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "invasion");
    if (!battle || battle.attacker !== play.seat || !battle.starting)
      return notInBattle("Chemical Warfare", "an Invasion Combat about to begin that you launched and are");
    if ((unitsAt(state, battle.position, null, play.seat).units.dreadnought ?? 0) === 0) {
      return ruleError(CONDITION, "Chemical Warfare", "You need a Dreadnought in the invaded system.");
    }
    return undefined;
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const ground = groundOn(tx.state, battle, battle.defender);
    let left = Math.ceil(count(ground) / 2);
    const lost: UnitCounts = {};
    for (const type of groundCasualtyOrder(tx.state, false)) {
      const n = Math.min(left, ground[type] ?? 0);
      if (n > 0) lost[type] = n;
      left -= n;
    }
    destroyUnits(tx, battle.defender, battle.position, battle.planet, lost, "Chemical Warfare");
  },
};

/** The enemy's Fighters and other ships in the battle. */
function fightersAndShips(state: GameState, battle: Battle, seat: Seat): [number, number] {
  const units = unitsAt(state, battle.position, null, seat).units;
  const others = SHIP_TYPES.filter((t: UnitType) => t !== "fighter").reduce((n, t) => n + (units[t] ?? 0), 0);
  return [units.fighter ?? 0, others];
}

/**
 * Friendly Fire: just before a Space Battle the player is in, if the enemy has more Fighters there than
 * other ships, he loses half his Fighters, rounded down.
 */
const friendlyFire: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle) return notInBattle("Friendly Fire", "a Space Battle");
    const [fighters, others] = fightersAndShips(state, battle, opponentIn(battle, play.seat));
    if (fighters > others) return undefined;
    return ruleError(
      CONDITION,
      "Friendly Fire",
      "Your opponent here must have more Fighters than other ships.",
    );
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const enemy = opponentIn(battle, play.seat);
    const [fighters] = fightersAndShips(tx.state, battle, enemy);
    const lost = { fighter: Math.floor(fighters / 2) };
    destroyUnits(tx, enemy, battle.position, null, lost, "Friendly Fire");
  },
};

/** Rule by Terror needs a War Sun or 2 Dreadnoughts of the player's in the battle. */
function terrorFleet(state: GameState, battle: Battle, seat: Seat): boolean {
  const units = unitsAt(state, battle.position, null, seat).units;
  return (units.warSun ?? 0) > 0 || (units.dreadnought ?? 0) >= 2;
}

/**
 * Where the enemy can retreat to (RR §12.4: an adjacent system he activated, free of enemy ships), or
 * nowhere when he cannot retreat at all (Flanking Tactic, Code of Honor). interpretation: a Tactical
 * Retreat (SE Option 10) is a choice the defender makes when announcing a retreat; it is not forced here.
 */
function terrorRetreats(
  state: GameState,
  position: PositionLabel,
  battle: Battle,
  enemy: Seat,
): PositionLabel[] {
  if (!canRetreat(state, enemy, position, enemy === battle.defender)) return [];
  return retreatDestinations(state, enemy, position);
}

/**
 * Rule by Terror: just before a Space Battle the player is in with a War Sun or 2 Dreadnoughts, the enemy
 * retreats at once if he can (choosing where when there is a choice), or else takes 2 hits on his ships
 * at once, assigned as casualties.
 */
const ruleByTerror: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle("Rule by Terror", "a Space Battle about to begin");
    if (terrorFleet(state, battle, play.seat)) return undefined;
    return ruleError(CONDITION, "Rule by Terror", "You need a War Sun or 2 Dreadnoughts in the battle.");
  },
  resolvesLast: true,
  // interpretation: the 2 hits are casualties the enemy assigns himself, not a target the card names, so
  // Nano Technology does not stop them (cardTargets.ts).
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const enemy = opponentIn(battle, play.seat);
    const places = terrorRetreats(tx.state, battle.position, battle, enemy);
    if (places.length === 1) executeRetreat(tx, enemy, battle.position, places[0] as PositionLabel);
    else if (places.length > 1) {
      askCardChoice(tx, {
        effect: "ruleByTerror",
        prompt: `Rule by Terror: retreat your fleet from ${battle.position} to one of ${places.join(", ")}`,
        awaiting: [enemy],
        data: { position: battle.position },
      });
    } else {
      const volley = {
        shooter: play.seat,
        target: enemy,
        roll: "actionCardShot" as const,
        dice: [],
        hits: 2,
      };
      const where = { position: battle.position, planet: null, on: "ships" as const };
      pushCasualties(tx, { ...where, volleys: [volley], reason: "Rule by Terror" });
    }
  },
};

/** The systems a Skilled Retreat may go to: adjacent, unactivated by the player, his or empty. */
function skilledRetreatDestinations(state: GameState, seat: Seat, from: PositionLabel): PositionLabel[] {
  return adjacentPositions(state.galaxy, from, adjacencyOptions(state), "movement").filter((p) => {
    const system = state.board[p];
    const anomaly = anomalyAt(state, p);
    if (!system || anomaly?.canEndMovement === false || anomaly?.canActivate === false) return false;
    if (system.commandCounters.includes(seat)) return false;
    // interpretation: "friendly or empty" = no other player's units and no planet another player holds.
    const planets = Object.keys(system.planets) as PlanetId[];
    return (
      seatsWithUnits(state, p).every((s) => s === seat) &&
      planets.every((planet) => [seat, null].includes(controllerOf(state, planet)))
    );
  });
}

function cannotRetreat(state: GameState, seat: Seat, position: PositionLabel): boolean {
  // Code of Honor (law) and Flanking Tactic bar every retreat, by card as well.
  return lawInPlay(state, "codeOfHonor") !== undefined || retreatBarred(state, seat, position);
}

/**
 * Skilled Retreat: before a round of a Space Battle he is in, the player moves his fleet at once to an
 * adjacent system he has not activated that is his or empty, and places a Command Counter from his
 * reinforcements there (RR §12.4 for what moves with the fleet). The battle then ends.
 */
const skilledRetreat: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle) return notInBattle("Skilled Retreat", "a Space Battle");
    if (cannotRetreat(state, play.seat, battle.position))
      return ruleError(CONDITION, "Skilled Retreat", "Your fleet cannot retreat from this battle.");
    if (reinforcements(state, play.seat) < 1)
      return ruleError(CONDITION, "Skilled Retreat", "You have no Command Counter left in reinforcements.");
    const places = skilledRetreatDestinations(state, play.seat, battle.position);
    if (play.system !== null && places.includes(play.system)) return undefined;
    return ruleError(
      CONDITION,
      "Skilled Retreat",
      places.length > 0
        ? `Name the system to retreat to: ${places.join(", ")}.`
        : "No adjacent system is free for your fleet (unactivated, yours or empty).",
    );
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const to = play.system as PositionLabel;
    tx.emit({ type: "systemActivated", seat: play.seat, position: to, from: "reinforcements" });
    executeRetreat(tx, play.seat, battle.position, to);
  },
};

/**
 * Target Their Flagship!: the player's ship type and the enemy's, named as `choice` "cruiser-at-war-sun"
 * (unit types in kebab case).
 */
function targeting(play: CardPlay): [UnitType, UnitType] | null {
  const camel = (t: string | undefined) => t?.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const [mine, theirs] = (play.choice ?? "").split("-at-").map(camel);
  const ship = (t: string | undefined): t is UnitType =>
    t !== undefined && (UNIT_TYPES as readonly string[]).includes(t) && SHIP_TYPES.includes(t as UnitType);
  return ship(mine) && ship(theirs) ? [mine, theirs] : null;
}

/** The player's ships of this type not already named by another Target Their Flagship! this battle. */
function freeShooters(state: GameState, battle: Battle, seat: Seat, type: UnitType): number {
  const named = (state.cardEffects ?? []).filter(
    (e) => e.effect === "targetTheirFlagship" && e.seat === seat && e.system === battle.position,
  );
  const taken = named.filter((e) => e.choice?.split(":")[2] === type).length;
  return (unitsAt(state, battle.position, null, seat).units[type] ?? 0) - taken;
}

/**
 * One hit on a ship of the type named: interpretation: it is damaged when it can sustain damage and is
 * not damaged yet (the owner's better choice), else destroyed.
 */
function hitShip(tx: Tx, seat: Seat, position: PositionLabel, type: UnitType, reason: string): void {
  const { units, damaged } = unitsAt(tx.state, position, null, seat);
  if ((units[type] ?? 0) === 0) return;
  if (canSustain(tx.state, seat, type) && (units[type] ?? 0) > (damaged[type] ?? 0)) {
    damageUnits(tx, seat, position, { [type]: 1 });
    return;
  }
  destroyUnits(tx, seat, position, null, { [type]: 1 }, reason);
  loseCargo(tx, seat, position);
}

/**
 * Target Their Flagship!: just before a Space Battle, one of the player's ships fires one die at its
 * combat value at an enemy ship he names; a hit lands on that ship, with no return fire. The ship that
 * fired rolls no dice in round 1 (spaceBattle.ts). The shot is a combat roll (SE p.13 errata).
 */
const targetTheirFlagship: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    if (!battle?.starting) return notInBattle("Target Their Flagship!", "a Space Battle about to begin");
    const named = targeting(play);
    const enemy = opponentIn(battle, play.seat);
    if (
      !named ||
      getUnit(named[0]).combat === null ||
      freeShooters(state, battle, play.seat, named[0]) < 1 ||
      (unitsAt(state, battle.position, null, enemy).units[named[1]] ?? 0) < 1
    ) {
      return ruleError(
        CONDITION,
        "Target Their Flagship!",
        'Name your ship and the enemy ship it fires at as choice "yours-at-theirs" (e.g. "cruiser-at-war-sun").',
      );
    }
    return nanoTechnologyRefusal(state, play.seat, enemy, named[1], "Target Their Flagship!");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const [mine, theirs] = targeting(play) as [UnitType, UnitType];
    const enemy = opponentIn(battle, play.seat);
    const ctx = {
      kind: "actionCardShot" as const,
      shooter: play.seat,
      target: enemy,
      position: battle.position,
      planet: null,
      round: 0,
      attacker: battle.attacker,
      warFunding: false,
    };
    const volley = rollVolley(tx, ctx, shotsOf(mine, 1, getUnit(mine).combat as number, 1));
    startCardEffect(tx, {
      effect: "targetTheirFlagship",
      seat: play.seat,
      target: enemy,
      system: battle.position,
      choice: battleTag(battle, 1, mine),
    });
    // Nano Technology (cardTargets.ts): refused by the check; kept here should it be learnt meanwhile.
    if (volley.hits > 0 && !shieldedFromCard(tx.state, play.seat, enemy, theirs))
      hitShip(tx, enemy, battle.position, theirs, "Target Their Flagship!");
  },
};

/**
 * Experimental Weaponry: in this round of the Space Battle, the hits of the player's Dreadnoughts and War
 * Suns cannot be assigned to Fighters while the enemy has other ships to take them (hitPool.ts).
 */
const experimentalWeaponry: ActionCardEffect = {
  check(state, play) {
    return battleOf(state, play, "spaceBattle")
      ? undefined
      : notInBattle("Experimental Weaponry", "a Space Battle");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    startBattleEffect(tx, play, battle, "experimentalWeaponry", battle.round);
  },
};

/** The dice waiting for their casualties under the window a card is played in (combatCardWindow.ts). */
function diceUnderWindow(state: GameState): CasualtiesFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "casualties");
  return frame?.kind === "casualties" ? frame : null;
}

/** The enemy's Space Battle volleys at the player, with hits to cancel. */
function hitsAtMe(frame: CasualtiesFrame, battle: Battle, seat: Seat): number {
  const enemy = opponentIn(battle, seat);
  return frame.volleys
    .filter((v) => v.shooter === enemy && v.target === seat && v.roll === "spaceBattle")
    .reduce((n, v) => n + v.hits, 0);
}

/**
 * Shields Holding: right after the opponent's Space Battle roll, before casualties, up to 2 of his hits
 * on the player are cancelled. A cancelled hit's die counts as no combat die any more (it cannot be
 * rolled again).
 */
const shieldsHolding: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    const frame = diceUnderWindow(state);
    if (!battle || !frame) return notInBattle("Shields Holding", "a Space Battle");
    if (hitsAtMe(frame, battle, play.seat) > 0) return undefined;
    return ruleError(CONDITION, "Shields Holding", "Your opponent's Space Battle roll scored no hit on you.");
  },
  resolve(tx, play) {
    const battle = battleOf(tx.state, play) as Battle;
    const frame = diceUnderWindow(tx.state) as CasualtiesFrame;
    const enemy = opponentIn(battle, play.seat);
    let cancel = 2;
    const volleys = frame.volleys.map((v) => {
      if (v.shooter !== enemy || v.target !== play.seat || v.roll !== "spaceBattle") return v;
      const dice = v.dice.map((d) => {
        if (!d.hit || cancel === 0) return d;
        cancel -= 1;
        return { ...d, hit: false, needed: null };
      });
      return { ...v, dice, hits: dice.filter((d) => d.hit).length };
    });
    const where = { seat: play.seat, position: frame.position };
    tx.emit({ type: "combatDiceChanged", ...where, volleys, reason: "Shields Holding" });
  },
};

/** The combat dice under the window, numbered from 1 in the order rolled: the dice Recheck may name. */
function recheckable(frame: CasualtiesFrame): { volley: number; die: number }[] {
  return frame.volleys.flatMap((v, vi) =>
    isCombatRoll(v.roll)
      ? v.dice.flatMap((d, di) => (d.needed === null ? [] : [{ volley: vi, die: di }]))
      : [],
  );
}

/**
 * Recheck: right after combat dice are rolled in a battle the player is in, one die (his or an
 * opponent's) is rolled again; the new result stands. The die is named by its number among the dice
 * just rolled (`amount`, from 1, in the order the log lists them).
 */
const recheck: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play);
    const frame = diceUnderWindow(state);
    if (!battle || !frame) return notInBattle("Recheck", "a battle");
    const dice = recheckable(frame);
    if (play.amount >= 1 && play.amount <= dice.length) return undefined;
    return ruleError(
      CONDITION,
      "Recheck",
      `Name the die to roll again by its number among the dice just rolled, 1 to ${dice.length}.`,
    );
  },
  resolve(tx, play) {
    const frame = diceUnderWindow(tx.state) as CasualtiesFrame;
    const at = recheckable(frame)[play.amount - 1] as { volley: number; die: number };
    const old = frame.volleys[at.volley]?.dice[at.die] as CombatDie;
    const drawn = rollD10(tx.state.rng, 1);
    const value = drawn.value[0] as number;
    const die: CombatDie = { ...old, first: old.value, value, hit: value >= (old.needed as number) };
    tx.emit({
      type: "combatRolled",
      seat: play.seat,
      position: frame.position,
      planet: frame.planet,
      roll: "reroll",
      dice: [die],
      hits: die.hit ? 1 : 0,
      rng: drawn.rng,
    });
    const volleys = frame.volleys.map((v, vi) => {
      if (vi !== at.volley) return v;
      const dice = v.dice.map((d, di) => (di === at.die ? die : d));
      return { ...v, dice, hits: dice.filter((d) => d.hit).length };
    });
    tx.emit({
      type: "combatDiceChanged",
      seat: play.seat,
      position: frame.position,
      volleys,
      reason: "Recheck",
    });
  },
};

/** A unit type named in kebab case as `choice` ("war-sun"), or null. */
function namedType(choice: string | null): UnitType | null {
  const camel = choice?.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  return camel !== undefined && (UNIT_TYPES as readonly string[]).includes(camel)
    ? (camel as UnitType)
    : null;
}

/**
 * The ship type a card played right after a loss names among `units` (the types just damaged or
 * destroyed): the one named as `choice`, or the only one there is.
 */
function shipNamed(
  units: UnitCounts,
  play: CardPlay,
  allowed: readonly UnitType[] = SHIP_TYPES,
): UnitType | null {
  const types = allowed.filter((t) => (units[t] ?? 0) > 0);
  const named = namedType(play.choice);
  if (named !== null) return types.includes(named) ? named : null;
  return types.length === 1 ? (types[0] as UnitType) : null;
}

/** The ship just damaged that a Direct Hit destroys: the enemy's (not the player's own), still damaged. */
function directHitTarget(
  state: GameState,
  play: CardPlay,
  allowed: readonly UnitType[],
  honourNano = true,
): { seat: Seat; position: PositionLabel; type: UnitType } | null {
  const frame = diceUnderWindow(state);
  const losses = frame?.lastLosses;
  if (!frame || !losses || losses.seat === play.seat) return null;
  // Nano Technology (cardTargets.ts): the card never picks a shielded Dreadnought or War Sun.
  const pool = honourNano ? unshieldedTypes(state, play.seat, losses.seat, allowed) : allowed;
  const type = shipNamed(losses.damaged, play, pool);
  if (type === null) return null;
  const damaged = unitsAt(state, frame.position, null, losses.seat).damaged[type] ?? 0;
  return damaged > 0 ? { seat: losses.seat, position: frame.position, type } : null;
}

function directHit(name: string, allowed: readonly UnitType[], mustFight: boolean): ActionCardEffect {
  return {
    check(state, play) {
      const battle = currentBattle(state);
      if (battle?.kind !== "spaceBattle" || (mustFight && !battleOf(state, play)))
        return notInBattle(name, "a Space Battle");
      if (directHitTarget(state, play, allowed)) return undefined;
      const shielded = directHitTarget(state, play, allowed, false);
      if (shielded) return nanoTechnologyRefusal(state, play.seat, shielded.seat, shielded.type, name);
      return ruleError(
        CONDITION,
        name,
        'Play it right after an enemy ship is damaged; name its type as choice (e.g. "war-sun") if several were.',
      );
    },
    resolve(tx, play) {
      const target = directHitTarget(tx.state, play, allowed);
      if (!target) return;
      destroyUnits(tx, target.seat, target.position, null, { [target.type]: 1 }, name);
      loseCargo(tx, target.seat, target.position);
    },
  };
}

/** Direct Hit (SE): in a Space Battle the player is in, the enemy ship just damaged is destroyed. */
const destroyDamagedShip = directHit("Direct Hit", SHIP_TYPES, true);

/**
 * Direct Hit! (base printing, replaced by SE's): a Dreadnought or War Sun just damaged in a Space Battle
 * is destroyed. [recalled: any player but its owner may play it]
 */
const destroyDamagedCapitalShip = directHit("Direct Hit!", ["dreadnought", "warSun"], false);

/**
 * Courageous to the End: right after one of the player's ships is destroyed in a Space Battle, it rolls 2
 * dice at its combat value (a combat roll, SE p.13 errata); each hit is a casualty the enemy assigns.
 * interpretation: only in a Space Battle, where an enemy fleet is there to take the casualties.
 */
const courageousToTheEnd: ActionCardEffect = {
  check(state, play) {
    const battle = battleOf(state, play, "spaceBattle");
    const losses = diceUnderWindow(state)?.lastLosses;
    if (!battle || !losses || losses.seat !== play.seat)
      return notInBattle("Courageous to the End", "a Space Battle");
    const type = shipNamed(losses.destroyed, play);
    if (type !== null && getUnit(type).combat !== null) return undefined;
    return ruleError(
      CONDITION,
      "Courageous to the End",
      'Play it right after you lose a ship; name its type as choice (e.g. "cruiser") if you lost several.',
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    const battle = currentBattle(tx.state) as Battle;
    const losses = diceUnderWindow(tx.state)?.lastLosses as NonNullable<CasualtiesFrame["lastLosses"]>;
    const type = shipNamed(losses.destroyed, play) as UnitType;
    const enemy = opponentIn(battle, play.seat);
    const ctx = {
      kind: "actionCardShot" as const,
      shooter: play.seat,
      target: enemy,
      position: battle.position,
      planet: null,
      round: battle.round,
      attacker: battle.attacker,
      warFunding: false,
    };
    const volley = rollVolley(tx, ctx, shotsOf(type, 1, getUnit(type).combat as number, 2));
    const where = { position: battle.position, planet: null, on: "ships" as const };
    pushCasualties(tx, { ...where, volleys: [volley], reason: "Courageous to the End" });
  },
};

/** The invasion about to bombard, when the player defends it. */
function bombardmentDefended(state: GameState, play: CardPlay): InvasionFrame | null {
  const frame = state.stack.findLast((f) => f.kind === "invasion");
  return frame?.kind === "invasion" && frame.step === "bombard" && frame.defender === play.seat
    ? frame
    : null;
}

/**
 * Dug In: just before a bombardment of his planet, the defender names one of his planets (the invaded one
 * when he names none); his Ground Forces there cannot be bombarded for the rest of the round (X-89
 * Bacterial Weapon included: interpretation, it is used in place of a bombardment).
 */
const dugIn: ActionCardEffect = {
  check(state, play) {
    const frame = bombardmentDefended(state, play);
    if (!frame) return notInBattle("Dug In", "an Invasion Combat about to be bombarded, defending");
    const planet = play.planets[0] ?? frame.planet;
    if (controllerOf(state, planet) === play.seat) return undefined;
    return ruleError(CONDITION, "Dug In", "Name one of your own planets.");
  },
  resolve(tx, play) {
    const frame = bombardmentDefended(tx.state, play) as InvasionFrame;
    startCardEffect(tx, { effect: "dugIn", seat: play.seat, planets: [play.planets[0] ?? frame.planet] });
  },
};

/** The active player who just moved in, when the player is another one. */
function enemyMovedIn(state: GameState, play: CardPlay): { seat: Seat; position: PositionLabel } | null {
  const moved = activationUnderWindow(state);
  return moved && moved.seat !== play.seat ? moved : null;
}

/**
 * Minelayers: right after an enemy fleet moves into a system where the player has Cruisers, each of them
 * scores one hit on it, with no die. interpretation: the hits are assigned at once, before PDS fire and
 * before the first round of the battle.
 */
const minelayers: ActionCardEffect = {
  check(state, play) {
    const moved = enemyMovedIn(state, play);
    if (moved && (unitsAt(state, moved.position, null, play.seat).units.cruiser ?? 0) > 0) return undefined;
    return ruleError(
      CONDITION,
      "Minelayers",
      "Play it right after an enemy fleet moves into a system where you have Cruisers.",
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    const moved = enemyMovedIn(tx.state, play) as { seat: Seat; position: PositionLabel };
    const hits = unitsAt(tx.state, moved.position, null, play.seat).units.cruiser ?? 0;
    const volley = {
      shooter: play.seat,
      target: moved.seat,
      roll: "actionCardShot" as const,
      dice: [],
      hits,
    };
    const where = { position: moved.position, planet: null, on: "ships" as const };
    pushCasualties(tx, { ...where, volleys: [volley], reason: "Minelayers" });
  },
};

/**
 * Experimental Battlestation: right after an opponent moves ships into a system, one of the player's
 * Space Docks in range fires 3 shots at them like a PDS (PDS combat value, range and modifiers: from an
 * adjacent system only with Deep Space Cannon). interpretation: Redefining War Crimes, which bars PDS fire
 * at ships, bars it too.
 */
const experimentalBattlestation: ActionCardEffect = {
  check(state, play) {
    const moved = enemyMovedIn(state, play);
    const range = moved ? docksInRange(state, play.seat, moved.position) : { own: 0, adjacent: 0 };
    if (moved && range.own + range.adjacent > 0 && !pdsFireBarred(state)) return undefined;
    return ruleError(
      CONDITION,
      "Experimental Battlestation",
      "Play it right after an opponent moves ships into a system in range of one of your Space Docks.",
    );
  },
  resolvesLast: true,
  resolve(tx, play) {
    const moved = enemyMovedIn(tx.state, play) as { seat: Seat; position: PositionLabel };
    const range = docksInRange(tx.state, play.seat, moved.position);
    const cannon = getUnit("pds").spaceCannon as { dice: number; combat: number };
    const ctx = {
      kind: "pds" as const,
      shooter: play.seat,
      target: moved.seat,
      position: moved.position,
      planet: null,
      round: 0,
      attacker: null,
      warFunding: false,
    };
    const volley = rollVolley(tx, ctx, shotsOf("pds", 1, cannon.combat, 3, range.own === 0));
    const where = { position: moved.position, planet: null, on: "ships" as const };
    pushCasualties(tx, { ...where, volleys: [volley], reason: "Experimental Battlestation" });
  },
};

export const COMBAT_CARD_EFFECTS: Readonly<Record<string, ActionCardEffect>> = {
  minelayers,
  experimentalBattlestation,
  dugIn,
  destroyDamagedShip,
  destroyDamagedCapitalShip,
  courageousToTheEnd,
  shieldsHolding,
  recheck,
  experimentalWeaponry,
  ruleByTerror,
  skilledRetreat,
  targetTheirFlagship,
  moraleBoost,
  fighterPrototype,
  flankingTactic,
  communicationsBreakdown,
  emergencyRepairs,
  enhancedArmor,
  chemicalWarfare,
  friendlyFire,
};

/** Choices these cards ask of players after they are played (choice.ts). */
export const COMBAT_CARD_CHOICES: Readonly<Record<string, CardChoiceRule>> = {
  /** Rule by Terror: the enemy names where his fleet retreats to. */
  ruleByTerror: {
    check(state, frame, seat, answer) {
      const battle = currentBattle(state);
      const position = String(frame.data.position);
      const places = battle ? terrorRetreats(state, position, battle, seat) : [];
      if (answer.system !== undefined && places.includes(answer.system)) return undefined;
      return ruleError(
        "ERR_CARD_CHOICE",
        "Rule by Terror",
        `Name where you retreat to: ${places.join(", ")}.`,
      );
    },
    resolve(tx, frame, seat, answer) {
      executeRetreat(tx, seat, String(frame.data.position), answer.system as PositionLabel);
    },
    options(state, frame, seat) {
      const battle = currentBattle(state);
      const position = String(frame.data.position);
      const places = battle ? terrorRetreats(state, position, battle, seat) : [];
      return places.map((system) => ({ system }));
    },
  },
};
