import type { ImgHTMLAttributes } from 'react';

/** Other encodings and widths of one picture, for the browser to choose from. */
export type PictureSources = {
  /** srcset of the fallback <img> ('… 320w, … 640w'). */
  srcSet?: string;
  /** Modern formats, best first: the browser takes the first type it can show. */
  sources?: { type: string; srcSet: string }[];
};

export type PictureProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** How wide the picture is shown, for choosing among the widths ('(min-width: 60em) 25vw, 50vw'). */
  sizes?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: ImgHTMLAttributes<HTMLImageElement>['fetchPriority'];
} & PictureSources;

/**
 * An <img> with its width and height (the browser keeps the room, nothing shifts), wrapped in a
 * <picture> when there are AVIF/WebP sources. Without sources it is a plain <img>.
 */
export function Picture({
  src,
  alt,
  width,
  height,
  sizes,
  srcSet,
  sources,
  loading = 'lazy',
  fetchPriority,
}: PictureProps) {
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
  if (!sources || sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
