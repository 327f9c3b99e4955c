import { uploadInquiryFile, useAppDispatch } from '@mise/store';
import type { InquiryFile } from '@mise/store';
import { Button } from '@mise/ui';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { serverFailure } from '../../shared/server-failure.js';

/** As many files as the API takes with one inquiry. */
export const MAX_ATTACHMENTS = 3;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};

  label {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.spacing(2)};
    align-items: center;
  }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * 添付ファイル of the contact form: each chosen file is uploaded at once (the API checks its kind
 * and size and answers in Japanese), listed by name with a button to take it off again.
 */
export function Attachments({
  files,
  onChange,
}: {
  files: readonly InquiryFile[];
  onChange: (files: InquiryFile[]) => void;
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setUploading(true);
    try {
      const uploaded = await dispatch(uploadInquiryFile(file)).unwrap();
      onChange([...files, uploaded]);
    } catch (failure) {
      const { message, errors } = serverFailure(failure);
      setError(errors.file?.[0] ?? message);
    } finally {
      setUploading(false);
      // The same file may be chosen again after it was refused or taken off.
      input.value = '';
    }
  };

  return (
    <Box>
      <label htmlFor={id}>添付ファイル（任意）</label>
      <small id={`${id}-hint`}>
        画像（JPEG・PNG・GIF・WebP）またはPDF、1ファイル5MBまで、{MAX_ATTACHMENTS}
        点まで添付できます。
      </small>
      {files.length < MAX_ATTACHMENTS && (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          disabled={uploading}
          onChange={(event) => void choose(event)}
        />
      )}
      {uploading && <small role="status">アップロードしています…</small>}
      {error && (
        <Error id={`${id}-error`} role="alert">
          {error}
        </Error>
      )}
      {files.length > 0 && (
        <ul aria-label="添付したファイル">
          {files.map((file) => (
            <li key={file.url}>
              <span>{file.name}</span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange(files.filter((other) => other.url !== file.url))}
              >
                {file.name}を削除
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
