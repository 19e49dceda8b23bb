import type { Plugin } from 'vite';

/**
 * The route manifest's row fields that only the build reads: the early calls, which the build
 * writes into index.html's boot script (scripts/boot-script.ts). Nothing in the browser reads them.
 */
export const BUILD_ONLY_ROW_FIELDS: readonly string[] = ['earlyCall'];

/** The route manifest's module, by its path in the app (src/ui/route-manifest.ts). */
const MANIFEST = /\/src\/ui\/route-manifest\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  key?: { type: string; name?: string };
  computed?: boolean;
}

/**
 * Takes the fields only the build reads out of the route manifest's rows in the bundle: the
 * manifest is part of /home's first download, which would otherwise carry every row's early call.
 * Each field, with the comma after it, is blanked out in place (spaces, its line breaks kept), so
 * the rest of the module keeps its place and its source map holds.
 */
export function buildOnlyRowFields(): Plugin {
  return {
    name: 'portal-build-only-row-fields',
    apply: 'build',
    transform(code, id) {
      if (!MANIFEST.test(id.replaceAll('\\', '/').split('?')[0]!)) return undefined;
      const fields: Node[] = [];
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) return value.forEach(visit);
        if (!value || typeof value !== 'object') return;
        const node = value as Node;
        if (node.type === 'Property' && !node.computed && BUILD_ONLY_ROW_FIELDS.includes(node.key?.name ?? '')) {
          fields.push(node);
          return;
        }
        Object.values(node).forEach(visit);
      };
      visit(this.parse(code));
      if (fields.length === 0) return undefined;
      let blanked = code;
      for (const { start, end, key } of fields) {
        // A wrong offset would cut another field: the build stops instead.
        if (!code.startsWith(key!.name!, start))
          throw new Error(`build-only-row-fields: ${key!.name} not found at ${start} in ${id}`);
        let stop = end;
        while (/\s/.test(code[stop] ?? '')) stop += 1;
        if (code[stop] === ',') stop += 1;
        blanked = blanked.slice(0, start) + code.slice(start, stop).replace(/[^\n]/g, ' ') + blanked.slice(stop);
      }
      return { code: blanked, map: null };
    },
  };
}
