import {
  addBookmark,
  selectIsLogin,
  setFavorite,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Link, notify } from '@mise/ui';
import { useState } from 'react';
import { serverFailure } from '../../account/serverFailure.js';

/** The member's favourite toggle on a product page; guests are offered the login first. */
export function FavoriteButton({
  productKey,
  productId,
  isFavorite,
}: {
  productKey: string;
  productId: number;
  isFavorite: boolean;
}) {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const [busy, setBusy] = useState(false);
  if (!isLogin)
    return (
      <Link href={`/login/?re=${encodeURIComponent(`/product/${productKey}`)}`} variant="secondary">
        ログインしてお気に入りに追加
      </Link>
    );
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

/** Keeps the product in the member's bookmarks (/mypage/bookmark); members only. */
export function BookmarkButton({ productId }: { productId: number }) {
  const dispatch = useAppDispatch();
  const isLogin = useAppSelector(selectIsLogin);
  const [busy, setBusy] = useState(false);
  if (!isLogin) return null;
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
