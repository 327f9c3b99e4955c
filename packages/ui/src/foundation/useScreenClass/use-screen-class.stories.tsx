import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import type { ScreenClass } from '../../tokens/screen.js';
import { useScreenClass } from './use-screen-class.js';

const NAMES: Record<ScreenClass, string> = {
  phone: 'スマートフォン',
  tablet: 'タブレット',
  desktop: 'デスクトップ',
};

/** Shows the class the hook reports; resize the preview (or pick a viewport) to see it change. */
function ScreenClassReport() {
  const screen = useScreenClass();
  const { sm, md } = useTheme().breakpoints;
  return (
    <dl>
      <dt>現在の画面区分</dt>
      <dd>{NAMES[screen]}</dd>
      <dt>区切り（このテーマ）</dt>
      <dd>
        {sm}px 以下はスマートフォン、{md}px を超えるとデスクトップ
      </dd>
    </dl>
  );
}

const meta = {
  title: 'Foundation/useScreenClass',
  component: ScreenClassReport,
} satisfies Meta<typeof ScreenClassReport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
