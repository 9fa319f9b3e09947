import { z } from 'zod';
import { text } from './text.ts';

// A copy of your data and deleting the account (docs/privacy.md).

/** What the person types to confirm that the account goes. */
export const DELETE_CONFIRMATION = 'DELETE';

export const deleteAccountInput = z.object({
  currentPassword: text().min(1, 'Enter your password').max(200),
  confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

export const exportIdInput = z.object({ id: z.uuid() });

/** The latest copy of the person's data, as the settings page shows it. */
export interface DataExportView {
  id: string;
  status: 'preparing' | 'ready' | 'failed' | 'expired';
  sizeBytes: number | null;
  expiresAt: Date | null;
  createdAt: Date;
}

/** Whether the account can be deleted now, or what to finish first. */
export interface DeletionCheck {
  allowed: boolean;
  reasons: string[];
}

/** How long a prepared copy can be downloaded. */
export const EXPORT_DAYS = 7;

export const EXPORT_PREPARING_TEXT = 'A copy of your data is being prepared already.';
export const WRONG_PASSWORD_TEXT = 'That password is not right.';
/** The download link's path for an export. */
export const exportDownloadPath = (id: string) => `/api/account/exports/${id}`;
