import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { controlAria, FieldFrame } from './FieldFrame.js';
import type { FrameState } from './FieldFrame.js';

const fresh: FrameState = { id: 'nickname', error: undefined, stateClass: '' };
const wrong: FrameState = {
  id: 'nickname',
  error: '登録名は50文字以内で入力してください',
  stateClass: 'is-invalid is-dirty',
};

function Nickname({
  state,
  ...props
}: {
  state: FrameState;
  required?: boolean;
  optional?: boolean;
  hint?: string;
  notice?: string | null;
}) {
  return (
    <FieldFrame state={state} label="登録名" {...props}>
      <input id={state.id} {...controlAria(state, props)} />
    </FieldFrame>
  );
}

describe('FieldFrame', () => {
  it('labels the control by its id and keeps the mark out of the name', () => {
    renderUi(<Nickname state={fresh} required />);
    const input = screen.getByLabelText('登録名');
    expect(input).toHaveAttribute('id', 'nickname');
    expect(input).toHaveAccessibleName('登録名');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('必須')).toBeInTheDocument();
  });

  it('marks optional fields 任意 and plain fields not at all', () => {
    const { unmount } = renderUi(<Nickname state={fresh} optional />);
    expect(screen.getByText('任意')).toBeInTheDocument();
    unmount();
    renderUi(<Nickname state={fresh} />);
    expect(screen.queryByText('任意')).not.toBeInTheDocument();
    expect(screen.queryByText('必須')).not.toBeInTheDocument();
  });

  it('focuses the control when the label is clicked', async () => {
    renderUi(<Nickname state={fresh} />);
    await userEvent.setup().click(screen.getByText('登録名'));
    expect(screen.getByLabelText('登録名')).toHaveFocus();
  });

  it('ties hint, status line and error to the control, and shows the error as an alert', () => {
    renderUi(<Nickname state={wrong} hint="お届け先一覧に表示されます" notice="自宅の住所です" />);
    const input = screen.getByLabelText('登録名');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute(
      'aria-describedby',
      'nickname-hint nickname-notice nickname-error',
    );
    expect(input).toHaveAccessibleDescription(
      'お届け先一覧に表示されます 自宅の住所です 登録名は50文字以内で入力してください',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('登録名は50文字以内で入力してください');
    expect(screen.getByRole('status')).toHaveTextContent('自宅の住所です');
  });

  it('keeps an empty status line ready without describing the control by it', () => {
    renderUi(<Nickname state={fresh} notice={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('登録名')).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the state classes on the frame', () => {
    const { container } = renderUi(<Nickname state={wrong} />);
    expect(container.querySelector('.is-invalid.is-dirty')).toContainElement(
      screen.getByLabelText('登録名'),
    );
  });

  it('renders a group as a fieldset named by its legend, without the mark', async () => {
    const onLeave = vi.fn();
    renderUi(
      <>
        <FieldFrame
          state={{ ...wrong, id: 'size' }}
          label="サイズ"
          group="radiogroup"
          required
          onLeave={onLeave}
        >
          <label>
            <input type="radio" name="size" value="m" />M
          </label>
          <label>
            <input type="radio" name="size" value="l" />L
          </label>
        </FieldFrame>
        <button type="button">次へ</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'サイズ' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('登録名は50文字以内で入力してください');

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('M'));
    await user.click(screen.getByLabelText('L'));
    expect(onLeave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});
