import { useBootPicture } from '../../hooks/use-boot-picture';
import styles from './tournament.module.css';

/**
 * The tournament's banner, the page's largest picture. On a cold start at /tournament index.html's
 * boot script has painted it already (scripts/boot-script.ts, the route's early call): the banner
 * takes that very element over, so the picture is neither a second largest-contentful-paint
 * candidate nor loaded again.
 */
export function TournamentBanner({ src }: { src: string }) {
  const bootPicture = useBootPicture(src);
  return bootPicture ? (
    <span ref={bootPicture} className={styles.bannerHost} style={{ display: 'contents' }} />
  ) : (
    <img className={styles.banner} src={src} alt="" width={640} height={240} fetchPriority="high" />
  );
}
