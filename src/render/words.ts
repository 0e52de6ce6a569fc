/** The words the map and its text summary share: unit names, phases, token kinds. */
import type { UnitType } from "../content/index.ts";
import type { Phase } from "../engine/state.ts";

export const UNIT_NAMES: Readonly<Record<UnitType, { one: string; many: string }>> = {
  warSun: { one: "War Sun", many: "War Suns" },
  dreadnought: { one: "Dreadnought", many: "Dreadnoughts" },
  cruiser: { one: "Cruiser", many: "Cruisers" },
  destroyer: { one: "Destroyer", many: "Destroyers" },
  carrier: { one: "Carrier", many: "Carriers" },
  fighter: { one: "Fighter", many: "Fighters" },
  groundForce: { one: "Ground Force", many: "Ground Forces" },
  shockTroop: { one: "Shock Troop", many: "Shock Troops" },
  pds: { one: "PDS", many: "PDS" },
  spaceDock: { one: "Space Dock", many: "Space Docks" },
};

export const PHASE_NAMES: Readonly<Record<Phase, string>> = {
  setup: "Setup",
  strategy: "Strategy Phase",
  action: "Action Phase",
  status: "Status Phase",
  finished: "Game over",
};

export const TOKEN_KIND_NAMES: Readonly<Record<string, string>> = {
  domainCounter: "Domain Counter",
  artifact: "Artifact token",
  custodian: "Custodian token",
  capitalPlanet: "Capital Planet",
};

export function countOf(n: number, type: UnitType): string {
  const name = UNIT_NAMES[type];
  return `${n} ${n === 1 ? name.one : name.many}`;
}
