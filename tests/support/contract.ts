let allowed = false;

/**
 * For a test that deliberately answers outside the contract (a broken proxy, an HTML error
 * page): the conformance check of tests/support/setup.ts skips this test's responses.
 */
export function allowContractViolations() {
  allowed = true;
}

/** Read and reset by the test setup after each test. */
export function takeAllowance(): boolean {
  const was = allowed;
  allowed = false;
  return was;
}
