import * as z from 'zod/mini';
import { defaultConfig, type AppConfig } from '../../application/config';

const configSchema = z.partial(
  z.object({
    apiBaseUrl: z.string(),
    esportsBaseUrl: z.string(),
    tournament: z.object({ org: z.string(), id: z.string() }),
    productName: z.string(),
    supportEmail: z.string(),
    vapidPublicKey: z.string(),
    social: z.partial(z.object({ googleClientId: z.string(), facebookAppId: z.string() })),
    allowedRedirectOrigins: z.array(z.string()),
    requestTimeoutMs: z.number(),
    analytics: z.partial(z.object({ mode: z.enum(['console', 'beacon', 'none']), endpoint: z.string() })),
  }),
);

/**
 * Reads /config.json so that one build can point at any backend. A missing or broken file
 * falls back to the defaults (same-origin API) and says so in the console.
 */
export async function loadConfig(fetchImpl: typeof fetch = fetch, url = '/config.json'): Promise<AppConfig> {
  try {
    // Default cache mode, so the <link rel=preload> in index.html is reused; the server sends
    // config.json with no-cache, so every visit still revalidates it.
    const response = await fetchImpl(url);
    const parsed = configSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error('config.json does not match the expected shape');
    return mergeConfig(parsed.data);
  } catch (error) {
    console.warn('Using the default configuration:', error instanceof Error ? error.message : error);
    return defaultConfig;
  }
}

export function mergeConfig(partial: z.infer<typeof configSchema>): AppConfig {
  return {
    ...defaultConfig,
    ...partial,
    social: { ...defaultConfig.social, ...partial.social },
    analytics: { ...defaultConfig.analytics, ...partial.analytics },
  };
}
