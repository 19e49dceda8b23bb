export type StreamKind = 'broadcast' | 'leaderboard';

interface Connection {
  kind: StreamKind;
  userId: string | null;
  write(text: string): void;
  close(): void;
}

/** A comment line keeps proxies from closing an idle stream; clients ignore it. */
const HEARTBEAT_MS = 15_000;
const encoder = new TextEncoder();

/** One server-sent event in wire format; multi-line data becomes several data: lines. */
export function sseEvent(data: string, event?: string): string {
  const lines = data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`);
  return `${event ? `event: ${event}\n` : ''}${lines.join('\n')}\n\n`;
}

/**
 * The mock's open event streams. Answers a stream request with a `text/event-stream` body that
 * stays open (a plain ReadableStream: msw's sse() needs EventSource, which Node lacks), sends to
 * every open stream of a kind, and can drop them all (POST /__mock__/streams/drop). Timers are
 * unref'd so an idle mock never keeps a Node process alive.
 */
export class StreamHub {
  private readonly connections = new Set<Connection>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly listeners = new Set<(kind: StreamKind, open: number) => void>();

  /** A streaming response; `greeting` is written first (e.g. the current leaderboard). */
  open(kind: StreamKind, userId: string | null, signal: AbortSignal | undefined, greeting?: string): Response {
    let connection: Connection | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const current: Connection = {
          kind,
          userId,
          write: (text) => controller.enqueue(encoder.encode(text)),
          close: () => {
            if (!this.connections.delete(current)) return;
            this.changed(kind);
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        connection = current;
        this.connections.add(current);
        current.write(`: connected\n\n${greeting ?? ''}`);
        this.changed(kind);
      },
      cancel: () => connection?.close(),
    });
    signal?.addEventListener('abort', () => connection?.close(), { once: true });
    return new Response(body, {
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' },
    });
  }

  /** Sends one event to every open stream of the kind; returns how many received it. */
  send(kind: StreamKind, data: string, event?: string): number {
    const text = sseEvent(data, event);
    let sent = 0;
    for (const connection of this.connections) {
      if (connection.kind !== kind) continue;
      try {
        connection.write(text);
        sent += 1;
      } catch {
        connection.close();
      }
    }
    return sent;
  }

  /** Ends every open stream (clients see the end and reconnect); returns how many were open. */
  dropAll(): number {
    const open = [...this.connections];
    open.forEach((connection) => connection.close());
    return open.length;
  }

  count(kind?: StreamKind): number {
    return [...this.connections].filter((connection) => !kind || connection.kind === kind).length;
  }

  /** Called with the kind and its number of open streams whenever one opens or closes. */
  onChange(listener: (kind: StreamKind, open: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(kind: StreamKind): void {
    if (this.connections.size > 0 && !this.heartbeat) {
      this.heartbeat = setInterval(() => this.connections.forEach((c) => safeWrite(c, ': ping\n\n')), HEARTBEAT_MS);
      this.heartbeat.unref?.();
    } else if (this.connections.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
    const open = this.count(kind);
    this.listeners.forEach((listener) => listener(kind, open));
  }
}

function safeWrite(connection: Connection, text: string): void {
  try {
    connection.write(text);
  } catch {
    connection.close();
  }
}
