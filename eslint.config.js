import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
    // The Worker writes its log lines through worker/log.ts only: structured, and free of personal data.
    files: ["worker/**/*.ts"],
    ignores: ["worker/log.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: ["scripts/**/*.ts", "tests/**/*.{ts,tsx}"],
    rules: { "no-console": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
