import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LayoutName } from '@mise/storefront';
import { styled } from 'styled-components';
import { invalidChannel, underMaintenance } from '../adjust.js';
import { ShopLayout } from '../shop.js';
import { fixtureLoader, PAGE_PARAMETERS, pageStory, useFixture } from '../story.js';
import type { FixtureName } from '../shop.js';

/**
 * The theme's layouts (its header, footer and brand bar) around a stand-in page; maintenance
 * and the invalid channel as the shop shows them, chosen by the store as the API's answers
 * set it.
 */
const meta = {
  id: 'theme-layouts',
  title: 'テーマ/レイアウト',
  parameters: PAGE_PARAMETERS,
  tags: ['page'],
} satisfies Meta;
export default meta;

const StandIn = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
  padding: ${({ theme }) => theme.spacing(6)};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function LayoutStory({ loaded, layout }: { loaded: unknown; layout: LayoutName }) {
  return (
    <ShopLayout fixture={useFixture(loaded)} layout={layout}>
      <StandIn>
        <p>ページの本文（{layout} レイアウトの見本）</p>
      </StandIn>
    </ShopLayout>
  );
}

function layoutStory(layout: LayoutName, fixture: FixtureName = 'top', phone = false): StoryObj {
  return {
    loaders: [fixtureLoader(fixture)],
    render: (_args, { loaded }) => <LayoutStory loaded={loaded} layout={layout} />,
    ...(phone ? { globals: { viewport: { value: 'phone', isRotated: false } } } : {}),
  };
}

export const Default: StoryObj = {
  ...layoutStory('default'),
  name: 'default（ヘッダー・フッター）',
};
export const DefaultPhone: StoryObj = {
  ...layoutStory('default', 'top', true),
  name: 'default（スマートフォン）',
};
export const DefaultMember: StoryObj = {
  ...layoutStory('default', 'mypage'),
  name: 'default（会員のヘッダー）',
};
export const Simple: StoryObj = { ...layoutStory('simple'), name: 'simple（ブランドバー）' };
export const Sample: StoryObj = { ...layoutStory('sample'), name: 'sample' };
export const Maintenance: StoryObj = {
  ...pageStory('top', 'top', { adjust: underMaintenance }),
  name: 'maintenance（メンテナンス中）',
};
export const MaintenancePhone: StoryObj = {
  ...pageStory('top', 'top', { adjust: underMaintenance, phone: true }),
  name: 'maintenance（スマートフォン）',
};
export const InvalidChannel: StoryObj = {
  ...pageStory('top', 'top', { adjust: invalidChannel }),
  name: 'invalid channel（存在しないショップ）',
};
