import { MemberOrGuest } from '../../../navigation/MemberParts.js';
import { Button } from '@mise/ui';
import { useState } from 'react';
import { deferred, island } from '../../../kit/index.js';

/** The dialog (lists, the new-list form: formik, yup) loads when the member opens it. */
const AddToListDialog = deferred(() =>
  import('./AddToListDialog.js').then((m) => m.AddToListDialog),
);

type AddToListProps = { productId: number; productName: string };

function AddToListContent({ productId, productName }: AddToListProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        リストに追加
      </Button>
      {open && (
        <AddToListDialog
          productId={productId}
          productName={productName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

// An island for members only: a guest's page needs no code for it.
export const AddToListToggle = island('addToList', AddToListContent);

/** 「リストに追加」 on a product page: choose one of the member's lists or make a new one. */
export function AddToListButton(props: AddToListProps) {
  return <MemberOrGuest member={<AddToListToggle {...props} />} guest={null} />;
}
