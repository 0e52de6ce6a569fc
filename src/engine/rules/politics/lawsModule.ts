/**
 * The laws and directives in play (RR §20) as combat meets them: their answers to the combat hook points
 * (hooks/combat.ts). Their lasting effects are read in lawRules.ts, lawBonuses.ts, lawTriggers.ts and
 * directiveHooks.ts; the agenda that passes them is the politics module (module.ts).
 */
import type { UnitType } from "../../../content/index.ts";
import type { CombatHooks } from "../../hooks/combat.ts";
import type { RuleModule } from "../../module.ts";
import { unitsAt } from "../combat/forces.ts";
import { isCombatRoll } from "../combat/modifiers.ts";
import { directiveRollModifier } from "./directiveHooks.ts";
import { groundForceCombatBonus } from "./lawBonuses.ts";
import { bombardmentForbidden, lawCombatModifier, pdsFireBarred, retreatForbiddenByLaw } from "./lawRules.ts";
import { invasionWon, pdsFiredAtFleet, spaceBattleWon } from "./lawTriggers.ts";

const isGround = (unit: UnitType) => unit === "groundForce" || unit === "shockTroop";

/**
 * Unconventional Weapons (For) on every combat roll of Dreadnoughts and War Suns; Crown of Thalnos on the
 * elected player's Ground Forces in Invasion Combat; the directives Public Execution and Prophecy of Ixth.
 */
const combatRollModifier: CombatHooks["combatRollModifier"] = (state, ctx, unit) => {
  const combatRoll = isCombatRoll(ctx.kind);
  const crown = ctx.kind === "invasion" && isGround(unit) ? groundForceCombatBonus(state, ctx.shooter) : 0;
  return (
    (combatRoll ? lawCombatModifier(state, unit) : 0) +
    crown +
    directiveRollModifier(state, ctx.shooter, unit, combatRoll)
  );
};

/** Conventions of War (For): no bombardment of a planet with a Space Dock. */
const bombardmentBlocked: CombatHooks["bombardmentBlocked"] = (state, frame) => {
  const dock = (unitsAt(state, frame.position, frame.planet, frame.defender).units.spaceDock ?? 0) > 0;
  return bombardmentForbidden(state, dock);
};

export const COMBAT_LAWS = {
  id: "combatLaws",
  hooks: {
    combatRollModifier,
    bombardmentBlocked,
    // Redefining War Crimes: Against, no PDS fire at ships this round; For, firing ends trade.
    pdsFireBlocked: (state) => pdsFireBarred(state),
    pdsFired: pdsFiredAtFleet,
    // Code of Honor.
    retreatBlocked: (state) => retreatForbiddenByLaw(state),
    // Enemy of the Throne (Space Battles), The Crown of Emphidia (Invasion Combat).
    combatWon: (tx, victory) =>
      victory.kind === "spaceBattle"
        ? spaceBattleWon(tx, victory.winner, victory.loser)
        : invasionWon(tx, victory.winner, victory.loser),
  },
} satisfies RuleModule;
