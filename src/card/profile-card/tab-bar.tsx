import { t } from '@lingui/core/macro';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { tabLabels, type TabKey } from './card-data';
import { useCardI18n } from './card-theme-context';
import classes from './tab-bar.module.css';

/** The ids that tie a tab to its panel (WAI-ARIA Authoring Practices, Tabs pattern). */
export const tabIds = (base: string, tab: TabKey) => ({
  tab: `${base}-tab-${tab}`,
  panel: `${base}-panel-${tab}`,
});

/**
 * Whether the tabs are wider than the bar, and the selected tab kept in view. Measured before
 * paint, on every resize and whenever the selected tab or the labels change (`locale`: another
 * language's words are wider or narrower, and a right-to-left one starts the strip from the other
 * side); on each of those but the first, the selected tab is also scrolled into the strip's view.
 * Where nothing can be measured (no ResizeObserver) the strip counts as overflowing, so the
 * arrows are there.
 */
function useOverflow(count: number, locale: string, active: string) {
  const bar = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(true);
  const loaded = useRef(false);
  useLayoutEffect(() => {
    // Both always rendered: set by the time a layout effect runs.
    const outer = bar.current!;
    const inner = list.current!;
    if (typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(inner.scrollWidth > outer.clientWidth + 1);
    measure();
    // The selected tab into the strip's view (clear of its fade: scroll padding) after a tap, an
    // arrow or a language change, not as the card loads: on a short screen the bar is below
    // the fold then, and a browser without `container: 'nearest'` (CSSOM View) would scroll the
    // page to it as well as the strip.
    if (loaded.current)
      inner.querySelector('[aria-selected="true"]')?.scrollIntoView({
        block: 'nearest',
        inline: 'nearest',
        container: 'nearest',
      } as ScrollIntoViewOptions);
    loaded.current = true;
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [count, locale, active]);
  return { bar, list, overflow };
}

/**
 * The tab bar of spec §2: the tabs that have data, with previous/next arrows that move the
 * active tab (disabled at either end). Labels never wrap or shrink (ADR 0005: no label is
 * cut); the arrows show only when the tabs do not all fit, and the strip then scrolls the
 * active tab into view. Arrow keys, Home and End move between tabs (automatic activation); in a
 * right-to-left language the strip runs from the right, so the left arrow key moves to the next
 * tab (WAI-ARIA Authoring Practices, "Keyboard interaction" in right-to-left languages).
 */
export function TabBar({
  tabs,
  active,
  onChange,
  idBase,
}: {
  tabs: TabKey[];
  active: TabKey;
  onChange: (tab: TabKey) => void;
  idBase: string;
}) {
  const i18n = useCardI18n();
  const { bar, list, overflow } = useOverflow(tabs.length, i18n.locale, active);
  const index = tabs.indexOf(active);
  const select = (next: TabKey | undefined, focus = false) => {
    if (!next) return;
    onChange(next);
    if (focus) document.getElementById(tabIds(idBase, next).tab)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = event.currentTarget.matches(':dir(rtl)') ? -1 : 1;
    const moves: Record<string, number | undefined> = {
      ArrowRight: index + next,
      ArrowLeft: index - next,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Past either end there is no tab: nothing moves (WAI-ARIA APG: no wrapping here).
    select(tabs[target], true);
  };
  // The previous (`step` −1) and next (+1) arrows, disabled where there is no tab that way.
  const arrow = (step: number, label: string, Icon: typeof IconChevronLeft) => (
    <button
      type="button"
      className={classes.arrow}
      aria-label={label}
      disabled={!tabs[index + step]}
      hidden={!overflow}
      onClick={() => select(tabs[index + step])}
    >
      <Icon size={20} aria-hidden />
    </button>
  );
  return (
    <div ref={bar} className={classes.bar} data-overflow={overflow || undefined}>
      {arrow(-1, t(i18n)`Previous tab`, IconChevronLeft)}
      <div ref={list} role="tablist" className={classes.list}>
        {tabs.map((tab) => {
          const ids = tabIds(idBase, tab);
          const selected = tab === active;
          return (
            <button
              key={tab}
              type="button"
              role="tab"
              id={ids.tab}
              aria-controls={ids.panel}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={classes.tab}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
            >
              {i18n._(tabLabels[tab])}
            </button>
          );
        })}
      </div>
      {arrow(1, t(i18n)`Next tab`, IconChevronRight)}
    </div>
  );
}
