import { parse } from 'yaml';
import raw from '../../openapi/openapi.yaml?raw';
import type { Contract } from '../operations';

/**
 * The parsed contract in the browser (the in-browser mock, Storybook), bundled by Vite as
 * text; package.json `imports` picks this file under the `browser` condition.
 */
export const contract = parse(raw) as Contract;
