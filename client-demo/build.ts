// Why this exists: the browser bundles (the patient widget: TypeScript, socket.io-client; the clinician
// dashboard's renderer, for the protocol's specialty list) are built with esbuild when the server starts and
// served from memory, so there is no build step and no committed build output.
import { fileURLToPath } from 'node:url';

/** Bundles served under /static/<name>, each built from an entry module in client-demo/. */
export const CLIENT_BUNDLES: Readonly<Record<string, string>> = {
  'widget.js': 'widget/main.ts',
  'clinician-render.js': 'clinician-render.js',
};

export interface ClientBundle {
  js: string;
}

export interface BuildOptions {
  /** entry module, relative to client-demo/ (default: the patient widget) */
  entry?: string;
  /** default true; false keeps names readable for debugging */
  minify?: boolean;
}

/** Bundle one entry for the browser: an IIFE (no module loader needed; works under the CSP's script-src 'self'). */
export async function buildClient(opts: BuildOptions = {}): Promise<ClientBundle> {
  const { build } = await import('esbuild');
  const entry = fileURLToPath(new URL(opts.entry ?? CLIENT_BUNDLES['widget.js'], import.meta.url));
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: opts.minify ?? true,
    sourcemap: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const out = result.outputFiles[0];
  if (!out) throw new Error(`esbuild produced no output for ${entry}`);
  return { js: out.text };
}

const cache = new Map<string, Promise<ClientBundle>>();

/** The bundle served as /static/<name> (built once, then from memory), or null when no bundle has that name. */
export function clientBundle(name: string): Promise<ClientBundle> | null {
  const entry = Object.hasOwn(CLIENT_BUNDLES, name) ? CLIENT_BUNDLES[name] : undefined;
  if (!entry) return null;
  let p = cache.get(name);
  if (!p) {
    p = buildClient({ entry });
    cache.set(name, p);
    // a failed build is not cached: the next request tries again
    p.catch(() => cache.delete(name));
  }
  return p;
}

/** Start every build now (at server start), so the first page load does not wait for esbuild. */
export function warmClientBundles(onError?: (name: string, err: Error) => void): void {
  for (const name of Object.keys(CLIENT_BUNDLES)) {
    clientBundle(name)?.catch((err: Error) => onError?.(name, err));
  }
}
