// Why this exists: the PHI boundary must catch every identifier a patient commonly types, leave clinical
// numbers alone, and restore placeholders exactly, even when a stream cuts one in two.
import { describe, expect, it } from 'vitest';
import { containsPhi, containsPhiDeep, detectPhi, PhiStreamRestorer, redact, redactDeep, restore } from '../../../actors/llm/phi.ts';

const kinds = (t: string) => detectPhi(t).map((s) => `${s.kind}:${s.value}`);

describe('PHI detection', () => {
  it.each([
    ["Hi, I'm Ana Souza and my head hurts", 'NAME:Ana Souza'],
    ['my name is john smith', 'NAME:john smith'],
    ['Me llamo Lucía Pérez', 'NAME:Lucía Pérez'],
    ['Meu nome é João da Silva', 'NAME:João da Silva'],
    ['The pain is bad.\nThanks,\nMaria Clara', 'NAME:Maria Clara'],
    ['call me on +55 11 91234-5678', 'PHONE:+55 11 91234-5678'],
    ['my number is (555) 123-4567', 'PHONE:(555) 123-4567'],
    ['write to ana.souza@example.com', 'EMAIL:ana.souza@example.com'],
    ['I live at 42 Baker Street, Apt 3', 'ADDRESS:42 Baker Street, Apt 3'],
    ['moro na Rua das Flores, 123', 'ADDRESS:Rua das Flores, 123'],
    ['DOB: 03/14/1985', 'DOB:03/14/1985'],
    ['I was born on March 14, 1985', 'DOB:March 14, 1985'],
    ['my SSN is 123-45-6789', 'ID:123-45-6789'],
    ['CPF 123.456.789-09', 'ID:123.456.789-09'],
    ['NHS number 943 476 5919', 'ID:943 476 5919'],
  ])('finds the identifier in %j', (text, expected) => {
    expect(kinds(text)).toContain(expected);
  });

  it.each([
    "I'm tired and I'm Feeling awful",
    'Pain 8/10 for 3 days, temperature 38.5, blood pressure 120/80',
    'I take 500 mg metformin twice a day since 2019',
    'Thanks for your help',
    'It started on 2024-03-12 after the flight',
  ])('leaves clinical text alone: %j', (text) => {
    expect(detectPhi(text)).toEqual([]);
    expect(containsPhi(text)).toBe(false);
  });

  it('redacts a name wherever it appears again once introduced', () => {
    const r = redact("I'm Ana Souza. Ana is worried.");
    expect(r.text).not.toMatch(/Ana|Souza/);
    expect(restore(r.text, r.map)).toBe("I'm Ana Souza. Ana is worried.");
  });
});

describe('redact and restore', () => {
  const text = "Hi, I'm Ana Souza, phone +55 11 91234-5678, ana@example.com, SSN 123-45-6789, CPF 123.456.789-09.";

  it('replaces each identifier with a numbered placeholder and restores them exactly', () => {
    const r = redact(text);
    expect(r.text).toBe("Hi, I'm [NAME_1], phone [PHONE_1], [EMAIL_1], SSN [ID_1], CPF [ID_2].");
    expect(restore(r.text, r.map)).toBe(text);
  });

  it('keeps placeholders stable across calls sharing a map', () => {
    const first = redact("I'm Ana Souza", {});
    const second = redact('Ana Souza again, and ana@example.com', first.map);
    expect(second.text).toBe('[NAME_1] again, and [EMAIL_1]');
  });

  it('redacts every string of a JSON value, with names introduced in one string redacted in the others', () => {
    const r = redactDeep({ patientTexts: ['my name is Ana Souza', 'Ana has a fever'], n: 3 });
    expect(JSON.stringify(r.value)).not.toMatch(/Ana|Souza/);
    expect(r.value.n).toBe(3);
    expect(containsPhiDeep({ a: ['no identifiers here'] })).toBe(false);
  });

  it('restores placeholders cut across stream deltas', () => {
    const map = { '[NAME_1]': 'Ana', '[PHONE_1]': '555-123-4567' };
    const out: string[] = [];
    const s = new PhiStreamRestorer(map);
    for (const d of ['Thanks [NA', 'ME_', '1], we will call [', 'PHONE_1]. [note] ok [']) out.push(s.push(d));
    out.push(s.end());
    expect(out.join('')).toBe('Thanks Ana, we will call 555-123-4567. [note] ok [');
  });
});
