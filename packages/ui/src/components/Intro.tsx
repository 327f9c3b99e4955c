import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../foundation/index.js';

export type IntroProps = {
  /** The page's h1. */
  title: ReactNode;
  /** One line under it: who the page is for, or a greeting. */
  text: ReactNode;
  /** The calls to action (links styled as buttons), side by side and wrapping. */
  actions?: ReactNode;
  /** The theme's look: its background, padding and colours. */
  className?: string;
};

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};

  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** How a page opens: its title, a line of text and the ways on, on a panel the theme styles. */
export function Intro({ title, text, actions, className }: IntroProps) {
  return (
    <Root className={className}>
      <Heading level={1}>{title}</Heading>
      <p>{text}</p>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
