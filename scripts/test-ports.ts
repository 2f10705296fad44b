/**
 * The fixed ports of test and benchmark servers, shifted by `TEST_PORT_OFFSET` (default 0) so
 * that two checkouts on one machine can run their tests side by side without answering each
 * other's requests.
 */
export function testPort(port: number): number {
  return port + Number(process.env.TEST_PORT_OFFSET ?? 0);
}
