import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// jsdom leaves out what React's server renderer needs: tests render a page's server HTML to hydrate it.
Object.assign(globalThis, { TextEncoder, TextDecoder })
