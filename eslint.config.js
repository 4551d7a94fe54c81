import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The layers (docs/architecture.md): each part imports only from the parts below it.
 * content <- app/shared <- app/styles, app/lib <- app/components <- app/islands <- app/routes and
 * the root layout; app/shared and content <- the Worker's services <- the Worker's routes.
 * The tooling sits beside them and nothing in them imports it: pipeline/ (the build) and ops/ (the
 * operators' commands) import the site's parts but not each other, scripts/ or tests/; scripts/ and
 * tests/ may import anything. Each zone names a part (target) and what it must not import (from).
 */
const appTop = ["./app/routes", "./app/root.tsx", "./app/routes.ts", "./app/entry.client.tsx"];
const outside = ["./scripts", "./tests", "./ops", "./pipeline"];
const layerZones = [
  { target: "./content", from: ["./app", "./worker", ...outside], message: "content/ is the bottom layer: data only." },
  {
    target: "./app/shared",
    from: ["./app/components", "./app/islands", "./app/lib", "./app/styles", ...appTop, "./worker", ...outside],
    message: "app/shared runs in the browser, the build and the Worker: it imports content/ and itself only.",
  },
  {
    target: ["./app/lib", "./app/styles"],
    from: ["./app/components", "./app/islands", ...appTop, "./worker", ...outside],
    message: "lib/ and styles/ sit below the components: move the type or constant down, not the import up.",
  },
  {
    // lib/ and styles/ share a layer and stay apart.
    target: "./app/lib",
    from: "./app/styles",
    message: "lib/ and styles/ share a layer and do not import each other.",
  },
  {
    target: "./app/styles",
    from: "./app/lib",
    message: "lib/ and styles/ share a layer and do not import each other.",
  },
  {
    target: "./app/components",
    from: ["./app/islands", ...appTop, "./worker", ...outside],
    message: "Components do not import the islands' runtime or the routes; a route places an island.",
  },
  { target: "./app/islands", from: [...appTop, "./worker", ...outside], message: "Islands sit below the routes." },
  {
    target: "./worker",
    from: ["./app/components", "./app/islands", "./app/lib", "./app/styles", ...appTop, ...outside],
    message: "The Worker imports app/shared/ and content/ only, never the site's own code.",
  },
  {
    // Services, middleware and the chat's work run below the routes that call them.
    target: ["./worker/chat", "./worker/enquiries", "./worker/!(index).ts"],
    from: ["./worker/routes", "./worker/index.ts"],
    message: "Worker services do not import the Worker's routes.",
  },
  {
    target: "./pipeline",
    from: ["./ops", "./scripts", "./tests"],
    message: "The build imports the site's parts only, never the operators' or developers' tools.",
  },
  {
    target: "./ops",
    from: ["./pipeline", "./scripts", "./tests"],
    message: "The operators' commands import the site's parts only, never the build or developers' tools.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "content/generated/",
      ".react-router/",
      ".worker-types/",
      ".wrangler/",
      "node_modules/",
      "public/",
      "reports/",
      "scratch/",
      "test-results/",
      "worker/worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "content/**/*.ts", "worker/**/*.ts", "ops/**/*.ts", "pipeline/**/*.ts"],
    plugins: { "import-x": importX },
    rules: { "import-x/no-restricted-paths": ["error", { zones: layerZones }] },
  },
  {
    // The Worker writes its log lines through worker/log.ts only: structured, and free of personal data.
    files: ["worker/**/*.ts"],
    ignores: ["worker/log.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: ["scripts/**/*.ts", "ops/**/*.ts", "pipeline/**/*.ts", "tests/**/*.{ts,tsx}"],
    rules: { "no-console": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
