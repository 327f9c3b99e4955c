import { Button, QuantityStepper, VisuallyHidden } from '@mise/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { island } from '../../../kit/index.js';
import { useAddToCart } from '../../../shared/use-add-to-cart.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

/** Most of a product a shopper can put in the cart at once. */
const MAX_QUANTITY = 99;

/** Quantity and the cart button; a sold-out product cannot be put in the cart. */
function AddToCartContent({
  productKey,
  stock,
  available,
  unit,
  name,
  className,
}: {
  productKey: string;
  stock: number;
  available: boolean;
  unit: string;
  /** Names the controls when a page has several (the variant's label). */
  name?: string;
  className?: string;
}) {
  const { addToCart, popup } = useAddToCart();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const max = Math.max(1, Math.min(MAX_QUANTITY, stock));
  if (!available || stock <= 0)
    return (
      <Button
        size="lg"
        disabled
        aria-label={name ? `${name}は在庫切れ` : undefined}
        className={className}
      >
        在庫切れ
      </Button>
    );
  return (
    <Row className={className}>
      {popup}
      <QuantityStepper
        label={`${name ? `${name}の` : ''}数量（${unit}）`}
        value={quantity}
        onChange={setQuantity}
        min={1}
        max={max}
      />
      <Button
        size="lg"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void addToCart({ key: productKey, quantity }).finally(() => setBusy(false));
        }}
      >
        カートに入れる
        {name ? <VisuallyHidden>（{name}）</VisuallyHidden> : null}
      </Button>
    </Row>
  );
}

// On a phone the cart button is on the first screen (issue 32): hydrated at once, its code would
// count in the page's initial JavaScript. Its server HTML works until the shopper reaches for it;
// a click or typing before then is kept (early-clicks.ts, keepTyped).
export const AddToCart = island('addToCart', AddToCartContent, 'interaction');
