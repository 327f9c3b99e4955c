import { useId } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading } from '../foundation/index.js';
import type { HeadingSize } from '../foundation/index.js';

export type TitledSectionProps = {
  /** The section's heading (an h2), which also names the section for screen readers. */
  title: string;
  /** The heading's id, for links to the section (a generated one when not given). */
  id?: string;
  /** The heading's look; the h2's own size when not given. */
  headingSize?: HeadingSize;
  children: ReactNode;
  className?: string;
};

const Title = styled(Heading)`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;

/** A section of a page under its h2, named by it as a landmark. */
export function TitledSection({ title, id, headingSize, children, className }: TitledSectionProps) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Title level={2} size={headingSize} id={headingId}>
        {title}
      </Title>
      {children}
    </section>
  );
}
