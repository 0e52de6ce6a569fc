/**
 * Shattered Empire's technology cards: 4 new advances (one per colour) and 3 reprints that replace base cards
 * (SE p.4 "Replacement Cards"). With the 24 base cards less the 3 replaced ones this gives the SE tree of 7 per
 * colour, 28 in all ("Technology Advancement Tree"). Prerequisites: TIO and ebonical; texts are our own wording.
 */
import type { Technology } from "./technologies.ts";

export const SE_TECHNOLOGIES: readonly Technology[] = [
  // ---- red (warfare) ----
  {
    id: "automated-defense-turrets",
    name: "Automated Defense Turrets",
    color: "red",
    box: "se",
    prerequisites: { all: ["hylar-v-assault-laser"] },
    effect: "automatedDefenseTurrets",
    text: "In Anti-Fighter Barrage your Destroyers roll one extra die and get +2.",
  },
  {
    id: "assault-cannon-se",
    name: "Assault Cannon",
    color: "red",
    box: "se",
    // SE reprint moved the prerequisite from Deep Space Cannon to Automated Defense Turrets (TIO, ebonical).
    prerequisites: { all: ["cybernetics", "automated-defense-turrets"] },
    effect: "assaultCannon",
    text: "Before a Space Battle starts, each of your Dreadnoughts in it fires one shot; enemy losses are removed at once and do not fire back.",
    replaces: "assault-cannon",
  },
  // ---- blue (propulsion) ----
  {
    id: "maneuvering-jets",
    name: "Maneuvering Jets",
    color: "blue",
    box: "se",
    prerequisites: { all: ["xrd-transporters"] },
    effect: "maneuveringJets",
    text: "Enemy PDS shots at your ships get -1 (-2 from an adjacent system); your rolls against Space Mines get -1; your ships need not stop when entering an Ion Storm.",
  },
  {
    id: "advanced-fighters-se",
    name: "Advanced Fighters",
    color: "blue",
    box: "se",
    prerequisites: { all: ["type-iv-drive"] },
    effect: "advancedFighters",
    text: "Your Fighters move 2 on their own, get +1 on combat rolls and need no Carrier or Space Dock support; enemy ships cannot move through a system holding your Fighters. Fighters beyond a system's Fighter capacity count against your Fleet Supply.",
    replaces: "advanced-fighters",
  },
  // ---- yellow (general) ----
  {
    id: "nano-technology",
    name: "Nano Technology",
    color: "yellow",
    box: "se",
    // Micro Technology in TIO, ebonical and the rules reference's two SE lists (one SoT-era list: Sarween Tools).
    prerequisites: { all: ["micro-technology-se"] },
    effect: "nanoTechnology",
    text: "Opponents' Action Cards cannot target your Dreadnoughts or War Suns, and planets you claim arrive ready instead of exhausted.",
  },
  {
    id: "micro-technology-se",
    name: "Micro Technology",
    color: "yellow",
    box: "se",
    prerequisites: { any: ["stasis-capsules", "sarween-tools"] },
    effect: "microTechnology",
    text: "Whenever your trade agreements pay out, you gain 1 extra Trade Good per active agreement.",
    replaces: "micro-technology",
  },
  // ---- green (biotechnology) ----
  {
    id: "hyper-metabolism",
    name: "Hyper Metabolism",
    color: "green",
    box: "se",
    prerequisites: { all: ["gen-synthesis"] },
    effect: "hyperMetabolism",
    text: "You gain 1 extra command counter in each Status Phase; before drawing Action Cards you may discard 1 to draw 1 more.",
  },
];
