import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { HelpTopic } from './help-article.ts';
import { splitByTerms } from './help-search.ts';
import * as styles from './help-centre.css.ts';

export interface HelpArticlesProps {
  topics: readonly HelpTopic[];
  terms: readonly string[];
  /** The ids of the open articles. */
  open: string[];
  onOpenChange: (open: string[]) => void;
}

/** Topics as titled sections, their articles as expandable questions (several may be open). */
export function HelpArticles({ topics, terms, open, onOpenChange }: HelpArticlesProps) {
  return (
    <Accordion.Root
      type="multiple"
      value={open}
      onValueChange={onOpenChange}
      className={styles.topics}
    >
      {topics.map((topic) => (
        <section
          key={topic.id}
          id={`help-${topic.id}`}
          aria-labelledby={`help-${topic.id}-heading`}
          className={styles.topic}
        >
          <h2 id={`help-${topic.id}-heading`} className={styles.topicTitle}>
            {topic.title}
          </h2>
          <div className={styles.articleList}>
            {topic.articles.map((article) => (
              <Accordion.Item key={article.id} value={article.id} className={styles.article}>
                <Accordion.Header asChild>
                  <h3 className={styles.articleHeader}>
                    <Accordion.Trigger className={styles.articleTrigger}>
                      <span>
                        <Highlighted text={article.title} terms={terms} />
                      </span>
                      <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className={styles.articleContent}>
                  <div className={styles.articleBody}>
                    {article.paragraphs.map((paragraph) => (
                      <p key={paragraph}>
                        <Highlighted text={paragraph} terms={terms} />
                      </p>
                    ))}
                  </div>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}

function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return splitByTerms(text, terms).map((part, index) =>
    part.match ? (
      // Runs of one fixed string: their position is their identity.
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
