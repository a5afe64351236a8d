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
