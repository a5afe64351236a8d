// Why this exists: the clinician dashboard in a real Chromium (playwright-core, Debian's /usr/bin/chromium):
// a clinician signs in with a token, sees a new patient case appear live, opens it, takes it over, chats
// with the patient and hands it back; screenshots of the dashboard go to docs/screenshots/.
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

describe.skipIf(!HAVE_CHROMIUM)(`clinician dashboard in Chromium${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
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

  it('refuses a bad token with a clear message', async () => {
    await page.goto(`${t.url}/clinician`);
    await page.getByLabel('Clinician token').fill('not-a-token');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.locator('#login-error').textContent()).toMatch(/refused/);
  });

  it('shows a new case live, opens it, takes it over and chats with the patient', async () => {
    await page.getByLabel('Clinician token').fill(await token('dr-lee', ['dermatology', 'general_practice'], '1h'));
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.locator('#who').textContent()).toMatch(/dr-lee/);

    // an emergency elsewhere, to show it sorts first
    const em = new PatientClient(t.url);
    patients.push(em);
    await em.connected();
    await em.start({ locale: 'en' });
    await em.say('I have crushing chest pain spreading down my left arm and I am sweating');

    const p = new PatientClient(t.url);
    patients.push(p);
    await p.connected();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    const row = page.locator(`button.case[data-case-id="${p.caseId}"]`);
    await row.waitFor({ timeout: 10_000 });
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    await p.answerUntilRecommendation(['Two weeks ago', 'Itchy, 3 out of 10', 'Both forearms', 'No', 'No medicines', 'No allergies']);
    await p.waitFor('confirm:request');
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/booking/i);
    // an emergency consult is over at once (the patient was told to call now): it is in the Ended group
    await expect.poll(() => page.locator(`#ended button.case[data-case-id="${em.caseId}"]`).count()).toBe(1);

    await row.click();
    await expect.poll(() => page.locator('#votes tr').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.locator('#transcript').textContent()).toMatch(/itchy red rash/);
    await screenshot(page, 'clinician-dashboard.png');

    await expect.poll(() => page.locator('#chat').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Take over' }).click();
    await p.waitFor('consult:state', (e) => e.stage === 'escalated');
    await expect.poll(() => page.locator('#detail-held').textContent()).toMatch(/You hold this case/);
    expect(await page.getByRole('button', { name: 'Take over' }).isVisible()).toBe(false);
    await page.getByLabel('Message to the patient').fill('Hello, I am Dr Lee. How is the itch today?');
    await page.getByRole('button', { name: 'Send to the patient' }).click();
    const msg = await p.waitFor('assistant:message', (m) => m.author === 'clinician');
    expect(msg.text).toBe('Hello, I am Dr Lee. How is the itch today?');
    await p.say('Still itchy, mostly at night');
    await expect.poll(() => page.locator('#transcript').textContent()).toMatch(/mostly at night/);
    await screenshot(page, 'clinician-takeover.png');

    await page.getByLabel(/Note for the record/).fill('Likely eczema; emollients, GP review in 2 weeks.');
    await page.getByRole('button', { name: 'End consult and write packet' }).click();
    const ready = await p.waitFor('handoff:ready');
    expect(await t.app.handoffs.load(ready.handoffPacketId)).toMatchObject({ escalation: { by: 'dr-lee', note: 'Likely eczema; emollients, GP review in 2 weeks.' } });
    await expect.poll(() => page.locator('#packet').textContent(), { timeout: 10_000 }).toMatch(/Likely eczema/);
    // no script error and no CSP violation (a missing favicon is the only resource allowed to fail)
    expect(errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
  });
});
