/**
 * The import rules of ARCHITECTURE.md, checked by `npm test` (npm run check:imports): no runtime import
 * cycle anywhere in src/, and each layer imports only the layers below it. Type-only imports are left
 * out (tsPreCompilationDeps: false): they vanish when the code runs and cannot form a load-order cycle.
 */
const layer = (name, path, allowed) => ({
  name: `layer-${name}`,
  comment: `${name} may import only ${allowed.join(", ")} (ARCHITECTURE.md, Layers)`,
  severity: "error",
  from: { path: `^src/${path}/` },
  to: { path: "^src/", pathNot: [`^src/${path}/`, ...allowed.map((p) => `^src/${p}(/|\\.ts$)`)] },
});

/**
 * The code that answers hook points: card effects, laws and directives, race abilities, options. Base rules
 * ask hooks instead of importing it; only the rulebook assemblies, the module values that hand it over,
 * the bot (a player, not a rule) and other answering code import it.
 */
const ANSWERS = {
  "action card effects": "^src/engine/rules/actionCards/(boardCard|combatCard|phaseCard|combat/)",
  laws: "^src/engine/rules/politics/(laws/|law(Bonuses|Events|Module|Rules|Triggers|sModule)|directive|economyLaw|political(Laws|Directives|EconomyLaws|Effects)|tacticalLaws)",
  "race abilities": "^src/engine/rules/race",
  options: "^src/engine/options/",
};
const answering = Object.values(ANSWERS);
const baseAsks = Object.entries(ANSWERS).map(([name, path]) => ({
  name: `base-asks-hooks-${name.replaceAll(" ", "-")}`,
  comment: `A base rule imports no ${name}: it asks a hook point (src/engine/hooks/) that they answer`,
  severity: "error",
  from: {
    path: "^src/engine/",
    pathNot: [...answering, "^src/engine/rulebooks/", "^src/engine/bot/", "/module\\.ts$"],
  },
  to: { path },
}));

/**
 * Surfaces that reach the store only through the app, not even for a type (issue #16): the app offers
 * the calls they need (Discord's and the playground's: GameService with app/tables.ts; the scheduler's:
 * app/clocks.ts). The rules above leave type imports out, so these rules are checked a second time with
 * them, by .dependency-cruiser-types.cjs (npm run check:imports).
 */
const STORE_FREE_SURFACES = ["scheduler", "playground", "discord"];
const storeFree = STORE_FREE_SURFACES.map((surface) => ({
  name: `${surface}-without-store`,
  comment: `${surface} reads and writes through the app (src/app), never the store, not even for a type (issue #16)`,
  severity: "error",
  from: { path: `^src/${surface}/` },
  to: { path: "^src/store/" },
}));

/**
 * The kernel knows frames, decisions, events and dice, not a ruleset (DESIGN.md, "A kernel and rulebooks
 * of modules"): it imports itself, the seeded generator and the refusal value, not even a type of TI3's.
 */
const kernelAlone = {
  name: "kernel-without-ruleset",
  comment:
    "src/engine/kernel imports only itself, rng.ts and ruleError.ts: a ruleset's types come in as a Ruleset",
  severity: "error",
  from: { path: "^src/engine/kernel/" },
  to: {
    path: "^src/",
    pathNot: ["^src/engine/kernel/", "^src/engine/rng\\.ts$", "^src/engine/ruleError\\.ts$"],
  },
};

module.exports = {
  forbidden: [
    ...storeFree,
    kernelAlone,
    ...baseAsks,
    {
      name: "no-cycle",
      comment: "A runtime import cycle: break it with a hook point or a leaf file (src/engine/README.md)",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    layer("content", "content", []),
    layer("engine", "engine", ["content"]),
    layer("render", "render", ["engine", "content", "log", "config"]),
    layer("store", "store", ["engine", "content", "generated", "log", "config"]),
    layer("app", "app", ["engine", "content", "render", "store", "log", "config", "version"]),
    layer("discord", "discord", ["app", "engine", "content", "log", "config", "version"]),
    layer("playground", "playground", ["app", "engine", "content", "render", "log", "config", "version"]),
    layer("scheduler", "scheduler", ["app", "engine", "log", "config"]),
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^src/generated/" },
  },
};
