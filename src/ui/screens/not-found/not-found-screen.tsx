import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../domain/route-paths';

export function Component() {
  return (
    <div className="page page--centered">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>There is nothing at this address.</Trans>
      </p>
      <Link className="button" to={PATHS.home}>
        <Trans>Go to Home</Trans>
      </Link>
    </div>
  );
}
