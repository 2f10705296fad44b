import { Button, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { tabLabels, type TabKey } from './card-data';
import classes from './profile-card.module.css';

/**
 * The tab bar of spec §2: previous and next arrows around a scrollable list of the tabs that
 * have data. The arrows move the active tab and are disabled at either end.
 */
export function TabBar({
  tabs,
  active,
  onChange,
}: {
  tabs: TabKey[];
  active: TabKey;
  onChange: (tab: TabKey) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const index = tabs.indexOf(active);
  const go = (step: number) => {
    const next = tabs[index + step];
    if (!next) return;
    onChange(next);
    list.current
      ?.querySelector(`[data-card-tab="${next}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <div className={classes.tabBar}>
      <Button
        variant="subtle"
        px={6}
        className={classes.arrow}
        aria-label="Previous tab"
        disabled={index <= 0}
        onClick={() => go(-1)}
      >
        <IconChevronLeft size={20} aria-hidden />
      </Button>
      <Tabs.List ref={list} className={classes.tabList}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-card-tab={tab} className={classes.tab}>
            {tabLabels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Button
        variant="subtle"
        px={6}
        className={classes.arrow}
        aria-label="Next tab"
        disabled={index >= tabs.length - 1}
        onClick={() => go(1)}
      >
        <IconChevronRight size={20} aria-hidden />
      </Button>
    </div>
  );
}
