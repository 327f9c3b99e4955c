import type { TimeseriesEntry } from '@mise/api-client';
import {
  removeMeasurement,
  selectMeasurementsFull,
  selectUserMeasurementState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, ConfirmDialog, EmptyState, Link } from '@mise/ui';
import { MEASUREMENT_FIELDS } from '@mise/validation';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import { AccountFrame, Actions, Alert, LoadFailed, Pending } from '../../../shared/page.js';
import { LatestMeasurements, MeasurementGrid, measurementText } from './MeasurementTable.js';
import { useConfirmation } from '../../../shared/use-confirmation.js';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const dateTime = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /mypage/measurement: the member's body sizes for choosing riding gear. The newest value of
 * each measurement, then every entry newest first (at most x-limit are kept).
 */
export function MypageMeasurementPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  // Loaded by the route's loader (MOTO_LOADERS).
  const { list, limit, status } = useAppSelector(selectUserMeasurementState);
  const full = useAppSelector(selectMeasurementsFull);

  const removal = useConfirmation((entry: TimeseriesEntry) =>
    dispatch(removeMeasurement(entry.id))
      .unwrap()
      .then(() => '採寸データを削除しました'),
  );

  return (
    <AccountFrame route={route} inMypage>
      <p>
        身長・体重・頭囲・手囲などを登録しておくと、ウェア・ヘルメット・グローブのサイズ選びで商品ページのサイズガイドと見比べられます。
      </p>
      {status === 'failed' ? (
        <LoadFailed />
      ) : status !== 'loaded' ? (
        <Pending label="採寸データを読み込んでいます…" />
      ) : (
        <>
          {full && (
            <Alert tone="info">
              <p>
                採寸データは{limit}
                件まで保存できます。新しく登録するには、古いデータを削除してください。
              </p>
            </Alert>
          )}
          <Actions>
            {full ? (
              <Button disabled>採寸データを登録する</Button>
            ) : (
              <Link href="/mypage/measurement/edit/" variant="primary">
                採寸データを登録する
              </Link>
            )}
          </Actions>
          {list.length === 0 ? (
            <EmptyState message="登録されている採寸データはありません。" />
          ) : (
            <>
              <LatestMeasurements entries={list} caption="最新の採寸データ" />
              <h2>履歴（新しい順）</h2>
              <Muted role="status">
                {list.length}件（最大{limit}件まで保存できます）
              </Muted>
              <Scroll>
                <MeasurementGrid aria-label="採寸データの履歴">
                  <thead>
                    <tr>
                      <th scope="col">登録日時</th>
                      {MEASUREMENT_FIELDS.map(({ key, label }) => (
                        <th scope="col" key={key}>
                          {label}
                        </th>
                      ))}
                      <th scope="col">
                        <span className="visually-hidden">操作</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((entry) => (
                      <tr key={entry.id}>
                        <th scope="row">{dateTime.format(new Date(entry.created_at))}</th>
                        {MEASUREMENT_FIELDS.map(({ key }) => (
                          <td key={key}>{measurementText(entry, key)}</td>
                        ))}
                        <td>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={`${dateTime.format(new Date(entry.created_at))}の採寸データを削除`}
                            onClick={() => removal.ask(entry)}
                          >
                            削除
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </MeasurementGrid>
              </Scroll>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        {...removal.dialog}
        title="この採寸データを削除しますか？"
        confirmLabel="削除する"
      >
        {removal.target && (
          <p>
            {dateTime.format(new Date(removal.target.created_at))}に登録したデータを削除します。
          </p>
        )}
      </ConfirmDialog>
    </AccountFrame>
  );
}
