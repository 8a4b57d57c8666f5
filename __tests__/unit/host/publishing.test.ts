import { githubRepository } from "../../../src/host/publishing"

/** The editor commits to the repository the host builds from; its address comes in several forms. */
describe("the GitHub repository the editor commits to", () => {
  it.each([
    ["https://github.com/acme/site", "acme/site"],
    ["https://github.com/acme/site.git", "acme/site"],
    ["https://github.com/acme/my.site/", "acme/my.site"],
    ["git@github.com:acme/site.git\n", "acme/site"],
  ])("reads %j as %j", (address, repository) => {
    expect(githubRepository(address)).toBe(repository)
  })

  it.each([[undefined], [""], ["https://gitlab.com/acme/site"], ["https://github.com/acme"]])("finds none in %j", (address) => {
    expect(githubRepository(address)).toBeUndefined()
  })
})
