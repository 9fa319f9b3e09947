import { Download } from 'lucide-react';
import { buttonRecipe } from '../../components/button.css.ts';
import { Button } from '../../components/button.tsx';
import { exportDownloadPath, type DataExportView } from '#shared/schemas/your-data.ts';
import { trpc } from '../../trpc.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { errorMessage } from '../errors/api-errors.ts';
import * as styles from './your-data.css.ts';

/** How often the panel asks whether the copy is ready, while it is being prepared. */
const POLL_MS = 3000;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const megabytes = (bytes: number) => `${Math.max(0.1, bytes / 1_000_000).toFixed(1)} MB`;

/**
 * "Download a copy of your data" (docs/privacy.md#a-copy-of-your-data): a job prepares the zip and
 * mails when it is ready; meanwhile the panel says so and looks again now and then.
 */
export function DataExportPanel() {
  const utils = trpc.useUtils();
  const latest = trpc.account.data.exports.useQuery(undefined, {
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? POLL_MS : false),
  });
  const request = trpc.account.data.requestExport.useMutation({
    onSuccess: (view) => utils.account.data.exports.setData(undefined, view),
  });
  const current = latest.data ?? null;

  return (
    <div className={styles.panel}>
      <h3 className={styles.partTitle}>A copy of your data</h3>
      <p className={styles.text}>
        Your profile, requests, plans, messages, files, ratings, payments and the history you took
        part in, as a zip file. We email you when it is ready; it can be downloaded for 7 days.
      </p>
      {request.error && <FormAlert tone="error">{errorMessage(request.error)}</FormAlert>}
      {current?.status === 'failed' && (
        <FormAlert tone="error">Your last copy could not be prepared. Please try again.</FormAlert>
      )}
      <ExportState
        current={current}
        loading={latest.isPending}
        requesting={request.isPending}
        onRequest={() => request.mutate()}
      />
    </div>
  );
}

function ExportState(props: {
  current: DataExportView | null;
  loading: boolean;
  requesting: boolean;
  onRequest: () => void;
}) {
  const { current } = props;
  if (props.loading) return null;
  if (current?.status === 'preparing') {
    return (
      <p role="status" className={styles.text}>
        Preparing… we&apos;ll email you when it&apos;s ready.
      </p>
    );
  }
  if (current?.status === 'ready' && current.expiresAt) {
    return (
      <>
        <a
          href={exportDownloadPath(current.id)}
          download
          className={buttonRecipe({ variant: 'primary' })}
        >
          <Download size={18} aria-hidden="true" />
          Download (zip, {megabytes(current.sizeBytes ?? 0)})
        </a>
        <p className={styles.text}>Available until {day.format(current.expiresAt)}.</p>
      </>
    );
  }
  return (
    <Button variant="secondary" disabled={props.requesting} onClick={props.onRequest}>
      {props.requesting ? 'Asking…' : 'Download a copy of your data'}
    </Button>
  );
}
