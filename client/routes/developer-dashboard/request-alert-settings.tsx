import { useId, useState } from 'react';
import { MAIL_EVERY, mailEveryLabels, type MailEvery } from '#shared/schemas/request-alerts.ts';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { LoadFailedAlert } from '../../features/errors/load-failed-alert.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import * as styles from './request-alert-settings.css.ts';

/** What the confirmation says once a choice is saved. */
const savedText: Record<MailEvery, string> = {
  immediate: 'Saved. New requests are emailed at once, at most every 15 minutes.',
  hourly: 'Saved. New requests are emailed at most once an hour.',
  daily: 'Saved. New requests are emailed at most once a day.',
  never: 'Saved. New requests are no longer emailed; they still show in the app.',
};

/**
 * "New request emails" on the developer dashboard (docs/request-alerts.md#the-setting): how often
 * new requests in their categories are mailed to them. A choice is saved as it is made, and the
 * section says so, or why it was not (the choice then goes back to what is saved).
 */
export function RequestAlertSettings() {
  const legendId = useId();
  const utils = trpc.useUtils();
  const settings = trpc.alerts.settings.useQuery();
  const save = trpc.alerts.setMailEvery.useMutation({
    onSuccess: (saved) => utils.alerts.settings.setData(undefined, saved),
  });
  // The choice on its way to the server shows as made; a failure shows what is saved again.
  const [choosing, setChoosing] = useState<MailEvery | null>(null);
  const shown = save.isPending ? choosing : (settings.data?.mailEvery ?? null);

  return (
    <PageSection title="New request emails">
      <div className={styles.panel}>
        <p className={styles.intro}>
          When a customer posts a request in your categories, we email you a summary of what came
          in. The count beside Available Requests shows new requests either way.
        </p>
        {settings.isError ? (
          <LoadFailedAlert what="your email settings" query={settings} />
        ) : (
          <fieldset
            className={styles.fieldset}
            aria-busy={settings.isPending || save.isPending}
            disabled={settings.isPending}
          >
            <legend id={legendId} className={styles.legend}>
              Email me about new requests
            </legend>
            <div className={styles.options}>
              {MAIL_EVERY.map((every) => (
                <label key={every} className={styles.option}>
                  <input
                    type="radio"
                    name={legendId}
                    value={every}
                    className={styles.radio}
                    checked={shown === every}
                    onChange={() => {
                      setChoosing(every);
                      save.mutate({ mailEvery: every });
                    }}
                  />
                  {mailEveryLabels[every]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className={styles.outcome}>
          <div role="status">
            {save.isSuccess && <p className={styles.saved}>{savedText[save.data.mailEvery]}</p>}
          </div>
          <div role="alert">
            {save.isError && (
              <p className={styles.failed}>
                {`Your choice was not saved: ${errorMessage(save.error)}`}
              </p>
            )}
          </div>
        </div>
      </div>
    </PageSection>
  );
}
