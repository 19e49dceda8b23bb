import type { Notice } from '../../notices';
import type { ToastKind, ToastState } from '../../stores/toast.store';

/** Spec §9: "Toasts: 5 s, top-right." */
export const TOAST_DURATION_MS = 5000;

export class ShowToast {
  private nextId = 1;

  constructor(private readonly state: ToastState) {}

  /** Shows what happened; the UI words it. */
  execute(notice: Notice, kind: ToastKind = 'info'): number {
    const id = this.nextId++;
    this.state.toasts.push({ id, kind, notice });
    setTimeout(() => this.dismiss(id), TOAST_DURATION_MS);
    return id;
  }

  dismiss(id: number): void {
    const index = this.state.toasts.findIndex((t) => t.id === id);
    if (index >= 0) this.state.toasts.splice(index, 1);
  }
}
