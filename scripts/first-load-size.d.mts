/** Types for first-load-size.mjs, shared by bench/run.ts and the size gate of the e2e tests. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (e.g. a group named in vite.config.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface SizedFile {
  /** Path inside the build output, e.g. "assets/index-abc123.js". */
  file: string;
  gzipBytes: number;
}

export interface FirstLoad {
  files: SizedFile[];
  totalGzipBytes: number;
  css: SizedFile[];
  cssGzipBytes: number;
}

export const HOME_FIRST_LOAD_BUDGET_BYTES: number;
export const ROUTE_MODULES: Readonly<Record<string, readonly string[]>>;
export function readManifest(outDir: string): Record<string, ManifestChunk>;
export function firstLoadJs(outDir: string, modules: readonly string[]): FirstLoad;
export function staticClosure(manifest: Record<string, ManifestChunk>, roots: readonly string[]): string[];
export function gzipSize(path: string): number;
export function formatKb(bytes: number): string;
