import type { Memorial } from '@mise/api-client';
import {
  removeUserMemorial,
  selectUserMemorialState,
  selectUserMemorialsFull,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, ConfirmDialog, Link, RowListItem } from '@mise/ui';
import { MEMORIAL_DIVISIONS } from '@mise/validation';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, PageNotice } from '../../../shared/page.js';
import { useConfirmation } from '../../../shared/use-confirmation.js';
import { LimitedList } from '../../../shared/LimitedList.js';

const Day = styled.p`
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const divisionLabel = (code: number) =>
  MEMORIAL_DIVISIONS.find((division) => division.value === code)?.label ?? '';

/** 4/12 → '4月12日' */
export const dayText = (memorial: Pick<Memorial, 'month' | 'date'>) =>
  `${memorial.month}月${memorial.date}日`;

/** /mypage/memorial: the member's memorial days by day, edit, delete, add up to x-limit. */
export function MypageMemorialPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  // Loaded by the route's loader (MOTO_LOADERS).
  const { list, limit, status } = useAppSelector(selectUserMemorialState);
  const full = useAppSelector(selectUserMemorialsFull);

  const removal = useConfirmation((memorial: Memorial) =>
    dispatch(removeUserMemorial(memorial.id))
      .unwrap()
      .then(() => '記念日を削除しました'),
  );

  return (
    <AccountFrame route={route} inMypage>
      <PageNotice code="mypage-memorial-index" />
      <p>納車日や車検日、ご家族の誕生日などを登録しておくと、近づいたときにお知らせします。</p>
      <LimitedList
        status={status}
        pendingLabel="記念日を読み込んでいます…"
        count={list.length}
        limit={limit}
        full={full}
        unit="件"
        noun="記念日"
        addHref="/mypage/memorial/add/"
        addLabel="記念日を追加する"
        emptyMessage="登録されている記念日はありません。"
        listLabel="登録済みの記念日"
      >
        {list.map((memorial) => (
          <RowListItem key={memorial.id} aria-label={memorial.name}>
            <div>
              <Day>{dayText(memorial)}</Day>
              <p>
                <strong>{memorial.name}</strong>
              </p>
              <Muted>
                {memorial.target_user_name}（{divisionLabel(memorial.division_ct)}）
                {memorial.call && ` / 呼び名：${memorial.call}`}
              </Muted>
            </div>
            <Buttons>
              <Link
                href={`/mypage/memorial/${memorial.id}/edit/`}
                variant="secondary"
                aria-label={`${memorial.name}を編集`}
              >
                編集
              </Link>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${memorial.name}を削除`}
                onClick={() => removal.ask(memorial)}
              >
                削除
              </Button>
            </Buttons>
          </RowListItem>
        ))}
      </LimitedList>
      <ConfirmDialog {...removal.dialog} title="この記念日を削除しますか？" confirmLabel="削除する">
        {removal.target && (
          <p>
            {dayText(removal.target)}「{removal.target.name}」を削除します。
          </p>
        )}
      </ConfirmDialog>
    </AccountFrame>
  );
}
