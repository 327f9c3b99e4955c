import { styled } from 'styled-components';

/**
 * My page's lists (addresses, cards, lists, messages, orders): one entry a row, divided by
 * a rule, its details on the left and its actions on the right, wrapping below on phones.
 */
export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type RowListItemProps = {
  /** `start` keeps the actions at the top beside a tall entry (an address of four lines). */
  $align?: 'center' | 'start';
};

export const RowListItem = styled.li<RowListItemProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: ${({ $align = 'center' }) => ($align === 'start' ? 'flex-start' : 'center')};
  justify-content: space-between;
  padding: ${({ theme }) => theme.spacing(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
  }
`;
