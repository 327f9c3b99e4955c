import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render.js';
import { StepIndicator } from './StepIndicator.js';

describe('StepIndicator', () => {
  it('numbers the steps and marks only the current one', () => {
    renderUi(
      <StepIndicator
        label="ご注文手続きの流れ"
        steps={['カート', 'お届け先', '確認']}
        current={1}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'ご注文手続きの流れ' });
    const steps = within(nav).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1. カート', '2. お届け先', '3. 確認']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });
});
