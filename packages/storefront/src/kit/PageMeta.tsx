import { useLocation } from 'react-router-dom';
import { useStorefront } from './context.js';

type PageMetaProps = { title: string; description?: string; image?: string; noIndex?: boolean };

/**
 * Title, description, canonical URL and Open Graph tags of a page. React 19 hoists them into
 * <head>, on the server as in the browser.
 */
export function PageMeta({ title, description, image, noIndex = false }: PageMetaProps) {
  const { theme, origin } = useStorefront();
  const { pathname } = useLocation();
  const siteName = theme.siteName;
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const text = description ?? `${siteName}の${title || 'オンラインショップ'}ページです。`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={`${origin}${pathname}`} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={pathname === '/' ? 'website' : 'article'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content="ja_JP" />
      {image ? <meta property="og:image" content={image} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
