/**
 * The base game's agendas that a Prophecy of Kings game keeps, M to Z (the Ministers to Wormhole Research);
 * A to L in agendas.base1.ts. Ids, names, law or directive and what is elected from
 * shared/data/ti4/agendas.json; texts are our own.
 */
import type { Ti4AgendaData } from "./agendas.ts";

const law = { kind: "law", inPokDeck: true } as const;
const directive = { kind: "directive", inPokDeck: true } as const;

export const TI4_BASE_AGENDAS_M_TO_Z = [
  {
    ...law,
    id: "minister_commerce",
    name: "Minister of Commerce",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Each time its owner replenishes commodities, they then gain " +
        "1 trade good per neighbour.",
    },
  },
  {
    ...law,
    id: "minister_exploration",
    name: "Minister of Exploration",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Each planet its owner gains control of brings them 1 trade good.",
    },
  },
  {
    ...law,
    id: "minister_industry",
    name: "Minister of Industry",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. As its owner places a space dock in a system, the owner's units " +
        "there may use PRODUCTION.",
    },
  },
  {
    ...law,
    id: "minister_peace",
    name: "Minister of Peace",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Once any player activates a system holding units of some other " +
        "player, the owner may discard this card to end the active player's turn on the spot.",
    },
  },
  {
    ...law,
    id: "minister_policy",
    name: "Minister of Policy",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. As each status phase ends, its owner draws 1 action card.",
    },
  },
  {
    ...law,
    id: "minister_sciences",
    name: "Minister of Sciences",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Whenever its owner resolves the Technology strategy card, primary " +
        "or secondary, researching costs them no resources.",
    },
  },
  {
    ...law,
    id: "minister_war",
    name: "Minister of War",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Once an action of theirs is done, its owner may discard it to take " +
        "1 of their command tokens off the board back to reinforcements, then take one more action.",
    },
  },
  {
    ...directive,
    id: "miscount",
    name: "Miscount Disclosed",
    needsInPlay: "law",
    outcome: {
      kind: "electLaw",
      elected: "The table votes again on the law chosen, as though it had just come off the top of the deck.",
    },
  },
  {
    ...directive,
    id: "mutiny",
    name: "Mutiny",
    outcome: {
      kind: "forAgainst",
      for: "Each player who voted For gains 1 victory point.",
      against: "Each player who voted For loses 1 victory point.",
    },
  },
  {
    ...directive,
    id: "constitution",
    name: "New Constitution",
    needsInPlay: "law",
    outcome: {
      kind: "forAgainst",
      for:
        "Every law in play is discarded, and when the next strategy phase begins every player exhausts each " +
        "planet in their home system.",
      against: "Nothing happens.",
    },
  },
  {
    ...law,
    id: "prophecy",
    name: "Prophecy of Ixth",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player takes this card. Its owner adds 1 to each combat roll of their fighters; whenever " +
        "the owner uses PRODUCTION and makes fewer than 2 fighters, this card is discarded.",
    },
  },
  {
    ...directive,
    id: "execution",
    name: "Public Execution",
    outcome: {
      kind: "electPlayer",
      elected:
        "The elected player throws away every action card in their hand, hands the speaker token to the player " +
        "on their left if they hold it, and casts no votes for the rest of this agenda phase.",
    },
  },
  {
    ...law,
    id: "schematics",
    name: "Publicize Weapon Schematics",
    outcome: {
      kind: "forAgainst",
      for:
        "War suns have no SUSTAIN DAMAGE. As long as any player owns a war sun technology, every player may " +
        "research war sun technologies without their prerequisites.",
      against: "Each player who owns a war sun technology throws away every action card in their hand.",
    },
  },
  {
    ...law,
    id: "conscription",
    name: "Regulated Conscription",
    outcome: {
      kind: "forAgainst",
      for: "The cost of a fighter or an infantry now buys one unit, not two.",
      against: "Nothing happens.",
    },
  },
  {
    ...directive,
    id: "seed_empire",
    name: "Seed of an Empire",
    // "Most" and "fewest" take in every tied player (LRR 98).
    outcome: {
      kind: "forAgainst",
      for: "Whoever has the most victory points gains 1 more.",
      against: "Whoever has the fewest victory points gains 1.",
    },
  },
  {
    ...law,
    id: "shared_research",
    name: "Shared Research",
    outcome: {
      kind: "forAgainst",
      for: "Nebulae no longer halt movement: any unit may pass through one.",
      against:
        "Every player puts 1 command token from their reinforcements in their home system, if they can.",
    },
  },
  {
    ...directive,
    id: "plowshares",
    name: "Swords to Plowshares",
    outcome: {
      kind: "forAgainst",
      for:
        "On each planet they control, every player destroys half of their infantry, rounding up, and takes " +
        "1 trade good for each infantry destroyed.",
      against: "Every player puts 1 infantry from their reinforcements on each planet they control.",
    },
  },
  {
    ...directive,
    id: "unconventional",
    name: "Unconventional Measures",
    outcome: {
      kind: "forAgainst",
      for: "Each player who voted For draws 2 action cards.",
      against: "Each player who voted For throws away every action card in their hand.",
    },
  },
  {
    ...law,
    id: "wormhole_recon",
    name: "Wormhole Reconstruction",
    outcome: {
      kind: "forAgainst",
      for: "Each system with an alpha or beta wormhole is adjacent to every other system with one.",
      against:
        "In each system holding a wormhole and at least one of their ships, every player puts 1 command token " +
        "from their reinforcements.",
    },
  },
  {
    ...directive,
    id: "wormhole_research",
    name: "Wormhole Research",
    outcome: {
      kind: "forAgainst",
      for:
        "Each player with ships in a system holding a wormhole may research 1 technology; afterwards every " +
        "ship in a system with an alpha or beta wormhole is destroyed.",
      against:
        "Each player who voted Against takes 1 command token off their command sheet back to reinforcements.",
    },
  },
] as const satisfies readonly Ti4AgendaData[];
