import parsed from '../../openapi/openapi.yaml?parsed';
import type { Contract } from '../operations';

/**
 * The parsed contract in the browser (the in-browser mock, Storybook), parsed when Vite builds
 * the module (build/contract-parsed.ts); package.json `imports` picks this file under the
 * `browser` condition.
 */
export const contract = parsed as Contract;
