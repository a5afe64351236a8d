// Why this exists: what a patient's own words do in the widget (Debian's Chromium, the real app and Redis): a
// patient who writes Spanish on an English (US) browser is still in the US, so the crisis banner gives 911 and 988
// (not Spain's 112) and the appointment's date is written as Spanish is in the US; a patient who says they want to
// stop is asked once whether to end the consult, instead of having it taken for an answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { WORDS } from '../../client-demo/widget/i18n.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot } from './support/chromium.ts';
import { RASH_TOPICS, openWidget, type WidgetOptions } from './support/widget-driver.ts';

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];
const open = (opts: WidgetOptions = {}) => openWidget(browser, t.url, contexts, opts);

const ES_RASH = 'Tengo una erupción roja que me pica mucho en los antebrazos desde hace dos semanas';
const ES_ANSWERS = ['Empezó hace dos semanas', 'Pica, tres de diez', 'En los dos antebrazos', 'No', 'No tomo medicamentos', 'No tengo alergias'];

/** Keep every log entry the page ever marked as cut short (the mark may be taken off again later). */
async function watchInterrupted(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { cut: string[] }).cut = []);
    new MutationObserver((ms) => ms.forEach((m) => {
      const li = m.target as HTMLElement;
      if (m.attributeName === 'data-interrupted' && li.dataset.interrupted === 'true') seen.push(li.textContent ?? '');
    })).observe(document.querySelector('[data-testid=log]')!, { subtree: true, attributes: true, attributeFilter: ['data-interrupted'] });
  });
}
const interrupted = (page: Page) => page.evaluate(() => (window as unknown as { cut: string[] }).cut);

describe.skipIf(!HAVE_CHROMIUM)(`the widget and the patient's own words${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ STREAM_PIECE_DELAY_MS: 2 }), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    await browser?.close();
    await t?.stop();
  });

  it('Spanish on a US English browser: the crisis banner is in Spanish with the US numbers (911, 988), not Spain\'s 112', async () => {
    const { page, w, errors } = await open({ locale: 'en-US', width: 360, height: 740 });
    await w.say('Ya no aguanto más, quiero quitarme la vida y no sé qué hacer');
    await w.emergency.locator('h2').waitFor();
    expect(await w.emergency.locator('h2').textContent()).toContain(WORDS.es.emergencyMental);
    const calls = await w.emergency.locator('a.helios-call').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(calls.slice(0, 2)).toEqual(['tel:911', 'tel:988']);
    expect(await w.emergency.textContent()).not.toMatch(/\b112\b|\b024\b/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await screenshot(page, 'widget-crisis-es-us.png', false);
    expect(errors).toEqual([]);
  });

  it('Spanish on a US English browser: the appointment\'s date is written as in the US (a. m./p. m., EST), in Spanish', async () => {
    const { page, w, errors } = await open({ locale: 'en-US', timezoneId: 'America/New_York' });
    await watchInterrupted(page);
    await w.say(ES_RASH);
    await w.answerUntilRecommendation(ES_ANSWERS, { topics: RASH_TOPICS });
    await w.answerUntilOffer([], 'booking', { name: 'Ana Prueba' });
    expect(await w.confirm.getByRole('heading').textContent()).toBe(WORDS.es.chooseAppointment);
    await w.confirm.locator('button.helios-option').first().click();
    await w.booking.waitFor({ state: 'visible' });
    const when = (await w.booking.getByTestId('booking-when').textContent()) ?? '';
    // Spanish words, the US clock and zone: "lunes, 30 de noviembre, 9:00 a. m. EST" (Spain's would be "9:00 GMT-5")
    expect(when).toMatch(/^(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /);
    expect(when).toMatch(/[ap]\.\s?m\./);
    expect(when).toMatch(/\bE[SD]T\b/);
    await screenshot(page, 'widget-booked-es-us.png', false);
    // the booking's last words streamed while the consult closed: never shown as cut short ("(interrumpido)")
    await w.waitForAssistantCount((await w.assistantTexts()).length);
    await expect.poll(async () => (await w.assistantTexts()).at(-1)).toMatch(/^Su cita está reservada/);
    expect(await interrupted(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('"quiero parar" during the interview is asked about once (No goes on with the same question; a typed "sí" ends it as the patient\'s)', async () => {
    const { page, w, errors } = await open({ locale: 'es-ES', width: 360, height: 740 });
    await w.say(ES_RASH);
    await w.waitForAssistantCount(2);
    const question = (await w.assistantTexts()).at(-1)!;
    expect(question.trim().endsWith('?')).toBe(true);
    await w.say('Quiero parar');
    await w.confirm.waitFor({ state: 'visible' });
    expect(await w.confirm.locator('.helios-prompt').textContent()).toBe('¿Quiere terminar esta consulta?');
    expect(await w.confirm.getByRole('button').evaluateAll((bs) => bs.map((b) => b.textContent))).toEqual(['Sí, terminarla', 'No, continuar']);
    // a question, not an offer: no "Esta oferta está abierta hasta…"
    expect(await w.confirm.locator('.helios-fineprint').count()).toBe(0);
    await screenshot(page, 'widget-stop-ask-es.png', false);
    await w.confirm.getByRole('button', { name: 'No, continuar' }).click();
    await expect.poll(() => w.confirm.isHidden()).toBe(true);
    await expect.poll(async () => (await w.assistantTexts()).at(-1)).toBe(`De acuerdo, sigamos. ${question}`);
    expect(await w.composer.isEnabled()).toBe(true);
    expect(await page.getByTestId('status').textContent()).not.toMatch(/reserv/i); // no "no appointment was booked"

    await w.say('quiero parar ya');
    await w.confirm.waitFor({ state: 'visible' });
    await w.say('sí');
    // the typed answer answered it: the buttons go at once
    expect(await w.confirm.isHidden()).toBe(true);
    await expect.poll(() => page.locator('.helios-stages').getAttribute('data-stage')).toBe('closed');
    expect(await page.getByTestId('ended-text').textContent()).toBe(WORDS.es.endedByPatient);
    await screenshot(page, 'widget-stop-ended-es.png', false);
    expect(errors).toEqual([]);
  });

  it('on a phone, the message box\'s hint after a booking is read whole ("¿Necesita cambiar o cancelar la cita? Pídalo aquí.")', async () => {
    const { page, w, errors } = await open({ locale: 'es-US', width: 360, height: 740 });
    await w.say(ES_RASH);
    await w.answerUntilRecommendation(ES_ANSWERS, { topics: RASH_TOPICS });
    await w.answerUntilOffer([], 'booking', { name: 'Lucía Gómez' });
    await w.confirm.locator('button.helios-option').first().click();
    await w.booking.waitFor({ state: 'visible' });
    await expect.poll(() => w.composer.getAttribute('placeholder')).toBe(WORDS.es.bookedPlaceholder);
    // the hint as text, measured in the box as it is drawn: no line of it hidden below the box's edge
    const fit = await w.composer.evaluate((box: HTMLTextAreaElement) => {
      box.value = box.placeholder;
      const r = { need: box.scrollHeight, have: box.clientHeight };
      box.value = '';
      return r;
    });
    expect(fit.need).toBeLessThanOrEqual(fit.have + 1);
    await screenshot(page, 'widget-booked-hint-es.png', false);
    expect(errors).toEqual([]);
  });

  it('a frightened patient on a phone in Spanish: "¿Es grave? Tengo mucho miedo" is heard and the question asked again, and a reload keeps it all', async () => {
    const { page, w, errors } = await open({ locale: 'es-US', width: 360, height: 740 });
    await w.say('Tengo mucho miedo, el corazón me late muy rápido desde anoche y no puedo dormir');
    await w.waitForAssistantCount(2);
    const question = (await w.assistantTexts()).at(-1)!;
    await w.say('¿Es grave? Tengo mucho miedo');
    await w.waitForAssistantCount(3);
    const heard = (await w.assistantTexts()).at(-1)!;
    expect(heard).toMatch(/^Entiendo que esto le asuste\. No puedo decirle si es grave/);
    expect(heard.endsWith(question)).toBe(true);
    expect(await page.locator('.helios-stages').getAttribute('data-stage')).toBe('history');
    await screenshot(page, 'widget-worried-es.png', false);

    // a reload mid-interview: the same conversation, in order, and the box ready for the answer
    const before = await w.transcript();
    await page.reload();
    await w.waitForAssistantCount(3);
    await expect.poll(() => w.transcript()).toEqual(before);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('helios-text');
    await w.say('34');
    await w.waitForAssistantCount(4);
    expect((await w.assistantTexts()).at(-1)).not.toBe(question);
    expect(errors).toEqual([]);
  });

  it('a booking by request on a phone in Spanish: the recommendation it showed is not struck out as a skipped step', async () => {
    const { page, w, errors } = await open({ locale: 'es-US', width: 360, height: 740 });
    await w.say('Quiero una cita con un dermatólogo el martes por la tarde');
    await w.answerUntilOffer(['Tengo un lunar que ha cambiado de color', 'En la espalda', 'No'], 'booking', { name: 'Lucía Gómez', topics: RASH_TOPICS });
    expect(await w.recommendation.isVisible()).toBe(true);
    await w.confirm.locator('button.helios-option').first().click();
    await w.booking.waitFor({ state: 'visible' });
    await expect.poll(() => page.locator('.helios-stages').getAttribute('data-stage')).toBe('closed');
    const steps = await page.$$eval('.helios-stages li', (els) => els.map((e) => `${e.className}:${e.textContent}`));
    // no specialist panel for a routine request (skipped), but its recommendation was shown: done
    expect(steps).toEqual([
      'done:Inicio (hecho)', 'done:Preguntas (hecho)', 'skipped:Revisión de especialistas (omitido)', 'done:Recomendación (hecho)',
      'done:Control de seguridad (hecho)', 'done:Cita (hecho)', 'done:Notas para el profesional (hecho)', 'done:Hecho (hecho)',
    ]);
    await screenshot(page, 'widget-request-booked-es.png', false);
    expect(errors).toEqual([]);
  });
});

