/**
 * @jest-environment node
 */
import { addressesToAsk, addressesVerdict } from "../../../../scripts/commands/check-addresses"

describe("npm run addresses:check", () => {
  it("asks for a page at its own addresses, its file's, and with its last slash encoded", () => {
    expect(addressesToAsk("/services/roof-repair")).toEqual([
      "/services/roof-repair",
      "/services/roof-repair/",
      "/services/roof-repair.html",
      "/services/roof-repair/index.html",
      "/services%2Froof-repair",
    ])
    expect(addressesToAsk("/")).toEqual(["/", "/index.html"])
  })

  it("passes when every address that serves a page carries a policy, whatever the others answer", () => {
    const verdict = addressesVerdict([
      { address: "/contact", status: 200, page: true, policy: true },
      { address: "/contact.html", status: 301, page: true, policy: false },
      { address: "/contact/index.html", status: 404, page: true, policy: false },
    ])
    expect(verdict).toEqual({
      safe: true,
      lines: ["Every address that serves a page carries its policy (3 asked: 1 HTTP 200, 1 HTTP 301, 1 HTTP 404)."],
    })
  })

  it("names each address that serves a page without a policy, and fails", () => {
    const verdict = addressesVerdict([
      { address: "/contact", status: 200, page: true, policy: true },
      { address: "/contact.html", status: 200, page: true, policy: false },
      { address: "/robots.txt", status: 200, page: false, policy: false },
    ])
    expect(verdict.safe).toBe(false)
    expect(verdict.lines).toEqual([
      "/contact.html serves a page without a security policy (HTTP 200)",
      expect.stringMatching(/^1 of 3 addresses serve a page without its policy/),
    ])
  })
})
