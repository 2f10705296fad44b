// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { modulesOf } from '../src/app/route-modules';
import { dashboardShell, pages } from '../src/config/routes';
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
/** The route modules' loader: it leads to every page, so the walk stops there. */
const table = 'src/app/route-modules.ts';
/** What every page of the app renders besides its own modules: the app, its status pages. */
const shell = ['src/app-entry.tsx', 'src/app/routes/status-pages.tsx'];
/** The stylesheet modules among a page's route modules (they import CSS and nothing else). */
const isStyles = (file: string) => file.endsWith('-styles.ts');

test('the app shell and its status pages need no more than mantine-styles.ts', () => {
  const needed = stylesheetsFor(appModules(shell, [table]));
  expect(stylesheetProblems(needed, listedStylesheets(base))).toEqual([]);
});

test('no stylesheet is in two of the style modules (Vite would load it after the page’s)', () => {
  const modules = [base, dashboardShell.styles];
  const sheets = modules.flatMap((file) => listedStylesheets(file));
  expect(modules.length).toBeGreaterThan(1);
  expect(sheets.filter((sheet, i) => sheets.indexOf(sheet) !== i)).toEqual([]);
});

describe.each(pages.map((page) => [page.path, modulesOf(page)] as const))(
  '%s loads the Mantine CSS it renders',
  (_, modules) => {
    test('every stylesheet once, after those it builds on', () => {
      const own = modules.filter((file) => !isStyles(file));
      const styles = modules.filter(isStyles);
      const reached = appModules([...shell, ...own], [table]);
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
  const editor = appModules(['src/features/editor/routes/editor.tsx'], [table]);
  expect(editor).toContain('src/features/editor/components/editor-screen.tsx');
  expect(stylesheetsFor(editor).ordered).toContain('@mantine/core/styles/Tabs.layer.css');
  expect(() => stylesheetsOf(['NoSuchComponent'])).toThrow(/exports no NoSuchComponent/);
});
