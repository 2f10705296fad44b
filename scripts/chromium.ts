import { existsSync } from 'node:fs';

/** Flags for Debian's Chromium on this workplace's closed network (see README "Browsers"). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Where Chromium is: `CHROME_PATH`, else `/usr/bin/chromium`.
 * @throws Error with a one-line install hint when there is no browser at that path.
 */
export function chromiumPath(): string {
  const found = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(found)) {
    throw new Error(
      `Chromium not found at ${found}: run "apt-get install -y chromium" or set CHROME_PATH.`,
    );
  }
  return found;
}

/** Playwright launch options for Chromium (path and flags above). */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}
