import styles from './hero-art.module.css';

/** Decorative artwork drawn in CSS (design.md: artwork is generated, never hot-linked): a tilted
 * wall of glowing game tiles behind the hero text. */
export function HeroArt() {
  return (
    <div className={styles.art} aria-hidden="true">
      {Array.from({ length: 32 }, (_, i) => (
        <span key={i} className={styles.tile} style={{ ['--i' as string]: i }} />
      ))}
    </div>
  );
}
