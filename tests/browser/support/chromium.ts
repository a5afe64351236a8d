// Why this exists: browser tests drive Debian's Chromium through playwright-core (never a downloaded browser);
// one place for the launch flags, the skip rule when /usr/bin/chromium is missing, and screenshots.
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM_PATH);
/** Shown as the suite name when the suite is skipped, so the reason is in the test output. */
export const SKIP_REASON = `skipped: ${CHROMIUM_PATH} is missing (apt-get install -y chromium; .ci/run does this)`;

/** The pictures go to docs/screenshots only when asked (UPDATE_SCREENSHOTS=1): an ordinary test run
 *  leaves the tracked files alone and writes them to a temporary folder. */
export const SCREENSHOT_DIR = process.env.UPDATE_SCREENSHOTS === '1'
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : `${join(tmpdir(), 'helios-screenshots')}/`;

/** Launch headless Chromium. Playwright gives every launch a fresh temporary user-data-dir and removes it on close. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    timeout: 30_000,
  });
}

/** Collect console errors and uncaught page errors (a CSP violation shows up here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Save a screenshot; a full-page one lays the sticky composer out in place (else it floats mid-picture). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}`;
  const style = fullPage ? '.helios-composer, .helios-emergency { position: static !important; }' : undefined;
  await page.screenshot({ path, fullPage, animations: 'disabled', caret: 'hide', style });
  return path;
}
