import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';
import { Intro } from './Intro.js';

const meta = {
  title: 'Components/Intro',
  component: Intro,
  args: {
    title: '季節の贈りものを、まとめて。',
    text: '会員登録でお届け先を保存でき、次回からのご注文がかんたんになります。',
    actions: (
      <>
        <Link href="/gift" variant="primary">
          ギフトを選ぶ
        </Link>
        <Link href="/login" variant="secondary">
          ログイン
        </Link>
      </>
    ),
  },
} satisfies Meta<typeof Intro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, text and two calls to action, unstyled beyond their order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '季節の贈りものを、まとめて。',
    );
    await expect(canvas.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
  },
};

const Panel = styled(Intro)`
  padding: ${({ theme }) => theme.spacing(8)};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
`;

/** On a panel of the theme's (as the business shop's lead is). */
export const OnAPanel: Story = { render: (args) => <Panel {...args} /> };

/** Without calls to action. */
export const TextOnly: Story = { args: { actions: undefined } };
