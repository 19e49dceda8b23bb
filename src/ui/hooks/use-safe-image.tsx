import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { RedirectPolicy } from '../../application/use-cases/auth/redirect-policy';
import { safeImageSource } from '../../domain/image-source';
import { checkUrl, type UrlCheck } from '../../domain/url-guard';
import { useService } from './container-context';

type Guard = (raw: unknown) => UrlCheck;

/** Outside the app's shell (a component rendered on its own) only this origin is trusted: safe by default. */
const sameOriginOnly: Guard = (raw) => checkUrl(raw, { appOrigin: globalThis.location?.origin ?? '', allowedOrigins: [] });
const UrlGuardContext = createContext<Guard>(sameOriginOnly);

/** Hands the configured URL guard (this origin plus AppConfig.allowedRedirectOrigins) to the screens. */
export function UrlGuardProvider({ children }: { children: ReactNode }) {
  const policy = useService(RedirectPolicy);
  const guard = useCallback<Guard>((raw) => policy.check(raw), [policy]);
  return <UrlGuardContext.Provider value={guard}>{children}</UrlGuardContext.Provider>;
}

/**
 * `safeImage(url)`: the image URL from the server if it passes the URL guard (see
 * domain/image-source.ts), otherwise undefined, so that an <img> shows nothing rather than load
 * from a place the portal does not trust. Use it for every `src` that came from the server.
 */
export function useSafeImage(): (raw: string | null | undefined) => string | undefined {
  const guard = useContext(UrlGuardContext);
  return useCallback((raw) => safeImageSource(raw, guard), [guard]);
}
