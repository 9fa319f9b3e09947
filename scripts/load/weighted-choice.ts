/**
 * What a person may do next, with how likely they are to do it now (0: not possible now, e.g.
 * nothing to approve). Weights are relative, so adding an action does not rescale the others.
 */
export interface Action<Person> {
  name: string;
  weight: (person: Person) => number;
  run: (person: Person) => Promise<void>;
}

/** One action drawn by weight among those possible now; undefined if none is. */
export function chooseAction<Person>(
  actions: ReadonlyArray<Action<Person>>,
  person: Person,
): Action<Person> | undefined {
  const weighted = actions.map((action) => [action, action.weight(person)] as const);
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let left = Math.random() * total;
  for (const [action, weight] of weighted) {
    left -= weight;
    if (weight > 0 && left < 0) return action;
  }
  return undefined;
}
