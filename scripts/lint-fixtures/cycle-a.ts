// Lint fixture (scripts/lint-boundaries.test.ts): half of an import cycle.
import { b } from './cycle-b';

export const a = () => b();
