// Why this exists: the free-text choice in a real browser (Debian's Chromium via playwright-core) against the real
// app and redis: with the offer showing, the patient types "the second one", the widget shows the single-option
// confirmation the consult asks, the patient types "yes" and sees the second option booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot } from './support/chromium.ts';
import { RASH, RASH_ANSWERS, openWidget } from './support/widget-driver.ts';

if (!HAVE_CHROMIUM) console.warn(`[browser tests] typed-choice suite ${SKIP_REASON}`);

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

describe.skipIf(!HAVE_CHROMIUM)(`typed choice of an appointment in Chromium${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ STREAM_PIECE_DELAY_MS: 2, HISTORY_MAX_QUESTIONS: 3 }), launchChromium()]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await t?.stop();
  });

  it('books the option the patient named in words, after a typed yes', async () => {
    const { context, page, w, errors } = await openWidget(browser, t.url, contexts, { width: 820 });
    await w.say(RASH);
    await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: 'Ana Typed' });

    const labels = await w.confirm.locator('button.helios-option .helios-option-label').allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    await expect.poll(() => w.composer.isEnabled()).toBe(true);
    await w.say('the second one');
    // the consult asks once more, about that option alone
    await expect.poll(async () => w.confirm.locator('button.helios-option').count(), { timeout: 10_000 }).toBe(1);
    expect(await w.confirm.locator('button.helios-option .helios-option-label').first().textContent()).toBe(labels[1]);
    await expect.poll(async () => (await w.confirm.textContent()) ?? '').toMatch(/book it\?/);
    if (process.env.TYPED_SHOT) await page.screenshot({ path: process.env.TYPED_SHOT });
    await w.say('yes');
    await w.booking.waitFor({ state: 'visible' });
    expect(labels[1]).toContain((await w.booking.getByTestId('booking-provider').textContent()) ?? '—');
    expect(errors).toEqual([]);
    await screenshot(page, 'widget-typed-choice.png');
  });
});
