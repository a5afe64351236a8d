// Why this exists: booking by request, moving and cancelling, in a real browser (Debian's Chromium via
// playwright-core) against the real app and redis, in one consult of a patient in Lisbon: "Book me with a
// cardiologist next Tuesday afternoon" shows an offer whose every option is a cardiologist on a Tuesday afternoon
// (clinic time); after booking, "move it to a later time" shows an offer that says "move" and whose every option
// is later than the booked one; "cancel my appointment" asks with the appointment's time as people read it (the
// patient's zone first), never a raw ISO time. What the page shows is checked against what the widget received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { HAVE_CHROMIUM, SKIP_REASON, launchChromium, screenshot, watchErrors } from './support/chromium.ts';
import { WidgetDriver } from './support/widget-driver.ts';
import { DEFAULT_DIRECTORY } from '../../server/stores/directory.seed.ts';
import { formatSlot } from '../../actors/tools/booking.texts.ts';

if (!HAVE_CHROMIUM) console.warn(`[browser tests] booking-request suite ${SKIP_REASON}`);

const ZONE = 'Europe/Lisbon';
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

type Option = { id: string; label: string; clinicId?: string; providerId?: string; slot?: string };
type Received = { name: string; payload: { requestId?: string; kind?: string; prompt?: string; options?: Option[]; slot?: string; clinicId?: string } };

/** The consult events the widget received over its WebSocket (Socket.IO frames `42/consult,[name, payload]`). */
function watchEvents(page: Page): Received[] {
  const got: Received[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
    const frame = String(payload);
    const m = /^42\/consult,(?:\d+)?(\[.*)$/s.exec(frame);
    if (!m) return;
    try {
      const [name, body] = JSON.parse(m[1]) as [string, Received['payload']];
      got.push({ name, payload: body });
    } catch { /* not an event */ }
  }));
  return got;
}

/** An option's slot as its clinic sees it: weekday and hour in the clinic's zone, and the provider. */
function local(o: Option) {
  const clinic = DEFAULT_DIRECTORY.clinics.find((c) => c.id === o.clinicId)!;
  const provider = DEFAULT_DIRECTORY.providers.find((p) => p.id === o.providerId)!;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: clinic.timeZone, weekday: 'long', hour: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(o.slot!));
  return { weekday: parts.find((p) => p.type === 'weekday')!.value, hour: Number(parts.find((p) => p.type === 'hour')!.value), provider };
}

let t: TestApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let w: WidgetDriver;
let received: Received[];
let errors: string[];

/** The offer on screen: each option button's id, label and "your time", with what the widget received for it. */
async function shownOffer(kind: 'booking' | 'acknowledge') {
  await w.page.locator(`[data-testid=confirm][data-kind=${kind}]:not([hidden])`).waitFor();
  const requestId = await w.confirm.getAttribute('data-request');
  const event = received.filter((e) => e.name === 'confirm:request' && e.payload.requestId === requestId).at(-1);
  expect(event, `the widget received confirm:request ${requestId}`).toBeDefined();
  const buttons = await w.confirm.locator('button.helios-option').evaluateAll((els) =>
    els.map((b) => ({ id: (b as HTMLElement).dataset.option ?? '', text: b.textContent ?? '' })));
  const options = buttons.map((b) => ({ ...b, sent: event!.payload.options!.find((o) => o.id === b.id)! }));
  for (const o of options) expect(o.sent, `option ${o.id} was sent`).toBeDefined();
  return { requestId, prompt: (await w.confirm.locator('.helios-prompt').textContent()) ?? '', text: (await w.confirm.textContent()) ?? '', options };
}

describe.skipIf(!HAVE_CHROMIUM)(`booking by request, moving later and cancelling in Chromium${HAVE_CHROMIUM ? '' : ` (${SKIP_REASON})`}`, () => {
  beforeAll(async () => {
    [t, browser] = await Promise.all([startTestApp({ STREAM_PIECE_DELAY_MS: 2 }), launchChromium()]);
    context = await browser.newContext({ viewport: { width: 820, height: 900 }, reducedMotion: 'reduce', timezoneId: ZONE, locale: 'en-GB' });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    errors = watchErrors(page);
    received = watchEvents(page);
    await page.goto(t.url);
    w = new WidgetDriver(page);
    await w.waitForAssistantCount(1);
  });
  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await t?.stop();
  });

  let booked: { slot: string; clinicId: string } | null = null;

  it('"Book me with a cardiologist next Tuesday afternoon": every option shown is a cardiologist on a Tuesday afternoon', async () => {
    await w.say('Book me with a cardiologist next Tuesday afternoon');
    await w.answerUntilOffer(['A routine check-up of my heart, my doctor suggested it', 'No'], 'booking', { name: 'Sam Request' });
    // straight from the questions to the offer: the council never sat
    expect(received.filter((e) => e.name === 'consult:state').map((e) => (e.payload as { stage?: string }).stage)).not.toContain('council');
    const offer = await shownOffer('booking');
    expect(offer.options.length).toBeGreaterThan(0);
    expect(offer.text).not.toMatch(/no time matching/);
    for (const o of offer.options) {
      const at = local(o.sent);
      expect(at.provider.specialties).toContain('cardiology');
      expect(at.weekday).toBe('Tuesday');
      expect(at.hour).toBeGreaterThanOrEqual(12);
      expect(at.hour).toBeLessThan(17);
      expect(o.text).toContain('Tue'); // the label says the day
      expect(o.text).not.toMatch(ISO);
    }
    await screenshot(page, 'widget-booking-request.png');
    await w.confirm.locator(`button.helios-option[data-option="${offer.options[0].id}"]`).click();
    await w.booking.waitFor({ state: 'visible' });
    const sent = received.find((e) => e.name === 'booking:confirmed')!.payload;
    expect(sent.slot).toBe(offer.options[0].sent.slot);
    expect(await w.booking.locator('time').getAttribute('datetime')).toBe(sent.slot);
    booked = { slot: sent.slot!, clinicId: sent.clinicId! };
  });

  it('"move it to a later time": the offer says move, and every option is later than the booked one', async () => {
    expect(booked).not.toBeNull();
    await expect.poll(() => w.composer.isEnabled()).toBe(true);
    await w.say('Can you move my appointment to a later time?');
    await expect.poll(async () => received.filter((e) => e.name === 'confirm:request' && e.payload.kind === 'booking').length, { timeout: 15_000 }).toBeGreaterThan(1);
    const move = await shownOffer('booking');
    expect(move.options.length).toBeGreaterThan(0);
    // the consult's prompt and every option say "move", never "book"
    expect(move.prompt).toMatch(/move/i);
    expect(move.prompt).not.toMatch(/\bbook\b/i);
    for (const o of move.options) expect(o.text).not.toMatch(/\bbook\b/i);
    for (const o of move.options) {
      expect(Date.parse(o.sent.slot!)).toBeGreaterThan(Date.parse(booked!.slot));
      expect(o.text).not.toMatch(ISO);
    }
    await screenshot(page, 'widget-move-later.png');
    // keep the appointment as it is: decline the move
    await w.confirm.locator('button.helios-decline').click();
    await w.page.locator('[data-testid=confirm]:not([hidden])').waitFor({ state: 'detached' }).catch(() => undefined);
    await expect.poll(async () => (await w.assistantTexts()).some((s) => /unchanged/.test(s))).toBe(true);
  });

  it('"cancel my appointment": the prompt shows the appointment in the patient\'s time, never an ISO time', async () => {
    await expect.poll(() => w.composer.isEnabled()).toBe(true);
    await w.say('Please cancel my appointment');
    const ask = await shownOffer('acknowledge');
    const clinicZone = t.app.directory.get(booked!.clinicId)!.clinic.timeZone;
    // the patient's zone first, then the clinic's
    // the consult keeps the browser's region (en-GB), so times are written the British way
    expect(ask.text).toContain(formatSlot(booked!.slot, clinicZone, 'en-GB', ZONE));
    expect(ask.text).toMatch(/\d{1,2}:\d\d/);
    expect(ask.text).not.toMatch(ISO);
    await screenshot(page, 'widget-cancel-local-time.png');
    // nothing the patient read anywhere on the page is a raw ISO time
    for (const said of await w.transcript()) expect(said).not.toMatch(ISO);
    expect(errors).toEqual([]);
  });
});
