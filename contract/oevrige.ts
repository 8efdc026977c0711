/** A field an analyst added to a form (kept under `oevrige`), as the pages show it: its schema's title and its value as text. */
export interface OevrigOplysning {
  felt: string;
  titel: string;
  vaerdi: string;
}
