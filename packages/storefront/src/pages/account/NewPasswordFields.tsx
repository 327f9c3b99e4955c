import { TextField } from '@mise/ui';

/**
 * A password being chosen and its confirmation (registration, the member's change, the
 * reminder's reset): one hint of the rule the schema checks, and `new-password` so browsers offer
 * to generate and save it.
 */
export function NewPasswordFields({ label = '新しいパスワード' }: { label?: string }) {
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        required
        hint="8文字以上で、半角英字と数字を組み合わせてください（記号は - _ . が使えます）。"
        autoComplete="new-password"
        width="medium"
      />
      <TextField
        name="password_confirmation"
        label={`${label}（確認用）`}
        type="password"
        required
        autoComplete="new-password"
        width="medium"
      />
    </>
  );
}
