// Why this exists: the sleeps between the pieces of a streamed text, in a module of its own so that the
// speakers (speaker.ts, claude-speaker.ts) and the effects that call them import it without a cycle.
/** Sleeps that end early when `signal` aborts, sharing one abort listener: a stream sleeps once per
 *  piece, and adding and removing a listener on an AbortSignal each time cost more than the sleep.
 *  `done` takes the listener off when the stream ends. */
export function pacer(signal?: AbortSignal): { sleep(ms: number): Promise<void>; done(): void } {
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const onAbort = () => {
    clearTimeout(timer);
    wake?.();
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  return {
    sleep: (ms) => new Promise<void>((resolve) => {
      if (ms <= 0 || signal?.aborted) return resolve();
      wake = resolve;
      timer = setTimeout(resolve, ms);
    }),
    done: () => signal?.removeEventListener('abort', onAbort),
  };
}
