/**
 * @jest-environment node
 */
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { Stage, type IProgram } from "gatsby/dist/commands/types"
import { ignoreCssOrder, PRODUCTION_CLASS_NAME, shortenClassNames, type WebpackConfig } from "../../../src/gatsby/webpack-styles"

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
