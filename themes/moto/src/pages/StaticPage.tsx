import type { StaticPage as StaticPageData } from '@mise/api-client';
import { PageTemplate } from '@mise/storefront';
import { Link, RichContent } from '@mise/ui';
import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';

const Help = styled.aside`
  margin-top: ${({ theme }) => theme.spacing(10)};
  padding: ${({ theme }) => theme.spacing(5)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(4)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * A page the shop writes itself (/guide, /fitment, …), closed by where riders get help with
 * fitment, since that is what most questions here are about.
 */
export function StaticPage() {
  const page = useLoaderData<StaticPageData>();
  return (
    <PageTemplate title={page.title} description={page.description || undefined}>
      <RichContent html={page.body} as="section" />
      <Help aria-label="お困りの方へ">
        <p>適合やお取り付けでお困りの方へ</p>
        <ul>
          <li>
            <Link href="/fitment">適合確認について</Link>
          </li>
          <li>
            <Link href="/faq">よくあるご質問</Link>
          </li>
          <li>
            <Link href="/contact">お問い合わせ</Link>
          </li>
        </ul>
      </Help>
    </PageTemplate>
  );
}
