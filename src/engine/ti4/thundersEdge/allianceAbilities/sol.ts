/**
 * The Federation of Sol's alliance card (TE "Alliance Reference Cards"; the commander Claire Gibson's
 * ability): when a ground combat starts on one of its holder's planets, the holder may add 1 infantry there
 * from their reinforcements (LRR 42, hook `groundCombatStarts`: before any round is rolled).
 *
 * Our readings: "your planets" are those the holder controls, so the holder is the one defending it; an
 * infantry more in a combat on one's own planet is never worse, so it is added without asking (infantry
 * tokens stand in once the plastic runs out, LRR 80 [recalled], so the reinforcements always hold one; the check
 * stays for a limit an option may set).
 */
import type { Tx } from "../../../kernel/tx.ts";
import type { Seat } from "../../../kernel/types.ts";
import { controllerOf, type Ti4Place } from "../../board/forces.ts";
import type { Ti4Module } from "../../hooks/index.ts";
import type { Ti4 } from "../../ruleset.ts";
import { ti4Reinforcements } from "../../units.ts";
import { allianceAbilityUsers } from "../allianceCards.ts";

function infantryForDefence(tx: Tx<Ti4>, combat: { place: Ti4Place; attacker: Seat; defender: Seat }) {
  const planet = combat.place.planet;
  if (planet === undefined) return;
  const owner = controllerOf(tx.state, planet);
  if (owner === null || owner === combat.attacker) return;
  if (!allianceAbilityUsers(tx.state, "sol").includes(owner)) return;
  if (ti4Reinforcements(tx.state, owner, "infantry") < 1) return;
  tx.emit({
    type: "ti4UnitsPlaced",
    seat: owner,
    place: combat.place,
    units: { infantry: 1 },
    reason: "the Federation of Sol's alliance card",
  });
}

export const TE_SOL_ALLIANCE: Ti4Module = {
  id: "alliance:sol",
  hooks: { groundCombatStarts: infantryForDefence },
};
