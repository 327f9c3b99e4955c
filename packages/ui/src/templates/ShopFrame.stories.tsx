import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { LinkGroups, ShopFrame } from './ShopFrame.js';

const Header = styled.header`
  padding: ${({ theme }) => theme.spacing(3)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.surface};
`;

const GROUPS = [
  {
    title: 'ご利用案内',
    links: [
      { href: '/guide', label: 'ご利用ガイド' },
      { href: '/shipping', label: '配送・送料について' },
    ],
  },
  {
    title: '会社情報',
    links: [
      { href: '/company', label: '会社概要' },
      { href: '/privacy', label: 'プライバシーポリシー' },
    ],
  },
];

const meta = {
  title: 'Templates/ShopFrame',
  component: ShopFrame,
  args: {
    width: 1120,
    narrowWidth: 640,
    padding: 6,
    header: <Header>Mise ストア</Header>,
    footer: (
      <Footer>
        <LinkGroups groups={GROUPS} />
      </Footer>
    ),
    children: <p>ページの内容がここに入ります。</p>,
  },
} satisfies Meta<typeof ShopFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default layout: header, content, footer with its link groups. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('ページの内容がここに入ります。');
    const company = canvas.getByRole('navigation', { name: '会社情報' });
    await expect(company).toContainElement(canvas.getByRole('link', { name: '会社概要' }));
  },
};

/** The footer's columns with headings underlined in the accent colour. */
export const RuledFooter: Story = {
  args: {
    footer: (
      <Footer>
        <LinkGroups groups={GROUPS} variant="ruled" columnWidth={220} />
      </Footer>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'ご利用案内' })).toContainElement(
      canvas.getByRole('link', { name: '配送・送料について' }),
    );
  },
};

/** The narrow column without header and footer (the 404 of an unknown shop). */
export const Narrow: Story = { args: { narrow: true, header: undefined, footer: undefined } };
