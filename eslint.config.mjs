// @ts-check
import js from "@eslint/js"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

/** Imports of the site's own folders by relative path, one and two folders up (`../x/*`, `../../x/*`). */
const folders = (...names) => names.flatMap((name) => [`../${name}/*`, `../../${name}/*`])

/**
 * Imports run one way (README "How the code is organised"): pages and templates -> components ->
 * lib and hooks -> the contract; photos -> the contract; gatsby and cms -> photos and the contract.
 * src/host/ (the host's agreements: the build limit, the commit status and the owner's report)
 * imports nothing of the site's own; the build, the editor's strip and the host's plugins read it.
 * Components may read the image recipes (src/photos/image-recipes.ts, constants only), as the
 * build, the bench and the tests do.
 */
/** What no file of src/photos/ imports, from its door or from a room one folder down. */
const photosAbove = [
  ...folders("components", "pages", "templates", "lib", "hooks", "gatsby", "cms", "admin"),
  "!../lib/paths",
  "!../../lib/paths",
]
/** Imports of src/photos/'s rooms, from its door (`./room/*`) or from another room (`../room/*`). */
const photoRooms = (...rooms) => rooms.flatMap((room) => [`./${room}/*`, `../${room}/*`])

/**
 * Settings are read through one table (src/host/settings.js), which any layer may import, but the
 * visitors' scripts and the editor's strip: what a setting decides reaches them through the build's
 * data (a page's query), so the table's schema library stays out of their JavaScript.
 */
const settingsTable = {
  group: ["**/host/settings"],
  message:
    "Scripts that run in the browser never read the settings table (src/host/settings.js): the build decides and a page's query hands them the decision.",
}

/**
 * The constants the build writes into the browser's bundle (gatsby-node.ts: webpack's DefinePlugin),
 * read where they decide: webpack drops the code of a branch whose condition is one that is unset.
 */
const BUILD_CONSTANTS = ["GATSBY_PLAUSIBLE_DOMAIN", "GATSBY_COUNTED_SERVICES"]

/**
 * `process.env`, read anywhere but the settings modules and the build's constants; handing it on
 * whole to a child process's environment (`env: { ...process.env, … }`) is allowed, spreading it
 * anywhere else is not.
 */
const processEnv = {
  selector: `MemberExpression[object.name='process'][property.name='env']:not(Property[key.name='env'] > ObjectExpression > SpreadElement > MemberExpression):not(MemberExpression[property.name=/^(${BUILD_CONSTANTS.join("|")})$/] > .object)`,
  message:
    "Read settings through the table (src/host/settings.js: settingOf, readSettings); add a new one there and to docs/settings.md.",
}

/**
 * The tools' rooms, each a folder, and the rooms each may import: one way, none back up (README
 * "How the code is organised"). Each reaches src/ through its own door (src/doors/).
 */
const TOOL_ROOMS = [
  { name: "benchmark", folder: "benchmark", below: ["test-runner", "local-host"] },
  { name: "test-runner", folder: "scripts/test-runner", below: [] },
  { name: "commands", folder: "scripts/commands", below: ["local-host"] },
  { name: "local-host", folder: "scripts/local-host", below: [] },
  { name: "samples", folder: "scripts/samples", below: [] },
]
/** A `require` of a path matching `pattern` (a regular expression's source). */
const requireOf = (pattern) => `CallExpression[callee.name='require'] > Literal[value=/${pattern}/]`

const layers = [
  {
    files: ["src/contract/**"],
    above: ["../*", "!../host", "../host/*", "!../host/settings"],
    why: "src/contract/ imports nothing of the site's own, only packages and the table of settings.",
  },
  {
    files: ["src/host/**"],
    above: ["../*"],
    why: "src/host/ (plain CommonJS that Netlify's plugins require) imports nothing of the site's own, only Node's modules.",
  },
  {
    files: ["src/lib/**", "src/hooks/**"],
    above: folders("components", "pages", "templates", "photos", "gatsby", "cms"),
    why: "src/lib/ and src/hooks/ import only each other and src/contract/.",
    browser: true,
  },
  {
    files: ["src/components/**"],
    above: [...folders("pages", "templates", "photos", "gatsby", "cms"), "!../../photos/image-recipes"],
    why: "Components import components, src/lib/, src/hooks/, src/contract/ and src/photos/image-recipes.ts.",
    browser: true,
  },
  {
    files: ["src/photos/**"],
    above: photosAbove,
    why: "src/photos/ imports only src/contract/, src/site-root.ts and src/lib/paths.ts (the routes).",
  },
  // Its rooms, by job: the door (image-recipes.ts and the rules every room reads) imports no room;
  // encoding (sharp: tiles and build-mode pictures) only the door; preparing and the CDN also
  // encoding; the resolvers any room.
  {
    files: ["src/photos/*.ts"],
    above: [...photosAbove, ...photoRooms("preparing", "encoding", "cdn", "resolvers")],
    why: "src/photos/'s door (image-recipes.ts, image-service.ts, photo-rules.ts, ...) imports none of its rooms.",
  },
  {
    files: ["src/photos/encoding/**"],
    above: [...photosAbove, ...photoRooms("preparing", "cdn", "resolvers")],
    why: "src/photos/encoding/ imports only src/photos/'s door (and what src/photos/ may).",
  },
  {
    files: ["src/photos/preparing/**", "src/photos/cdn/**"],
    above: [...photosAbove, ...photoRooms("preparing", "cdn", "resolvers")],
    why: "src/photos/preparing/ and src/photos/cdn/ import their own room, encoding/ and the door, not each other or the resolvers.",
  },
  {
    files: ["src/admin/**"],
    above: folders("components", "pages", "templates", "lib", "hooks", "photos", "gatsby", "cms"),
    why: "src/admin/ (the editor's publishing strip, in the browser) imports only itself, src/contract/ and src/host/.",
    browser: true,
  },
  { files: ["src/pages/**", "src/templates/**", "gatsby-browser.tsx", "src/wrap-page-element.tsx"], above: [], browser: true },
]

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
      ".scratch/",
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
    files: ["src/**/*.{ts,tsx}", "gatsby-browser.tsx", "gatsby-ssr.tsx", "__tests__/unit/**", "__tests__/e2e/**", "benchmark/**"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...layers.map(({ files, above, why, browser }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...(above.length > 0 ? [{ group: above, message: why }] : []), ...(browser ? [settingsTable] : [])] },
      ],
    },
  })),
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    ignores: ["src/host/settings.js", "__tests__/**"],
    rules: { "no-restricted-syntax": ["error", processEnv] },
  },
  {
    // The editor's strip reads src/host/'s other files in the browser, where the table cannot go.
    files: ["src/host/**"],
    ignores: ["src/host/settings.js"],
    rules: {
      "no-restricted-syntax": [
        "error",
        processEnv,
        {
          selector: "CallExpression[callee.name='require'] > Literal[value=/(^|\\/)settings$/]",
          message: "src/host/'s other files run in the editor's strip too: they take settings as arguments, never the table.",
        },
      ],
    },
  },
  ...TOOL_ROOMS.map(({ folder, below }) => ({
    // A tool room imports only the rooms below it, reaches src/ only through its door (site.js:
    // src/doors/), and loads no test code.
    files: [`${folder}/**`],
    ignores: [`${folder}/site.js`],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...TOOL_ROOMS.filter((room) => room.folder !== folder && !below.includes(room.name)).map((room) => ({
          selector: requireOf(`(^|\\/)${room.name}(\\/|$)`),
          message: `${folder}/ may import ${below.length > 0 ? below.join(", ") : "no other tool room"}: imports between the tools' rooms run one way (README "How the code is organised").`,
        })),
        ...[
          requireOf("(^|\\/)src(\\/|$)"),
          "ImportExpression > Literal[value=/(^|\\/)src(\\/|$)/]",
          "CallExpression[callee.name='require'][arguments.0.type!='Literal']",
          requireOf("^jiti$"),
        ].map((selector) => ({ selector, message: `${folder}/ reaches src/ only through its door: ./site (src/doors/).` })),
        {
          selector: requireOf("(^|\\/)__tests__(\\/|$)"),
          message: "No tool loads test code: what a tool and the tests share lives in the tool's room.",
        },
        processEnv,
      ],
    },
  })),
  {
    // The editor's strip in files of one job each: its state in one record (strip-record.ts), not a closure that grows.
    files: ["src/admin/**"],
    rules: { "max-lines": ["error", { max: 300 }] },
  },
  {
    files: ["__tests__/unit/**", "__tests__/pipeline/**", "jest/**"],
    languageOptions: { globals: { ...globals.jest } },
  },
)
