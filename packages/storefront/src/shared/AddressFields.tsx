import { KanaField, PhoneField, PostalCodeField, PrefectureSelect, TextField } from '@mise/ui';
import { styled } from 'styled-components';
import { usePostalLookup } from './postal-lookup.js';

/** Two fields side by side where there is room (姓・名, セイ・メイ). */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(50)}, 1fr));
  column-gap: ${({ theme }) => theme.spacing(4)};
`;

export type AddressFieldsProps = {
  /** A business shop asks for the company name too. */
  business?: boolean;
  /**
   * How the name fields are named: the cart's (last_name…) or the address book's
   * (shipping_last_name…, spec section 3 "User address").
   */
  names?: 'cart' | 'shipping';
  /**
   * 'landline': one required phone (checkout's delivery); 'either': a landline or a mobile,
   * at least one (the address book).
   */
  phones?: 'landline' | 'either';
};

/**
 * The address fields of a delivery, an orderer or a saved address. The postal code fills the
 * prefecture and city (GET /v1/postal-code).
 */
export function AddressFields({
  business = false,
  names = 'cart',
  phones = 'landline',
}: AddressFieldsProps) {
  const lookupPostal = usePostalLookup();
  const prefix = names === 'shipping' ? 'shipping_' : '';
  return (
    <>
      <Pair>
        <TextField name={`${prefix}last_name`} label="姓" required autoComplete="family-name" />
        <TextField name={`${prefix}first_name`} label="名" required autoComplete="given-name" />
      </Pair>
      <Pair>
        <KanaField name={`${prefix}last_name_kana`} label="セイ" required />
        <KanaField name={`${prefix}first_name_kana`} label="メイ" required />
      </Pair>
      {business && (
        <TextField name="company_name" label="会社名" optional autoComplete="organization" />
      )}
      <PostalCodeField required onLookup={lookupPostal} placeholder="123-4567" />
      <PrefectureSelect required />
      <TextField name="city" label="市区町村" required autoComplete="address-level2" />
      <TextField name="address1" label="丁目・番地・号" required autoComplete="address-line1" />
      <TextField name="address2" label="建物名・部屋番号" optional autoComplete="address-line2" />
      {phones === 'either' ? (
        <>
          <PhoneField
            name="phone_number"
            label="電話番号"
            hint="電話番号か携帯電話番号のどちらかを、ハイフンなしの半角数字で入力してください。"
          />
          <PhoneField name="cell_phone_number" label="携帯電話番号" />
        </>
      ) : (
        <PhoneField
          name="phone_number"
          label="電話番号"
          required
          hint="ハイフンなしの半角数字で入力してください。"
        />
      )}
    </>
  );
}
