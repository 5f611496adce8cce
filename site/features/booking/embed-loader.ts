// Tracks whether Cal.com's embed script loaded. The library's snippet appends the <script> itself and
// never reports failure, so we watch that element: an error, a block by an extension or no answer
// within the timeout all count as failed, and the booking section shows its fallback instead.
import { getCalApi } from '@calcom/embed-react';

export const EMBED_LOAD_TIMEOUT_MS = 10_000;

type EmbedScriptState = 'loading' | 'loaded' | 'failed';

type Tracker = { url: string; state: EmbedScriptState; promise: Promise<void> };

let tracker: Tracker | undefined;

function findScript(url: string): HTMLScriptElement | undefined {
  return Array.from(document.scripts).find((script) => script.getAttribute('src') === url);
}

/**
 * Starts loading the embed script (once per page) and settles when it has loaded, or rejects when it
 * failed or timed out. A later call for the same URL returns the same promise.
 */
export function loadEmbedScript(
  url: string,
  namespace: string,
  timeoutMs: number = EMBED_LOAD_TIMEOUT_MS,
): Promise<void> {
  if (tracker && tracker.url === url) return tracker.promise;
  const current: Tracker = { url, state: 'loading', promise: Promise.resolve() };
  current.promise = new Promise<void>((resolve, reject) => {
    const settle = (state: 'loaded' | 'failed') => {
      if (current.state !== 'loading') return;
      current.state = state;
      window.clearTimeout(timer);
      if (state === 'loaded') resolve();
      else reject(new Error(`The booking calendar script did not load: ${url}`));
    };
    const timer = window.setTimeout(() => settle('failed'), timeoutMs);
    // Installs window.Cal's queue and appends the script tag, exactly as the React component would.
    void getCalApi({ embedJsUrl: url, namespace }).then(() => {
      const script = findScript(url);
      if (!script) {
        // Someone else's Cal snippet ran first with another URL; treat what is there as loaded.
        settle(window.Cal?.loaded ? 'loaded' : 'failed');
        return;
      }
      script.addEventListener('load', () => settle('loaded'), { once: true });
      script.addEventListener('error', () => settle('failed'), { once: true });
    });
  });
  tracker = current;
  return current.promise;
}
