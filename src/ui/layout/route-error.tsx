import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useRetryOnReturn } from '../components/retry-button';
import { pageReload } from './page-reload';
import { PATHS } from '../../domain/route-paths';

/** The message of a failed screen. Screens render inside the shell's <main>, so this is a plain block. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script|Failed to fetch/i.test(error.message);
  // A screen that could not be downloaded comes back by itself when the network does.
  useRetryOnReturn(() => {
    if (chunkFailed && navigator.onLine) pageReload.reload();
  });
  return (
    <div className="page page--centered" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        {chunkFailed
          ? t`Part of the portal could not be downloaded. Check your connection.`
          : t`This part of the portal could not be shown.`}
      </p>
      <p className="row-actions">
        {/* A failed download is not retried by React.lazy: a reload fetches the screen afresh. */}
        <button type="button" className="button" onClick={() => pageReload.reload()}>
          <Trans>Retry</Trans>
        </button>
        <Link className="button button--ghost" to={PATHS.home}>
          <Trans>Go to Home</Trans>
        </Link>
      </p>
    </div>
  );
}
