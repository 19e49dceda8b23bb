import { describe, expect, it } from 'vitest';
import { minifyInlineScripts } from '../../../scripts/minified-inline-code';

const run = (html: string): unknown => {
  const code = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return new Function(`return ${code}`)();
};

describe("the page's inline scripts", () => {
  it('are written minified, and do what their source did', () => {
    const source = `(function sumOfSquares(numbers) {
      // Each number squared, then added up: the comment and the long names go.
      let total = 0;
      for (const number of numbers) total += number * number;
      return total;
    })([1, 2, 3])`;
    const html = `<head><script>${source}</script></head>`;

    const minified = minifyInlineScripts(html);

    expect(minified).not.toContain('the comment and the long names go');
    expect(minified.length).toBeLessThan(html.length / 2);
    expect(run(minified)).toBe(14);
    expect(run(html)).toBe(14);
  });

  it('leave a script with a source or a type, and one that is not JavaScript, as they are', () => {
    const html = [
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="application/json">{ "a": 1 }</script>',
      '<script>this is not JavaScript (</script>',
    ].join('\n');

    expect(minifyInlineScripts(html)).toBe(html);
  });
});
