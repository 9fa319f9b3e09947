// The hook moved to features/tickets, where the list dialogs share it. milestone-form-dialog.tsx
// still imports it from here (that file is edited separately); drop this once it imports
// `useTicketDialogCommand` from there.
export { useTicketDialogCommand as useDialogCommand } from '../../features/tickets/use-dialog-command.ts';
