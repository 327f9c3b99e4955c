import { Link } from '@mise/ui';
import type { PageProps } from '../../kit/index.js';
import { ContentFrame } from './ContentFrame.js';

/**
 * /maintenance when the shop is open: during maintenance every address shows its notice in the
 * maintenance layout (app/Root.tsx), so a shopper who lands here afterwards (a bookmark, the
 * address the API's 503 sent them to) is told the shop is open again.
 */
export function MaintenancePage({ route }: PageProps) {
  return (
    <ContentFrame title={route.title}>
      <p>現在メンテナンスは行っておりません。通常どおりご利用いただけます。</p>
      <p>
        <Link href="/">トップページへ</Link>
      </p>
    </ContentFrame>
  );
}
