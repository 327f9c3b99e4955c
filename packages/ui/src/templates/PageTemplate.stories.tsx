import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageTemplate } from './PageTemplate.js';

const TEXT = (
  <p>
    ご注文から3営業日以内に発送いたします。土日祝日のご注文は翌営業日の受付となります。送料は全国一律550円、税込5,500円以上のご注文で無料です。
  </p>
);

const meta = {
  title: 'Templates/PageTemplate',
  component: PageTemplate,
  args: {
    title: '配送・送料について',
    trail: [{ label: 'ご利用ガイド', to: '/guide' }],
    children: TEXT,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['underline', 'bar', 'band'] },
    width: { control: { type: 'number', min: 480, max: 1200, step: 40 } },
  },
} satisfies Meta<typeof PageTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard shop: a rule under the title, the whole page in a centred column. */
export const Default: Story = { args: { variant: 'underline', width: 800, centered: true } };

/** The business shop: a shaded title bar and compact document text. */
export const Bar: Story = { args: { variant: 'bar', width: 960, compact: true } };

/** The motorcycle-parts shop: the title on a dark band, the trail under it. */
export const Band: Story = {
  args: { variant: 'band', width: 880 },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: '配送・送料について' });
    const trail = canvas.getByRole('navigation', { name: 'パンくずリスト' });
    // The band comes first, the trail after it.
    await expect(title.compareDocumentPosition(trail) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(canvas.getByRole('link', { name: 'ご利用ガイド' })).toHaveAttribute(
      'href',
      '/guide',
    );
  },
};
