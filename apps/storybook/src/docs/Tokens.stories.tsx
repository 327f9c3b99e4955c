import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { ShopFrame } from '../shop.js';
import { fixtureLoader, useFixture } from '../story.js';
import { ColorDocs, MotionDocs, SpaceDocs, TemplateDocs, TypeDocs } from './TokenDocs.js';

/**
 * The design tokens of the theme chosen in the toolbar (or of every theme side by side), as
 * the shop shows them: its tokens with the demo's colour scheme over them.
 */
const meta = {
  id: 'theme-docs',
  title: 'テーマ/デザイントークン',
  parameters: { shop: true, layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta;
export default meta;

function docsStory(Docs: ComponentType, name: string): StoryObj {
  function Story({ loaded }: { loaded: unknown }) {
    return (
      <ShopFrame fixture={useFixture(loaded)}>
        <Docs />
      </ShopFrame>
    );
  }
  return {
    name,
    loaders: [fixtureLoader('top')],
    render: (_args, { loaded }) => <Story loaded={loaded} />,
  };
}

export const Colors: StoryObj = docsStory(ColorDocs, '色とコントラスト');
export const Type: StoryObj = docsStory(TypeDocs, '文字');
export const Space: StoryObj = docsStory(SpaceDocs, '余白・角丸・画面幅');
export const Motion: StoryObj = docsStory(MotionDocs, 'スピナーとカーソル');
export const Templates: StoryObj = docsStory(TemplateDocs, 'テンプレートの見た目');
