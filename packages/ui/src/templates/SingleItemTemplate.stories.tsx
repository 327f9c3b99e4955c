import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoImage, SingleItemTemplate } from './SingleItemTemplate.js';

const meta = {
  title: 'Templates/SingleItemTemplate',
  component: SingleItemTemplate,
  args: {
    title: '冬季休業のお知らせ',
    trail: [{ label: 'お知らせ', to: '/news' }],
    media: <NoImage />,
    children: (
      <p>12月29日から1月3日まで休業いたします。休業中のご注文は1月4日より順次発送いたします。</p>
    ),
  },
  argTypes: {
    titleVariant: { control: 'inline-radio', options: ['plain', 'rule', 'heavy'] },
    density: { control: 'inline-radio', options: ['compact', 'regular', 'roomy'] },
    stackBelow: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof SingleItemTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The standard shop: two even columns, a soft square panel without images. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('冬季休業のお知らせ');
    await expect(canvas.getByText('画像はありません')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/news');
  },
};

/** The business shop: a narrower picture column beside compact specification text. */
export const Compact: Story = {
  args: {
    columns: [2, 3],
    titleVariant: 'rule',
    density: 'compact',
    media: <NoImage variant="outlined" shape="landscape" />,
  },
};

/** The motorcycle-parts shop: a wide picture column, stacked below tablet width. */
export const Roomy: Story = {
  args: {
    columns: [3, 2],
    stackBelow: 'md',
    titleVariant: 'heavy',
    density: 'roomy',
    media: <NoImage variant="solid" shape="landscape" />,
  },
};
