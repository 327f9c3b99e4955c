import { VisuallyHidden } from '@mise/ui';
import { PageMeta, useStorefront } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { ContentBlocks } from './blocks.js';
import { useLayoutBlocks } from './hooks.js';

/** The top page in the API's block order (themes compose their own). */
export function TopPage({ route }: PageProps) {
  const { theme } = useStorefront();
  const blocks = useLayoutBlocks('top');
  return (
    <>
      <PageMeta
        title={route.title}
        description={`${theme.siteName}のオンラインショップです。新着商品やおすすめ、お知らせをご覧いただけます。`}
      />
      <VisuallyHidden as="h1">{theme.siteName}</VisuallyHidden>
      <ContentBlocks blocks={blocks} />
    </>
  );
}
