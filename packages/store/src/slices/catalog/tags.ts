import { createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import type { Tag } from '@mise/api-client';
import { COOKIES } from '../../env.js';
import type { CookieJar } from '../../env.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

export type TagsState = {
  list: Tag[];
  status: Status;
  /** Keys of the protected tags this visitor has unlocked (their tokens live in a cookie). */
  unlocked: string[];
};

const initialState: TagsState = { list: [], status: 'idle', unlocked: [] };

/**
 * The unlock tokens of protected tags by tag key (POST /v1/tags/password), kept in a session
 * cookie: the server renders the tag's list and its products' pages with them too, and they
 * go when the browser closes (the API keeps a token 24 hours).
 */
export function readTagTokens(cookies: CookieJar): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [key, token] of new URLSearchParams(cookies.get(COOKIES.tagTokens) ?? ''))
    if (/^[A-Za-z0-9_-]{16,100}$/.test(token)) tokens[key] = token;
  return tokens;
}

/** The tag_token parameter of the product calls: every unlocked tag's token, or none. */
export function tagTokenParam(cookies: CookieJar): string | undefined {
  const tokens = Object.values(readTagTokens(cookies));
  return tokens.length > 0 ? tokens.join(',') : undefined;
}

/** The shop's tags (few: all at once) and those the cookie says are unlocked, once per store. */
export const fetchTags = createEnvThunk(
  'tags/fetch',
  async (_: void, { extra }) => ({
    list: (await extra.api.site.tags()).data,
    unlocked: Object.keys(readTagTokens(extra.cookies)),
  }),
  {
    condition: (_: void, { getState }) => {
      const { status } = (getState() as { tags: TagsState }).tags;
      return status === 'idle' || status === 'failed';
    },
  },
);

/**
 * Unlocks a protected tag with its password; its token joins the cookie. A wrong password
 * fails with the API's 422 (message and field errors) for the form to show.
 */
export const unlockTag = createEnvThunk(
  'tags/unlock',
  async ({ tag, password }: { tag: string; password: string }, { extra }) => {
    const answer = await extra.api.site.tagPassword({ tag, password });
    const tokens = { ...readTagTokens(extra.cookies), [answer.data.key]: answer.tag_token };
    extra.cookies.set(COOKIES.tagTokens, new URLSearchParams(tokens).toString());
    return answer.data;
  },
);

/** The shop's tags and the ones this visitor unlocked: shop content, so logout leaves them. */
export const tagsSlice = createSlice({
  name: 'tags',
  initialState,
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(fetchTags.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchTags.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.list;
        state.unlocked = action.payload.unlocked;
      })
      .addCase(fetchTags.rejected, (state) => {
        if (state.status !== 'loaded') state.status = 'failed';
      })
      .addCase(unlockTag.fulfilled, (state, action) => {
        if (!state.unlocked.includes(action.payload.key)) state.unlocked.push(action.payload.key);
      }),
  selectors: {
    selectTags: (state) => state.list,
    selectUnlockedTags: (state) => state.unlocked,
  },
});

export const { selectTags, selectUnlockedTags } = tagsSlice.selectors;

injectSlices(tagsSlice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof tagsSlice> {}
}
