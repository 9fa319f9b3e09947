import { CircleCheck, Hourglass, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../components/cx.ts';
import * as styles from './ticket-counters.css.ts';

export interface TicketCountersProps {
  /** Undefined while the counts load: a dash holds the place, so nothing moves when they come. */
  inProgress: number | undefined;
  awaitingResponse: number | undefined;
  completed: number | undefined;
}

/**
 * The developer dashboard's three counters (docs/screens.md#dashboards), each in its ticket-status
 * colour.
 */
export function TicketCounters({ inProgress, awaitingResponse, completed }: TicketCountersProps) {
  const loading = inProgress === undefined;
  return (
    <dl className={styles.grid} aria-busy={loading}>
      <Counter label="In Progress" value={inProgress} icon={<Wrench size={20} />} tone="working" />
      <Counter
        label="Awaiting Response"
        value={awaitingResponse}
        icon={<Hourglass size={20} />}
        tone="waiting"
      />
      <Counter label="Completed" value={completed} icon={<CircleCheck size={20} />} tone="done" />
    </dl>
  );
}

interface CounterProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  tone: keyof typeof styles.tone;
}

function Counter({ label, value, icon, tone }: CounterProps) {
  return (
    <div className={styles.card}>
      {/* Inside the <dt>: a <dl> group may hold only <dt> and <dd> elements. */}
      <dt className={styles.label}>
        <span className={cx(styles.icon, styles.tone[tone])} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.value}>{value ?? '—'}</dd>
    </div>
  );
}
