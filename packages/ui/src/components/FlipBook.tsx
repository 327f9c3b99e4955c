import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '../foundation/index.js';

export type FlipBookPage = {
  /** 0 is the cover. */
  number: number;
  title: string;
  image: string;
  width: number;
  height: number;
};

export type FlipBookProps = {
  /** The catalogue's name (labels the viewer). */
  title: string;
  pages: FlipBookPage[];
  /** Index of the page shown first. */
  initialIndex?: number;
  className?: string;
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

const Sheet = styled.figure`
  width: 100%;
  max-width: 720px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: auto;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.spacing(2)};
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

/** A digital catalogue shown page by page, cover first, with 前のページ / 次のページ. */
export function FlipBook({ title, pages, initialIndex = 0, className }: FlipBookProps) {
  const id = useId();
  const [index, setIndex] = useState(Math.min(Math.max(0, initialIndex), pages.length - 1));
  const page = pages[index];
  if (!page) return null;
  const position = `${index + 1} / ${pages.length}`;
  return (
    <Root aria-label={title} aria-roledescription="デジタルカタログ" className={className}>
      <Sheet id={id} aria-live="polite">
        <img
          src={page.image}
          alt={`${title} ${page.title}`}
          width={page.width}
          height={page.height}
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
        <figcaption>
          {page.title}（{position}）
        </figcaption>
      </Sheet>
      <Controls>
        <Button
          variant="secondary"
          aria-controls={id}
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          前のページ
        </Button>
        <Button
          variant="secondary"
          aria-controls={id}
          disabled={index === pages.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          次のページ
        </Button>
      </Controls>
    </Root>
  );
}
