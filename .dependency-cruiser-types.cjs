/**
 * The second pass of `npm run check:imports`: the rules of .dependency-cruiser.cjs that must see type
 * imports as well (a surface that may not import the store at all). Only the surfaces are followed: the
 * layers below them are where such imports end, not where they start.
 */
const main = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: main.forbidden.filter((rule) => rule.name.endsWith("-without-store")),
  options: {
    ...main.options,
    tsPreCompilationDeps: true,
    doNotFollow: { path: ["node_modules", "^src/(content|engine|render|app|store|generated)/"] },
  },
};
