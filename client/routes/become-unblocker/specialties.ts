import { developerSpecialties, specialtyLabels } from '#shared/schemas/waitlist.ts';

/** The select's options: a prompt first (empty, so "Specialty is required" until one is chosen). */
export const specialtyOptions = [
  { value: '', label: 'Choose your specialty' },
  ...developerSpecialties.map((value) => ({ value, label: specialtyLabels[value] })),
];
