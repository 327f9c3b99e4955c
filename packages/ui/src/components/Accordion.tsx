import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { styled } from 'styled-components';

export type AccordionItem = {
  id: string;
  /** The question (FAQ) or section title, shown on the toggle button. */
  title: ReactNode;
  content: ReactNode;
};

export type AccordionProps = {
  items: AccordionItem[];
  /** Ids open at first. */
  defaultOpenIds?: string[];
  /** Opening one closes the others. */
  single?: boolean;
  /** Level of the headings around the buttons, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
};

const Root = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(2)}`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-align: left;
  cursor: pointer;

  &::after {
    content: '+';
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const Region = styled.div`
  padding: ${({ theme }) => `${theme.spacing(3)} ${theme.spacing(2)} ${theme.spacing(5)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Disclosure sections (the FAQ): each title is a button with aria-expanded that shows or hides
 * its region. Enter and Space toggle (native buttons); Up, Down, Home and End move between titles.
 */
export function Accordion({
  items,
  defaultOpenIds = [],
  single = false,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));

  const toggle = (id: string) => {
    setOpenIds((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      return single ? new Set([id]) : new Set(current).add(id);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-toggle]'),
    );
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (index === -1) return;
    const target =
      event.key === 'Home'
        ? buttons[0]
        : event.key === 'End'
          ? buttons[buttons.length - 1]
          : buttons[
              (index + (event.key === 'ArrowDown' ? 1 : -1) + buttons.length) % buttons.length
            ];
    event.preventDefault();
    target?.focus();
  };

  return (
    <Root className={className} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const isOpen = openIds.has(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const regionId = `${baseId}-region-${index}`;
        return (
          <div key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Toggle
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={regionId}
                data-accordion-toggle=""
                onClick={() => toggle(item.id)}
              >
                {item.title}
              </Toggle>
            </Heading>
            <Region id={regionId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {item.content}
            </Region>
          </div>
        );
      })}
    </Root>
  );
}
