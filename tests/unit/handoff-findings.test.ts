// Why this exists: the SOAP packet's findings read as a clinician writes them (issue 29 item 10): symptoms and
// risk factors by name, one severity (the 0–10 rating settles "severe" and "mild" said at different times, as in
// "a severe headache, it was mild yesterday"), other descriptors apart, denied findings by name.
import { describe, expect, it } from 'vitest';
import { readableFindings } from '../../actors/agents/documentation.agent.ts';
import { extractFindings, findingDef } from '../../actors/engine/findings.ts';

const label = (id: string) => findingDef(id)!.label;

describe('readableFindings', () => {
  it('gives one severity when the patient said both "severe" and "mild" and rated it', () => {
    const ids = extractFindings('I have a severe headache, it was mild yesterday').findings;
    expect(ids).toEqual(expect.arrayContaining(['severe', 'mild', 'headache'])); // what the engine hears
    const r = readableFindings(ids, 8);
    expect(r.severity).toBe('8/10 (severe)');
    expect(r.symptoms).toContain(label('headache'));
    expect([...r.symptoms, ...r.descriptors]).not.toContain(label('severe'));
    expect([...r.symptoms, ...r.descriptors]).not.toContain(label('mild'));
  });

  it('takes the rating over the words, and says the words disagree when there is no rating', () => {
    // "it helps a little" reads as mild to the lexicon: the patient's own 0-10 number decides
    expect(readableFindings(['headache', 'mild'], 5).severity).toBe('5/10 (moderate)');
    expect(readableFindings(['headache', 'severe'], 2).severity).toBe('2/10 (mild)');
    expect(readableFindings(['headache', 'severe', 'mild']).severity).toBe('unclear: described both as "severe" and as "mild" (no 0–10 rating)');
    expect(readableFindings(['headache', 'mild']).severity).toBe('described as mild');
    expect(readableFindings(['headache']).severity).toBeNull();
    expect(readableFindings(['headache'], 5).severity).toBe('5/10 (moderate)');
  });

  it('names symptoms, descriptors, risk factors and denied findings apart', () => {
    const r = readableFindings(['chest_pain', 'exertional', 'worsening', 'risk_smoking'], undefined, ['dyspnea']);
    expect(r.symptoms).toEqual([label('chest_pain')]);
    expect(r.descriptors).toEqual([label('exertional'), label('worsening')]);
    expect(r.risk_factors).toEqual([label('risk_smoking')]);
    expect(r.denied).toEqual([label('dyspnea')]);
    expect(Object.values(r).flat().join(" ")).not.toMatch(/_/); // no engine ids
  });
});
