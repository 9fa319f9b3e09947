import { z } from 'zod';
import { aiTools, ticketCategories } from '#shared/schemas/tickets.ts';
import { requestFormDefaults, type RequestFormValues } from './request-form-values.ts';

// A New Request being typed is kept in this browser, per signed-in person, until it is submitted
// or discarded (docs/forms.md#create-or-edit-request): a reload or a closed tab loses nothing.
// Uploaded files are kept by their keys, as the form holds them.

const keyOf = (userId: string) => `unblock:request-draft:${userId}`;

// localStorage is anyone's to write (another tab, an older version of the app): read it, don't
// trust it. What does not fit is dropped, field by field.
const storedDraft = z.object({
  description: z.string().catch(''),
  categories: z.array(z.enum(ticketCategories)).catch([]),
  aiTool: z.enum(aiTools).catch('CHAT_GPT'),
  aiToolOther: z.string().catch(''),
  stack: z.string().catch(''),
  budget: z.string().catch(''),
  files: z.record(z.string(), z.string()).catch({}),
});

const empty = requestFormDefaults();

/** Whether the values are the empty form's: nothing worth keeping. */
function isEmpty(values: RequestFormValues): boolean {
  return (
    !values.description?.trim() &&
    !values.budget?.trim() &&
    !values.stack?.trim() &&
    !values.aiToolOther?.trim() &&
    (values.aiTool ?? empty.aiTool) === empty.aiTool &&
    (values.categories ?? []).length === 0 &&
    Object.keys(values.files ?? {}).length === 0
  );
}

/** The person's kept draft, or the empty form. */
export function loadDraft(userId: string): Required<RequestFormValues> {
  try {
    const stored = localStorage.getItem(keyOf(userId));
    if (!stored) return empty;
    const parsed = storedDraft.safeParse(JSON.parse(stored));
    return parsed.success ? { ...empty, ...parsed.data } : empty;
  } catch {
    // Storage refused (private mode, a full quota) or the text was not JSON: no draft.
    return empty;
  }
}

/** Keeps what is typed so far; an empty form keeps nothing. */
export function keepDraft(userId: string, values: RequestFormValues): void {
  try {
    if (isEmpty(values)) localStorage.removeItem(keyOf(userId));
    else localStorage.setItem(keyOf(userId), JSON.stringify(values));
  } catch {
    // A draft that cannot be kept is only a convenience lost.
  }
}

/** Forgets the draft: submitted, or discarded. */
export function discardDraft(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing was kept.
  }
}
