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
 * Scrolls the strip so `tab` is in view, and nothing else: `container: 'nearest'` (CSSOM View)
 * keeps the page where it is; a browser without it may also scroll the page to the bar.
 */
const reveal = (tab: Element | null | undefined) =>
  tab?.scrollIntoView?.({
    block: 'nearest',
    inline: 'nearest',
    container: 'nearest',
  } as ScrollIntoViewOptions);

/**
 * Whether the tabs are wider than the bar. Measured before paint, on every resize and whenever
 * the labels change (`locale`: another language's words are wider or narrower, and a
 * right-to-left one starts the strip from the other side), when the selected tab is also
 * brought back into view. Where nothing can be measured (no ResizeObserver) the strip counts as
 * overflowing, so the arrows are there.
 */
function useOverflow(count: number, locale: string) {
  const bar = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState(true);
  useLayoutEffect(() => {
    const outer = bar.current;
    const inner = list.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflow(inner.scrollWidth > outer.clientWidth + 1);
    measure();
    reveal(inner.querySelector('[aria-selected="true"]'));
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [count, locale]);
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
  const { bar, list, overflow } = useOverflow(tabs.length, i18n.locale);
  const index = tabs.indexOf(active);
  const select = (next: TabKey | undefined, focus = false) => {
    if (!next) return;
    onChange(next);
    const element = list.current?.querySelector<HTMLElement>(`[data-card-tab="${next}"]`);
    reveal(element);
    if (focus) element?.focus();
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
    select(tabs[Math.max(0, Math.min(tabs.length - 1, target))], true);
  };
  return (
    <div ref={bar} className={classes.bar} data-overflow={overflow || undefined}>
      <button
        type="button"
        className={classes.arrow}
        aria-label={t(i18n)`Previous tab`}
        disabled={index <= 0}
        hidden={!overflow}
        onClick={() => select(tabs[index - 1])}
      >
        <IconChevronLeft size={20} aria-hidden />
      </button>
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
              data-card-tab={tab}
              className={classes.tab}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
            >
              {i18n._(tabLabels[tab])}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={classes.arrow}
        aria-label={t(i18n)`Next tab`}
        disabled={index >= tabs.length - 1}
        hidden={!overflow}
        onClick={() => select(tabs[index + 1])}
      >
        <IconChevronRight size={20} aria-hidden />
      </button>
    </div>
  );
}
