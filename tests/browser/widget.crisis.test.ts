// Why this exists: the widget's emergency banner shows every line of the patient's locale: the numbers to
// contact now as large call (tel:) or text (sms:) buttons, then poison control and the other crisis and text
// lines, and the note where a service is run by region; checked in a real Chromium for US English, UK
// English, Canadian English and French.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot, watchErrors } from './support/chromium.ts';
import { WidgetDriver } from './support/widget-driver.ts';

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(locale?: string): Promise<{ page: Page; w: WidgetDriver; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 820, height: 900 }, reducedMotion: 'reduce' });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (locale) await page.addInitScript(`window.HeliosWidgetConfig = { locale: ${JSON.stringify(locale)} };`);
  const errors = watchErrors(page);
  await page.goto(t.url);
  const w = new WidgetDriver(page);
  await w.waitForAssistantCount(1);
  return { page, w, errors };
}

/** The banner's lines: [kind of list, data-type, text, href]. */
function lines(page: Page) {
  return page.$$eval('[role=alert] li', (lis) => lis.map((li) => {
    const a = li.querySelector('a');
    return { other: !!li.closest('.helios-resources-other'), type: (li as HTMLElement).dataset.type ?? '', text: li.textContent ?? '', href: a?.getAttribute('href') ?? null };
  }));
}

describe.skipIf(!HAVE_CHROMIUM)(`the widget's crisis banner in Chromium${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp(), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    await browser?.close();
    await t?.stop();
  });

  it('US English: 911, 988 to call and to text, Crisis Text Line with its word, and Poison Control', async () => {
    const { page, w, errors } = await open();
    await w.say('I want to end my life');
    await w.emergency.locator('h2').waitFor();
    const got = await lines(page);
    expect(got.filter((l) => !l.other).map((l) => [l.type, l.href])).toEqual([
      ['emergency', 'tel:911'], ['crisis', 'tel:988'], ['text', 'sms:988'], ['text', 'sms:741741?&body=HOME'],
    ]);
    expect(got.filter((l) => l.other).map((l) => [l.type, l.href])).toEqual([['poison', 'tel:18002221222']]);
    expect(await w.emergency.textContent()).toMatch(/Crisis Text Line: text HOME: 741741/);
    expect(await w.emergency.textContent()).toMatch(/Other helplines/);
    expect(errors).toEqual([]);
    await screenshot(page, 'widget-crisis.png', false);
  });

  it('UK English: 999 and NHS 111, Samaritans, SHOUT by text', async () => {
    const { page, w } = await open('en-GB');
    await w.say('I want to end my life');
    await w.emergency.locator('h2').waitFor();
    const got = await lines(page);
    expect(got.map((l) => l.href)).toEqual(['tel:999', 'tel:116123', 'sms:85258?&body=SHOUT', 'tel:111']);
    expect(await w.emergency.textContent()).not.toMatch(/text 116 123/);
  });

  it('Canadian English, a poisoning: 911, then the provincial poison centres, with the note that they are provincial', async () => {
    const { page, w } = await open('en-CA');
    await w.say('My son swallowed bleach');
    await w.emergency.locator('h2').waitFor();
    const got = await lines(page);
    expect(got.filter((l) => !l.other).map((l) => l.href)).toEqual(['tel:911', 'tel:18002689017', 'tel:18004635060', 'tel:18005678911']);
    expect(got.filter((l) => l.other).map((l) => [l.type, l.href])).toEqual([['crisis', 'tel:988'], ['text', 'sms:988']]);
    expect(await page.locator('.helios-lines-note').textContent()).toMatch(/run by each province/);
  });

  it('French: 15 and 112, the centres antipoison by region, 3114 and the 114 by SMS', async () => {
    const { page, w } = await open('fr');
    await w.say("J'ai une douleur écrasante dans la poitrine qui descend dans le bras gauche et je transpire");
    await w.emergency.locator('h2').waitFor();
    const got = await lines(page);
    expect(got.filter((l) => !l.other).map((l) => l.href)).toEqual(['tel:15', 'tel:112']);
    expect(got.filter((l) => l.other).map((l) => l.href)).toEqual(['tel:0140054848', 'tel:0472116911', 'tel:3114', 'sms:114']);
    expect(await w.emergency.textContent()).toMatch(/Autres lignes d'aide/);
    expect(await page.locator('.helios-lines-note').textContent()).toMatch(/par région/);
  });
});
