import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A component loaded on first use from its own chunk (precached for offline; the sheet editor, the print view and the QR tools are not: vite.config.ts). */
export function lazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  return function Lazy(props: P) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let alive = true;
      pending ??= load().then((c) => {
        loaded = c;
      });
      void pending.then(() => alive && setReady(true));
      return () => {
        alive = false;
      };
    }, []);
    const C = loaded;
    return C ? (
      <C {...props} />
    ) : (
      <p class="muted" aria-busy="true">
        Loading…
      </p>
    );
  };
}
