/** Joins class names, skipping empty ones, so optional `className` props compose cleanly. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
