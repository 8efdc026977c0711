/** The series' colours, each at least 3:1 against white (WCAG 1.4.11), in the order series are drawn. */
export const FARVER = ['#0b5ed7', '#198754', '#6f42c1', '#b35900', '#087990', '#a52834'] as const;

export const farve = (i: number) => FARVER[i % FARVER.length]!;
