/**
 * The Universities of Jol-Nar (base game): Fragile, Brilliant and Analytical, the flagship J.N.S. Hylarim,
 * the mech Shield Paling (Prophecy of Kings), and the faction technologies E-Res Siphons and Spatial
 * Conduit Cylinders, each answering the hook point of the rule moment it changes. Their note, Research
 * Agreement, is played when the Jol-Nar research a technology that is no faction's: its holder gains it too
 * (without prerequisites: it is gained, not researched, LRR 90), then it goes back to them (LRR 69.3).
 */
import { TI4_SHIP_TYPES, ti4Technology } from "../../../content/ti4/index.ts";
import { unitsIn } from "../board/forces.ts";
import { hasFaction, type Ti4Module } from "../hooks/index.ts";
import { technologyReady } from "../technology/research.ts";
import type { Ti4NoteRules } from "../transactions/noteRules.ts";

/** Research Agreement: offered when the Jol-Nar research a non-faction technology its holder lacks. */
export const RESEARCH_AGREEMENT: Ti4NoteRules = {
  moment: "technologyResearched",
  playableAt(state, holder, owner, window) {
    const technology = window.technology;
    if (window.trigger !== owner || technology === undefined) return false;
    if (ti4Technology(technology).faction !== null) return false;
    return !(state.players[holder]?.technologies.includes(technology) ?? true);
  },
  play(tx, holder, _owner, window) {
    if (window?.technology === undefined) return;
    tx.emit({ type: "ti4TechnologiesGained", seat: holder, technologies: [window.technology] });
  },
};

/** E-Res Siphons: what it gives. */
const SIPHONED_TRADE_GOODS = 4;

export const TI4_JOLNAR: Ti4Module = {
  id: "jolnar",
  hooks: {
    combatRollModifier(state, roll) {
      if (roll.kind !== "combat" || !hasFaction(state, roll.seat, "jolnar")) return 0;
      // Shield Paling: Fragile does not touch the infantry on the mech's planet.
      const place = roll.place;
      if (roll.type === "infantry" && place?.planet !== undefined) {
        const there = unitsIn(state.board[place.position], roll.seat, place.planet);
        if ((there.mech ?? 0) > 0) return 0;
      }
      // Fragile: -1 to each of your combat rolls (LRR 18; combat rolls only, LRR 77.3d, 10).
      return -1;
    },
    extraHitsOnRoll(state, roll, dice) {
      // J.N.S. Hylarim: each 9 or 10 it rolls in combat, before modifiers, scores 2 extra hits.
      if (roll.kind !== "combat" || roll.type !== "flagship") return 0;
      if (!hasFaction(state, roll.seat, "jolnar")) return 0;
      return 2 * dice.filter((d) => d >= 9).length;
    },
    secondaryResolvesPrimary(state, seat, card) {
      // Brilliant: following Technology, resolve its primary instead. The primary (a free research, a second
      // one optional) gives all the secondary does and more, so it is always taken.
      return card === "technology" && hasFaction(state, seat, "jolnar");
    },
    prerequisitesSkipped(state, seat, technology) {
      // Analytical: 1 prerequisite may be skipped, unless the technology is a unit upgrade.
      if (!hasFaction(state, seat, "jolnar")) return 0;
      return ti4Technology(technology).upgrades === null ? 1 : 0;
    },
    afterSystemActivated(tx, seat, system) {
      // E-Res Siphons: another player activates a system holding your ships: exhaust it for 4 trade goods.
      // Taken whenever it may be: it gives the same whenever it is used, and it is ready again next round.
      for (const player of tx.state.players) {
        if (player.seat === seat || !hasFaction(tx.state, player.seat, "jolnar")) continue;
        if (!technologyReady(tx.state, player.seat, "ers")) continue;
        const ships = unitsIn(tx.state.board[system], player.seat);
        const any = TI4_SHIP_TYPES.some((type) => (ships[type] ?? 0) > 0);
        if (!any) continue;
        tx.emit({ type: "ti4TechnologyExhausted", seat: player.seat, technology: "ers" });
        tx.emit({
          type: "ti4TradeGoodsChanged",
          seat: player.seat,
          amount: SIPHONED_TRADE_GOODS,
          reason: "E-Res Siphons",
        });
      }
    },
  },
};
