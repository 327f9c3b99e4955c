import {
  addBookmark,
  selectProductDetail,
  setFavorite,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Link, notify } from '@mise/ui';
import { useState } from 'react';
import { island } from '../../../kit/index.js';
import { MemberOrGuest } from '../../../navigation/MemberParts.js';
import { serverFailure } from '../../../shared/server-failure.js';

type FavoriteProps = { productKey: string; productId: number; isFavorite: boolean };

function FavoriteToggleContent({ productKey, productId, isFavorite: given }: FavoriteProps) {
  const dispatch = useAppDispatch();
  // The store's product, once read as the member's (a shared page's props are nobody's).
  const detail = useAppSelector(selectProductDetail);
  const isFavorite = detail?.id === productId ? detail.is_favorite : given;
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await dispatch(setFavorite({ key: productKey, productId, favorite: !isFavorite })).unwrap();
      notify(isFavorite ? 'お気に入りから削除しました' : 'お気に入りに追加しました');
    } catch (error) {
      notify(serverFailure(error).message, 'negative');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      aria-pressed={isFavorite}
      loading={busy}
      onClick={() => void toggle()}
    >
      {isFavorite ? '♥ お気に入り登録済み' : '♡ お気に入りに追加'}
    </Button>
  );
}

function BookmarkToggleContent({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await dispatch(addBookmark(productId)).unwrap();
      notify('ブックマークに追加しました');
    } catch (error) {
      notify(serverFailure(error).message, 'negative');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" loading={busy} onClick={() => void add()}>
      ブックマークに追加
    </Button>
  );
}

// Islands for members only: a guest's page needs no code for them.
export const FavoriteToggle = island('favoriteToggle', FavoriteToggleContent);
export const BookmarkToggle = island('bookmarkToggle', BookmarkToggleContent);

/** The member's favourite toggle on a product page; guests are offered the login first. */
export function FavoriteButton(props: FavoriteProps) {
  return (
    <MemberOrGuest
      member={<FavoriteToggle {...props} />}
      guest={
        <Link
          href={`/login/?re=${encodeURIComponent(`/product/${props.productKey}`)}`}
          variant="secondary"
        >
          ログインしてお気に入りに追加
        </Link>
      }
    />
  );
}

/** Keeps the product in the member's bookmarks (/mypage/bookmark); members only. */
export function BookmarkButton({ productId }: { productId: number }) {
  return <MemberOrGuest member={<BookmarkToggle productId={productId} />} guest={null} />;
}
