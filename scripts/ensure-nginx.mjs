// Makes sure nginx, with the brotli_static module, is available for the static-host test.
// Order: nginx on the usual paths, then (as root on Debian) `apt-get install nginx libnginx-mod-http-brotli-static`.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const NGINX = '/usr/sbin/nginx';
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const installed = () => existsSync(NGINX) && existsSync(BROTLI_STATIC_MODULE);

/** @returns {boolean} whether nginx and its brotli_static module are there (installing them if it can). */
export function ensureNginx() {
  if (installed()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[setup] nginx or its brotli_static module missing; installing Debian nginx…');
    // Only the binary is wanted: the package's service is neither needed nor started by the tests.
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static',
      { stdio: 'inherit' },
    );
  }
  return installed();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensureNginx()) {
    console.error(
      '[setup] The static-host test needs nginx with the brotli_static module and they were not found.\n' +
        '  Install them (Debian/Ubuntu: `sudo apt-get install nginx libnginx-mod-http-brotli-static`), then run `npm test` again.',
    );
    process.exit(1);
  }
}
