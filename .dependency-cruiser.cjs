/**
 * The dependency rule of DEVELOPERS.md, checked in `npm test` (`pnpm run layers`).
 * domain → nothing of ours, no DOM or I/O; application → domain only; infrastructure implements
 * application's ports; ui-react never imports infrastructure; only apps/* compose.
 */
const ours = "^(packages|apps)/";
module.exports = {
  forbidden: [
    {
      name: "domain-is-pure",
      comment: "packages/domain imports nothing of ours and no Node built-ins or I/O libraries.",
      severity: "error",
      from: { path: "^packages/domain/" },
      to: {
        pathNot: "^packages/domain/",
        path: [ours, "node_modules/(rxjs|inversify|react|react-dom|hls\\.js|mpegts\\.js|wouter|fastify|kysely|pg)/"],
      },
    },
    {
      name: "domain-no-node-builtins",
      severity: "error",
      from: { path: "^packages/(domain|application)/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "application-imports-domain-only",
      severity: "error",
      from: { path: "^packages/application/" },
      to: { path: ours, pathNot: "^packages/(application|domain)/" },
    },
    {
      name: "application-no-io-libraries",
      severity: "error",
      from: { path: "^packages/application/" },
      to: { path: "node_modules/(react|react-dom|hls\\.js|mpegts\\.js|wouter|fastify|kysely|pg)/" },
    },
    {
      name: "infrastructure-implements-ports",
      comment: "infrastructure may use domain, application (its ports) and wire, never UI or apps.",
      severity: "error",
      from: { path: "^packages/infrastructure/" },
      to: { path: ours, pathNot: "^packages/(infrastructure|application|domain|wire)/" },
    },
    {
      name: "ui-react-never-imports-infrastructure",
      severity: "error",
      from: { path: "^packages/ui-react/" },
      to: { path: ours, pathNot: "^packages/(ui-react|application|domain)/" },
    },
    {
      name: "wire-is-standalone",
      severity: "error",
      from: { path: "^packages/wire/" },
      to: { path: ours, pathNot: "^packages/wire/" },
    },
    {
      name: "nothing-imports-apps",
      comment: "only apps/* compose; packages never reach into an app. apps/web tests may start the server.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "server-is-not-the-client",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: ours, pathNot: "^(apps/server|packages/wire|packages/domain)/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist|storybook-static)/" },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    preserveSymlinks: false,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
