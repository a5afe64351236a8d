// Why this exists: Helios end to end on real parts: the server on port 0, a real redis-server, real
// BullMQ queues and workers, real socket.io-client patients; a consult from the first message to a
// stored handoff packet, an emergency, a duplicate message.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

const app = useTestApp();
const patient = () => app.patient();

const ANSWERS = ['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies'];

describe('a consult over the wire', () => {
  it('runs from the first message to a booked appointment and a stored SOAP packet', async () => {
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 34, sex: 'female', name: 'Ana Test' } });
    expect(p.caseId).toMatch(/^c-/);
    expect(p.resumeToken.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const greeting = await p.waitFor('assistant:message');
    expect(greeting.text).toMatch(/Helios/);
    // deltas of a message come before it and concatenate to its text
    const deltas = p.all('assistant:delta').filter((d) => d.messageId === greeting.messageId);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.delta).join('')).toBe(greeting.text);
    expect(Math.max(...deltas.map((d) => d.seq))).toBeLessThan(greeting.seq);

    const ack = await p.say('I have had an itchy red rash on my forearms for two weeks');
    expect(ack).toEqual({ ok: true, duplicate: false });
    const rec = await p.answerUntilRecommendation(ANSWERS);
    expect(rec.votes.length).toBeGreaterThanOrEqual(3);
    expect(['non_urgent', 'self_care', 'urgent']).toContain(rec.triageLevel);
    expect(rec.urgency).toBeLessThan(5);

    const offer = await p.waitForBookingOffer();
    expect(offer.kind).toBe('booking');
    expect(offer.options.length).toBeGreaterThan(0);
    expect(offer.options.length).toBeLessThanOrEqual(5);
    expect(Date.parse(offer.expiresAt)).toBeGreaterThan(Date.now());
    const reply = await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    expect(reply).toEqual({ ok: true });

    const booked = await p.waitFor('booking:confirmed');
    expect(booked.clinicId).toBe(offer.options[0].clinicId);
    expect(booked.slot).toBe(offer.options[0].slot);
    const ready = await p.waitFor('handoff:ready');
    await p.waitFor('consult:state', (e) => e.stage === 'closed');

    // seqs are 1..n with no gap and no duplicate
    expect(p.events.map((e) => e.event.seq)).toEqual(p.events.map((_, i) => i + 1));
    expect(p.duplicates).toEqual([]);

    const packet = (await app.t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toBeTruthy();
    expect(await app.t.app.redis.ttl(`${app.t.config.KEY_PREFIX}:handoff:${ready.handoffPacketId}`)).toBe(-1);
    expect(packet).toMatchObject({
      caseId: p.caseId,
      S: { chief_complaint: expect.stringContaining('rash') },
      A: { specialty: rec.specialty, urgency: rec.urgency },
      P: { action_taken: 'appointment_booked', appointment_id: booked.appointmentId },
      full_audit_trail_id: `audit-${p.caseId}`,
    });
    const A = packet.A as { proposals: { specialty: string; votes: unknown[] }[]; average_confidence: number };
    expect(A.proposals.flatMap((x) => x.votes)).toHaveLength(rec.votes.length);
    expect(A.average_confidence).toBeCloseTo(rec.averageConfidence, 3);
    expect((packet.risk_flags_checked as string[]).length).toBeGreaterThan(10);
    expect(Array.isArray(packet.unanswered_questions)).toBe(true);

    // the slot is really booked: a second booking of it by someone else is refused
    const again = await app.t.app.directory.book({ slotId: booked.appointmentId ? (await app.t.app.directory.getAppointment(booked.appointmentId))!.slotId : '', appointmentId: 'apt-other', caseId: 'other' });
    expect(again).toMatchObject({ ok: false, reason: 'taken' });

    // the audit chain is intact and holds transitions, agent outputs and tool calls
    const chain = await app.t.app.audit.verify(p.caseId);
    expect(chain.firstBroken).toBe(-1);
    const types = new Set((await app.t.app.audit.read(p.caseId)).map((e) => e.type));
    for (const ty of ['consult.started', 'transition', 'agent.output', 'tool.call', 'tool.result', 'handoff.written']) expect(types).toContain(ty);

    // after the end, a booked patient may still write (to move or cancel the appointment); other
    // messages get told what can still be done, and the consult cannot be ended twice
    expect(await p.say('thanks')).toEqual({ ok: true, duplicate: false });
    await p.waitFor('assistant:message', (m) => /reschedule or cancel/.test(m.text));
    expect(await p.request('consult:end', {})).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
  });

  it('sends an emergency with resources on a red flag, writes a packet and takes no more input', async () => {
    const p = await patient();
    await p.start({ locale: 'en' });
    await p.waitFor('assistant:message');
    await p.say('I have crushing chest pain spreading down my left arm and I am sweating');
    const em = await p.waitFor('emergency');
    expect(em.kind).toBe('medical');
    expect(em.resources.length).toBeGreaterThan(0);
    expect(em.resources.map((r) => r.contact).join(' ')).toMatch(/911|112/);
    await p.waitFor('consult:state', (e) => e.stage === 'emergency');
    const ready = await p.waitFor('handoff:ready');
    const packet = (await app.t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toMatchObject({ P: { action_taken: 'emergency_services_advised' }, A: { urgency: 5, triage_level: 'emergency' } });
    expect(p.all('recommendation')).toHaveLength(0);
    expect(await p.say('hello?')).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
  });

  it('gives the mental-health emergency with a crisis line', async () => {
    const p = await patient();
    await p.start({ locale: 'en' });
    await p.say('I want to kill myself tonight');
    const em = await p.waitFor('emergency');
    expect(em.kind).toBe('mental_health');
    expect(em.resources.map((r) => r.contact).join(' ')).toMatch(/988/);
  });

  it('processes a repeated clientMsgId once', async () => {
    const p = await patient();
    await p.start();
    const first = await p.say('I have a sore throat', 'dup-1');
    const second = await p.say('I have a sore throat', 'dup-1');
    expect(first).toEqual({ ok: true, duplicate: false });
    expect(second).toEqual({ ok: true, duplicate: true });
    const ctx = app.t.app.registry.get(p.caseId)!.context;
    expect(ctx.transcript.filter((e) => e.role === 'patient')).toHaveLength(1);
  });

  it('declining the offer ends with advice and no booking', async () => {
    const p = await patient();
    await p.start();
    await p.say('I have had mild lower back pain for a month after gardening');
    await p.answerUntilRecommendation(ANSWERS);
    const offer = await p.waitForBookingOffer();
    expect(await p.request('confirm:reply', { requestId: offer.requestId, accept: false })).toEqual({ ok: true });
    const ready = await p.waitFor('handoff:ready');
    expect(p.all('booking:confirmed')).toHaveLength(0);
    const packet = (await app.t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toMatchObject({ P: { action_taken: 'booking_declined_advice_given', appointment_id: null } });
    const advice = await p.waitFor('assistant:message', (m) => /No appointment has been booked/.test(m.text));
    expect(advice.author).toBe('assistant');
  });

  it('asks a guardian to agree before booking for a child, then books', async () => {
    const p = await patient();
    await p.start({ locale: 'en', patient: { age: 9 } });
    await p.say('My son is 9 and has had an itchy rash on his arms for a week');
    await p.answerUntilRecommendation(ANSWERS);
    const ask = await p.waitFor('confirm:request');
    expect(ask.kind).toBe('acknowledge');
    expect(ask.prompt).toMatch(/parent or guardian/);
    expect(p.all('confirm:request')).toHaveLength(1);
    expect(await p.request('confirm:reply', { requestId: ask.requestId, accept: true, optionId: ask.options[0].id })).toEqual({ ok: true });
    const offer = await p.waitFor('confirm:request', (e) => e.kind === 'booking');
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const ready = await p.waitFor('handoff:ready');
    const packet = (await app.t.app.handoffs.load(ready.handoffPacketId))!;
    expect(packet).toMatchObject({ guardian_consent: 'given', P: { action_taken: 'appointment_booked' } });
  });

  it('refuses a dosing request with guidance and carries on, in the language the patient wrote in', async () => {
    const p = await patient();
    await p.start();
    await p.say('¿Cuánto ibuprofeno puedo tomar? Me duele la espalda desde hace una semana');
    const refusal = await p.waitFor('assistant:message', (m) => /farmac/i.test(m.text));
    expect(refusal.author).toBe('assistant');
    const question = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    expect(question.text).toMatch(/[¿áéíóúñ]/); // asked in Spanish
    const ctx = app.t.app.registry.get(p.caseId)!.context;
    expect(ctx.locale).toBe('es');
  });

  it('asks the name to book under when the widget did not give one, and books under it', async () => {
    const p = await patient();
    p.autoName = null;
    await p.start({ locale: 'en', patient: { age: 52, sex: 'male' } });
    await p.say('I have had heartburn after meals for three weeks');
    await p.answerUntilRecommendation(ANSWERS);
    const ask = await p.waitFor('assistant:message', (m) => /what name/i.test(m.text));
    expect(p.all('confirm:request')).toHaveLength(0);
    expect(await p.say('My name is Rui Costa')).toMatchObject({ ok: true });
    const offer = await p.waitForBookingOffer();
    expect(offer.seq).toBeGreaterThan(ask.seq);
    await p.request('confirm:reply', { requestId: offer.requestId, accept: true, optionId: offer.options[0].id });
    const booked = await p.waitFor('booking:confirmed');
    expect((await app.t.app.directory.getAppointment(booked.appointmentId))?.patientName).toBe('Rui Costa');
  });

  it('serves health, readiness and metrics', async () => {
    expect(await (await fetch(`${app.t.url}/healthz`)).json()).toEqual({ ok: true });
    const ready = await fetch(`${app.t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ok: true, checks: { redis: true, workers: true } });
    const metrics = await (await fetch(`${app.t.url}/metrics`)).text();
    expect(metrics).toMatch(/helios_active_consults \d+/);
    expect(Number(/helios_consults_started_total (\d+)/.exec(metrics)?.[1])).toBeGreaterThanOrEqual(5);
    expect(metrics).toMatch(/helios_stage_transitions_total\{stage="history"\} \d+/);
    expect(metrics).toMatch(/helios_job_duration_seconds_count\{queue="tools",name="provider_search",status="completed"\} \d+/);
    const page = await fetch(`${app.t.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toMatch(/Helios/);
  });
});
