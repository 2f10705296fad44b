import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import InAppSpy from 'inapp-spy';

/** The apps whose in-app browsers block or lose a contact file's download. */
export type InAppBrowser = {
  /** The app's name, as people know it ("Instagram"), or "This app" (it starts a sentence). */
  name: string;
  /** How to leave the app's browser for the phone's own, step by step. */
  steps: string[];
};

// The items are the apps' own words (in the phone's language, not the card's), so they are
// quoted as the apps write them in English; the menus' names and the sentences around them are
// ours, translated when the guidance shows.
const menuThenOpen = (where: MessageDescriptor | string, item: string) => () => {
  const menu = typeof where === 'string' ? where : i18n._(where);
  return [t`Tap ${menu} at the top right.`, t`Choose “${item}”.`, t`Then tap Save Contact again.`];
};

/* eslint-disable lingui/no-unlocalized-strings -- the apps' own menu items (above) */
/** Each app's way out, from its own menus (checked November 2026). */
const ways: Partial<Record<NonNullable<ReturnType<typeof InAppSpy>['appKey']>, () => string[]>> = {
  instagram: menuThenOpen('⋯', 'Open in external browser'),
  facebook: menuThenOpen('⋯', 'Open in external browser'),
  messenger: menuThenOpen('⋯', 'Open in external browser'),
  linkedin: menuThenOpen('⋯', 'Open in browser'),
  whatsapp: menuThenOpen(msg`⋮ or the share icon`, 'Open in browser'),
  tiktok: menuThenOpen('⋯', 'Open in browser'),
  snapchat: menuThenOpen('⋯', 'Open in browser'),
  line: menuThenOpen('⋮', 'Open in other app'),
  wechat: menuThenOpen('⋯', 'Open in Browser'),
  threads: menuThenOpen('⋯', 'Open in browser'),
  twitter: menuThenOpen(msg`the share icon`, 'Open in browser'),
  telegram: menuThenOpen('⋮', 'Open in browser'),
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The in-app browser this page runs in (Instagram, Facebook and Messenger, LinkedIn, WhatsApp,
 * TikTok, Snapchat, Line, WeChat …), told by `inapp-spy` from the user agent, or undefined in
 * the phone's own browser. Such browsers block downloads or drop the contact file, so Save
 * Contact shows how to open the card in the browser instead. Loaded on the Save Contact tap only.
 */
export function inAppBrowser(ua = globalThis.navigator?.userAgent ?? ''): InAppBrowser | undefined {
  const { isInApp, appKey, appName } = InAppSpy({ ua });
  if (!isInApp) return undefined;
  return {
    name: appName ?? t`This app`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the apps' own menu item
    steps: ((appKey && ways[appKey]) || menuThenOpen(msg`the app’s menu`, 'Open in browser'))(),
  };
}
