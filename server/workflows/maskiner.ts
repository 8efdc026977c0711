import arbejdsmangelConfig from '../../workflows/arbejdsmangel-ansoegning.machine.json';
import anmodningConfig from '../../workflows/forudbetaling-anmodning.machine.json';
import { loadWorkflow } from '../../engine/workflow';

/** The status flows of both case kinds, loaded once from workflows/. */
export const anmodningWorkflow = loadWorkflow<'forudbetaling-anmodning'>(anmodningConfig);
export const arbejdsmangelWorkflow = loadWorkflow<'arbejdsmangel-ansoegning'>(arbejdsmangelConfig);
