// Why this exists: logs carry no PHI, but an operator must still read service addresses, times and
// case ids in them.
import { describe, expect, it } from 'vitest';
import { scrubText } from '../../server/logger.ts';

describe('scrubText', () => {
  it('keeps service addresses with a port, timestamps and case ids', () => {
    const s = 'clinic server http://127.0.0.1:45961 at 2026-11-21T05:38:16.754Z for c-12345678-1234-1234-1234-123456789012';
    expect(scrubText(s)).toBe(s);
  });
  it('still removes phone numbers, national ids and dates of birth, including dotted ones that look like addresses', () => {
    const out = scrubText('call +55 11 91234-5678, CPF 123.456.789-09 or 123.123.123.12, born 03/14/1979');
    for (const secret of ['91234-5678', '123.456.789-09', '123.123.123.12', '03/14/1979']) expect(out).not.toContain(secret);
  });
});
