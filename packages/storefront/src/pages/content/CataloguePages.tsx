import { selectCatalogues, useAppSelector } from '@mise/store';
import { DateText, EmptyState, FlipBook, Heading, Link } from '@mise/ui';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { ContentFrame, Muted } from './ContentFrame.js';

const CatalogueGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(6)};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const CatalogueBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(3)};

  p {
    margin: 0;
  }
`;

const NO_CATALOGUES: never[] = [];

/**
 * /catalog-order: the printed catalogues one can order through the inquiry form, each with its
 * digital version in the flip-book.
 */
export function CatalogOrderPage({ route }: PageProps) {
  const catalogues = (useAppSelector(selectCatalogues) ?? NO_CATALOGUES).filter(
    (catalogue) => catalogue.is_orderable,
  );
  return (
    <ContentFrame title={route.title} description="紙のカタログを無料でお届けします。">
      <p>
        ご希望のカタログを選んで、お問い合わせフォームからご請求ください。送料無料でお届けします。
      </p>
      {catalogues.length === 0 ? (
        <EmptyState message="ご請求いただけるカタログはありません" />
      ) : (
        <CatalogueGrid>
          {catalogues.map((catalogue, index) => {
            const cover = catalogue.pages[0];
            return (
              <li key={catalogue.id}>
                <article aria-labelledby={`catalogue-${catalogue.id}`}>
                  <img
                    src={catalogue.cover_image_url}
                    alt={`${catalogue.title}の表紙`}
                    width={cover?.width}
                    height={cover?.height}
                    loading={index < 2 ? 'eager' : 'lazy'}
                  />
                  <CatalogueBody>
                    <Heading level={2} id={`catalogue-${catalogue.id}`}>
                      {catalogue.title}
                    </Heading>
                    <Muted>
                      発行日：
                      <DateText value={catalogue.issued_on} />
                    </Muted>
                    <p>{catalogue.description}</p>
                    <Link
                      variant="primary"
                      href={`/contact/?catalog=${encodeURIComponent(catalogue.code)}`}
                    >
                      このカタログを請求する
                    </Link>
                    <Link href={`/flip-book/?id=${catalogue.id}`}>デジタルカタログを見る</Link>
                  </CatalogueBody>
                </article>
              </li>
            );
          })}
        </CatalogueGrid>
      )}
    </ContentFrame>
  );
}

/** /flip-book: a catalogue page by page (?id= picks it; the newest otherwise). */
export function FlipBookPage({ route }: PageProps) {
  const catalogues = useAppSelector(selectCatalogues) ?? NO_CATALOGUES;
  const [params] = useSearchParams();
  const id = params.get('id');
  const current = catalogues.find((catalogue) => String(catalogue.id) === id) ?? catalogues[0];
  if (!current)
    return (
      <ContentFrame title={route.title}>
        <EmptyState message="ご覧いただけるカタログはありません" />
      </ContentFrame>
    );
  const others = catalogues.filter((catalogue) => catalogue.id !== current.id);
  return (
    <ContentFrame title={`${route.title}：${current.title}`} description={current.description}>
      <FlipBook
        // A new catalogue opens at its cover.
        key={current.id}
        title={current.title}
        pages={current.pages.map((page) => ({
          number: page.number,
          title: page.title,
          image: page.image_url,
          width: page.width,
          height: page.height,
        }))}
      />
      {others.length > 0 && (
        <nav aria-label="ほかのカタログ">
          <Heading level={2}>ほかのカタログ</Heading>
          <ul>
            {others.map((catalogue) => (
              <li key={catalogue.id}>
                <Link href={`/flip-book/?id=${catalogue.id}`}>{catalogue.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </ContentFrame>
  );
}
