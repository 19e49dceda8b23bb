import { lazy, Suspense } from 'react';
import { NotificationModalStore } from '../../application/stores/notification-modal.store';
import { useStore } from '../hooks/container-context';
import { screenWords } from '../i18n/catalogue';

/**
 * The modal's code (the dialog and its focus handling) and the words of what it says (the lazy
 * screens' catalogue) come when a notification first opens it: most visits never show one, and
 * every visit's first download is smaller without them.
 */
const NotificationModal = lazy(() =>
  Promise.all([import('./notification-modal'), screenWords()]).then(([module]) => ({ default: module.NotificationModal })),
);

/** The global notification modal's place in the frame (spec §2, §3). */
export function NotificationModalHost() {
  const { open } = useStore(NotificationModalStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NotificationModal />
    </Suspense>
  );
}
