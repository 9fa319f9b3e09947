import { useId, useState } from 'react';
import { Link } from 'wouter';
import { ESSENTIAL_MAIL_TEXT, mailKindTexts, type SwitchableMailKind } from '#shared/mail-kinds.ts';
import { mailEveryLabels } from '#shared/schemas/request-alerts.ts';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { LoadFailedAlert } from '../errors/load-failed-alert.tsx';
import * as styles from './mail-preferences.css.ts';

/**
 * "Emails" on the settings page (docs/mail.md#preferences): a switch per kind of optional mail the
 * person's role gets, saved as it changes and confirmed, or said why not (the switch then shows
 * what is saved). An Unblocker's new-request mails keep their own setting, shown here as it
 * stands, with the way to it.
 */
export function MailPreferencesSection() {
  const legendId = useId();
  const utils = trpc.useUtils();
  const preferences = trpc.account.mail.preferences.useQuery();
  const save = trpc.account.mail.setPreference.useMutation({
    onSuccess: (saved) =>
      utils.account.mail.preferences.setData(undefined, (old) =>
        old
          ? {
              ...old,
              switches: old.switches.map((each) => (each.kind === saved.kind ? saved : each)),
            }
          : old,
      ),
  });
  // The change on its way to the server shows as made; a failure shows what is saved again.
  const [changing, setChanging] = useState<{ kind: SwitchableMailKind; on: boolean } | null>(null);
  const isOn = (kind: SwitchableMailKind, saved: boolean) =>
    save.isPending && changing?.kind === kind ? changing.on : saved;
  const newRequests = preferences.data?.newRequests ?? null;

  return (
    <PageSection title="Emails">
      <div className={styles.panel}>
        <p className={styles.intro}>{ESSENTIAL_MAIL_TEXT}</p>
        {preferences.isError ? (
          <LoadFailedAlert what="your email settings" query={preferences} />
        ) : (
          <fieldset
            className={styles.fieldset}
            aria-busy={preferences.isPending || save.isPending}
            disabled={preferences.isPending}
          >
            <legend id={legendId} className={styles.legend}>
              Email me about
            </legend>
            <div className={styles.options}>
              {preferences.data?.switches.map(({ kind, on }) => (
                <MailSwitch
                  key={kind}
                  kind={kind}
                  on={isOn(kind, on)}
                  onChange={(next) => {
                    setChanging({ kind, on: next });
                    save.mutate({ kind, on: next });
                  }}
                />
              ))}
            </div>
          </fieldset>
        )}
        {newRequests && (
          <p className={styles.digest}>
            {`${mailKindTexts.new_requests.title}: ${mailEveryLabels[newRequests]}. `}
            <Link href="/dashboard/developer" className={styles.link}>
              Change how often on your dashboard
            </Link>
          </p>
        )}
        <div className={styles.outcome}>
          <div role="status">
            {save.isSuccess && (
              <p className={styles.saved}>
                {save.data.on
                  ? `Saved. You'll get emails about ${mailKindTexts[save.data.kind].about}.`
                  : `Saved. You'll no longer get emails about ${mailKindTexts[save.data.kind].about}.`}
              </p>
            )}
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

function MailSwitch(props: {
  kind: SwitchableMailKind;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const descriptionId = useId();
  const text = mailKindTexts[props.kind];
  return (
    <label className={styles.option}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={props.on}
        aria-describedby={descriptionId}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>{text.title}</span>
        <span id={descriptionId} className={styles.optionDescription}>
          {text.description}
        </span>
      </span>
    </label>
  );
}
