import { Heading, Link } from '@mise/ui';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { ContentFrame } from './ContentFrame.js';
import type { SitemapData } from './sitemap.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(240px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(6)};

  ul {
    margin: ${({ theme }) => theme.spacing(2)} 0 0;
    padding-left: ${({ theme }) => theme.spacing(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.spacing(1)};
  }
`;

/** /sitemap: the shop's pages for people: main routes, categories and the shop's own pages. */
export function SitemapPage({ route }: PageProps) {
  const data = useLoaderData<SitemapData>();
  const sections = [
    { title: 'ショップのご案内', links: data.main },
    { title: '商品カテゴリ', links: data.categories },
    { title: 'ご利用ガイド・規約', links: data.pages },
  ].filter((section) => section.links.length > 0);
  return (
    <ContentFrame title={route.title} description="サイト内のページの一覧です。">
      <Columns>
        {sections.map((section) => (
          <section key={section.title}>
            <Heading level={2}>{section.title}</Heading>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link href={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Columns>
    </ContentFrame>
  );
}
