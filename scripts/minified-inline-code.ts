import { minifySync, type Plugin } from 'vite';

/**
 * The page's inline scripts, minified: index.html carries the boot script and the route preload as
 * their source text (a function's own text, comments and all), which every first visit downloads
 * before anything else on slow mobile data. The build writes them minified into the page it emits;
 * the server's and the host's Content-Security-Policy hashes are computed from that page.
 */
export function minifiedInlineCode(): Plugin {
  return {
    name: 'portal-minified-inline-code',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      // The portal's own page only: a bundled game's page is built whole elsewhere (its size is listed).
      const page = bundle['index.html'];
      if (page?.type === 'asset' && typeof page.source === 'string') page.source = minifyInlineScripts(page.source);
    },
  };
}

/** Every `<script>` without a src or a type, minified in place; anything that fails to minify is left as it is. */
export function minifyInlineScripts(html: string): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (whole, code: string) => {
    const { code: minified, errors } = minifySync('inline.js', code, { compress: true, mangle: true });
    if (errors.length > 0 || !minified) return whole;
    return `<script>${minified.trim()}</script>`;
  });
}
