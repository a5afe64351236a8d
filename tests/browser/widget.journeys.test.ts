// Why this exists: rough edges found by using the patient widget as patients do (Debian's Chromium, the real app
// and Redis): a network that drops (the browser knows at once; the page must say so in the consult's language,
// stop "Helios is typing", and deliver what was typed as soon as the network is back), and a phone whose
// on-screen keyboard shortens the window (the question being answered stays in view).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { WORDS } from '../../client-demo/widget/i18n.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot, watchErrors } from './support/chromium.ts';
import { CHEST_PAIN, RASH, RASH_ANSWERS, RASH_TOPICS, WidgetDriver, openWidget, type WidgetOptions } from './support/widget-driver.ts';

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

const ES_RASH = 'Tengo una erupción roja que me pica mucho en los antebrazos desde hace dos semanas';

const open = (opts: WidgetOptions = {}) => openWidget(browser, t.url, contexts, opts);

/** Where the newest log entry and the message box are, in viewport coordinates. */
function placement(page: Page): Promise<{ newestTop: number; newestBottom: number; composerTop: number; text: string }> {
  return page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('[data-testid=log] > li')).filter((li) => (li as HTMLElement).offsetParent !== null);
    const last = items[items.length - 1] as HTMLElement;
    const r = last.getBoundingClientRect();
    return { newestTop: r.top, newestBottom: r.bottom, composerTop: document.querySelector('.helios-composer')!.getBoundingClientRect().top, text: (last.textContent ?? '').slice(0, 60) };
  });
}

describe.skipIf(!HAVE_CHROMIUM)(`patient journeys${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ STREAM_PIECE_DELAY_MS: 2 }), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await t?.stop();
  });

  it('a dropped network is said at once in the consult language, ends "typing", and what was typed goes out when it is back', async () => {
    const { context, page, w } = await open({ locale: 'es-ES', width: 360, height: 740 });
    await w.say(ES_RASH);
    await w.waitForAssistantCount(2);
    await page.waitForFunction(() => document.querySelector('.helios-typing')?.hasAttribute('hidden'));

    await context.setOffline(true);
    // the browser knows at once; Socket.IO alone would notice only at its ping timeout, up to 45 s later
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 3_000 }).toBe(
      'Está sin conexión. Lo que escriba se guarda y se enviará cuando vuelva la conexión.');
    await w.say('En los dos antebrazos');
    expect(await w.patientCount()).toBe(2); // shown and kept, and marked as waiting for the connection
    expect(await page.locator('[data-testid=log] > li[data-author=patient]').last().locator('.helios-pending').textContent())
      .toBe('⏳ Esperando la conexión');
    // nothing can arrive while offline: no "Helios está escribiendo" with no end
    await page.waitForTimeout(500);
    expect(await page.locator('.helios-typing').isHidden()).toBe(true);
    await screenshot(page, 'widget-offline-es.png', false);

    await context.setOffline(false);
    // attached again at once on a fresh connection: the message typed offline is answered (not after 45 s)
    await w.waitForAssistantCount(3, 8_000);
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('');
    expect(await page.locator('.helios-pending').count()).toBe(0); // it reached the server
    const patientTexts = (await w.transcript()).filter((x) => x.startsWith('patient:'));
    expect(patientTexts).toEqual([`patient: ${ES_RASH}`, 'patient: En los dos antebrazos']);
    const ids = await page.$$eval('[data-testid=log] > li[data-author]', (els) => els.map((e) => (e as HTMLElement).dataset.id));
    expect(new Set(ids).size).toBe(ids.length); // nothing doubled
  });

  it('an appointment chosen while the network is gone waits for it, then books that choice (no false "could not send")', async () => {
    const { context, page, w, errors } = await open();
    await w.say(RASH);
    await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: 'Ana Test', topics: RASH_TOPICS });
    const second = w.confirm.locator('button.helios-option').nth(1);
    const chosen = (await second.locator('.helios-option-label').textContent()) ?? '';
    await context.setOffline(true);
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 3_000 }).toMatch(/You are offline/);
    await second.click();
    // longer than an answer's 10 s wait: emitted into the dead connection it used to fail as "no answer"
    // (buttons back, "please try again") and was then delivered anyway by the reconnect
    await page.waitForTimeout(11_000);
    expect(await w.confirm.locator('.helios-confirm-status').textContent()).not.toMatch(/Could not send/);
    expect(await second.isDisabled()).toBe(true);
    await context.setOffline(false);
    await w.booking.waitFor({ state: 'visible' });
    expect(chosen).toContain((await w.booking.getByTestId('booking-provider').textContent()) ?? '—');
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  }, 40_000);

  it('every connection notice is in the consult language', async () => {
    const { page, w } = await open({ locale: 'fr-FR' });
    expect(await page.locator('.helios-label').textContent()).toBe(WORDS.fr.yourMessage);
    // the server cuts the connection: the client reconnects by itself
    for (const s of t.app.io.of('/consult').sockets.values()) s.conn.close();
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 3_000 }).toBe('Connexion perdue. Reconnexion…');
    await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 8_000 }).toBe('');
    await w.say("J'ai une éruption rouge qui me démange sur les avant-bras depuis deux semaines");
    await w.waitForAssistantCount(2);
  });

  it('an offer to move a booked appointment says so, and its decline keeps the appointment', async () => {
    const { page, w, errors } = await open();
    await w.say(RASH);
    await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: 'Ana Test', topics: RASH_TOPICS });
    expect(await w.confirm.getByRole('heading').textContent()).toBe('Choose an appointment');
    await w.confirm.locator('button.helios-option').first().click();
    await w.booking.waitFor({ state: 'visible' });
    const when = await w.booking.getByTestId('booking-when').textContent();
    // every step was gone through: none is shown as skipped
    await expect.poll(() => page.locator('.helios-stages li.done').count()).toBe(8);
    expect(await page.locator('.helios-stages li.skipped').count()).toBe(0);
    await page.getByRole('button', { name: 'Start a new consult' }).waitFor();

    await w.say('Can I move my appointment to later?');
    await page.locator('[data-testid=confirm][data-kind=booking]:not([hidden])').waitFor();
    // the prompt says "or keep the one you have": the buttons agree (not "Don't book, thanks")
    expect(await w.confirm.getByRole('heading').textContent()).toBe('Choose a new time');
    const keep = w.confirm.getByRole('button', { name: 'Keep my current appointment' });
    expect(await keep.count()).toBe(1);
    expect(await w.confirm.getByRole('button', { name: /Don.t book/ }).count()).toBe(0);
    await screenshot(page, 'widget-move-offer.png');
    await keep.click();
    await expect.poll(() => w.confirm.isHidden()).toBe(true);
    await expect.poll(() => page.getByTestId('announcer').textContent()).toContain('Your appointment stays as it is.');
    expect(await w.booking.getByRole('heading').textContent()).toContain('Appointment booked');
    expect(await w.booking.getByTestId('booking-when').textContent()).toBe(when);
    // after a reload the replayed offer (already answered) is gone and the card still says booked
    await page.reload();
    await w.booking.waitFor({ state: 'visible' });
    expect(await w.booking.getByRole('heading').textContent()).toContain('Appointment booked');
    expect(errors).toEqual([]);
  });

  it('the patient can end the consult with a button (asked once), in the consult language; skipped steps are not ticked', async () => {
    const { page, w, errors } = await open({ locale: 'es-ES', width: 360, height: 740 });
    await w.say(ES_RASH);
    await w.waitForAssistantCount(2);
    const end = page.getByTestId('end-consult');
    // asked once; "No" (which has focus, so an extra Enter is harmless) changes nothing
    await end.getByRole('button', { name: 'Terminar la consulta' }).click();
    expect(await end.getByRole('group').textContent()).toContain('¿Terminar esta consulta ahora?');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('No, continuar');
    await screenshot(page, 'widget-end-ask-es.png', false);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Terminar la consulta');
    expect(await w.composer.isEnabled()).toBe(true);

    await end.getByRole('button', { name: 'Terminar la consulta' }).click();
    await end.getByRole('button', { name: 'Sí, terminarla' }).click();
    await expect.poll(() => page.locator('.helios-stages').getAttribute('data-stage')).toBe('closed');
    await expect.poll(() => w.composer.isDisabled()).toBe(true);
    expect(await end.isHidden()).toBe(true);
    expect(await page.getByTestId('ended-text').textContent()).toBe(WORDS.es.endedByPatient);
    // the consult says it too, in the consult's language (a voice front-end hears it)
    await expect.poll(async () => (await w.assistantTexts()).at(-1)).toBe('La consulta ha terminado. Cuídese y busque ayuda enseguida si sus síntomas empeoran.');
    // focus goes to what the patient can do next
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('helios-restart');
    // the consult never reached a recommendation or a booking: those steps are not ticked as done
    const steps = await page.$$eval('.helios-stages li', (els) => els.map((e) => `${e.className}:${e.textContent}`));
    expect(steps).toEqual([
      'done:Inicio (hecho)', 'done:Preguntas (hecho)', 'skipped:Revisión de especialistas (omitido)', 'skipped:Recomendación (omitido)',
      'skipped:Control de seguridad (omitido)', 'skipped:Cita (omitido)', 'done:Notas para el profesional (hecho)', 'done:Hecho (hecho)',
    ]);
    // the same after a reload
    await page.reload();
    await expect.poll(() => page.locator('.helios-stages').getAttribute('data-stage')).toBe('closed');
    await expect.poll(() => page.locator('.helios-stages li.skipped').count()).toBe(4);
    expect(await end.isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an offer written in the patient\'s own time zone does not repeat each time as "Your time"', async () => {
    const { page, w } = await open({ timezoneId: 'America/Chicago' });
    await w.say(RASH);
    await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: 'Ana Test', topics: RASH_TOPICS });
    const options = w.confirm.locator('button.helios-option');
    expect(await options.count()).toBeGreaterThan(1);
    // the server wrote each slot in the browser's zone (Chicago), then the clinic's: nothing to add
    for (const label of await options.locator('.helios-option-label').allTextContents()) expect(label).toMatch(/C[SD]T/);
    expect(await w.confirm.locator('.helios-option-local').count()).toBe(0);
    await screenshot(page, 'widget-offer-local-zone.png', false);
  });

  it('on a phone, an emergency banner leaves the conversation and "Start a new consult" reachable', async () => {
    const { page, w, errors } = await open({ width: 360, height: 740 });
    await w.say(CHEST_PAIN);
    await w.emergency.locator('a.helios-call').waitFor();
    // first on screen: the banner and its call button
    const call = await w.emergency.locator('a.helios-call').first().boundingBox();
    expect(call!.y).toBeGreaterThanOrEqual(0);
    expect(call!.y + call!.height).toBeLessThanOrEqual(740);
    await screenshot(page, 'widget-phone-emergency.png', false);
    // what the patient can still do, below it, is not under the banner (nor under the message box)
    const again = page.getByRole('button', { name: 'Start a new consult' });
    await again.scrollIntoViewIfNeeded();
    const hit = async (selector: string) => page.evaluate((sel) => {
      const el = document.querySelector(sel)!;
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return top !== null && el.contains(top);
    }, selector);
    expect(await hit('.helios-restart')).toBe(true);
    // and so is the patient's own message
    await page.locator('[data-testid=log] > li[data-author=patient]').scrollIntoViewIfNeeded();
    expect(await hit('[data-testid=log] > li[data-author=patient]')).toBe(true);
    await again.click();
    await expect.poll(() => w.emergency.locator('a.helios-call').count()).toBe(0);
    await expect.poll(() => w.composer.isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a refused message says why in the patient\'s words and language, never the server\'s developer text', async () => {
    // a server that takes 3 messages a minute from one connection (the real limit is 60)
    const strict = await startTestApp({ STREAM_PIECE_DELAY_MS: 2, RATE_MESSAGES_PER_MIN: 3 });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES', reducedMotion: 'reduce' });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(strict.url);
      const w = new WidgetDriver(page);
      await w.waitForAssistantCount(1);
      for (const text of [ES_RASH, 'me pica', 'mucho', 'en los brazos']) await w.say(text);
      const failed = page.locator('[data-testid=log] > li[data-failed=true] .helios-failed');
      await failed.waitFor();
      expect(await failed.count()).toBe(1);
      expect((await failed.textContent())?.trim()).toBe('No enviado: demasiados mensajes seguidos; espere un momento');
    } finally {
      await strict.stop();
    }
  });

  it.each([
    ['en-GB', CHEST_PAIN, '999'],
    ['es-MX', 'Tengo un dolor aplastante en el pecho que se extiende al brazo izquierdo y estoy sudando', '911'],
    ['pt-PT', 'Tenho uma dor no peito esmagadora que se espalha para o braço esquerdo e estou a suar', '112'],
  ])('a %s browser writing its own language gets its own country\'s emergency number', async (locale, text, number) => {
    const { w } = await open({ locale });
    await w.say(text);
    await w.emergency.locator('a.helios-call').first().waitFor();
    // the first message confirmed the language: the browser's region (and its numbers) stays
    expect(await w.emergency.locator('a.helios-call').first().getAttribute('href')).toBe(`tel:${number}`);
  });

  it('a start refused for too many consults from one network says so in the patient\'s language', async () => {
    const strict = await startTestApp({ STREAM_PIECE_DELAY_MS: 2, RATE_STARTS_PER_HOUR: 1 });
    try {
      const page = async () => {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES', reducedMotion: 'reduce' });
        contexts.push(context);
        const p = await context.newPage();
        await p.goto(strict.url);
        return p;
      };
      await new WidgetDriver(await page()).waitForAssistantCount(1); // the one start this address may make
      const second = await page();
      await expect.poll(() => second.getByTestId('status').textContent(), { timeout: 5_000 }).toBe(
        'Se han iniciado demasiadas consultas desde esta red. Helios lo intentará de nuevo en un minuto; en una emergencia, llame a su número de emergencias local.');
    } finally {
      await strict.stop();
    }
  });

  it('a page opened while Redis is away starts its consult by itself once Redis is back', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    t.app.redis.disconnect();
    try {
      await page.goto(t.url);
      await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 5_000 }).toBe('Helios is busy. Retrying…');
    } finally {
      await t.app.redis.connect();
    }
    // before: "Could not start a consult: …" for good, the box disabled on "Connecting…"
    const w = new WidgetDriver(page);
    await w.waitForAssistantCount(1, 15_000);
    await expect.poll(() => w.composer.isEnabled()).toBe(true);
    expect(await page.getByTestId('status').textContent()).toBe('');
    expect(errors).toEqual([]);
  });

  it('on an Arabic page, English words from the server read left to right (no "?now. What brings you here today")', async () => {
    const { page, w } = await open({ locale: 'ar', width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // the consult's own texts are in en, es, fr and pt: an Arabic page gets the greeting in English
    expect((await w.assistantTexts())[0]).toMatch(/^Hello, I'm Helios/);
    const direction = (sel: string) => page.$eval(sel, (el) => getComputedStyle(el).direction);
    expect(await direction('[data-testid=log] > li[data-author=assistant] .helios-body')).toBe('ltr');
    await w.say('لدي طفح جلدي أحمر يسبب الحكة على ساعدي منذ أسبوعين');
    await page.locator('[data-testid=log] > li[data-author=patient] .helios-body').waitFor();
    expect(await direction('[data-testid=log] > li[data-author=patient] .helios-body')).toBe('rtl'); // Arabic stays right to left
    await screenshot(page, 'widget-phone-ar.png', false);
  });

  it('on a phone, the on-screen keyboard (a shorter window) keeps the question being answered in view', async () => {
    const { page, w } = await open({ width: 360, height: 740 });
    await w.say(RASH);
    await w.waitForAssistantCount(2);
    // a health question mid-interview: a long answer, then the interview's question again
    await w.say('what are the symptoms of diabetes?');
    await w.waitForAssistantCount(4);
    await page.waitForFunction(() => document.querySelector('.helios-typing')?.hasAttribute('hidden'));
    await page.waitForTimeout(200);
    const question = (await w.assistantTexts()).at(-1)!;
    expect(question).toMatch(/\?$/);

    // the patient taps the box; the keyboard takes 340 px of the screen
    await w.composer.focus();
    await page.setViewportSize({ width: 360, height: 400 });
    await expect.poll(async () => {
      const p = await placement(page);
      return p.newestBottom <= p.composerTop + 1 && p.newestTop >= 0 ? p.text : `out of view: ${JSON.stringify(p)}`;
    }, { timeout: 3_000 }).toContain(question.slice(0, 30));
    expect(await page.getByTestId('new-messages').isHidden()).toBe(true);
    await screenshot(page, 'widget-phone-keyboard.png', false);

    // the answer and the next question stay in view too
    const count = (await w.assistantTexts()).length;
    await w.say('No');
    await w.waitForAssistantCount(count + 1).catch(async (err) => {
      throw new Error(`${err}\n${(await w.transcript()).join('\n')}`);
    });
    await expect.poll(async () => {
      const p = await placement(page);
      return p.newestBottom <= p.composerTop + 1 && p.newestBottom > 0 ? 'in view' : `out of view: ${JSON.stringify(p)}`;
    }, { timeout: 3_000 }).toBe('in view');
  });
});
