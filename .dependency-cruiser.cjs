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

module.exports = {
  forbidden: [
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
