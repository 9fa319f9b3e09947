export const count: number = 3;
