// Why this exists: axe-core (an npm dev dependency, injected by playwright) finds no serious or critical
// accessibility violation on the patient widget (`/`, at the start, at the offer, in Spanish) and on the
// clinician dashboard (`/clinician`, signed out and with a case open).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium } from './support/chromium.ts';
import { RASH, RASH_ANSWERS, RASH_TOPICS, WidgetDriver } from './support/widget-driver.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let t: TestApp;
let browser: Browser;
const patients: PatientClient[] = [];

interface AxeViolation { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

/** Serious and critical violations on the page as it is now, one line each. */
async function violations(page: Page): Promise<string[]> {
  // injected through the DevTools protocol (page.evaluate), so the page's CSP (script-src 'self') does not apply
  await page.evaluate(AXE);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations;
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

describe.skipIf(!HAVE_CHROMIUM)(`accessibility (axe-core)${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, STREAM_PIECE_DELAY_MS: 0 }), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    patients.forEach((p) => p.close());
    await browser?.close();
    await t?.stop();
  });

  it('the patient widget at / has no serious or critical violation, at the start and with the booking offer', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(t.url);
    const w = new WidgetDriver(page);
    await w.waitForAssistantCount(1);
    expect(await violations(page)).toEqual([]);
    await w.say(RASH);
    await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: 'Ana Test' });
    expect(await violations(page)).toEqual([]);
    await page.close();
  });

  it('the patient widget in Spanish (a Spanish browser, on a phone) has no serious or critical violation at the offer', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(t.url);
    const w = new WidgetDriver(page);
    await w.waitForAssistantCount(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await w.say('Tengo una erupción roja que pica mucho en los antebrazos desde hace dos semanas');
    await w.answerUntilOffer(['No'], 'booking', { name: 'Ana Prueba', topics: RASH_TOPICS });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it('the clinician dashboard at /clinician has no serious or critical violation, signed out and with a case open', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${t.url}/clinician`);
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Clinician token').fill(await token('dr-lee', ['*'], '1h'));
    await page.getByRole('button', { name: 'Connect' }).click();
    const p = new PatientClient(t.url);
    patients.push(p);
    await p.connected();
    await p.start({ locale: 'en' });
    await p.say(RASH);
    await p.answerUntilRecommendation(RASH_ANSWERS);
    const row = page.locator(`button.case[data-case-id="${p.caseId}"]`);
    await row.click();
    await expect.poll(() => page.locator('#votes tr').count()).toBeGreaterThanOrEqual(2);
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
