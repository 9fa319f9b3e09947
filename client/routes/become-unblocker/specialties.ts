import { developerSpecialties } from '#shared/schemas/waitlist.ts';

export type DeveloperSpecialty = (typeof developerSpecialties)[number];

// What people read for each stored specialty (SPEC §9: four waitlist specialties). Typed by the
// shared list, so a specialty added there fails to compile here until it has a label.
export const specialtyLabel: Readonly<Record<DeveloperSpecialty, string>> = {
  javascript: 'JavaScript',
  python: 'Python',
  aiml: 'AI/ML',
  fullstack: 'Full Stack',
};

/** The select's options: a prompt first (empty, so "Specialty is required" until one is chosen). */
export const specialtyOptions = [
  { value: '', label: 'Choose your specialty' },
  ...developerSpecialties.map((value) => ({ value, label: specialtyLabel[value] })),
];
