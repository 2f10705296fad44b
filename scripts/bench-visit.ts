// One cold visit of a page for `npm run bench` (scripts/bench.ts): the phone's throttling, what
// the page must show (probes), the in-page watcher that times "visible" and "usable", and the
// visit itself in a fresh browser context.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from '@playwright/test';
import { seedAccounts } from '../mocks/store.ts';

/** The throttling applied to every visit (CDP), Lighthouse's "slow 4G" figures and 4x CPU. */
export const throttling = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/**
 * One element the page must show: the first element matching `css` (or the control of the
 * `<label>` whose text, without a required-field asterisk, is `label`) that is not inside
 * `aria-hidden`/`inert`, whose text is `text` and whose `value` is `value` when given.
 */
export type Probe = { css: string; text?: string; label?: string; value?: string };

/** A page the bench visits: what the person came for and what a tap on it needs. */
export type Page = {
  id: string;
  /** As printed and written to the docs. */
  label: string;
  /** `static` = the nginx host; `renderer` = the card renderer (workerd). */
  server: 'static' | 'renderer';
  path: string;
  /** Signed in (through the API, in the visit's context) as this seeded account first. */
  account?: keyof typeof seedAccounts;
  /** On screen together = visible. */
  visible: Probe[];
  /** Visible and wired by React together = usable; none (the floor) = usable when visible. */
  tap: Probe[];
  /** Served with the mock backend in this scenario (mocks/scenarios.ts; its own mock and host). */
  scenario?: string;
  /**
   * Also times how long the page takes to draw an answer: `answer` is part of the API answer's
   * URL, `drawn` what the page shows of it (in the document, anywhere on the page). The visit
   * waits for both and records when the answer had arrived and when it was drawn.
   */
  drawn?: { answer: string; probes: Probe[] };
};

/**
 * Runs in the page before any of its scripts: every animation frame until usable (and drawn,
 * for a page with `drawn`), notes in `window.__bench` the first time (ms since navigation
 * start) the visible probes are all on screen, the first time the tap probes are also wired by
 * React, and the first time the `drawn` probes are in the document, with when the answer they
 * draw had arrived.
 */
function watchPage(spec: Pick<Page, 'visible' | 'tap' | 'drawn'>) {
  const state: {
    visible?: number;
    usable?: number;
    scriptsEnd?: number;
    scriptBytes?: number;
    drawn?: number;
    answerEnd?: number;
  } = {};
  (window as unknown as { __bench: typeof state }).__bench = state;
  const textOf = (el: Element) =>
    (el.textContent ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
  const find = (probe: Probe): Element | undefined => {
    const candidates = probe.label
      ? [...document.querySelectorAll('label')]
          .filter((l) => textOf(l) === probe.label)
          .map((l) => l.control)
          .filter((c): c is HTMLElement => c !== null && c.matches(probe.css))
      : [...document.querySelectorAll(probe.css)];
    return candidates.find(
      (el) =>
        !el.closest('[aria-hidden="true"], [inert]') &&
        (probe.text === undefined || textOf(el) === probe.text) &&
        (probe.value === undefined || (el as HTMLInputElement).value === probe.value),
    );
  };
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth)
      return false;
    if (getComputedStyle(el).visibility === 'hidden') return false;
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement)
      opacity *= Number(getComputedStyle(e).opacity);
    return opacity > 0.5;
  };
  const wired = (el: Element) => {
    const has = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactProps$'));
    const form = (el as HTMLInputElement).form;
    return has(el) && (!form || has(form));
  };
  const tick = () => {
    if (state.visible === undefined) {
      const shown = spec.visible.map(find);
      if (shown.every((el) => el && onScreen(el))) state.visible = performance.now();
    }
    if (spec.drawn && state.drawn === undefined && spec.drawn.probes.every(find)) {
      state.drawn = performance.now();
      const answer = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(spec.drawn!.answer)) as PerformanceResourceTiming[];
      if (answer.length > 0) state.answerEnd = Math.max(...answer.map((e) => e.responseEnd));
    }
    if (state.visible !== undefined && state.usable === undefined) {
      const taps = spec.tap.map(find);
      if (taps.every((el) => el && onScreen(el) && wired(el))) {
        state.usable = performance.now();
        // What had downloaded by then: every script (preloaded or not).
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js')) as PerformanceResourceTiming[];
        state.scriptsEnd = Math.max(0, ...scripts.map((e) => e.responseEnd));
        state.scriptBytes = scripts.reduce((n, e) => n + e.encodedBodySize, 0);
      }
    }
    if (state.usable !== undefined && (!spec.drawn || state.drawn !== undefined))
      (window as unknown as { __benchUsable?: () => void }).__benchUsable?.();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * One visit's times (ms since navigation start; undefined when the target never came) and, at
 * usable, what the wait held: when the last script had downloaded (ms since navigation start),
 * the scripts' compressed bytes, and the main thread's time running script and in layout (ms,
 * throttled; read through CDP just after usable).
 */
export type Visit = {
  visible?: number;
  usable?: number;
  scriptsEnd?: number;
  scriptBytes?: number;
  scriptMs?: number;
  /** The main thread's time in layout (ms, throttled; Chromium's `LayoutDuration`). */
  layoutMs?: number;
  /** With `Page.drawn`: when the answer had arrived (its responseEnd) and when it was drawn. */
  answerEnd?: number;
  drawn?: number;
};

/** How long a visit may take before it fails. */
const visitTimeoutMs = 30_000;

/**
 * One cold visit of `url`: a fresh context (empty cache, no connections), signed in when the
 * page needs it, throttled through CDP, `watchPage` installed, then navigated.
 * @throws when the target does not come within the timeout, or
 * the page landed on another path (a guard sent it away).
 */
export async function visit(browser: Browser, page: Page, base: string): Promise<Visit> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: throttling.viewport,
  });
  try {
    if (page.account) {
      // The app's own login call, same-origin as the page would send it; the cookie lands in
      // this context's jar without touching its HTTP cache.
      const response = await context.request.post(`${base}/api/user/login`, {
        data: seedAccounts[page.account],
        headers: { Origin: base, 'Sec-Fetch-Site': 'same-origin' },
      });
      if (!response.ok()) throw new Error(`${page.account} login: ${response.status()}`);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: (throttling.downloadKbps * 1000) / 8,
      uploadThroughput: (throttling.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    // tsx keeps function names with a helper the page does not have.
    await tab.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await tab.addInitScript(watchPage, {
      visible: page.visible,
      tap: page.tap,
      ...(page.drawn ? { drawn: page.drawn } : {}),
    });
    await cdp.send('Performance.enable');
    let usable!: () => void;
    const signalled = new Promise<boolean>((resolve) => (usable = () => resolve(true)));
    await tab.exposeFunction('__benchUsable', () => usable());
    await tab.goto(base + page.path, { waitUntil: 'commit' });
    const done = await Promise.race([signalled, sleep(visitTimeoutMs).then(() => false)]);
    const metrics = done ? await cdp.send('Performance.getMetrics') : undefined;
    const metric = (name: string) => metrics?.metrics.find((m) => m.name === name)?.value;
    const scriptSeconds = metric('ScriptDuration');
    const layoutSeconds = metric('LayoutDuration');
    const result = await tab.evaluate(() => (window as unknown as { __bench?: Visit }).__bench);
    const landed = new URL(tab.url()).pathname;
    const wanted = new URL(page.path, base).pathname;
    if (!done) {
      throw new Error(
        `${page.label}: not usable after ${visitTimeoutMs / 1000} s at ${landed} (${JSON.stringify(result)})`,
      );
    }
    if (landed !== wanted) throw new Error(`${page.label}: landed on ${landed}, not ${wanted}`);
    return {
      ...result,
      ...(scriptSeconds === undefined ? {} : { scriptMs: scriptSeconds * 1000 }),
      ...(layoutSeconds === undefined ? {} : { layoutMs: layoutSeconds * 1000 }),
    };
  } finally {
    await context.close();
  }
}
