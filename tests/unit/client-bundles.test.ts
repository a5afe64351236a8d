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

  it('draws a transcript entry the patient did not hear whole, or at all, with a note that says so', async () => {
    // the smallest DOM the renderer uses: elements with a class, text and children
    type Node = { tag: string; className: string; textContent: string; children: Node[]; appendChild(c: Node): Node };
    const document = {
      createElement: (tag: string): Node => {
        const n: Node = { tag, className: '', textContent: '', children: [], appendChild: (c) => (n.children.push(c), c) };
        return n;
      },
    };
    const window: { HeliosRender?: { transcriptEntry(e: object): Node } } = {};
    runInNewContext((await clientBundle('clinician-render.js')!).js, { window, document });
    const draw = (e: object) => window.HeliosRender!.transcriptEntry({ role: 'assistant', text: 'Where is the', at: '2026-11-21T10:00:00Z', ...e });
    const said = (n: Node) => n.children.map((c) => c.textContent).join(' | ');
    expect(said(draw({}))).not.toMatch(/cut short|not sent/);
    expect(said(draw({ interrupted: true }))).toMatch(/cut short: the patient spoke \| Where is the$/);
    const unsent = draw({ unsent: true });
    expect(said(unsent)).toMatch(/not sent: a clinician took over/);
    expect(unsent.className).toBe('msg assistant unsent');
  });

  it('has no bundle for a name it does not serve', () => {
    expect(clientBundle('../server/app.ts')).toBeNull();
    expect(clientBundle('nope.js')).toBeNull();
  });
});
