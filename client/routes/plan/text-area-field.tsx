// The shared field, still reachable here for the plan dialogs that import it from this folder.
export { TextAreaField } from '../../features/forms/text-area-field.tsx';
export type { TextAreaFieldProps } from '../../features/forms/text-area-field.tsx';
