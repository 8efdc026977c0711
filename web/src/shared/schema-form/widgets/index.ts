import type { RegistryWidgetsType } from '@rjsf/utils';

/**
 * The portal's own widgets, keyed as a uiSchema names them (`"ui:widget": "cvr-opslag"` is
 * widgets/cvr-opslag/). rjsf's Bootstrap widgets cover every form so far.
 */
export const widgets: RegistryWidgetsType = {};
