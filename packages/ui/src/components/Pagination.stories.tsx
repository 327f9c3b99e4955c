import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination.js';
import type { PageInfo, PaginationProps } from './Pagination.js';

function Stateful(props: PaginationProps) {
  const [current, setCurrent] = useState(props.page.currentPage);
  return (
    <>
      <Pagination
        {...props}
        page={{ ...props.page, currentPage: current }}
        onChange={(next) => {
          setCurrent(next);
          props.onChange?.(next);
        }}
      />
      <p>{current}ページ目を表示中</p>
    </>
  );
}

const products: PageInfo = { total: 287, perPage: 15, lastPage: 20, currentPage: 8 };

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: products, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product list of 287 items, 15 per page; Left/Right move between the controls. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await expect(canvas.getByRole('button', { name: '9' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('20ページ目を表示中')).toBeInTheDocument();
  },
};

export const FirstPage: Story = { args: { page: { ...products, currentPage: 1 } } };

export const FewPages: Story = {
  args: { page: { total: 42, perPage: 10, lastPage: 5, currentPage: 3 } },
};

/** Links for lists a crawler should follow (news, blogs). */
export const AsLinks: Story = {
  args: {
    page: { total: 95, perPage: 10, lastPage: 10, currentPage: 4 },
    hrefFor: (page: number) => `/news?page=${page}`,
  },
  render: (args) => <Pagination {...args} />,
};
