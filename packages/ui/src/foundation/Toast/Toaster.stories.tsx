import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button/Button.js';
import { notify } from './notify.js';
import { Toaster } from './Toaster.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

function Triggers() {
  return (
    <Row>
      <Button onClick={() => notify('カートに追加しました')}>完了を通知</Button>
      <Button variant="danger" onClick={() => notify('在庫が不足しています', 'negative')}>
        失敗を通知
      </Button>
      <Button
        variant="secondary"
        onClick={() => notify('メンテナンスのお知らせがあります', 'info')}
      >
        お知らせを通知
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          for (let index = 1; index <= 7; index += 1) notify(`お知らせ ${index}`, 'info');
        }}
      >
        7件まとめて通知
      </Button>
    </Row>
  );
}

/** The Toaster is mounted once by every story's decorator, as the storefront mounts it once. */
const meta = {
  title: 'Foundation/Toast',
  component: Toaster,
  render: () => <Triggers />,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bottom centre, gone after 5 seconds (paused while hovered), closable from the keyboard. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '完了を通知' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('カートに追加しました');
    await userEvent.click(canvas.getByRole('button', { name: '失敗を通知' }));
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('在庫が不足しています');
    await userEvent.click(within(failure.parentElement!).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    // Gone from the page a second after it leaves; waiting for that also keeps the removal, due
    // by id, from taking the same message's toast in the next run of the story.
    await waitFor(
      () => expect(canvas.queryByText('在庫が不足しています')).not.toBeInTheDocument(),
      {
        timeout: 3000,
      },
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('カートに追加しました');
  },
};

/** The same message twice shows one toast. */
export const DuplicatesSuppressed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '完了を通知' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await canvas.findByText('カートに追加しました');
    await expect(canvas.getAllByText('カートに追加しました')).toHaveLength(1);
  },
};

/** Seven at once: only the newest five stay. */
export const AtMostFive: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '7件まとめて通知' }));
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(5));
    await expect(
      canvas
        .getAllByRole('status')
        .map((toast) => toast.textContent)
        .sort(),
    ).toEqual(['お知らせ 3', 'お知らせ 4', 'お知らせ 5', 'お知らせ 6', 'お知らせ 7']);
  },
};
