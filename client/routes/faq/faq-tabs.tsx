import { Tabs } from 'radix-ui';
import { FaqAccordion } from '../../features/marketing/faq-accordion.tsx';
import type { FaqEntry } from '../../features/marketing/faq-accordion.tsx';
import { generalFaq } from './faq-general.tsx';
import { platformFaq } from './faq-platform.tsx';
import { privacyFaq } from './faq-privacy.tsx';
import * as styles from './faq-tabs.css.ts';

interface FaqTab {
  value: string;
  label: string;
  entries: readonly FaqEntry[];
}

// /faq (docs/screens.md#routes): the three tabs, in the product's order and words.
const tabs: readonly FaqTab[] = [
  { value: 'general', label: 'General', entries: generalFaq },
  { value: 'platform', label: 'Using the Platform', entries: platformFaq },
  { value: 'privacy', label: 'Security & Privacy', entries: privacyFaq },
];

/**
 * Tabs of questions. Each tab keeps its own accordion (one answer open at a time per tab), and
 * stays mounted, so coming back to a tab finds the answer that was open.
 */
export function FaqTabs() {
  return (
    <Tabs.Root defaultValue="general">
      <Tabs.List className={styles.list} aria-label="Question topics">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} forceMount className={styles.panel}>
          <FaqAccordion entries={tab.entries} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
