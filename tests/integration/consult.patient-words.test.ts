// Why this exists: what a patient's own words and acts do to the consult, over the wire (the server on port 0,
// real Redis, socket.io-client): ending the consult is said to be theirs (`consult:state.endedBy`, and the
// consult's own closing words in their language).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';
import type { PatientClient } from '../support/patient-client.ts';

const app = useTestApp();
const patient = () => app.patient();

const ES_RASH = 'Tengo una erupción roja que me pica mucho en los antebrazos desde hace dos semanas';

describe('the patient ends the consult', () => {
  it('consult:state says it was the patient, and the consult says its closing words in the patient\'s language', async () => {
    const p = await patient();
    await p.start({ locale: 'es-ES', localeFromBrowser: true });
    await p.waitFor('assistant:message');
    await p.say(ES_RASH);
    await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    expect(await p.request('consult:end', {})).toEqual({ ok: true });
    const closed = await p.waitFor('consult:state', (e) => e.stage === 'closed');
    expect(closed.endedBy).toBe('patient');
    expect(p.all('consult:state').find((e) => e.stage === 'documentation')?.endedBy).toBe('patient');
    await p.waitQuiet();
    expect(p.all('assistant:message').at(-1)?.text).toBe('La consulta ha terminado. Cuídese y busque ayuda enseguida si sus síntomas empeoran.');
    // before the end, no consult:state said who ended it
    expect(p.all('consult:state').filter((e) => e.stage !== 'documentation' && e.stage !== 'closed').every((e) => e.endedBy === undefined)).toBe(true);
  });
});

describe('a patient who writes in another language than the browser\'s keeps the browser\'s region', () => {
  const crisis = async (browser: string, text: string) => {
    const p = await patient();
    await p.start({ locale: browser, localeFromBrowser: true });
    await p.waitFor('assistant:message');
    await p.say(text);
    const em = await p.waitFor('emergency');
    const state = p.all('consult:state').at(-1)!;
    return { em, locale: state.locale, first: em.resources.map((r) => r.contact) };
  };

  it('en-US and Spanish: es-US, 911 and 988 in Spanish, not Spain\'s 112', async () => {
    const { em, locale, first } = await crisis('en-US', 'Ya no aguanto más, quiero quitarme la vida y no sé qué hacer');
    expect(locale).toBe('es-US');
    expect(em.region).toBe('US');
    expect(first.slice(0, 2)).toEqual(['911', '988']);
    expect(first).not.toContain('112');
    expect(em.message).toContain('911');
    expect(em.message).toMatch(/^Gracias por contármelo/);
  });

  it('en-US and Chinese: zh-US, 911 (not China\'s 120), the message in Chinese', async () => {
    const { em, locale, first } = await crisis('en-US', '我不想活了，我想自杀，我不知道该怎么办');
    expect(locale).toBe('zh-US');
    expect(em.region).toBe('US');
    expect(first[0]).toBe('911');
    expect(first).not.toContain('120');
    expect(em.message).toContain('911');
    expect(em.message).not.toContain('120');
    expect(em.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('en-GB and French: fr-GB, 999 (not France\'s 15)', async () => {
    const { em, locale, first } = await crisis('en-GB', 'Je ne supporte plus rien, je veux mettre fin à mes jours ce soir');
    expect(locale).toBe('fr-GB');
    expect(em.region).toBe('GB');
    expect(first[0]).toBe('999');
    expect(first).not.toContain('15');
  });

  it('a browser language with no region: the new language alone, its own country\'s numbers', async () => {
    const { em, locale } = await crisis('en', 'Ya no aguanto más, quiero quitarme la vida y no sé qué hacer');
    expect(locale).toBe('es');
    expect(em.region).toBe('ES');
  });

  it('a symptom in Spanish from an en-US browser: consult:state says es-US, never es', async () => {
    const p = await patient();
    await p.start({ locale: 'en-US', localeFromBrowser: true, timeZone: 'America/New_York' });
    await p.waitFor('assistant:message');
    await p.say(ES_RASH);
    await p.waitFor('consult:state', (e) => e.locale === 'es-US');
    expect(p.all('consult:state').some((e) => e.locale === 'es')).toBe(false);
  });
});

describe('"I want to stop" during the interview is asked about, not taken for an answer', () => {
  const RASH = 'I have had an itchy red rash on my forearms for two weeks';
  const interviewing = async (locale: string, complaint: string) => {
    const p = await patient();
    await p.start({ locale });
    await p.waitFor('assistant:message');
    await p.say(complaint);
    const question = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    return { p, question };
  };
  const answers = (p: PatientClient) => app.t.app.registry.get(p.caseId)!.context.history.answers.map((a) => a.text);

  it('asks once; "No" goes on with the same question; asked again and accepted, the consult ends as the patient\'s', async () => {
    const { p, question } = await interviewing('en', RASH);
    await p.say('I want to stop');
    const ask = await p.waitFor('confirm:request');
    expect(ask).toMatchObject({ kind: 'acknowledge', purpose: 'end', prompt: 'Do you want to end this consult?', options: [{ label: 'Yes, end it' }] });
    expect(answers(p)).not.toContain('I want to stop');
    expect(p.stage()).toBe('history');

    expect(await p.request('confirm:reply', { requestId: ask.requestId, accept: false })).toEqual({ ok: true });
    const again = await p.waitFor('assistant:message', (m) => m.seq > ask.seq);
    expect(again.text).toBe(`All right, let's carry on. ${question.text}`);
    expect(p.stage()).toBe('history');

    await p.say('quit');
    const second = await p.waitFor('confirm:request', (e) => e.seq > again.seq);
    expect(second.requestId).not.toBe(ask.requestId);
    expect(await p.request('confirm:reply', { requestId: second.requestId, accept: true })).toEqual({ ok: true });
    const closed = await p.waitFor('consult:state', (e) => e.stage === 'closed');
    expect(closed.endedBy).toBe('patient');
    expect(answers(p)).toEqual([]);
  });

  it('in Spanish, French and Portuguese; a typed yes ends it, a typed no goes on, anything else is the answer', async () => {
    const es = await interviewing('es', 'Tengo una erupción roja que me pica mucho en los antebrazos desde hace dos semanas');
    await es.p.say('Quiero parar');
    expect((await es.p.waitFor('confirm:request')).prompt).toBe('¿Quiere terminar esta consulta?');
    await es.p.say('sí');
    expect((await es.p.waitFor('consult:state', (e) => e.stage === 'closed')).endedBy).toBe('patient');

    const fr = await interviewing('fr', "J'ai une éruption rouge qui me gratte sur les avant-bras depuis deux semaines");
    await fr.p.say('Je veux arrêter');
    const ask = await fr.p.waitFor('confirm:request');
    expect(ask.prompt).toBe('Voulez-vous mettre fin à cette consultation ?');
    await fr.p.say('non');
    expect((await fr.p.waitFor('assistant:message', (m) => m.seq > ask.seq)).text).toBe(`D’accord, continuons. ${fr.question.text}`);
    // the request is answered: a late button press changes nothing
    expect(await fr.p.request('confirm:reply', { requestId: ask.requestId, accept: true })).toMatchObject({ ok: false, error: { code: 'wrong_state' } });
    expect(fr.p.stage()).toBe('history');

    const pt = await interviewing('pt', 'Tenho uma mancha vermelha que coça muito nos antebraços há duas semanas');
    await pt.p.say('Quero parar');
    const ptAsk = await pt.p.waitFor('confirm:request');
    expect(ptAsk.prompt).toBe('Quer encerrar esta consulta?');
    await pt.p.say('Nos dois antebraços');
    await pt.p.waitFor('assistant:message', (m) => m.seq > ptAsk.seq && pt.p.isQuestion(m));
    expect(answers(pt.p)).toEqual(['Nos dois antebraços']);
    expect(pt.p.stage()).toBe('history');
  });

  it('"I want to stop smoking", "the pain won\'t stop", "I stopped my tablets" are answers, not a wish to end', async () => {
    const { p } = await interviewing('en', RASH);
    for (const said of ['I want to stop smoking', "The pain won't stop", 'I stopped my tablets']) {
      const before = p.lastSeq;
      await p.say(said);
      await p.waitFor('assistant:message', (m) => m.seq > before);
    }
    expect(p.all('confirm:request')).toEqual([]);
    expect(answers(p).slice(0, 3)).toEqual(['I want to stop smoking', "The pain won't stop", 'I stopped my tablets']);
  });

  it('also as the first message, at the reason for a requested booking, and at the name to book under', async () => {
    // the first message: nothing was said yet, so nothing is lost by asking
    const first = await patient();
    await first.start({ locale: 'en' });
    await first.waitFor('assistant:message');
    await first.say('I want to stop');
    const ask = await first.waitFor('confirm:request');
    expect(ask.purpose).toBe('end');
    await first.request('confirm:reply', { requestId: ask.requestId, accept: true });
    expect((await first.waitFor('consult:state', (e) => e.stage === 'closed')).endedBy).toBe('patient');

    // the reason for a requested booking ("Book me with a dermatologist…": "First, what is the reason?")
    const req = await patient();
    await req.start({ locale: 'en' });
    await req.waitFor('assistant:message');
    await req.say('Book me with a dermatologist next Tuesday afternoon');
    await req.waitFor('assistant:message', (m) => /reason/i.test(m.text) && m.text.trim().endsWith('?'));
    await req.say('I want to stop');
    await req.waitFor('confirm:request', (e) => e.purpose === 'end');
    await req.say('yes');
    expect((await req.waitFor('consult:state', (e) => e.stage === 'closed')).endedBy).toBe('patient');

    // the name to book under: never booked under "I want to stop"; No asks the name again
    const named = await patient();
    named.autoName = null;
    await named.start({ locale: 'en' });
    await named.waitFor('assistant:message');
    await named.say(RASH);
    await named.answerUntilRecommendation(['It started about two weeks ago', 'It is itchy, maybe 3 out of 10', 'On both forearms', 'No', 'I do not take any medicines', 'No allergies']);
    const askName = await named.waitFor('assistant:message', (m) => /what name should it be booked under\?$/.test(m.text));
    await named.say('I want to stop');
    const endAsk = await named.waitFor('confirm:request', (e) => e.purpose === 'end');
    await named.request('confirm:reply', { requestId: endAsk.requestId, accept: false });
    const again = await named.waitFor('assistant:message', (m) => m.seq > endAsk.seq);
    expect(again.text).toBe(`All right, let's carry on. ${askName.text.split(/(?<=[.!?])\s+/).at(-1)}`);
    await named.say('Ana Test');
    await named.waitForBookingOffer();
    expect(app.t.app.registry.get(named.caseId)!.context.patient.name).toBe('Ana Test');
  });
});


describe('a frightened "is it serious?" during the interview', () => {
  it('is heard (no diagnosis, what to do if it gets worse) and the same question is asked again; no answer is recorded', async () => {
    const p = await patient();
    await p.start({ locale: 'es' });
    await p.waitFor('assistant:message');
    await p.say('Tengo mucho miedo, el corazón me late muy rápido desde anoche y no puedo dormir');
    const question = await p.waitFor('assistant:message', (m) => p.isQuestion(m));
    await p.say('¿Es grave? Tengo mucho miedo');
    const heard = await p.waitFor('assistant:message', (m) => m.seq > question.seq);
    expect(heard.text).toMatch(/^Entiendo que esto le asuste\. No puedo decirle si es grave/);
    expect(heard.text).toContain('llame ahora a su número local de emergencias');
    expect(heard.text.endsWith(question.text)).toBe(true);
    expect(p.stage()).toBe('history');
    const ctx = app.t.app.registry.get(p.caseId)!.context;
    expect(ctx.history.answers.map((a) => a.text)).toEqual([]);
    expect(ctx.history.pendingText).toBe(question.text);
  });
});
