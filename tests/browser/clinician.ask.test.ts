// Why this exists: the dashboard's Ask panel in a real Chromium: a clinician asks without a case and gets
// the answer with its numbered sources; opens a case and asks about it (the differential of that case,
// recorded on its audit chain); a refused or bad question shows the server's message. Model and case text
// is set as text, never HTML.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot, watchErrors } from './support/chromium.ts';

let t: TestApp;
let browser: Browser;
let page: Page;
let errors: string[] = [];
const patients: PatientClient[] = [];

/** The [n] markers of the shown answer, and the numbers of the shown sources. */
async function shownCitations(p: Page): Promise<{ markers: number[]; sources: number[] }> {
  const text = (await p.locator('#ask-text').textContent()) ?? '';
  const markers = [...new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const sources = (await p.locator('#ask-sources li').evaluateAll((lis) => lis.map((li) => Number((li as HTMLElement).dataset.n))));
  return { markers, sources };
}

describe.skipIf(!HAVE_CHROMIUM)(`the dashboard's Ask panel in Chromium${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, STREAM_PIECE_DELAY_MS: 0 }), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    errors = watchErrors(page);
  }, 60_000);
  afterAll(async () => {
    patients.forEach((p) => p.close());
    await browser?.close();
    await t?.stop();
  });

  it('answers a question with its numbered sources, then a question about the open case', async () => {
    await page.goto(`${t.url}/clinician`);
    await page.getByLabel('Clinician token').fill(await token('dr-lee', ['dermatology', 'general_practice'], '1h'));
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.locator('#who').textContent()).toMatch(/dr-lee/);
    // no case open: the question cannot be about one
    expect(await page.locator('#ask-case').isDisabled()).toBe(true);

    await page.getByLabel('Question for the assistant').fill('Does warfarin interact with ibuprofen?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.locator('#ask-meta').textContent()).toMatch(/Interaction check · Helios offline engine/);
    expect(await page.locator('#ask-text').textContent()).toMatch(/Warfarin with ibuprofen: severe\..*bleeding/);
    expect(await page.locator('#ask-text').textContent()).toMatch(/not a substitute for clinical judgement/);
    const first = await shownCitations(page);
    expect(first.markers).toEqual([1]);
    expect(first.sources).toEqual([1]);
    expect(await page.locator('#ask-sources li').first().textContent()).toMatch(/interaction table/);

    // a dermatology case, opened: the question is about it by default
    const p = new PatientClient(t.url);
    patients.push(p);
    await p.connected();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    await p.answerUntilRecommendation(['Two weeks ago', 'Itchy, 3 out of 10', 'Both forearms', 'No', 'No medicines', 'No allergies']);
    await p.waitFor('confirm:request');
    const row = page.locator(`button.case[data-case-id="${p.caseId}"]`);
    await row.waitFor({ timeout: 10_000 });
    await row.click();
    await expect.poll(() => page.locator('#ask-case').isChecked()).toBe(true);
    expect(await page.locator('#ask-case-label').textContent()).toContain(p.caseId!.slice(0, 10));

    await page.getByLabel('Question for the assistant').fill('What is the differential, and what should I ask?');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.locator('#ask-meta').textContent()).toMatch(/Differential and questions to ask/);
    const answer = (await page.locator('#ask-text').textContent()) ?? '';
    expect(answer).toMatch(/rash/i);
    expect(answer).toMatch(/\d+ %/);
    const second = await shownCitations(page);
    expect(second.markers).toEqual(second.sources);
    expect(second.sources.length).toBeGreaterThan(0);
    // the answer's lines are list items and paragraphs made as text: no element came from the answer
    expect(await page.locator('#ask-text').evaluate((e) => Array.from(e.querySelectorAll('*')).every((n) => ['P', 'UL', 'LI'].includes(n.tagName)))).toBe(true);
    const trail = (await t.app.audit.read(p.caseId!)).filter((e) => e.type === 'clinician.ask');
    expect(trail.map((e) => JSON.parse(e.data))).toEqual([expect.objectContaining({ clinicianId: 'dr-lee', intent: 'differential' })]);
    await page.locator('#ask').scrollIntoViewIfNeeded();
    await screenshot(page, 'clinician-ask.png');

    // unticked, the same question is not about the case (and it has no findings of its own: nothing to answer from)
    await page.locator('#ask-case').uncheck();
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.locator('#ask-text').textContent()).toMatch(/has nothing that answers/);
    expect(await page.locator('#ask-sources li').count()).toBe(0);
    expect((await t.app.audit.read(p.caseId!)).filter((e) => e.type === 'clinician.ask')).toHaveLength(1);

    // the server's refusal is shown as it came
    await page.getByLabel('Question for the assistant').fill('ok');
    await page.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect.poll(() => page.locator('#ask-error').textContent()).not.toBe('');
    expect(errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
  });
});
