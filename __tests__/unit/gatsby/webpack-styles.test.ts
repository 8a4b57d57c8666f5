/**
 * @jest-environment node
 */
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { Stage, type IProgram } from "gatsby/dist/commands/types"
import {
  gatherFirstLoadStylesOnly,
  ignoreCssOrder,
  LAZY_STYLE_SHEET_NAME,
  nameLazyStyleSheetsShort,
  PRODUCTION_CLASS_NAME,
  shortenClassNames,
  type WebpackConfig,
} from "../../../src/gatsby/webpack-styles"

/** The CSS part of the config Gatsby makes for a production stage, from its own rules. */
function gatsbyCssConfig(stage: Stage): WebpackConfig {
  const program = { directory: process.cwd(), browserslist: ["defaults"], extensions: [] } as unknown as IProgram
  const { rules } = createWebpackUtils(stage, program)
  return { module: { rules: [{ test: /\.css$/, oneOf: [rules.cssModules(), rules.css()] }] } }
}

const localIdentNames = (config: WebpackConfig) => JSON.stringify(config.module?.rules).match(/"localIdentName":"[^"]*"/g) ?? []

describe("component class names in a production build", () => {
  it.each([Stage.BuildJavascript, Stage.BuildHTML])(
    "names every CSS Modules class by a short hash in Gatsby's %s rules, and nothing else",
    (stage) => {
      const config = gatsbyCssConfig(stage)
      expect(localIdentNames(config)).toEqual([expect.stringContaining("[name]--[local]")])
      expect(shortenClassNames(config)).toBe(1)
      expect(localIdentNames(config)).toEqual([`"localIdentName":"${PRODUCTION_CLASS_NAME}"`])
    },
  )

  it("finds nothing to change in a config without CSS Modules, so the build can say so", () => {
    expect(shortenClassNames({ module: { rules: [{ test: /\.js$/, use: [{ loader: "babel-loader" }] }] } })).toBe(0)
  })

  it("lets mini-css-extract-plugin ignore the order pages import styles in", () => {
    class MiniCssExtractPlugin {
      options: Record<string, unknown> = {}
    }
    const config: WebpackConfig = { plugins: [new MiniCssExtractPlugin()] }
    ignoreCssOrder(config)
    expect(config.plugins?.[0].options).toEqual({ ignoreOrder: true })
  })
})

describe("the styles every page inlines", () => {
  /** Gatsby's "styles" cache group as it makes it: every extracted CSS module, wherever it is used. */
  const gatsbyStylesGroup = () => ({ name: "styles", test: (module: { type: string }) => module.type === "css/mini-extract" })
  const css = { type: "css/mini-extract" }
  const script = { type: "javascript/auto" }
  /** webpack's chunk graph with a module in chunks that are (true) or are not (false) loaded first. */
  const inChunks = (...initial: boolean[]) => ({
    chunkGraph: { getModuleChunksIterable: () => initial.map((first) => ({ canBeInitial: () => first })) },
  })

  it("gather only the first load's styles; a template's and the viewer's stay with their chunk", () => {
    const styles = gatsbyStylesGroup()
    const config = { optimization: { splitChunks: { cacheGroups: { styles } } } } as unknown as WebpackConfig
    expect(gatherFirstLoadStylesOnly(config)).toBe(true)
    const test = styles.test as unknown as (module: unknown, context: unknown) => boolean
    expect(test(css, inChunks(true))).toBe(true)
    expect(test(css, inChunks(false, true))).toBe(true)
    expect(test(css, inChunks(false))).toBe(false)
    expect(test(css, inChunks(false, false))).toBe(false)
    expect(test(script, inChunks(true))).toBe(false)
  })

  it("say when Gatsby's cache group is not there, so the build can stop", () => {
    expect(gatherFirstLoadStylesOnly({ optimization: { splitChunks: { cacheGroups: {} } } } as unknown as WebpackConfig)).toBe(
      false,
    )
    expect(gatherFirstLoadStylesOnly({})).toBe(false)
  })
})

describe("the style sheets of chunks loaded later", () => {
  class MiniCssExtractPlugin {
    options = { filename: "[name].[contenthash].css", chunkFilename: "[name].[contenthash].css" }
  }

  it("are named by their chunk's number and a short hash; the first load's sheet keeps its name", () => {
    const extractor = new MiniCssExtractPlugin()
    expect(nameLazyStyleSheetsShort({ plugins: [extractor] })).toBe(true)
    expect(extractor.options).toEqual({ filename: "[name].[contenthash].css", chunkFilename: LAZY_STYLE_SHEET_NAME })
  })

  it("say when there is no extractor, so the build can stop", () => {
    expect(nameLazyStyleSheetsShort({ plugins: [] })).toBe(false)
  })
})
