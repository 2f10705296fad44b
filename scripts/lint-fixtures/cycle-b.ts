// Lint fixture (scripts/lint-boundaries.test.ts): the other half of the cycle.
import { a } from './cycle-a';

export const b = (): unknown => a;
