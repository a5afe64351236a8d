// Why this exists: the patient widget in a real browser (Debian's Chromium via playwright-core) against the real
// app and redis: a consult to a booking, a reload and a dropped connection that resume, the guardian's confirm,
// an emergency, and phone width; saves the screenshots in docs/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { notifyMoved, type ConsultNamespace } from '../../server/consult/consult.namespace.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot, watchErrors } from './support/chromium.ts';
import { CHEST_PAIN, RASH, RASH_ANSWERS, RASH_TOPICS, WidgetDriver } from './support/widget-driver.ts';

if (!HAVE_CHROMIUM) console.warn(`[browser tests] patient widget suite ${SKIP_REASON}`);

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

async function open(opts: { width?: number; height?: number; scale?: number; init?: string } = {}): Promise<{ page: Page; w: WidgetDriver; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 820, height: opts.height ?? 900 }, deviceScaleFactor: opts.scale ?? 1, reducedMotion: 'reduce' });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (opts.init) await page.addInitScript(opts.init);
  const errors = watchErrors(page);
  await page.goto(t.url);
  const w = new WidgetDriver(page);
  await w.waitForAssistantCount(1); // the greeting
  return { page, w, errors };
}

/** The consult id the widget keeps in sessionStorage. */
function savedCaseId(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('helios.consult.v1') ?? '{}').caseId as string);
}

/** A widget whose patient described the rash and got the first question, with nothing streaming. */
async function askedOnce() {
  const opened = await open();
  await opened.w.say(RASH);
  await opened.w.waitForAssistantCount(2);
  await opened.page.waitForFunction(() => document.querySelector('.helios-typing')?.hasAttribute('hidden'));
  return { ...opened, caseId: await savedCaseId(opened.page) };
}

describe('widget bundle (no browser needed)', () => {
  let app: TestApp;
  beforeAll(async () => { app = await startTestApp(); });
  afterAll(async () => { await app?.stop(); });

  it('serves one bundled script under the CSP, with no inline script', async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // every script has a src
    const js = await fetch(`${app.url}/static/widget.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    const body = await js.text();
    expect(body.length).toBeLessThan(150_000);
    expect(body).not.toMatch(/ZodError/); // protocol types only, no zod in the bundle
  });
});

describe.skipIf(!HAVE_CHROMIUM)(`patient widget in Chromium${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ STREAM_PIECE_DELAY_MS: 2 }), launchChromium()]);
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await t?.stop();
  });

  it('a patient describes the problem, answers the questions, picks a slot and sees the booking', async () => {
    const { page, w, errors } = await open();
    const greeting = (await w.assistantTexts())[0];
    expect(greeting).toMatch(/Helios/);
    await expect.poll(() => page.locator('[aria-current=step]').textContent()).toMatch(/Start|Questions/);

    await w.say(RASH);
    await w.answerUntilRecommendation(RASH_ANSWERS, { topics: RASH_TOPICS });
    const rec = w.recommendation;
    await expect.poll(() => rec.getByTestId('rec-specialist').textContent()).toMatch(/dermatologist/i);
    expect(await rec.getByTestId('rec-when').textContent()).toMatch(/days|weeks|today/i);
    // the reasons are said once, by the message after the card (with its sources), not again inside the card
    expect(await rec.getByTestId('rec-why').count()).toBe(0);
    expect(await rec.locator('.helios-cites').count()).toBe(0);
    expect(await rec.getByRole('heading').first().textContent()).toMatch(/recommendation/i);

    // the booking offer as buttons, one per slot, plus "don't book" (after the name it is booked under)
    await w.answerUntilOffer([], 'booking', { name: 'Ana Test' });
    const options = w.confirm.locator('button.helios-option');
    expect(await options.count()).toBeGreaterThan(0);
    await expect.poll(() => w.confirm.getByRole('button', { name: /don.t book/i }).count()).toBe(1);
    const chosen = (await options.first().locator('.helios-option-label').textContent()) ?? '';
    await options.first().click();

    await w.booking.waitFor({ state: 'visible' });
    const provider = (await w.booking.getByTestId('booking-provider').textContent()) ?? '';
    expect(provider.length).toBeGreaterThan(3);
    expect(chosen).toContain(provider);
    expect(await w.booking.getByRole('heading').textContent()).toMatch(/Appointment booked/);
    // focus moved to the confirmation, the offer is gone, the consult closes; the patient may still write
    // (to move or cancel the appointment)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('booking');
    expect(await w.confirm.isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Start a new consult' }).waitFor();
    expect(await page.locator('.helios-stages li.done').count()).toBe(8);
    expect(await w.composer.isEnabled()).toBe(true);

    // the live region announced whole messages, never fragments of a streamed one (the booking's last words go on
    // streaming while the consult closes: compared once they are whole)
    await page.waitForFunction(() => !document.querySelector('[data-testid=log] > li[data-state=streaming]'));
    const all = await w.assistantTexts();
    const announced = await page.$$eval('[data-testid=announcer] p', (ps) => ps.map((p) => p.textContent ?? ''));
    expect(announced.length).toBeGreaterThan(0);
    for (const a of announced.filter((x) => x.startsWith('Helios: '))) expect(all).toContain(a.slice('Helios: '.length));
    expect(errors).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'widget-consult.png');
  });

  it('a reload mid-consult restores the conversation and the consult goes on', async () => {
    const { page, w, errors } = await open();
    await w.say(RASH);
    await w.answerUntilRecommendation(RASH_ANSWERS, { stopAfter: 2 });
    await w.waitForAssistantCount(4);
    await page.waitForFunction(() => document.querySelector('.helios-typing')?.hasAttribute('hidden'));
    const before = await w.transcript();
    const caseId = await savedCaseId(page);
    expect(before.filter((l) => l.startsWith('patient:')).length).toBeGreaterThanOrEqual(3);

    await page.reload();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=log] > li').length >= n, before.length);
    await page.waitForTimeout(300); // anything replayed twice would show up now
    expect(await w.transcript()).toEqual(before); // same messages, same order, patient's own included, no duplicates
    expect(await savedCaseId(page)).toBe(caseId);
    await expect.poll(() => page.locator('[aria-current=step]').textContent()).toMatch(/Questions/);

    // the resumed consult carries on to the end
    await w.answerUntilOffer(RASH_ANSWERS.slice(2));
    expect(errors).toEqual([]);
  });

  it('a dropped connection reconnects, resumes by lastSeq and delivers a message typed while offline', async () => {
    const { page, w } = await open();
    await w.say(RASH);
    await w.waitForAssistantCount(2);
    const before = await w.transcript();
    // cut every patient transport: the client sees "transport close" and reconnects by itself
    for (const s of t.app.io.of('/consult').sockets.values()) s.conn.close();
    await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/Connection lost/);
    await w.answerUntilRecommendation(RASH_ANSWERS, { stopAfter: 1 }); // typed while offline: kept, sent on resume
    await w.waitForAssistantCount(3);
    const after = await w.transcript();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(new Set(await page.$$eval('[data-testid=log] > li', (els) => els.map((e) => (e as HTMLElement).dataset.id))).size).toBe(after.length);
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('');
  });

  it('follows its consult to another server (consult:moved), and stops when another window took it', async () => {
    const { page, w, errors, caseId } = await askedOnce();
    const consult = t.app.io.of('/consult') as unknown as ConsultNamespace;
    const patientTexts = () => t.app.registry.get(caseId)?.context.transcript.filter((e) => e.role === 'patient').map((e) => e.text) ?? [];

    // "resume now": the server took this socket out of the case's room; only a resume brings it back,
    // so the next answer shows only if the widget resumed
    notifyMoved(consult, caseId, 'server_moved');
    await w.answerUntilRecommendation(RASH_ANSWERS, { stopAfter: 1 });
    await w.waitForAssistantCount(3);

    // "another window has it": the widget stops, says so, and sends nothing until the page is reloaded
    notifyMoved(consult, caseId, 'resumed_elsewhere');
    await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/another window/);
    await w.say('It is worse in the evening');
    await page.waitForTimeout(300);
    expect(patientTexts()).not.toContain('It is worse in the evening');
    await page.reload();
    await expect.poll(() => patientTexts()).toContain('It is worse in the evening'); // kept, and sent once this window resumed
    await w.waitForAssistantCount(4);
    expect(patientTexts().filter((x) => x === 'It is worse in the evening')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('recovers by itself when its server lost the consult, and sends what was typed meanwhile', async () => {
    const { page, w, errors, caseId } = await askedOnce();
    // another owner takes the lease (a node that stalled past LEASE_MS, then died): at its next renewal
    // this server lets the consult go and tells the widget, whose resumes are refused while the lease is held
    const lease = `${t.config.KEY_PREFIX}:case:{${caseId}}:lease`;
    await t.app.redis.set(lease, 'ghost-node', 'PX', 60_000);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 8_000 }).toMatch(/busy/i);
    await w.say('It started on my wrists');
    await t.app.redis.del(lease);
    await w.waitForAssistantCount(3);
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('');
    const patient = t.app.registry.get(caseId)?.context.transcript.filter((e) => e.role === 'patient').map((e) => e.text);
    expect(patient?.filter((x) => x === 'It started on my wrists')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('keeps its consult through a resume that Redis refuses, and resumes it once Redis answers', async () => {
    const { page, w, errors, caseId } = await askedOnce();
    const stored = () => savedCaseId(page);
    const before = await w.transcript();
    // every command on the server's connection fails at once: the reload's resume is answered `internal`
    t.app.redis.disconnect();
    try {
      await page.reload();
      await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/busy|retrying/i);
      expect(await stored()).toBe(caseId); // before: any refusal but `unavailable` made it forget the consult
    } finally {
      await t.app.redis.connect();
    }
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid=log] > li').length >= n, before.length);
    expect(await w.transcript()).toEqual(before);
    expect(await stored()).toBe(caseId);
    expect(errors).toEqual([]);
  });

  it('sends a booking reply again by itself when Redis refused to store it, and shows the booking', async () => {
    const { page, w, errors } = await open();
    await w.say(RASH);
    await w.answerUntilRecommendation(RASH_ANSWERS);
    await w.answerUntilOffer([], 'booking', { name: 'Ana Test' });
    const caseId = await savedCaseId(page);
    const requestId = (await w.confirm.getAttribute('data-request')) ?? '';
    expect(requestId).not.toBe('');
    // the consult's next two snapshot writes are refused (the ack's own second try included): the reply
    // is taken in, not stored, and answered `unavailable`; the widget sends the same reply again, which
    // is acknowledged once a write lands
    const snapshots = t.app.snapshots;
    const save = snapshots.save.bind(snapshots);
    let refused = 0;
    snapshots.save = (id, ...rest) => (id === caseId && refused++ < 2 ? Promise.reject(new Error('refused (test)')) : save(id, ...rest));
    try {
      await w.confirm.locator('button.helios-option').first().click();
      await w.booking.waitFor({ state: 'visible' });
      await expect.poll(() => w.confirm.isHidden()).toBe(true);
    } finally {
      snapshots.save = save;
    }
    expect(refused).toBeGreaterThan(2); // the refused writes, then the ones that landed
    // the resend was acknowledged: the widget keeps the offer as answered (before, the `unavailable`
    // was the last word, and a patient's second try met "no confirmation is pending")
    const replied = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('helios.consult.v1') ?? '{}').replied as string[]);
    await expect.poll(replied, { timeout: 8_000 }).toContain(requestId);
    expect(errors).toEqual([]);
  });

  it('asks the guardian to confirm (kind acknowledge) with the keyboard, then offers slots', async () => {
    const { page, w } = await open({ init: 'window.HeliosWidgetConfig = { patient: { age: 9 } };' });
    await w.say('My son is 9 and has had an itchy rash on his arms for a week');
    await w.answerUntilOffer(RASH_ANSWERS, 'acknowledge');
    expect(await w.confirm.textContent()).toMatch(/parent or guardian/);
    const yes = w.confirm.getByRole('button', { name: /Yes/ });
    await yes.focus();
    await page.keyboard.press('Enter');
    await w.answerUntilOffer([], 'booking', { name: 'Leo Test' });
    expect(await w.confirm.locator('button.helios-option').count()).toBeGreaterThan(0);
  });

  it('an emergency shows a banner that takes focus, with resources as phone links, and stops input', async () => {
    const { page, w, errors } = await open();
    await w.say(CHEST_PAIN);
    await w.emergency.locator('h2').waitFor();
    expect(await w.emergency.textContent()).toMatch(/911/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    const call = w.emergency.getByRole('link', { name: /911/ });
    expect(await call.getAttribute('href')).toBe('tel:911');
    await expect.poll(() => w.composer.isDisabled()).toBe(true);
    expect(await w.confirm.isHidden()).toBe(true);
    expect(await page.locator('[aria-current=step]').textContent()).toMatch(/Emergency/);
    expect(errors).toEqual([]);
    await screenshot(page, 'widget-emergency.png', false);
  });

  it('fits a 360 px phone screen with no horizontal scroll, through to the booking offer', async () => {
    const { page, w } = await open({ width: 360, height: 780, scale: 2 });
    expect((await w.overflow()).wide).toEqual([]);
    await w.say(`${RASH}. Here is a long word to wrap: ${'x'.repeat(80)}`);
    await w.answerUntilOffer(RASH_ANSWERS);
    const o = await w.overflow();
    expect(o.wide).toEqual([]);
    expect(o.scrollWidth).toBeLessThanOrEqual(o.clientWidth);
    // the option buttons are large enough to tap
    const box = await w.confirm.locator('button.helios-option').first().boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // the picture: the appointment offer as a phone shows it
    await w.confirm.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'widget-phone.png', false);
  });
});
