/**
 * The Deepwrought Scholarate's five ocean cards (TE "Setup" step 3; the Oceanbound ability). Names and values
 * from scottmk/ti4-reference@0be2545934d5fdfac708893db383906a73710bab:docs/factions/te/deepwrought.md: each
 * card prints 1 resource and 1 influence and no ability. They are not planets: a readied ocean card is
 * exhausted to spend its values as a planet card is [our reading of "gain an ocean card and ready it"].
 */

export const TE_OCEAN_IDS = ["brinepool", "coralreef", "deepabyss", "iceshelf", "lostfleet"] as const;
export type TeOceanId = (typeof TE_OCEAN_IDS)[number];

export interface TeOceanCard {
  readonly id: TeOceanId;
  readonly name: string;
  readonly resources: number;
  readonly influence: number;
}

export const TE_OCEAN_CARDS: readonly TeOceanCard[] = [
  // The Deepwrought Scholarate
  { id: "brinepool", name: "Brine Pool", resources: 1, influence: 1 },
  { id: "coralreef", name: "Coral Reef", resources: 1, influence: 1 },
  { id: "deepabyss", name: "Deep Abyss", resources: 1, influence: 1 },
  { id: "iceshelf", name: "Ice Shelf", resources: 1, influence: 1 },
  { id: "lostfleet", name: "Lost Fleet", resources: 1, influence: 1 },
];

export function teOceanCard(id: TeOceanId): TeOceanCard {
  const card = TE_OCEAN_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`no ocean card ${id}`);
  return card;
}
