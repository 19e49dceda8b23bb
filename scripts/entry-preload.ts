import type { Plugin } from 'vite';

/**
 * The first screen's largest picture on slow mobile data: the entry script is requested first, from the top of
 * index.html's head, before config.json and the stylesheet. Without this, Chrome asked for the
 * module script only once the parser reached it, after the head's other requests had taken the
 * already open connection, so the entry (the largest download on the critical path) went out
 * later and on a new connection.
 */
export function entryPreload(): Plugin {
  return {
    name: 'portal-entry-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = Object.values(ctx.bundle ?? {}).find((output) => output.type === 'chunk' && output.isEntry);
        if (!entry) return;
        const charset = /<meta charset="[^"]*"\s*\/?>\n?/i.exec(html);
        if (!charset) throw new Error('entry-preload: index.html has no <meta charset> to follow');
        const at = charset.index + charset[0].length;
        // crossorigin as on Vite's module script tag, so the script takes this very download.
        const link = `    <link rel="modulepreload" crossorigin href="/${entry.fileName}" />\n`;
        return html.slice(0, at) + link + html.slice(at);
      },
    },
  };
}
