// Why this exists: under a 429 storm a call may wait up to LLM_SHED_WAIT_MS (12 s) for a slot and then take a
// whole attempt, 24 s in all (issue 27): the "still working" lines must last that long, not stop after six
// (13.8 s at one per 2.3 s) and leave the patient with nothing new for the rest. Counted, not timed: a quiet
// time of 5 ms and a wait that ends once no line has come for a while.
import { describe, expect, it } from 'vitest';
import type { OutboxStore } from '../../server/stores/outbox.store.ts';
import { stillWorking } from '../../server/consult/still-working.ts';

describe('still-working lines', () => {
  it('keep a wait as long as a Claude call\'s whole deadline company (eleven lines), and stop there', async () => {
    const said: string[] = [];
    const outbox = { append: async (_c: string, name: string) => { if (name === 'assistant:message') said.push(name); return 1; } } as unknown as OutboxStore;
    const company = stillWorking({ outbox, caseId: 'c1', quietMs: 5, locale: () => 'en' });
    await company.watch(async () => {
      // wait until the lines stop coming (the cap), however slow the machine: 300 ms with none new
      let seen = -1;
      for (;;) {
        await new Promise((r) => setTimeout(r, 300));
        if (said.length === seen) return;
        seen = said.length;
      }
    });
    expect(said).toHaveLength(11);
  });
});
