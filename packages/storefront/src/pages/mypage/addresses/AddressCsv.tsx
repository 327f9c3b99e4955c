import {
  clearAddressImport,
  commitAddressImport,
  exportUserAddresses,
  previewAddressImport,
  selectAddressImportPreview,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Heading, notify } from '@mise/ui';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { Actions, Alert, serverFailure } from '../../../shared/page.js';
import { DOWNLOADED, saveFile } from '../../../shared/download.js';

export const EXPORT_DELAYED =
  'お届け先のファイルを作成しています。しばらく時間をおいてから、もう一度お試しください。';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  td.num {
    text-align: right;
    white-space: nowrap;
  }
  tr.invalid td {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.error} 8%, transparent);
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.spacing(4)};
    color: ${({ theme }) => theme.colors.error};
  }
`;

const FileInput = styled.input`
  max-width: 100%;
`;

/**
 * CSV for Excel users: download the book (Shift_JIS, or UTF-8 with a BOM), and import a file:
 * each row is checked first (line, values, errors) and 取り込む is offered only when every row
 * is valid and the book stays within its limit.
 */
export function AddressCsv() {
  const dispatch = useAppDispatch();
  const preview = useAppSelector(selectAddressImportPreview);
  const [file, setFile] = useState<File | null>(null);
  const [exporting, setExporting] = useState<'sjis' | 'utf8' | null>(null);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const download = (encoding: 'sjis' | 'utf8') => {
    setExporting(encoding);
    dispatch(exportUserAddresses({ encoding, save: saveFile }))
      .unwrap()
      .then((result) => notify(result.delayed ? result.message || EXPORT_DELAYED : DOWNLOADED))
      .catch((failure: unknown) => notify(serverFailure(failure).message, 'negative'))
      .finally(() => setExporting(null));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setError(null);
    dispatch(clearAddressImport());
    if (!chosen) return;
    setChecking(true);
    dispatch(previewAddressImport(chosen))
      .unwrap()
      .catch((failure: unknown) => setError(serverFailure(failure).message))
      .finally(() => setChecking(false));
  };

  const reset = () => {
    setFile(null);
    setError(null);
    dispatch(clearAddressImport());
    if (input.current) input.current.value = '';
  };

  const commit = () => {
    if (!file) return;
    setImporting(true);
    setError(null);
    dispatch(commitAddressImport(file))
      .unwrap()
      .then((result) => {
        notify(result.message);
        reset();
      })
      .catch((failure: unknown) => setError(serverFailure(failure).message))
      .finally(() => setImporting(false));
  };

  return (
    <Section aria-labelledby="address-csv-title">
      <Heading level={2} id="address-csv-title">
        CSVで一括登録・ダウンロード
      </Heading>
      <p>登録済みのお届け先をCSVファイルでダウンロードできます。</p>
      <Actions>
        <Button variant="secondary" loading={exporting === 'sjis'} onClick={() => download('sjis')}>
          CSVダウンロード（Excel用・Shift_JIS）
        </Button>
        <Button variant="secondary" loading={exporting === 'utf8'} onClick={() => download('utf8')}>
          CSVダウンロード（UTF-8）
        </Button>
      </Actions>
      <label htmlFor={inputId}>
        <strong>CSVファイルから取り込む</strong>
      </label>
      <Muted id={hintId}>
        ダウンロードしたファイルと同じ見出し（1行目）のCSVファイルを選択してください。Shift_JIS・UTF-8のどちらでも取り込めます。すべての行に誤りがない場合のみ取り込みます。
      </Muted>
      <FileInput
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-describedby={hintId}
        onChange={choose}
      />
      {checking && <p role="status">ファイルを確認しています…</p>}
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      {preview && (
        <>
          <Alert tone={preview.importable ? 'success' : 'warning'}>
            <p>{preview.message}</p>
            {preview.limit_error && preview.error_count > 0 && <p>{preview.limit_error}</p>}
          </Alert>
          <Scroll>
            <Table aria-label="取り込むお届け先の確認">
              <thead>
                <tr>
                  <th scope="col">行</th>
                  <th scope="col">登録名</th>
                  <th scope="col">お名前</th>
                  <th scope="col">ご住所</th>
                  <th scope="col">電話番号</th>
                  <th scope="col">確認結果</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => {
                  const v = row.values;
                  return (
                    <tr key={row.line} className={row.errors.length > 0 ? 'invalid' : undefined}>
                      <td className="num">{row.line}行目</td>
                      <td>{v.nickname}</td>
                      <td>
                        {v.shipping_last_name} {v.shipping_first_name}
                        {v.company_name && (
                          <>
                            <br />
                            {v.company_name}
                          </>
                        )}
                      </td>
                      <td>
                        {v.postal_code && `〒${v.postal_code} `}
                        {v.prefecture}
                        {v.city}
                        {v.address1} {v.address2}
                      </td>
                      <td>{v.phone_number || v.cell_phone_number}</td>
                      <td>
                        {row.registered ? (
                          '登録済み（取り込みません）'
                        ) : row.errors.length === 0 ? (
                          'OK'
                        ) : (
                          <ul aria-label={`${row.line}行目のエラー`}>
                            {row.errors.map((rowError) => (
                              <li key={`${rowError.field}-${rowError.message}`}>
                                {rowError.message}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </Scroll>
          <Actions>
            <Button disabled={!preview.importable} loading={importing} onClick={commit}>
              取り込む（{preview.new_count}件）
            </Button>
            <Button variant="ghost" onClick={reset}>
              取り消す
            </Button>
          </Actions>
        </>
      )}
    </Section>
  );
}
