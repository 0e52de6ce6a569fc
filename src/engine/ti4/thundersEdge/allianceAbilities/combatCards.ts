/**
 * The alliance cards whose abilities act in combat, movement and with command tokens (TE "Alliance Reference
 * Cards"), as modules of the book: each asks `usesAllianceAbility` for its own card.
 */
import type { Ti4Module } from "../../hooks/index.ts";
import { TE_CRIMSON_ALLIANCE } from "./crimson.ts";
import { TE_EMPYREAN_ALLIANCE } from "./empyrean.ts";
import { TE_GHOST_ALLIANCE } from "./ghost.ts";
import { TE_LETNEV_ALLIANCE } from "./letnev.ts";
import { TE_MENTAK_ALLIANCE } from "./mentak.ts";
import { TE_OBSIDIAN_ALLIANCE } from "./obsidian.ts";
import { TE_RALNEL_ALLIANCE } from "./ralnel.ts";
import { TE_SOL_ALLIANCE } from "./sol.ts";
import { TE_WINNU_ALLIANCE } from "./winnu.ts";

export const TE_ALLIANCE_COMBAT_ABILITIES: readonly Ti4Module[] = [
  TE_WINNU_ALLIANCE,
  TE_OBSIDIAN_ALLIANCE,
  TE_LETNEV_ALLIANCE,
  TE_SOL_ALLIANCE,
  TE_CRIMSON_ALLIANCE,
  TE_MENTAK_ALLIANCE,
  TE_GHOST_ALLIANCE,
  TE_RALNEL_ALLIANCE,
  TE_EMPYREAN_ALLIANCE,
];
