// Why this exists: the held-slots goal with patients in the browser. 24 patients with the same complaint reach
// their booking offers (6 in Chromium through the widget, 18 on real Socket.IO clients) and all accept their
// first option at once; at least 23 are booked, none double-booked, and every widget shows its own confirmed
// appointment. The socket-level race (tests/integration/booking-race.consults.test.ts) counts the clinics'
// records; this one checks what the patients in the browser see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium } from './support/chromium.ts';
import { RASH, RASH_ANSWERS, RASH_TOPICS, openWidget, type WidgetDriver } from './support/widget-driver.ts';

const IN_BROWSER = 6;
const ON_SOCKETS = 18;

let t: TestApp;
let browser: Browser;
const contexts: BrowserContext[] = [];

if (!HAVE_CHROMIUM) console.warn(`[browser tests] booking race suite ${SKIP_REASON}`);

describe.skipIf(!HAVE_CHROMIUM)(`24 patients, 6 in the browser, accept their first option at once${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ HISTORY_MAX_QUESTIONS: 2 }), launchChromium()]);
  }, 60_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
    await t?.stop();
  });

  it('books at least 23, double-books none, and each widget shows its own appointment', async () => {
    const sockets = await Promise.all(Array.from({ length: ON_SOCKETS }, async (_, i) => {
      const p = await new PatientClient(t.url).connected();
      p.autoName = `Socket Racer ${i}`;
      await p.start({ locale: 'en', patient: { age: 40, sex: 'female' } });
      return p;
    }));
    const widgets: WidgetDriver[] = [];
    for (let i = 0; i < IN_BROWSER; i++) widgets.push((await openWidget(browser, t.url, contexts, { width: 820 })).w);
    try {
      // everyone to an offer
      await Promise.all([
        ...widgets.map(async (w, i) => {
          await w.say(RASH);
          await w.answerUntilOffer(RASH_ANSWERS, 'booking', { name: `Browser Racer ${i}`, topics: RASH_TOPICS, timeoutMs: 120_000 });
        }),
        ...sockets.map(async (p) => {
          await p.say(RASH);
          await p.answerUntilRecommendation(RASH_ANSWERS, 120_000);
        }),
      ]);
      const offers = await Promise.all(sockets.map((p) => p.waitForBookingOffer(120_000)));

      // all accept their first option at once: a click in each widget, a confirm:reply on each socket
      const [clicked, acks] = await Promise.all([
        Promise.all(widgets.map(async (w) => {
          const first = w.confirm.locator('button.helios-option').first();
          const label = (await first.locator('.helios-option-label').textContent()) ?? '';
          await first.click();
          return label;
        })),
        Promise.all(offers.map((o, i) => sockets[i].request('confirm:reply', { requestId: o.requestId, accept: true, optionId: o.options[0].id }))),
      ]);
      expect(acks.every((a) => a.ok)).toBe(true);

      // what each patient ends with: a booked appointment (accepting the first option of any new offer)
      const socketBooked = await Promise.all(sockets.map(async (p) => {
        const deadline = Date.now() + 90_000;
        const answered = new Set(offers.map((o) => o.requestId));
        for (;;) {
          const confirmed = p.all('booking:confirmed')[0];
          if (confirmed) return `${confirmed.clinicId}/${confirmed.providerName}/${confirmed.slot}`;
          if (p.stage() === 'closed' || Date.now() > deadline) return null;
          const offer = p.all('confirm:request').find((e) => e.kind === 'booking' && !answered.has(e.requestId));
          if (offer) {
            answered.add(offer.requestId);
            await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }));
      const widgetBooked = await Promise.all(widgets.map(async (w, i) => {
        await w.booking.waitFor({ state: 'visible', timeout: 90_000 }).catch(() => undefined);
        if (!(await w.booking.isVisible())) return null;
        const provider = (await w.booking.getByTestId('booking-provider').textContent()) ?? '';
        // the appointment shown is the one the patient clicked (no "slot taken" round was needed)
        expect(clicked[i]).toContain(provider);
        return clicked[i];
      }));

      const booked = [...socketBooked, ...widgetBooked].filter((b): b is string => b !== null);
      expect(booked.length).toBeGreaterThanOrEqual(IN_BROWSER + ON_SOCKETS - 1);
      expect(widgetBooked.filter(Boolean).length).toBeGreaterThanOrEqual(IN_BROWSER - 1);
      // no two patients hold the same slot: the sockets' confirmations (with the clinics' records) and the widgets'
      // appointments are each all different (a slot is booked atomically in the clinic silo, so the two sets
      // cannot share one either: tests/integration/booking-race.consults.test.ts checks the records)
      const confirmations = sockets.flatMap((p) => p.all('booking:confirmed'));
      const stored = await Promise.all(confirmations.map((c) => t.app.directory.getAppointment(c.appointmentId)));
      expect(stored.every((a) => a?.status === 'booked')).toBe(true);
      expect(new Set(stored.map((a) => `${a!.clinicId}/${a!.slotId}`)).size).toBe(stored.length);
      const shown = widgetBooked.filter(Boolean);
      expect(new Set(shown).size).toBe(shown.length);
    } finally {
      for (const p of sockets) p.close();
    }
  }, 400_000);
});
