// Site-wide toasts on Radix Toast: one at a time, 5,000 ms each. `toast()` may be called from
// anywhere (event handlers, async callbacks); <Toaster /> sits once in the layout and loads the
// Radix view with the first toast, so pages that never show one never download it.
import { useEffect, useState } from 'react';
import { lazyOnClient } from '../lib/lazy-on-client.ts';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
};

export type ToastEntry = ToastOptions & { id: number };

export const TOAST_DURATION = 5000;

let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<(entry: ToastEntry | null) => void>();

function publish(entry: ToastEntry | null) {
  current = entry;
  for (const listener of listeners) listener(entry);
}

/** Shows a toast, replacing any toast on screen. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const entry: ToastEntry = { ...options, id: nextId++ };
  publish(entry);
  return { id: entry.id, dismiss: () => dismissToast(entry.id) };
}

export function dismissToast(id: number) {
  if (current?.id === id) publish(null);
}

const ToastView = lazyOnClient(() => import('./toast-view.tsx').then((module) => module.ToastView));

export function Toaster() {
  const [entry, setEntry] = useState<ToastEntry | null>(null);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const listener = (next: ToastEntry | null) => {
      setEntry(next);
      if (next) setUsed(true);
    };
    listeners.add(listener);
    listener(current);
    return () => {
      listeners.delete(listener);
    };
  }, []);

  return used ? (
    <ToastView entry={entry} duration={TOAST_DURATION} onDismiss={dismissToast} />
  ) : null;
}
