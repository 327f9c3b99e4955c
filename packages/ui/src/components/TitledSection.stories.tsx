import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TitledSection } from './TitledSection.js';

const meta = {
  title: 'Components/TitledSection',
  component: TitledSection,
  args: {
    title: 'お取引の流れ',
    children: <p>法人会員登録のあと、2営業日以内に法人価格でのご購入が可能になります。</p>,
  },
} satisfies Meta<typeof TitledSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading at the h2's own size. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'お取引の流れ' })).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'お取引の流れ' }),
    );
  },
};

/** A smaller heading, for a dense page. */
export const Small: Story = { args: { title: '法人取引の条件', headingSize: 'lg' } };
