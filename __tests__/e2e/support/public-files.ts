import path from "node:path"
import { filesUnder } from "../../../src/photos/files-under"

export const PUBLIC = path.join(__dirname, "..", "..", "..", "public")

export const builtPages = () => filesUnder(PUBLIC).filter((file) => file.endsWith(".html"))
