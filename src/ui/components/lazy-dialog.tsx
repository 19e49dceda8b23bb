import { useEffect, useState, type ComponentType } from 'react';
import { Trans } from '@lingui/react/macro';
import { RetryButton } from './retry-button';
import styles from './lazy-dialog.module.css';

/** A dialog whose code downloads when it first opens; `preload` starts that download earlier. */
export type LazyDialog<P> = ComponentType<P> & { preload: () => void };

/**
 * A dialog most visits never open (time up for today, a premium game), or the control that opens
 * one (a round's challenge for a friend), so that the page it opens over downloads only what it
 * shows before it: the dialog's code comes when it opens, or from `preload()` ahead of that. Until then the page says it is loading,
 * where the dialog will be; a download that failed says so with Retry, which also runs by itself
 * when the network returns.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const download = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // The next attempt downloads afresh.
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function Dialog(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      download().then(
        (ready) => live && setComponent(() => ready),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [component, attempt]);

    if (component) {
      const Ready = component;
      return <Ready {...props} />;
    }
    return failed ? (
      <DialogProblem
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    ) : (
      <p className={styles.pending} role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return Object.assign(Dialog, { preload: () => void download().catch(() => undefined) });
}

function DialogProblem({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.pending} role="alert">
      <p>
        <Trans>Part of the portal could not be downloaded. Check your connection.</Trans>
      </p>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
