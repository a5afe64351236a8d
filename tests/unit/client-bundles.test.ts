// Why this exists: the clinician page's renderer is bundled so that its specialty filter lists exactly the
// protocol's specialties; this checks the served bundle itself (without a browser) against the protocol.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { clientBundle } from '../../client-demo/build.ts';
import { SPECIALTIES } from '../../server/protocol/enums.ts';

describe('client bundles', () => {
  it('serves the clinician renderer with the protocol specialty list', async () => {
    const bundle = await clientBundle('clinician-render.js');
    expect(bundle).not.toBeNull();
    const window: { HeliosRender?: { SPECIALTIES: readonly string[]; words(s: string): string } } = {};
    runInNewContext((await bundle!).js, { window, document: {} });
    expect(window.HeliosRender?.SPECIALTIES).toEqual([...SPECIALTIES]);
    expect(window.HeliosRender?.words('general_practice')).toMatch(/general practice/i);
  });

  it('has no bundle for a name it does not serve', () => {
    expect(clientBundle('../server/app.ts')).toBeNull();
    expect(clientBundle('nope.js')).toBeNull();
  });
});
