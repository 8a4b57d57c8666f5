// @ts-check
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** `npm run lint` (part of `npm test`): zero warnings allowed. */
export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      ".cache/",
      "public/",
      "bench/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".prepared-photos/",
      "requests/",
      ".netlify/",
      ".pipeline-site/",
      ".bench-site/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Code that runs in the browser (page.evaluate callbacks of the tests and the benchmark too).
    files: [
      "src/**/*.{ts,tsx}",
      "gatsby-browser.tsx",
      "gatsby-ssr.tsx",
      "__tests__/unit/**",
      "__tests__/e2e/**",
      "scripts/bench/**",
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__tests__/unit/**", "__tests__/pipeline/**", "jest/**"],
    languageOptions: { globals: { ...globals.jest } },
  },
)
