// Why this exists: what a patient's own words and acts do to the consult, over the wire (the server on port 0,
// real Redis, socket.io-client): ending the consult is said to be theirs (`consult:state.endedBy`, and the
// consult's own closing words in their language).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { PatientClient } from '../support/patient-client.ts';

let t: TestApp;
const clients: PatientClient[] = [];
const patient = async () => {
  const c = await new PatientClient(t.url).connected();
  clients.push(c);
  return c;
};

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await t.stop();
});

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
