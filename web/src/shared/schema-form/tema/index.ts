import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { Beskrivelse, EkstraEgenskab, FeltSkabelon, Hjaelp, Titel } from './felt';
import { InputSkabelon, TekstOmraade } from './input';
import { FjernKnap, IndsendKnap, KopierKnap, NedKnap, OpKnap, RydKnap, TilfoejKnap, ValgfriData } from './knapper';
import { FlereSkemaer, Liste } from './liste';
import { Afkrydsning, Afkrydsninger, RadioKnapper, Rullemenu } from './valg';

/**
 * The forms' look: rjsf's templates and widgets as Bootstrap's classes on plain elements, in place
 * of rjsf's Bootstrap theme (with react-bootstrap and its icons), which a citizen's phone would load
 * with every form. rjsf's own defaults that these replace are left out of the build
 * (web/vite-plugin-rjsf-standarder.ts); the portal's widgets and templates are in ../widgets.
 */
export const temaSkabeloner: Partial<TemplatesType> = {
  ArrayFieldTemplate: Liste,
  BaseInputTemplate: InputSkabelon,
  ButtonTemplates: {
    AddButton: TilfoejKnap,
    ClearButton: RydKnap,
    CopyButton: KopierKnap,
    MoveDownButton: NedKnap,
    MoveUpButton: OpKnap,
    RemoveButton: FjernKnap,
    SubmitButton: IndsendKnap,
  },
  DescriptionFieldTemplate: Beskrivelse,
  FieldHelpTemplate: Hjaelp,
  FieldTemplate: FeltSkabelon,
  MultiSchemaFieldTemplate: FlereSkemaer,
  OptionalDataControlsTemplate: ValgfriData,
  TitleFieldTemplate: Titel,
  WrapIfAdditionalTemplate: EkstraEgenskab,
};

/** rjsf's widgets by their registry names (`"ui:widget": "radio"` is RadioWidget). */
export const temaWidgets: RegistryWidgetsType = {
  CheckboxWidget: Afkrydsning,
  CheckboxesWidget: Afkrydsninger,
  RadioWidget: RadioKnapper,
  SelectWidget: Rullemenu,
  TextareaWidget: TekstOmraade,
};
