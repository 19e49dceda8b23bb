import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Every route has an error boundary: a broken screen shows a way onward, never a blank page.
 * Screens render inside the shell's <main>, so this is a plain block, not a second <main>. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  const title = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <div className="page page--centered" role="alert">
      <h1>{title}</h1>
      <p>{chunkFailed ? 'Part of the portal could not be downloaded. Check your connection.' : 'This part of the portal could not be shown.'}</p>
      <p className="row-actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>Retry</button>
        <Link className="button button--ghost" to="/home">Go to Home</Link>
      </p>
    </div>
  );
}

/** When the shell itself fails there is no shell <main> around the message: provide one. */
export function RootRouteError() {
  return (
    <main id="content">
      <RouteError />
    </main>
  );
}
