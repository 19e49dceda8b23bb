export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
  at: string;
}

const LIMIT = 300;

/** The recent requests the mock received (GET /__mock__/requests), newest last. */
export class RequestLog {
  private entries: LoggedRequest[] = [];
  /** Counts the clears: a request that arrived before one is not logged after it. */
  private generation = 0;

  async record(request: Request): Promise<void> {
    const generation = this.generation;
    const at = new Date().toISOString();
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = key === 'authorization' ? redactBearer(value) : value;
    });
    const body = await readBody(request);
    if (generation !== this.generation) return;
    this.entries.push({ method: request.method, path: url.pathname, query: url.search, headers, body, at });
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
    this.generation += 1;
  }
}

/** Tokens never appear in logs: keep the scheme and the last four characters to tell tokens apart. */
export function redactBearer(value: string): string {
  const match = /^Bearer\s+(.+)$/i.exec(value);
  return match ? `Bearer …${match[1].slice(-4)}` : '[redacted]';
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return redactSecrets(JSON.parse(text));
  } catch {
    return text;
  }
}

/** Passwords never reach a log, not even the mock's: any key that names a password is blanked. */
const SECRET_KEY = /pass(word)?/i;
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        SECRET_KEY.test(key) && typeof v === 'string' ? '[redacted]' : redactSecrets(v),
      ]),
    );
  }
  return value;
}
