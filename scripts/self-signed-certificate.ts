import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TlsOptions } from '../src/composition/server/portal-server';

/**
 * A throwaway certificate for localhost and 127.0.0.1, valid for a day, made with the openssl
 * command (Node cannot issue certificates itself). Only for local measurements and tests: the
 * browser is told to accept it (--ignore-certificate-errors). Undefined when openssl is missing.
 */
export async function selfSignedCertificate(): Promise<TlsOptions | undefined> {
  const folder = await mkdtemp(join(tmpdir(), 'portal-tls-'));
  try {
    const key = join(folder, 'key.pem');
    const cert = join(folder, 'cert.pem');
    const made = await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]);
    return made ? { key: await readFile(key), cert: await readFile(cert) } : undefined;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}
