import path from "node:path"
import webpack from "webpack"

/**
 * Builds one of the editor's own scripts (src/admin/) into a single file under /admin/: the
 * TypeScript compiled by the same Babel preset the site's code is, bundled and minified by the
 * webpack Gatsby builds the site with. The editor's policy runs scripts from files only
 * (script-src 'self'), and no public page loads it.
 */
export function bundleEditorScript(entry: string, outputFile: string): Promise<void> {
  const compiler = webpack({
    mode: "production",
    target: ["web", "es2020"],
    entry,
    output: { path: path.dirname(outputFile), filename: path.basename(outputFile), clean: false },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: "babel-loader",
            options: { babelrc: false, configFile: false, presets: ["@babel/preset-typescript"] },
          },
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
    infrastructureLogging: { level: "error" },
  })
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) reject(error)
        else if (stats?.hasErrors()) reject(new Error(`${entry}: ${stats.toString("errors-only")}`))
        else resolve()
      })
    })
  })
}
