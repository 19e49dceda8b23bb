import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/config';
import { useService } from '../hooks/container-context';
import { PATHS } from '../../domain/route-paths';

/** The product's mark and name, linking home: the way back from the bare screens that have no top bar. */
export function BrandLink({ className, markClassName }: { className: string; markClassName: string }) {
  const { productName } = useService(AppConfig);
  return (
    <Link to={PATHS.home} className={className}>
      <span className={markClassName} aria-hidden="true">
        {productName.slice(0, 1)}
      </span>
      {productName}
    </Link>
  );
}
