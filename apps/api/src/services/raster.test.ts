import { describe, expect, it } from 'vitest';
import { toPng } from './raster.js';

const drawing = (lettering: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#fff"/>${lettering}</svg>`;

describe('toPng', () => {
  it('draws the Japanese lettering in the bundled font, whatever fonts the machine has', async () => {
    const blank = await toPng(drawing(''));
    const lettered = await toPng(
      drawing(
        '<text x="10" y="40" font-family="\'Hiragino Sans\',sans-serif" font-size="30">春の市</text>',
      ),
    );
    expect(lettered.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([lettered.readUInt32BE(16), lettered.readUInt32BE(20)]).toEqual([120, 60]);
    expect(lettered.length).toBeGreaterThan(blank.length + 100);
  });

  it('draws a drawing once, then hands out the same picture', async () => {
    const svg = drawing('<circle cx="30" cy="30" r="20" fill="#c8553d"/>');
    const first = toPng(svg);
    expect(toPng(svg)).toBe(first);
    expect((await first).equals(await toPng(drawing('')))).toBe(false);
  });
});
