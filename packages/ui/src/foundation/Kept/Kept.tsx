import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * The server's store of rendered parts for one render (storefront's server/kept-parts.ts): it
 * answers a part with its HTML kept from an earlier render of the same inputs, or renders it and
 * keeps it. Absent in the browser and wherever a page hydrates whole, where a part renders as is.
 */
export type KeptParts = {
  part(name: string, deps: readonly unknown[], children: ReactNode): ReactNode;
};

export const KeptPartsContext = createContext<KeptParts | null>(null);

export type KeptProps = {
  /** Names the part: parts of one name share their inputs' kinds. */
  name: string;
  /**
   * What the part's HTML depends on besides the store (which the server watches) and the theme:
   * JSON, e.g. a card's product. A part reading the location or anything else must name it here.
   */
  deps?: readonly unknown[];
  children: ReactNode;
};

const NO_DEPS: readonly unknown[] = [];

/**
 * A part of a page that renders the same HTML for the same inputs (the header, a product card):
 * on a page the server sends as HTML, rendered once and its HTML reused by later renders.
 */
export function Kept({ name, deps = NO_DEPS, children }: KeptProps) {
  const parts = useContext(KeptPartsContext);
  return parts ? parts.part(name, deps, children) : children;
}
