/**
 * Injected failures for the control API (POST /__mock__/faults): the next N requests whose path
 * starts with `match` fail, hang or answer with a given body, so tests and developers can see
 * how the portal copes with a flaky network or a broken server.
 */
export interface FaultSpec {
  match: string;
  times?: number;
  status?: number;
  networkError?: boolean;
  delayMs?: number;
  body?: string;
  contentType?: string;
}

export interface ActiveFault extends FaultSpec {
  remaining: number;
}

export class FaultRegistry {
  private faults: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    this.faults.push({ ...spec, remaining: Math.max(1, spec.times ?? 1) });
  }

  /** The fault for this path, used up by one; faults apply in the order they were added. */
  take(path: string): ActiveFault | undefined {
    const fault = this.faults.find((f) => path.startsWith(f.match));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  clear(): void {
    this.faults = [];
  }

  list(): readonly ActiveFault[] {
    return this.faults;
  }
}
