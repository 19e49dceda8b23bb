import { Link } from 'react-router-dom';

export function Component() {
  return (
    <div className="page page--centered">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link className="button" to="/home">
        Go to Home
      </Link>
    </div>
  );
}
