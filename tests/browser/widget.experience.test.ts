// Why this exists: the patient widget as people use it (issue 29), in Debian's Chromium: the newest words stay in
// view (or a "new messages" pill when the patient scrolled up), nothing focused sits under the sticky box, the
// appointment card follows a cancel (and a reload), the interface follows the consult's language, and the
// small things: waiting for the clinician, a character counter, feedback for an empty message, focus after a
// reload, a bubble cut by an emergency. Saves the patient screenshots (desktop and phone, English and Spanish).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ClinicianClient, TEST_SECRET, token } from '../support/clinician-client.ts';
import { WORDS } from '../../client-demo/widget/i18n.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot } from './support/chromium.ts';
import { CHEST_PAIN, RASH, RASH_ANSWERS, RASH_TOPICS, WidgetDriver, openWidget, type WidgetOptions } from './support/widget-driver.ts';

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const ES_RASH = 'Tengo una erupción roja que pica mucho en los antebrazos desde hace dos semanas';
const ES_ANSWERS = ['Empezó hace dos semanas', 'Pica, tres de diez', 'En los dos antebrazos', 'No', 'No tomo medicamentos', 'No tengo alergias'];

const open = (opts: WidgetOptions = {}) => openWidget(browser, t.url, contexts, opts);

/** The newest entry is on screen and above the sticky message box; one taller than that room shows its top
 *  (heading and question) at the top of the screen. */
async function expectNewestInView(w: WidgetDriver): Promise<void> {
  await expect.poll(async () => {
    const p = await w.newestPlacement();
    const fits = p.bottom <= p.composerTop + 1 && p.bottom > 0;
    const tallFromTop = p.bottom - p.top > p.composerTop - 8 && p.top >= -1 && p.top <= 24;
    return fits || tallFromTop ? 'in view' : `out of view: ${JSON.stringify(p)}`;
  }, { timeout: 3_000 }).toBe('in view');
}

describe.skipIf(!HAVE_CHROMIUM)(`patient widget as people use it${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ STREAM_PIECE_DELAY_MS: 2, CLINICIAN_JWT_SECRET: TEST_SECRET }), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await t?.stop();
  });

  it('on a phone the newest message or card stays in view, the booking is focused clear of the box, and a cancel shows on the card and survives a reload', async () => {
    const { page, w, errors } = await open({ width: 360, height: 740 });
    await w.say(RASH);
    await w.answerUntilRecommendation(RASH_ANSWERS, { topics: RASH_TOPICS });
    await expectNewestInView(w);
    await w.answerUntilOffer([], 'booking', { name: 'Ana Test' });
    await expectNewestInView(w); // the offer, not 2,600 px below
    // taller than the phone's room above the box: its heading and question are what the patient sees first
    const heading = await w.confirm.getByRole('heading').boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(0);
    expect(heading!.y).toBeLessThan(100);
    await screenshot(page, 'patient-phone-en.png', false);

    await w.confirm.locator('button.helios-option').first().click();
    await w.booking.waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('booking');
    // the focused confirmation is on screen and not under the sticky message box, also once what follows it arrived
    await page.getByRole('button', { name: 'Start a new consult' }).waitFor();
    await page.waitForTimeout(300);
    const placement = await page.evaluate(() => {
      const b = document.querySelector('[data-testid=booking]')!.getBoundingClientRect();
      const c = document.querySelector('.helios-composer')!.getBoundingClientRect();
      return { bookingBottom: b.bottom, bookingTop: b.top, composerTop: c.top };
    });
    expect(placement.bookingTop).toBeGreaterThanOrEqual(-1);
    expect(placement.bookingBottom).toBeLessThanOrEqual(placement.composerTop + 1);

    // cancel: the card says cancelled, the box is disabled with what to do next
    await page.getByRole('button', { name: 'Start a new consult' }).waitFor();
    await w.say('Please cancel my appointment');
    await page.locator('[data-testid=confirm][data-kind=acknowledge]:not([hidden])').waitFor();
    await w.confirm.locator('button.helios-option').first().click();
    await expect.poll(() => w.booking.getByRole('heading').textContent()).toMatch(/Appointment cancelled/);
    await expect.poll(() => w.composer.isDisabled()).toBe(true);
    expect(await page.getByTestId('ended-text').textContent()).toMatch(/cancelled.*start a new consult/i);
    // the view stays with the newest words, and focus is on the next step (the box is closed)
    await expectNewestInView(w);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('helios-restart');
    expect(await page.locator('body').textContent()).not.toMatch(/You can still ask here to move or cancel/);

    await page.reload();
    await w.booking.waitFor({ state: 'visible' });
    await expect.poll(() => w.booking.getByRole('heading').textContent()).toMatch(/Appointment cancelled/);
    await expect.poll(() => w.composer.isDisabled()).toBe(true);
    expect(await page.getByTestId('ended-text').textContent()).toMatch(/start a new consult/i);
    expect(errors).toEqual([]);
  });

  it('when the patient has scrolled up to read, new words do not pull the page: a "new messages" pill does', async () => {
    const { page, w } = await open({ width: 360, height: 740 });
    await w.say(RASH);
    await w.answerUntilRecommendation(RASH_ANSWERS, { stopAfter: 3 });
    await page.waitForFunction(() => document.querySelector('.helios-typing')?.hasAttribute('hidden'));
    await page.evaluate(() => window.scrollTo(0, 0));
    const count = (await w.assistantTexts()).length;
    await w.composer.fill('No');
    await page.evaluate(() => window.scrollTo(0, 0)); // filling focused the box and scrolled to it
    await page.evaluate(() => (document.querySelector('.helios-composer') as HTMLFormElement).requestSubmit());
    await w.waitForAssistantCount(count + 1);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(50);
    await page.getByTestId('new-messages').waitFor({ state: 'visible' });
    await page.getByTestId('new-messages').click();
    await expectNewestInView(w);
    await expect.poll(() => page.getByTestId('new-messages').isHidden()).toBe(true);
  });

  it('follows the language the patient writes in: Spanish on an English browser, with no English or doubled punctuation left', async () => {
    const { page, w, errors } = await open({ locale: 'en-US' });
    // every announcement, kept (the live region itself keeps only the last few)
    await page.evaluate(() => {
      const said: string[] = ((window as unknown as { said: string[] }).said = []);
      new MutationObserver((ms) => ms.forEach((m) => m.addedNodes.forEach((n) => said.push(n.textContent ?? ''))))
        .observe(document.querySelector('[data-testid=announcer]')!, { childList: true });
    });
    await w.say(ES_RASH);
    await expect.poll(() => page.locator('.helios-label').textContent()).toBe(WORDS.es.yourMessage);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await w.answerUntilRecommendation(ES_ANSWERS, { topics: RASH_TOPICS });
    const rec = w.recommendation;
    expect(await rec.getByRole('heading').first().textContent()).toBe('Nuestra recomendación');
    // the recommendation's sentence is on the page once (the message after the card), and the card agrees on timing
    const isAdvice = (x: string) => x.startsWith('Según lo que me ha contado');
    await expect.poll(async () => (await w.assistantTexts()).some(isAdvice)).toBe(true);
    const sentence = (await w.assistantTexts()).find(isAdvice)!;
    expect(await page.evaluate((start) => Array.from(document.querySelectorAll('#helios *')).filter((el) =>
      Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').includes(start))).length, sentence.slice(0, 40))).toBe(1);
    const when = (await rec.getByTestId('rec-when').textContent()) ?? '';
    if (/una o dos semanas/.test(sentence)) expect(when).toBe(WORDS.es.weeks);
    else if (/próximos días/.test(sentence)) expect(when).toBe(WORDS.es.days);
    else if (/menos de 24 horas/.test(sentence)) expect(when).toBe(WORDS.es.when.urgent);
    else expect(when).toBe(WORDS.es.when.self_care);
    const announced = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(announced.filter((a) => a.startsWith('Recomendación:')).length).toBe(1);
    expect(announced.filter((a) => a.includes(sentence.slice(0, 40)) && !a.startsWith('Recomendación:')).length).toBe(0);
    const who = (await rec.getByTestId('rec-specialist').textContent()) ?? '';
    expect(who).not.toMatch(/[a-z]+_[a-z]+|dermatology|cardiology|specialist/i);
    await w.answerUntilOffer([], 'booking', { name: 'Ana Prueba' });
    expect(await w.confirm.getByRole('heading').textContent()).toBe('Elija una cita');
    expect(await w.confirm.locator('.helios-option-local').first().textContent()).toMatch(/^Su hora: /);
    expect(await w.confirm.getByRole('button', { name: 'No reservar, gracias' }).count()).toBe(1);
    expect(await page.locator('.helios-stages').textContent()).toContain('Preguntas');
    await w.confirm.locator('button.helios-option').first().click();
    await w.booking.waitFor({ state: 'visible' });
    expect(await w.booking.getByRole('heading').textContent()).toContain('Cita reservada');
    // the widget's own words (the chat bubbles are the server's text)
    const body = await page.evaluate(() => {
      const copy = document.querySelector('#helios')!.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-testid=log] > li[data-author], [hidden]').forEach((li) => li.remove());
      return copy.innerText || copy.textContent || '';
    });
    expect(body).not.toMatch(/\.\.(?!\.)|Helios is typing|Our recommendation|Choose an appointment|Your time|Don.t book|Appointment booked|Specialty/);
    expect(body).not.toMatch(/especialista en [a-z]+|dermatology/);
    expect(errors).toEqual([]);
  });

  it('greets in the browser language (Spanish) and switches to English when the patient writes English', async () => {
    const { page, w } = await open({ locale: 'es-ES' });
    expect((await w.assistantTexts())[0]).toMatch(/^Hola, soy Helios/);
    expect(await page.locator('.helios-label').textContent()).toBe(WORDS.es.yourMessage);
    await w.say(RASH);
    await expect.poll(() => page.locator('.helios-label').textContent()).toBe(WORDS.en.yourMessage);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await w.waitForAssistantCount(2);
    expect((await w.assistantTexts())[1]).toMatch(/^[\x00-\x7f]+$/); // the reply is English
  });

  it.each(['en', 'es', 'fr', 'pt', 'zh', 'ar', 'hi'] as const)('shows its interface in %s when the consult is in that language', async (l) => {
    const { page } = await open({ locale: l === 'en' ? 'en-GB' : l });
    const w = WORDS[l];
    expect(await page.locator('.helios-label').textContent()).toBe(w.yourMessage);
    expect(await page.locator('.helios-send').textContent()).toBe(w.send);
    expect(await page.locator('.helios-stages li').first().textContent()).toBe(w.steps[0]);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(l === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(w.yourMessage).fill('hello');
    await page.getByLabel(w.yourMessage).press('Enter');
    await expect.poll(() => page.locator('.helios-typing-text').textContent(), { timeout: 2_000 }).toBe(w.typing);
  });

  it('the emergency title is in the consult language', async () => {
    const { page, w } = await open({ locale: 'es-ES' });
    await w.say('Tengo un dolor aplastante en el pecho que se extiende al brazo izquierdo y estoy sudando');
    await w.emergency.locator('h2').waitFor();
    expect(await w.emergency.locator('h2').textContent()).toContain(WORDS.es.emergencyMedical);
    expect(await page.getByTestId('ended-text').textContent()).toBe(WORDS.es.endedEmergency);
    // the red-flag screen stopped it at the first words: no specialist review, no recommendation, no cut-off advice
    expect(await w.recommendation.isHidden()).toBe(true);
    expect((await w.transcript()).filter((x) => x.startsWith('assistant:'))).toHaveLength(1); // the greeting
  });

  it('counts characters before sending, refuses an over-long or blank message with a reason, and returns focus to the box after a reload', async () => {
    const { page, w } = await open();
    await w.composer.fill('x'.repeat(3200));
    expect(await page.getByTestId('counter').textContent()).toMatch(/3200 \/ 4000/);
    await w.composer.fill('x'.repeat(4100));
    await w.composer.press('Enter');
    expect(await page.getByTestId('counter').textContent()).toMatch(/4100 \/ 4000/);
    await expect.poll(() => page.getByTestId('status').textContent()).toMatch(/4000 characters/);
    expect(await w.patientCount()).toBe(0);

    await w.composer.fill('   \n  ');
    await w.composer.press('Enter');
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('Please type a message first.');
    expect(await w.patientCount()).toBe(0);

    await w.say(RASH);
    await w.waitForAssistantCount(2);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.reload();
    await w.waitForAssistantCount(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 3_000 }).toBe('helios-text');
  });

  it('after a takeover the patient waits for the clinician (not "Helios is typing"); after the release the status is current', async () => {
    const { page, w } = await open();
    await w.say(RASH);
    await w.waitForAssistantCount(2);
    const caseId = await page.evaluate(() => JSON.parse(sessionStorage.getItem('helios.consult.v1') ?? '{}').caseId as string);
    const doc = new ClinicianClient(t.url, { token: await token('dr-lee', ['*'], '1h') });
    try {
      await doc.subscribe();
      expect((await doc.request('case:takeover', { caseId })).ok).toBe(true);
      await expect.poll(() => page.locator('.helios-typing-text').textContent()).toBe('Waiting for the clinician');
      expect(await page.locator('.helios-typing').isVisible()).toBe(true);
      expect(await page.getByTestId('status').textContent()).toBe('A clinician has joined the conversation.');
      await w.say('Thank you');
      await page.waitForTimeout(200);
      expect(await page.locator('.helios-typing-text').textContent()).toBe('Waiting for the clinician');
      expect((await doc.request('case:release', { caseId, note: 'seen' })).ok).toBe(true);
      await expect.poll(() => page.getByTestId('status').textContent()).not.toBe('A clinician has joined the conversation.');
      await expect.poll(() => page.locator('.helios-typing-text').textContent()).not.toBe('Waiting for the clinician');
    } finally {
      doc.close();
    }
  });

  it('a reply cut short by an emergency says it was interrupted', async () => {
    const slow = await startTestApp({ STREAM_PIECE_DELAY_MS: 60 });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(slow.url);
      const w = new WidgetDriver(page);
      await page.waitForFunction(() => document.querySelector('[data-testid=log] > li[data-author=assistant]'));
      await w.say(RASH);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=log] > li[data-author=assistant]').length >= 2
        && document.querySelector('[data-testid=log] > li[data-state=streaming]'));
      await w.say(CHEST_PAIN);
      await w.emergency.locator('h2').waitFor();
      await expect.poll(() => page.locator('[data-testid=log] > li[data-author=assistant]').nth(1).textContent()).toMatch(/\(interrupted\)/);
    } finally {
      await slow.stop();
    }
  });

  it('a message typed while Helios is still writing is not taken as the booking name', async () => {
    const slow = await startTestApp({ STREAM_PIECE_DELAY_MS: 10 });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(slow.url);
      const w = new WidgetDriver(page);
      await w.waitForAssistantCount(1);
      // the moment the recommendation card shows (the name question is still to come), the patient adds a detail
      await page.evaluate(() => {
        const card = document.querySelector('[data-testid=recommendation]')!;
        new MutationObserver((_, obs) => {
          if ((card as HTMLElement).hidden) return;
          obs.disconnect();
          const box = document.querySelector('#helios-text') as HTMLTextAreaElement;
          box.value = 'Sorry, one more: it is my left knee.';
          (document.querySelector('.helios-composer') as HTMLFormElement).requestSubmit();
        }).observe(card, { attributes: true, attributeFilter: ['hidden'] });
      });
      await w.say(RASH);
      await w.answerUntilRecommendation(RASH_ANSWERS);
      await page.waitForFunction(() => Array.from(document.querySelectorAll('[data-testid=log] > li[data-author=patient]'))
        .some((li) => /left knee/.test(li.textContent ?? '')));
      // the name question comes after that message, and the answer to it is the name
      await page.waitForFunction(() => /what name/i.test(Array.from(document.querySelectorAll('[data-testid=log] > li[data-author=assistant][data-state=done]')).pop()?.textContent ?? ''));
      expect(await page.locator('[data-testid=confirm]:not([hidden])').count()).toBe(0);
      await w.say('Ana Test');
      await page.locator('[data-testid=confirm][data-kind=booking]:not([hidden])').waitFor();
      await w.confirm.locator('button.helios-option').first().click();
      await w.booking.waitFor({ state: 'visible' });
      const ref = ((await w.booking.locator('.helios-ref').textContent()) ?? '').trim();
      expect((await slow.app.directory.getAppointment(ref))?.patientName).toBe('Ana Test');
    } finally {
      await slow.stop();
    }
  });

  it('screenshots: English on a desktop, Spanish (a Spanish browser) on a desktop and on a phone', async () => {
    const { page, w } = await open();
    await w.say(RASH);
    await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: 'Ana Test', topics: RASH_TOPICS });
    await screenshot(page, 'patient-desktop-en.png');
    const es = await open({ width: 360, height: 740, locale: 'es-ES' });
    await es.w.say(ES_RASH);
    await es.w.answerUntilOffer(ES_ANSWERS, 'booking', { name: 'Ana Prueba', topics: RASH_TOPICS });
    await screenshot(es.page, 'patient-phone-es.png', false);
    const esDesk = await open({ locale: 'es-ES' });
    await esDesk.w.say(ES_RASH);
    await esDesk.w.answerUntilOffer(ES_ANSWERS, 'booking', { name: 'Ana Prueba', topics: RASH_TOPICS });
    expect((await esDesk.w.assistantTexts())[0]).toMatch(/^Hola/); // greeted in Spanish
    await screenshot(esDesk.page, 'patient-desktop-es.png');
  });
});
