/**
 * Thunder's Edge relics (issue #27; TE rulebook "Relics"): the expansion's seven relic cards. Names and how
 * each is used follow shared/data/ti4/relics.json and the cards as public rulings give them; every text is
 * our own. Thunder's Edge's box holds ten relic cards: these seven and Codex IV's three (Circlet of the
 * Void, Book of Latvinia, Neuraloop), which it reprints [recalled: the count of ten from the rulebook's
 * component list, the three from public card lists]. relics.ts joins them into one list.
 */

export const TE_RELIC_RECORDS = [
  {
    id: "heartofixth",
    name: "Heart of Ixth",
    box: "te",
    uses: ["exhaust"],
    action: false,
    text: "Once any die has been rolled, exhaust it to raise or lower that die's result by 1.",
  },
  {
    id: "lightrailordnance",
    name: "Lightrail Ordnance",
    box: "te",
    uses: ["passive"],
    action: false,
    text: "Your space docks have SPACE CANNON 5 (x2), and may fire it at ships in systems next to their own.",
  },
  {
    id: "metalivoidarmaments",
    name: "Metali Void Armaments",
    box: "te",
    uses: ["passive"],
    action: false,
    text: "When a space combat reaches its anti-fighter barrage step, you may also roll 3 dice, each hitting on 6 or more, as an ANTI-FIGHTER BARRAGE against the other side's units.",
  },
  {
    id: "metalivoidshielding",
    name: "Metali Void Shielding",
    box: "te",
    uses: ["passive"],
    action: false,
    text: "Each time your ships other than fighters take hits, a single ship among them may sustain damage even without the SUSTAIN DAMAGE ability.",
  },
  {
    id: "quantumcore",
    name: "The Quantumcore",
    box: "te",
    uses: ["onGain", "passive"],
    action: false,
    text: "On gaining it, gain your faction's breakthrough; while you hold it, you have synergy with every technology colour.",
  },
  {
    id: "thesilverflame",
    name: "The Silver Flame",
    box: "te",
    uses: ["purge"],
    action: true,
    text: "May change hands in a transaction. As an action, purge it and roll 1 die: on a 10 gain 1 victory point; on anything else your home system and everything in it is purged, you may no longer score public objectives, and The Fracture comes into play if it is not already.",
  },
  {
    id: "thetriad",
    name: "The Triad",
    box: "te",
    uses: ["exhaust"],
    action: false,
    text: "Readied and spent like a planet card, worth 3 resources and 3 influence, plus 1 of each for every different type of relic fragment you own.",
  },
] as const;

/** The Codex IV relics a Thunder's Edge box reprints, shuffled into its relic deck. */
export const TE_REPRINTED_RELICS = ["circletofthevoid", "bookoflatvinia", "neuraloop"] as const;

/**
 * TE "The Fracture", "Relics": the planets whose card shows a relic icon, so that whoever first takes the
 * card from the planet deck draws a relic: the Fracture's four [recalled: names from public card lists].
 * The planets' own content (their tiles) comes with the Thunder's Edge systems; until then this list names
 * them.
 */
export const TE_RELIC_ICON_PLANETS = ["styx", "cocytus", "lethe", "phlegethon"] as const;
