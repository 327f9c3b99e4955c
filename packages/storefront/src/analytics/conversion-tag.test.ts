// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversionTag } from './plugins.js';

const URL = 'https://vc.test/vccv?sid=3716420&oid=O-200&amt=7500';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** The tag's pixel, whose loading the test decides. */
function tagged(): { image: HTMLImageElement; loaded: () => void } {
  conversionTag(URL);
  const image = document.querySelector<HTMLImageElement>('[data-conversion-tracker] img')!;
  let complete = false;
  Object.defineProperty(image, 'complete', { get: () => complete });
  return { image, loaded: () => (complete = true) };
}

describe('the conversion tracker’s tag (spec section 9)', () => {
  it('puts the pixel in the page and takes the element away after 1 s', () => {
    const { image } = tagged();
    expect(image.getAttribute('src')).toBe(URL);
    expect(image.closest('[data-conversion-tracker]')).toHaveProperty('hidden', true);
    vi.advanceTimersByTime(999);
    expect(document.querySelector('[data-conversion-tracker]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('[data-conversion-tracker]')).toBeNull();
  });

  it('lets the image go once it has loaded, polling every second', () => {
    const { image, loaded } = tagged();
    vi.advanceTimersByTime(3000);
    expect(image.getAttribute('src')).toBe(URL);
    loaded();
    vi.advanceTimersByTime(999);
    expect(image.getAttribute('src')).toBe(URL);
    vi.advanceTimersByTime(1);
    expect(image.hasAttribute('src')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops polling after the 10th second when the image never loads', () => {
    const { image } = tagged();
    vi.advanceTimersByTime(9999);
    expect(image.getAttribute('src')).toBe(URL);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(image.hasAttribute('src')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
