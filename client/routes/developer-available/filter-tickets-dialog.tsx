import { useState } from 'react';
import type { FormEvent } from 'react';
import { spinner } from '../../styles/spinner.css.ts';
import { LoaderCircle, SlidersHorizontal } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { Spinner } from '../../features/session/loading-screen.tsx';
import type { TicketCategory } from '../../features/tickets/category-labels.ts';
import { trpc } from '../../trpc.ts';
import { CategoriesField } from '../../features/categories/categories-field.tsx';
import { normaliseSelection } from '../../features/categories/category-selection.ts';
import * as styles from './filter-tickets-dialog.css.ts';

export interface FilterTicketsDialogProps {
  /** Called once the new categories are saved, so the page can refresh its list. */
  onSaved: () => void;
}

/**
 * The "Filter Requests" button and its "Filter Tickets" dialog (docs/screens.md#dashboards): the
 * developer's supported categories, which decide the requests they see and may take.
 */
export function FilterTicketsDialog({ onSaved }: FilterTicketsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <SlidersHorizontal size={16} aria-hidden="true" />
          Filter Requests
        </Button>
      </Dialog.Trigger>
      <DialogContent>
        <DialogTitle>Filter Tickets</DialogTitle>
        <DialogDescription>
          Choose the categories you support. Requests in these categories are listed for you.
        </DialogDescription>
        {/* Mounted only while open, so each opening starts from the saved categories. */}
        {open && (
          <SavedCategories
            onCancel={() => setOpen(false)}
            onSaved={() => {
              setOpen(false);
              onSaved();
            }}
          />
        )}
      </DialogContent>
    </Dialog.Root>
  );
}

interface FormProps {
  onCancel: () => void;
  onSaved: () => void;
}

/** Waits for the saved categories, then shows the form starting from them. */
function SavedCategories({ onCancel, onSaved }: FormProps) {
  const saved = trpc.profile.categories.useQuery();
  if (saved.data) {
    return (
      <CategoriesForm
        initial={normaliseSelection(saved.data.categories)}
        onCancel={onCancel}
        onSaved={onSaved}
      />
    );
  }
  if (saved.isError) {
    return (
      <div className={styles.form}>
        <FormAlert tone="error">
          <div className={styles.errorBody}>
            <p>Your categories could not be loaded. {errorMessage(saved.error)}</p>
            <Button
              size="sm"
              variant="secondary"
              disabled={saved.isFetching}
              onClick={() => void saved.refetch()}
            >
              Try again
            </Button>
          </div>
        </FormAlert>
      </div>
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner label="Loading your categories" />
    </div>
  );
}

function CategoriesForm({ initial, onCancel, onSaved }: FormProps & { initial: TicketCategory[] }) {
  const utils = trpc.useUtils();
  const [selected, setSelected] = useState<TicketCategory[]>(initial);
  const update = trpc.profile.updateCategories.useMutation({
    onSuccess: (result) => {
      utils.profile.categories.setData(undefined, result);
      onSaved();
    },
  });
  const busy = update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ categories: selected });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={busy}>
      {update.isError && (
        // The failure text (docs/forms.md#when-a-step-fails).
        <FormAlert tone="error">Failed to update categories. Please try again.</FormAlert>
      )}
      <CategoriesField value={selected} onChange={setSelected} disabled={busy} />
      <DialogActions>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <LoaderCircle size={16} aria-hidden="true" className={spinner} />}
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
