import type { PageProps } from '../../kit/index.js';
import { ContentBlocks } from './blocks.js';
import { ContentFrame } from './ContentFrame.js';
import { useLayoutBlocks } from './hooks.js';

/** /ec: the members' shop top, from the shop's 'ec' layout (coupons to take, picks, news). */
export function EcPage({ route }: PageProps) {
  const blocks = useLayoutBlocks('ec');
  return (
    <ContentFrame title={route.title}>
      <ContentBlocks blocks={blocks} />
    </ContentFrame>
  );
}
