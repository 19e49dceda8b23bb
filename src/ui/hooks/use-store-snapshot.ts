import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createProxy, isChanged } from 'proxy-compare';
import { snapshot, subscribe, type Snapshot } from 'valtio/vanilla';

/** Shared by every component, as valtio's own hook shares it: the proxies of one snapshot object. */
const targetCache = new WeakMap<object, unknown>();

/**
 * The events a player causes. A state change made while one is handled (a tap opening the drawer,
 * a key closing a modal) renders at once: the answer to a tap is due within a frame.
 */
const PLAYER_EVENT =
  /^(click|dblclick|contextmenu|key|pointer|mouse|touch|input|beforeinput|change|submit|reset|focus|blur|popstate|composition)/;

function duringPlayerEvent(): boolean {
  // `window.event` is the event whose listeners are running.
  const event = typeof window === 'undefined' ? undefined : (window as { event?: Event }).event;
  return event !== undefined && PLAYER_EVENT.test(event.type);
}

/**
 * A read-only snapshot of a valtio state area; the component renders again when what it read
 * changes (the same render tracking as valtio's `useSnapshot`).
 *
 * What differs from `useSnapshot`: a change that arrives from the network (a row's games, the
 * saved games' sizes) renders in a transition, which React splits into short slices and lets a tap
 * interrupt. `useSnapshot` goes through `useSyncExternalStore`, which renders every change at once,
 * in one task: on /home's first seconds those renders, one per answer, were the long tasks that
 * kept a cheap phone from answering a tap. A change made while the player's own event is handled
 * still renders at once.
 */
export function useStoreSnapshot<T extends object>(store: T): Snapshot<T> {
  const [current, setCurrent] = useState<object>(() => snapshot(store) as object);
  // What this component read of its snapshots: only a change there renders it again.
  const affected = useMemo(() => new WeakMap<object, unknown>(), []);
  const rendered = useRef(current);
  useLayoutEffect(() => {
    rendered.current = current;
  });
  useEffect(() => {
    const render = (urgent: boolean) => {
      const next: object = snapshot(store) as object;
      if (next === rendered.current || !readChanged(rendered.current, next, affected)) return;
      if (urgent) setCurrent(next);
      else startTransition(() => setCurrent(next));
    };
    let queued = false;
    // Told of every change as it is made (not batched by valtio), so that a change made in a
    // player's event is seen while that event is still being handled.
    const unsubscribe = subscribe(
      store,
      () => {
        if (duringPlayerEvent()) return render(true);
        // Other changes come in bursts (an answer fills several fields): one render for the burst.
        if (queued) return;
        queued = true;
        queueMicrotask(() => {
          queued = false;
          render(false);
        });
      },
      true,
    );
    // A change between the first render and this subscription.
    render(false);
    return unsubscribe;
  }, [store, affected]);
  const proxyCache = useMemo(() => new WeakMap<object, unknown>(), []);
  return createProxy(current, affected, proxyCache, targetCache) as Snapshot<T>;
}

function readChanged(before: object, after: object, affected: WeakMap<object, unknown>): boolean {
  try {
    return isChanged(before, after, affected, new WeakMap());
  } catch {
    return true;
  }
}
