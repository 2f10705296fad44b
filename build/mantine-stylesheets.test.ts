// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { paths } from '../src/config/paths';
import { pageModules } from '../scripts/page-modules';
import {
  appModules,
  listedStylesheets,
  stylesheetProblems,
  stylesheetsFor,
  stylesheetsOf,
} from './mantine-stylesheets';

// Pages load Mantine's per-component CSS: a component whose stylesheet is missing renders
// unstyled without an error, so the lists are checked against what the pages import.

/** Every page's Mantine CSS: the app shell's (src/app/providers.tsx imports it). */
const base = 'src/config/mantine-styles.ts';
/** The dashboard pages' own Mantine CSS (their route loads it with the dashboard's shell). */
const dashboardStyles = 'src/app/mantine-dashboard-styles.ts';
/**
 * The routes' declaration and the capabilities' page lists: their `lazy` imports lead to every
 * page, so a walk stops there (a page's own modules come from scripts/page-modules.ts).
 */
const tables = [
  'src/app/routes.tsx',
  'src/capabilities/registry.ts',
  'src/capabilities/contact-exchange/module.ts',
  'src/capabilities/insights/module.ts',
];
/** What every page of the app renders besides its own modules: the app, its layout, its status pages. */
const shell = [
  'src/main.tsx',
  'src/app/layouts/app-layout.tsx',
  'src/app/routes/failed-load.tsx',
  'src/app/routes/status-pages.tsx',
];
/** The stylesheet modules among a page's route modules (they import CSS and nothing else). */
const isStyles = (file: string) => file.endsWith('-styles.ts');

test('the app shell and its status pages need no more than mantine-styles.ts', () => {
  const needed = stylesheetsFor(appModules(shell, tables));
  expect(stylesheetProblems(needed, listedStylesheets(base))).toEqual([]);
});

test('no stylesheet is in two of the style modules (Vite would load it after the page’s)', () => {
  const modules = [base, dashboardStyles];
  const sheets = modules.flatMap((file) => listedStylesheets(file));
  expect(modules.length).toBeGreaterThan(1);
  expect(sheets.filter((sheet, i) => sheets.indexOf(sheet) !== i)).toEqual([]);
});

test('every page of src/config/paths.ts has its modules (the walk below sees each)', () => {
  const found = new Set(pageModules().map((page) => page.path));
  const missing = Object.values(paths).filter(
    (pattern) =>
      !found.has(pattern) &&
      pattern !== paths.root &&
      pattern !== paths.dashboard &&
      pattern !== paths.cardContactFile,
  );
  expect(missing).toEqual([]);
});

describe.each(pageModules().map((page) => [page.path, page.modules] as const))(
  '%s loads the Mantine CSS it renders',
  (_, modules) => {
    test('every stylesheet once, after those it builds on', () => {
      const own = modules.filter((file) => !isStyles(file));
      const styles = modules.filter(isStyles);
      const reached = appModules([...shell, ...own], tables);
      // A page's own style module (the Insights page's charts), imported by its route module,
      // loads after the shell's.
      const pageStyles = reached.filter(
        (file) => isStyles(file) && file !== base && !styles.includes(file),
      );
      const needed = stylesheetsFor(reached);
      const loaded = [base, ...styles, ...pageStyles].flatMap((file) => listedStylesheets(file));
      expect(stylesheetProblems(needed, loaded)).toEqual([]);
    });
  },
);

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
  const editor = appModules(['src/features/editor/routes/editor.tsx'], tables);
  expect(editor).toContain('src/features/editor/components/editor-screen.tsx');
  expect(stylesheetsFor(editor).ordered).toContain('@mantine/core/styles/Tabs.layer.css');
  expect(() => stylesheetsOf(['NoSuchComponent'])).toThrow(/exports no NoSuchComponent/);
});
