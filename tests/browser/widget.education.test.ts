// Why this exists: a health question in the patient widget, in Chromium against the real app and Redis: asked
// mid-interview, the answer shows its numbered sources under it (links, as text, never markup), the interview
// question is asked again and the consult goes on to its recommendation. Saves docs/screenshots/widget-education.png
// when UPDATE_SCREENSHOTS=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot } from './support/chromium.ts';
import { RASH, RASH_ANSWERS, openWidget } from './support/widget-driver.ts';

if (!HAVE_CHROMIUM) console.warn(`[browser tests] widget education suite ${SKIP_REASON}`);

describe.skipIf(!HAVE_CHROMIUM)(`health questions in the widget${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  let t: TestApp;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
  });

  it('mid-interview: the answer with its numbered sources, then the interview question again, then the consult goes on', async () => {
    const { context, page, w, errors } = await openWidget(browser, t.url, contexts, { width: 820 });
    await w.say(RASH);
    await w.waitForAssistantCount(2);
    const question = (await w.assistantTexts())[1];
    expect(question.trim().endsWith('?')).toBe(true);

    await w.say('What are the common symptoms of diabetes?');
    await w.waitForAssistantCount(4);
    const texts = await w.assistantTexts();
    expect(texts[2]).toMatch(/thirst.*\[1\]/);
    expect(texts[3]).toBe(`Back to your consult: ${question}`);

    // the sources under the answer: numbered like its markers, links that open safely, plain text
    const answer = page.locator('[data-testid=log] > li[data-author=assistant]').nth(2);
    const sources = answer.locator('.helios-cites li');
    expect(await sources.count()).toBeGreaterThan(0);
    await expect.poll(() => sources.first().textContent()).toMatch(/^\[1\] Type 2 diabetes: symptoms and checks \(NICE/);
    const link = sources.first().locator('a');
    expect(await link.getAttribute('href')).toBe('https://www.nice.org.uk/guidance/ng28');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await answer.locator('.helios-cites').getAttribute('aria-label')).toBe('Sources');
    if (process.env.UPDATE_SCREENSHOTS === '1') await screenshot(page, 'widget-education.png');

    // the interview resumes where it was: the re-asked question is answered and the consult reaches its recommendation
    await w.answerUntilRecommendation(RASH_ANSWERS);
    await expect.poll(() => w.recommendation.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
