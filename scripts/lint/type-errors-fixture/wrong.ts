// A type error and a missing module, on purpose: type-errors.test.ts expects both reported.
import { missing } from './nowhere.ts';

export const count: number = 'three';
export { missing };
