import { selectQaGroups, useAppSelector } from '@mise/store';
import { Accordion, EmptyState, Heading, RichContent } from '@mise/ui';
import type { PageProps } from '../../kit/index.js';
import { ContentFrame } from './ContentFrame.js';

/** /faq: questions grouped by category, each answer folded under its question. */
export function FaqPage({ route }: PageProps) {
  const groups = useAppSelector(selectQaGroups);
  return (
    <ContentFrame title={route.title} description="よくあるご質問と回答です。">
      {groups.length === 0 && <EmptyState message="よくあるご質問はまだありません" />}
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`faq-${group.category}`}>
          <Heading level={2} id={`faq-${group.category}`}>
            {group.category}
          </Heading>
          <Accordion
            headingLevel={3}
            items={group.items.map((qa) => ({
              id: String(qa.id),
              title: qa.question,
              content: <RichContent html={qa.answer} />,
            }))}
          />
        </section>
      ))}
    </ContentFrame>
  );
}
