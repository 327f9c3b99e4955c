import { downloadBanner, useAppDispatch } from '@mise/store';
import { Button, notify } from '@mise/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { island } from '../../kit/index.js';
import { DOWNLOADED, saveFile } from '../../shared/download.js';
import { serverFailure } from '../../shared/server-failure.js';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  padding: 0;
  list-style: none;
`;

/**
 * Download buttons of the banners a shop offers as files (link banners for a blog): each saves
 * the banner under the name the API suggests.
 */
function BannerDownloadsContent({ banners }: { banners: { id: number; title: string }[] }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<number | null>(null);
  const download = (id: number) => {
    setBusy(id);
    dispatch(
      downloadBanner({
        id,
        save: (blob, filename) => {
          saveFile(blob, filename);
          notify(DOWNLOADED);
        },
      }),
    )
      .unwrap()
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
      .finally(() => setBusy(null));
  };
  return (
    <Row aria-label="バナーのダウンロード">
      {banners.map((banner) => (
        <li key={banner.id}>
          <Button
            variant="secondary"
            size="sm"
            loading={busy === banner.id}
            onClick={() => download(banner.id)}
          >
            「{banner.title}」のバナーをダウンロード
          </Button>
        </li>
      ))}
    </Row>
  );
}

export const BannerDownloads = island('bannerDownloads', BannerDownloadsContent, 'interaction');
