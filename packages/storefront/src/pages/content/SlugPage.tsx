import {
  fetchLandingPage,
  selectLandingPage,
  selectLandingSlug,
  selectStaticPage,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Heading, RichContent } from '@mise/ui';
import { PageMeta, PageTemplate } from '../../kit/index.js';
import { useRereadForMember } from '../../navigation/use-reread-for-member.js';
import { ContentBlocks } from './blocks.js';
import { Frame } from './ContentFrame.js';
import { useSlugPageKind } from './hooks.js';

/** /{slug}: a static page in the reading column, or a landing page's blocks. */
export function SlugPage() {
  const kind = useSlugPageKind();
  const page = useAppSelector(selectStaticPage);
  const landing = useAppSelector(selectLandingPage);
  // The shared landing page holds nobody's taken coupons.
  const dispatch = useAppDispatch();
  const slug = useAppSelector(selectLandingSlug);
  useRereadForMember(() => {
    if (kind === 'landing' && slug) void dispatch(fetchLandingPage(slug));
  });
  if (kind === 'landing' && landing)
    return (
      <Frame>
        <PageMeta title={landing.title} description={landing.description || undefined} />
        <Heading level={1}>{landing.title}</Heading>
        <ContentBlocks blocks={landing.layout} landing />
      </Frame>
    );
  if (!page) return null;
  return (
    <PageTemplate title={page.title} description={page.description || undefined}>
      <RichContent html={page.body} as="section" />
    </PageTemplate>
  );
}
