/**
 * The secretariat's correction widgets, one chunk loaded with the first of them (widgets/index.ts):
 * loaded apart, each would split the modules it shares with the citizens' pages into chunks of their own.
 */
export { DeltagelseRettelse } from './deltagelse-rettelse/deltagelse-rettelse';
export { FakturaRettelse } from './faktura-rettelse/faktura-rettelse';
export { Sidepanel } from './sidepanel/sidepanel';
