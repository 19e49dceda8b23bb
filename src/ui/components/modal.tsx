import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../hooks/use-dialog-focus';
import styles from './modal.module.css';

export type ModalTone = 'accent' | 'success' | 'error' | 'warning' | 'favorite';

export interface ModalProps {
  /** The dialog's heading and its accessible name. */
  title: string;
  /** The body; rendered as given (pass text as text, never as HTML). */
  children?: ReactNode;
  /** Buttons at the bottom. Include a 'Close' button: the dialog draws no close control itself. */
  actions?: ReactNode;
  /** Escape, a click on the backdrop (unless disabled) and the caller's own buttons call this. */
  onClose: () => void;
  /** A banner image above the title (push notifications, offers). */
  image?: { src: string; alt: string };
  /** A decorative icon above the title. */
  icon?: ReactNode;
  tone?: ModalTone;
  closeOnBackdrop?: boolean;
  /** What receives focus on open; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The one accessible dialog of the portal: role dialog, aria-modal, named by its title, focus
 * moved in and trapped, Escape closes, focus returned, page scroll locked. It is shown while it is
 * rendered: the caller decides when (`{open && <Modal …/>}`).
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  image,
  icon,
  tone = 'accent',
  closeOnBackdrop = true,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, { onEscape: onClose, initialFocus });

  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
      <div
        ref={panel}
        className={`${styles.panel} ${styles[tone] ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
      >
        {image && <img className={styles.image} src={image.src} alt={image.alt} />}
        <div className={styles.content}>
          {icon && <div className={styles.icon}>{icon}</div>}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children && (
            <div id={bodyId} className={styles.body}>
              {children}
            </div>
          )}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
