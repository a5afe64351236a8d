// Why this exists: the clinician dashboard as a clinician works from it (issue 29), in Debian's Chromium: every
// text wraps (a long unbroken string does not widen the page), opening a case keeps its time and place (level,
// then arrival), ended emergencies go to "Ended", a new case raises an alert and an unread marker, the packet is
// readable (scores as name/value/meaning, no JSON, what fired with the checklist folded, the differential in
// percent, the dissent highlighted), focus goes to the case heading, and the clinician's messages carry a name.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandoffPacket } from '../../actors/agents/documentation.agent.ts';
import { TEST_SECRET, token } from '../support/clinician-client.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot, watchErrors } from './support/chromium.ts';
import { RASH_TOPICS } from './support/widget-driver.ts';

let t: TestApp;
let browser: Browser;
const patients: PatientClient[] = [];
const RASH_ANSWERS = ['Two weeks ago', 'Itchy, 3 out of 10', 'Both forearms', 'No', 'No medicines', 'No allergies'];
/** answers that fit the interviewer's questions for the flu-like story (for the pictures) */
const FEVER_TOPICS: [RegExp, string][] = [
  [/when did this start/i, 'Three days ago'], [/scale of 0 to 10/i, 'About 5 out of 10'],
  [/all the time, or does it come and go/i, 'The fever comes and goes, the aches are there all the time'],
  [/better or worse/i, 'Paracetamol helps a little'], [/medicines regularly/i, 'Only paracetamol for the fever'],
  [/any allergies/i, 'No allergies'], [/ongoing health conditions/i, 'No'],
  [/^(?:are you|have you|did you|do you|is there|can you)\b/i, 'No'],
];

async function signIn(width = 1280, height = 900): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.setDefaultTimeout(10_000);
  const errors = watchErrors(page);
  await page.goto(`${t.url}/clinician`);
  await page.getByLabel('Clinician token').fill(await token('dr-lee', ['*'], '1h'));
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect.poll(() => page.locator('#who').textContent()).toMatch(/dr-lee/);
  return { page, errors };
}

async function patient(): Promise<PatientClient> {
  const p = new PatientClient(t.url);
  patients.push(p);
  await p.connected();
  return p;
}

describe.skipIf(!HAVE_CHROMIUM)(`clinician dashboard as a clinician works from it${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ CLINICIAN_JWT_SECRET: TEST_SECRET, STREAM_PIECE_DELAY_MS: 0 }), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    patients.forEach((p) => p.close());
    await browser?.close();
    await t?.stop();
  });

  it('raises an alert and an unread marker for a new case; opening keeps its time and order; focus goes to the heading', async () => {
    const { page, errors } = await signIn();
    const a = await patient();
    await a.start({ locale: 'en' });
    await a.say('I have had an itchy red rash on my forearms for two weeks');
    const b = await patient();
    await b.start({ locale: 'en' });
    await b.say('I have had a mild itchy rash on my legs for a week');
    const rowB = page.locator(`#queue button.case[data-case-id="${b.caseId}"]`);
    await rowB.waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: /New case/ }).isVisible()).toBe(true);
    expect(await rowB.locator('.unread-mark').textContent()).toBe('New');

    await page.waitForTimeout(1_100); // a second later, so a changed time would show
    const order = () => page.$$eval('#queue button.case', (bs) => bs.map((x) => `${(x as HTMLElement).dataset.caseId} ${x.querySelector('.when')?.textContent}`));
    const before = await order();
    await rowB.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-title');
    await expect.poll(() => rowB.locator('.unread-mark').count()).toBe(0);
    expect(await order()).toEqual(before);
    expect(errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  it('an opt-in sound (off by default) and browser notification for a new or newly escalated case', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['notifications'] });
    // what the page played and showed: the real AudioContext and Notification, counted on their way
    await context.addInitScript(() => {
      const w = window as unknown as { beeps: number; notes: string[]; away: boolean; Notification: typeof Notification };
      w.beeps = 0;
      w.notes = [];
      w.away = false;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, ...a: [number?]) { w.beeps++; return start.apply(this, a); };
      const Real = w.Notification;
      w.Notification = class extends Real {
        constructor(title: string, opts?: NotificationOptions) { w.notes.push(title); super(title, opts); }
      };
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => w.away });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors = watchErrors(page);
    await page.goto(`${t.url}/clinician`);
    await page.getByLabel('Clinician token').fill(await token('dr-lee', ['*'], '1h'));
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => page.locator('#who').textContent()).toMatch(/dr-lee/);
    const got = () => page.evaluate(() => ({ beeps: (window as unknown as { beeps: number }).beeps, notes: (window as unknown as { notes: string[] }).notes }));
    const sound = page.getByLabel('Sound for new and escalated cases');
    expect(await sound.isChecked()).toBe(false);

    // off by default: a new case raises the visible alert, silently
    const a = await patient();
    await a.start({ locale: 'en' });
    await a.say('I have had an itchy red rash on my forearms for two weeks');
    await page.locator(`#queue button.case[data-case-id="${a.caseId}"]`).waitFor();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: /New case/ }).isVisible()).toBe(true);
    await page.waitForTimeout(200);
    expect(await got()).toEqual({ beeps: 0, notes: [] });

    // sound on: a sample beep, then one per new case
    await sound.check();
    await expect.poll(async () => (await got()).beeps).toBe(1);
    const b = await patient();
    await b.start({ locale: 'en' });
    await b.say('I have had a mild itchy rash on my legs for a week');
    await page.locator(`#queue button.case[data-case-id="${b.caseId}"]`).waitFor();
    await expect.poll(async () => (await got()).beeps).toBe(2);
    expect((await got()).notes).toEqual([]); // no notification without the opt-in

    // notifications on: shown while the dashboard is out of view; an emergency beeps twice
    await page.getByRole('button', { name: 'Turn on browser notifications' }).click();
    await expect.poll(() => page.locator('#alert-notify-state').textContent()).toMatch(/notifications are on/);
    await page.evaluate(() => { (window as unknown as { away: boolean }).away = true; });
    const c = await patient();
    await c.start({ locale: 'en' });
    await c.say('I have had a sore throat for three days');
    await expect.poll(async () => (await got()).notes).toEqual(['Helios: New case']);
    expect((await got()).beeps).toBe(3);
    await c.say('Now I have crushing chest pain spreading down my left arm and I am sweating');
    await expect.poll(async () => (await got()).notes.length).toBe(2);
    expect((await got()).notes[1]).toMatch(/^Helios: Emergency case/);
    expect((await got()).beeps).toBe(5);

    // the choices stay after a reload
    await page.reload();
    await expect.poll(() => page.locator('#who').textContent()).toMatch(/dr-lee/);
    expect(await page.getByLabel('Sound for new and escalated cases').isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Turn off browser notifications' }).count()).toBe(1);
    expect(errors.filter((e) => !/favicon|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it("a real consult's packet: the differential with the server's posteriors, one severity, answers as said", async () => {
    const { page } = await signIn();
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 30, sex: 'female' } });
    await p.say('I have a severe headache, it was mild yesterday');
    await p.answerUntilRecommendation(['Yesterday', 'Severe, 8 out of 10', 'Forehead', 'No', 'No', 'No', 'No', 'No']);
    const offer = await p.waitForBookingOffer();
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const ready = await p.waitFor('handoff:ready', () => true, 15_000);
    const stored = (await t.app.handoffs.load(ready.handoffPacketId)) as unknown as HandoffPacket;
    const dx = stored.A.differential;
    expect(dx.length).toBeGreaterThanOrEqual(2); // the engine gave a differential for this complaint

    await page.locator('.ended-wrap summary').click();
    await page.locator(`#ended button.case[data-case-id="${p.caseId}"]`).click();
    await expect.poll(() => page.locator('#packet table.differential tbody tr').count()).toBe(dx.length);
    const LEVEL: Record<string, string> = { emergency: 'Emergency', urgent: 'Urgent', non_urgent: 'Non-urgent', self_care: 'Self-care' };
    const rows = await page.$$eval('#packet table.differential tbody tr', (trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent).join(' | ')));
    expect(rows).toEqual(dx.map((d) => `${d.name}${d.mustNotMiss ? ' (must not miss)' : ''} | ${Math.round(d.posterior * 1000) / 10}% | ${d.specialty.replace(/_/g, ' ')} | ${LEVEL[d.level]}`));
    const pct = rows.map((r) => Number.parseFloat(r.split(' | ')[1]));
    expect(pct).toEqual([...pct].sort((a, b) => b - a)); // most likely first

    // the patient said "severe" and "mild" (yesterday) and rated it 8/10: one severity, no "severe; mild"
    // outside the patient's own words, nothing in the Subjective says "mild"
    const subjective = await page.$$eval('#packet .soap:first-child > dl > dt', (dts) => dts
      .filter((dt) => !['Chief complaint', 'Patient said'].includes(dt.textContent ?? ''))
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`));
    expect(subjective.filter((x) => /\bmild\b/i.test(x))).toEqual([]);
    const field = (name: string) => page.$$eval('#packet .soap > dl > dt', (dts, n) => dts.find((dt) => dt.textContent === n)?.nextElementSibling?.textContent ?? null, name);
    expect(await field('Severity')).toBe('8/10 (severe)');
    expect(await field('Symptoms')).toMatch(/headache/);
    // an answer kept as said (not understood as that field) is quoted and says so
    const opqrst = await page.$$eval('#packet dl.opqrst dt', (dts) => dts.map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`));
    for (const [k, v] of Object.entries(stored.S.opqrst)) {
      const said = stored.S.history_answers.some((a) => a.text.trim() === String(v).trim());
      const row = opqrst.find((r) => r.toLowerCase().startsWith(`${k}:`));
      expect(row, k).toBeDefined();
      if (said) expect(row).toContain(`“${v}” (the patient’s answer as said)`);
    }
    expect(await field('Findings')).toBeNull();
    await page.close();
  });

  it('screenshots: a Spanish consult as the clinician sees it (transcript in Spanish, packet and differential)', async () => {
    const { page } = await signIn();
    const p = await patient();
    p.autoName = 'Ana Prueba';
    await p.start({ locale: 'es-ES', localeFromBrowser: true, patient: { age: 34, sex: 'female' } });
    await p.say('Tengo una erupción roja que pica mucho en los antebrazos desde hace dos semanas');
    await p.answerUntilRecommendation(['No'], 20_000, RASH_TOPICS);
    const offer = await p.waitForBookingOffer();
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    await p.waitFor('handoff:ready', () => true, 15_000);
    await page.locator('.ended-wrap summary').click();
    await page.locator(`#ended button.case[data-case-id="${p.caseId}"]`).click();
    await expect.poll(() => page.locator('#packet table.differential tbody tr').count()).toBeGreaterThan(0);
    expect(await page.locator('#transcript').textContent()).toMatch(/Hola, soy Helios.*Según lo que me ha contado/s);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'clinician-desktop-es.png');
    await page.close();
    const phone = await signIn(360, 740);
    await phone.page.locator('.ended-wrap summary').click();
    await phone.page.locator(`#ended button.case[data-case-id="${p.caseId}"]`).click();
    await expect.poll(() => phone.page.locator('#packet table.differential tbody tr').count()).toBeGreaterThan(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.page.evaluate(() => document.getElementById('packet-title')!.scrollIntoView({ block: 'start' }));
    await screenshot(phone.page, 'clinician-phone-es.png', false);
    await phone.page.close();
  });

  it('an ended emergency moves to the Ended group (on a phone, its alert whole)', async () => {
    const { page } = await signIn(360, 740);
    const em = await patient();
    await em.start({ locale: 'en' });
    await em.say('I have crushing chest pain spreading down my left arm and I am sweating');
    await em.waitFor('emergency');
    await expect.poll(() => page.locator(`#ended button.case[data-case-id="${em.caseId}"]`).count()).toBe(1);
    expect(await page.locator(`#queue button.case[data-case-id="${em.caseId}"]`).count()).toBe(0);
    // the alert's button reads "Open" on one line (no mid-word break at 360 px)
    const open = page.getByRole('alert').getByRole('button', { name: 'Open' });
    const lineHeight = await open.evaluate((b) => Number.parseFloat(getComputedStyle(b).lineHeight) || 22);
    expect((await open.boundingBox())!.height).toBeLessThan(lineHeight * 2);
    await page.close();
  });

  it('wraps a long unbroken string everywhere, and shows a readable packet with the clinician named', async () => {
    const { page } = await signIn();
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    const long = 'x'.repeat(3000);
    await p.say('I have had an itchy red rash on my forearms for two weeks');
    await p.answerUntilRecommendation(RASH_ANSWERS);
    await p.waitFor('confirm:request');
    const row = page.locator(`button.case[data-case-id="${p.caseId}"]`);
    await row.click();
    await page.getByRole('button', { name: 'Take over the chat from Helios' }).click();
    await expect.poll(() => page.locator('#detail-held').textContent()).toMatch(/You hold this case/);
    await page.getByLabel('Message to the patient').fill('Hello, how is the itch today?');
    await page.getByRole('button', { name: 'Send to the patient' }).click();
    await expect.poll(() => page.locator('#transcript .msg.clinician .from').last().textContent()).toMatch(/^dr-lee \(clinician\)/);
    await p.say(`It is like this ${long}`);
    await expect.poll(() => page.locator('#transcript').textContent()).toContain(long.slice(0, 100));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.getByLabel(/Note for the record/).fill(`Eczema likely ${long}`);
    await page.getByRole('button', { name: 'End consult and write packet' }).click();
    await expect.poll(() => page.locator('#packet').textContent(), { timeout: 10_000 }).toMatch(/Eczema likely/);
    const packet = (await page.locator('#packet').textContent()) ?? '';
    expect(packet).not.toMatch(/[{}"]\s*:|\{"|":/); // no JSON
    // a rash: no cardiac score applies, so none is shown
    expect(packet).not.toMatch(/CHA₂DS₂-VASc|HEART score/);
    // what fired is listed; the full checklist is folded
    expect(await page.locator('#flags details').count()).toBe(1);
    expect(await page.locator('#flags details').getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.close();

    const phone = await signIn(360, 740);
    await phone.page.locator('.ended-wrap summary').click();
    await phone.page.locator(`button.case[data-case-id="${p.caseId}"]`).click();
    await expect.poll(() => phone.page.locator('#packet').textContent()).toMatch(/Eczema likely/);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await phone.page.close();
  });

  it('highlights the council dissent and shows risk scores as name, value and meaning', async () => {
    const { page } = await signIn();
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 58, sex: 'male' } });
    await p.say('I have had a fever, a cough, a sore throat and aching muscles for three days');
    await p.answerUntilRecommendation(['Three days ago', 'Moderate, 5 out of 10', 'All over', 'No', 'I take paracetamol', 'No allergies', 'No', 'No'], 20_000, FEVER_TOPICS);
    await page.locator(`button.case[data-case-id="${p.caseId}"]`).click();
    await expect.poll(() => page.locator('#votes tr').count()).toBeGreaterThanOrEqual(2);
    const specialties = await page.$$eval('#votes tr', (trs) => trs.map((tr) => tr.children[1]?.textContent ?? ''));
    const dissent = await page.locator('#votes tr.dissent').count();
    const consensus = (await page.locator('#detail-title').textContent()) ?? '';
    // a vote for another specialty than the case's is marked as dissent, and only such votes are
    for (const s of specialties) if (!/dissent/.test(s)) expect(consensus.toLowerCase()).toContain(s.toLowerCase().trim());
    expect(dissent).toBe(specialties.filter((s) => /dissent/.test(s)).length);
    // the picture: a case taken over, a word with the patient, released with a note
    await page.getByRole('button', { name: 'Take over the chat from Helios' }).click();
    await expect.poll(() => page.locator('#detail-held').textContent()).toMatch(/You hold this case/);
    await page.getByLabel('Message to the patient').fill('Hello, I am Dr Lee. Are you drinking enough fluids?');
    await page.getByRole('button', { name: 'Send to the patient' }).click();
    await p.waitFor('assistant:message', (m) => m.author === 'clinician');
    await p.say('Yes, water and tea, but I feel very tired');
    await expect.poll(() => page.locator('#transcript').textContent()).toMatch(/very tired/);
    await page.getByLabel(/Note for the record/).fill('Likely viral illness; rest and fluids, GP if not better in a week.');
    await page.getByRole('button', { name: 'End consult and write packet' }).click();
    await expect.poll(() => page.locator('#packet').textContent(), { timeout: 10_000 }).toMatch(/Likely viral illness/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'clinician-desktop-en.png');
    const phone = await signIn(360, 740);
    await phone.page.locator('.ended-wrap summary').click();
    await phone.page.locator(`button.case[data-case-id="${p.caseId}"]`).click();
    await expect.poll(() => phone.page.locator('#packet').textContent()).toMatch(/Likely viral illness/);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // on a phone each vote is a block with its column names, not five squeezed columns
    expect(await phone.page.$$eval('#votes tr:first-child td', (tds) => tds.map((td) => getComputedStyle(td, '::before').content))).toEqual(['"Specialty: "', '"Urgency: "', '"Confidence: "', '"Reasoning: "']);
    const agent = phone.page.locator('#votes tr:first-child th');
    expect((await agent.boundingBox())!.width).toBeGreaterThan(250);
    await phone.page.evaluate(() => document.getElementById('votes-title')!.scrollIntoView({ block: 'start' }));
    await screenshot(phone.page, 'clinician-phone-en.png', false);
    await phone.page.close();

    // the packet as drawn from a packet with a differential, scores and a dissenting vote (the offline engine
    // gives no differential for every complaint, so the packet is given here, in the shape the server writes)
    const drawn = await page.evaluate(() => {
      const box = document.createElement('div');
      document.body.appendChild(box);
      (window as unknown as { HeliosRender: { packet(b: HTMLElement, p: unknown): void } }).HeliosRender.packet(box, {
        handoffPacketId: 'h-1',
        S: { chief_complaint: 'chest pain on exertion', findings: ['chest_pain'], opqrst: { onset: 'a month ago', severity: 4 } },
        O: { red_flags: [], risk_scores: { heart: { score: 4, band: 'moderate', components: {} }, cha2ds2vasc: null, missing: { cha2ds2vasc: ['age'] }, notes: [] } },
        A: {
          specialty: 'cardiology', urgency: 3, triage_level: 'non_urgent', average_confidence: 0.81,
          differential: [
            { id: 'angina', name: 'Stable angina', specialty: 'cardiology', posterior: 0.412, level: 'urgent', mustNotMiss: false },
            { id: 'acs', name: 'Acute coronary syndrome', specialty: 'cardiology', posterior: 0.034, level: 'emergency', mustNotMiss: true },
          ],
          votes: [
            { agent: 'cardiology_specialist', specialty: 'cardiology', confidence: 0.9, urgency: 3 },
            { agent: 'gastroenterology_specialist', specialty: 'gastroenterology', confidence: 0.6, urgency: 2, reasoning: 'reflux fits too' },
          ],
        },
        P: {},
      });
      const rows = Array.from(box.querySelectorAll('table.differential tbody tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent).join(' | '));
      const scores = Array.from(box.querySelectorAll('table.scores tbody tr')).map((tr) => Array.from(tr.children).map((c) => c.textContent).join(' | '));
      const dissent = box.querySelector('.dissent')?.textContent ?? '';
      const text = box.textContent ?? '';
      box.remove();
      return { rows, scores, dissent, text };
    });
    expect(drawn.rows).toEqual(['Stable angina | 41.2% | cardiology | Urgent', 'Acute coronary syndrome (must not miss) | 3.4% | cardiology | Emergency']);
    expect(drawn.scores[0]).toMatch(/^HEART score \| 4 \/ 10 \| moderate: /);
    expect(drawn.scores[1]).toBe('CHA₂DS₂-VASc | not scored | missing: age');
    expect(drawn.dissent).toMatch(/gastroenterology specialist voted gastroenterology .*reflux fits too/);
    expect(drawn.text).not.toMatch(/\{"|":|\[object/);
    await page.close();
  });
});
