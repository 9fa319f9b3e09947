import { useId, useMemo, useState } from 'react';
import { Mail, SearchX } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { SupportEmailLink } from '../../features/legal/support-email.tsx';
import { HelpArticles } from './help-articles.tsx';
import { HelpSearchField } from './help-search-field.tsx';
import { filterTopics, searchTerms } from './help-search.ts';
import { helpTopics } from './help-topics.ts';
import * as styles from './help-centre.css.ts';

const articleCount = (topics: ReturnType<typeof filterTopics>) =>
  topics.reduce((sum, topic) => sum + topic.articles.length, 0);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The articles by topic, filtered as the user types. While a search is on, the matching
 * articles open, so the answer is on screen without another click.
 */
export function HelpCentre() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const terms = useMemo(() => searchTerms(query), [query]);
  const topics = useMemo(() => filterTopics(helpTopics, terms), [terms]);
  const found = articleCount(topics);
  const statusId = useId();

  const search = (next: string) => {
    setQuery(next);
    const nextTerms = searchTerms(next);
    setOpen(
      nextTerms.length === 0
        ? []
        : filterTopics(helpTopics, nextTerms).flatMap((topic) => topic.articles.map((a) => a.id)),
    );
  };

  const trimmed = query.trim();
  return (
    <div className={styles.centre}>
      <div className={styles.searchRow}>
        <HelpSearchField value={query} onChange={search} describedBy={statusId} />
        <p id={statusId} role="status" className={styles.status}>
          {trimmed === ''
            ? `${plural(found, 'article')} in ${plural(topics.length, 'topic')}`
            : found > 0
              ? `${plural(found, 'article')} ${found === 1 ? 'matches' : 'match'} “${trimmed}”`
              : `No articles match “${trimmed}”`}
        </p>
      </div>
      {found === 0 ? (
        // The status line above says what was not found; this says what to do about it.
        <div className={styles.empty}>
          <SearchX size={28} aria-hidden="true" className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>Try a different word</p>
          <p className={styles.emptyText}>
            Short words work best, like refund, escrow or files. Or email <SupportEmailLink /> and a
            person will help.
          </p>
          <Button variant="secondary" onClick={() => search('')}>
            Clear search
          </Button>
        </div>
      ) : (
        <div className={styles.layout}>
          <nav aria-label="Help topics" className={styles.topicNav}>
            <ul className={styles.topicList}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a href={`#help-${topic.id}`} className={styles.topicLink}>
                    <span>{topic.title}</span>
                    <span className={styles.topicCount}>{topic.articles.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <HelpArticles topics={topics} terms={terms} open={open} onOpenChange={setOpen} />
        </div>
      )}
      <section aria-labelledby="help-contact" className={styles.contact}>
        <Mail size={24} aria-hidden="true" className={styles.contactIcon} />
        <div>
          <h2 id="help-contact" className={styles.contactTitle}>
            Still stuck? Talk to a person
          </h2>
          <p className={styles.contactText}>
            Email <SupportEmailLink /> about a request, a payment or your account. Include the
            request number (the # code on the request) and we will find it straight away.
          </p>
        </div>
      </section>
    </div>
  );
}
