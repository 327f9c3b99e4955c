import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, Reducer, WithSlice } from '@reduxjs/toolkit';
import type {
  CategoryNode,
  ContactBody,
  Inquiry,
  InquiryComment,
  InquirySummary,
  Page,
  Paged,
} from '@mise/api-client';
import { logout } from '../../logout.js';
import { createEnvThunk } from '../../thunk.js';
import type { LoadStatus as Status } from '../../status.js';
import { injectSlices } from '../../reducer.js';

/** The contact form as typed, kept between /contact and /contact/confirm. */
export type ContactDraft = {
  /** Every field as the form holds it (strings; the form turns them into a ContactBody). */
  values: Record<string, string>;
  /** What the confirm page sends. */
  body: ContactBody;
  /** Files attached (uploaded already): their names for the confirm page, URLs in the body. */
  attachments?: InquiryFile[];
};

/** A file attached to the contact form, uploaded to the inquiry folder. */
export type InquiryFile = { url: string; name: string };

/** Where the contact form's attachments go (POST /v1/upload-files dir). */
const ATTACHMENT_DIR = 'inquiry';

/**
 * Uploads a file the shopper attaches to the contact form (an image or PDF of at most 5 MB, as
 * the API checks: its Japanese message when refused); the form sends its URL with the inquiry.
 */
export const uploadInquiryFile = createEnvThunk(
  'inquiry/uploadFile',
  async (file: File, { extra }): Promise<InquiryFile> => {
    const { data } = await extra.api.site.uploadFile(file, ATTACHMENT_DIR, file.name);
    return { url: data.url, name: data.name };
  },
);

export type InquiryState = {
  /** The form values while the shopper goes to the confirm page and maybe back. */
  draft: ContactDraft | null;
  /** The inquiry just sent (the complete page shows its number). */
  sent: Inquiry | null;
  /** The page of the member's inquiry history last loaded. */
  list: InquirySummary[];
  page: Page | null;
  status: Status;
  /** The inquiry /mypage/inquiry_history/{key} shows, with its thread. */
  current: Inquiry | null;
  currentStatus: Status;
  /** Inquiry subjects of the form (category_id), leaves as 「親／子」; null before loading. */
  categories: { id: number; name: string }[] | null;
};

const initialState: InquiryState = {
  draft: null,
  sent: null,
  list: [],
  page: null,
  status: 'idle',
  current: null,
  currentStatus: 'idle',
  categories: null,
};

/** The inquiry subjects as options: each leaf, named with its parent. */
function subjectsOf(nodes: CategoryNode[], parent = ''): { id: number; name: string }[] {
  return nodes.flatMap((node) => {
    const name = parent ? `${parent}／${node.name}` : node.name;
    const children = (node as { children?: CategoryNode[] }).children ?? [];
    return children.length > 0 ? subjectsOf(children, name) : [{ id: node.id, name }];
  });
}

/** The form's inquiry subjects (GET /v1/categories/hierarchy?table=inquiries). */
export const fetchInquiryCategories = createEnvThunk(
  'inquiry/fetchCategories',
  async (_: void, { extra }) =>
    subjectsOf((await extra.api.site.categoryHierarchy('inquiries')).data),
  {
    condition: (_: void, { getState }) =>
      (getState() as { inquiry: InquiryState }).inquiry.categories === null,
  },
);

/**
 * Sends the contact form (guests and members alike). captchaToken: the bot protection's token
 * for the form, when the shop has a site key.
 */
export const sendInquiry = createEnvThunk(
  'inquiry/send',
  async (
    { captchaToken, ...body }: ContactBody & { captchaToken?: string },
    { extra },
  ): Promise<Inquiry> => (await extra.api.inquiries.create(body, captchaToken)).data,
);

/** A page of the member's inquiries, the most recently active first. */
export const fetchInquiries = createEnvThunk(
  'inquiry/fetch',
  async (page: number, { extra }): Promise<Paged<InquirySummary>> =>
    extra.api.inquiries.list({ page }),
);

/** One of the member's inquiries with the shop's answers and the member's replies. */
export const fetchInquiry = createEnvThunk(
  'inquiry/fetchOne',
  async (id: number | string, { extra }): Promise<Inquiry> =>
    (await extra.api.inquiries.get(id)).data,
);

/** The member answers in their own inquiry's thread. */
export const replyToInquiry = createEnvThunk(
  'inquiry/reply',
  async (
    { inquiryId, body }: { inquiryId: number; body: string },
    { extra },
  ): Promise<InquiryComment> =>
    (await extra.api.inquiries.reply({ inquiry_id: inquiryId, body })).data,
);

const slice = createSlice({
  name: 'inquiry',
  initialState,
  reducers: {
    saveContactDraft: (state, action: PayloadAction<ContactDraft>) => {
      state.draft = action.payload;
    },
    clearContactDraft: (state) => {
      state.draft = null;
    },
  },
  extraReducers: (builder) =>
    builder
      // The subjects are the shop's, not the member's: they stay.
      .addCase(logout, (state) => ({ ...initialState, categories: state.categories }))
      .addCase(fetchInquiryCategories.fulfilled, (state, action) => {
        state.categories = action.payload;
      })
      .addCase(sendInquiry.fulfilled, (state, action) => {
        state.sent = action.payload;
        state.draft = null;
        // The history shows it at the next visit.
        state.status = 'idle';
      })
      .addCase(fetchInquiries.pending, (state) => {
        if (state.status !== 'loaded') state.status = 'loading';
      })
      .addCase(fetchInquiries.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.list = action.payload.data;
        state.page = action.payload.page;
      })
      .addCase(fetchInquiries.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(fetchInquiry.pending, (state, action) => {
        if (String(state.current?.id) !== String(action.meta.arg)) {
          state.current = null;
          state.currentStatus = 'loading';
        }
      })
      .addCase(fetchInquiry.fulfilled, (state, action) => {
        state.currentStatus = 'loaded';
        state.current = action.payload;
      })
      .addCase(fetchInquiry.rejected, (state) => {
        state.currentStatus = 'failed';
        state.current = null;
      })
      .addCase(replyToInquiry.fulfilled, (state, action) => {
        const { inquiryId } = action.meta.arg;
        if (state.current?.id === inquiryId) {
          state.current.comments.push(action.payload);
          state.current.comment_count += 1;
          state.current.status = 'waiting';
          state.current.updated_at = action.payload.created_at;
        }
        state.list = state.list.map((entry) =>
          entry.id === inquiryId
            ? { ...entry, status: 'waiting', comment_count: entry.comment_count + 1 }
            : entry,
        );
      }),
  selectors: {
    selectContactDraft: (state) => state.draft,
    selectSentInquiry: (state) => state.sent,
    selectInquiries: (state) => state,
    selectInquiryCategories: (state) => state.categories,
  },
});

export const { saveContactDraft, clearContactDraft } = slice.actions;

/**
 * The contact form's draft and the member's inquiry history; reset on logout like every member
 * section. Typed by hand for the same reason as the message centre's slice (tsc's stack).
 */
export const inquirySlice: {
  name: 'inquiry';
  reducerPath: 'inquiry';
  reducer: Reducer<InquiryState>;
} = slice;

export const { selectContactDraft, selectSentInquiry, selectInquiries, selectInquiryCategories } =
  slice.selectors;

injectSlices(slice);

declare module '../../state.js' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- merged into the state's type (state.ts)
  interface StoreSections extends WithSlice<typeof slice> {}
}
