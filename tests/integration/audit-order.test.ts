// Why this exists: a consult's audit entries are written once per turn of the event loop, and its
// snapshot write is issued in a turn's end too; a stored snapshot must never run ahead of the audit
// entries appended before it, or a crash between the two writes would leave a state with no trail.
// This watches the app's Redis connection through a whole consult, booking included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKeys } from '../../server/stores/keys.ts';
import { runConsult } from '../chaos/script.ts';
import { PatientClient } from '../support/patient-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

describe('audit entries and snapshot writes', () => {
  it('puts every audit entry appended before a snapshot write on the connection ahead of it', async () => {
    const keys = makeKeys(t.config.KEY_PREFIX);
    /** per case: audit entries appended and not yet issued to Redis */
    const unwritten = new Map<string, number>();
    const ahead: string[] = [];
    let snapshots = 0;
    let auditCalls = 0;
    const append = t.app.audit.append.bind(t.app.audit);
    t.app.audit.append = (caseId, type, data, opts) => {
      unwritten.set(caseId, (unwritten.get(caseId) ?? 0) + 1);
      return append(caseId, type, data, opts);
    };
    const send = t.app.redis.sendCommand.bind(t.app.redis);
    t.app.redis.sendCommand = ((cmd: { name: string; args: unknown[] }, ...rest: unknown[]) => {
      if (cmd.name === 'evalsha' || cmd.name === 'eval') {
        const firstKey = String(cmd.args[2] ?? '');
        for (const caseId of unwritten.keys()) {
          if (firstKey === keys.caseAudit(caseId)) {
            auditCalls++;
            unwritten.set(caseId, 0);
          } else if (cmd.args.slice(2).some((k) => String(k) === keys.caseSnapshot(caseId))) {
            snapshots++;
            if ((unwritten.get(caseId) ?? 0) > 0) ahead.push(`snapshot ahead of ${unwritten.get(caseId)} audit entries`);
          }
        }
      }
      return (send as (...a: unknown[]) => unknown)(cmd, ...rest);
    }) as typeof t.app.redis.sendCommand;

    const p = await new PatientClient(t.url).connected();
    await p.start();
    await runConsult(p, 'My right knee has been sore for three days after a run');
    expect(p.all('booking:confirmed')).toHaveLength(1);
    // a turn whose snapshot write is scheduled before its first audit entry (a context change with no
    // transition, then an effect's entry in the same turn): the order of the two writes' turn-end
    // callbacks would put the snapshot first
    const s = t.app.registry.get(p.caseId)!;
    await s.flush();
    (s as unknown as { scheduleSave(): void }).scheduleSave();
    void t.app.audit.append(p.caseId, 'test.note', { after: 'close' });
    await s.flush();
    await new Promise((r) => setImmediate(r));
    p.close();

    // the watch saw the consult's writes (so the check below can fail), and none ran ahead
    expect(snapshots).toBeGreaterThan(10);
    expect(auditCalls).toBeGreaterThan(5);
    expect(ahead).toEqual([]);
    expect(await t.app.audit.verify(p.caseId)).toMatchObject({ firstBroken: -1 });
  });
});
