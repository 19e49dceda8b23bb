import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { routeTo } from '../../../domain/route-paths';
import type { Genre } from '../../../domain/game';
import styles from './genres.module.css';

/** A stable hue per genre, so each tile keeps its colour between visits. */
function hueOf(uniqueName: string): number {
  let hash = 0;
  for (const char of uniqueName) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** One genre: a tile-sized link named with the genre's name. */
export function GenreTile({ genre, featured = false }: { genre: Genre; featured?: boolean }) {
  const style = { '--hue': hueOf(genre.uniqueName) } as CSSProperties;
  return (
    <Link to={routeTo.genre(genre.uniqueName)} className={`${styles.tile} ${featured ? styles.featured : ''}`} style={style}>
      {genre.name}
    </Link>
  );
}

export function GenreTileSkeleton({ featured = false }: { featured?: boolean }) {
  return <span className={`skeleton ${styles.tile} ${featured ? styles.featured : ''}`} aria-hidden="true" />;
}
