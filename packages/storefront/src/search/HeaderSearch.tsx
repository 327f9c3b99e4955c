import {
  fetchCategoryTree,
  fetchSearchSuggestions,
  postProductSearchHistory,
  selectCategoryTree,
  selectSuggestedProducts,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import type { CatalogCategory } from '@mise/store';
import { AppNavigationContext, visuallyHidden } from '@mise/ui';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { island } from '../kit/index.js';
import { productPath } from '../shared/product.js';
import { EMPTY_SEARCH, PRODUCT_LIST_PATH, searchHref } from '../pages/catalog/search.js';
import { foldForMatch, readRecentSearches, rememberSearch } from './recent.js';

/** On the shop's light header, or on a dark bar (the motorcycle shop). */
export type HeaderSearchTone = 'light' | 'dark';

type Group = 'recent' | 'category' | 'product';
type Suggestion = { group: Group; label: string; href: string; word?: string };

const GROUPS: { group: Group; label: string }[] = [
  { group: 'recent', label: '最近の検索' },
  { group: 'category', label: 'カテゴリ' },
  { group: 'product', label: '商品' },
];
const MAX_CATEGORIES = 5;
/** Typing pauses this long before the products are asked for. */
export const SUGGEST_DELAY_MS = 150;

// A fixed id, not useId: the header has one search, hydrated on its own (an island), where a
// generated id would differ from the server's.
const ID = 'header-search';
const optionId = (index: number) => `${ID}-option-${index}`;

const keywordHref = (word: string) => searchHref({ ...EMPTY_SEARCH, keyword: word });

function flatten(nodes: readonly CatalogCategory[]): CatalogCategory[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children as readonly CatalogCategory[])]);
}

// Its own row under the header's row, as wide as the shop's frame: on a phone the header's row
// holds only the shop, the cart and the menu, and the field keeps the whole width there.
const Strip = styled.div<{ $frame: number }>`
  box-sizing: border-box;
  max-width: ${({ $frame }) => $frame}px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(4)}
    ${({ theme }) => theme.spacing(3)};
`;

const Form = styled.form<{ $tone: HeaderSearchTone }>`
  position: relative;
  display: flex;
  max-width: 36rem;

  input {
    flex: 1;
    min-width: 0;
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid
      ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onSecondary : theme.colors.border)};
    border-right: 0;
    border-radius: ${({ theme }) => theme.radii.sm} 0 0 ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 1rem;
  }
  button {
    flex: none;
    height: 2.5rem;
    padding: 0 ${({ theme }) => theme.spacing(4)};
    border: 0;
    border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    /* On a coloured bar the button takes the bar's own text colour, whatever the scheme. */
    ${({ $tone }) =>
      $tone === 'dark'
        ? 'background: transparent; color: inherit; border: 1px solid currentColor;'
        : ''}
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    cursor: pointer;
  }
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Listbox = styled.div`
  position: absolute;
  top: calc(100% + 2px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: 70vh;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  text-align: left;

  [role='group'] > span {
    display: block;
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  [role='option'] {
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  [role='option'][aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/**
 * The header's keyword search. As the server's HTML it is a GET form to the product list (the
 * list reads `keyword`), so it searches with no script at all. Hydrated, it is an ARIA 1.2
 * combobox: while the shopper types it suggests their recent searches (kept in this browser),
 * matching categories and matching products; arrow keys move through them, Enter opens the
 * chosen one (or searches the word), Escape closes the list and then clears the field.
 */
function HeaderSearchContent({
  tone = 'light',
  frameWidth = 1200,
}: {
  tone?: HeaderSearchTone;
  /** The shop frame's width (px), which the row lines up with. */
  frameWidth?: number;
}) {
  const dispatch = useAppDispatch();
  const navigate = useContext(AppNavigationContext);
  const tree = useAppSelector(selectCategoryTree);
  const suggested = useAppSelector(selectSuggestedProducts);
  const input = useRef<HTMLInputElement>(null);
  const [word, setWord] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<string[]>([]);
  const typed = word.trim();

  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => void dispatch(fetchSearchSuggestions(typed)), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, dispatch]);

  const categories = useMemo(() => flatten(tree), [tree]);
  const suggestions = useMemo((): Suggestion[] => {
    const folded = foldForMatch(typed);
    const matches = (text: string) => foldForMatch(text).includes(folded);
    const words = recent
      .filter((old) => !typed || (old !== typed && matches(old)))
      .map((old) => ({ group: 'recent' as const, label: old, href: keywordHref(old), word: old }));
    if (!typed) return words;
    return [
      ...words,
      ...categories
        .filter((category) => matches(category.name))
        .slice(0, MAX_CATEGORIES)
        .map((category) => ({
          group: 'category' as const,
          label: category.name,
          href: searchHref({ ...EMPTY_SEARCH, category: String(category.id) }),
        })),
      // Only the products of what is in the field now, never those of an earlier word.
      ...(suggested.word === typed ? suggested.products : []).map((product) => ({
        group: 'product' as const,
        label: product.name,
        href: productPath(product.key),
      })),
    ];
  }, [typed, recent, categories, suggested]);

  const expanded = open && suggestions.length > 0;
  const current = expanded && active >= 0 && active < suggestions.length ? active : -1;

  const go = async (href: string, searched?: string) => {
    setOpen(false);
    setActive(-1);
    let recorded: Promise<unknown> | undefined;
    if (searched) {
      setRecent(rememberSearch(searched));
      // Into the member's search history too (not a blank word, spec section 5).
      recorded = dispatch(postProductSearchHistory(searched)).catch(() => undefined);
    }
    if (navigate) {
      navigate(href);
      return;
    }
    // Without the app's router the next page is a page load, which would cut the call short.
    await recorded;
    window.location.assign(href);
  };

  const choose = (suggestion: Suggestion) => {
    if (suggestion.word !== undefined && input.current) {
      input.current.value = suggestion.word;
      setWord(suggestion.word);
    }
    void go(suggestion.href, suggestion.word);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searched = (input.current?.value ?? '').trim();
    void go(searched ? keywordHref(searched) : PRODUCT_LIST_PATH, searched || undefined);
  };

  const show = () => {
    setRecent(readRecentSearches());
    setOpen(true);
    void dispatch(fetchCategoryTree());
  };

  // The field hydrates when the shopper first reaches for it: what was typed before counts, and
  // a field already focused opens its list as a focus afterwards would.
  useEffect(() => {
    setWord(input.current?.value ?? '');
    if (input.current && document.activeElement === input.current) show();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) show();
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count);
        return;
      }
      case 'Enter': {
        const chosen = suggestions[current];
        if (!chosen) return;
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (input.current) {
          input.current.value = '';
          setWord('');
        }
        return;
      default:
    }
  };

  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Strip $frame={frameWidth}>
      <Form
        $tone={tone}
        method="get"
        action={PRODUCT_LIST_PATH}
        role="search"
        aria-label="商品検索"
        onSubmit={submit}
        onBlur={leave}
      >
        <Label htmlFor={`${ID}-input`}>キーワードで商品を探す</Label>
        <input
          ref={input}
          id={`${ID}-input`}
          name="keyword"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder="キーワード・品番で探す"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${ID}-listbox`}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          onFocus={show}
          onClick={() => !open && show()}
          onChange={(event) => {
            setWord(event.currentTarget.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={keyDown}
        />
        <button type="submit">検索</button>
        <Listbox id={`${ID}-listbox`} role="listbox" aria-label="検索候補" hidden={!expanded}>
          {GROUPS.map(({ group, label }) => {
            const members = suggestions.filter((suggestion) => suggestion.group === group);
            if (members.length === 0) return null;
            return (
              <div key={group} role="group" aria-labelledby={`${ID}-group-${group}`}>
                <span id={`${ID}-group-${group}`}>{label}</span>
                {members.map((suggestion) => {
                  // The suggestions come in the groups' order: a position is its place in all.
                  const position = suggestions.indexOf(suggestion);
                  return (
                    <div
                      key={`${group}-${suggestion.href}`}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === current}
                      // Keeps the focus in the field, so the list does not close before the click.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(suggestion)}
                    >
                      {suggestion.label}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </Listbox>
      </Form>
    </Strip>
  );
}

export const HeaderSearch = island('headerSearch', HeaderSearchContent, 'interaction');
