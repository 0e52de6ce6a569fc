/** Combat as a module of the TI4 book: hit assignment, space combat (LRR 78) and ground combat (LRR 42). */
import type { KernelModule } from "../../kernel/assemble.ts";
import type { Seat } from "../../kernel/types.ts";
import type { Ti4Place } from "../board/forces.ts";
import type { Ti4 } from "../ruleset.ts";
import type { Ti4State, Ti4UnitCounts } from "../state.ts";
import type { Ti4DiceAbility } from "./afterRoll.ts";
import { AFTER_ROLL, keepCombatDice, modifyCombatDice } from "./afterRoll.ts";
import { AFTER_ROLL_FOLDS } from "./afterRollFolds.ts";
import type { Ti4PlanetUnits } from "./frames.ts";
import { GROUND_COMBAT } from "./ground.ts";
import { ASSIGN_HITS, assignHits } from "./hits.ts";
import { NEUTRAL_GROUND_COMBAT, NEUTRAL_SPACE_COMBAT } from "./neutral.ts";
import { announceRetreat, declineRetreat, SPACE_COMBAT } from "./space.ts";

export const TI4_COMBAT: KernelModule<Ti4> = {
  id: "combat",
  commands: { assignHits, announceRetreat, declineRetreat, modifyCombatDice, keepCombatDice },
  frames: {
    ti4AssignHits: ASSIGN_HITS,
    ti4SpaceCombat: SPACE_COMBAT,
    ti4GroundCombat: GROUND_COMBAT,
    ti4AfterRoll: AFTER_ROLL,
    // TE "Neutral Units": combat against neutral units (neutral.ts).
    ti4NeutralSpaceCombat: NEUTRAL_SPACE_COMBAT,
    ti4NeutralGroundCombat: NEUTRAL_GROUND_COMBAT,
  },
  events: {
    ...AFTER_ROLL_FOLDS,
    ti4RoundAbilityInEffect(draft: Ti4State, e: { seat: Seat; ability: Ti4DiceAbility }) {
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat");
      if (combat?.kind !== "ti4SpaceCombat")
        throw new Error("a round's ability is paid for only in space combat");
      combat.roundAbilities = [...(combat.roundAbilities ?? []), { seat: e.seat, ability: e.ability }];
    },
    ti4DiceRolled() {},
    ti4CombatRoundBegan() {},
    ti4RetreatAnnounced() {},
    ti4RetreatCalledOff(draft: Ti4State) {
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat");
      if (combat?.kind !== "ti4SpaceCombat") throw new Error("no space combat to call a retreat off in");
      delete combat.retreat;
    },
    // A space combat's frame keeps its winner while what acts right after it is answered (Salvage).
    ti4CombatEnded(draft: Ti4State, e: { place: Ti4Place; winner: Seat | null }) {
      if (e.place.planet !== undefined) return;
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat");
      if (combat?.kind === "ti4SpaceCombat" && combat.system === e.place.position) combat.winner = e.winner;
    },
    ti4GroundForcesAsShips(
      draft: Ti4State,
      e: { seat: Seat; position: string; units: Ti4UnitCounts; onPlanets?: Ti4PlanetUnits },
    ) {
      const combat = draft.stack.findLast((f) => f.kind === "ti4SpaceCombat");
      if (combat?.kind !== "ti4SpaceCombat" || combat.system !== e.position)
        throw new Error("ground forces take part as ships only in a space combat there");
      combat.asShips = { ...combat.asShips, [e.seat]: { ...e.units } };
      const onPlanets = { ...combat.asShipsOnPlanets };
      if (e.onPlanets && Object.keys(e.onPlanets).length > 0)
        onPlanets[e.seat] = structuredClone(e.onPlanets);
      else delete onPlanets[e.seat];
      if (Object.keys(onPlanets).length > 0) combat.asShipsOnPlanets = onPlanets;
      else delete combat.asShipsOnPlanets;
    },
  },
};
