import { selectMakers, useAppSelector } from '@mise/store';
import type { PageProps } from '../../kit/index.js';
import { CatalogFrame } from '../../shared/CatalogFrame.js';
import { KanaIndex } from './components/KanaIndex.js';

/** /maker: every maker by reading, each linking to its page. */
export function MakerListPage({ route }: PageProps) {
  const makers = useAppSelector(selectMakers);
  return (
    <CatalogFrame title={route.title} description="取り扱いメーカーの一覧です。">
      <KanaIndex
        entries={makers}
        hrefFor={(key) => `/maker/${encodeURIComponent(key)}`}
        empty="メーカーはまだありません。"
      />
    </CatalogFrame>
  );
}
