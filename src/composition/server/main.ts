import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startPortalServer, type TlsOptions } from './portal-server';

/**
 * `npm start`: the built portal and its mock backend on http://localhost:4173 (PORT overrides).
 * With PORTAL_TLS_KEY and PORTAL_TLS_CERT (paths to PEM files) it serves HTTPS with HTTP/2 instead.
 */
const port = Number(process.env.PORT ?? 4173);
const distDir = fileURLToPath(new URL('../../../dist', import.meta.url));

function tlsFromEnvironment(): TlsOptions | undefined {
  const { PORTAL_TLS_KEY: key, PORTAL_TLS_CERT: cert } = process.env;
  if (!key && !cert) return undefined;
  if (!key || !cert) throw new Error('Set both PORTAL_TLS_KEY and PORTAL_TLS_CERT (PEM file paths), or neither.');
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

Promise.resolve()
  .then(() => startPortalServer({ port, distDir, tls: tlsFromEnvironment() }))
  .then(
    (server) => {
      console.log(`Portal with mock backend: ${server.url}`);
      console.log('Demo accounts: player@example.com / free@example.com, password Player#2025, every code 123456');
    },
    (error: unknown) => {
      console.error('Could not start the portal server:', error);
      process.exit(1);
    },
  );
