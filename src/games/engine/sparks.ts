import { Rng } from './rng';

interface Spark {
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  full: number;
  colour: string;
}

/**
 * Sparks thrown from a point (a hit, an explosion) that fly apart and fade: a look only, so their
 * chance is the view's own generator, never the game's.
 */
export class Sparks {
  private list: Spark[] = [];
  private readonly rng = new Rng(7);

  /** `count` sparks from (x, y), each at up to speed / 2 px/s along each axis, gone after `life` seconds. */
  burst(x: number, y: number, colour: string, { count = 8, speed = 160, life = 0.4 } = {}): void {
    for (let i = 0; i < count; i += 1) {
      const vx = (this.rng.next() - 0.5) * speed;
      this.list.push({ x, y, vx, vy: (this.rng.next() - 0.5) * speed, life, full: life, colour });
    }
  }

  /**
   * One spark from (x, y) at (vx, vy) px/s, gone after `life` seconds; it fades as if it had lived
   * `full` seconds, so a longer `full` starts it part-faded.
   */
  one(x: number, y: number, vx: number, vy: number, colour: string, life: number, full = life): void {
    this.list.push({ x, y, vx, vy, life, full, colour });
  }

  /** Moves every spark on by dt seconds and forgets the ones that have faded. */
  update(dt: number): void {
    for (const s of this.list) {
      s.x += s.vx * dt;
      s.y += s.vy * dt;
      s.life -= dt;
    }
    if (this.list.some((s) => s.life <= 0)) this.list = this.list.filter((s) => s.life > 0);
  }

  clear(): void {
    this.list = [];
  }

  /** Paints each spark as a square of `size` px, fading as it ages. */
  draw(ctx: CanvasRenderingContext2D, size = 3): void {
    for (const s of this.list) {
      ctx.globalAlpha = Math.max(0, s.life / s.full);
      ctx.fillStyle = s.colour;
      ctx.fillRect(s.x, s.y, size, size);
    }
    ctx.globalAlpha = 1;
  }
}
