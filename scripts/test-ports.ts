/**
 * The fixed ports of test and benchmark servers, shifted by `TEST_PORT_OFFSET` (default 0) so
 * that two checkouts on one machine can run their tests side by side without answering each
 * other's requests.
 */
export function testPort(port: number): number {
  return port + Number(process.env.TEST_PORT_OFFSET ?? 0);
}

/**
 * The browser journeys' servers (playwright.config.ts), which e2e/fixtures.ts reads too: each
 * project's app, and the HTTP mock behind the projects that have one.
 */
export const journeyPorts = {
  /** The demo build on the in-browser mock (`browser-mock`). */
  browserMockApp: testPort(5180),
  /** The production build proxying `/api` to the HTTP mock (`http-mock`). */
  httpMockApp: testPort(5181),
  httpMockApi: testPort(4100),
  /** The production build under the README's CSP (`prod`), with an HTTP mock of its own. */
  prodApp: testPort(5182),
  prodApi: testPort(4101),
};
