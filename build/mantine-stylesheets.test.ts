// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { routePreloads } from '../src/app/route-modules';
import {
  appModules,
  listedStylesheets,
  stylesheetProblems,
  stylesheetsFor,
  stylesheetsOf,
} from './mantine-stylesheets';

// Pages load Mantine's per-component CSS (issue #20): a component whose stylesheet is missing
// renders unstyled without an error, so the lists are checked against what the pages import.

/** Every page's Mantine CSS: the app shell's (src/app/providers.tsx imports it). */
const base = 'src/app/mantine-styles.ts';
/** The route modules' table: its thunks lead to other pages, so the walk stops there. */
const table = 'src/app/route-modules.ts';
/** What every page of the app renders besides its own modules: the app, its status pages. */
const shell = ['src/app-entry.tsx', 'src/app/routes/status-pages.tsx'];

/** Each of src/app/route-modules.ts's thunks and the source file (no extension) it imports. */
const moduleFiles = new Map(
  [...readFileSync(table, 'utf8').matchAll(/(\w+): \(\) => import\('([^']+)'\)/g)].map((m) => [
    m[1]!,
    m[2]!.replace(/^\.\//, 'src/app/').replace(/^@\//, 'src/'),
  ]),
);
const fileOf = (name: string) => {
  const file = moduleFiles.get(name);
  if (!file) throw new Error(`${name} is not in ${table}`);
  return file;
};
/** The stylesheet modules among a page's route modules (they import CSS and nothing else). */
const isStyles = (name: string) => name.endsWith('Styles');

test('the app shell and its status pages need no more than mantine-styles.ts', () => {
  const needed = stylesheetsFor(appModules(shell, [table]));
  expect(stylesheetProblems(needed, listedStylesheets(base))).toEqual([]);
});

test('no stylesheet is in two of the style modules (Vite would load it after the page’s)', () => {
  const modules = [base, ...[...moduleFiles.keys()].filter(isStyles).map(fileOf)];
  const sheets = modules.flatMap((file) => listedStylesheets(file));
  expect(modules.length).toBeGreaterThan(1);
  expect(sheets.filter((sheet, i) => sheets.indexOf(sheet) !== i)).toEqual([]);
});

describe.each(routePreloads)('%s loads the Mantine CSS it renders', (path, modules) => {
  test('every stylesheet once, after those it builds on', () => {
    const pages = modules.filter((name) => !isStyles(name)).map(fileOf);
    const styles = modules.filter(isStyles).map(fileOf);
    const needed = stylesheetsFor(appModules([...shell, ...pages], [table]));
    const loaded = [base, ...styles].flatMap((file) => listedStylesheets(file));
    expect(stylesheetProblems(needed, loaded)).toEqual([]);
  });
});

test('a component without its stylesheet, or loaded before its dependency, is reported', () => {
  const tabs = '@mantine/core/styles/Tabs.layer.css';
  const button = '@mantine/core/styles/UnstyledButton.layer.css';
  const needed = stylesheetsOf(['Tabs']);
  expect(needed.ordered).toEqual([button, tabs]);
  expect(stylesheetProblems(needed, [button])).toEqual([`${tabs} missing`]);
  expect(stylesheetProblems(needed, [tabs, button])).toEqual([`${tabs} loaded before ${button}`]);
  expect(stylesheetProblems(needed, [button, tabs, button])).toEqual([`${button} loaded twice`]);
  expect(stylesheetProblems(needed, [button, tabs])).toEqual([]);
});

test('the walk finds a page’s components through its lazy modules', () => {
  const editor = appModules([fileOf('editor')], [table]);
  expect(editor).toContain('src/features/editor/components/editor-screen.tsx');
  expect(stylesheetsFor(editor).ordered).toContain('@mantine/core/styles/Tabs.layer.css');
  expect(() => stylesheetsOf(['NoSuchComponent'])).toThrow(/exports no NoSuchComponent/);
});
