/**
 * The second pass of `npm run check:imports`: the rules of .dependency-cruiser.cjs that must see type
 * imports as well: a surface that may not import the store at all, and the kernel, which may not import
 * a ruleset's types (cruised on its own: `depcruise src/engine/kernel`). Only the surfaces are followed
 * from src: the layers below them are where such imports end, not where they start.
 */
const main = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: main.forbidden.filter(
    (rule) => rule.name.endsWith("-without-store") || rule.name === "kernel-without-ruleset",
  ),
  options: {
    ...main.options,
    tsPreCompilationDeps: true,
    doNotFollow: {
      path: ["node_modules", "^src/(content|engine|render|app|store|generated)/"],
    },
  },
};
