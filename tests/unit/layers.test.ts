// Why this exists: the layer rules in .dependency-cruiser.cjs (run over the real tree by `npm run lint:layers`,
// a step of `npm test`) must catch what they forbid. Each rule is run here over a small tree written to a
// temporary directory, with imports that break it and imports that keep it, so a rule that matched nothing
// (a mistyped path, a wrong option) would fail this test instead of passing every tree.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';

const root = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
  forbidden: IForbiddenRuleType[];
  options: { enhancedResolveOptions: object };
};
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Cruise a tree of files (path → source) with the project's rules; the violations as "rule: from → to". */
async function violations(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'helios-layers-'));
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const tops = [...new Set(Object.keys(files).map((p) => p.split('/')[0]))];
  const { output } = await cruise(
    tops,
    {
      baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' }, enhancedResolveOptions: config.options.enhancedResolveOptions,
    },
    { symlinks: false },
  );
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('machines/ imports only machines/, server/protocol/, xstate and zod', async () => {
    expect(await violations({
      'machines/m.ts': [
        "import { setup } from 'xstate';",
        "import { z } from 'zod';",
        "import type { P } from './contract/p.ts';",
        "import { E } from '../server/protocol/e.ts';",
        "import { screen } from '../actors/engine/screen.ts';",
        "import type { Config } from '../server/config.ts';",
        "import { readFileSync } from 'node:fs';",
        'export const m = [setup, z, E, screen, readFileSync] as unknown as P & Config;',
      ].join('\n'),
      'machines/contract/p.ts': 'export type P = { p: 1 };',
      'server/protocol/e.ts': 'export const E = 1;',
      'server/config.ts': 'export type Config = { c: 1 };',
      'actors/engine/screen.ts': 'export const screen = 1;',
    })).toEqual([
      'machines-are-pure: machines/m.ts → actors/engine/screen.ts',
      'machines-are-pure: machines/m.ts → fs',
      'machines-are-pure: machines/m.ts → server/config.ts',
    ]);
  });

  it('actors/ imports server/protocol/ and the machine contract, not the wiring nor the statechart', async () => {
    expect(await violations({
      'actors/a.ts': [
        "import { C } from '../server/protocol/clinic.contract.ts';",
        "import type { R } from '../machines/contract/r.ts';",
        "import type { T } from '../machines/consult.types.ts';",
        "import { parseEnv } from '../server/config.ts';",
        "import { consultMachine } from '../machines/consult.machine.ts';",
        "import { withSay } from '../machines/consult.context.ts';",
        'export const a = [C, parseEnv, consultMachine, withSay] as unknown as R & T;',
      ].join('\n'),
      'server/protocol/clinic.contract.ts': 'export const C = 1;',
      'server/config.ts': 'export const parseEnv = 1;',
      'machines/contract/r.ts': 'export type R = { r: 1 };',
      'machines/consult.types.ts': 'export type T = { t: 1 };',
      'machines/consult.machine.ts': 'export const consultMachine = 1;',
      'machines/consult.context.ts': 'export const withSay = 1;',
    })).toEqual([
      'actors-not-statechart: actors/a.ts → machines/consult.context.ts',
      'actors-not-statechart: actors/a.ts → machines/consult.machine.ts',
      'actors-not-wiring: actors/a.ts → server/config.ts',
    ]);
  });

  it('server/protocol/ imports nothing of the project outside itself; client-demo/ only server/protocol/', async () => {
    expect(await violations({
      'server/protocol/index.ts': "import { x } from './x.ts';\nimport { cfg } from '../config.ts';\nexport const i = [x, cfg];",
      'server/protocol/x.ts': 'export const x = 1;',
      'server/config.ts': 'export const cfg = 1;',
      'client-demo/w.ts': "import { i } from '../server/protocol/index.ts';\nimport { cfg } from '../server/config.ts';\nexport const w = [i, cfg];",
    })).toEqual([
      'client-only-protocol: client-demo/w.ts → server/config.ts',
      'protocol-is-a-leaf: server/protocol/index.ts → server/config.ts',
    ]);
  });

  it('no import cycle between files, type-only imports included', async () => {
    expect(await violations({
      'server/a.ts': "import { b } from './b.ts';\nexport const a = b;\nexport type A = { a: 1 };",
      'server/b.ts': "import type { A } from './a.ts';\nexport const b: A = { a: 1 };",
      'server/c.ts': "import { a } from './a.ts';\nexport const c = a;",
    })).toEqual([
      'no-circular: server/a.ts → server/b.ts',
    ]);
  });

  it('an import that resolves to nothing is reported', async () => {
    expect(await violations({ 'server/a.ts': "import { gone } from './gone.ts';\nexport const a = gone;" }))
      .toEqual(['not-to-unresolvable: server/a.ts → ./gone.ts']);
  });
});
