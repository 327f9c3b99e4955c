import { TextField } from '@mise/ui';
import { Actions, FormAlert, SubmitButton } from '../../shared/page.js';

/** What a receipt is made out with (member and guest): addressee and proviso, then save. */
export function ReceiptInfoFields() {
  return (
    <>
      <FormAlert />
      <TextField name="addressee" label="宛名" required maxLength={50} width="medium" />
      <TextField
        name="proviso"
        label="但し書き"
        optional
        maxLength={50}
        width="medium"
        hint="空欄のときは「お品代として」と記載されます。"
      />
      <Actions>
        <SubmitButton>宛名を保存する</SubmitButton>
      </Actions>
    </>
  );
}
